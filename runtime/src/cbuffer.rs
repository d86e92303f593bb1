//! Types that generated constant-buffer structs use (docs/bindings.md §7.5).
//!
//! HLSL puts each element of an array in a constant buffer on its own
//! 16-byte row, but the last element takes only its own size: a member
//! after the array may sit in the rest of that row. A Rust array cannot
//! say that, so an array whose elements are narrower than a row is a
//! [`PaddedArray`].
//!
//! With the `compiler` feature, `rust_source` writes such a struct for a
//! layout that `bindings::read_bindings` read, as `rootsig cbuffer --rust`
//! prints it (for code generated in `build.rs`).

use core::marker::PhantomData;
// The derives come from zerocopy-derive directly (see the workspace
// Cargo.toml); zerocopy's docs advise importing them with a glob.
use zerocopy_derive::*;

#[cfg(feature = "compiler")]
pub use rootsig_core::plan::cbuffer::{StructNames, rust_source, type_name};

/// Bytes in one constant-buffer row.
pub const ROW: usize = rootsig_core::bindings::kinds::ROW as usize;

/// `LEN` elements of `T` in HLSL's constant-buffer packing: element `i` at
/// byte `i × STRIDE` (the size of `T` rounded up to 16 bytes), the last
/// one followed by nothing, so the whole takes
/// `BYTES = (LEN − 1) × STRIDE + size_of::<T>()` bytes.
///
/// It is bytes, aligned to 1, so elements are written and read by value:
/// [`set`](Self::set) and [`from_array`](Self::from_array), and for
/// numbers and arrays of them [`get`](Self::get) and
/// [`to_array`](Self::to_array). A `BYTES` that does not match `LEN`
/// and `T` is a compile error where the array is used.
///
/// ```
/// use rootsig::cbuffer::PaddedArray;
/// use zerocopy::IntoBytes;
/// // HLSL `float weights[3]`: 3 floats, 16 bytes apart, 36 bytes in all.
/// let mut weights = PaddedArray::<f32, 3, 36>::from_array([1.0, 2.0, 3.0]);
/// weights.set(1, 5.0);
/// assert_eq!(weights.get(1), Some(5.0));
/// assert_eq!(weights.get(3), None);
/// assert_eq!(weights.to_array(), [1.0, 5.0, 3.0]);
/// assert_eq!(weights.as_bytes().len(), 36);
/// assert_eq!(&weights.as_bytes()[16..20], 5.0f32.to_le_bytes());
/// ```
#[repr(C)]
#[derive(IntoBytes, Immutable, FromBytes)]
pub struct PaddedArray<T, const LEN: usize, const BYTES: usize> {
    bytes: [u8; BYTES],
    element: PhantomData<T>,
}

impl<T, const LEN: usize, const BYTES: usize> PaddedArray<T, LEN, BYTES> {
    /// Bytes from one element to the next.
    pub const STRIDE: usize = size_of::<T>().div_ceil(ROW) * ROW;

    /// Evaluated by every method: `BYTES` must be what `LEN` elements take.
    const SHAPE: () = assert!(
        LEN > 0 && BYTES == (LEN - 1) * Self::STRIDE + size_of::<T>(),
        "PaddedArray<T, LEN, BYTES>: BYTES must be (LEN - 1) * STRIDE + size_of::<T>()"
    );

    /// The number of elements.
    pub const fn len(&self) -> usize {
        LEN
    }

    /// Always false: a constant-buffer array has at least one element.
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// The bytes of element `i`, if there is one.
    fn range(i: usize) -> Option<core::ops::Range<usize>> {
        let () = Self::SHAPE;
        (i < LEN).then(|| i * Self::STRIDE..i * Self::STRIDE + size_of::<T>())
    }

    /// The bytes of element `i`, if there is one.
    pub fn bytes_of(&self, i: usize) -> Option<&[u8]> {
        self.bytes.get(Self::range(i)?)
    }
}

impl<T, const LEN: usize, const BYTES: usize> PaddedArray<T, LEN, BYTES>
where
    T: zerocopy::IntoBytes + zerocopy::Immutable,
{
    /// Writes element `i`.
    ///
    /// # Panics
    ///
    /// When `i` is not below `LEN`, as indexing a slice does.
    pub fn set(&mut self, i: usize, value: T) {
        let range = Self::range(i).unwrap_or_else(|| panic!("index {i} out of range for {LEN}"));
        self.bytes[range].copy_from_slice(value.as_bytes());
    }

    /// The array holding `values`, its padding zero.
    pub fn from_array(values: [T; LEN]) -> Self {
        let mut out = Self::default();
        for (i, value) in values.into_iter().enumerate() {
            out.set(i, value);
        }
        out
    }
}

impl<T, const LEN: usize, const BYTES: usize> PaddedArray<T, LEN, BYTES>
where
    T: zerocopy::FromBytes,
{
    /// Element `i`, or `None` past the end (for element types that any
    /// bytes are valid for: numbers and arrays of them; a generated struct
    /// derives `FromZeros` only, so read its fields where you wrote them).
    pub fn get(&self, i: usize) -> Option<T> {
        T::read_from_bytes(self.bytes_of(i)?).ok()
    }

    /// Every element, in order.
    pub fn to_array(&self) -> [T; LEN] {
        core::array::from_fn(|i| {
            let bytes = self.bytes_of(i).unwrap_or_default();
            T::read_from_bytes(bytes).unwrap_or_else(|_| T::new_zeroed())
        })
    }
}

impl<T, const LEN: usize, const BYTES: usize> Clone for PaddedArray<T, LEN, BYTES> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, const LEN: usize, const BYTES: usize> Copy for PaddedArray<T, LEN, BYTES> {}

impl<T, const LEN: usize, const BYTES: usize> PartialEq for PaddedArray<T, LEN, BYTES> {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

impl<T, const LEN: usize, const BYTES: usize> core::fmt::Debug for PaddedArray<T, LEN, BYTES> {
    /// Each element's bytes.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list()
            .entries((0..LEN).filter_map(|i| self.bytes_of(i)))
            .finish()
    }
}

impl<T, const LEN: usize, const BYTES: usize> Default for PaddedArray<T, LEN, BYTES> {
    fn default() -> Self {
        PaddedArray {
            bytes: [0; BYTES],
            element: PhantomData,
        }
    }
}
