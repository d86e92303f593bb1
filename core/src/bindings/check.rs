//! A shader's bindings against a root signature (docs/bindings.md §7,
//! BN03xx),
//! and where the signature provides each resource ([`resolve`]).

use super::{Binding, BindingCount, BindingTable, DxilKind, Stage};
use crate::diagnostic::Code;
use crate::diagnostic::{Diagnostic, Related};
use crate::language::SourceMap;
use crate::language::facts::{self, BindingOwner};
use crate::model::RegisterClass;
use crate::model::{
    DescriptorRangeType, RootDescriptorKind, RootFlags, RootParameterKind, RootSignature,
    ShaderVisibility,
};
use crate::span::Span;

/// One register binding of the root signature, with where it was written.
struct Entry {
    binding: facts::ElementBinding,
    /// Where it was written, in the text's offsets.
    span: Option<Span>,
}

impl Entry {
    fn covers(&self, b: &Binding, lo: u64, hi: u64) -> bool {
        let e = &self.binding;
        e.class == b.class && e.space == b.space && u64::from(e.first) <= lo && hi <= e.last()
    }
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

/// `root parameter 1 `SRV(t0)``, for messages.
fn describe(sig: &RootSignature, owner: BindingOwner) -> String {
    match owner {
        BindingOwner::Parameter(i) => match sig.parameters.get(i).map(|p| &p.kind) {
            Some(RootParameterKind::Constants(c)) => {
                format!("root parameter {i} `RootConstants(b{})`", c.shader_register)
            }
            Some(RootParameterKind::Descriptor(kind, d)) => format!(
                "root parameter {i} `{}({}{})`",
                kind.keyword(),
                kind.register_letter(),
                d.shader_register
            ),
            _ => format!("root parameter {i}"),
        },
        BindingOwner::Range { parameter, range } => {
            format!("range {range} of root parameter {parameter}")
        }
        BindingOwner::StaticSampler(k) => {
            let register = sig.static_samplers.get(k).map_or(0, |s| s.shader_register);
            format!("static sampler {k} `StaticSampler(s{register})`")
        }
    }
}

fn entries(sig: &RootSignature, map: Option<&SourceMap>) -> Vec<Entry> {
    facts::bindings(sig)
        .map(|binding| {
            let span = map.and_then(|m| match binding.owner {
                BindingOwner::Parameter(i) => m.parameters.get(i).map(|s| s.element.span),
                BindingOwner::Range { parameter, range } => m
                    .parameters
                    .get(parameter)
                    .and_then(|s| s.ranges.get(range))
                    .map(|r| r.span),
                BindingOwner::StaticSampler(k) => m.static_samplers.get(k).map(|e| e.span),
            });
            Entry { binding, span }
        })
        .collect()
}

/// Whether `stage` sees an element of visibility `v`.
fn visible(stage: Stage, v: ShaderVisibility) -> bool {
    v == ShaderVisibility::ALL || Some(v) == stage.visibility()
}

/// The registers a used binding needs covered, first to last.
#[derive(Clone, Copy)]
struct Needed {
    /// Its first register.
    first: u32,
    lo: u64,
    hi: u64,
}

/// The registers a used binding needs covered: its first register, and
/// its last (an unbounded array needs only its first unless `strict`).
fn needed(b: &Binding, strict_unbounded: bool) -> Option<Needed> {
    let first = b.lower?;
    let lo = u64::from(first);
    let hi = match b.count {
        BindingCount::Bounded(n) => lo + n.max(1) - 1,
        BindingCount::Unbounded if strict_unbounded => u64::from(u32::MAX),
        BindingCount::Unbounded => lo,
    };
    Some(Needed { first, lo, hi })
}

/// Where a root signature provides a shader resource's registers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResourceSlot {
    /// Root constants: their root parameter index.
    RootConstants {
        /// The root parameter index.
        parameter: u32,
    },
    /// A root CBV, SRV or UAV.
    RootDescriptor {
        /// The root parameter index.
        parameter: u32,
        /// Which kind.
        kind: RootDescriptorKind,
    },
    /// Descriptors of a table.
    Table {
        /// The table's root parameter index.
        parameter: u32,
        /// The range's index within the table.
        range: u32,
        /// The range's type.
        range_type: DescriptorRangeType,
        /// The resource's first descriptor, from the table's start.
        offset: u32,
        /// How many descriptors it takes; `None` to the end of an
        /// unbounded range.
        count: Option<u32>,
    },
    /// A static sampler: its index. The engine binds nothing.
    StaticSampler {
        /// The static sampler's index.
        index: u32,
    },
}

/// Where `sig` provides each used resource of `table`, in the table's
/// order; resources it does not bind (see [`check_shader`](super::check_shader)
/// for the errors) and unused ones are left out. A resource array takes
/// consecutive descriptors of one range.
///
/// ```
/// use rootsig_core::bindings::{resolve, read_bindings, ResourceSlot, ShaderRequest, Stage};
/// use rootsig_core::hlsl::MemoryFiles;
/// use rootsig_core::{compile_signature, DescriptorRangeType, Options, RootDescriptorKind};
/// let mut files = MemoryFiles::default();
/// files.insert(
///     "s.hlsl",
///     "cbuffer Camera : register(b0) { float4 tint; };\n\
///      Texture2D albedo : register(t2);\n\
///      float4 main() : SV_Target { return tint * albedo.Load(int3(0, 0, 0)); }\n",
/// );
/// let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
/// let read = read_bindings(&request, &mut files);
/// let table = read.result.unwrap().table;
/// let sig = compile_signature("CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))", &Options::default())
///     .unwrap().signature;
/// let found: Vec<_> = resolve(&table, &sig).into_iter().map(|(b, slot)| (b.name.as_str(), slot)).collect();
/// assert_eq!(found, [
///     ("Camera", ResourceSlot::RootDescriptor { parameter: 0, kind: RootDescriptorKind::Cbv }),
///     ("albedo", ResourceSlot::Table {
///         parameter: 1, range: 0, range_type: DescriptorRangeType::SRV, offset: 2, count: Some(1),
///     }),
/// ]);
/// ```
pub fn resolve<'a>(
    table: &'a BindingTable,
    sig: &RootSignature,
) -> Vec<(&'a Binding, ResourceSlot)> {
    let all = entries(sig, None);
    let mut layouts: Vec<Option<facts::TablePlacement>> = vec![None; sig.parameters.len()];
    let mut out = Vec::new();
    for b in table.bindings.iter().filter(|b| b.used) {
        let Some(Needed {
            first: lo,
            lo: lo64,
            hi,
        }) = needed(b, false)
        else {
            continue;
        };
        let Some(e) = all
            .iter()
            .find(|e| visible(table.stage, e.binding.visibility) && e.covers(b, lo64, hi))
        else {
            continue;
        };
        let index = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        let slot = match e.binding.owner {
            BindingOwner::Parameter(i) => match sig.parameters.get(i).map(|p| &p.kind) {
                Some(RootParameterKind::Constants(_)) => ResourceSlot::RootConstants {
                    parameter: index(i),
                },
                Some(RootParameterKind::Descriptor(kind, _)) => ResourceSlot::RootDescriptor {
                    parameter: index(i),
                    kind: *kind,
                },
                _ => continue,
            },
            BindingOwner::Range { parameter, range } => {
                let Some(RootParameterKind::DescriptorTable(t)) =
                    sig.parameters.get(parameter).map(|p| &p.kind)
                else {
                    continue;
                };
                let layout = layouts[parameter].get_or_insert_with(|| facts::table_placement(t));
                let Some(start) = layout.ranges.get(range).and_then(|r| r.offset) else {
                    continue;
                };
                let Ok(offset) = u32::try_from(start + u64::from(lo - e.binding.first)) else {
                    continue;
                };
                let count = match (b.count, e.binding.count) {
                    (BindingCount::Bounded(n), _) => u32::try_from(n).ok(),
                    (BindingCount::Unbounded, None) => None,
                    // An unbounded array in a bounded range: the rest of it.
                    (BindingCount::Unbounded, Some(_)) => {
                        u32::try_from(e.binding.last() - lo64 + 1).ok()
                    }
                };
                ResourceSlot::Table {
                    parameter: index(parameter),
                    range: index(range),
                    range_type: t.ranges[range].range_type,
                    offset,
                    count,
                }
            }
            BindingOwner::StaticSampler(k) => ResourceSlot::StaticSampler { index: index(k) },
        };
        out.push((b, slot));
    }
    out
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

/// BN0306: root constants `e` back the constant buffer `b` but hold fewer
/// bytes than its members occupy (docs/bindings.md §7.4).
fn too_few_constants(sig: &RootSignature, e: &Entry, b: &Binding) -> Option<Diagnostic> {
    let BindingOwner::Parameter(i) = e.binding.owner else {
        return None;
    };
    let Some(RootParameterKind::Constants(c)) = sig.parameters.get(i).map(|p| &p.kind) else {
        return None;
    };
    let needed = b.layout.as_ref()?.size;
    let held = u64::from(c.num_32bit_values) * 4;
    if u64::from(needed) <= held {
        return None;
    }
    let mut d = Diagnostic::new(
        Code::BN0306,
        format!(
            "'{}' needs {needed} bytes, but the root constants at b{} hold {held} bytes ({} 32-bit constants)",
            b.name, c.shader_register, c.num_32bit_values
        ),
        Some(b.span),
    );
    d.help = Some(format!(
        "set num32BitConstants = {}, or bind '{}' with CBV(b{})",
        needed.div_ceil(4),
        b.name,
        c.shader_register
    ));
    Some(d)
}

/// The root signature a table is checked against, and where its text lies.
pub(crate) struct Against<'a> {
    /// The root signature.
    pub signature: &'a RootSignature,
    /// Where each part of its text was written, when it was text.
    pub map: Option<&'a SourceMap>,
    /// A span of the text (from `map`) as a span of the caller's sources.
    pub to_global: &'a dyn Fn(Span) -> Option<Span>,
}

impl<'a> Against<'a> {
    /// `signature`, its text's source map and how its spans map.
    pub fn new(
        signature: &'a RootSignature,
        map: Option<&'a SourceMap>,
        to_global: &'a dyn Fn(Span) -> Option<Span>,
    ) -> Self {
        Against {
            signature,
            map,
            to_global,
        }
    }
}

/// Every BN03xx violation of `table` against the root signature, in
/// declaration order. `heap_uses` is where the entry point first names
/// each descriptor heap (resource, sampler).
pub(crate) fn check(
    table: &BindingTable,
    heap_uses: [Option<Span>; 2],
    against: &Against<'_>,
    strict_unbounded: bool,
) -> Vec<Diagnostic> {
    let checker = Checker {
        against,
        entries: entries(against.signature, against.map),
        stage: table.stage,
    };
    let mut out = Vec::new();
    let mut binds_any = None;
    for b in table.bindings.iter().filter(|b| b.used) {
        let Some(needed) = needed(b, strict_unbounded) else {
            continue;
        };
        let Needed { lo, hi, .. } = needed;
        let covering = (checker.entries.iter())
            .find(|e| visible(checker.stage, e.binding.visibility) && e.covers(b, lo, hi));
        let Some(e) = covering else {
            out.push(checker.not_bound(b, needed));
            continue;
        };
        binds_any.get_or_insert(b.span);
        if let Some(mut d) = too_few_constants(against.signature, e, b) {
            d.related
                .push(checker.related(e, "the root constants are here".to_owned()));
            out.push(d);
        }
        out.extend(checker.root_descriptor(b, e));
    }
    out.extend(binds_any.and_then(|span| checker.denied(span)));
    out.extend(heap_flags(table, heap_uses, against.signature));
    out
}

/// The root signature's entries, for checking one stage's bindings.
struct Checker<'c, 'a> {
    against: &'c Against<'a>,
    entries: Vec<Entry>,
    stage: Stage,
}

impl Checker<'_, '_> {
    /// A note at where entry `e` was written.
    fn related(&self, e: &Entry, label: String) -> Related {
        Related {
            span: e.span.and_then(self.against.to_global),
            label,
        }
    }

    /// BN0301: no entry this stage sees covers the registers `b` needs
    /// (as [`needed`] gives them).
    fn not_bound(&self, b: &Binding, needed: Needed) -> Diagnostic {
        let stage = self.stage;
        let mut d = Diagnostic::new(
            Code::BN0301,
            format!(
                "'{}' ({} {}, space {}) is not fully bound by the root signature for the {stage} stage",
                b.name,
                b.class.name(),
                b.registers().unwrap_or_default(),
                b.space
            ),
            Some(b.span),
        );
        match self.near_miss(b, needed.lo, needed.hi) {
            Some((e, help, label)) => {
                d.help = Some(help);
                d.related.push(self.related(e, label));
            }
            None => d.help = Some(suggestion(b, needed.first, stage)),
        }
        d
    }

    /// An entry that binds `b`'s registers but not for this stage, or in
    /// another space: it, the help that names it, and its label.
    fn near_miss(&self, b: &Binding, lo: u64, hi: u64) -> Option<(&Entry, String, String)> {
        let (sig, all, stage) = (self.against.signature, &self.entries, self.stage);
        let same_registers = |e: &Entry| {
            e.binding.class == b.class && u64::from(e.binding.first) <= lo && hi <= e.binding.last()
        };
        if let Some(e) = all.iter().find(|e| e.covers(b, lo, hi)) {
            let v = e.binding.visibility.short_name().unwrap_or("?");
            let upper = stage.as_str().to_ascii_uppercase();
            let fix = match stage.visibility() {
                Some(_) => format!("SHADER_VISIBILITY_ALL or SHADER_VISIBILITY_{upper}"),
                None => "SHADER_VISIBILITY_ALL".to_owned(),
            };
            return Some((
                e,
                format!(
                    "{} binds it with visibility {v}, which the {stage} stage does not see; make it {fix}",
                    describe(sig, e.binding.owner)
                ),
                format!("visible to {v} only"),
            ));
        }
        let e = all.iter().find(|e| same_registers(e))?;
        Some((
            e,
            format!(
                "{} binds these registers in space {}, but '{}' is in space {}; put both in the same space",
                describe(sig, e.binding.owner),
                e.binding.space,
                b.name,
                b.space
            ),
            format!("space {}", e.binding.space),
        ))
    }

    /// BN0302 and BN0303: `b` is bound through a root descriptor (entry
    /// `e`) that cannot hold it.
    fn root_descriptor(&self, b: &Binding, e: &Entry) -> Option<Diagnostic> {
        let kind = match (e.binding.owner, b.class) {
            (BindingOwner::Parameter(_), RegisterClass::Srv) => RootDescriptorKind::Srv,
            (BindingOwner::Parameter(_), RegisterClass::Uav) => RootDescriptorKind::Uav,
            _ => return None,
        };
        let name = describe(self.against.signature, e.binding.owner);
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
                    name
                ),
                Some(b.span),
            );
            d.related.push(self.related(e, format!("{name} is here")));
            d.help = Some(format!(
                "put '{}' in a descriptor table: DescriptorTable({}({}))",
                b.name,
                kind.keyword(),
                b.registers().unwrap_or_default()
            ));
            Some(d)
        } else if kind == RootDescriptorKind::Uav && b.properties.counter {
            let mut d = Diagnostic::new(
                Code::BN0303,
                format!(
                    "'{}' uses a UAV counter, which a root UAV descriptor ({}) cannot provide; put it in a descriptor table",
                    b.name, name
                ),
                Some(b.span),
            );
            d.related.push(self.related(e, format!("{name} is here")));
            Some(d)
        } else {
            None
        }
    }

    /// BN0304: the stage binds resources (the first at `span`), but the
    /// root signature denies it root access.
    fn denied(&self, span: Span) -> Option<Diagnostic> {
        let (sig, stage) = (self.against.signature, self.stage);
        let flag = stage.visibility()?.deny_flag()?;
        if !sig.flags.contains(flag) {
            return None;
        }
        let upper = stage.as_str().to_ascii_uppercase();
        let mut d = Diagnostic::new(
            Code::BN0304,
            format!(
                "the {stage} shader binds resources, but the root signature denies that stage root access (DENY_{upper}_SHADER_ROOT_ACCESS)"
            ),
            Some(span),
        );
        if let Some(flags) = self.against.map.and_then(|m| m.root_flags.as_ref()) {
            d.related.push(Related {
                span: (self.against.to_global)(flags.span),
                label: "the flag is set here".to_owned(),
            });
        }
        Some(d)
    }
}

/// BN0305: each descriptor heap that `table` indexes (first at
/// `heap_uses`) without the root signature's flag for it.
fn heap_flags(
    table: &BindingTable,
    heap_uses: [Option<Span>; 2],
    sig: &RootSignature,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
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
