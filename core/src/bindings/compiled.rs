//! Compiled shaders on the shader side: a container's resource records
//! ([`crate::format::compiled`]) become a [`BindingTable`], which the one
//! BN03xx checker checks as it checks an HLSL entry point's.
//!
//! PSV0 records have no names (and FXC's declarations only when `RDEF`
//! was kept): such a row is named `record N`, and each row's
//! diagnostics point at its line in a listing of the records, kept as a
//! file of the [`Sources`] so that they render like any other.
//!
//! ```
//! use rootsig_core::bindings::{check_compiled, BindingsError, SignatureCheck, SignatureSource};
//! use rootsig_core::format::compiled::read_shader;
//! use rootsig_core::format::container::{write_container, ChecksumPolicy};
//! use rootsig_core::{Code, Options};
//! // ps_5_0 declaring t3: dcl_resource_texture2d (float,float,float,float) t3.
//! let shex: Vec<u8> = [0x0000_0050u32, 6, 0x0400_1858, 0x0010_7000, 3, 0x5555]
//!     .iter().flat_map(|w| w.to_le_bytes()).collect();
//! let shader = read_shader(&write_container([(*b"SHEX", &shex[..])]), ChecksumPolicy::Verify).unwrap();
//! let text = SignatureSource::Text { text: "DescriptorTable(SRV(t0, numDescriptors = 3))", display: "rs" };
//! let options = Options::default();
//! let read = check_compiled(&shader, "ps.dxbc", None, &SignatureCheck::new(text, &options));
//! let Err(BindingsError::Diagnostics(d)) = &read.result else { panic!() };
//! assert_eq!(d.codes(), [Code::BN0301]);
//! assert_eq!(
//!     d.iter().next().unwrap().message,
//!     "'record 0' (SRV t3, space 0) is not fully bound by the root signature for the pixel stage",
//! );
//! ```

use super::{
    Binding, BindingCount, BindingTable, BindingsError, Bound, DxilKind, ReadBindings,
    ResourceProperties, SignatureCheck, SignatureSource, Stage, check, compile_for_check,
};
use crate::diagnostic::{Code, Diagnostic, Diagnostics};
use crate::format::compiled::{
    CompiledShader, ResourceKind, ResourceRecord, ResourceType, ShaderError, ShaderKind, UNBOUNDED,
};
use crate::hlsl::{Location, Sources};
use crate::span::Span;

impl Stage {
    /// The stage of a compiled program kind.
    pub fn of_kind(kind: ShaderKind) -> Stage {
        match kind {
            ShaderKind::Pixel => Stage::Pixel,
            ShaderKind::Vertex => Stage::Vertex,
            ShaderKind::Geometry => Stage::Geometry,
            ShaderKind::Hull => Stage::Hull,
            ShaderKind::Domain => Stage::Domain,
            ShaderKind::Compute => Stage::Compute,
            ShaderKind::Library => Stage::Library,
            ShaderKind::Mesh => Stage::Mesh,
            ShaderKind::Amplification => Stage::Amplification,
            ShaderKind::Node => Stage::Node,
            ShaderKind::RayGeneration
            | ShaderKind::Intersection
            | ShaderKind::AnyHit
            | ShaderKind::ClosestHit
            | ShaderKind::Miss
            | ShaderKind::Callable => Stage::Raytracing,
        }
    }
}

/// The DXIL kind of a record; a PSV0 record before version 2 has none, so its
/// type says what little is known.
fn dxil_kind(r: &ResourceRecord) -> DxilKind {
    let Some(kind) = r.kind else {
        return match r.res_type {
            ResourceType::Sampler => DxilKind::Sampler,
            ResourceType::Cbv => DxilKind::CBuffer,
            ResourceType::SrvRaw | ResourceType::UavRaw => DxilKind::RawBuffer,
            ResourceType::SrvStructured
            | ResourceType::UavStructured
            | ResourceType::UavStructuredWithCounter => DxilKind::StructuredBuffer,
            ResourceType::SrvTyped | ResourceType::UavTyped => DxilKind::Typed,
        };
    };
    match kind {
        ResourceKind::Texture1D => DxilKind::Texture1D,
        ResourceKind::Texture2D => DxilKind::Texture2D,
        ResourceKind::Texture2DMS => DxilKind::Texture2DMS,
        ResourceKind::Texture3D => DxilKind::Texture3D,
        ResourceKind::TextureCube => DxilKind::TextureCube,
        ResourceKind::Texture1DArray => DxilKind::Texture1DArray,
        ResourceKind::Texture2DArray => DxilKind::Texture2DArray,
        ResourceKind::Texture2DMSArray => DxilKind::Texture2DMSArray,
        ResourceKind::TextureCubeArray => DxilKind::TextureCubeArray,
        ResourceKind::TypedBuffer => DxilKind::TypedBuffer,
        ResourceKind::RawBuffer => DxilKind::RawBuffer,
        ResourceKind::StructuredBuffer => DxilKind::StructuredBuffer,
        ResourceKind::CBuffer => DxilKind::CBuffer,
        ResourceKind::Sampler if r.comparison => DxilKind::SamplerComparison,
        ResourceKind::Sampler => DxilKind::Sampler,
        ResourceKind::TBuffer => DxilKind::TBuffer,
        ResourceKind::RTAccelerationStructure => DxilKind::RaytracingAccelerationStructure,
        ResourceKind::FeedbackTexture2D => DxilKind::FeedbackTexture2D,
        ResourceKind::FeedbackTexture2DArray => DxilKind::FeedbackTexture2DArray,
    }
}

/// A record as a row of a binding table (without its span).
fn binding(index: usize, r: &ResourceRecord) -> Binding {
    let kind = dxil_kind(r);
    let class = r.res_type.class();
    Binding {
        name: r.name.clone().unwrap_or_else(|| format!("record {index}")),
        type_name: kind.as_str().to_owned(),
        class,
        space: r.space,
        lower: Some(r.lower),
        count: if r.upper == UNBOUNDED {
            BindingCount::Unbounded
        } else {
            BindingCount::Bounded(u64::from(r.upper - r.lower) + 1)
        },
        explicit: true,
        used: true,
        properties: ResourceProperties {
            kind,
            element_type: r.element_type.map(str::to_owned),
            writeable: class == crate::model::RegisterClass::Uav,
            rov: r.rov,
            sample_count: r.sample_count,
            counter: r.res_type == ResourceType::UavStructuredWithCounter,
            globally_coherent: r.globally_coherent,
            stride: r.stride,
        },
        span: Span::new(0, 0),
        // A container records no constant buffer's members.
        layout: None,
    }
}

/// The shader's bindings and the listing their spans point into.
fn table_of(shader: &CompiledShader, display: &str, stage: Stage) -> (Sources, BindingTable) {
    let mut bindings: Vec<Binding> = shader
        .resources
        .iter()
        .enumerate()
        .map(|(i, r)| binding(i, r))
        .collect();
    let mut listing = format!("// {display}: {} ({})\n", shader.model, shader.source);
    let mut spans = Vec::with_capacity(bindings.len());
    for b in &bindings {
        let start = listing.len();
        listing.push_str(&b.to_string());
        spans.push((start, listing.len()));
        listing.push('\n');
    }
    let mut sources = Sources::default();
    let file = sources.add(
        "",
        format!("{display} ({})", shader.source),
        listing.into_bytes(),
    );
    let base = sources.global(Location { file, offset: 0 });
    for (b, (start, end)) in bindings.iter_mut().zip(spans) {
        b.span = Span::new(base + start, base + end);
    }
    let table = BindingTable {
        entry: shader.entry.clone().unwrap_or_else(|| display.to_owned()),
        stage,
        bindings,
        uses_resource_heap: shader.features.resource_heap(),
        uses_sampler_heap: shader.features.sampler_heap(),
        // The input signature part (ISG1/ISGN) is not read: `derive`, which
        // needs the vertex inputs, takes HLSL only.
        vertex_inputs: Vec::new(),
    };
    (sources, table)
}

/// The stage of the shader, or BN0405 when `given` names another.
fn stage_of(shader: &CompiledShader, given: Option<Stage>) -> Result<Stage, Diagnostic> {
    let stage = Stage::of_kind(shader.model.kind);
    match given {
        Some(given) if given != stage => Err(Diagnostic::new(
            Code::BN0405,
            format!(
                "the container holds a {stage} shader ({}), not a {given} shader",
                shader.model
            ),
            None,
        )
        .with_help("leave out --stage: a compiled shader records its stage")),
        _ => Ok(stage),
    }
}

/// A compiled shader's records as a binding table, in their order. With
/// `stage`, the shader must be of that stage (BN0405).
pub fn read_compiled(shader: &CompiledShader, display: &str, stage: Option<Stage>) -> ReadBindings {
    match stage_of(shader, stage) {
        Ok(stage) => {
            let (sources, table) = table_of(shader, display, stage);
            ReadBindings {
                sources,
                result: Ok(Bound {
                    table,
                    warnings: Diagnostics::new(),
                    replaced: Vec::new(),
                }),
            }
        }
        Err(d) => ReadBindings {
            sources: Sources::default(),
            result: Err(BindingsError::Diagnostics(d.into())),
        },
    }
}

/// Checks a compiled shader's records against a root signature with the
/// BN03xx rules of DXC's verifier (every record covered for its stage, an
/// unbounded one by its first register unless
/// [`SignatureCheck::strict_unbounded`]; no typed resource or counter
/// behind a root descriptor; no DENY flag for a stage that binds), and the
/// heap-indexing flags when `SFI0` says the shader indexes a heap. The
/// signature is text or a description; a compiled shader has no attribute
/// or define to read one from (BN0404).
pub fn check_compiled(
    shader: &CompiledShader,
    display: &str,
    stage: Option<Stage>,
    against: &SignatureCheck<'_>,
) -> ReadBindings {
    let mut read = read_compiled(shader, display, stage);
    let Ok(bound) = &read.result else {
        return read;
    };
    let compiled;
    let (sig, map, offset) = match against.signature {
        SignatureSource::Described(sig) => (sig, None, 0),
        SignatureSource::Text { text, display } => {
            let file = read.sources.add("", display, text.as_bytes().to_vec());
            let base = read.sources.global(Location { file, offset: 0 });
            let shift = |s: Span| Some(Span::new(base + s.start, base + s.end));
            compiled = match compile_for_check(text, against.options, shift) {
                Ok(c) => c,
                Err(e) => {
                    read.result = Err(e);
                    return read;
                }
            };
            (&compiled.signature, Some(&compiled.source_map), base)
        }
        SignatureSource::Attribute | SignatureSource::Define(_) => {
            let d = Diagnostic::new(
                Code::BN0404,
                "no root signature to check against: the container has no RTS0 part, and a compiled shader keeps no attributes or defines",
                None,
            )
            .with_help("give --root-signature FILE or --root-signature-text TEXT");
            read.result = Err(BindingsError::Diagnostics(d.into()));
            return read;
        }
    };
    let to_global = |s: Span| Some(Span::new(offset + s.start, offset + s.end));
    let signature = check::Against::new(sig, map, &to_global);
    if let Some(found) = against.errors(&bound.table, [None, None], &signature) {
        read.result = Err(BindingsError::Diagnostics(Diagnostics(found)));
    }
    read
}

/// A container that could not be read, as a BN04xx diagnostic: BN0401
/// for the container, BN0402 for a part, BN0403 without a resource list.
pub fn shader_diagnostic(error: &ShaderError) -> Diagnostic {
    let (code, help) = match error {
        ShaderError::Container(_) => (
            Code::BN0401,
            "recompile the shader, or check the file is the compiler's output",
        ),
        ShaderError::Part(_) => (Code::BN0402, "recompile the shader"),
        ShaderError::NoResourceList { .. } => (
            Code::BN0403,
            "check a library or a root-signature-only container against its HLSL instead",
        ),
    };
    Diagnostic::new(code, error.to_string(), None).with_help(help)
}
