//! [`TypedRootSignature`]: a root signature object that remembers which
//! signature's blob made it.

use core::fmt;
use core::marker::PhantomData;

use crate::Layout;

/// A root signature object (`ID3D12RootSignature`, or any binding's
/// equivalent `R`) created from `S::BLOB`, and typed by `S`: binding it
/// gives a [`Bound`](crate::Bound) that takes only `S`'s handles.
///
/// [`create`](Self::create) hands the blob to the function that creates
/// the object, so the object comes from `S`'s own bytes; with the
/// `windows` feature, `rootsig::d3d12::create_root_signature` calls
/// `ID3D12Device::CreateRootSignature` for you.
///
/// ```
/// use rootsig::TypedRootSignature;
/// rootsig::root_signature! {
///     Forward = "CBV(b0)";
/// }
/// // A stand-in "device" that keeps the bytes it was given.
/// let forward = TypedRootSignature::<Forward, Vec<u8>>::create(|blob| Ok::<_, ()>(blob.to_vec()))?;
/// assert_eq!(forward.raw().as_slice(), Forward::BLOB.as_bytes());
/// # Ok::<(), ()>(())
/// ```
pub struct TypedRootSignature<S, R> {
    raw: R,
    marker: PhantomData<fn() -> S>,
}

impl<S: Layout, R> TypedRootSignature<S, R> {
    /// Creates the object with `create`, which receives `S`'s serialized
    /// root signature (the bytes of `S::BLOB`), and types it by `S`.
    pub fn create<E>(create: impl FnOnce(&'static [u8]) -> Result<R, E>) -> Result<Self, E> {
        create(S::LAYOUT.blob).map(|raw| TypedRootSignature {
            raw,
            marker: PhantomData,
        })
    }
}

impl<S, R> TypedRootSignature<S, R> {
    /// The object, for calls outside rootsig (a pipeline state's
    /// `pRootSignature`).
    pub fn raw(&self) -> &R {
        &self.raw
    }

    /// The object, untyped.
    pub fn into_raw(self) -> R {
        self.raw
    }
}

impl<S, R: Clone> Clone for TypedRootSignature<S, R> {
    fn clone(&self) -> Self {
        TypedRootSignature {
            raw: self.raw.clone(),
            marker: PhantomData,
        }
    }
}

impl<S, R: fmt::Debug> fmt::Debug for TypedRootSignature<S, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("TypedRootSignature")
            .field(&core::any::type_name::<S>())
            .field(&self.raw)
            .finish()
    }
}
