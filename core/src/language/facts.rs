//! Facts derived from a description: root cost, the local root argument
//! layout, descriptor table layouts, descriptor heaps and register bindings.
//!
//! The encoder, the `root_signature!` macro and tools use these, and the
//! validator uses the same functions for its rules (RS0213–RS0217, RS0230,
//! RS0232), so every consumer sees the same numbers. Everything here is
//! exact for a valid description and well defined (never panicking) for an
//! invalid one.

use crate::model::{
    DescriptorRange, DescriptorTable, RootParameter, RootParameterKind, RootSignature,
    ShaderVisibility,
};

// They live in the model; these names stay for existing paths.
pub use crate::model::{DescriptorHeapType, RegisterClass};

/// What a root signature costs, split by kind of parameter
/// (docs/language.md §5.9). Static samplers cost nothing.
///
/// ```
/// use rootsig_core::language::facts::RootCost;
/// let cost = RootCost { tables: 1, root_descriptors: 2, root_constants: 3 };
/// assert_eq!(cost.total(), 1 + 2 * 2 + 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RootCost {
    /// Number of descriptor tables (1 DWORD each).
    pub tables: u64,
    /// Number of root CBVs, SRVs and UAVs (2 DWORDs each).
    pub root_descriptors: u64,
    /// Sum of `num32BitConstants` over all root constants (1 DWORD each).
    pub root_constants: u64,
}

impl RootCost {
    /// The cost in DWORDs: tables + 2 × root descriptors + root constants.
    pub const fn total(&self) -> u64 {
        self.tables
            .saturating_add(self.root_descriptors.saturating_mul(2))
            .saturating_add(self.root_constants)
    }

    /// The cost of one root parameter.
    ///
    /// ```
    /// use rootsig_core::*;
    /// use rootsig_core::language::facts::RootCost;
    /// let constants = RootParameter {
    ///     kind: RootParameterKind::Constants(RootConstants {
    ///         shader_register: 0,
    ///         register_space: 0,
    ///         num_32bit_values: 4,
    ///     }),
    ///     visibility: ShaderVisibility::ALL,
    /// };
    /// assert_eq!(RootCost::of_parameter(&constants).total(), 4);
    /// ```
    pub const fn of_parameter(parameter: &RootParameter) -> RootCost {
        match &parameter.kind {
            RootParameterKind::DescriptorTable(_) => RootCost {
                tables: 1,
                root_descriptors: 0,
                root_constants: 0,
            },
            RootParameterKind::Constants(c) => RootCost {
                tables: 0,
                root_descriptors: 0,
                root_constants: c.num_32bit_values as u64,
            },
            RootParameterKind::Descriptor(..) => RootCost {
                tables: 0,
                root_descriptors: 1,
                root_constants: 0,
            },
        }
    }

    /// Adds two costs.
    pub const fn plus(self, other: RootCost) -> RootCost {
        RootCost {
            tables: self.tables.saturating_add(other.tables),
            root_descriptors: self.root_descriptors.saturating_add(other.root_descriptors),
            root_constants: self.root_constants.saturating_add(other.root_constants),
        }
    }
}

/// The cost of a whole root signature, split by kind (docs/language.md §5.9).
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::root_cost_breakdown;
/// let (sig, _) = parse("CBV(b0), DescriptorTable(SRV(t0)), RootConstants(b1, num32BitConstants = 3)",
///     &Options::default()).unwrap();
/// let cost = root_cost_breakdown(&sig);
/// assert_eq!((cost.tables, cost.root_descriptors, cost.root_constants), (1, 1, 3));
/// ```
pub fn root_cost_breakdown(signature: &RootSignature) -> RootCost {
    signature
        .parameters
        .iter()
        .fold(RootCost::default(), |sum, p| {
            sum.plus(RootCost::of_parameter(p))
        })
}

/// The root signature cost in DWORDs (docs/language.md §5.9): 1 per
/// descriptor table, 2 per root CBV/SRV/UAV, and 1 per 32-bit root constant. A global
/// root signature may cost at most [`MAX_ROOT_COST`](crate::rules::MAX_ROOT_COST).
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::root_cost;
/// let (sig, _) = parse("CBV(b0), DescriptorTable(SRV(t0)), StaticSampler(s0)",
///     &Options::default()).unwrap();
/// assert_eq!(root_cost(&sig), 3);
/// ```
pub fn root_cost(signature: &RootSignature) -> u64 {
    root_cost_breakdown(signature).total()
}

/// Where one root parameter's argument sits in a local root signature's
/// root arguments (the part of a shader record after the shader identifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LocalRootArgument {
    /// Byte offset from the start of the root arguments.
    pub offset: u64,
    /// Size in bytes: 4 × num32BitConstants for root constants, 8 for a root
    /// descriptor (a GPU virtual address) or a table (a GPU descriptor handle).
    pub size: u64,
}

impl LocalRootArgument {
    /// One past the last byte.
    pub const fn end(&self) -> u64 {
        self.offset.saturating_add(self.size)
    }
}

/// The layout of a local root signature's root arguments, one entry per
/// root parameter (docs/language.md §5.8): root constants are aligned to 4
/// bytes, root descriptors and tables to 8.
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::{local_root_arguments, LocalRootArgument};
/// let (sig, _) = parse("RootConstants(b0, num32BitConstants = 1), CBV(b1)",
///     &Options::default()).unwrap();
/// let layout: Vec<_> = local_root_arguments(&sig).collect();
/// assert_eq!(layout, [
///     LocalRootArgument { offset: 0, size: 4 },
///     LocalRootArgument { offset: 8, size: 8 },
/// ]);
/// ```
pub fn local_root_arguments(
    signature: &RootSignature,
) -> impl Iterator<Item = LocalRootArgument> + '_ {
    let mut position: u64 = 0;
    signature.parameters.iter().map(move |parameter| {
        let (align, size) = match &parameter.kind {
            RootParameterKind::Constants(c) => (4, 4 * u64::from(c.num_32bit_values)),
            RootParameterKind::Descriptor(..) | RootParameterKind::DescriptorTable(_) => (8, 8),
        };
        let offset = align_up(position, align);
        let argument = LocalRootArgument { offset, size };
        position = argument.end();
        argument
    })
}

/// The number of bytes a local root signature's root arguments take
/// (docs/language.md §5.8), not rounded up at the end. At most
/// [`MAX_LOCAL_ROOT_ARGUMENTS_SIZE`](crate::rules::MAX_LOCAL_ROOT_ARGUMENTS_SIZE) is allowed.
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::local_root_arguments_size;
/// let (sig, _) = parse("RootConstants(b0, num32BitConstants = 1), DescriptorTable(SRV(t0))",
///     &Options::default()).unwrap();
/// assert_eq!(local_root_arguments_size(&sig), 16);
/// ```
pub fn local_root_arguments_size(signature: &RootSignature) -> u64 {
    local_root_arguments(signature)
        .last()
        .map_or(0, |argument| argument.end())
}

fn align_up(position: u64, align: u64) -> u64 {
    position.div_ceil(align).saturating_mul(align)
}

/// Where one range sits inside its descriptor table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RangePlacement {
    /// The offset of the range's first descriptor from the start of the
    /// table, after resolving `DESCRIPTOR_RANGE_OFFSET_APPEND`. `None` when
    /// the range is appended after an unbounded range and so has no start
    /// (RS0213; never in a valid table).
    pub offset: Option<u64>,
    /// The number of descriptors, or `None` for `numDescriptors = unbounded`.
    pub num_descriptors: Option<u32>,
}

impl RangePlacement {
    /// One past the range's last descriptor slot. `None` when the range is
    /// unbounded or has no start.
    pub fn end(&self) -> Option<u64> {
        Some(
            self.offset?
                .saturating_add(u64::from(self.num_descriptors?)),
        )
    }
}

/// The resolved layout of a descriptor table.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TablePlacement {
    /// One entry per range, in table order.
    pub ranges: Vec<RangePlacement>,
    /// How many descriptors the table spans: one past the highest slot any
    /// range uses (0 for an empty table). `None` when a range is unbounded
    /// (or, in an invalid table, has no start).
    pub descriptor_count: Option<u64>,
}

/// Walks a table's ranges, resolving APPEND offsets (docs/language.md §5.5).
///
/// The cursor starts at 0. An APPEND range starts at the cursor; a range
/// with an explicit offset starts there. A bounded range then moves the
/// cursor to one past its end, and an unbounded range moves it to infinity,
/// so an APPEND range after it has no start. A range with zero descriptors
/// (invalid, RS0203) takes no slots and leaves the cursor alone.
/// Positions are 64-bit, so offsets past 4294967295 (RS0215) are exact.
///
/// [`table_placement`] collects this; the walk itself does not allocate.
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::{table_walk, RangePlacement};
/// let table = DescriptorTable { ranges: vec![
///     DescriptorRange { num_descriptors: 4, ..DescriptorRange::new(DescriptorRangeType::SRV, 0) },
///     DescriptorRange::new(DescriptorRangeType::UAV, 0),
/// ] };
/// let offsets: Vec<_> = table_walk(&table).map(|r| r.offset).collect();
/// assert_eq!(offsets, [Some(0), Some(4)]);
/// ```
pub fn table_walk(table: &DescriptorTable) -> TableWalk<'_> {
    TableWalk {
        ranges: table.ranges.iter(),
        cursor: Some(0),
    }
}

/// The iterator returned by [`table_walk`].
#[derive(Debug, Clone)]
pub struct TableWalk<'a> {
    ranges: core::slice::Iter<'a, DescriptorRange>,
    /// The next APPEND position; `None` after an unbounded range.
    cursor: Option<u64>,
}

impl Iterator for TableWalk<'_> {
    type Item = RangePlacement;

    fn next(&mut self) -> Option<RangePlacement> {
        let range = self.ranges.next()?;
        let offset = if range.offset == DescriptorRange::APPEND {
            self.cursor
        } else {
            Some(u64::from(range.offset))
        };
        let num_descriptors = (!range.is_unbounded()).then_some(range.num_descriptors);
        match num_descriptors {
            Some(0) => {}
            Some(n) => {
                if let Some(start) = offset {
                    self.cursor = Some(start.saturating_add(u64::from(n)));
                }
            }
            None => self.cursor = None,
        }
        Some(RangePlacement {
            offset,
            num_descriptors,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.ranges.size_hint()
    }
}

impl ExactSizeIterator for TableWalk<'_> {}

/// Resolves every range's offset in a table and the table's size
/// (docs/language.md §5.5). The `root_signature!` macro turns these into
/// typed descriptor-table offsets.
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::{table_placement, RangePlacement};
/// let (sig, _) = parse(
///     "DescriptorTable(CBV(b0, numDescriptors = 2), SRV(t0, offset = 8), UAV(u0, numDescriptors = 3))",
///     &Options::default(),
/// ).unwrap();
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[0].kind else { unreachable!() };
/// let layout = table_placement(table);
/// assert_eq!(layout.ranges[1], RangePlacement { offset: Some(8), num_descriptors: Some(1) });
/// assert_eq!(layout.ranges[2].offset, Some(9));
/// assert_eq!(layout.descriptor_count, Some(12));
///
/// let (sig, _) = parse("DescriptorTable(SRV(t0, numDescriptors = unbounded))", &Options::default()).unwrap();
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[0].kind else { unreachable!() };
/// assert_eq!(table_placement(table).descriptor_count, None);
/// ```
pub fn table_placement(table: &DescriptorTable) -> TablePlacement {
    let ranges: Vec<RangePlacement> = table_walk(table).collect();
    let mut descriptor_count = Some(0u64);
    for range in &ranges {
        match (range.offset, range.num_descriptors) {
            (_, Some(0)) => {}
            (Some(_), Some(_)) => {
                if let (Some(count), Some(end)) = (descriptor_count, range.end()) {
                    descriptor_count = Some(count.max(end));
                }
            }
            _ => descriptor_count = None,
        }
    }
    TablePlacement {
        ranges,
        descriptor_count,
    }
}

/// The heap a descriptor table points into: the heap of its first range.
/// An empty table counts as CBV/SRV/UAV, and so does a first range of
/// unknown type. (A valid table never mixes the two heaps, RS0212.)
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::{table_heap, DescriptorHeapType};
/// let samplers = DescriptorTable { ranges: vec![DescriptorRange::new(DescriptorRangeType::SAMPLER, 0)] };
/// assert_eq!(table_heap(&samplers), DescriptorHeapType::Sampler);
/// assert_eq!(table_heap(&DescriptorTable::default()), DescriptorHeapType::CbvSrvUav);
/// ```
pub fn table_heap(table: &DescriptorTable) -> DescriptorHeapType {
    table
        .ranges
        .first()
        .and_then(|r| DescriptorHeapType::of_range_type(r.range_type))
        .unwrap_or(DescriptorHeapType::CbvSrvUav)
}

/// Which element of a description a binding comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BindingOwner {
    /// Root constants or a root CBV/SRV/UAV: the root parameter index.
    Parameter(usize),
    /// A range of a descriptor table.
    Range {
        /// The table's root parameter index.
        parameter: usize,
        /// The range's index within the table.
        range: usize,
    },
    /// A static sampler: its index.
    StaticSampler(usize),
}

/// The registers one element binds (docs/language.md §5.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ElementBinding {
    /// The register class.
    pub class: RegisterClass,
    /// The register space.
    pub space: u32,
    /// The first register.
    pub first: u32,
    /// The number of registers, or `None` for an unbounded range. Never 0.
    pub count: Option<u32>,
    /// The stages that see it (a range has its table's visibility).
    pub visibility: ShaderVisibility,
    /// Where it comes from.
    pub owner: BindingOwner,
}

impl ElementBinding {
    /// The last register, in 64 bits: 4294967295 for an unbounded range,
    /// and past it for a bounded range that runs off the end (RS0204).
    pub fn last(&self) -> u64 {
        match self.count {
            Some(n) => u64::from(self.first) + u64::from(n.max(1)) - 1,
            None => u64::from(u32::MAX),
        }
    }
}

/// Every register binding of a description, in binary order: root
/// parameters (with each table's ranges in order), then static samplers.
/// Root constants bind one CBV register whatever their size. Ranges with
/// zero descriptors bind nothing and ranges of unknown type are skipped.
///
/// ```
/// use rootsig_core::*;
/// use rootsig_core::language::facts::{bindings, RegisterClass};
/// let (sig, _) = parse("RootConstants(b2, num32BitConstants = 4), DescriptorTable(SRV(t0, numDescriptors = 3)), StaticSampler(s1)",
///     &Options::default()).unwrap();
/// let found: Vec<_> = bindings(&sig).map(|b| (b.class, b.first, b.last())).collect();
/// assert_eq!(found, [(RegisterClass::Cbv, 2, 2), (RegisterClass::Srv, 0, 2), (RegisterClass::Sampler, 1, 1)]);
/// ```
pub fn bindings(signature: &RootSignature) -> impl Iterator<Item = ElementBinding> + '_ {
    let parameters = signature
        .parameters
        .iter()
        .enumerate()
        .flat_map(|(i, parameter)| {
            let visibility = parameter.visibility;
            let (single, ranges): (Option<ElementBinding>, &[DescriptorRange]) = match &parameter.kind {
                RootParameterKind::Constants(c) => (
                    Some(ElementBinding {
                        class: RegisterClass::Cbv,
                        space: c.register_space,
                        first: c.shader_register,
                        count: Some(1),
                        visibility,
                        owner: BindingOwner::Parameter(i),
                    }),
                    &[],
                ),
                RootParameterKind::Descriptor(kind, d) => (
                    Some(ElementBinding {
                        class: RegisterClass::of_root_descriptor(*kind),
                        space: d.register_space,
                        first: d.shader_register,
                        count: Some(1),
                        visibility,
                        owner: BindingOwner::Parameter(i),
                    }),
                    &[],
                ),
                RootParameterKind::DescriptorTable(t) => (None, &t.ranges),
            };
            let ranges = ranges.iter().enumerate().filter_map(move |(j, r)| {
                let class = RegisterClass::of_range_type(r.range_type)?;
                if r.num_descriptors == 0 {
                    return None;
                }
                Some(ElementBinding {
                    class,
                    space: r.register_space,
                    first: r.base_shader_register,
                    count: (!r.is_unbounded()).then_some(r.num_descriptors),
                    visibility,
                    owner: BindingOwner::Range {
                        parameter: i,
                        range: j,
                    },
                })
            });
            single.into_iter().chain(ranges)
        });
    let samplers = signature
        .static_samplers
        .iter()
        .enumerate()
        .map(|(k, s)| ElementBinding {
            class: RegisterClass::Sampler,
            space: s.register_space,
            first: s.shader_register,
            count: Some(1),
            visibility: s.visibility,
            owner: BindingOwner::StaticSampler(k),
        });
    parameters.chain(samplers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        DescriptorRangeType, DescriptorRangeType as T, RootConstants, RootDescriptorKind,
    };

    fn range(ty: DescriptorRangeType, n: u32, offset: u32) -> DescriptorRange {
        DescriptorRange {
            num_descriptors: n,
            offset,
            ..DescriptorRange::new(ty, 0)
        }
    }

    const APPEND: u32 = DescriptorRange::APPEND;
    const UNBOUNDED: u32 = DescriptorRange::UNBOUNDED;

    fn layout(ranges: &[DescriptorRange]) -> TablePlacement {
        table_placement(&DescriptorTable {
            ranges: ranges.to_vec(),
        })
    }

    /// One range of a placement test: type, count and offset as written,
    /// then the offset and count placed.
    type Placed = (DescriptorRangeType, u32, u32, Option<u64>, Option<u32>);

    #[test]
    fn placement() {
        let tables: [(&[Placed], Option<u64>); 5] = [
            (&[], Some(0)),
            // Appended and explicit offsets.
            (
                &[
                    (T::CBV, 2, APPEND, Some(0), Some(2)),
                    (T::SRV, 1, 8, Some(8), Some(1)),
                    (T::UAV, 3, APPEND, Some(9), Some(3)),
                    (T::SRV, 2, 0, Some(0), Some(2)),
                ],
                Some(12),
            ),
            // After an unbounded range, an appended one has no start.
            (
                &[
                    (T::UAV, UNBOUNDED, APPEND, Some(0), None),
                    (T::SRV, 1, APPEND, None, Some(1)),
                    (T::SRV, 1, APPEND, None, Some(1)),
                    (T::SRV, 2, 5, Some(5), Some(2)),
                    (T::SRV, 1, APPEND, Some(7), Some(1)),
                ],
                None,
            ),
            // Unbounded last, at an offset.
            (
                &[
                    (T::SRV, 4, APPEND, Some(0), Some(4)),
                    (T::SRV, UNBOUNDED, 10, Some(10), None),
                ],
                None,
            ),
            // A range of no descriptors leaves the cursor where it was.
            (
                &[
                    (T::SRV, 3, APPEND, Some(0), Some(3)),
                    (T::SRV, 0, 100, Some(100), Some(0)),
                    (T::SRV, 1, APPEND, Some(3), Some(1)),
                ],
                Some(4),
            ),
        ];
        for (rows, count) in tables {
            let ranges: Vec<_> = rows.iter().map(|&(t, n, at, ..)| range(t, n, at)).collect();
            let placed = rows.iter().map(|&(.., offset, n)| RangePlacement {
                offset,
                num_descriptors: n,
            });
            let l = layout(&ranges);
            assert_eq!(l.ranges, placed.collect::<Vec<_>>(), "{rows:?}");
            assert_eq!(l.descriptor_count, count, "{rows:?}");
        }
    }

    #[test]
    fn offsets_are_64_bit() {
        let l = layout(&[
            range(T::SRV, 4294967290, APPEND),
            range(T::UAV, 10, APPEND),
            range(T::UAV, u32::MAX - 1, 4294967294),
        ]);
        assert_eq!(l.ranges[1].offset, Some(4294967290));
        assert_eq!(l.ranges[1].end(), Some(4294967300));
        assert_eq!(l.ranges[2].end(), Some(4294967294 + 4294967294));
        assert_eq!(l.descriptor_count, Some(4294967294 + 4294967294));
    }

    fn constants(n: u32) -> RootParameter {
        RootParameter {
            kind: RootParameterKind::Constants(RootConstants {
                shader_register: 0,
                register_space: 0,
                num_32bit_values: n,
            }),
            visibility: ShaderVisibility::ALL,
        }
    }

    fn cbv() -> RootParameter {
        RootParameter::descriptor(RootDescriptorKind::Cbv, 0)
    }

    fn table() -> RootParameter {
        RootParameter {
            kind: RootParameterKind::DescriptorTable(DescriptorTable::default()),
            visibility: ShaderVisibility::ALL,
        }
    }

    fn sig(parameters: Vec<RootParameter>) -> RootSignature {
        RootSignature {
            parameters,
            ..RootSignature::default()
        }
    }

    #[test]
    fn cost() {
        assert_eq!(root_cost(&RootSignature::default()), 0);
        let s = sig(vec![constants(5), cbv(), table(), cbv(), table()]);
        assert_eq!(
            root_cost_breakdown(&s),
            RootCost {
                tables: 2,
                root_descriptors: 2,
                root_constants: 5
            }
        );
        assert_eq!(root_cost(&s), 11);
        let huge = sig(vec![constants(u32::MAX), constants(u32::MAX)]);
        assert_eq!(root_cost(&huge), 2 * u64::from(u32::MAX));
    }

    #[test]
    fn local_layout_aligns_descriptors_to_8() {
        let s = sig(vec![
            constants(1),
            cbv(),
            constants(3),
            table(),
            constants(0),
        ]);
        let offsets: Vec<_> = local_root_arguments(&s)
            .map(|a| (a.offset, a.size))
            .collect();
        assert_eq!(offsets, [(0, 4), (8, 8), (16, 12), (32, 8), (40, 0)]);
        assert_eq!(local_root_arguments_size(&s), 40);
        assert_eq!(local_root_arguments_size(&RootSignature::default()), 0);
        // Not rounded up at the end (docs/language.md §7.4).
        assert_eq!(
            local_root_arguments_size(&sig(vec![cbv(), constants(1)])),
            12
        );
        assert_eq!(local_root_arguments_size(&sig(vec![constants(1017)])), 4068);
    }

    #[test]
    fn heaps() {
        let t = |ranges: Vec<DescriptorRange>| DescriptorTable { ranges };
        assert_eq!(
            table_heap(&t(vec![range(T::SAMPLER, 1, APPEND)])),
            DescriptorHeapType::Sampler
        );
        assert_eq!(
            table_heap(&t(vec![range(T::UAV, 1, APPEND)])),
            DescriptorHeapType::CbvSrvUav
        );
        assert_eq!(
            table_heap(&t(vec![range(DescriptorRangeType(9), 1, APPEND)])),
            DescriptorHeapType::CbvSrvUav
        );
        assert_eq!(
            table_heap(&DescriptorTable::default()),
            DescriptorHeapType::CbvSrvUav
        );
    }

    #[test]
    fn binding_list() {
        let mut s = sig(vec![
            cbv(),
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable {
                    ranges: vec![
                        range(T::UAV, UNBOUNDED, APPEND),
                        range(T::SRV, 0, APPEND),
                        range(DescriptorRangeType(7), 1, APPEND),
                        DescriptorRange {
                            num_descriptors: 100,
                            ..DescriptorRange::new(T::SRV, 4294967200)
                        },
                    ],
                }),
                visibility: ShaderVisibility::PIXEL,
            },
        ]);
        s.static_samplers.push(crate::model::StaticSampler::new(3));
        let all: Vec<_> = bindings(&s).collect();
        assert_eq!(all.len(), 4);
        assert_eq!(all[0].owner, BindingOwner::Parameter(0));
        assert_eq!(
            all[1].owner,
            BindingOwner::Range {
                parameter: 1,
                range: 0
            }
        );
        assert_eq!(all[1].visibility, ShaderVisibility::PIXEL);
        assert_eq!(all[1].last(), u64::from(u32::MAX));
        assert_eq!(all[2].last(), 4294967299);
        assert_eq!(all[3].owner, BindingOwner::StaticSampler(0));
        assert_eq!(all[3].class.letter(), 's');
    }
}
