//! The bound-signature guard: [`Bound`], over any command list that
//! implements [`CommandList`].

use core::fmt;
use core::marker::PhantomData;

use crate::{
    DescriptorHeap, DescriptorTableIndex, Layout, ParameterLayout, ParameterLayoutKind,
    RootConstantsIndex, RootDescriptorIndex, TableAllocation, TypedRootSignature,
};
use crate::{RootConstantWords, RootDescriptorKind, RootDescriptorType, sealed};
use zerocopy::{Immutable, IntoBytes};

/// Which root signature slot of a command list the arguments go to:
/// [`Graphics`] (`SetGraphicsRoot*`) or [`Compute`] (`SetComputeRoot*`).
///
/// ```
/// use rootsig::{Compute, Graphics, Pipeline};
/// fn method<P: Pipeline>(call: &str) -> String {
///     format!("Set{}Root{call}", P::NAME)
/// }
/// assert_eq!(method::<Graphics>("DescriptorTable"), "SetGraphicsRootDescriptorTable");
/// assert_eq!(method::<Compute>("DescriptorTable"), "SetComputeRootDescriptorTable");
/// ```
pub trait Pipeline: sealed::Sealed + 'static {
    /// `"Graphics"` or `"Compute"`, as in the D3D12 method names.
    const NAME: &'static str;
}

/// The graphics root signature: `SetGraphicsRoot*`. See [`Pipeline`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Graphics {}

/// The compute root signature: `SetComputeRoot*`. See [`Pipeline`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Compute {}

impl Pipeline for Graphics {
    const NAME: &'static str = "Graphics";
}

impl Pipeline for Compute {
    const NAME: &'static str = "Compute";
}

/// Which pipelines a signature may be bound to ([`Layout::Pipelines`]):
/// [`ComputeOnly`] when every shader entry point the macro checked it
/// against is a compute (or DXR, or work-graph) shader, [`GraphicsOnly`]
/// when every one is a graphics stage, and [`AnyPipeline`] otherwise,
/// including a signature checked against no shader.
///
/// ```compile_fail
/// # use rootsig::{CommandList, Graphics, Layout, TypedRootSignature};
/// # struct List;
/// # impl CommandList<Graphics> for List {
/// #     type RootSignature = ();
/// #     fn set_root_signature(&mut self, _: &()) {}
/// #     fn set_descriptor_table(&mut self, _: u32, _: u64) {}
/// #     fn set_32bit_constants(&mut self, _: u32, _: &[u32], _: u32) {}
/// #     fn set_constant_buffer_view(&mut self, _: u32, _: u64) {}
/// #     fn set_shader_resource_view(&mut self, _: u32, _: u64) {}
/// #     fn set_unordered_access_view(&mut self, _: u32, _: u64) {}
/// # }
/// rootsig::include_root_signature! {
///     // A compute shader's signature has no graphics `bind`.
///     Blur = "shaders/blur.hlsl", entry = "main", stage = "compute";
/// }
/// let blur = TypedRootSignature::<Blur, ()>::create(|_| Ok::<_, ()>(())).unwrap();
/// Blur::bind(&mut List, &blur);
/// ```
///
/// [`Layout::Pipelines`]: crate::Layout::Pipelines
pub trait Pipelines: sealed::Sealed + 'static {}

/// A signature that binds to both pipelines. See [`Pipelines`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnyPipeline {}

/// A signature whose checked shaders are all graphics stages. See
/// [`Pipelines`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GraphicsOnly {}

/// A signature whose checked shaders are all compute shaders. See
/// [`Pipelines`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComputeOnly {}

impl Pipelines for AnyPipeline {}
impl Pipelines for GraphicsOnly {}
impl Pipelines for ComputeOnly {}

/// Implemented by the [`Pipelines`] that allow binding to pipeline `P`:
/// the bound on [`Layout::bind`](crate::Layout::bind) and
/// [`Layout::bind_compute`](crate::Layout::bind_compute).
#[diagnostic::on_unimplemented(
    message = "a root signature checked against `{Self}` shaders cannot be bound to the `{P}` pipeline",
    label = "this signature's shaders do not run on the `{P}` pipeline",
    note = "the shaders given with `#[rootsig(shader = …, stage = …)]` decide the pipeline; bind it with the other `bind` method"
)]
pub trait BindsTo<P: Pipeline>: Pipelines {}

impl BindsTo<Graphics> for AnyPipeline {}
impl BindsTo<Compute> for AnyPipeline {}
impl BindsTo<Graphics> for GraphicsOnly {}
impl BindsTo<Compute> for ComputeOnly {}

/// The root-signature calls of `ID3D12GraphicsCommandList`, untyped, for
/// pipeline `P`: implement it once for [`Graphics`] (forwarding to
/// `SetGraphicsRoot*`) and once for [`Compute`] (`SetComputeRoot*`) on
/// your command-list type, and [`Bound`] gives the typed, checked view.
/// With the `windows` crate, the `windows` feature implements it for
/// `ID3D12GraphicsCommandList`; implement it yourself for another binding
/// (`windows-sys`, `d3d12`) or for a recording list in tests.
///
/// One implementation can serve both pipelines; this one counts the calls:
///
/// ```
/// use rootsig::{CommandList, Layout, Pipeline, TypedRootSignature};
///
/// #[derive(Default)]
/// struct Counter(u32);
/// impl<P: Pipeline> CommandList<P> for Counter {
///     type RootSignature = &'static str;
///     fn set_root_signature(&mut self, _: &&'static str) { self.0 += 1 }
///     fn set_descriptor_table(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_32bit_constants(&mut self, _: u32, _: &[u32], _: u32) { self.0 += 1 }
///     fn set_constant_buffer_view(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_shader_resource_view(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_unordered_access_view(&mut self, _: u32, _: u64) { self.0 += 1 }
/// }
///
/// rootsig::root_signature! {
///     Blur = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))";
/// }
/// let blur = TypedRootSignature::<Blur, _>::create(|_bytes| Ok::<_, ()>("blur"))?;
/// let mut list = Counter::default();
/// Blur::bind_compute(&mut list, &blur).set_cbv(Blur::CBV_B0, 0x1000);
/// Blur::bind(&mut list, &blur).set_table(Blur::TABLE_SRV_T0, 0x2000);
/// assert_eq!(list.0, 4);
/// # Ok::<(), ()>(())
/// ```
pub trait CommandList<P: Pipeline> {
    /// The root signature object the list binds (`ID3D12RootSignature`).
    type RootSignature;
    /// `SetGraphicsRootSignature` / `SetComputeRootSignature`.
    fn set_root_signature(&mut self, root_signature: &Self::RootSignature);
    /// `SetGraphicsRootDescriptorTable` / `SetComputeRootDescriptorTable`:
    /// root parameter `index`, the table's first descriptor at `base_gpu`.
    fn set_descriptor_table(&mut self, index: u32, base_gpu: u64);
    /// `SetGraphicsRoot32BitConstants` / `SetComputeRoot32BitConstants`:
    /// `values`, written from DWORD `dest_offset` of root parameter `index`.
    fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32);
    /// `SetGraphicsRootConstantBufferView` / `SetComputeRootConstantBufferView`.
    fn set_constant_buffer_view(&mut self, index: u32, address: u64);
    /// `SetGraphicsRootShaderResourceView` / `SetComputeRootShaderResourceView`.
    fn set_shader_resource_view(&mut self, index: u32, address: u64);
    /// `SetGraphicsRootUnorderedAccessView` / `SetComputeRootUnorderedAccessView`.
    fn set_unordered_access_view(&mut self, index: u32, address: u64);
}

/// A command list with signature `S` bound to pipeline `P`: its setters
/// take only `S`'s handles, so a handle of another signature does not
/// compile. Made by `S::bind(&mut list, &root_signature)` (graphics) or
/// `S::bind_compute(&mut list, &root_signature)` ([`Layout`](crate::Layout)'s
/// methods), which call `SetGraphicsRootSignature` /
/// `SetComputeRootSignature` with the [`TypedRootSignature`] created from
/// `S::BLOB`: the signature the list runs with and the one whose handles
/// the setters take are the same. Each setter is one call of the list's
/// [`CommandList`] method.
///
/// ```
/// use rootsig::{CallLog, Layout, TypedRootSignature};
///
/// rootsig::root_signature! {
///     pub Forward = "camera: CBV(b0), RootConstants(num32BitConstants = 2, b1),
///                    lights: SRV(t0), feedback: UAV(u0), DescriptorTable(SRV(t1))";
/// }
///
/// // With the `windows` feature: `rootsig::d3d12::create_root_signature(&device)`.
/// let forward = TypedRootSignature::<Forward, _>::create(|_blob| Ok::<_, ()>("forward".to_owned()))?;
/// let mut list = CallLog::default();
/// let mut root = Forward::bind(&mut list, &forward);
/// root.set_cbv(Forward::camera, 0x1000);
/// root.set_constants(Forward::CONSTANTS_B1, &[7, 8]);
/// root.set_srv(Forward::lights, 0x2000);
/// root.set_uav(Forward::feedback, 0x3000);
/// root.set_table(Forward::TABLE_SRV_T1, 0x8000_0000);
/// assert_eq!(list.calls, [
///     "SetGraphicsRootSignature(forward)",
///     "SetGraphicsRootConstantBufferView(0, 0x1000)",
///     "SetGraphicsRoot32BitConstants(1, [7, 8], 0)",
///     "SetGraphicsRootShaderResourceView(2, 0x2000)",
///     "SetGraphicsRootUnorderedAccessView(3, 0x3000)",
///     "SetGraphicsRootDescriptorTable(4, 0x80000000)",
/// ]);
/// # Ok::<(), ()>(())
/// ```
///
/// Binding one signature's root signature object and setting another's
/// arguments does not compile:
///
/// ```compile_fail
/// # use rootsig::{CallLog, Layout, TypedRootSignature};
/// rootsig::root_signature! {
///     Forward = "CBV(b0)";
///     Shadow = "CBV(b0)";
/// }
/// let shadow = TypedRootSignature::<Shadow, _>::create(|_| Ok::<_, ()>(String::new())).unwrap();
/// let mut list = CallLog::default();
/// Forward::bind(&mut list, &shadow); // Shadow's object for Forward's arguments
/// ```
pub struct Bound<'a, S, L: ?Sized, P = Graphics> {
    list: &'a mut L,
    marker: PhantomData<fn() -> (S, P)>,
}

impl<'a, S: Layout, P: Pipeline, L: CommandList<P> + ?Sized> Bound<'a, S, L, P>
where
    S::Pipelines: BindsTo<P>,
{
    /// Sets `root_signature` on `list` for pipeline `P` and returns the
    /// guard. `S::bind(list, root_signature)` and `S::bind_compute(list,
    /// root_signature)` say the same in fewer words.
    pub fn new(list: &'a mut L, root_signature: &TypedRootSignature<S, L::RootSignature>) -> Self {
        list.set_root_signature(root_signature.raw());
        Bound {
            list,
            marker: PhantomData,
        }
    }
}

impl<'a, S, P: Pipeline, L: CommandList<P> + ?Sized> Bound<'a, S, L, P> {
    /// The command list, for calls outside the root arguments.
    pub fn list(&mut self) -> &mut L {
        self.list
    }

    /// Sets descriptor table `table` of `S` to the table whose first
    /// descriptor is at `base_gpu` (a `D3D12_GPU_DESCRIPTOR_HANDLE::ptr`).
    pub fn set_table<H: DescriptorHeap, const T: u32>(
        &mut self,
        table: DescriptorTableIndex<H, S, T>,
        base_gpu: u64,
    ) {
        self.list.set_descriptor_table(table.index(), base_gpu);
    }

    /// Sets table `T` of `S` to `allocation`'s descriptors.
    ///
    /// ```
    /// use rootsig::{CallLog, DescriptorHandle, Layout, TableAllocation, TypedRootSignature};
    /// rootsig::root_signature! {
    ///     Sig = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2))";
    /// }
    /// let sig = TypedRootSignature::<Sig, _>::create(|_| Ok::<_, ()>("sig".to_owned()))?;
    /// let start = DescriptorHandle { cpu: 0x1000, gpu: 0x8000_0000 };
    /// let textures = TableAllocation::new(Sig::TABLE_SRV_T0, start, 32, 2).unwrap();
    /// let mut list = CallLog::default();
    /// Sig::bind(&mut list, &sig).set_table_allocation(&textures);
    /// assert_eq!(list.calls[1], "SetGraphicsRootDescriptorTable(1, 0x80000000)");
    /// # Ok::<(), ()>(())
    /// ```
    pub fn set_table_allocation<H: DescriptorHeap, const T: u32>(
        &mut self,
        allocation: &TableAllocation<H, S, T>,
    ) {
        self.set_table(allocation.table(), allocation.start().gpu);
    }

    /// Sets root CBV `parameter` of `S` to the buffer at GPU virtual
    /// address `address`.
    pub fn set_cbv(&mut self, parameter: RootDescriptorIndex<crate::Cbv, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    /// Sets root SRV `parameter` of `S` to the buffer at `address`.
    pub fn set_srv(&mut self, parameter: RootDescriptorIndex<crate::Srv, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    /// Sets root UAV `parameter` of `S` to the buffer at `address`.
    pub fn set_uav(&mut self, parameter: RootDescriptorIndex<crate::Uav, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    fn set_descriptor<K: RootDescriptorType>(
        &mut self,
        parameter: RootDescriptorIndex<K, S>,
        address: u64,
    ) {
        let index = parameter.index();
        match K::KIND {
            RootDescriptorKind::Cbv => self.list.set_constant_buffer_view(index, address),
            RootDescriptorKind::Srv => self.list.set_shader_resource_view(index, address),
            RootDescriptorKind::Uav => self.list.set_unordered_access_view(index, address),
        }
    }

    /// Sets all of root constants `parameter` of `S` to `values`: a
    /// `[u32; N]`, or the type the signature ties to the parameter.
    pub fn set_constants<C: IntoBytes + Immutable>(
        &mut self,
        parameter: RootConstantsIndex<S, C>,
        values: &C,
    ) {
        let words = parameter.words(values);
        self.list.set_32bit_constants(parameter.index(), &words, 0);
    }

    /// Sets part of root constants `parameter` of `S`: `value`, at byte
    /// `byte_offset` of its `C` (usually `core::mem::offset_of!(C,
    /// field)`). Nothing is set, and the error says why, when the offset is
    /// not a multiple of 4, the size of `F` is not, or `value` does not fit.
    ///
    /// ```
    /// # use rootsig::{CallLog, ConstantsRangeError, Layout, TypedRootSignature};
    /// use core::mem::offset_of;
    ///
    /// #[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
    /// #[repr(C)]
    /// struct Draw {
    ///     world: [f32; 12],
    ///     tint: [f32; 4],
    /// }
    /// rootsig::root_signature! {
    ///     #[rootsig(constants(draw = Draw))]
    ///     Sig = "draw: RootConstants(num32BitConstants = 16, b0)";
    /// }
    ///
    /// # let sig = TypedRootSignature::<Sig, _>::create(|_| Ok::<_, ()>("sig".to_owned())).unwrap();
    /// let mut list = CallLog::default();
    /// let mut root = Sig::bind(&mut list, &sig);
    /// root.set_constants_at(Sig::draw, offset_of!(Draw, tint), &[1.0f32; 4])?;
    /// assert_eq!(
    ///     root.set_constants_at(Sig::draw, offset_of!(Draw, tint), &[1.0f32; 5]),
    ///     Err(ConstantsRangeError::OutOfBounds),
    /// );
    /// assert_eq!(list.calls[1], format!("SetGraphicsRoot32BitConstants(0, {:?}, 12)", [1.0f32.to_bits(); 4]));
    /// # Ok::<(), ConstantsRangeError>(())
    /// ```
    pub fn set_constants_at<C, F: IntoBytes + Immutable + ?Sized>(
        &mut self,
        parameter: RootConstantsIndex<S, C>,
        byte_offset: usize,
        value: &F,
    ) -> Result<(), ConstantsRangeError> {
        let bytes = value.as_bytes();
        if !byte_offset.is_multiple_of(4) || !bytes.len().is_multiple_of(4) {
            return Err(ConstantsRangeError::Unaligned);
        }
        match byte_offset.checked_add(bytes.len()) {
            Some(end) if end <= size_of::<C>() => {}
            _ => return Err(ConstantsRangeError::OutOfBounds),
        }
        let words = RootConstantWords::of(bytes);
        let dest_offset = u32::try_from(byte_offset / 4).unwrap_or(u32::MAX);
        self.list
            .set_32bit_constants(parameter.index(), &words, dest_offset);
        Ok(())
    }
}

impl<S: Layout, P: Pipeline, L: CommandList<P> + ?Sized> Bound<'_, S, L, P> {
    /// Sets the descriptor table that `parameter` describes, for generic
    /// code that walks `S::LAYOUT` instead of naming handles. The
    /// parameter must be one of `S`'s tables, as `S::LAYOUT` has it;
    /// anything else sets nothing and is an error.
    ///
    /// ```
    /// use rootsig::{CallLog, Layout, NotInLayout, TypedRootSignature};
    /// rootsig::root_signature! {
    ///     Forward = "CBV(b0), DescriptorTable(SRV(t0))";
    ///     Shadow = "DescriptorTable(SRV(t0))";
    /// }
    /// let forward = TypedRootSignature::<Forward, _>::create(|_| Ok::<_, ()>("forward".to_owned())).unwrap();
    /// let mut list = CallLog::default();
    /// let mut root = Forward::bind(&mut list, &forward);
    /// for (parameter, _) in Forward::LAYOUT.tables() {
    ///     root.set_table_dyn(parameter, 0x8000)?;
    /// }
    /// let (shadow_table, _) = Shadow::LAYOUT.tables().next().unwrap();
    /// assert_eq!(root.set_table_dyn(shadow_table, 0x8000), Err(NotInLayout));
    /// assert_eq!(root.set_table_dyn(&Forward::LAYOUT.parameters[0], 0x8000), Err(NotInLayout));
    /// assert_eq!(list.calls[1..], ["SetGraphicsRootDescriptorTable(1, 0x8000)"]);
    /// # Ok::<(), NotInLayout>(())
    /// ```
    pub fn set_table_dyn(
        &mut self,
        parameter: &ParameterLayout,
        base_gpu: u64,
    ) -> Result<(), NotInLayout> {
        let own = usize::try_from(parameter.index)
            .ok()
            .and_then(|i| S::LAYOUT.parameters.get(i));
        match own {
            Some(own) if own == parameter && matches!(own.kind, ParameterLayoutKind::Table(_)) => {
                self.list.set_descriptor_table(own.index, base_gpu);
                Ok(())
            }
            _ => Err(NotInLayout),
        }
    }
}

/// Why [`Bound::set_table_dyn`] set nothing: the parameter is not a
/// descriptor table of the bound signature's layout.
///
/// ```
/// assert_eq!(
///     rootsig::NotInLayout.to_string(),
///     "the parameter is not a descriptor table of the bound signature"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NotInLayout;

impl fmt::Display for NotInLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the parameter is not a descriptor table of the bound signature")
    }
}

impl std::error::Error for NotInLayout {}

impl<S, L: ?Sized, P: Pipeline> fmt::Debug for Bound<'_, S, L, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bound<{}>({})", P::NAME, core::any::type_name::<S>())
    }
}

/// Why [`Bound::set_constants_at`] set nothing (see its example).
///
/// ```
/// use rootsig::ConstantsRangeError;
/// assert_eq!(
///     ConstantsRangeError::Unaligned.to_string(),
///     "root constants are set in whole DWORDs: the offset and size must be multiples of 4"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConstantsRangeError {
    /// The byte offset or the value's size is not a multiple of 4.
    Unaligned,
    /// The value runs past the end of the root constants.
    OutOfBounds,
}

impl fmt::Display for ConstantsRangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ConstantsRangeError::Unaligned => {
                "root constants are set in whole DWORDs: the offset and size must be multiples of 4"
            }
            ConstantsRangeError::OutOfBounds => "the value runs past the end of the root constants",
        })
    }
}

impl std::error::Error for ConstantsRangeError {}
