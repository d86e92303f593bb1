//! Typed root parameter indices and descriptor-table offsets.
//!
//! `root_signature!` gives every root parameter a constant whose type says
//! what kind of parameter it is, and every descriptor range a constant with
//! its resolved offset inside its table. A root parameter index and a
//! descriptor offset are different types, and offsets into the sampler heap
//! are a different type from offsets into the CBV/SRV/UAV heap, so wrappers
//! around `SetGraphicsRoot*` and descriptor-heap writes can refuse the wrong
//! one at compile time:
//!
//! ```compile_fail
//! # use rootsig::*;
//! rootsig::root_signature! {
//!     Sig = "DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0))";
//! }
//! fn write_srv(_slot: DescriptorOffset<CbvSrvUavHeap>) {}
//! write_srv(Sig::SAMPLER_S0.offset()); // a sampler-heap offset: rejected
//! ```
//!
//! ```compile_fail
//! # use rootsig::*;
//! rootsig::root_signature! {
//!     Sig = "CBV(b0), DescriptorTable(SRV(t0))";
//! }
//! fn set_table(_index: CbvSrvUavTableIndex) {}
//! set_table(Sig::CBV_B0); // a root CBV is not a descriptor table: rejected
//! ```

use core::fmt;
use core::marker::PhantomData;

use crate::{DescriptorRangeType, RootDescriptorKind};
use rootsig_core::DescriptorHeapType;

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::CbvSrvUavHeap {}
    impl Sealed for super::SamplerHeap {}
    impl Sealed for super::Cbv {}
    impl Sealed for super::Srv {}
    impl Sealed for super::Uav {}
}

/// A shader-visible descriptor heap type: [`CbvSrvUavHeap`] or [`SamplerHeap`].
pub trait DescriptorHeap: sealed::Sealed + 'static {
    /// Which heap.
    const TYPE: DescriptorHeapType;
    /// The `D3D12_DESCRIPTOR_HEAP_TYPE` value: 0 or 1.
    const D3D12_TYPE: i32;
    /// `"CBV/SRV/UAV"` or `"sampler"`.
    const NAME: &'static str;
}

/// The CBV/SRV/UAV descriptor heap (`D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CbvSrvUavHeap {}

/// The sampler descriptor heap (`D3D12_DESCRIPTOR_HEAP_TYPE_SAMPLER`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SamplerHeap {}

impl DescriptorHeap for CbvSrvUavHeap {
    const TYPE: DescriptorHeapType = DescriptorHeapType::CbvSrvUav;
    const D3D12_TYPE: i32 = 0;
    const NAME: &'static str = "CBV/SRV/UAV";
}

impl DescriptorHeap for SamplerHeap {
    const TYPE: DescriptorHeapType = DescriptorHeapType::Sampler;
    const D3D12_TYPE: i32 = 1;
    const NAME: &'static str = "sampler";
}

/// The kind of a root descriptor: [`Cbv`], [`Srv`] or [`Uav`].
pub trait RootDescriptorType: sealed::Sealed + 'static {
    /// Which kind.
    const KIND: RootDescriptorKind;
}

/// A root constant buffer view (`SetGraphicsRootConstantBufferView`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cbv {}

/// A root shader resource view (`SetGraphicsRootShaderResourceView`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Srv {}

/// A root unordered access view (`SetGraphicsRootUnorderedAccessView`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Uav {}

impl RootDescriptorType for Cbv {
    const KIND: RootDescriptorKind = RootDescriptorKind::Cbv;
}

impl RootDescriptorType for Srv {
    const KIND: RootDescriptorKind = RootDescriptorKind::Srv;
}

impl RootDescriptorType for Uav {
    const KIND: RootDescriptorKind = RootDescriptorKind::Uav;
}

/// The root parameter index of a `RootConstants` parameter, with its size,
/// for `SetGraphicsRoot32BitConstants`.
///
/// ```
/// rootsig::root_signature! {
///     Sig = "CBV(b0), RootConstants(num32BitConstants = 4, b1)";
/// }
/// const INDEX: u32 = Sig::CONSTANTS_B1.index();
/// assert_eq!(INDEX, 1);
/// assert_eq!(Sig::CONSTANTS_B1.num_32bit_values(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootConstantsIndex {
    index: u32,
    num_32bit_values: u32,
}

impl RootConstantsIndex {
    /// Root constants at root parameter `index`, `num_32bit_values` words long.
    /// Normally produced by `root_signature!`.
    pub const fn new(index: u32, num_32bit_values: u32) -> Self {
        RootConstantsIndex {
            index,
            num_32bit_values,
        }
    }

    /// The root parameter index (`RootParameterIndex`).
    pub const fn index(self) -> u32 {
        self.index
    }

    /// How many 32-bit values the parameter holds (`num32BitConstants`).
    pub const fn num_32bit_values(self) -> u32 {
        self.num_32bit_values
    }
}

/// The root parameter index of a root CBV, SRV or UAV; `K` says which
/// ([`RootCbvIndex`], [`RootSrvIndex`], [`RootUavIndex`]).
///
/// ```
/// use rootsig::{RootCbvIndex, RootDescriptorKind};
/// rootsig::root_signature! {
///     Sig = "camera: CBV(b0), SRV(t0)";
/// }
/// let camera: RootCbvIndex = Sig::camera;
/// assert_eq!(camera.index(), 0);
/// assert_eq!(Sig::SRV_T0.index(), 1);
/// assert_eq!(Sig::SRV_T0.kind(), RootDescriptorKind::Srv);
/// assert_eq!(format!("{camera:?}"), "RootCbvIndex(0)");
/// ```
pub struct RootDescriptorIndex<K: RootDescriptorType> {
    index: u32,
    kind: PhantomData<K>,
}

/// The root parameter index of a root constant buffer view.
pub type RootCbvIndex = RootDescriptorIndex<Cbv>;
/// The root parameter index of a root shader resource view.
pub type RootSrvIndex = RootDescriptorIndex<Srv>;
/// The root parameter index of a root unordered access view.
pub type RootUavIndex = RootDescriptorIndex<Uav>;

impl<K: RootDescriptorType> RootDescriptorIndex<K> {
    /// A root descriptor at root parameter `index`. Normally produced by
    /// `root_signature!`.
    pub const fn new(index: u32) -> Self {
        RootDescriptorIndex {
            index,
            kind: PhantomData,
        }
    }

    /// The root parameter index (`RootParameterIndex`).
    pub const fn index(self) -> u32 {
        self.index
    }

    /// CBV, SRV or UAV.
    pub const fn kind(self) -> RootDescriptorKind {
        K::KIND
    }
}

/// How many descriptors a range or a table holds.
///
/// ```
/// use rootsig::DescriptorCount;
/// assert_eq!(DescriptorCount::Bounded(4).get(), Some(4));
/// assert!(DescriptorCount::Unbounded.is_unbounded());
/// assert_eq!(DescriptorCount::Unbounded.to_string(), "unbounded");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DescriptorCount {
    /// A fixed number of descriptors.
    Bounded(u32),
    /// `numDescriptors = unbounded`: the range runs to the end of the heap.
    Unbounded,
}

impl DescriptorCount {
    /// The count, or `None` when unbounded.
    pub const fn get(self) -> Option<u32> {
        match self {
            DescriptorCount::Bounded(n) => Some(n),
            DescriptorCount::Unbounded => None,
        }
    }

    /// True for `numDescriptors = unbounded`.
    pub const fn is_unbounded(self) -> bool {
        matches!(self, DescriptorCount::Unbounded)
    }

    /// True when `index` lies inside the count.
    pub const fn contains(self, index: u32) -> bool {
        match self {
            DescriptorCount::Bounded(n) => index < n,
            DescriptorCount::Unbounded => true,
        }
    }
}

impl fmt::Display for DescriptorCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DescriptorCount::Bounded(n) => write!(f, "{n}"),
            DescriptorCount::Unbounded => f.write_str("unbounded"),
        }
    }
}

/// The root parameter index of a descriptor table that points into heap
/// `H`, with the number of descriptors the table spans
/// ([`CbvSrvUavTableIndex`], [`SamplerTableIndex`]).
///
/// ```
/// use rootsig::{CbvSrvUavTableIndex, DescriptorCount};
/// rootsig::root_signature! {
///     Sig = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))";
/// }
/// let table: CbvSrvUavTableIndex = Sig::TABLE_SRV_T0;
/// assert_eq!(table.index(), 1);
/// assert_eq!(table.descriptor_count(), DescriptorCount::Bounded(5));
/// ```
pub struct DescriptorTableIndex<H: DescriptorHeap> {
    index: u32,
    descriptor_count: DescriptorCount,
    heap: PhantomData<H>,
}

/// A descriptor table in the CBV/SRV/UAV heap.
pub type CbvSrvUavTableIndex = DescriptorTableIndex<CbvSrvUavHeap>;
/// A descriptor table in the sampler heap.
pub type SamplerTableIndex = DescriptorTableIndex<SamplerHeap>;

impl<H: DescriptorHeap> DescriptorTableIndex<H> {
    /// A table at root parameter `index` spanning `descriptor_count`
    /// descriptors. Normally produced by `root_signature!`.
    pub const fn new(index: u32, descriptor_count: DescriptorCount) -> Self {
        DescriptorTableIndex {
            index,
            descriptor_count,
            heap: PhantomData,
        }
    }

    /// The root parameter index (`RootParameterIndex`).
    pub const fn index(self) -> u32 {
        self.index
    }

    /// How many descriptors the table spans: one past the highest slot any
    /// range uses, or unbounded.
    pub const fn descriptor_count(self) -> DescriptorCount {
        self.descriptor_count
    }

    /// Which heap the table points into.
    pub const fn heap(self) -> DescriptorHeapType {
        H::TYPE
    }
}

/// A descriptor's offset from the start of its table, in descriptors, in
/// heap `H`. Add it to the table's base handle to find where to write.
///
/// ```
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = 2))";
/// }
/// assert_eq!(Sig::UAV_U0.offset().get(), 4);
/// assert_eq!(Sig::UAV_U0.at(1).map(|o| o.get()), Some(5));
/// assert_eq!(Sig::UAV_U0.at(2), None);
/// ```
pub struct DescriptorOffset<H: DescriptorHeap> {
    offset: u32,
    heap: PhantomData<H>,
}

impl<H: DescriptorHeap> DescriptorOffset<H> {
    /// An offset of `offset` descriptors.
    pub const fn new(offset: u32) -> Self {
        DescriptorOffset {
            offset,
            heap: PhantomData,
        }
    }

    /// The offset in descriptors.
    pub const fn get(self) -> u32 {
        self.offset
    }

    /// The offset `n` descriptors further, or `None` on overflow.
    pub const fn checked_add(self, n: u32) -> Option<Self> {
        match self.offset.checked_add(n) {
            Some(offset) => Some(DescriptorOffset::new(offset)),
            None => None,
        }
    }

    /// The offset in bytes, for a heap whose descriptor increment size
    /// (`GetDescriptorHandleIncrementSize`) is `increment`.
    pub const fn bytes(self, increment: u32) -> u64 {
        self.offset as u64 * increment as u64
    }
}

/// Where one descriptor range sits in its table: its table, its first slot
/// (with `DESCRIPTOR_RANGE_OFFSET_APPEND` resolved) and its size.
///
/// ```
/// use rootsig::{DescriptorCount, DescriptorRangeType};
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(CBV(b0, numDescriptors = 2), textures: SRV(t0, numDescriptors = unbounded, offset = 8))";
/// }
/// assert_eq!(Sig::CBV_B0.offset().get(), 0);
/// assert_eq!(Sig::textures.offset().get(), 8);
/// assert_eq!(Sig::textures.count(), DescriptorCount::Unbounded);
/// assert_eq!(Sig::textures.range_type(), DescriptorRangeType::SRV);
/// assert_eq!(Sig::textures.table().index(), 0);
/// assert_eq!(
///     format!("{:?}", Sig::textures),
///     "DescriptorRangeSlots { table: DescriptorTableIndex { heap: \"CBV/SRV/UAV\", index: 0, \
///      descriptor_count: Unbounded }, range_type: DescriptorRangeType::SRV, offset: 8, count: Unbounded }",
/// );
/// ```
pub struct DescriptorRangeSlots<H: DescriptorHeap> {
    table: DescriptorTableIndex<H>,
    offset: DescriptorOffset<H>,
    count: DescriptorCount,
    range_type: DescriptorRangeType,
}

/// A range in the CBV/SRV/UAV heap.
pub type CbvSrvUavRangeSlots = DescriptorRangeSlots<CbvSrvUavHeap>;
/// A range in the sampler heap.
pub type SamplerRangeSlots = DescriptorRangeSlots<SamplerHeap>;

impl<H: DescriptorHeap> DescriptorRangeSlots<H> {
    /// A range of `range_type` in `table`, starting `offset` descriptors
    /// from the table start. Normally produced by `root_signature!`.
    pub const fn new(
        table: DescriptorTableIndex<H>,
        range_type: DescriptorRangeType,
        offset: u32,
        count: DescriptorCount,
    ) -> Self {
        DescriptorRangeSlots {
            table,
            offset: DescriptorOffset::new(offset),
            count,
            range_type,
        }
    }

    /// The table the range belongs to.
    pub const fn table(self) -> DescriptorTableIndex<H> {
        self.table
    }

    /// The range's first slot, from the table start.
    pub const fn offset(self) -> DescriptorOffset<H> {
        self.offset
    }

    /// How many descriptors the range holds.
    pub const fn count(self) -> DescriptorCount {
        self.count
    }

    /// SRV, UAV, CBV or Sampler.
    pub const fn range_type(self) -> DescriptorRangeType {
        self.range_type
    }

    /// The slot of the range's `index`-th descriptor, or `None` when
    /// `index` is outside the range.
    pub const fn at(self, index: u32) -> Option<DescriptorOffset<H>> {
        if self.count.contains(index) {
            self.offset.checked_add(index)
        } else {
            None
        }
    }
}

// Manual impls: derives would demand `H: Clone`, … of the marker types.
macro_rules! marker_impls {
    ($name:ident < $param:ident : $bound:ident > { $($field:ident),* }) => {
        impl<$param: $bound> Clone for $name<$param> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$param: $bound> Copy for $name<$param> {}
        impl<$param: $bound> PartialEq for $name<$param> {
            fn eq(&self, other: &Self) -> bool {
                true $(&& self.$field == other.$field)*
            }
        }
        impl<$param: $bound> Eq for $name<$param> {}
        impl<$param: $bound> core::hash::Hash for $name<$param> {
            fn hash<S: core::hash::Hasher>(&self, state: &mut S) {
                $(self.$field.hash(state);)*
            }
        }
    };
}

marker_impls!(RootDescriptorIndex<K: RootDescriptorType> { index });
marker_impls!(DescriptorTableIndex<H: DescriptorHeap> { index, descriptor_count });
marker_impls!(DescriptorOffset<H: DescriptorHeap> { offset });
marker_impls!(DescriptorRangeSlots<H: DescriptorHeap> { table, offset, count, range_type });

impl<K: RootDescriptorType> fmt::Debug for RootDescriptorIndex<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Named like the aliases users write: `RootCbvIndex(0)`.
        let name = match K::KIND {
            RootDescriptorKind::Cbv => "RootCbvIndex",
            RootDescriptorKind::Srv => "RootSrvIndex",
            RootDescriptorKind::Uav => "RootUavIndex",
        };
        write!(f, "{name}({})", self.index)
    }
}

impl<H: DescriptorHeap> fmt::Debug for DescriptorTableIndex<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DescriptorTableIndex")
            .field("heap", &H::NAME)
            .field("index", &self.index)
            .field("descriptor_count", &self.descriptor_count)
            .finish()
    }
}

impl<H: DescriptorHeap> fmt::Debug for DescriptorOffset<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DescriptorOffset<{}>({})", H::NAME, self.offset)
    }
}

impl<H: DescriptorHeap> fmt::Debug for DescriptorRangeSlots<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DescriptorRangeSlots")
            .field("table", &self.table)
            .field("range_type", &self.range_type)
            .field("offset", &self.offset.offset)
            .field("count", &self.count)
            .finish()
    }
}
