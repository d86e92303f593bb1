//! Compile-time reflection: [`Layout`], which every signature of
//! `root_signature!` and `include_root_signature!` implements, and what a
//! signature's type gives through it, in submodules that use this one:
//! binding to a command list (`bind`), the typed root signature object
//! (`object`) and descriptors allocated for a table (`allocation`). The
//! trait's `bind` methods name their types, and they name the trait.

pub(crate) mod allocation;
pub(crate) mod bind;
pub(crate) mod object;

use crate::{
    BindsTo, Bound, CommandList, Compute, DescriptorCount, DescriptorRangeType, Graphics,
    Pipelines, RootDescriptorKind, RootFlags, ShaderVisibility, StaticSampler, TypedRootSignature,
    Version,
};
use rootsig_core::bindings::DxilKind;
use rootsig_core::{DescriptorHeapType, RegisterClass};

/// A root signature's binding layout as constant data: what generic engine
/// code (a material system, a descriptor allocator, a debug view) needs to
/// walk a signature without naming its handles. Every struct the macros
/// define implements it; nothing in it allocates, and indices and offsets
/// are `u32` like the handles'. It also gives every signature `bind` and
/// `bind_compute` (import it to call `Forward::bind(&mut list, &root)`):
/// as provided methods they cost nothing per signature, where the same
/// functions generated for each signature cost rustc about 1.5 ms each.
///
/// ```
/// use rootsig::{DescriptorCount, Layout};
/// rootsig::root_signature! {
///     pub Forward = "camera: CBV(b0), RootConstants(num32BitConstants = 4, b1),
///                    DescriptorTable(material: SRV(t0, numDescriptors = 4), shadow_map: SRV(t4)),
///                    StaticSampler(s0)";
/// }
///
/// /// How many descriptors every CBV/SRV/UAV table of `S` needs.
/// fn table_sizes<S: Layout>() -> Vec<(u32, DescriptorCount)> {
///     S::LAYOUT
///         .tables()
///         .map(|(parameter, table)| (parameter.index, table.descriptor_count))
///         .collect()
/// }
///
/// assert_eq!(table_sizes::<Forward>(), [(2, DescriptorCount::Bounded(5))]);
/// const LAYOUT: rootsig::SignatureLayout = Forward::LAYOUT;
/// assert_eq!(LAYOUT.cost_dwords, 2 + 4 + 1); // root CBV, 4 constants, table
/// assert_eq!(LAYOUT.parameters[0].name, "camera");
/// assert_eq!(LAYOUT.parameters[1].name, "CONSTANTS_B1");
/// let (_, table) = LAYOUT.tables().next().unwrap();
/// assert_eq!(table.ranges[1].name, "shadow_map");
/// assert_eq!(table.ranges[1].offset, 4);
/// assert_eq!(LAYOUT.static_samplers[0].shader_register, 0);
/// ```
pub trait Layout: Sized + 'static {
    /// The layout.
    const LAYOUT: SignatureLayout;

    /// Which pipelines the signature binds to: [`ComputeOnly`](crate::ComputeOnly) or
    /// [`GraphicsOnly`](crate::GraphicsOnly) when the macro checked it against shaders of one
    /// kind only, else [`AnyPipeline`](crate::AnyPipeline). See
    /// [`Pipelines`].
    type Pipelines: Pipelines;

    /// Sets `root_signature` as `list`'s graphics root signature
    /// (`SetGraphicsRootSignature`) and returns a [`Bound`] whose setters
    /// take only this signature's handles. A signature checked only against
    /// compute shaders has no graphics `bind`. See [`Bound`] for an example.
    fn bind<'a, L: CommandList<Graphics> + ?Sized>(
        list: &'a mut L,
        root_signature: &TypedRootSignature<Self, L::RootSignature>,
    ) -> Bound<'a, Self, L>
    where
        Self::Pipelines: BindsTo<Graphics>,
    {
        Bound::new(list, root_signature)
    }

    /// Sets `root_signature` as `list`'s compute root signature
    /// (`SetComputeRootSignature`) and returns a [`Bound`]. A signature
    /// checked only against graphics shaders has no compute `bind`.
    fn bind_compute<'a, L: CommandList<Compute> + ?Sized>(
        list: &'a mut L,
        root_signature: &TypedRootSignature<Self, L::RootSignature>,
    ) -> Bound<'a, Self, L, Compute>
    where
        Self::Pipelines: BindsTo<Compute>,
    {
        Bound::new(list, root_signature)
    }
}

/// The layout of one root signature ([`Layout::LAYOUT`]).
///
/// ```
/// use rootsig::{Layout, RootFlags, Version};
/// rootsig::root_signature! {
///     #[rootsig(version = "1.2")]
///     Sig = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), StaticSampler(s0)";
/// }
/// const LAYOUT: rootsig::SignatureLayout = Sig::LAYOUT;
/// assert_eq!(LAYOUT.version, Version::V1_2);
/// assert_eq!(LAYOUT.flags, RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT);
/// assert_eq!(LAYOUT.cost_dwords, 2);
/// assert_eq!(LAYOUT.static_samplers[0].shader_register, 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SignatureLayout {
    /// The serialized root signature: the bytes of `BLOB`, for
    /// `ID3D12Device::CreateRootSignature`.
    pub blob: &'static [u8],
    /// The version it is serialized as.
    pub version: Version,
    /// The root flags.
    pub flags: RootFlags,
    /// What the root arguments cost, in DWORDs (at most 64): 1 per table,
    /// 2 per root descriptor, 1 per root constant.
    pub cost_dwords: u32,
    /// The root parameters, in root parameter order.
    pub parameters: &'static [ParameterLayout],
    /// The static samplers.
    pub static_samplers: &'static [StaticSampler],
    /// The shader resources, with shaders (`#[rootsig(shader = …)]`, or
    /// `stage` in `include_root_signature!`): where the signature binds
    /// each one, as `Name::resources` has them.
    pub resources: &'static [ResourceLayout],
    /// The constant buffers the shaders' entry points use, with their
    /// members in HLSL's packing (docs/bindings.md §7.4), in the order the
    /// entry points declare them.
    pub constant_buffers: &'static [ConstantBufferLayout],
}

impl SignatureLayout {
    /// The descriptor tables, with their root parameters, in order.
    ///
    /// ```
    /// # use rootsig::Layout;
    /// rootsig::root_signature! {
    ///     Sig = "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0))";
    /// }
    /// let indices: Vec<u32> = Sig::LAYOUT.tables().map(|(p, _)| p.index).collect();
    /// assert_eq!(indices, [1, 2]);
    /// ```
    pub fn tables(
        &self,
    ) -> impl Iterator<Item = (&'static ParameterLayout, &'static TableLayout)> + 'static {
        self.parameters.iter().filter_map(|p| match &p.kind {
            ParameterLayoutKind::Table(table) => Some((p, table)),
            _ => None,
        })
    }

    /// The root parameter called `name` (its label, or the name of its
    /// handle constant).
    ///
    /// ```
    /// # use rootsig::Layout;
    /// rootsig::root_signature! {
    ///     Sig = "camera: CBV(b0), SRV(t0)";
    /// }
    /// assert_eq!(Sig::LAYOUT.parameter("SRV_T0").map(|p| p.index), Some(1));
    /// assert!(Sig::LAYOUT.parameter("lights").is_none());
    /// ```
    pub fn parameter(&self, name: &str) -> Option<&'static ParameterLayout> {
        named(self.parameters, |p| p.name, name)
    }

    /// The shader resource called `name`, for engine code that binds
    /// resources by names it reads at run time (a material's texture
    /// slots, say). The name is the HLSL name as a Rust identifier, as in
    /// `Name::resources`.
    ///
    /// ```
    /// use rootsig::{DescriptorCount, Layout, ResourceBinding};
    /// rootsig::include_root_signature! {
    ///     Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
    /// }
    /// let normal_map = Lit::LAYOUT.resource("normalMap").map(|r| r.binding);
    /// assert_eq!(
    ///     normal_map,
    ///     Some(ResourceBinding::Table { parameter: 1, offset: 1, count: DescriptorCount::Bounded(1) })
    /// );
    /// assert_eq!(Lit::LAYOUT.resource("Camera").map(|r| r.binding), Some(ResourceBinding::Root { parameter: 0 }));
    /// assert!(Lit::LAYOUT.resource("linearSampler").is_none()); // a static sampler
    /// ```
    pub fn resource(&self, name: &str) -> Option<&'static ResourceLayout> {
        named(self.resources, |r| r.name, name)
    }

    /// The constant buffer called `name` in HLSL.
    pub fn constant_buffer(&self, name: &str) -> Option<&'static ConstantBufferLayout> {
        named(self.constant_buffers, |b| b.name, name)
    }
}

/// The first element of `list` whose `name_of` is `name`: the lookups by
/// name of layouts and constant buffers.
fn named<T>(list: &'static [T], name_of: fn(&T) -> &str, name: &str) -> Option<&'static T> {
    list.iter().find(|item| name_of(item) == name)
}

/// One shader resource of a [`SignatureLayout`]: what it is, and where the
/// signature binds it.
///
/// ```
/// use rootsig::{DxilKind, Layout, RegisterClass};
/// rootsig::include_root_signature! {
///     Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
/// }
/// let normal_map = Lit::LAYOUT.resource("normalMap").unwrap();
/// assert_eq!((normal_map.class, normal_map.kind), (RegisterClass::Srv, DxilKind::Texture2D));
/// let camera = Lit::LAYOUT.resource("Camera").unwrap();
/// assert_eq!((camera.class, camera.kind), (RegisterClass::Cbv, DxilKind::CBuffer));
/// assert_eq!(camera.stride, None);
///
/// // `struct Particle { float3 position; float age; float3 velocity; }`:
/// // 28 bytes, for the view's `StructureByteStride`.
/// rootsig::include_root_signature! {
///     Particles = "shaders/particles.hlsl", entry = "CSMain", stage = "compute";
/// }
/// let particles = Particles::LAYOUT.resource("particles").unwrap();
/// assert_eq!((particles.kind, particles.stride), (DxilKind::StructuredBuffer, Some(28)));
/// let positions = Particles::LAYOUT.resource("positions").unwrap();
/// assert_eq!(positions.stride, Some(16));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceLayout {
    /// Its name: the HLSL name as a Rust identifier, the field of
    /// `Name::resources`.
    pub name: &'static str,
    /// Its register class: which kind of view or sampler it takes.
    pub class: RegisterClass,
    /// What it is, as DXIL records it: which view to create for it.
    pub kind: DxilKind,
    /// For a structured buffer, the stride of its element in bytes, as
    /// DXC lays it out (the `StructureByteStride` of its view); `None` for
    /// other kinds, or when the element type is not known from the shader.
    pub stride: Option<u32>,
    /// Where the signature binds it.
    pub binding: ResourceBinding,
}

/// Where a signature binds a shader resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResourceBinding {
    /// A root parameter holds it: root constants, or a root CBV, SRV or
    /// UAV.
    Root {
        /// The root parameter index.
        parameter: u32,
    },
    /// Descriptors of a table.
    Table {
        /// The table's root parameter index.
        parameter: u32,
        /// The resource's first descriptor, from the table start.
        offset: u32,
        /// How many descriptors it takes.
        count: DescriptorCount,
    },
}

/// One root parameter of a [`SignatureLayout`].
///
/// ```
/// use rootsig::{Layout, ParameterLayoutKind, RootDescriptorKind, ShaderVisibility};
/// rootsig::root_signature! {
///     Sig = "CBV(b0), lights: SRV(t3, space = 1, visibility = SHADER_VISIBILITY_PIXEL)";
/// }
/// let lights = &Sig::LAYOUT.parameters[1];
/// assert_eq!((lights.name, lights.index), ("lights", 1));
/// assert_eq!(lights.visibility, ShaderVisibility::PIXEL);
/// assert_eq!(
///     lights.kind,
///     ParameterLayoutKind::Descriptor { kind: RootDescriptorKind::Srv, register: 3, space: 1 }
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParameterLayout {
    /// The name of its handle constant: its label, or a name made from its
    /// registers (`CBV_B0`, `TABLE_SRV_T0`).
    pub name: &'static str,
    /// The root parameter index.
    pub index: u32,
    /// Which shader stages see it.
    pub visibility: ShaderVisibility,
    /// What it is.
    pub kind: ParameterLayoutKind,
}

/// What a root parameter is, with its registers.
///
/// ```
/// use rootsig::{Layout, ParameterLayoutKind};
/// rootsig::root_signature! {
///     Sig = "RootConstants(num32BitConstants = 4, b2, space = 3), DescriptorTable(SRV(t0))";
/// }
/// assert_eq!(
///     Sig::LAYOUT.parameters[0].kind,
///     ParameterLayoutKind::Constants { register: 2, space: 3, num_32bit_values: 4 }
/// );
/// assert!(matches!(Sig::LAYOUT.parameters[1].kind, ParameterLayoutKind::Table(_)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParameterLayoutKind {
    /// `RootConstants(num32BitConstants = N, bR, space = S)`.
    Constants {
        /// The `b` register.
        register: u32,
        /// The register space.
        space: u32,
        /// `num32BitConstants`.
        num_32bit_values: u32,
    },
    /// A root CBV, SRV or UAV.
    Descriptor {
        /// CBV, SRV or UAV.
        kind: RootDescriptorKind,
        /// The register number.
        register: u32,
        /// The register space.
        space: u32,
    },
    /// A descriptor table.
    Table(TableLayout),
}

/// A descriptor table of a [`SignatureLayout`].
///
/// ```
/// use rootsig::{DescriptorCount, DescriptorHeapType, Layout};
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(Sampler(s0, numDescriptors = 3))";
/// }
/// let (_, table) = Sig::LAYOUT.tables().next().unwrap();
/// assert_eq!(table.heap, DescriptorHeapType::Sampler);
/// assert_eq!(table.descriptor_count, DescriptorCount::Bounded(3));
/// assert_eq!(table.ranges.len(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableLayout {
    /// The heap it points into.
    pub heap: DescriptorHeapType,
    /// How many descriptors it spans: one past the highest slot a range
    /// uses, or unbounded.
    pub descriptor_count: DescriptorCount,
    /// Its ranges, in order.
    pub ranges: &'static [RangeLayout],
}

/// A descriptor range of a [`TableLayout`].
///
/// ```
/// use rootsig::{DescriptorCount, DescriptorRangeType, Layout};
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(CBV(b0), bindless: SRV(t0, space = 2, numDescriptors = unbounded))";
/// }
/// let (_, table) = Sig::LAYOUT.tables().next().unwrap();
/// let bindless = table.ranges[1];
/// assert_eq!(bindless.name, "bindless");
/// assert_eq!(bindless.range_type, DescriptorRangeType::SRV);
/// assert_eq!((bindless.register, bindless.space), (0, 2));
/// assert_eq!((bindless.offset, bindless.count), (1, DescriptorCount::Unbounded));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeLayout {
    /// The name of its handle constant: its label, or a name made from its
    /// registers (`SRV_T0`).
    pub name: &'static str,
    /// SRV, UAV, CBV or Sampler.
    pub range_type: DescriptorRangeType,
    /// The first register.
    pub register: u32,
    /// The register space.
    pub space: u32,
    /// How many descriptors.
    pub count: DescriptorCount,
    /// The first slot from the table start, with
    /// `DESCRIPTOR_RANGE_OFFSET_APPEND` resolved.
    pub offset: u32,
}

/// A constant buffer that a signature's checked entry points read, in
/// HLSL's packing (docs/bindings.md §7.4): for generic code that reads
/// and writes constants by name, such as a material inspector.
///
/// ```
/// use rootsig::Layout;
/// rootsig::include_root_signature! {
///     Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
/// }
/// let camera = Lit::LAYOUT.constant_buffer("Camera").unwrap();
/// let tint = camera.member("tint").unwrap();
/// assert_eq!((tint.offset, tint.size, tint.hlsl_type), (0, 16, "float4"));
/// assert_eq!(camera.size, 16);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConstantBufferLayout {
    /// Its HLSL name (`$Globals` for the global constants).
    pub name: &'static str,
    /// Bytes to the end of its last member (not rounded up to a row).
    pub size: u32,
    /// Its members, in declaration order.
    pub members: &'static [ConstantBufferMember],
}

impl ConstantBufferLayout {
    /// The member called `name`.
    pub fn member(&self, name: &str) -> Option<&'static ConstantBufferMember> {
        named(self.members, |m| m.name, name)
    }
}

/// One member of a [`ConstantBufferLayout`], or of a struct inside one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConstantBufferMember {
    /// Its HLSL name.
    pub name: &'static str,
    /// Bytes from the start of the buffer (for a struct's members, of the
    /// struct's first element).
    pub offset: u32,
    /// Bytes it occupies: the whole array for an array.
    pub size: u32,
    /// Its HLSL type, of one element for an array (`row_major float3x4`,
    /// a struct's name).
    pub hlsl_type: &'static str,
    /// Its array shape, when it is an array.
    pub array: Option<crate::ArrayLayout>,
    /// A struct's members (empty for other types).
    pub members: &'static [ConstantBufferMember],
}
