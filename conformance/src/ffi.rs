//! Raw declarations for the parts of vkd3d this crate calls, written from
//! the vkd3d 1.2 headers (`/usr/include/vkd3d/vkd3d_shader.h`, `vkd3d.h`,
//! `vkd3d_utils.h`, `vkd3d_d3d12.h`). Only the items used are declared.
//!
//! C enums are declared as `u32`: vkd3d forces every enum to 32 bits, and a
//! plain integer can hold any value vkd3d hands back without undefined
//! behaviour.

#![allow(missing_docs)]

use core::ffi::{c_char, c_int, c_void};

/// Declares a COM method or `WINAPI` function pointer type. vkd3d defines
/// `STDMETHODCALLTYPE` and `WINAPI` as `__attribute__((ms_abi))` on x86-64
/// and as `__stdcall` on 32-bit x86; elsewhere they are the C ABI.
#[cfg(target_arch = "x86_64")]
macro_rules! com_fn {
    (($($arg:ty),*) -> $ret:ty) => { unsafe extern "win64" fn($($arg),*) -> $ret };
}
#[cfg(target_arch = "x86")]
macro_rules! com_fn {
    (($($arg:ty),*) -> $ret:ty) => { unsafe extern "stdcall" fn($($arg),*) -> $ret };
}
#[cfg(not(any(target_arch = "x86_64", target_arch = "x86")))]
macro_rules! com_fn {
    (($($arg:ty),*) -> $ret:ty) => { unsafe extern "C" fn($($arg),*) -> $ret };
}

// ---------------------------------------------------------------- vkd3d-shader

/// `struct vkd3d_shader_code`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ShaderCode {
    pub code: *const c_void,
    pub size: usize,
}

/// `struct vkd3d_shader_static_sampler_desc`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct StaticSamplerDesc {
    pub filter: u32,
    pub address_u: u32,
    pub address_v: u32,
    pub address_w: u32,
    pub mip_lod_bias: f32,
    pub max_anisotropy: u32,
    pub comparison_func: u32,
    pub border_colour: u32,
    pub min_lod: f32,
    pub max_lod: f32,
    pub shader_register: u32,
    pub register_space: u32,
    pub shader_visibility: u32,
}

/// `struct vkd3d_shader_descriptor_range` (1.0).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct DescriptorRange {
    pub range_type: u32,
    pub descriptor_count: u32,
    pub base_shader_register: u32,
    pub register_space: u32,
    pub descriptor_table_offset: u32,
}

/// `struct vkd3d_shader_descriptor_range1` (1.1).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct DescriptorRange1 {
    pub range_type: u32,
    pub descriptor_count: u32,
    pub base_shader_register: u32,
    pub register_space: u32,
    pub flags: u32,
    pub descriptor_table_offset: u32,
}

/// `struct vkd3d_shader_root_descriptor_table` (1.0).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RootDescriptorTable {
    pub descriptor_range_count: u32,
    pub descriptor_ranges: *const DescriptorRange,
}

/// `struct vkd3d_shader_root_descriptor_table1` (1.1).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RootDescriptorTable1 {
    pub descriptor_range_count: u32,
    pub descriptor_ranges: *const DescriptorRange1,
}

/// `struct vkd3d_shader_root_constants`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct RootConstants {
    pub shader_register: u32,
    pub register_space: u32,
    pub value_count: u32,
}

/// `struct vkd3d_shader_root_descriptor` (1.0).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct RootDescriptor {
    pub shader_register: u32,
    pub register_space: u32,
}

/// `struct vkd3d_shader_root_descriptor1` (1.1).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct RootDescriptor1 {
    pub shader_register: u32,
    pub register_space: u32,
    pub flags: u32,
}

/// The union inside `struct vkd3d_shader_root_parameter`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union RootParameterPayload {
    pub descriptor_table: RootDescriptorTable,
    pub constants: RootConstants,
    pub descriptor: RootDescriptor,
}

/// The union inside `struct vkd3d_shader_root_parameter1`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union RootParameterPayload1 {
    pub descriptor_table: RootDescriptorTable1,
    pub constants: RootConstants,
    pub descriptor: RootDescriptor1,
}

/// `struct vkd3d_shader_root_parameter` (1.0).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct RootParameter {
    pub parameter_type: u32,
    pub u: RootParameterPayload,
    pub shader_visibility: u32,
}

/// `struct vkd3d_shader_root_parameter1` (1.1).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct RootParameter1 {
    pub parameter_type: u32,
    pub u: RootParameterPayload1,
    pub shader_visibility: u32,
}

/// `enum vkd3d_shader_root_parameter_type`.
pub const ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE: u32 = 0;
pub const ROOT_PARAMETER_TYPE_32BIT_CONSTANTS: u32 = 1;
pub const ROOT_PARAMETER_TYPE_CBV: u32 = 2;
pub const ROOT_PARAMETER_TYPE_SRV: u32 = 3;
pub const ROOT_PARAMETER_TYPE_UAV: u32 = 4;

/// `struct vkd3d_shader_root_signature_desc` (1.0).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RootSignatureDesc {
    pub parameter_count: u32,
    pub parameters: *const RootParameter,
    pub static_sampler_count: u32,
    pub static_samplers: *const StaticSamplerDesc,
    pub flags: u32,
}

/// `struct vkd3d_shader_root_signature_desc1` (1.1).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RootSignatureDesc1 {
    pub parameter_count: u32,
    pub parameters: *const RootParameter1,
    pub static_sampler_count: u32,
    pub static_samplers: *const StaticSamplerDesc,
    pub flags: u32,
}

/// The union inside `struct vkd3d_shader_versioned_root_signature_desc`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union VersionedDescPayload {
    pub v_1_0: RootSignatureDesc,
    pub v_1_1: RootSignatureDesc1,
}

/// `struct vkd3d_shader_versioned_root_signature_desc`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct VersionedRootSignatureDesc {
    pub version: u32,
    pub u: VersionedDescPayload,
}

/// `enum vkd3d_shader_root_signature_version`.
pub const ROOT_SIGNATURE_VERSION_1_0: u32 = 1;
pub const ROOT_SIGNATURE_VERSION_1_1: u32 = 2;

/// `enum vkd3d_result`.
pub const VKD3D_OK: c_int = 0;
pub const VKD3D_ERROR: c_int = -1;
pub const VKD3D_ERROR_OUT_OF_MEMORY: c_int = -2;
pub const VKD3D_ERROR_INVALID_ARGUMENT: c_int = -3;
pub const VKD3D_ERROR_INVALID_SHADER: c_int = -4;
pub const VKD3D_ERROR_NOT_IMPLEMENTED: c_int = -5;

#[link(name = "vkd3d-shader")]
unsafe extern "C" {
    pub fn vkd3d_shader_serialize_root_signature(
        root_signature: *const VersionedRootSignatureDesc,
        dxbc: *mut ShaderCode,
        messages: *mut *mut c_char,
    ) -> c_int;
    pub fn vkd3d_shader_parse_root_signature(
        dxbc: *const ShaderCode,
        root_signature: *mut VersionedRootSignatureDesc,
        messages: *mut *mut c_char,
    ) -> c_int;
    pub fn vkd3d_shader_free_root_signature(root_signature: *mut VersionedRootSignatureDesc);
    pub fn vkd3d_shader_free_shader_code(code: *mut ShaderCode);
    pub fn vkd3d_shader_free_messages(messages: *mut c_char);
}

// ------------------------------------------------------------ Direct3D 12 COM

/// `GUID` / `IID`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Guid {
    pub data1: u32,
    pub data2: u16,
    pub data3: u16,
    pub data4: [u8; 8],
}

/// `IID_ID3D12Device`: 189819f1-1db6-4b57-be54-1821339b85f7.
pub const IID_ID3D12_DEVICE: Guid = Guid {
    data1: 0x1898_19f1,
    data2: 0x1db6,
    data3: 0x4b57,
    data4: [0xbe, 0x54, 0x18, 0x21, 0x33, 0x9b, 0x85, 0xf7],
};

/// `IID_ID3D12RootSignature`: c54a6b66-72df-4ee8-8be5-a946a1429214.
pub const IID_ID3D12_ROOT_SIGNATURE: Guid = Guid {
    data1: 0xc54a_6b66,
    data2: 0x72df,
    data3: 0x4ee8,
    data4: [0x8b, 0xe5, 0xa9, 0x46, 0xa1, 0x42, 0x92, 0x14],
};

/// `D3D_FEATURE_LEVEL_11_0`.
pub const D3D_FEATURE_LEVEL_11_0: u32 = 0xb000;

/// `enum vkd3d_api_version`: `VKD3D_API_VERSION_1_2`.
pub const VKD3D_API_VERSION_1_2: u32 = 2;

/// `HRESULT` values.
pub const S_OK: i32 = 0;
pub const E_NOTIMPL: i32 = 0x8000_4001_u32 as i32;
pub const E_FAIL: i32 = 0x8000_4005_u32 as i32;
pub const E_OUTOFMEMORY: i32 = 0x8007_000e_u32 as i32;
pub const E_INVALIDARG: i32 = 0x8007_0057_u32 as i32;

/// Any COM object: a pointer to its vtable.
#[repr(C)]
pub struct ComObject<V> {
    pub vtbl: *const V,
}

pub type QueryInterfaceFn = com_fn!((*mut c_void, *const Guid, *mut *mut c_void) -> i32);
pub type AddRefFn = com_fn!((*mut c_void) -> u32);
pub type ReleaseFn = com_fn!((*mut c_void) -> u32);

/// `IUnknownVtbl`: the first three slots of every COM vtable.
#[repr(C)]
pub struct UnknownVtbl {
    pub query_interface: QueryInterfaceFn,
    pub add_ref: AddRefFn,
    pub release: ReleaseFn,
}

pub type CreateRootSignatureFn =
    com_fn!((*mut c_void, u32, *const c_void, usize, *const Guid, *mut *mut c_void) -> i32);

/// `ID3D12DeviceVtbl`, declared up to `CreateRootSignature`. Slots this
/// crate never calls are opaque pointers of the same size.
#[repr(C)]
pub struct DeviceVtbl {
    pub unknown: UnknownVtbl,
    // ID3D12Object
    pub get_private_data: *const c_void,
    pub set_private_data: *const c_void,
    pub set_private_data_interface: *const c_void,
    pub set_name: *const c_void,
    // ID3D12Device
    pub get_node_count: com_fn!((*mut c_void) -> u32),
    pub create_command_queue: *const c_void,
    pub create_command_allocator: *const c_void,
    pub create_graphics_pipeline_state: *const c_void,
    pub create_compute_pipeline_state: *const c_void,
    pub create_command_list: *const c_void,
    pub check_feature_support: *const c_void,
    pub create_descriptor_heap: *const c_void,
    pub get_descriptor_handle_increment_size: *const c_void,
    pub create_root_signature: CreateRootSignatureFn,
}

/// Declares `D3D12CreateDeviceVKD3D`, which is `WINAPI` (see [`com_fn`]).
macro_rules! declare_create_device {
    ($abi:literal) => {
        #[link(name = "vkd3d-utils")]
        unsafe extern $abi {
            /// `HRESULT WINAPI D3D12CreateDeviceVKD3D(IUnknown *adapter,
            /// D3D_FEATURE_LEVEL feature_level, REFIID iid, void **device,
            /// enum vkd3d_api_version api_version)`.
            pub fn D3D12CreateDeviceVKD3D(
                adapter: *mut c_void,
                feature_level: u32,
                iid: *const Guid,
                device: *mut *mut c_void,
                api_version: u32,
            ) -> i32;
        }
    };
}
#[cfg(target_arch = "x86_64")]
declare_create_device!("win64");
#[cfg(target_arch = "x86")]
declare_create_device!("stdcall");
#[cfg(not(any(target_arch = "x86_64", target_arch = "x86")))]
declare_create_device!("C");

// -------------------------------------------------------------------- libvkd3d

#[link(name = "vkd3d")]
unsafe extern "C" {
    /// Returns the `VkDevice` behind a vkd3d `ID3D12Device`.
    pub fn vkd3d_get_vk_device(device: *mut c_void) -> *mut c_void;
    /// Returns the `VkPhysicalDevice` behind a vkd3d `ID3D12Device`.
    pub fn vkd3d_get_vk_physical_device(device: *mut c_void) -> *mut c_void;
}
