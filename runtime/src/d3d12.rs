//! Direct3D 12 through the `windows` crate (the `windows` feature, on
//! Windows targets): [`CommandList`] for every `ID3D12GraphicsCommandList`
//! version, for both pipelines, and [`create_root_signature`], which makes
//! a [`TypedRootSignature`] from a signature's blob.
//!
//! ```no_run
//! use rootsig::Layout;
//! use windows::Win32::Graphics::Direct3D12::{ID3D12Device, ID3D12GraphicsCommandList};
//!
//! rootsig::root_signature! {
//!     pub Forward = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0))";
//! }
//!
//! fn record(
//!     device: &ID3D12Device,
//!     list: &mut ID3D12GraphicsCommandList,
//!     camera: u64,
//!     textures: u64,
//! ) -> windows::core::Result<()> {
//!     let forward = rootsig::d3d12::create_root_signature::<Forward>(device)?;
//!     // SetGraphicsRootSignature, then Forward's arguments only.
//!     let mut root = Forward::bind(list, &forward);
//!     root.set_cbv(Forward::camera, camera);
//!     root.set_table(Forward::TABLE_SRV_T0, textures);
//!     Ok(())
//! }
//! ```
//!
//! The root signature object is also what a pipeline state's
//! `pRootSignature` takes: `forward.raw()`.
//!
//! Every call here is a COM method of a live interface (the `windows`
//! crate holds a reference), with arguments D3D12 does not dereference on
//! the CPU beyond the slice passed with its length; D3D12 requires the list
//! to be open for recording and the addresses to be of live resources,
//! which the caller ensures as with any `Set*Root*` call.

use windows::Win32::Graphics::Direct3D12::{
    D3D12_GPU_DESCRIPTOR_HANDLE, ID3D12Device, ID3D12GraphicsCommandList,
    ID3D12GraphicsCommandList1, ID3D12GraphicsCommandList2, ID3D12GraphicsCommandList3,
    ID3D12GraphicsCommandList4, ID3D12GraphicsCommandList5, ID3D12GraphicsCommandList6,
    ID3D12GraphicsCommandList7, ID3D12GraphicsCommandList8, ID3D12GraphicsCommandList9,
    ID3D12GraphicsCommandList10, ID3D12RootSignature,
};

use crate::{CommandList, Compute, Graphics, Layout, TypedRootSignature};

/// `ID3D12Device::CreateRootSignature(0, S::BLOB)`: the root signature
/// object of `S`, typed by `S`.
pub fn create_root_signature<S: Layout>(
    device: &ID3D12Device,
) -> windows::core::Result<TypedRootSignature<S, ID3D12RootSignature>> {
    // SAFETY: a method of a live device; the blob is a `'static` slice
    // passed with its length.
    TypedRootSignature::create(|blob| unsafe { device.CreateRootSignature(0, blob) })
}

/// The number of root constants in `values`: at most 64 (a root signature
/// holds no more), so the conversion never saturates in practice.
fn count(values: &[u32]) -> u32 {
    u32::try_from(values.len()).unwrap_or(u32::MAX)
}

/// Implements [`CommandList`] for both pipelines on command list
/// interfaces; later versions reach the methods through `Deref`.
macro_rules! command_list {
    ($($list:ty),*) => {$(
        pipeline_methods!($list, Graphics {
            SetGraphicsRootSignature,
            SetGraphicsRootDescriptorTable,
            SetGraphicsRoot32BitConstants,
            SetGraphicsRootConstantBufferView,
            SetGraphicsRootShaderResourceView,
            SetGraphicsRootUnorderedAccessView,
        });
        pipeline_methods!($list, Compute {
            SetComputeRootSignature,
            SetComputeRootDescriptorTable,
            SetComputeRoot32BitConstants,
            SetComputeRootConstantBufferView,
            SetComputeRootShaderResourceView,
            SetComputeRootUnorderedAccessView,
        });
    )*};
}

/// Implements [`CommandList`] for one pipeline on one command list
/// interface, through that pipeline's `Set*Root*` methods (in the order of
/// the trait's methods).
macro_rules! pipeline_methods {
    ($list:ty, $pipeline:ident {
        $signature:ident,
        $table:ident,
        $constants:ident,
        $cbv:ident,
        $srv:ident,
        $uav:ident,
    }) => {
        // SAFETY: see the module documentation.
        impl CommandList<$pipeline> for $list {
            type RootSignature = ID3D12RootSignature;
            fn set_root_signature(&mut self, root_signature: &ID3D12RootSignature) {
                unsafe { self.$signature(root_signature) }
            }
            fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
                let base = D3D12_GPU_DESCRIPTOR_HANDLE { ptr: base_gpu };
                unsafe { self.$table(index, base) }
            }
            fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
                let data = values.as_ptr().cast();
                unsafe { self.$constants(index, count(values), data, dest_offset) }
            }
            fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
                unsafe { self.$cbv(index, address) }
            }
            fn set_shader_resource_view(&mut self, index: u32, address: u64) {
                unsafe { self.$srv(index, address) }
            }
            fn set_unordered_access_view(&mut self, index: u32, address: u64) {
                unsafe { self.$uav(index, address) }
            }
        }
    };
}

command_list!(
    ID3D12GraphicsCommandList,
    ID3D12GraphicsCommandList1,
    ID3D12GraphicsCommandList2,
    ID3D12GraphicsCommandList3,
    ID3D12GraphicsCommandList4,
    ID3D12GraphicsCommandList5,
    ID3D12GraphicsCommandList6,
    ID3D12GraphicsCommandList7,
    ID3D12GraphicsCommandList8,
    ID3D12GraphicsCommandList9,
    ID3D12GraphicsCommandList10
);
