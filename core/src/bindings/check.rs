//! A shader's bindings against a root signature (BINDINGS.md §6, BN03xx).

use super::{Binding, BindingCount, BindingTable, DxilKind, Stage};
use crate::diagnostic::Code;
use crate::diagnostic::{Diagnostic, Related};
use crate::language::SourceMap;
use crate::model::RegisterClass;
use crate::model::{
    RootDescriptorKind, RootFlags, RootParameterKind, RootSignature, ShaderVisibility,
};
use crate::span::Span;

/// What provides registers in a root signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Provider {
    Constants,
    Descriptor(RootDescriptorKind),
    Range,
    StaticSampler,
}

/// One entry of the root signature: the registers it provides.
struct Entry {
    class: RegisterClass,
    space: u32,
    lo: u64,
    hi: u64,
    visibility: ShaderVisibility,
    provider: Provider,
    /// `root parameter 1 `SRV(t0)``, for messages.
    name: String,
    /// Where it was written, in the text's offsets.
    span: Option<Span>,
}

impl Stage {
    /// The visibility that names this stage alone, if there is one
    /// (compute and the others see only ALL).
    pub fn visibility(self) -> Option<ShaderVisibility> {
        match self {
            Stage::Vertex => Some(ShaderVisibility::VERTEX),
            Stage::Hull => Some(ShaderVisibility::HULL),
            Stage::Domain => Some(ShaderVisibility::DOMAIN),
            Stage::Geometry => Some(ShaderVisibility::GEOMETRY),
            Stage::Pixel => Some(ShaderVisibility::PIXEL),
            Stage::Amplification => Some(ShaderVisibility::AMPLIFICATION),
            Stage::Mesh => Some(ShaderVisibility::MESH),
            _ => None,
        }
    }
}

fn entries(sig: &RootSignature, map: Option<&SourceMap>) -> Vec<Entry> {
    let mut out = Vec::new();
    for (i, p) in sig.parameters.iter().enumerate() {
        let spans = map.and_then(|m| m.parameters.get(i));
        let element_span = spans.map(|s| s.element.span);
        match &p.kind {
            RootParameterKind::Constants(c) => out.push(Entry {
                class: RegisterClass::Cbv,
                space: c.register_space,
                lo: u64::from(c.shader_register),
                hi: u64::from(c.shader_register),
                visibility: p.visibility,
                provider: Provider::Constants,
                name: format!("root parameter {i} `RootConstants(b{})`", c.shader_register),
                span: element_span,
            }),
            RootParameterKind::Descriptor(kind, d) => out.push(Entry {
                class: match kind {
                    RootDescriptorKind::Cbv => RegisterClass::Cbv,
                    RootDescriptorKind::Srv => RegisterClass::Srv,
                    RootDescriptorKind::Uav => RegisterClass::Uav,
                },
                space: d.register_space,
                lo: u64::from(d.shader_register),
                hi: u64::from(d.shader_register),
                visibility: p.visibility,
                provider: Provider::Descriptor(*kind),
                name: format!(
                    "root parameter {i} `{}({}{})`",
                    kind.keyword(),
                    kind.register_letter(),
                    d.shader_register
                ),
                span: element_span,
            }),
            RootParameterKind::DescriptorTable(t) => {
                for (j, r) in t.ranges.iter().enumerate() {
                    let Some(class) = RegisterClass::of_range_type(r.range_type) else {
                        continue;
                    };
                    let lo = u64::from(r.base_shader_register);
                    let hi = if r.is_unbounded() {
                        u64::from(u32::MAX)
                    } else {
                        lo + u64::from(r.num_descriptors.max(1)) - 1
                    };
                    out.push(Entry {
                        class,
                        space: r.register_space,
                        lo,
                        hi,
                        visibility: p.visibility,
                        provider: Provider::Range,
                        name: format!("range {j} of root parameter {i}"),
                        span: spans.and_then(|s| s.ranges.get(j)).map(|r| r.span),
                    });
                }
            }
        }
    }
    for (i, s) in sig.static_samplers.iter().enumerate() {
        out.push(Entry {
            class: RegisterClass::Sampler,
            space: s.register_space,
            lo: u64::from(s.shader_register),
            hi: u64::from(s.shader_register),
            visibility: s.visibility,
            provider: Provider::StaticSampler,
            name: format!("static sampler {i} `StaticSampler(s{})`", s.shader_register),
            span: map.and_then(|m| m.static_samplers.get(i)).map(|e| e.span),
        });
    }
    out
}

/// `t0`, `t0..t3`, or `t0..` for unbounded.
fn registers(b: &Binding, lo: u32) -> String {
    let l = b.class.letter();
    match b.count {
        BindingCount::Bounded(1) => format!("{l}{lo}"),
        BindingCount::Bounded(n) => format!("{l}{lo}..{l}{}", u64::from(lo) + n - 1),
        BindingCount::Unbounded => format!("{l}{lo}.."),
    }
}

/// A root signature element that would bind `b` for `stage`.
fn suggestion(b: &Binding, lo: u32, stage: Stage) -> String {
    let keyword = b.class.range_keyword();
    let count = match b.count {
        BindingCount::Bounded(1) => String::new(),
        BindingCount::Bounded(n) => format!(", numDescriptors = {n}"),
        BindingCount::Unbounded => ", numDescriptors = unbounded".to_owned(),
    };
    let space = if b.space == 0 {
        String::new()
    } else {
        format!(", space = {}", b.space)
    };
    let visibility = match stage.visibility() {
        Some(v) => format!(
            " with visibility ALL or {}",
            v.short_name().unwrap_or("ALL")
        ),
        None => " with visibility ALL".to_owned(),
    };
    format!(
        "bind it, for example with DescriptorTable({keyword}({}{lo}{count}{space})){visibility}",
        b.class.letter()
    )
}

/// Every BN03xx violation of `table` against `sig`, in declaration order.
/// `to_global` maps a span of the root signature text (from `map`) to a
/// span of the caller's sources.
pub(crate) fn check(
    table: &BindingTable,
    sig: &RootSignature,
    map: Option<&SourceMap>,
    to_global: &dyn Fn(Span) -> Option<Span>,
    strict_unbounded: bool,
    heap_uses: [Option<Span>; 2],
) -> Vec<Diagnostic> {
    let stage = table.stage;
    let visible = |v: ShaderVisibility| v == ShaderVisibility::ALL || Some(v) == stage.visibility();
    let all = entries(sig, map);
    let mut out = Vec::new();
    let related = |e: &Entry, label: String| Related {
        span: e.span.and_then(to_global),
        label,
    };
    let mut binds_any = None;
    for b in table.bindings.iter().filter(|b| b.used) {
        let Some(lo) = b.lower else { continue };
        let lo64 = u64::from(lo);
        let hi = match b.count {
            BindingCount::Bounded(n) => lo64 + n.max(1) - 1,
            BindingCount::Unbounded if strict_unbounded => u64::from(u32::MAX),
            BindingCount::Unbounded => lo64,
        };
        let covering = all.iter().find(|e| {
            visible(e.visibility)
                && e.class == b.class
                && e.space == b.space
                && e.lo <= lo64
                && hi <= e.hi
        });
        let Some(e) = covering else {
            let mut d = Diagnostic::new(
                Code::BN0301,
                format!(
                    "'{}' ({} {}, space {}) is not fully bound by the root signature for the {stage} stage",
                    b.name,
                    b.class.name(),
                    registers(b, lo),
                    b.space
                ),
                Some(b.span),
            );
            d.help = Some(suggestion(b, lo, stage));
            out.push(d);
            continue;
        };
        binds_any.get_or_insert(b.span);
        if let Provider::Descriptor(kind @ (RootDescriptorKind::Srv | RootDescriptorKind::Uav)) =
            e.provider
        {
            let raw = matches!(
                b.properties.kind,
                DxilKind::RawBuffer
                    | DxilKind::StructuredBuffer
                    | DxilKind::RaytracingAccelerationStructure
            );
            if !raw {
                let mut d = Diagnostic::new(
                    Code::BN0302,
                    format!(
                        "'{}' ({}) is bound through root {} descriptor {}; root SRV/UAV descriptors can only hold raw or structured buffers",
                        b.name,
                        b.type_name,
                        kind.keyword(),
                        e.name
                    ),
                    Some(b.span),
                );
                d.related.push(related(e, format!("{} is here", e.name)));
                d.help = Some(format!(
                    "put '{}' in a descriptor table: DescriptorTable({}({}))",
                    b.name,
                    kind.keyword(),
                    registers(b, lo)
                ));
                out.push(d);
            } else if kind == RootDescriptorKind::Uav && b.properties.counter {
                let mut d = Diagnostic::new(
                    Code::BN0303,
                    format!(
                        "'{}' uses a UAV counter, which a root UAV descriptor ({}) cannot provide; put it in a descriptor table",
                        b.name, e.name
                    ),
                    Some(b.span),
                );
                d.related.push(related(e, format!("{} is here", e.name)));
                out.push(d);
            }
        }
    }
    if let (Some(v), Some(span)) = (stage.visibility(), binds_any)
        && let Some(flag) = v.deny_flag()
        && sig.flags.contains(flag)
    {
        let upper = stage.as_str().to_ascii_uppercase();
        let mut d = Diagnostic::new(
            Code::BN0304,
            format!(
                "the {stage} shader binds resources, but the root signature denies that stage root access (DENY_{upper}_SHADER_ROOT_ACCESS)"
            ),
            Some(span),
        );
        if let Some(flags) = map.and_then(|m| m.root_flags.as_ref()) {
            d.related.push(Related {
                span: to_global(flags.span),
                label: "the flag is set here".to_owned(),
            });
        }
        out.push(d);
    }
    for (at, (uses, heap, flag, name)) in heap_uses.into_iter().zip([
        (
            table.uses_resource_heap,
            "ResourceDescriptorHeap",
            RootFlags::CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED,
            "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED",
        ),
        (
            table.uses_sampler_heap,
            "SamplerDescriptorHeap",
            RootFlags::SAMPLER_HEAP_DIRECTLY_INDEXED,
            "SAMPLER_HEAP_DIRECTLY_INDEXED",
        ),
    ]) {
        if uses && !sig.flags.contains(flag) {
            let mut d = Diagnostic::new(
                Code::BN0305,
                format!("the shader indexes {heap} but the root signature lacks {name}"),
                at,
            );
            d.help = Some(format!("add RootFlags({name})"));
            out.push(d);
        }
    }
    out
}
