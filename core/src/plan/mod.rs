//! What `root_signature!` and `include_root_signature!` emit for one
//! signature, computed as plain data: the handles with their names, docs
//! and packed values, the description's shape, and the `Layout` constant.
//! The macro crate only writes a plan out as tokens, so everything it
//! decides is here, testable without a compiler.
//!
//! ```
//! use rootsig_core::plan::{names, plan, Handle};
//! use rootsig_core::{compile_signature, Options};
//! let text = "camera: CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))";
//! let options = Options { labels: true, ..Options::default() };
//! let compiled = compile_signature(text, &options).unwrap();
//! let infos = names::infos(&compiled.signature, &compiled.source_map);
//! let (names, _) = names::assign(&infos);
//! let plan = plan(text, &compiled, &names, &[]);
//! let handles: Vec<&str> = plan.handles.iter().map(|h| h.name.as_str()).collect();
//! assert_eq!(handles, ["camera", "TABLE_SRV_T0", "SRV_T0", "UAV_U0"]);
//! assert_eq!(plan.handles[3].doc, "Range 1 of root parameter 1: `UAV(u0)`.");
//! let Handle::Range { bits, .. } = plan.handles[3].handle else { panic!() };
//! assert_eq!(rootsig_core::handle_bits::range_offset(bits), 4);
//! ```

pub mod body;
pub mod emit;
pub mod files;
pub mod messages;
pub mod names;
pub mod resources;

use crate::bindings::{DxilKind, ResourceSlot};
use crate::format::container::RTS0_DATA_OFFSET;
use crate::handle_bits;
use crate::language::SourceMap;
use crate::language::facts::{self, DescriptorHeapType};
use crate::model::{
    DescriptorRangeType, DescriptorTable, RegisterClass, RootDescriptorKind, RootParameter,
    RootParameterKind, RootSignature, Version,
};
use crate::pipeline::Compiled;
use crate::span::Span;
use names::{Names, ParamInfo, ParamKind};

/// What one signature expands to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemPlan {
    /// The container bytes, which `BLOB`, `RTS0` and `DESC` read.
    pub container: Vec<u8>,
    /// `N` of `RootSignatureBlob<N>`: the RTS0 part's length in words.
    pub rts0_words: usize,
    /// The version.
    pub version: Version,
    /// `P`, `R` and `S` of `RootSignatureDesc<P, R, S>`: root parameters,
    /// ranges of every table, static samplers.
    pub desc_shape: [usize; 3],
    /// One bit per flags field (each root CBV, SRV or UAV and each range,
    /// in order, least significant bit first), set where the text omitted
    /// the flags: the bytes cannot tell that from the default written out.
    pub omitted_flags: Vec<u8>,
    /// Each root parameter's handle followed by its ranges', in order.
    pub handles: Vec<HandleConstant>,
    /// The shader resources' handles (`Name::resources`), in the order the
    /// entry points declare them.
    pub resources: Vec<ResourceHandle>,
    /// The `Layout` constant.
    pub layout: LayoutPlan,
}

/// One handle constant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandleConstant {
    /// Its Rust name.
    pub name: String,
    /// Its doc comment.
    pub doc: String,
    /// What it holds.
    pub handle: Handle,
}

/// A handle's type and value, packed as `handle_bits` packs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handle {
    /// Root constants; their values' type may be given by the parameter's
    /// name (`constants(name = Type)`), else `[u32; count]`.
    RootConstants {
        /// The root parameter index.
        index: u32,
        /// The root parameter's handle name.
        parameter: String,
        /// `num32BitConstants`.
        count: u32,
    },
    /// A root CBV, SRV or UAV.
    RootDescriptor {
        /// The root parameter index.
        index: u32,
        /// Which kind.
        kind: RootDescriptorKind,
    },
    /// A descriptor table.
    Table {
        /// The root parameter index.
        index: u32,
        /// The heap its ranges point into.
        heap: DescriptorHeapType,
        /// `handle_bits::pack_table`.
        bits: u64,
    },
    /// Descriptors of a table: a range, or a shader resource's part of one.
    Range {
        /// The table's root parameter index.
        table: u32,
        /// The table's heap.
        heap: DescriptorHeapType,
        /// `handle_bits::pack_range`.
        bits: u128,
    },
}

/// The `Layout` constant: the signature as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LayoutPlan {
    /// The root flags' bits.
    pub flags: u32,
    /// The root cost in DWORDs.
    pub cost_dwords: u64,
    /// The root parameters.
    pub parameters: Vec<ParameterPlan>,
    /// Each static sampler's fields ([`crate::StaticSampler::raw_fields`]).
    pub static_samplers: Vec<[u32; 14]>,
}

/// One root parameter of the `Layout` constant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParameterPlan {
    /// Its handle's name.
    pub name: String,
    /// The root parameter index.
    pub index: u32,
    /// The D3D12 visibility value.
    pub visibility: u32,
    /// What it holds.
    pub kind: ParameterPlanKind,
}

/// What a [`ParameterPlan`] holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParameterPlanKind {
    /// Root constants.
    Constants {
        /// Register.
        register: u32,
        /// Space.
        space: u32,
        /// `num32BitConstants`.
        count: u32,
    },
    /// A root CBV, SRV or UAV.
    Descriptor {
        /// Which kind.
        kind: RootDescriptorKind,
        /// Register.
        register: u32,
        /// Space.
        space: u32,
    },
    /// A descriptor table.
    Table {
        /// Its ranges are samplers.
        sampler: bool,
        /// Descriptors it spans; `u32::MAX` when unbounded.
        descriptor_count: u32,
        /// Its ranges.
        ranges: Vec<RangePlan>,
    },
}

/// One range of a table in the `Layout` constant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RangePlan {
    /// Its handle's name.
    pub name: String,
    /// The range type's value.
    pub range_type: u32,
    /// Base register.
    pub register: u32,
    /// Space.
    pub space: u32,
    /// `numDescriptors` (`u32::MAX` when unbounded).
    pub count: u32,
    /// Offset from the table start, APPEND resolved.
    pub offset: u32,
}

/// A shader resource for the plan: its handle's name, its doc, where the
/// signature binds it, and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resource {
    /// The handle's Rust name.
    pub name: String,
    /// Its doc comment.
    pub doc: String,
    /// Where the signature binds it.
    pub slot: ResourceSlot,
    /// Its register class.
    pub class: RegisterClass,
    /// What DXIL calls it.
    pub kind: DxilKind,
    /// A structured buffer's stride in bytes, where known
    /// (docs/bindings.md §7.5).
    pub stride: Option<u32>,
}

/// A shader resource's handle, with what the resource is (for the
/// `Layout` constant).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceHandle {
    /// The handle.
    pub constant: HandleConstant,
    /// The resource's register class.
    pub class: RegisterClass,
    /// What DXIL calls it.
    pub kind: DxilKind,
    /// A structured buffer's stride in bytes, where known.
    pub stride: Option<u32>,
}

/// A one-line excerpt of `text` at `span`, for doc comments.
fn excerpt(text: &str, span: Span) -> String {
    let raw = text.get(span.range()).unwrap_or("");
    if raw.len() <= 96 && !raw.contains(['\n', '\r', '\t']) && !raw.contains("  ") {
        return raw.to_owned();
    }
    let mut out = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if out.len() > 96 {
        let mut cut = 93;
        while !out.is_char_boundary(cut) {
            cut -= 1;
        }
        out.truncate(cut);
        out.push_str("...");
    }
    out
}

fn index(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// The heap of a range type; an unknown type counts as CBV/SRV/UAV, as
/// [`facts::table_heap`] counts it.
fn heap_of(range_type: Option<DescriptorRangeType>) -> DescriptorHeapType {
    range_type
        .and_then(DescriptorHeapType::of_range_type)
        .unwrap_or(DescriptorHeapType::CbvSrvUav)
}

/// The plan of a compiled signature whose text is `text`, with its
/// handles called `names` and the shaders' `resources`.
pub fn plan(text: &str, compiled: &Compiled, names: &Names, resources: &[Resource]) -> ItemPlan {
    let signature = &compiled.signature;
    let container = compiled.blob.as_bytes().to_vec();
    let rts0_words = container.len().saturating_sub(RTS0_DATA_OFFSET) / 4;
    let naming = Naming {
        text,
        names,
        map: &compiled.source_map,
    };
    let mut handles = Vec::with_capacity(signature.parameters.len() * 2);
    let mut parameters = Vec::with_capacity(signature.parameters.len());
    // Each table's packed handle, for the resource handles.
    let mut tables: Vec<u64> = vec![0; signature.parameters.len()];
    for (i, parameter) in signature.parameters.iter().enumerate() {
        let planned = plan_parameter(&naming, i, parameter);
        if let Some(Handle::Table { bits, .. }) = planned.handles.first().map(|h| &h.handle) {
            tables[i] = *bits;
        }
        handles.extend(planned.handles);
        parameters.push(planned.layout);
    }
    let resources = resource_handles(signature, names, &tables, resources);
    let range_count = signature
        .parameters
        .iter()
        .map(|p| match &p.kind {
            RootParameterKind::DescriptorTable(table) => table.ranges.len(),
            _ => 0,
        })
        .sum();
    ItemPlan {
        container,
        rts0_words,
        version: signature.version,
        desc_shape: [
            signature.parameters.len(),
            range_count,
            signature.static_samplers.len(),
        ],
        omitted_flags: omitted_flags(signature),
        handles,
        resources,
        layout: LayoutPlan {
            flags: signature.flags.bits(),
            cost_dwords: facts::root_cost(signature),
            parameters,
            static_samplers: signature
                .static_samplers
                .iter()
                .map(|s| s.raw_fields())
                .collect(),
        },
    }
}

/// One bit per flags field (each root CBV, SRV or UAV and each range, in
/// order, least significant bit first), set where the flags were omitted.
fn omitted_flags(signature: &RootSignature) -> Vec<u8> {
    let omitted: Vec<bool> = signature
        .parameters
        .iter()
        .flat_map(|p| match &p.kind {
            RootParameterKind::Descriptor(_, d) => vec![d.flags.is_none()],
            RootParameterKind::DescriptorTable(table) => {
                table.ranges.iter().map(|r| r.flags.is_none()).collect()
            }
            RootParameterKind::Constants(_) => Vec::new(),
        })
        .collect();
    omitted
        .chunks(8)
        .map(|bits| {
            (bits.iter().enumerate()).fold(0u8, |byte, (k, &set)| byte | (u8::from(set) << k))
        })
        .collect()
}

/// How the handles are named and documented: their names, and excerpts of
/// the text where each element is written.
struct Naming<'a> {
    text: &'a str,
    names: &'a Names,
    map: &'a SourceMap,
}

impl Naming<'_> {
    fn parameter_doc(&self, i: usize) -> String {
        let element = self.map.parameters.get(i);
        format!(
            "Root parameter {i}: `{}`.",
            element.map_or_else(String::new, |e| excerpt(self.text, e.element.span))
        )
    }

    fn range_doc(&self, i: usize, j: usize) -> String {
        let range = self.map.parameters.get(i).and_then(|e| e.ranges.get(j));
        format!(
            "Range {j} of root parameter {i}: `{}`.",
            range.map_or_else(String::new, |r| excerpt(self.text, r.span))
        )
    }
}

/// What one root parameter adds to the plan: its handle (then its ranges'),
/// and its entry in the `Layout` constant.
struct PlannedParameter {
    handles: Vec<HandleConstant>,
    layout: ParameterPlan,
}

/// The handles and layout entry of root parameter `i`.
fn plan_parameter(naming: &Naming<'_>, i: usize, parameter: &RootParameter) -> PlannedParameter {
    let name = naming.names.param(i);
    let index = index(i);
    let (handle, kind) = match &parameter.kind {
        RootParameterKind::Constants(c) => (
            Handle::RootConstants {
                index,
                parameter: name.to_owned(),
                count: c.num_32bit_values,
            },
            ParameterPlanKind::Constants {
                register: c.shader_register,
                space: c.register_space,
                count: c.num_32bit_values,
            },
        ),
        RootParameterKind::Descriptor(kind, d) => (
            Handle::RootDescriptor { index, kind: *kind },
            ParameterPlanKind::Descriptor {
                kind: *kind,
                register: d.shader_register,
                space: d.register_space,
            },
        ),
        RootParameterKind::DescriptorTable(table) => {
            return plan_table(naming, i, parameter, table);
        }
    };
    PlannedParameter {
        handles: vec![HandleConstant {
            name: name.to_owned(),
            doc: naming.parameter_doc(i),
            handle,
        }],
        layout: ParameterPlan {
            name: name.to_owned(),
            index,
            visibility: parameter.visibility.0,
            kind,
        },
    }
}

/// The handles of a descriptor table and its ranges, and its layout entry.
fn plan_table(
    naming: &Naming<'_>,
    i: usize,
    parameter: &RootParameter,
    table: &DescriptorTable,
) -> PlannedParameter {
    let name = naming.names.param(i);
    let index = index(i);
    let layout = facts::table_placement(table);
    let heap = facts::table_heap(table);
    let bits = handle_bits::pack_table(index, layout.descriptor_count);
    let mut handles = vec![HandleConstant {
        name: name.to_owned(),
        doc: naming.parameter_doc(i),
        handle: Handle::Table { index, heap, bits },
    }];
    let mut ranges = Vec::with_capacity(table.ranges.len());
    for (j, range) in table.ranges.iter().enumerate() {
        let range_name = naming.names.range(i, j);
        let offset = layout
            .ranges
            .get(j)
            .and_then(|s| s.offset)
            .and_then(|o| u32::try_from(o).ok())
            .unwrap_or(0);
        handles.push(HandleConstant {
            name: range_name.to_owned(),
            doc: naming.range_doc(i, j),
            handle: Handle::Range {
                table: index,
                heap,
                bits: handle_bits::pack_range(
                    bits,
                    range.range_type.0,
                    offset,
                    range.num_descriptors,
                ),
            },
        });
        ranges.push(RangePlan {
            name: range_name.to_owned(),
            range_type: range.range_type.0,
            register: range.base_shader_register,
            space: range.register_space,
            count: range.num_descriptors,
            offset,
        });
    }
    PlannedParameter {
        handles,
        layout: ParameterPlan {
            name: name.to_owned(),
            index,
            visibility: parameter.visibility.0,
            kind: ParameterPlanKind::Table {
                sampler: heap == DescriptorHeapType::Sampler,
                descriptor_count: layout
                    .descriptor_count
                    .map_or(u32::MAX, |n| u32::try_from(n).unwrap_or(u32::MAX - 1)),
                ranges,
            },
        },
    }
}

/// The handle of a shader resource: the root parameter's, or the
/// descriptors it takes in its table. Static samplers have none.
fn resource_handle(
    signature: &RootSignature,
    names: &Names,
    tables: &[u64],
    slot: ResourceSlot,
) -> Option<Handle> {
    Some(match slot {
        ResourceSlot::RootConstants { parameter } => Handle::RootConstants {
            index: parameter,
            parameter: names.params.get(parameter as usize)?.clone(),
            count: match &signature.parameters.get(parameter as usize)?.kind {
                RootParameterKind::Constants(c) => c.num_32bit_values,
                _ => return None,
            },
        },
        ResourceSlot::RootDescriptor { parameter, kind } => Handle::RootDescriptor {
            index: parameter,
            kind,
        },
        ResourceSlot::Table {
            parameter,
            range_type,
            offset,
            count,
            ..
        } => Handle::Range {
            table: parameter,
            heap: heap_of(Some(range_type)),
            bits: handle_bits::pack_range(
                *tables.get(parameter as usize)?,
                range_type.0,
                offset,
                count.unwrap_or(u32::MAX),
            ),
        },
        ResourceSlot::StaticSampler { .. } => return None,
    })
}

/// The handles of a signature that failed to compile, from what could be
/// read of it: the same names and types, with placeholder values, so that
/// code using them reports nothing more.
pub fn stub_handles(infos: &[ParamInfo], names: &Names) -> Vec<HandleConstant> {
    let mut out = Vec::new();
    for (i, info) in infos.iter().enumerate() {
        let name = names.param(i);
        let heap = heap_of(info.ranges.first().map(|r| r.range_type));
        let index = index(i);
        let table = handle_bits::pack_table(index, Some(0));
        let handle = match info.kind {
            ParamKind::Constants => Handle::RootConstants {
                index,
                parameter: name.to_owned(),
                count: 0,
            },
            ParamKind::Descriptor(kind) => Handle::RootDescriptor { index, kind },
            ParamKind::Table => Handle::Table {
                index,
                heap,
                bits: table,
            },
        };
        out.push(HandleConstant {
            name: name.to_owned(),
            doc: String::new(),
            handle,
        });
        for (j, range) in info.ranges.iter().enumerate() {
            out.push(HandleConstant {
                name: names.range(i, j).to_owned(),
                doc: String::new(),
                handle: Handle::Range {
                    table: index,
                    heap,
                    bits: handle_bits::pack_range(table, range.range_type.0, 0, 0),
                },
            });
        }
    }
    out
}

/// The plan of a signature that failed to compile, from the part of it
/// that parsed (`signature`, described by `infos`): every handle and shader
/// resource that [`plan`] would give, with the same names and types and
/// placeholder values, so that code using them reports nothing more. It
/// has no container.
///
/// ```
/// use rootsig_core::language::parse::parse_recovering;
/// use rootsig_core::plan::{names, stub};
/// use rootsig_core::Options;
/// let options = Options { labels: true, ..Options::default() };
/// let (signature, map) = parse_recovering("camera: CBV(b0), SRV(t0, flags = ?)", &options);
/// let infos = names::infos(&signature, &map);
/// let (names, _) = names::assign(&infos);
/// let plan = stub(&signature, &infos, &names, &[]);
/// assert!(plan.container.is_empty());
/// let handles: Vec<&str> = plan.handles.iter().map(|h| h.name.as_str()).collect();
/// assert_eq!(handles, ["camera", "SRV_T0"]);
/// ```
pub fn stub(
    signature: &RootSignature,
    infos: &[ParamInfo],
    names: &Names,
    resources: &[Resource],
) -> ItemPlan {
    let tables: Vec<u64> = (0..signature.parameters.len())
        .map(|i| handle_bits::pack_table(index(i), Some(0)))
        .collect();
    let resources = resource_handles(signature, names, &tables, resources);
    ItemPlan {
        container: Vec::new(),
        rts0_words: 0,
        version: signature.version,
        desc_shape: [0; 3],
        omitted_flags: Vec::new(),
        handles: stub_handles(infos, names),
        resources,
        layout: LayoutPlan {
            flags: 0,
            cost_dwords: 0,
            parameters: Vec::new(),
            static_samplers: Vec::new(),
        },
    }
}

/// The handles of the shader resources that the signature binds, with what
/// each resource is.
fn resource_handles(
    signature: &RootSignature,
    names: &Names,
    tables: &[u64],
    resources: &[Resource],
) -> Vec<ResourceHandle> {
    resources
        .iter()
        .filter_map(|r| {
            Some(ResourceHandle {
                constant: HandleConstant {
                    name: r.name.clone(),
                    doc: r.doc.clone(),
                    handle: resource_handle(signature, names, tables, r.slot)?,
                },
                class: r.class,
                kind: r.kind,
                stride: r.stride,
            })
        })
        .collect()
}
