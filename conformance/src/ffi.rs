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

/// A `this` pointer and the out-location of a created COM object.
type This = *mut c_void;
type Out = *mut *mut c_void;

/// `ID3D12DeviceVtbl`, declared up to `CreateFence`. Slots this crate
/// never calls are opaque pointers of the same size.
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
    pub create_command_queue: com_fn!((This, *const CommandQueueDesc, *const Guid, Out) -> i32),
    pub create_command_allocator: com_fn!((This, u32, *const Guid, Out) -> i32),
    pub create_graphics_pipeline_state: *const c_void,
    pub create_compute_pipeline_state: com_fn!((This, *const ComputePipelineStateDesc, *const Guid, Out) -> i32),
    pub create_command_list: com_fn!((This, u32, u32, This, This, *const Guid, Out) -> i32),
    pub check_feature_support: *const c_void,
    pub create_descriptor_heap: com_fn!((This, *const DescriptorHeapDesc, *const Guid, Out) -> i32),
    pub get_descriptor_handle_increment_size: com_fn!((This, u32) -> u32),
    pub create_root_signature: CreateRootSignatureFn,
    pub create_constant_buffer_view: com_fn!((This, *const ConstantBufferViewDesc, CpuDescriptorHandle) -> ()),
    pub create_shader_resource_view: *const c_void,
    pub create_unordered_access_view: *const c_void,
    pub create_render_target_view: *const c_void,
    pub create_depth_stencil_view: *const c_void,
    pub create_sampler: *const c_void,
    pub copy_descriptors: *const c_void,
    pub copy_descriptors_simple: *const c_void,
    pub get_resource_allocation_info: *const c_void,
    pub get_custom_heap_properties: *const c_void,
    pub create_committed_resource: com_fn!(
        (This, *const HeapProperties, u32, *const ResourceDesc, u32, *const c_void, *const Guid, Out) -> i32
    ),
    pub create_heap: *const c_void,
    pub create_placed_resource: *const c_void,
    pub create_reserved_resource: *const c_void,
    pub create_shared_handle: *const c_void,
    pub open_shared_handle: *const c_void,
    pub open_shared_handle_by_name: *const c_void,
    pub make_resident: *const c_void,
    pub evict: *const c_void,
    pub create_fence: com_fn!((This, u64, u32, *const Guid, Out) -> i32),
}

/// The slots every D3D12 object has before its own: `IUnknown`,
/// `ID3D12Object` and `ID3D12DeviceChild`.
#[repr(C)]
pub struct DeviceChildVtbl {
    pub unknown: UnknownVtbl,
    pub get_private_data: *const c_void,
    pub set_private_data: *const c_void,
    pub set_private_data_interface: *const c_void,
    pub set_name: *const c_void,
    pub get_device: *const c_void,
}

/// `ID3D12CommandQueueVtbl`, up to `Signal`.
#[repr(C)]
pub struct CommandQueueVtbl {
    pub child: DeviceChildVtbl,
    pub update_tile_mappings: *const c_void,
    pub copy_tile_mappings: *const c_void,
    pub execute_command_lists: com_fn!((This, u32, *const This) -> ()),
    pub set_marker: *const c_void,
    pub begin_event: *const c_void,
    pub end_event: *const c_void,
    pub signal: com_fn!((This, This, u64) -> i32),
}

/// `ID3D12FenceVtbl`, up to `GetCompletedValue`.
#[repr(C)]
pub struct FenceVtbl {
    pub child: DeviceChildVtbl,
    pub get_completed_value: com_fn!((This) -> u64),
}

/// `ID3D12ResourceVtbl`, up to `GetGPUVirtualAddress`.
#[repr(C)]
pub struct ResourceVtbl {
    pub child: DeviceChildVtbl,
    pub map: com_fn!((This, u32, *const Range, *mut *mut c_void) -> i32),
    pub unmap: com_fn!((This, u32, *const Range) -> ()),
    pub get_desc: *const c_void,
    pub get_gpu_virtual_address: com_fn!((This) -> u64),
}

/// `ID3D12DescriptorHeapVtbl`. The handle getters return their aggregate
/// through a pointer, as vkd3d's C declarations do.
#[repr(C)]
pub struct DescriptorHeapVtbl {
    pub child: DeviceChildVtbl,
    pub get_desc: *const c_void,
    pub get_cpu_descriptor_handle_for_heap_start: HeapStartFn<CpuDescriptorHandle>,
    pub get_gpu_descriptor_handle_for_heap_start: HeapStartFn<GpuDescriptorHandle>,
}

/// `ID3D12DescriptorHeap::Get{CPU,GPU}DescriptorHandleForHeapStart`, which
/// return an aggregate: through an out-location, as vkd3d declares them.
pub type HeapStartFn<Handle> = com_fn!((This, *mut Handle) -> *mut Handle);

/// `ID3D12GraphicsCommandListVtbl`, up to the root argument setters.
#[repr(C)]
pub struct GraphicsCommandListVtbl {
    pub child: DeviceChildVtbl,
    pub get_type: *const c_void,
    pub close: com_fn!((This) -> i32),
    pub reset: *const c_void,
    pub clear_state: *const c_void,
    pub draw_instanced: *const c_void,
    pub draw_indexed_instanced: *const c_void,
    pub dispatch: com_fn!((This, u32, u32, u32) -> ()),
    pub copy_buffer_region: com_fn!((This, This, u64, This, u64, u64) -> ()),
    pub copy_texture_region: *const c_void,
    pub copy_resource: *const c_void,
    pub copy_tiles: *const c_void,
    pub resolve_subresource: *const c_void,
    pub ia_set_primitive_topology: *const c_void,
    pub rs_set_viewports: *const c_void,
    pub rs_set_scissor_rects: *const c_void,
    pub om_set_blend_factor: *const c_void,
    pub om_set_stencil_ref: *const c_void,
    pub set_pipeline_state: com_fn!((This, This) -> ()),
    pub resource_barrier: com_fn!((This, u32, *const ResourceBarrier) -> ()),
    pub execute_bundle: *const c_void,
    pub set_descriptor_heaps: com_fn!((This, u32, *const This) -> ()),
    pub set_compute_root_signature: com_fn!((This, This) -> ()),
    pub set_graphics_root_signature: com_fn!((This, This) -> ()),
    pub set_compute_root_descriptor_table: com_fn!((This, u32, GpuDescriptorHandle) -> ()),
    pub set_graphics_root_descriptor_table: com_fn!((This, u32, GpuDescriptorHandle) -> ()),
    pub set_compute_root_32bit_constant: *const c_void,
    pub set_graphics_root_32bit_constant: *const c_void,
    pub set_compute_root_32bit_constants: com_fn!((This, u32, u32, *const c_void, u32) -> ()),
    pub set_graphics_root_32bit_constants: com_fn!((This, u32, u32, *const c_void, u32) -> ()),
    pub set_compute_root_constant_buffer_view: com_fn!((This, u32, u64) -> ()),
    pub set_graphics_root_constant_buffer_view: com_fn!((This, u32, u64) -> ()),
    pub set_compute_root_shader_resource_view: com_fn!((This, u32, u64) -> ()),
    pub set_graphics_root_shader_resource_view: com_fn!((This, u32, u64) -> ()),
    pub set_compute_root_unordered_access_view: com_fn!((This, u32, u64) -> ()),
    pub set_graphics_root_unordered_access_view: com_fn!((This, u32, u64) -> ()),
}

/// `D3D12_COMMAND_QUEUE_DESC`.
#[repr(C)]
pub struct CommandQueueDesc {
    pub list_type: u32,
    pub priority: i32,
    pub flags: u32,
    pub node_mask: u32,
}

/// `D3D12_SHADER_BYTECODE` and `D3D12_CACHED_PIPELINE_STATE`: a pointer
/// and a length.
#[repr(C)]
pub struct Bytes {
    pub data: *const c_void,
    pub len: usize,
}

/// `D3D12_COMPUTE_PIPELINE_STATE_DESC`.
#[repr(C)]
pub struct ComputePipelineStateDesc {
    pub root_signature: This,
    pub cs: Bytes,
    pub node_mask: u32,
    pub cached_pso: Bytes,
    pub flags: u32,
}

/// `D3D12_DESCRIPTOR_HEAP_DESC`.
#[repr(C)]
pub struct DescriptorHeapDesc {
    pub heap_type: u32,
    pub num_descriptors: u32,
    pub flags: u32,
    pub node_mask: u32,
}

/// `D3D12_CPU_DESCRIPTOR_HANDLE`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct CpuDescriptorHandle {
    pub ptr: usize,
}

/// `D3D12_GPU_DESCRIPTOR_HANDLE`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default)]
pub struct GpuDescriptorHandle {
    pub ptr: u64,
}

/// `D3D12_CONSTANT_BUFFER_VIEW_DESC`.
#[repr(C)]
pub struct ConstantBufferViewDesc {
    pub buffer_location: u64,
    pub size_in_bytes: u32,
}

/// `D3D12_HEAP_PROPERTIES`.
#[repr(C)]
pub struct HeapProperties {
    pub heap_type: u32,
    pub cpu_page_property: u32,
    pub memory_pool_preference: u32,
    pub creation_node_mask: u32,
    pub visible_node_mask: u32,
}

/// `D3D12_RESOURCE_DESC`.
#[repr(C)]
pub struct ResourceDesc {
    pub dimension: u32,
    pub alignment: u64,
    pub width: u64,
    pub height: u32,
    pub depth_or_array_size: u16,
    pub mip_levels: u16,
    pub format: u32,
    pub sample_count: u32,
    pub sample_quality: u32,
    pub layout: u32,
    pub flags: u32,
}

/// `D3D12_RANGE`.
#[repr(C)]
pub struct Range {
    pub begin: usize,
    pub end: usize,
}

/// `D3D12_RESOURCE_BARRIER` holding a `D3D12_RESOURCE_TRANSITION_BARRIER`
/// (the union's largest member, so the size is the union's).
#[repr(C)]
pub struct ResourceBarrier {
    pub barrier_type: u32,
    pub flags: u32,
    pub resource: This,
    pub subresource: u32,
    pub state_before: u32,
    pub state_after: u32,
}

pub const COMMAND_LIST_TYPE_DIRECT: u32 = 0;
pub const DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV: u32 = 0;
pub const DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE: u32 = 1;
pub const HEAP_TYPE_DEFAULT: u32 = 1;
pub const HEAP_TYPE_UPLOAD: u32 = 2;
pub const HEAP_TYPE_READBACK: u32 = 3;
pub const RESOURCE_DIMENSION_BUFFER: u32 = 1;
pub const TEXTURE_LAYOUT_ROW_MAJOR: u32 = 1;
pub const RESOURCE_FLAG_NONE: u32 = 0;
pub const RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS: u32 = 4;
pub const RESOURCE_STATE_UNORDERED_ACCESS: u32 = 0x8;
pub const RESOURCE_STATE_COPY_DEST: u32 = 0x400;
pub const RESOURCE_STATE_COPY_SOURCE: u32 = 0x800;
pub const RESOURCE_STATE_GENERIC_READ: u32 = 0xac3;
pub const RESOURCE_BARRIER_TYPE_TRANSITION: u32 = 0;
pub const RESOURCE_BARRIER_ALL_SUBRESOURCES: u32 = 0xffff_ffff;

/// Declares an `IID_*` constant from its registry form.
macro_rules! iid {
    ($name:ident, $doc:literal, $d1:literal, $d2:literal, $d3:literal, [$($d4:literal),*]) => {
        #[doc = $doc]
        pub const $name: Guid = Guid { data1: $d1, data2: $d2, data3: $d3, data4: [$($d4),*] };
    };
}
iid!(
    IID_ID3D12_COMMAND_QUEUE,
    "`IID_ID3D12CommandQueue`.",
    0x0ec870a6,
    0x5d7e,
    0x4c22,
    [0x8c, 0xfc, 0x5b, 0xaa, 0xe0, 0x76, 0x16, 0xed]
);
iid!(
    IID_ID3D12_COMMAND_ALLOCATOR,
    "`IID_ID3D12CommandAllocator`.",
    0x6102dee4,
    0xaf59,
    0x4b09,
    [0xb9, 0x99, 0xb4, 0x4d, 0x73, 0xf0, 0x9b, 0x24]
);
iid!(
    IID_ID3D12_GRAPHICS_COMMAND_LIST,
    "`IID_ID3D12GraphicsCommandList`.",
    0x5b160d0f,
    0xac1b,
    0x4185,
    [0x8b, 0xa8, 0xb3, 0xae, 0x42, 0xa5, 0xa4, 0x55]
);
iid!(
    IID_ID3D12_PIPELINE_STATE,
    "`IID_ID3D12PipelineState`.",
    0x765a30f3,
    0xf624,
    0x4c6f,
    [0xa8, 0x28, 0xac, 0xe9, 0x48, 0x62, 0x24, 0x45]
);
iid!(
    IID_ID3D12_DESCRIPTOR_HEAP,
    "`IID_ID3D12DescriptorHeap`.",
    0x8efb471d,
    0x616c,
    0x4f49,
    [0x90, 0xf7, 0x12, 0x7b, 0xb7, 0x63, 0xfa, 0x51]
);
iid!(
    IID_ID3D12_RESOURCE,
    "`IID_ID3D12Resource`.",
    0x696442be,
    0xa72e,
    0x4059,
    [0xbc, 0x79, 0x5b, 0x5c, 0x98, 0x04, 0x0f, 0xad]
);
iid!(
    IID_ID3D12_FENCE,
    "`IID_ID3D12Fence`.",
    0x0a753dcf,
    0xc4d8,
    0x4b91,
    [0xad, 0xf6, 0xbe, 0x5a, 0x60, 0xd9, 0x5a, 0x76]
);

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
