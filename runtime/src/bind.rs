//! The bound-signature guard: [`Bound`], over any command list that
//! implements [`CommandList`].

use core::fmt;
use core::marker::PhantomData;

use crate::{DescriptorHeap, DescriptorTableIndex, RootConstantsIndex, RootDescriptorIndex};
use crate::{RootConstantWords, RootDescriptorKind, RootDescriptorType};
use zerocopy::{Immutable, IntoBytes};

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Graphics {}
    impl Sealed for super::Compute {}
}

/// Which root signature slot of a command list the arguments go to:
/// [`Graphics`] (`SetGraphicsRoot*`) or [`Compute`] (`SetComputeRoot*`).
///
/// ```
/// use rootsig::{Compute, Graphics, Pipeline};
/// fn method<P: Pipeline>(call: &str) -> String {
///     format!("Set{}Root{call}", P::NAME)
/// }
/// assert_eq!(method::<Graphics>("DescriptorTable"), "SetGraphicsRootDescriptorTable");
/// assert_eq!(method::<Compute>("DescriptorTable"), "SetComputeRootDescriptorTable");
/// ```
pub trait Pipeline: sealed::Sealed + 'static {
    /// `"Graphics"` or `"Compute"`, as in the D3D12 method names.
    const NAME: &'static str;
}

/// The graphics root signature: `SetGraphicsRoot*`. See [`Pipeline`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Graphics {}

/// The compute root signature: `SetComputeRoot*`. See [`Pipeline`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Compute {}

impl Pipeline for Graphics {
    const NAME: &'static str = "Graphics";
}

impl Pipeline for Compute {
    const NAME: &'static str = "Compute";
}

/// The root-argument calls of `ID3D12GraphicsCommandList`, untyped, for
/// pipeline `P`: implement it once for [`Graphics`] (forwarding to
/// `SetGraphicsRoot*`) and once for [`Compute`] (`SetComputeRoot*`) on
/// your command-list type, and [`Bound`] gives the typed, checked view.
/// With the `windows` crate, on a newtype around the list (the orphan rule
/// forbids implementing it on `ID3D12GraphicsCommandList` itself):
///
/// ```
/// # // Stand-ins with the `windows` crate's signatures, so that this compiles here.
/// # #![allow(non_snake_case, non_camel_case_types, dead_code)]
/// # use core::ffi::c_void;
/// # pub struct D3D12_GPU_DESCRIPTOR_HANDLE { pub ptr: u64 }
/// # pub struct ID3D12GraphicsCommandList;
/// # impl ID3D12GraphicsCommandList {
/// #     pub unsafe fn SetGraphicsRootDescriptorTable(&self, _: u32, _: D3D12_GPU_DESCRIPTOR_HANDLE) {}
/// #     pub unsafe fn SetGraphicsRoot32BitConstants(&self, _: u32, _: u32, _: *const c_void, _: u32) {}
/// #     pub unsafe fn SetGraphicsRootConstantBufferView(&self, _: u32, _: u64) {}
/// #     pub unsafe fn SetGraphicsRootShaderResourceView(&self, _: u32, _: u64) {}
/// #     pub unsafe fn SetGraphicsRootUnorderedAccessView(&self, _: u32, _: u64) {}
/// # }
/// struct List(ID3D12GraphicsCommandList);
/// // SAFETY (all calls): the list is open for recording and the caller
/// // passes GPU addresses of live resources.
/// impl rootsig::CommandList<rootsig::Graphics> for List {
///     fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
///         let base = D3D12_GPU_DESCRIPTOR_HANDLE { ptr: base_gpu };
///         unsafe { self.0.SetGraphicsRootDescriptorTable(index, base) }
///     }
///     fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
///         let count = values.len() as u32;
///         unsafe {
///             self.0.SetGraphicsRoot32BitConstants(index, count, values.as_ptr().cast(), dest_offset)
///         }
///     }
///     fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
///         unsafe { self.0.SetGraphicsRootConstantBufferView(index, address) }
///     }
///     fn set_shader_resource_view(&mut self, index: u32, address: u64) {
///         unsafe { self.0.SetGraphicsRootShaderResourceView(index, address) }
///     }
///     fn set_unordered_access_view(&mut self, index: u32, address: u64) {
///         unsafe { self.0.SetGraphicsRootUnorderedAccessView(index, address) }
///     }
/// }
/// # use rootsig::Layout;
/// # rootsig::root_signature! { Sig = "CBV(b0)"; }
/// # Sig::bind(&mut List(ID3D12GraphicsCommandList)).set_cbv(Sig::CBV_B0, 0x1000);
/// ```
///
/// One implementation can serve both pipelines; this one counts the calls:
///
/// ```
/// use rootsig::{CommandList, Layout, Pipeline};
///
/// #[derive(Default)]
/// struct Counter(u32);
/// impl<P: Pipeline> CommandList<P> for Counter {
///     fn set_descriptor_table(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_32bit_constants(&mut self, _: u32, _: &[u32], _: u32) { self.0 += 1 }
///     fn set_constant_buffer_view(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_shader_resource_view(&mut self, _: u32, _: u64) { self.0 += 1 }
///     fn set_unordered_access_view(&mut self, _: u32, _: u64) { self.0 += 1 }
/// }
///
/// rootsig::root_signature! {
///     Blur = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))";
/// }
/// let mut list = Counter::default();
/// Blur::bind_compute(&mut list).set_cbv(Blur::CBV_B0, 0x1000);
/// Blur::bind(&mut list).set_table(Blur::TABLE_SRV_T0, 0x2000);
/// assert_eq!(list.0, 2);
/// ```
pub trait CommandList<P: Pipeline> {
    /// `SetGraphicsRootDescriptorTable` / `SetComputeRootDescriptorTable`:
    /// root parameter `index`, the table's first descriptor at `base_gpu`.
    fn set_descriptor_table(&mut self, index: u32, base_gpu: u64);
    /// `SetGraphicsRoot32BitConstants` / `SetComputeRoot32BitConstants`:
    /// `values`, written from DWORD `dest_offset` of root parameter `index`.
    fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32);
    /// `SetGraphicsRootConstantBufferView` / `SetComputeRootConstantBufferView`.
    fn set_constant_buffer_view(&mut self, index: u32, address: u64);
    /// `SetGraphicsRootShaderResourceView` / `SetComputeRootShaderResourceView`.
    fn set_shader_resource_view(&mut self, index: u32, address: u64);
    /// `SetGraphicsRootUnorderedAccessView` / `SetComputeRootUnorderedAccessView`.
    fn set_unordered_access_view(&mut self, index: u32, address: u64);
}

/// A command list with signature `S` bound to pipeline `P`: its setters
/// take only `S`'s handles, so a handle of another signature does not
/// compile. Made by `S::bind(&mut list)` (graphics) or
/// `S::bind_compute(&mut list)` ([`Layout`](crate::Layout)'s methods), after the list's
/// `SetGraphicsRootSignature` / `SetComputeRootSignature` with the root
/// signature created from `S::BLOB`. A reference and nothing else: each
/// setter is one call of the list's [`CommandList`] method.
///
/// ```
/// use rootsig::{CommandList, Graphics, Layout};
///
/// /// A stand-in command list that records its calls.
/// #[derive(Default)]
/// struct List(Vec<String>);
/// impl CommandList<Graphics> for List {
///     fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
///         self.0.push(format!("table {index} at {base_gpu:#x}"));
///     }
///     fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
///         self.0.push(format!("constants {index}: {values:?} at {dest_offset}"));
///     }
///     fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
///         self.0.push(format!("CBV {index} at {address:#x}"));
///     }
///     fn set_shader_resource_view(&mut self, index: u32, address: u64) {
///         self.0.push(format!("SRV {index} at {address:#x}"));
///     }
///     fn set_unordered_access_view(&mut self, index: u32, address: u64) {
///         self.0.push(format!("UAV {index} at {address:#x}"));
///     }
/// }
///
/// rootsig::root_signature! {
///     pub Forward = "camera: CBV(b0), RootConstants(num32BitConstants = 2, b1),
///                    lights: SRV(t0), feedback: UAV(u0), DescriptorTable(SRV(t1))";
/// }
///
/// let mut list = List::default();
/// let mut root = Forward::bind(&mut list);
/// root.set_cbv(Forward::camera, 0x1000);
/// root.set_constants(Forward::CONSTANTS_B1, &[7, 8]);
/// root.set_srv(Forward::lights, 0x2000);
/// root.set_uav(Forward::feedback, 0x3000);
/// root.set_table(Forward::TABLE_SRV_T1, 0x8000_0000);
/// assert_eq!(list.0, [
///     "CBV 0 at 0x1000", "constants 1: [7, 8] at 0", "SRV 2 at 0x2000",
///     "UAV 3 at 0x3000", "table 4 at 0x80000000",
/// ]);
/// ```
pub struct Bound<'a, S, L: ?Sized, P = Graphics> {
    list: &'a mut L,
    marker: PhantomData<fn() -> (S, P)>,
}

impl<'a, S, P: Pipeline, L: CommandList<P> + ?Sized> Bound<'a, S, L, P> {
    /// `list`, with `S` bound to pipeline `P`. `S::bind(list)` and
    /// `S::bind_compute(list)` say the same in fewer words.
    pub fn new(list: &'a mut L) -> Self {
        Bound {
            list,
            marker: PhantomData,
        }
    }

    /// The command list, for calls outside the root arguments.
    pub fn list(&mut self) -> &mut L {
        self.list
    }

    /// Sets descriptor table `table` of `S` to the table whose first
    /// descriptor is at `base_gpu` (a `D3D12_GPU_DESCRIPTOR_HANDLE::ptr`).
    pub fn set_table<H: DescriptorHeap, const T: u32>(
        &mut self,
        table: DescriptorTableIndex<H, S, T>,
        base_gpu: u64,
    ) {
        self.list.set_descriptor_table(table.index(), base_gpu);
    }

    /// Sets root CBV `parameter` of `S` to the buffer at GPU virtual
    /// address `address`.
    pub fn set_cbv(&mut self, parameter: RootDescriptorIndex<crate::Cbv, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    /// Sets root SRV `parameter` of `S` to the buffer at `address`.
    pub fn set_srv(&mut self, parameter: RootDescriptorIndex<crate::Srv, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    /// Sets root UAV `parameter` of `S` to the buffer at `address`.
    pub fn set_uav(&mut self, parameter: RootDescriptorIndex<crate::Uav, S>, address: u64) {
        self.set_descriptor(parameter, address);
    }

    fn set_descriptor<K: RootDescriptorType>(
        &mut self,
        parameter: RootDescriptorIndex<K, S>,
        address: u64,
    ) {
        let index = parameter.index();
        match K::KIND {
            RootDescriptorKind::Cbv => self.list.set_constant_buffer_view(index, address),
            RootDescriptorKind::Srv => self.list.set_shader_resource_view(index, address),
            RootDescriptorKind::Uav => self.list.set_unordered_access_view(index, address),
        }
    }

    /// Sets all of root constants `parameter` of `S` to `values`: a
    /// `[u32; N]`, or the type the signature ties to the parameter.
    pub fn set_constants<C: IntoBytes + Immutable>(
        &mut self,
        parameter: RootConstantsIndex<S, C>,
        values: &C,
    ) {
        let words = parameter.words(values);
        self.list.set_32bit_constants(parameter.index(), &words, 0);
    }

    /// Sets part of root constants `parameter` of `S`: `value`, at byte
    /// `byte_offset` of its `C` (usually `core::mem::offset_of!(C,
    /// field)`). Nothing is set, and the error says why, when the offset is
    /// not a multiple of 4, the size of `F` is not, or `value` does not fit.
    ///
    /// ```
    /// # use rootsig::{CommandList, Graphics, ConstantsRangeError, Layout};
    /// # #[derive(Default)]
    /// # struct List(Vec<(u32, Vec<u32>, u32)>);
    /// # impl CommandList<Graphics> for List {
    /// #     fn set_descriptor_table(&mut self, _: u32, _: u64) {}
    /// #     fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
    /// #         self.0.push((index, values.to_vec(), dest_offset));
    /// #     }
    /// #     fn set_constant_buffer_view(&mut self, _: u32, _: u64) {}
    /// #     fn set_shader_resource_view(&mut self, _: u32, _: u64) {}
    /// #     fn set_unordered_access_view(&mut self, _: u32, _: u64) {}
    /// # }
    /// use core::mem::offset_of;
    ///
    /// #[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
    /// #[repr(C)]
    /// struct Draw {
    ///     world: [f32; 12],
    ///     tint: [f32; 4],
    /// }
    /// rootsig::root_signature! {
    ///     #[rootsig(constants(draw = Draw))]
    ///     Sig = "draw: RootConstants(num32BitConstants = 16, b0)";
    /// }
    ///
    /// let mut list = List::default();
    /// let mut root = Sig::bind(&mut list);
    /// root.set_constants_at(Sig::draw, offset_of!(Draw, tint), &[1.0f32; 4])?;
    /// assert_eq!(
    ///     root.set_constants_at(Sig::draw, offset_of!(Draw, tint), &[1.0f32; 5]),
    ///     Err(ConstantsRangeError::OutOfBounds),
    /// );
    /// assert_eq!(list.0, [(0, vec![1.0f32.to_bits(); 4], 12)]);
    /// # Ok::<(), ConstantsRangeError>(())
    /// ```
    pub fn set_constants_at<C, F: IntoBytes + Immutable + ?Sized>(
        &mut self,
        parameter: RootConstantsIndex<S, C>,
        byte_offset: usize,
        value: &F,
    ) -> Result<(), ConstantsRangeError> {
        let bytes = value.as_bytes();
        if !byte_offset.is_multiple_of(4) || !bytes.len().is_multiple_of(4) {
            return Err(ConstantsRangeError::Unaligned);
        }
        match byte_offset.checked_add(bytes.len()) {
            Some(end) if end <= size_of::<C>() => {}
            _ => return Err(ConstantsRangeError::OutOfBounds),
        }
        let words = RootConstantWords::of(bytes);
        let dest_offset = u32::try_from(byte_offset / 4).unwrap_or(u32::MAX);
        self.list
            .set_32bit_constants(parameter.index(), &words, dest_offset);
        Ok(())
    }
}

impl<S, L: ?Sized, P: Pipeline> fmt::Debug for Bound<'_, S, L, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bound<{}>({})", P::NAME, core::any::type_name::<S>())
    }
}

/// Why [`Bound::set_constants_at`] set nothing (see its example).
///
/// ```
/// use rootsig::ConstantsRangeError;
/// assert_eq!(
///     ConstantsRangeError::Unaligned.to_string(),
///     "root constants are set in whole DWORDs: the offset and size must be multiples of 4"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConstantsRangeError {
    /// The byte offset or the value's size is not a multiple of 4.
    Unaligned,
    /// The value runs past the end of the root constants.
    OutOfBounds,
}

impl fmt::Display for ConstantsRangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ConstantsRangeError::Unaligned => {
                "root constants are set in whole DWORDs: the offset and size must be multiples of 4"
            }
            ConstantsRangeError::OutOfBounds => "the value runs past the end of the root constants",
        })
    }
}

impl std::error::Error for ConstantsRangeError {}
