//! [`TableAllocation`]: descriptors allocated in a heap for one table of
//! one signature.

use core::fmt;
use core::marker::PhantomData;

use crate::{
    DescriptorCount, DescriptorHeap, DescriptorOffset, DescriptorRangeSlots, DescriptorTableIndex,
    Layout, ResourceBinding, ResourceLayout,
};

/// Where one descriptor is: its CPU handle (`D3D12_CPU_DESCRIPTOR_HANDLE::ptr`,
/// where `CreateShaderResourceView` and friends write) and its GPU handle
/// (`D3D12_GPU_DESCRIPTOR_HANDLE::ptr`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DescriptorHandle {
    /// The CPU descriptor handle.
    pub cpu: usize,
    /// The GPU descriptor handle.
    pub gpu: u64,
}

/// `capacity` descriptors of heap `H`, allocated for table `T` of
/// signature `S`: made from the heap's start handles for the allocation,
/// the heap's descriptor increment and the capacity. Its slots take only
/// the offsets of `S`'s table `T`, it checks them against its own
/// capacity, and [`Bound::set_table_allocation`](crate::Bound::set_table_allocation)
/// takes it as is.
///
/// ```
/// use rootsig::{DescriptorHandle, TableAllocation};
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(CBV(b0), textures: SRV(t0, numDescriptors = unbounded))";
/// }
/// // 1000 descriptors at CPU 0x1000 / GPU 0x8000_0000, 32 bytes apart.
/// let start = DescriptorHandle { cpu: 0x1000, gpu: 0x8000_0000 };
/// let table = TableAllocation::new(Sig::TABLE_CBV_B0, start, 32, 1000).unwrap();
/// assert_eq!(
///     table.slot(Sig::CBV_B0.offset()),
///     Some(DescriptorHandle { cpu: 0x1000, gpu: 0x8000_0000 }),
/// );
/// assert_eq!(table.at(Sig::textures, 998).map(|d| d.cpu), Some(0x1000 + 999 * 32));
/// assert_eq!(table.at(Sig::textures, 999), None); // past the capacity
/// assert_eq!(table.at(Sig::textures, 5000), None);
/// ```
///
/// An offset of another table does not compile:
///
/// ```compile_fail
/// use rootsig::{DescriptorHandle, TableAllocation};
/// rootsig::root_signature! {
///     Sig = "DescriptorTable(SRV(t0)), DescriptorTable(SRV(t1))";
/// }
/// let start = DescriptorHandle { cpu: 0x1000, gpu: 0x8000 };
/// let first = TableAllocation::new(Sig::TABLE_SRV_T0, start, 32, 1).unwrap();
/// first.slot(Sig::SRV_T1.offset()); // table 1's offset in table 0's allocation
/// ```
pub struct TableAllocation<H: DescriptorHeap, S, const T: u32> {
    start: DescriptorHandle,
    increment: u32,
    capacity: u32,
    table: DescriptorTableIndex<H, S, T>,
    marker: PhantomData<fn() -> S>,
}

impl<H: DescriptorHeap, S, const T: u32> TableAllocation<H, S, T> {
    /// `capacity` descriptors for `table`, the first at `start`,
    /// `increment` bytes apart
    /// (`GetDescriptorHandleIncrementSize`). `None` when `capacity` is
    /// smaller than the table's descriptor count (a table of bounded
    /// ranges needs all its slots); for a table with an unbounded range
    /// the capacity is the limit.
    ///
    /// ```
    /// use rootsig::{DescriptorHandle, TableAllocation};
    /// rootsig::root_signature! {
    ///     Sig = "DescriptorTable(SRV(t0, numDescriptors = 4))";
    /// }
    /// let start = DescriptorHandle { cpu: 0, gpu: 0 };
    /// assert!(TableAllocation::new(Sig::TABLE_SRV_T0, start, 32, 3).is_none());
    /// assert!(TableAllocation::new(Sig::TABLE_SRV_T0, start, 32, 4).is_some());
    /// ```
    pub fn new(
        table: DescriptorTableIndex<H, S, T>,
        start: DescriptorHandle,
        increment: u32,
        capacity: u32,
    ) -> Option<Self> {
        if let DescriptorCount::Bounded(count) = table.descriptor_count()
            && capacity < count
        {
            return None;
        }
        Some(TableAllocation {
            start,
            increment,
            capacity,
            table,
            marker: PhantomData,
        })
    }

    /// The table this allocation is for.
    pub fn table(&self) -> DescriptorTableIndex<H, S, T> {
        self.table
    }

    /// How many descriptors are allocated.
    pub fn capacity(&self) -> u32 {
        self.capacity
    }

    /// The first descriptor: the table's base, for
    /// `Set*RootDescriptorTable`.
    pub fn start(&self) -> DescriptorHandle {
        self.start
    }

    /// The descriptor at `offset` from the table start, or `None` past
    /// the capacity.
    ///
    /// ```
    /// use rootsig::{DescriptorHandle, TableAllocation};
    /// rootsig::root_signature! {
    ///     Sig = "DescriptorTable(SRV(t0, numDescriptors = unbounded))";
    /// }
    /// let start = DescriptorHandle { cpu: 0x1000, gpu: 0x8000 };
    /// let empty = TableAllocation::new(Sig::TABLE_SRV_T0, start, 32, 0).unwrap();
    /// assert_eq!(empty.slot(Sig::SRV_T0.offset()), None);
    /// ```
    pub fn slot(&self, offset: DescriptorOffset<H, S, T>) -> Option<DescriptorHandle> {
        self.nth(offset.get())
    }

    /// The `index`-th descriptor of `range`, or `None` when `index` is
    /// outside a bounded range or the slot is past the capacity.
    pub fn at(&self, range: DescriptorRangeSlots<H, S, T>, index: u32) -> Option<DescriptorHandle> {
        if !range.count().contains(index) {
            return None;
        }
        self.nth(range.offset().get().checked_add(index)?)
    }

    /// Slot `n` from the table start, within the capacity.
    fn nth(&self, n: u32) -> Option<DescriptorHandle> {
        if n >= self.capacity {
            return None;
        }
        let bytes = u64::from(n) * u64::from(self.increment);
        Some(DescriptorHandle {
            cpu: self.start.cpu.wrapping_add(usize::try_from(bytes).ok()?),
            gpu: self.start.gpu.wrapping_add(bytes),
        })
    }
}

impl<H: DescriptorHeap, S: Layout, const T: u32> TableAllocation<H, S, T> {
    /// The CPU handle of `resource`'s first descriptor, where its view is
    /// written: for reflection code that walks `S::LAYOUT.resources`.
    /// `None` for a resource bound at the root (it has no descriptor), one
    /// of another table or not of `S`, or a slot past the capacity.
    ///
    /// ```
    /// use rootsig::{DescriptorHandle, Layout, TableAllocation};
    /// rootsig::include_root_signature! {
    ///     Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
    /// }
    /// let start = DescriptorHandle { cpu: 0x1000, gpu: 0x8000 };
    /// let table = TableAllocation::new(Lit::TABLE_SRV_T0, start, 32, 5).unwrap();
    /// let normal_map = Lit::LAYOUT.resource("normalMap").unwrap();
    /// assert_eq!(table.cpu(normal_map), Some(0x1000 + 32));
    /// assert_eq!(table.gpu(normal_map), Some(0x8000 + 32));
    /// let camera = Lit::LAYOUT.resource("Camera").unwrap(); // a root CBV
    /// assert_eq!(table.cpu(camera), None);
    /// ```
    pub fn cpu(&self, resource: &ResourceLayout) -> Option<usize> {
        self.resource(resource).map(|d| d.cpu)
    }

    /// The GPU handle of `resource`'s first descriptor; `None` as for
    /// [`cpu`](Self::cpu).
    pub fn gpu(&self, resource: &ResourceLayout) -> Option<u64> {
        self.resource(resource).map(|d| d.gpu)
    }

    fn resource(&self, resource: &ResourceLayout) -> Option<DescriptorHandle> {
        if !S::LAYOUT.resources.contains(resource) {
            return None;
        }
        match resource.binding {
            ResourceBinding::Table {
                parameter, offset, ..
            } if parameter == T => self.nth(offset),
            _ => None,
        }
    }
}

impl<H: DescriptorHeap, S, const T: u32> Clone for TableAllocation<H, S, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<H: DescriptorHeap, S, const T: u32> Copy for TableAllocation<H, S, T> {}

impl<H: DescriptorHeap, S, const T: u32> fmt::Debug for TableAllocation<H, S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TableAllocation")
            .field("table", &self.table)
            .field("start", &self.start)
            .field("increment", &self.increment)
            .field("capacity", &self.capacity)
            .finish()
    }
}
