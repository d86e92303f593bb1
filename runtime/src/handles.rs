//! Typed root parameter indices and descriptor-table offsets.
//!
//! `root_signature!` gives every root parameter a constant whose type says
//! what kind of parameter it is, and every descriptor range a constant with
//! its resolved offset inside its table. Every handle type carries the
//! signature it came from (`S`, the struct the macro defines), and offsets
//! also carry their table (`T`, the table's root parameter index), so
//! wrappers around `SetGraphicsRoot*` and descriptor-heap writes refuse at
//! compile time a handle of the wrong kind, of the wrong heap, of another
//! signature or of another table:
//!
//! ```compile_fail
//! # use rootsig::*;
//! rootsig::root_signature! {
//!     Sig = "DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0))";
//! }
//! fn write_srv<const T: u32>(_slot: DescriptorOffset<CbvSrvUavHeap, Sig, T>) {}
//! write_srv(Sig::SAMPLER_S0.offset()); // a sampler-heap offset: rejected
//! ```
//!
//! ```compile_fail
//! # use rootsig::*;
//! rootsig::root_signature! {
//!     Sig = "CBV(b0), DescriptorTable(SRV(t0))";
//! }
//! fn set_table<const T: u32>(_index: CbvSrvUavTableIndex<Sig, T>) {}
//! set_table(Sig::CBV_B0); // a root CBV is not a descriptor table: rejected
//! ```
//!
//! ```compile_fail
//! # use rootsig::*;
//! rootsig::root_signature! {
//!     Forward = "CBV(b0)";
//!     Shadow = "CBV(b0)";
//! }
//! fn set_camera(_index: RootCbvIndex<Forward>) {}
//! set_camera(Shadow::CBV_B0); // another signature's parameter: rejected
//! ```
//!
//! The integers are one call away and explicit: `.index()` for a root
//! parameter index, `.get()` for an offset in descriptors.

use core::fmt;
use core::marker::PhantomData;

use crate::{DescriptorRangeType, RootDescriptorKind, sealed};
use rootsig_core::DescriptorHeapType;
use zerocopy::{Immutable, IntoBytes};

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

/// The root parameter index of a `RootConstants` parameter of signature
/// `S`, for `SetGraphicsRoot32BitConstants`. `C` is the Rust type its
/// values take: `[u32; N]` for `num32BitConstants = N`, or the type given
/// with the `constants(name = Type)` option (see the crate docs), whose
/// size the macro checks against `num32BitConstants` at compile time.
///
/// ```
/// rootsig::root_signature! {
///     Sig = "CBV(b0), RootConstants(num32BitConstants = 4, b1)";
/// }
/// const INDEX: u32 = Sig::CONSTANTS_B1.index();
/// assert_eq!(INDEX, 1);
/// assert_eq!(Sig::CONSTANTS_B1.num_32bit_values(), 4);
/// let words = Sig::CONSTANTS_B1.words(&[1, 2, 3, 4]);
/// assert_eq!(&*words, &[1, 2, 3, 4]);
/// ```
pub struct RootConstantsIndex<S, C> {
    index: u32,
    marker: PhantomData<fn() -> (S, C)>,
}

impl<S, C> RootConstantsIndex<S, C> {
    pub(crate) const fn new(index: u32) -> Self {
        RootConstantsIndex {
            index,
            marker: PhantomData,
        }
    }

    /// The root parameter index (`RootParameterIndex`).
    pub const fn index(self) -> u32 {
        self.index
    }

    /// How many 32-bit values the parameter holds (`num32BitConstants`):
    /// the size of `C` in DWORDs.
    pub const fn num_32bit_values(self) -> u32 {
        (size_of::<C>() / 4) as u32
    }

    /// The DWORD offset (`DestOffsetIn32BitValues`) of the byte offset
    /// `byte_offset` into `C`, usually `core::mem::offset_of!(C, field)`;
    /// `None` when it is not a multiple of 4 or lies past the end.
    ///
    /// ```
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
    /// let tint = Sig::draw.dword_offset(core::mem::offset_of!(Draw, tint));
    /// assert_eq!(tint, Some(12));
    /// assert_eq!(Sig::draw.dword_offset(2), None);
    /// assert_eq!(Sig::draw.dword_offset(64), None);
    /// ```
    pub const fn dword_offset(self, byte_offset: usize) -> Option<u32> {
        if byte_offset.is_multiple_of(4) && byte_offset < size_of::<C>() {
            Some((byte_offset / 4) as u32)
        } else {
            None
        }
    }
}

impl<S, C: IntoBytes + Immutable> RootConstantsIndex<S, C> {
    /// The 32-bit values of `value`, for `SetGraphicsRoot32BitConstants`:
    /// its bytes read as native-endian words (copied, so `C` needs no
    /// particular alignment).
    pub fn words(self, value: &C) -> RootConstantWords {
        RootConstantWords::of(value.as_bytes())
    }
}

/// At most 64 DWORDs of root constants (the most a root signature holds),
/// copied out of a value. Dereferences to `[u32]`.
///
/// ```
/// let words = rootsig::RootConstantWords::of(&[1, 0, 0, 0, 2, 0, 0, 0]);
/// assert_eq!(words.len(), 2);
/// assert_eq!(words[0], u32::from_ne_bytes([1, 0, 0, 0]));
/// ```
#[derive(Clone, Copy)]
pub struct RootConstantWords {
    words: [u32; 64],
    len: usize,
}

impl RootConstantWords {
    /// The words of `bytes`, in native byte order. Bytes past the 64th
    /// word, or past the last whole word, are left out.
    pub fn of(bytes: &[u8]) -> Self {
        let mut words = [0u32; 64];
        let mut len = 0;
        for (word, chunk) in words.iter_mut().zip(bytes.chunks_exact(4)) {
            let mut four = [0u8; 4];
            four.copy_from_slice(chunk);
            *word = u32::from_ne_bytes(four);
            len += 1;
        }
        RootConstantWords { words, len }
    }
}

impl core::ops::Deref for RootConstantWords {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        self.words.get(..self.len).unwrap_or(&[])
    }
}

impl fmt::Debug for RootConstantWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The root parameter index of a root CBV, SRV or UAV of signature `S`;
/// `K` says which ([`RootCbvIndex`], [`RootSrvIndex`], [`RootUavIndex`]).
///
/// ```
/// use rootsig::{RootCbvIndex, RootDescriptorKind};
/// rootsig::root_signature! {
///     Sig = "camera: CBV(b0), SRV(t0)";
/// }
/// let camera: RootCbvIndex<Sig> = Sig::camera;
/// assert_eq!(camera.index(), 0);
/// assert_eq!(Sig::SRV_T0.index(), 1);
/// assert_eq!(Sig::SRV_T0.kind(), RootDescriptorKind::Srv);
/// assert_eq!(format!("{camera:?}"), "RootCbvIndex(0)");
/// ```
pub struct RootDescriptorIndex<K: RootDescriptorType, S> {
    index: u32,
    marker: PhantomData<fn() -> (K, S)>,
}

/// The root parameter index of a root constant buffer view of signature `S`.
pub type RootCbvIndex<S> = RootDescriptorIndex<Cbv, S>;
/// The root parameter index of a root shader resource view of signature `S`.
pub type RootSrvIndex<S> = RootDescriptorIndex<Srv, S>;
/// The root parameter index of a root unordered access view of signature `S`.
pub type RootUavIndex<S> = RootDescriptorIndex<Uav, S>;

impl<K: RootDescriptorType, S> RootDescriptorIndex<K, S> {
    pub(crate) const fn new(index: u32) -> Self {
        RootDescriptorIndex {
            index,
            marker: PhantomData,
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

/// The descriptor table at root parameter `T` of signature `S`, pointing
/// into heap `H`, with the number of descriptors it spans
/// ([`CbvSrvUavTableIndex`], [`SamplerTableIndex`]).
///
/// ```
/// use rootsig::{CbvSrvUavTableIndex, DescriptorCount};
/// rootsig::root_signature! {
///     Sig = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))";
/// }
/// let table: CbvSrvUavTableIndex<Sig, 1> = Sig::TABLE_SRV_T0;
/// assert_eq!(table.index(), 1);
/// assert_eq!(table.descriptor_count(), DescriptorCount::Bounded(5));
/// ```
pub struct DescriptorTableIndex<H: DescriptorHeap, S, const T: u32> {
    descriptor_count: DescriptorCount,
    marker: PhantomData<fn() -> (H, S)>,
}

/// A descriptor table of signature `S` at root parameter `T`, in the
/// CBV/SRV/UAV heap.
pub type CbvSrvUavTableIndex<S, const T: u32> = DescriptorTableIndex<CbvSrvUavHeap, S, T>;
/// A descriptor table of signature `S` at root parameter `T`, in the
/// sampler heap.
pub type SamplerTableIndex<S, const T: u32> = DescriptorTableIndex<SamplerHeap, S, T>;

impl<H: DescriptorHeap, S, const T: u32> DescriptorTableIndex<H, S, T> {
    pub(crate) const fn new(descriptor_count: DescriptorCount) -> Self {
        DescriptorTableIndex {
            descriptor_count,
            marker: PhantomData,
        }
    }

    /// The root parameter index (`RootParameterIndex`).
    pub const fn index(self) -> u32 {
        T
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

/// A descriptor's offset from the start of table `T` of signature `S`, in
/// descriptors, in heap `H`. Add it to the table's base handle to find
/// where to write: [`cpu`](Self::cpu) and [`gpu`](Self::gpu) do, on plain
/// integer handle values. Only the handles of the table's ranges make one.
///
/// ```
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = 2))";
/// }
/// let uav = Sig::UAV_U0.offset();
/// assert_eq!(uav.get(), 4);
/// // A table placed at CPU address 0x1000, 32-byte descriptors.
/// assert_eq!(uav.cpu(0x1000, 32), 0x1080);
/// assert_eq!(uav.gpu(0x8000_0000, 32), 0x8000_0080);
/// assert_eq!(uav.bytes(32), 128);
/// ```
pub struct DescriptorOffset<H: DescriptorHeap, S, const T: u32> {
    offset: u32,
    marker: PhantomData<fn() -> (H, S)>,
}

impl<H: DescriptorHeap, S, const T: u32> DescriptorOffset<H, S, T> {
    const fn new(offset: u32) -> Self {
        DescriptorOffset {
            offset,
            marker: PhantomData,
        }
    }

    /// The offset in descriptors.
    pub const fn get(self) -> u32 {
        self.offset
    }

    /// The offset in bytes, for a heap whose descriptor increment size
    /// (`GetDescriptorHandleIncrementSize`) is `increment`.
    pub const fn bytes(self, increment: u32) -> u64 {
        self.offset as u64 * increment as u64
    }

    /// The CPU descriptor handle (`D3D12_CPU_DESCRIPTOR_HANDLE::ptr`) of
    /// this slot, for a table whose first descriptor is at
    /// `table_start_cpu`. Wraps around like pointer arithmetic in C.
    pub const fn cpu(self, table_start_cpu: usize, increment: u32) -> usize {
        table_start_cpu.wrapping_add((self.offset as usize).wrapping_mul(increment as usize))
    }

    /// The GPU descriptor handle (`D3D12_GPU_DESCRIPTOR_HANDLE::ptr`) of
    /// this slot, for a table whose first descriptor is at
    /// `table_start_gpu`. Wraps around like pointer arithmetic in C.
    pub const fn gpu(self, table_start_gpu: u64, increment: u32) -> u64 {
        table_start_gpu.wrapping_add(self.bytes(increment))
    }
}

/// Where one descriptor range sits in table `T` of signature `S`: its
/// table, its first slot (with `DESCRIPTOR_RANGE_OFFSET_APPEND` resolved)
/// and its size.
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
pub struct DescriptorRangeSlots<H: DescriptorHeap, S, const T: u32> {
    table: DescriptorTableIndex<H, S, T>,
    offset: DescriptorOffset<H, S, T>,
    count: DescriptorCount,
    range_type: DescriptorRangeType,
}

/// A range of table `T` of signature `S`, in the CBV/SRV/UAV heap.
pub type CbvSrvUavRangeSlots<S, const T: u32> = DescriptorRangeSlots<CbvSrvUavHeap, S, T>;
/// A range of table `T` of signature `S`, in the sampler heap.
pub type SamplerRangeSlots<S, const T: u32> = DescriptorRangeSlots<SamplerHeap, S, T>;

impl<H: DescriptorHeap, S, const T: u32> DescriptorRangeSlots<H, S, T> {
    pub(crate) const fn new(
        table: DescriptorTableIndex<H, S, T>,
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
    pub const fn table(self) -> DescriptorTableIndex<H, S, T> {
        self.table
    }

    /// The range's first slot, from the table start.
    pub const fn offset(self) -> DescriptorOffset<H, S, T> {
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

    /// The slot of the range's `index`-th descriptor in a table for which
    /// `capacity` descriptors are allocated, or `None` when `index` is
    /// outside the range (a bounded range's count) or the slot is outside
    /// the allocation. For an unbounded range the allocation is the only
    /// limit; for a table of bounded ranges, allocating
    /// `table().descriptor_count()` descriptors makes the count the limit.
    ///
    /// ```
    /// rootsig::root_signature! {
    ///     Sig = "DescriptorTable(SRV(t0, numDescriptors = 2), textures: SRV(t2, numDescriptors = unbounded))";
    /// }
    /// // Bounded: the range's count.
    /// assert_eq!(Sig::SRV_T0.at(1, 2).map(|o| o.get()), Some(1));
    /// assert_eq!(Sig::SRV_T0.at(2, 100), None);
    /// // Unbounded: the table's allocation, here 1000 descriptors.
    /// assert_eq!(Sig::textures.at(997, 1000).map(|o| o.get()), Some(999));
    /// assert_eq!(Sig::textures.at(998, 1000), None);
    /// assert_eq!(Sig::textures.at(5000, 1000), None);
    /// ```
    pub const fn at(self, index: u32, capacity: u32) -> Option<DescriptorOffset<H, S, T>> {
        if !self.count.contains(index) {
            return None;
        }
        match self.offset.offset.checked_add(index) {
            Some(slot) if slot < capacity => Some(DescriptorOffset::new(slot)),
            _ => None,
        }
    }
}

// Manual impls: derives would demand `S: Clone`, … of the marker types.
macro_rules! marker_impls {
    ($name:ident < $($param:ident $(: $bound:ident)?),* $(; const $c:ident)? > { $($field:ident),* }) => {
        impl<$($param $(: $bound)?,)* $(const $c: u32)?> Clone for $name<$($param,)* $($c)?> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$($param $(: $bound)?,)* $(const $c: u32)?> Copy for $name<$($param,)* $($c)?> {}
        impl<$($param $(: $bound)?,)* $(const $c: u32)?> PartialEq for $name<$($param,)* $($c)?> {
            fn eq(&self, other: &Self) -> bool {
                true $(&& self.$field == other.$field)*
            }
        }
        impl<$($param $(: $bound)?,)* $(const $c: u32)?> Eq for $name<$($param,)* $($c)?> {}
        impl<$($param $(: $bound)?,)* $(const $c: u32)?> core::hash::Hash for $name<$($param,)* $($c)?> {
            fn hash<HS: core::hash::Hasher>(&self, state: &mut HS) {
                $(self.$field.hash(state);)*
            }
        }
    };
}

marker_impls!(RootConstantsIndex < S, C > { index });
marker_impls!(RootDescriptorIndex<K: RootDescriptorType, S> { index });
marker_impls!(DescriptorTableIndex<H: DescriptorHeap, S; const T> { descriptor_count });
marker_impls!(DescriptorOffset<H: DescriptorHeap, S; const T> { offset });
marker_impls!(DescriptorRangeSlots<H: DescriptorHeap, S; const T> { table, offset, count, range_type });

impl<S, C> fmt::Debug for RootConstantsIndex<S, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RootConstantsIndex")
            .field("index", &self.index)
            .field("num_32bit_values", &self.num_32bit_values())
            .finish()
    }
}

impl<K: RootDescriptorType, S> fmt::Debug for RootDescriptorIndex<K, S> {
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

impl<H: DescriptorHeap, S, const T: u32> fmt::Debug for DescriptorTableIndex<H, S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DescriptorTableIndex")
            .field("heap", &H::NAME)
            .field("index", &T)
            .field("descriptor_count", &self.descriptor_count)
            .finish()
    }
}

impl<H: DescriptorHeap, S, const T: u32> fmt::Debug for DescriptorOffset<H, S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DescriptorOffset<{}>({})", H::NAME, self.offset)
    }
}

impl<H: DescriptorHeap, S, const T: u32> fmt::Debug for DescriptorRangeSlots<H, S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DescriptorRangeSlots")
            .field("table", &self.table)
            .field("range_type", &self.range_type)
            .field("offset", &self.offset.offset)
            .field("count", &self.count)
            .finish()
    }
}
