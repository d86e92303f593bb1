//! A compute queue on a vkd3d device, and [`ComputeList`]: rootsig's
//! [`CommandList`] over vkd3d's `ID3D12GraphicsCommandList`, so that
//! root arguments reach a real D3D12 implementation through rootsig's own
//! guard.
//!
//! Only what a dispatch test needs is wrapped: root signatures, compute
//! pipelines, committed buffers, one shader-visible CBV/SRV/UAV heap,
//! constant buffer views, a command list, and a fence polled with a
//! deadline (vkd3d 1.2's `vkd3d_wait_event` supports only an infinite
//! wait).

use core::ffi::c_void;
use core::ptr::{self, NonNull};
use std::time::{Duration, Instant};

use rootsig::{CommandList, Compute};

use crate::device::{Device, HResult, release};
use crate::ffi;

/// One reference to a COM object whose vtable is `V`; released on drop.
struct Com<V> {
    raw: NonNull<ffi::ComObject<V>>,
}

impl<V> Com<V> {
    /// Runs a `Create*` call, which writes the new object to the
    /// out-location it is given, and takes the object if the call succeeded.
    fn create(call: impl FnOnce(*mut *mut c_void) -> i32) -> Result<Self, HResult> {
        let mut out = ptr::null_mut();
        let hr = call(&mut out);
        if hr < 0 {
            return Err(HResult(hr));
        }
        NonNull::new(out.cast())
            .map(|raw| Com { raw })
            .ok_or(HResult::FAIL)
    }

    fn this(&self) -> *mut c_void {
        self.raw.as_ptr().cast()
    }

    fn vtbl(&self) -> &V {
        // SAFETY: `raw` is a live COM object we hold a reference to, whose
        // first field is its vtable pointer, and `V` declares that vtable's
        // leading slots in order; vkd3d's vtables are static.
        unsafe { &*(*self.raw.as_ptr()).vtbl }
    }
}

impl<V> Drop for Com<V> {
    fn drop(&mut self) {
        release(self.this());
    }
}

/// An `ID3D12RootSignature`.
pub struct RootSignature(Com<ffi::UnknownVtbl>);

/// An `ID3D12PipelineState`.
pub struct PipelineState(Com<ffi::UnknownVtbl>);

/// An `ID3D12Resource` holding a buffer.
pub struct Buffer {
    resource: Com<ffi::ResourceVtbl>,
    size: usize,
}

impl Buffer {
    /// `GetGPUVirtualAddress()`.
    pub fn gpu_address(&self) -> u64 {
        // SAFETY: a method of a live resource, with itself as `this`.
        unsafe { (self.resource.vtbl().get_gpu_virtual_address)(self.resource.this()) }
    }

    /// Maps the buffer (an upload or readback one) and gives its bytes to
    /// `f`.
    fn mapped<T>(&self, f: impl FnOnce(&mut [u8]) -> T) -> Result<T, HResult> {
        let mut data: *mut c_void = ptr::null_mut();
        let whole = ffi::Range {
            begin: 0,
            end: self.size,
        };
        // SAFETY: `Map` of subresource 0 of a live buffer in a CPU-visible
        // heap, with a valid range and out-location.
        let hr = unsafe { (self.resource.vtbl().map)(self.resource.this(), 0, &whole, &mut data) };
        if hr < 0 || data.is_null() {
            return Err(HResult(hr));
        }
        // SAFETY: a mapped buffer is `size` bytes of CPU-visible memory at
        // `data`, which nothing else touches until `Unmap`: the GPU is idle
        // whenever this crate maps.
        let out = f(unsafe { core::slice::from_raw_parts_mut(data.cast::<u8>(), self.size) });
        // SAFETY: unmaps what was mapped above; the slice is gone.
        unsafe { (self.resource.vtbl().unmap)(self.resource.this(), 0, &whole) };
        Ok(out)
    }

    /// Copies `bytes` to the start of an upload buffer.
    pub fn write(&self, bytes: &[u8]) -> Result<(), HResult> {
        self.mapped(|data| {
            let n = bytes.len().min(data.len());
            data[..n].copy_from_slice(&bytes[..n]);
        })
    }

    /// The bytes of a readback buffer.
    pub fn read(&self) -> Result<Vec<u8>, HResult> {
        self.mapped(|data| data.to_vec())
    }
}

/// A shader-visible CBV/SRV/UAV `ID3D12DescriptorHeap`.
pub struct DescriptorHeap {
    heap: Com<ffi::DescriptorHeapVtbl>,
    /// `GetDescriptorHandleIncrementSize(CBV_SRV_UAV)`.
    pub increment: u32,
    /// `NumDescriptors`.
    pub capacity: u32,
}

impl DescriptorHeap {
    /// `GetCPUDescriptorHandleForHeapStart().ptr`.
    pub fn cpu_start(&self) -> usize {
        let get = self.heap.vtbl().get_cpu_descriptor_handle_for_heap_start;
        self.heap_start(get).ptr
    }

    /// `GetGPUDescriptorHandleForHeapStart().ptr`.
    pub fn gpu_start(&self) -> u64 {
        let get = self.heap.vtbl().get_gpu_descriptor_handle_for_heap_start;
        self.heap_start(get).ptr
    }

    /// Calls one of the heap's `Get*DescriptorHandleForHeapStart` methods.
    fn heap_start<Handle: Default>(&self, get: ffi::HeapStartFn<Handle>) -> Handle {
        let mut handle = Handle::default();
        // SAFETY: a method of a live heap; vkd3d writes the aggregate to
        // the valid out-location and returns it.
        unsafe {
            get(self.heap.this(), &mut handle);
        }
        handle
    }
}

/// rootsig's [`CommandList`] over an open vkd3d `ID3D12GraphicsCommandList`,
/// for the compute pipeline, with the few other calls a dispatch needs.
pub struct ComputeList {
    list: Com<ffi::GraphicsCommandListVtbl>,
}

impl ComputeList {
    fn call(&self) -> (&ffi::GraphicsCommandListVtbl, *mut c_void) {
        (self.list.vtbl(), self.list.this())
    }

    /// `SetPipelineState`.
    pub fn set_pipeline_state(&mut self, pipeline: &PipelineState) {
        let (v, this) = self.call();
        // SAFETY: an open list and a live pipeline state (the caller keeps
        // it alive until the list has run).
        unsafe { (v.set_pipeline_state)(this, pipeline.0.this()) }
    }

    /// `SetDescriptorHeaps` with one heap.
    pub fn set_descriptor_heap(&mut self, heap: &DescriptorHeap) {
        let (v, this) = self.call();
        let heaps = [heap.heap.this()];
        // SAFETY: an open list, and an array of one live heap.
        unsafe { (v.set_descriptor_heaps)(this, 1, heaps.as_ptr()) }
    }

    /// `Dispatch(x, y, z)`.
    pub fn dispatch(&mut self, x: u32, y: u32, z: u32) {
        let (v, this) = self.call();
        // SAFETY: an open list with a compute pipeline and root signature set.
        unsafe { (v.dispatch)(this, x, y, z) }
    }

    /// A transition barrier of `buffer` from `before` to `after`, then
    /// `CopyBufferRegion` of all of `source` to the start of `target`.
    pub fn copy_buffer(&mut self, target: &Buffer, source: &Buffer, before: u32) {
        let (v, this) = self.call();
        let barrier = ffi::ResourceBarrier {
            barrier_type: ffi::RESOURCE_BARRIER_TYPE_TRANSITION,
            flags: 0,
            resource: source.resource.this(),
            subresource: ffi::RESOURCE_BARRIER_ALL_SUBRESOURCES,
            state_before: before,
            state_after: ffi::RESOURCE_STATE_COPY_SOURCE,
        };
        let size = source.size.min(target.size) as u64;
        // SAFETY: an open list; one valid barrier of a live resource; both
        // buffers are live and at least `size` bytes long.
        unsafe {
            (v.resource_barrier)(this, 1, &barrier);
            (v.copy_buffer_region)(
                this,
                target.resource.this(),
                0,
                source.resource.this(),
                0,
                size,
            );
        }
    }
}

// SAFETY (every method): the list is open for recording until
// `ComputeQueue::run` closes it; root signatures and GPU addresses come
// from live objects the test keeps until the list has run; `values` is
// alive for the call and its length is passed with it.
impl CommandList<Compute> for ComputeList {
    type RootSignature = RootSignature;

    fn set_root_signature(&mut self, root_signature: &RootSignature) {
        let (v, this) = self.call();
        unsafe { (v.set_compute_root_signature)(this, root_signature.0.this()) }
    }

    fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
        let (v, this) = self.call();
        let base = ffi::GpuDescriptorHandle { ptr: base_gpu };
        unsafe { (v.set_compute_root_descriptor_table)(this, index, base) }
    }

    fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
        let (v, this) = self.call();
        // At most 64 values: a root signature holds no more.
        let count = u32::try_from(values.len()).unwrap_or(u32::MAX);
        unsafe {
            (v.set_compute_root_32bit_constants)(
                this,
                index,
                count,
                values.as_ptr().cast(),
                dest_offset,
            )
        }
    }

    fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
        let (v, this) = self.call();
        unsafe { (v.set_compute_root_constant_buffer_view)(this, index, address) }
    }

    fn set_shader_resource_view(&mut self, index: u32, address: u64) {
        let (v, this) = self.call();
        unsafe { (v.set_compute_root_shader_resource_view)(this, index, address) }
    }

    fn set_unordered_access_view(&mut self, index: u32, address: u64) {
        let (v, this) = self.call();
        unsafe { (v.set_compute_root_unordered_access_view)(this, index, address) }
    }
}

/// A vkd3d device with a direct queue, one command list recording on it,
/// and a fence.
pub struct ComputeQueue {
    // Fields drop in order: the list before its allocator, everything
    // before the device.
    list: ComputeList,
    // Never called, but the list records into it: kept alive with it.
    _allocator: Com<ffi::UnknownVtbl>,
    fence: Com<ffi::FenceVtbl>,
    queue: Com<ffi::CommandQueueVtbl>,
    device: Device,
}

impl ComputeQueue {
    /// A device over the first Vulkan device (lavapipe here), its queue,
    /// an open command list and a fence at 0.
    pub fn new() -> Result<ComputeQueue, HResult> {
        let device = Device::new()?;
        let (v, this) = (device.vtbl(), device.this());
        let direct = ffi::COMMAND_LIST_TYPE_DIRECT;
        let queue_desc = ffi::CommandQueueDesc {
            list_type: direct,
            priority: 0,
            flags: 0,
            node_mask: 0,
        };
        // SAFETY (all four): methods of a live device with valid
        // descriptions, IIDs and out-locations.
        let queue = Com::create(|out| unsafe {
            (v.create_command_queue)(this, &queue_desc, &ffi::IID_ID3D12_COMMAND_QUEUE, out)
        })?;
        let allocator: Com<ffi::UnknownVtbl> = Com::create(|out| unsafe {
            (v.create_command_allocator)(this, direct, &ffi::IID_ID3D12_COMMAND_ALLOCATOR, out)
        })?;
        let list = ComputeList {
            list: Com::create(|out| unsafe {
                (v.create_command_list)(
                    this,
                    0,
                    direct,
                    allocator.this(),
                    ptr::null_mut(),
                    &ffi::IID_ID3D12_GRAPHICS_COMMAND_LIST,
                    out,
                )
            })?,
        };
        let fence = Com::create(|out| unsafe {
            (v.create_fence)(this, 0, 0, &ffi::IID_ID3D12_FENCE, out)
        })?;
        Ok(ComputeQueue {
            list,
            _allocator: allocator,
            fence,
            queue,
            device,
        })
    }

    /// The command list, open for recording.
    pub fn list(&mut self) -> &mut ComputeList {
        &mut self.list
    }

    /// `CreateRootSignature` from serialized bytes.
    pub fn create_root_signature(&self, bytes: &[u8]) -> Result<RootSignature, HResult> {
        let (v, this) = (self.device.vtbl(), self.device.this());
        // SAFETY: a method of a live device; `bytes` is alive for the call
        // and its length passed with it.
        Com::create(|out| unsafe {
            (v.create_root_signature)(
                this,
                0,
                bytes.as_ptr().cast(),
                bytes.len(),
                &ffi::IID_ID3D12_ROOT_SIGNATURE,
                out,
            )
        })
        .map(RootSignature)
    }

    /// `CreateComputePipelineState` from compute shader bytecode.
    pub fn create_compute_pipeline(
        &self,
        root_signature: &RootSignature,
        shader: &[u8],
    ) -> Result<PipelineState, HResult> {
        let (v, this) = (self.device.vtbl(), self.device.this());
        let desc = ffi::ComputePipelineStateDesc {
            root_signature: root_signature.0.this(),
            cs: ffi::Bytes {
                data: shader.as_ptr().cast(),
                len: shader.len(),
            },
            node_mask: 0,
            cached_pso: ffi::Bytes {
                data: ptr::null(),
                len: 0,
            },
            flags: 0,
        };
        // SAFETY: a method of a live device; the description points at a
        // live root signature and at `shader`, alive for the call.
        Com::create(|out| unsafe {
            (v.create_compute_pipeline_state)(this, &desc, &ffi::IID_ID3D12_PIPELINE_STATE, out)
        })
        .map(PipelineState)
    }

    /// A committed buffer of `size` bytes in heap `heap_type`, created in
    /// `state`.
    pub fn create_buffer(
        &self,
        heap_type: u32,
        size: usize,
        flags: u32,
        state: u32,
    ) -> Result<Buffer, HResult> {
        let (v, this) = (self.device.vtbl(), self.device.this());
        let heap = ffi::HeapProperties {
            heap_type,
            cpu_page_property: 0,
            memory_pool_preference: 0,
            creation_node_mask: 1,
            visible_node_mask: 1,
        };
        let desc = ffi::ResourceDesc {
            dimension: ffi::RESOURCE_DIMENSION_BUFFER,
            alignment: 0,
            width: size as u64,
            height: 1,
            depth_or_array_size: 1,
            mip_levels: 1,
            format: 0,
            sample_count: 1,
            sample_quality: 0,
            layout: ffi::TEXTURE_LAYOUT_ROW_MAJOR,
            flags,
        };
        // SAFETY: a method of a live device with valid descriptions, no
        // clear value, a valid IID and out-location.
        Com::create(|out| unsafe {
            (v.create_committed_resource)(
                this,
                &heap,
                0,
                &desc,
                state,
                ptr::null(),
                &ffi::IID_ID3D12_RESOURCE,
                out,
            )
        })
        .map(|resource| Buffer { resource, size })
    }

    /// A shader-visible CBV/SRV/UAV heap of `capacity` descriptors.
    pub fn create_descriptor_heap(&self, capacity: u32) -> Result<DescriptorHeap, HResult> {
        let (v, this) = (self.device.vtbl(), self.device.this());
        let desc = ffi::DescriptorHeapDesc {
            heap_type: ffi::DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV,
            num_descriptors: capacity,
            flags: ffi::DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE,
            node_mask: 0,
        };
        // SAFETY: methods of a live device with a valid description, IID
        // and out-location.
        let heap = Com::create(|out| unsafe {
            (v.create_descriptor_heap)(this, &desc, &ffi::IID_ID3D12_DESCRIPTOR_HEAP, out)
        })?;
        let increment = unsafe {
            (v.get_descriptor_handle_increment_size)(this, ffi::DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV)
        };
        Ok(DescriptorHeap {
            heap,
            increment,
            capacity,
        })
    }

    /// `CreateConstantBufferView` of `size` bytes at `address`, written to
    /// the descriptor at `cpu` of `heap`.
    ///
    /// # Panics
    ///
    /// When `cpu` is not a descriptor of `heap`: writing there would be
    /// out of bounds.
    pub fn create_cbv(&self, heap: &DescriptorHeap, cpu: usize, address: u64, size: u32) {
        let start = heap.cpu_start();
        let end = start + heap.capacity as usize * heap.increment as usize;
        assert!(
            (start..end).contains(&cpu) && (cpu - start).is_multiple_of(heap.increment as usize),
            "{cpu:#x} is not a descriptor of the heap at {start:#x}"
        );
        let desc = ffi::ConstantBufferViewDesc {
            buffer_location: address,
            size_in_bytes: size,
        };
        let (v, this) = (self.device.vtbl(), self.device.this());
        // SAFETY: a method of a live device; `cpu` is a descriptor of a live
        // heap (checked above).
        unsafe {
            (v.create_constant_buffer_view)(this, &desc, ffi::CpuDescriptorHandle { ptr: cpu })
        }
    }

    /// Closes the list, runs it, and waits for the queue, polling the
    /// fence until `deadline` has passed.
    pub fn run(&mut self, deadline: Duration) -> Result<(), HResult> {
        let (v, this) = self.list.call();
        // SAFETY: closes the open list.
        let hr = unsafe { (v.close)(this) };
        if hr < 0 {
            return Err(HResult(hr));
        }
        let lists = [this];
        let (q, queue) = (self.queue.vtbl(), self.queue.this());
        // SAFETY: a live queue runs one closed list; then signals a live
        // fence with value 1.
        let hr = unsafe {
            (q.execute_command_lists)(queue, 1, lists.as_ptr());
            (q.signal)(queue, self.fence.this(), 1)
        };
        if hr < 0 {
            return Err(HResult(hr));
        }
        let start = Instant::now();
        // SAFETY: a method of a live fence.
        while unsafe { (self.fence.vtbl().get_completed_value)(self.fence.this()) } < 1 {
            if start.elapsed() > deadline {
                return Err(HResult::FAIL);
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }
}
