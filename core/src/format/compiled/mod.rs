//! Compiled shaders: what a DXC (DXIL) or FXC (DXBC) container says about
//! the shader's stage and its resources, read without the LLVM bitcode.
//!
//! [`read_shader`] reads any container ([`super::container::read_parts`])
//! and then the part that lists the resources: `PSV0` ([`psv0`]) for DXIL,
//! the declarations of `SHEX`/`SHDR` ([`shex`], named from `RDEF` by
//! [`rdef`] when FXC kept it) for DXBC, plus `SFI0`'s
//! feature flags and the shader model from the `DXIL` program header or
//! the DXBC version token. Every reader is total: a malformed part is a
//! [`PartError`] naming the part and the offset.
//!
//! ```
//! use rootsig_core::format::compiled::{read_shader, ResourceType, ShaderKind};
//! use rootsig_core::format::container::{write_container, ChecksumPolicy};
//! // A vertex shader (vs_5_0) that declares cb0: dcl_constantbuffer cb0[1].
//! let shex: Vec<u8> = [0x0001_0050u32, 6, 0x0400_0059, 0x0020_8e46, 0, 1]
//!     .iter().flat_map(|w| w.to_le_bytes()).collect();
//! let container = write_container([(*b"SHEX", &shex[..])]);
//! let shader = read_shader(&container, ChecksumPolicy::Verify).unwrap();
//! assert_eq!(shader.model.kind, ShaderKind::Vertex);
//! assert_eq!(shader.resources[0].res_type, ResourceType::Cbv);
//! assert_eq!((shader.resources[0].lower, shader.resources[0].space), (0, 0));
//! ```

pub mod psv0;
pub mod rdef;
pub mod shex;

use super::container::{ChecksumPolicy, Part, Parts, read_parts};
use super::error::DecodeError;
use crate::model::RegisterClass;
use core::fmt;

/// The FourCC of DXC's pipeline state validation part.
pub const PSV0_FOURCC: [u8; 4] = *b"PSV0";
/// The FourCC of the feature-flags part.
pub const SFI0_FOURCC: [u8; 4] = *b"SFI0";
/// The FourCC of the DXIL program part.
pub const DXIL_FOURCC: [u8; 4] = *b"DXIL";
/// The FourCC of an SM 5 DXBC program.
pub const SHEX_FOURCC: [u8; 4] = *b"SHEX";
/// The FourCC of an SM 4 DXBC program.
pub const SHDR_FOURCC: [u8; 4] = *b"SHDR";

/// A part whose bytes do not hold what its FourCC promises.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartError {
    /// The part's FourCC.
    pub part: [u8; 4],
    /// The offset in the part's data where reading failed.
    pub offset: usize,
    /// What is wrong there.
    pub problem: String,
}

impl fmt::Display for PartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} part, offset {}: {}",
            String::from_utf8_lossy(&self.part),
            self.offset,
            self.problem
        )
    }
}

impl std::error::Error for PartError {}

/// Reads little-endian words of one part, every read bounds-checked.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bytes<'a> {
    pub part: [u8; 4],
    pub data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn error(&self, offset: usize, problem: impl Into<String>) -> PartError {
        PartError {
            part: self.part,
            offset,
            problem: problem.into(),
        }
    }

    /// The `u32` at `offset`; `what` names it in the error.
    pub fn u32(&self, offset: usize, what: &str) -> Result<u32, PartError> {
        offset
            .checked_add(4)
            .and_then(|end| self.data.get(offset..end))
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(|| {
                self.error(
                    offset,
                    format!(
                        "{what} runs past the end of the part ({} bytes)",
                        self.data.len()
                    ),
                )
            })
    }

    /// `len` bytes at `offset`.
    pub fn slice(&self, offset: usize, len: usize, what: &str) -> Result<&'a [u8], PartError> {
        offset
            .checked_add(len)
            .and_then(|end| self.data.get(offset..end))
            .ok_or_else(|| {
                self.error(
                    offset,
                    format!(
                        "{what} ({len} bytes) runs past the end of the part ({} bytes)",
                        self.data.len()
                    ),
                )
            })
    }
}

/// An enumeration whose variants are numbered from `$first` in order:
/// the enum, its variants in order, and the variant of a number.
macro_rules! numbered {
    ($(#[$doc:meta])* $name:ident from $first:literal { $($variant:ident,)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum $name { $($variant,)* }

        impl $name {
            /// Every variant, in numeric order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The variant numbered `value`.
            pub fn from_u32(value: u32) -> Option<$name> {
                let index = usize::try_from(value.checked_sub($first)?).ok()?;
                $name::ALL.get(index).copied()
            }

            /// Its number.
            pub fn to_u32(self) -> u32 {
                self as u32 + $first
            }
        }
    };
}

numbered! {
    /// The kind of program (DXIL's shader kind, numbered from 0; DXBC's
    /// program type uses the same numbers for its six stages).
    ShaderKind from 0 {
        Pixel, Vertex, Geometry, Hull, Domain, Compute, Library, RayGeneration, Intersection,
        AnyHit, ClosestHit, Miss, Callable, Mesh, Amplification, Node,
    }
}

impl ShaderKind {
    /// The profile prefix, such as `ps` or `lib`.
    pub const fn profile_prefix(self) -> &'static str {
        match self {
            ShaderKind::Pixel => "ps",
            ShaderKind::Vertex => "vs",
            ShaderKind::Geometry => "gs",
            ShaderKind::Hull => "hs",
            ShaderKind::Domain => "ds",
            ShaderKind::Compute => "cs",
            ShaderKind::Mesh => "ms",
            ShaderKind::Amplification => "as",
            ShaderKind::Library
            | ShaderKind::RayGeneration
            | ShaderKind::Intersection
            | ShaderKind::AnyHit
            | ShaderKind::ClosestHit
            | ShaderKind::Miss
            | ShaderKind::Callable
            | ShaderKind::Node => "lib",
        }
    }
}

/// A program's kind and shader model, from the version word that opens
/// the `DXIL` part and DXBC programs: kind in bits 16–31, major version in
/// bits 4–7, minor in bits 0–3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShaderModel {
    /// The kind of program.
    pub kind: ShaderKind,
    /// Major shader model.
    pub major: u32,
    /// Minor shader model.
    pub minor: u32,
}

impl ShaderModel {
    /// Decodes a version word; `None` for an unknown kind.
    pub fn from_word(word: u32) -> Option<ShaderModel> {
        Some(ShaderModel {
            kind: ShaderKind::from_u32(word >> 16)?,
            major: (word >> 4) & 0xF,
            minor: word & 0xF,
        })
    }

    /// Reads the version word at `offset` of a part.
    pub(crate) fn read(bytes: &Bytes<'_>, offset: usize) -> Result<ShaderModel, PartError> {
        let word = bytes.u32(offset, "the program version")?;
        ShaderModel::from_word(word).ok_or_else(|| {
            bytes.error(
                offset,
                format!(
                    "unknown program kind {} in version word {word:#x}",
                    word >> 16
                ),
            )
        })
    }
}

impl fmt::Display for ShaderModel {
    /// The profile, such as `ps_6_0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}_{}_{}",
            self.kind.profile_prefix(),
            self.major,
            self.minor
        )
    }
}

numbered! {
    /// What kind of view a resource record binds (PSV0's resource type,
    /// numbered from 1): a sampler, a CBV, a typed, raw or structured SRV,
    /// a typed, raw or structured UAV, and a structured UAV with its
    /// hidden counter.
    ResourceType from 1 {
        Sampler, Cbv, SrvTyped, SrvRaw, SrvStructured, UavTyped, UavRaw, UavStructured,
        UavStructuredWithCounter,
    }
}

impl ResourceType {
    /// The register class it binds.
    pub const fn class(self) -> RegisterClass {
        match self {
            ResourceType::Sampler => RegisterClass::Sampler,
            ResourceType::Cbv => RegisterClass::Cbv,
            ResourceType::SrvTyped | ResourceType::SrvRaw | ResourceType::SrvStructured => {
                RegisterClass::Srv
            }
            ResourceType::UavTyped
            | ResourceType::UavRaw
            | ResourceType::UavStructured
            | ResourceType::UavStructuredWithCounter => RegisterClass::Uav,
        }
    }
}

numbered! {
    /// The shape of a resource (DXIL's resource kind, numbered from 1;
    /// PSV0 from version 2).
    ResourceKind from 1 {
        Texture1D, Texture2D, Texture2DMS, Texture3D, TextureCube, Texture1DArray, Texture2DArray,
        Texture2DMSArray, TextureCubeArray, TypedBuffer, RawBuffer, StructuredBuffer, CBuffer,
        Sampler, TBuffer, RTAccelerationStructure, FeedbackTexture2D, FeedbackTexture2DArray,
    }
}

/// The upper bound of an unbounded range.
pub const UNBOUNDED: u32 = u32::MAX;

/// One resource of a compiled shader: a PSV0 record or a DXBC declaration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ResourceRecord {
    /// The kind of view.
    pub res_type: ResourceType,
    /// The register space.
    pub space: u32,
    /// The first register.
    pub lower: u32,
    /// The last register, [`UNBOUNDED`] for an unbounded range.
    pub upper: u32,
    /// The shape; `None` where the source does not say (PSV0 before version 2).
    pub kind: Option<ResourceKind>,
    /// PSV0's resource flags (bit 0: used by a 64-bit atomic); 0 for DXBC.
    pub flags: u32,
    /// The structure stride in bytes (DXBC structured declarations).
    pub stride: Option<u32>,
    /// The element type (DXBC typed declarations), such as `float`.
    pub element_type: Option<&'static str>,
    /// A sampler declared in comparison mode (DXBC).
    pub comparison: bool,
    /// A rasterizer-ordered UAV (DXBC).
    pub rov: bool,
    /// A `globallycoherent` UAV (DXBC).
    pub globally_coherent: bool,
    /// The sample count of a multisampled texture (DXBC), when declared.
    pub sample_count: Option<u32>,
    /// The HLSL name, when the container keeps reflection (FXC's `RDEF`).
    pub name: Option<String>,
}

impl ResourceRecord {
    /// A record with only its binding known.
    pub fn new(res_type: ResourceType, space: u32, lower: u32, upper: u32) -> Self {
        ResourceRecord {
            res_type,
            space,
            lower,
            upper,
            kind: None,
            flags: 0,
            stride: None,
            element_type: None,
            comparison: false,
            rov: false,
            globally_coherent: false,
            sample_count: None,
            name: None,
        }
    }

    /// Registers as `t0`, `t0..t3` or `t0..` (unbounded).
    pub fn registers(&self) -> String {
        let l = self.res_type.class().letter();
        match (self.lower, self.upper) {
            (lo, UNBOUNDED) => format!("{l}{lo}.."),
            (lo, hi) if hi <= lo => format!("{l}{lo}"),
            (lo, hi) => format!("{l}{lo}..{l}{hi}"),
        }
    }
}

/// The feature flags of `SFI0` that concern the root signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FeatureFlags(pub u64);

impl FeatureFlags {
    /// The shader indexes `ResourceDescriptorHeap` (SM 6.6).
    pub const RESOURCE_DESCRIPTOR_HEAP_INDEXING: u64 = 1 << 25;
    /// The shader indexes `SamplerDescriptorHeap` (SM 6.6).
    pub const SAMPLER_DESCRIPTOR_HEAP_INDEXING: u64 = 1 << 26;

    /// Reads an `SFI0` part: one little-endian `u64`.
    pub fn read(data: &[u8]) -> Result<FeatureFlags, PartError> {
        let bytes = Bytes {
            part: SFI0_FOURCC,
            data,
        };
        let low = bytes.u32(0, "the feature flags")?;
        let high = bytes.u32(4, "the feature flags")?;
        Ok(FeatureFlags(u64::from(low) | (u64::from(high) << 32)))
    }

    /// Whether the shader indexes the resource descriptor heap.
    pub fn resource_heap(self) -> bool {
        self.0 & Self::RESOURCE_DESCRIPTOR_HEAP_INDEXING != 0
    }

    /// Whether the shader indexes the sampler descriptor heap.
    pub fn sampler_heap(self) -> bool {
        self.0 & Self::SAMPLER_DESCRIPTOR_HEAP_INDEXING != 0
    }
}

/// Which part the resources were read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResourceSource {
    /// DXC's `PSV0`, of this version (0 to 3; later versions read as 3).
    Psv0(u32),
    /// The declarations of an FXC program (`SHEX` or `SHDR`).
    Declarations([u8; 4]),
}

impl fmt::Display for ResourceSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResourceSource::Psv0(v) => write!(f, "PSV0 version {v}"),
            ResourceSource::Declarations(p) => {
                write!(f, "{} declarations", String::from_utf8_lossy(p))
            }
        }
    }
}

/// What a compiled shader says about itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompiledShader {
    /// The program kind and shader model.
    pub model: ShaderModel,
    /// The entry function's name, when the container records it (PSV0 v3).
    pub entry: Option<String>,
    /// Where the resources were read.
    pub source: ResourceSource,
    /// Every resource, in the order the part lists them.
    pub resources: Vec<ResourceRecord>,
    /// `SFI0`'s flags (0 when the part is absent).
    pub features: FeatureFlags,
    /// PSV0's runtime information, for a DXIL container.
    pub runtime_info: Option<psv0::RuntimeInfo>,
}

/// Why a container's shader could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShaderError {
    /// The container itself is malformed.
    Container(DecodeError),
    /// A part is malformed.
    Part(PartError),
    /// No part lists the resources: neither `PSV0` nor `SHEX`/`SHDR`.
    NoResourceList {
        /// The FourCCs of the parts there are.
        parts: Vec<[u8; 4]>,
    },
}

impl fmt::Display for ShaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShaderError::Container(e) => e.fmt(f),
            ShaderError::Part(e) => e.fmt(f),
            ShaderError::NoResourceList { parts } => {
                let names: Vec<String> = parts
                    .iter()
                    .map(|p| String::from_utf8_lossy(p).into_owned())
                    .collect();
                write!(
                    f,
                    "the container has no PSV0, SHEX or SHDR part to list the shader's resources (its parts: {})",
                    if names.is_empty() {
                        "none".to_owned()
                    } else {
                        names.join(", ")
                    }
                )
            }
        }
    }
}

impl std::error::Error for ShaderError {}

impl From<PartError> for ShaderError {
    fn from(e: PartError) -> Self {
        ShaderError::Part(e)
    }
}

/// Reads a compiled shader's container: its stage, shader model,
/// resources and feature flags.
pub fn read_shader(bytes: &[u8], policy: ChecksumPolicy) -> Result<CompiledShader, ShaderError> {
    let parts = read_parts(bytes, policy).map_err(ShaderError::Container)?;
    shader_of(&parts)
}

/// [`read_shader`] on a container already read.
pub fn shader_of(parts: &Parts<'_>) -> Result<CompiledShader, ShaderError> {
    let features = match parts.find(SFI0_FOURCC) {
        Some(part) => FeatureFlags::read(part.data)?,
        None => FeatureFlags::default(),
    };
    if let Some(psv) = parts.find(PSV0_FOURCC) {
        let psv = psv0::Psv0::read(psv.data)?;
        let program = parts.find(DXIL_FOURCC).map(program_model).transpose()?;
        let model = match (program, psv.info.stage) {
            (Some(model), _) => model,
            // No program part (a stripped container): PSV0 v1+ has the stage.
            (None, Some(kind)) => ShaderModel {
                kind,
                major: 6,
                minor: 0,
            },
            (None, None) => {
                return Err(ShaderError::Part(PartError {
                    part: PSV0_FOURCC,
                    offset: 0,
                    problem: "a version 0 PSV0 part without a DXIL part does not say the stage"
                        .to_owned(),
                }));
            }
        };
        return Ok(CompiledShader {
            model,
            entry: psv.entry.clone(),
            source: ResourceSource::Psv0(psv.version),
            resources: psv.resources,
            features,
            runtime_info: Some(psv.info),
        });
    }
    if let Some(program) = parts
        .iter()
        .find(|p| p.four_cc == SHEX_FOURCC || p.four_cc == SHDR_FOURCC)
    {
        let mut read = shex::read(program.four_cc, program.data)?;
        if let Some(part) = parts.find(rdef::RDEF_FOURCC) {
            for named in rdef::read(part.data)? {
                if let Some(r) = read.resources.iter_mut().find(|r| {
                    r.name.is_none()
                        && r.res_type.class() == named.class
                        && r.space == named.space
                        && r.lower == named.lower
                }) {
                    r.name = Some(named.name);
                }
            }
        }
        return Ok(CompiledShader {
            model: read.model,
            entry: None,
            source: ResourceSource::Declarations(program.four_cc),
            resources: read.resources,
            features,
            runtime_info: None,
        });
    }
    Err(ShaderError::NoResourceList {
        parts: parts.iter().map(|p| p.four_cc).collect(),
    })
}

/// The shader model in the `DXIL` part's program header.
fn program_model(part: Part<'_>) -> Result<ShaderModel, PartError> {
    ShaderModel::read(
        &Bytes {
            part: DXIL_FOURCC,
            data: part.data,
        },
        0,
    )
}
