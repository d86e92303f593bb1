//! A stand-in for `ID3D12GraphicsCommandList` and a shader-visible
//! descriptor heap.
//!
//! A real renderer implements [`rootsig::CommandList`] on a newtype around
//! the `windows` crate's command list (see the crate docs); here it
//! records the calls so that the example runs anywhere.

use core::marker::PhantomData;
use rootsig::{CommandList, DescriptorHeap, DescriptorOffset, DescriptorTableIndex, Pipeline};

/// A command list that records each call as a line of text.
#[derive(Default)]
pub struct RecordingCommandList {
    /// The calls, in order.
    pub calls: Vec<String>,
}

impl RecordingCommandList {
    /// `SetGraphicsRootSignature`, with the serialized blob standing in
    /// for the `ID3D12RootSignature` created from it.
    pub fn set_graphics_root_signature(&mut self, name: &str, blob: &'static [u8]) {
        self.calls.push(format!(
            "SetGraphicsRootSignature({name}: {} bytes)",
            blob.len()
        ));
    }
}

/// The same recorder for both pipelines: `SetGraphicsRoot*` and
/// `SetComputeRoot*`.
impl<P: Pipeline> CommandList<P> for RecordingCommandList {
    fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
        self.calls.push(format!(
            "Set{}RootDescriptorTable({index}, {base_gpu:#x})",
            P::NAME
        ));
    }

    fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
        self.calls.push(format!(
            "Set{}Root32BitConstants({index}, {} values at {dest_offset})",
            P::NAME,
            values.len()
        ));
    }

    fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
        self.calls.push(format!(
            "Set{}RootConstantBufferView({index}, {address:#x})",
            P::NAME
        ));
    }

    fn set_shader_resource_view(&mut self, index: u32, address: u64) {
        self.calls.push(format!(
            "Set{}RootShaderResourceView({index}, {address:#x})",
            P::NAME
        ));
    }

    fn set_unordered_access_view(&mut self, index: u32, address: u64) {
        self.calls.push(format!(
            "Set{}RootUnorderedAccessView({index}, {address:#x})",
            P::NAME
        ));
    }
}

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

    /// Places `table` at slot `start` of the heap, with room for
    /// `capacity` descriptors. The table's heap must be this heap's.
    pub fn place<S, const T: u32>(
        &self,
        _table: DescriptorTableIndex<H, S, T>,
        start: u32,
        capacity: u32,
    ) -> PlacedTable<H, S, T> {
        let bytes = u64::from(start) * u64::from(self.increment);
        PlacedTable {
            cpu_start: self.cpu_start + usize::try_from(bytes).unwrap_or(usize::MAX),
            gpu_start: self.gpu_start + bytes,
            increment: self.increment,
            capacity,
            table: PhantomData,
        }
    }
}

/// Where one table's descriptors live in a heap: only offsets of that
/// table's ranges are accepted.
pub struct PlacedTable<H: DescriptorHeap, S, const T: u32> {
    cpu_start: usize,
    gpu_start: u64,
    increment: u32,
    /// How many descriptors were set aside for the table.
    pub capacity: u32,
    table: PhantomData<fn() -> (H, S)>,
}

impl<H: DescriptorHeap, S, const T: u32> PlacedTable<H, S, T> {
    /// Where to write the descriptor at `offset` of this table.
    pub fn cpu(&self, offset: DescriptorOffset<H, S, T>) -> usize {
        offset.cpu(self.cpu_start, self.increment)
    }

    /// The table's first descriptor, for `SetGraphicsRootDescriptorTable`.
    pub fn gpu(&self) -> u64 {
        self.gpu_start
    }
}
