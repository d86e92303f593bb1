//! A root signature description that can live in a `const`.

use crate::{
    DescriptorRange, DescriptorTable, Parameter, ParameterKind, RootFlags, RootSignature,
    StaticSampler, Version,
};

/// A root signature description in fixed-size arrays: `P` root
/// parameters, `R` descriptor ranges (every table's, in order) and `S`
/// static samplers. `root_signature!` emits one as a `const`
/// (`Name::DESC`); it is computed only if used.
///
/// [`as_slices`](Self::as_slices) borrows it as a [`RootSignatureDescRef`] (plain
/// slices, no const parameters), and [`to_signature`](Self::to_signature) gives
/// the owned [`RootSignature`] that `rootsig::encode` and `rootsig::print`
/// take (with the `compiler` feature).
///
/// ```
/// use rootsig::{RootParameterKindDesc, RootSignature};
/// rootsig::root_signature! {
///     Forward = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";
/// }
/// const PARAMETER_COUNT: usize = Forward::DESC.parameters.len();
/// assert_eq!(PARAMETER_COUNT, 2);
/// assert!(matches!(Forward::DESC.parameters[1].kind, RootParameterKindDesc::DescriptorTable { .. }));
/// let ranges = Forward::DESC.table_ranges(1);
/// assert_eq!(ranges.len(), 2);
/// assert_eq!(ranges[0].num_descriptors, 4);
///
/// let owned: RootSignature = Forward::DESC.to_signature();
/// assert_eq!(Forward::DESC, owned);
/// // With the `compiler` feature:
/// assert_eq!(
///     rootsig::encode(&owned, Default::default()).unwrap().as_bytes(),
///     Forward::BLOB.as_bytes(),
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootSignatureDesc<const P: usize, const R: usize, const S: usize> {
    /// Which binary layout and flag rules apply.
    pub version: Version,
    /// The root flags (including `LOCAL_ROOT_SIGNATURE` added by the `local` context).
    pub flags: RootFlags,
    /// Root parameters; the index is the API slot.
    pub parameters: [RootParameterDesc; P],
    /// The ranges of every descriptor table, table after table; each table
    /// says which of them are its own.
    pub ranges: [DescriptorRange; R],
    /// Static samplers, in source order.
    pub static_samplers: [StaticSampler; S],
}

/// A root signature description borrowed as slices: the non-generic form
/// of a [`RootSignatureDesc`], for code that takes any signature.
///
/// ```
/// use rootsig::RootSignatureDescRef;
/// rootsig::root_signature! {
///     A = "CBV(b0)";
///     B = "DescriptorTable(SRV(t0), SRV(t1)), StaticSampler(s0)";
/// }
/// fn range_count(view: RootSignatureDescRef<'_>) -> usize {
///     view.ranges.len()
/// }
/// assert_eq!(range_count(A::DESC.as_slices()), 0);
/// assert_eq!(range_count(B::DESC.as_slices()), 2);
/// assert_eq!(B::DESC.as_slices().table_ranges(0)[1].base_shader_register, 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootSignatureDescRef<'a> {
    /// Which binary layout and flag rules apply.
    pub version: Version,
    /// The root flags.
    pub flags: RootFlags,
    /// Root parameters; the index is the API slot.
    pub parameters: &'a [RootParameterDesc],
    /// The ranges of every descriptor table, table after table.
    pub ranges: &'a [DescriptorRange],
    /// Static samplers, in source order.
    pub static_samplers: &'a [StaticSampler],
}

/// Where a descriptor table's ranges lie in its description's `ranges`.
///
/// The table of a [`RootParameterDesc`]: a `const` cannot hold the `Vec`
/// of core's [`DescriptorTable`], so the description keeps every table's
/// ranges in one array and each table says which are its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableRanges {
    /// Index of the table's first range in `ranges`.
    pub first_range: u32,
    /// Number of ranges.
    pub range_count: u32,
}

/// One root parameter of a [`RootSignatureDesc`]: core's [`Parameter`]
/// with its table as [`TableRanges`].
pub type RootParameterDesc = Parameter<TableRanges>;

/// What a [`RootParameterDesc`] holds.
pub type RootParameterKindDesc = ParameterKind<TableRanges>;

/// The ranges of `parameters[parameter]` within `ranges`, or none.
const fn table_ranges<'a>(
    parameters: &[RootParameterDesc],
    ranges: &'a [DescriptorRange],
    parameter: usize,
) -> &'a [DescriptorRange] {
    if parameter >= parameters.len() {
        return &[];
    }
    match parameters[parameter].kind {
        ParameterKind::DescriptorTable(TableRanges {
            first_range,
            range_count,
        }) => {
            let first = first_range as usize;
            if first > ranges.len() {
                return &[];
            }
            let rest = ranges.split_at(first).1;
            let count = range_count as usize;
            if count > rest.len() {
                return rest;
            }
            rest.split_at(count).0
        }
        _ => &[],
    }
}

impl<const P: usize, const R: usize, const S: usize> RootSignatureDesc<P, R, S> {
    /// Borrows the description as slices.
    pub const fn as_slices(&self) -> RootSignatureDescRef<'_> {
        RootSignatureDescRef {
            version: self.version,
            flags: self.flags,
            parameters: &self.parameters,
            ranges: &self.ranges,
            static_samplers: &self.static_samplers,
        }
    }

    /// The ranges of root parameter `parameter`; empty unless it is a
    /// descriptor table.
    pub const fn table_ranges(&self, parameter: usize) -> &[DescriptorRange] {
        table_ranges(&self.parameters, &self.ranges, parameter)
    }

    /// The owned description.
    pub fn to_signature(&self) -> RootSignature {
        self.as_slices().to_signature()
    }
}

impl<'a> RootSignatureDescRef<'a> {
    /// The ranges of root parameter `parameter`; empty unless it is a
    /// descriptor table.
    pub const fn table_ranges(&self, parameter: usize) -> &'a [DescriptorRange] {
        table_ranges(self.parameters, self.ranges, parameter)
    }

    /// The owned description.
    ///
    /// ```
    /// let view = rootsig::RootSignatureDescRef {
    ///     version: rootsig::Version::V1_0,
    ///     flags: rootsig::RootFlags::empty(),
    ///     parameters: &[],
    ///     ranges: &[],
    ///     static_samplers: &[rootsig::StaticSampler::new(0)],
    /// };
    /// let owned = view.to_signature();
    /// assert_eq!(owned.static_samplers.len(), 1);
    /// assert_eq!(owned.version, rootsig::Version::V1_0);
    /// ```
    pub fn to_signature(&self) -> RootSignature {
        RootSignature {
            version: self.version,
            flags: self.flags,
            parameters: self
                .parameters
                .iter()
                .enumerate()
                .map(|(i, p)| Parameter {
                    kind: p.kind.map_table(|_| DescriptorTable {
                        ranges: self.table_ranges(i).to_vec(),
                    }),
                    visibility: p.visibility,
                })
                .collect(),
            static_samplers: self.static_samplers.to_vec(),
        }
    }
}

impl PartialEq<RootSignature> for RootSignatureDescRef<'_> {
    fn eq(&self, other: &RootSignature) -> bool {
        self.version == other.version
            && self.flags == other.flags
            && self.static_samplers == other.static_samplers.as_slice()
            && self.parameters.len() == other.parameters.len()
            && self
                .parameters
                .iter()
                .zip(&other.parameters)
                .enumerate()
                .all(|(i, (mine, theirs))| {
                    mine.visibility == theirs.visibility
                        && match &theirs.kind {
                            ParameterKind::DescriptorTable(table) => {
                                mine.parameter_type() == 0
                                    && self.table_ranges(i) == table.ranges.as_slice()
                            }
                            ParameterKind::Constants(b) => {
                                mine.kind == ParameterKind::Constants(*b)
                            }
                            ParameterKind::Descriptor(kind, b) => {
                                mine.kind == ParameterKind::Descriptor(*kind, *b)
                            }
                        }
                })
    }
}

impl<const P: usize, const R: usize, const S: usize> PartialEq<RootSignature>
    for RootSignatureDesc<P, R, S>
{
    fn eq(&self, other: &RootSignature) -> bool {
        self.as_slices() == *other
    }
}

impl<const P: usize, const R: usize, const S: usize> PartialEq<RootSignatureDesc<P, R, S>>
    for RootSignature
{
    fn eq(&self, other: &RootSignatureDesc<P, R, S>) -> bool {
        other.as_slices() == *self
    }
}

impl<const P: usize, const R: usize, const S: usize> From<&RootSignatureDesc<P, R, S>>
    for RootSignature
{
    fn from(desc: &RootSignatureDesc<P, R, S>) -> RootSignature {
        desc.to_signature()
    }
}

impl From<RootSignatureDescRef<'_>> for RootSignature {
    fn from(view: RootSignatureDescRef<'_>) -> RootSignature {
        view.to_signature()
    }
}
