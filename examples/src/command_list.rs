//! A stand-in for `ID3D12GraphicsCommandList` and a shader-visible
//! descriptor heap, with the typed handles of `rootsig` as parameters.
//!
//! A real renderer implements [`GraphicsCommandList`] on top of the
//! `windows` crate (see the crate docs); here it records the calls so that
//! the example runs anywhere.

use core::marker::PhantomData;
use rootsig::{
    DescriptorHeap, DescriptorOffset, DescriptorTableIndex, RootCbvIndex, RootConstantsIndex,
    RootSrvIndex, RootUavIndex,
};

/// A GPU descriptor handle into a heap of type `H`
/// (`D3D12_GPU_DESCRIPTOR_HANDLE`).
pub struct GpuDescriptorHandle<H: DescriptorHeap> {
    /// The address.
    pub ptr: u64,
    heap: PhantomData<H>,
}

/// A CPU descriptor handle into a heap of type `H`
/// (`D3D12_CPU_DESCRIPTOR_HANDLE`).
pub struct CpuDescriptorHandle<H: DescriptorHeap> {
    /// The address.
    pub ptr: usize,
    heap: PhantomData<H>,
}

/// The root-argument calls of `ID3D12GraphicsCommandList`, typed: each
/// takes the handle kind it needs, so a root index of the wrong kind, or a
/// descriptor offset, does not compile.
pub trait GraphicsCommandList {
    /// `SetGraphicsRootSignature`, with the serialized blob standing in
    /// for the `ID3D12RootSignature` created from it.
    fn set_graphics_root_signature(&mut self, name: &str, blob: &'static [u8]);
    /// `SetGraphicsRoot32BitConstants`.
    fn set_graphics_root_32bit_constants(&mut self, index: RootConstantsIndex, values: &[u32]);
    /// `SetGraphicsRootConstantBufferView`.
    fn set_graphics_root_constant_buffer_view(&mut self, index: RootCbvIndex, gpu_address: u64);
    /// `SetGraphicsRootShaderResourceView`.
    fn set_graphics_root_shader_resource_view(&mut self, index: RootSrvIndex, gpu_address: u64);
    /// `SetGraphicsRootUnorderedAccessView`.
    fn set_graphics_root_unordered_access_view(&mut self, index: RootUavIndex, gpu_address: u64);
    /// `SetGraphicsRootDescriptorTable`: the table's heap and the handle's
    /// heap must agree.
    fn set_graphics_root_descriptor_table<H: DescriptorHeap>(
        &mut self,
        index: DescriptorTableIndex<H>,
        base: GpuDescriptorHandle<H>,
    );
}

/// A command list that records each call as a line of text.
#[derive(Default)]
pub struct RecordingCommandList {
    /// The calls, in order.
    pub calls: Vec<String>,
}

impl GraphicsCommandList for RecordingCommandList {
    fn set_graphics_root_signature(&mut self, name: &str, blob: &'static [u8]) {
        self.calls.push(format!(
            "SetGraphicsRootSignature({name}: {} bytes)",
            blob.len()
        ));
    }

    fn set_graphics_root_32bit_constants(&mut self, index: RootConstantsIndex, values: &[u32]) {
        assert!(
            values.len() <= index.num_32bit_values() as usize,
            "too many root constants"
        );
        self.calls.push(format!(
            "SetGraphicsRoot32BitConstants({}, {} of {} values)",
            index.index(),
            values.len(),
            index.num_32bit_values()
        ));
    }

    fn set_graphics_root_constant_buffer_view(&mut self, index: RootCbvIndex, gpu_address: u64) {
        self.calls.push(format!(
            "SetGraphicsRootConstantBufferView({}, {gpu_address:#x})",
            index.index()
        ));
    }

    fn set_graphics_root_shader_resource_view(&mut self, index: RootSrvIndex, gpu_address: u64) {
        self.calls.push(format!(
            "SetGraphicsRootShaderResourceView({}, {gpu_address:#x})",
            index.index()
        ));
    }

    fn set_graphics_root_unordered_access_view(&mut self, index: RootUavIndex, gpu_address: u64) {
        self.calls.push(format!(
            "SetGraphicsRootUnorderedAccessView({}, {gpu_address:#x})",
            index.index()
        ));
    }

    fn set_graphics_root_descriptor_table<H: DescriptorHeap>(
        &mut self,
        index: DescriptorTableIndex<H>,
        base: GpuDescriptorHandle<H>,
    ) {
        self.calls.push(format!(
            "SetGraphicsRootDescriptorTable({}, {:#x}) [{} heap, {} descriptors]",
            index.index(),
            base.ptr,
            H::NAME,
            index.descriptor_count()
        ));
    }
}

/// A shader-visible descriptor heap of type `H`: where a table's
/// descriptors go, on the CPU (to write them) and on the GPU (to bind them).
pub struct ShaderVisibleHeap<H: DescriptorHeap> {
    cpu_start: usize,
    gpu_start: u64,
    increment: u32,
    heap: PhantomData<H>,
}

impl<H: DescriptorHeap> ShaderVisibleHeap<H> {
    /// A heap whose first descriptor is at these addresses, with the
    /// device's descriptor increment size for this heap type.
    pub fn new(cpu_start: usize, gpu_start: u64, increment: u32) -> Self {
        ShaderVisibleHeap {
            cpu_start,
            gpu_start,
            increment,
            heap: PhantomData,
        }
    }

    /// Where a table placed at slot `table_start` of the heap begins, for
    /// `SetGraphicsRootDescriptorTable`.
    pub fn table_gpu_handle(&self, table_start: u32) -> GpuDescriptorHandle<H> {
        GpuDescriptorHandle {
            ptr: self.gpu_start + u64::from(table_start) * u64::from(self.increment),
            heap: PhantomData,
        }
    }

    /// Where to write the descriptor at `offset` in a table placed at slot
    /// `table_start`: only an offset into this heap type is accepted.
    pub fn descriptor_cpu_handle(
        &self,
        table_start: u32,
        offset: DescriptorOffset<H>,
    ) -> CpuDescriptorHandle<H> {
        let slot = u64::from(table_start) + u64::from(offset.get());
        CpuDescriptorHandle {
            ptr: self.cpu_start
                + usize::try_from(slot * u64::from(self.increment)).unwrap_or(usize::MAX),
            heap: PhantomData,
        }
    }
}
