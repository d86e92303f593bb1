//! A stand-in for `ID3D12GraphicsCommandList` and a shader-visible
//! descriptor heap.
//!
//! A real renderer uses the `windows` crate's command list, for which the
//! `windows` feature implements [`rootsig::CommandList`]; here the list
//! records the calls so that the example runs anywhere.

use core::marker::PhantomData;
use rootsig::{CommandList, DescriptorHeap, DescriptorTableIndex, Pipeline, TableAllocation};

/// A command list that records each call as a line of text.
#[derive(Default)]
pub struct RecordingCommandList {
    /// The calls, in order.
    pub calls: Vec<String>,
}

/// The same recorder for both pipelines: `SetGraphicsRoot*` and
/// `SetComputeRoot*`.
impl<P: Pipeline> CommandList<P> for RecordingCommandList {
    /// A name standing in for the `ID3D12RootSignature`.
    type RootSignature = String;

    fn set_root_signature(&mut self, root_signature: &String) {
        self.calls
            .push(format!("Set{}RootSignature({root_signature})", P::NAME));
    }

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
        TableAllocation::new(
            table,
            self.cpu_start + usize::try_from(bytes).ok()?,
            self.gpu_start + bytes,
            self.increment,
            capacity,
        )
    }
}
