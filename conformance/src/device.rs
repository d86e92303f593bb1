//! A vkd3d `ID3D12Device` on the first Vulkan device the loader offers
//! (lavapipe on a machine without a GPU), reached through this crate's own
//! vtable declaration.

use core::ffi::c_void;
use core::fmt;
use core::ptr::{self, NonNull};

use crate::ffi;

/// An `HRESULT` with a readable name for the values the tests meet.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct HResult(pub i32);

impl HResult {
    /// `S_OK`.
    pub const OK: HResult = HResult(ffi::S_OK);
    /// `E_INVALIDARG`.
    pub const INVALID_ARG: HResult = HResult(ffi::E_INVALIDARG);
    /// `E_NOTIMPL`.
    pub const NOT_IMPL: HResult = HResult(ffi::E_NOTIMPL);
    /// `E_OUTOFMEMORY`.
    pub const OUT_OF_MEMORY: HResult = HResult(ffi::E_OUTOFMEMORY);
    /// `E_FAIL`.
    pub const FAIL: HResult = HResult(ffi::E_FAIL);
}

impl fmt::Debug for HResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.0 {
            ffi::S_OK => "S_OK",
            ffi::E_INVALIDARG => "E_INVALIDARG",
            ffi::E_NOTIMPL => "E_NOTIMPL",
            ffi::E_OUTOFMEMORY => "E_OUTOFMEMORY",
            ffi::E_FAIL => "E_FAIL",
            _ => return write!(f, "HRESULT({:#010x})", self.0 as u32),
        };
        f.write_str(name)
    }
}

impl fmt::Display for HResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// An owned `ID3D12Device` created by vkd3d; released on drop.
pub struct Device {
    raw: NonNull<ffi::ComObject<ffi::DeviceVtbl>>,
}

// SAFETY: D3D12 devices are free-threaded (every ID3D12Device method may be
// called from any thread), and vkd3d implements them with internal locking.
unsafe impl Send for Device {}
// SAFETY: as above.
unsafe impl Sync for Device {}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Device").field(&self.raw).finish()
    }
}

impl Device {
    /// Creates a device with `D3D12CreateDeviceVKD3D(NULL, 11_0, …)` from
    /// vkd3d-utils. The Vulkan loader picks the device; on a machine without
    /// a GPU that is lavapipe, found through
    /// `/usr/share/vulkan/icd.d/lvp_icd.x86_64.json`.
    pub fn new() -> Result<Device, HResult> {
        let mut device: *mut c_void = ptr::null_mut();
        // SAFETY: a null adapter asks vkd3d for its default; the IID is a
        // valid GUID and `device` a valid out-location for one pointer.
        let hr = unsafe {
            ffi::D3D12CreateDeviceVKD3D(
                ptr::null_mut(),
                ffi::D3D_FEATURE_LEVEL_11_0,
                &ffi::IID_ID3D12_DEVICE,
                &mut device,
                ffi::VKD3D_API_VERSION_1_2,
            )
        };
        if hr < 0 {
            return Err(HResult(hr));
        }
        NonNull::new(device.cast())
            .map(|raw| Device { raw })
            .ok_or(HResult::FAIL)
    }

    /// The `ID3D12Device*`, for calls through [`vtbl`](Self::vtbl).
    pub(crate) fn this(&self) -> *mut c_void {
        self.raw.as_ptr().cast()
    }

    pub(crate) fn vtbl(&self) -> &ffi::DeviceVtbl {
        // SAFETY: `raw` is a live ID3D12Device (we hold a reference), whose
        // first field is its vtable pointer; the vtable is static in vkd3d.
        unsafe { &*(*self.raw.as_ptr()).vtbl }
    }

    /// `GetNodeCount()`: 1 for every vkd3d device.
    pub fn node_count(&self) -> u32 {
        // SAFETY: calling a method of a live device with itself as `this`.
        unsafe { (self.vtbl().get_node_count)(self.raw.as_ptr().cast()) }
    }

    /// True when libvkd3d reports a Vulkan device and physical device
    /// behind this D3D12 device.
    pub fn has_vulkan_device(&self) -> bool {
        // SAFETY: both functions take a vkd3d-created ID3D12Device, which
        // `raw` is, and only read from it.
        unsafe {
            !ffi::vkd3d_get_vk_device(self.raw.as_ptr().cast()).is_null()
                && !ffi::vkd3d_get_vk_physical_device(self.raw.as_ptr().cast()).is_null()
        }
    }

    /// `CreateRootSignature(0, bytes, len, IID_ID3D12RootSignature, &out)`.
    /// The root signature, if created, is released at once; the result is
    /// the `HRESULT`.
    pub fn create_root_signature(&self, bytes: &[u8]) -> HResult {
        let mut root_signature: *mut c_void = ptr::null_mut();
        // SAFETY: a method of a live device; `bytes` is alive for the call
        // and its length is passed with it; the IID is valid and
        // `root_signature` is a valid out-location.
        let hr = unsafe {
            (self.vtbl().create_root_signature)(
                self.raw.as_ptr().cast(),
                0,
                bytes.as_ptr().cast(),
                bytes.len(),
                &ffi::IID_ID3D12_ROOT_SIGNATURE,
                &mut root_signature,
            )
        };
        if hr >= 0 && !root_signature.is_null() {
            release(root_signature);
        }
        HResult(hr)
    }
}

/// Calls `IUnknown::Release` on a COM object we hold one reference to.
pub(crate) fn release(object: *mut c_void) {
    let object = object.cast::<ffi::ComObject<ffi::UnknownVtbl>>();
    // SAFETY: `object` is a live COM object returned to us with one
    // reference; every COM vtable begins with the IUnknown slots, so
    // reading it as UnknownVtbl and calling Release is sound. We never use
    // the pointer again.
    unsafe {
        let vtbl = &*(*object).vtbl;
        (vtbl.release)(object.cast());
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        release(self.raw.as_ptr().cast());
    }
}
