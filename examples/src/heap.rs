//! A stand-in for a shader-visible descriptor heap, which hands out
//! [`TableAllocation`]s.

use core::marker::PhantomData;
use rootsig::{DescriptorHandle, DescriptorHeap, DescriptorTableIndex, TableAllocation};

/// A shader-visible descriptor heap of type `H`, with the device's
/// descriptor increment size for it.
pub struct ShaderVisibleHeap<H: DescriptorHeap> {
    cpu_start: usize,
    gpu_start: u64,
    increment: u32,
    heap: PhantomData<H>,
}

impl<H: DescriptorHeap> ShaderVisibleHeap<H> {
    /// A heap whose first descriptor is at these addresses.
    pub fn new(cpu_start: usize, gpu_start: u64, increment: u32) -> Self {
        ShaderVisibleHeap {
            cpu_start,
            gpu_start,
            increment,
            heap: PhantomData,
        }
    }

    /// Allocates `capacity` descriptors for `table` from slot `start` of
    /// the heap; `None` when that is less than the table spans. The
    /// table's heap must be this heap's.
    pub fn allocate<S, const T: u32>(
        &self,
        table: DescriptorTableIndex<H, S, T>,
        start: u32,
        capacity: u32,
    ) -> Option<TableAllocation<H, S, T>> {
        let bytes = u64::from(start) * u64::from(self.increment);
        let start = DescriptorHandle {
            cpu: self.cpu_start + usize::try_from(bytes).ok()?,
            gpu: self.gpu_start + bytes,
        };
        TableAllocation::new(table, start, self.increment, capacity)
    }
}
