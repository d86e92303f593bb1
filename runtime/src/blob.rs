//! The serialized root signature as a typed, 4-byte aligned zerocopy layout.

use zerocopy::IntoBytes;
// The derives come from zerocopy-derive directly (see the workspace
// Cargo.toml); zerocopy's docs advise importing them with a glob.
use zerocopy_derive::*;

use crate::{Version, sealed};

/// A little-endian `u32` stored in 4-byte aligned memory: the word every
/// field of a [`RootSignatureBlob`] is made of.
///
/// The in-memory bytes are little-endian on every target, so
/// [`IntoBytes::as_bytes`] gives the bytes Direct3D 12 expects.
///
/// ```
/// use rootsig::Le32;
/// let word = Le32::new(0x3053_5452);
/// assert_eq!(word.get(), 0x3053_5452);
/// assert_eq!(word.to_bytes(), *b"RTS0");
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Default, IntoBytes, FromBytes, Immutable, KnownLayout,
)]
// Bytes, not a `u32`: reading a blob out of its container bytes, which the
// compiler does at compile time for every blob a crate uses, is then a copy
// of four bytes per word in its interpreter, with no arithmetic.
#[repr(C, align(4))]
pub struct Le32([u8; 4]);

impl Le32 {
    /// Stores `value` little-endian.
    pub const fn new(value: u32) -> Le32 {
        Le32(value.to_le_bytes())
    }

    /// The value.
    pub const fn get(self) -> u32 {
        u32::from_le_bytes(self.0)
    }

    /// Reads four little-endian bytes.
    pub const fn from_bytes(bytes: [u8; 4]) -> Le32 {
        Le32(bytes)
    }

    /// The four little-endian bytes.
    pub const fn to_bytes(self) -> [u8; 4] {
        self.0
    }
}

impl core::fmt::Debug for Le32 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:#010x}", self.get())
    }
}

/// The word type of a [`RootSignatureBlob`]; only [`Le32`] implements it.
///
/// The blob is generic over its word type only because zerocopy can derive
/// `IntoBytes` for a const-generic struct when all its fields are one type
/// parameter (or arrays of it); that is what makes the layout padding-free
/// and 4-byte aligned without `unsafe`. Always write `RootSignatureBlob<N>`.
pub trait BlobWord: sealed::Sealed + Copy + 'static {}

impl BlobWord for Le32 {}

/// Size in bytes of the DXBC container header plus the RTS0 part header that
/// precede the RTS0 data in a root-signature-only container.
pub const CONTAINER_HEADER_SIZE: usize = rootsig_core::format::container::RTS0_DATA_OFFSET;

/// A serialized root signature (a DXBC container holding one RTS0 part) as a
/// `#[repr(C)]` layout of little-endian words: `IntoBytes`, `Immutable`,
/// 4-byte aligned, with no padding. `N` is the number of 32-bit words of
/// the RTS0 part.
///
/// `root_signature!` produces one as a `const` (`Name::BLOB`), so the bytes
/// are in read-only data and [`as_bytes`](Self::as_bytes) costs nothing:
///
/// ```
/// rootsig::root_signature! {
///     Simple = "CBV(b0)";
/// }
/// let bytes: &'static [u8] = Simple::BLOB.as_bytes();
/// assert_eq!(&bytes[..4], b"DXBC");
/// assert_eq!(Simple::BLOB.container_size.get() as usize, bytes.len());
/// assert_eq!(Simple::BLOB.part_fourcc.to_bytes(), *b"RTS0");
/// assert_eq!(bytes, rootsig::compile("CBV(b0)", &Default::default()).unwrap().as_bytes());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, IntoBytes, Immutable, KnownLayout)]
#[repr(C)]
pub struct RootSignatureBlob<const N: usize, W: BlobWord = Le32> {
    /// `DXBC`.
    pub magic: W,
    /// The container checksum (docs/format.md §7).
    pub digest: [W; 4],
    /// Container format version: major 1 in the low half, minor 0 in the high half.
    pub format_version: W,
    /// Size of the whole container in bytes.
    pub container_size: W,
    /// Number of parts: 1.
    pub part_count: W,
    /// Container offset of the part header: 36.
    pub part_offset: W,
    /// `RTS0`.
    pub part_fourcc: W,
    /// Size of the RTS0 data in bytes (`4 * N`).
    pub part_size: W,
    /// The RTS0 part data.
    pub rts0: [W; N],
}

/// Reads the little-endian word at byte `at`; the caller checks the length.
pub(crate) const fn word(bytes: &[u8], at: usize) -> Le32 {
    Le32::from_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// `N` little-endian words from byte `at`; the caller checks the length.
///
/// Written for the compile-time interpreter, which runs it for every blob a
/// crate uses: no function calls in the loop (each costs the interpreter a
/// frame), which makes it several times faster there than calling [`word`].
/// The caller has checked that `bytes` holds `at + 4 * N` bytes.
const fn words<const N: usize>(bytes: &[u8], at: usize) -> [Le32; N] {
    let (chunks, _) = bytes.split_at(at).1.as_chunks::<4>();
    let mut out = [Le32([0; 4]); N];
    let mut i = 0;
    while i < N {
        out[i] = Le32(chunks[i]);
        i += 1;
    }
    out
}

impl<const N: usize> RootSignatureBlob<N> {
    /// Size of the container in bytes.
    pub const SIZE: usize = CONTAINER_HEADER_SIZE + 4 * N;

    /// Reads container bytes, or `None` when their length is not
    /// `44 + 4 * N`. Only the length is checked: the words are taken as they are.
    ///
    /// ```
    /// use rootsig::RootSignatureBlob;
    /// let blob = rootsig::compile("RootFlags(0)", &Default::default()).unwrap();
    /// let typed = RootSignatureBlob::<6>::try_from_container(blob.as_bytes()).unwrap();
    /// assert_eq!(typed.as_bytes(), blob.as_bytes());
    /// assert!(RootSignatureBlob::<7>::try_from_container(blob.as_bytes()).is_none());
    /// ```
    pub const fn try_from_container(bytes: &[u8]) -> Option<Self> {
        if bytes.len() != Self::SIZE {
            return None;
        }
        let rts0 = words(bytes, CONTAINER_HEADER_SIZE);
        Some(RootSignatureBlob {
            magic: word(bytes, 0),
            digest: [
                word(bytes, 4),
                word(bytes, 8),
                word(bytes, 12),
                word(bytes, 16),
            ],
            format_version: word(bytes, 20),
            container_size: word(bytes, 24),
            part_count: word(bytes, 28),
            part_offset: word(bytes, 32),
            part_fourcc: word(bytes, 36),
            part_size: word(bytes, 40),
            rts0,
        })
    }

    /// Like [`try_from_container`](Self::try_from_container), for constants.
    ///
    /// # Panics
    ///
    /// When the length is not `44 + 4 * N` (in a `const`, that is a compile error).
    ///
    /// ```
    /// use rootsig::RootSignatureBlob;
    /// // An empty 1.1 root signature (digest left as zeros in this sketch).
    /// const EMPTY: RootSignatureBlob<6> = RootSignatureBlob::from_container(&[
    ///     0x44, 0x58, 0x42, 0x43, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    ///     0x44, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00,
    ///     0x52, 0x54, 0x53, 0x30, 0x18, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ]);
    /// assert_eq!(EMPTY.version(), Some(rootsig::Version::V1_1));
    /// ```
    pub const fn from_container(bytes: &[u8]) -> Self {
        match Self::try_from_container(bytes) {
            Some(blob) => blob,
            None => panic!(
                "container length does not match RootSignatureBlob<N>: expected 44 + 4 * N bytes"
            ),
        }
    }

    /// The container bytes, ready for `ID3D12Device::CreateRootSignature`.
    /// On a `const` blob this is a `&'static [u8]` into read-only data.
    pub fn as_bytes(&self) -> &[u8] {
        IntoBytes::as_bytes(self)
    }

    /// The RTS0 part data alone (without the container).
    pub fn rts0_bytes(&self) -> &[u8] {
        self.rts0.as_bytes()
    }

    /// The RTS0 part as its own typed value.
    pub const fn rts0_part(&self) -> Rts0Part<N> {
        Rts0Part { words: self.rts0 }
    }

    /// The root signature version stored in the RTS0 header, or `None` for
    /// an unknown version word (or an empty part).
    pub const fn version(&self) -> Option<Version> {
        if N == 0 {
            return None;
        }
        Version::from_rts0(self.rts0[0].get())
    }

    /// The container checksum as 16 bytes.
    pub const fn digest_bytes(&self) -> [u8; 16] {
        let mut out = [0u8; 16];
        let mut i = 0;
        while i < 16 {
            out[i] = self.digest[i / 4].to_bytes()[i % 4];
            i += 1;
        }
        out
    }
}

impl<const N: usize> AsRef<[u8]> for RootSignatureBlob<N> {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

/// The RTS0 part of a serialized root signature, without the container: the
/// form DXIL keeps in a shader's container and `D3D12SerializeRootSignature`
/// writes into its blob's part. `N` is its size in 32-bit words.
///
/// ```
/// rootsig::root_signature! {
///     Simple = "CBV(b0)";
/// }
/// assert_eq!(Simple::RTS0.as_bytes(), Simple::BLOB.rts0_bytes());
/// assert_eq!(Simple::RTS0.as_bytes()[0], 2); // version 1.1
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, IntoBytes, Immutable, KnownLayout)]
#[repr(C)]
pub struct Rts0Part<const N: usize> {
    /// The part data, as little-endian words.
    pub words: [Le32; N],
}

impl<const N: usize> Rts0Part<N> {
    /// Reads RTS0 part bytes, or `None` when there are not `4 * N` of them.
    ///
    /// ```
    /// use rootsig::Rts0Part;
    /// let blob = rootsig::compile("CBV(b0)", &Default::default()).unwrap();
    /// let part = Rts0Part::<{ 48 / 4 }>::try_from_bytes(blob.rts0()).unwrap();
    /// assert_eq!(part.as_bytes(), blob.rts0());
    /// ```
    pub const fn try_from_bytes(bytes: &[u8]) -> Option<Self> {
        if bytes.len() != 4 * N {
            return None;
        }
        Some(Rts0Part {
            words: words(bytes, 0),
        })
    }

    /// Like [`try_from_bytes`](Self::try_from_bytes), for constants.
    ///
    /// # Panics
    ///
    /// When the length is not `4 * N` (in a `const`, that is a compile error).
    pub const fn from_bytes(bytes: &[u8]) -> Self {
        match Self::try_from_bytes(bytes) {
            Some(part) => part,
            None => panic!("RTS0 length does not match Rts0Part<N>: expected 4 * N bytes"),
        }
    }

    /// Reads the RTS0 part of container bytes (everything after the
    /// 44-byte container and part headers), for constants.
    ///
    /// # Panics
    ///
    /// When the length is not `44 + 4 * N` (in a `const`, that is a compile error).
    ///
    /// ```
    /// use rootsig::Rts0Part;
    /// let blob = rootsig::compile("CBV(b0)", &Default::default()).unwrap();
    /// let part = Rts0Part::<{ 48 / 4 }>::from_container(blob.as_bytes());
    /// assert_eq!(part.as_bytes(), blob.rts0());
    /// ```
    pub const fn from_container(bytes: &[u8]) -> Self {
        if bytes.len() != CONTAINER_HEADER_SIZE + 4 * N {
            panic!("container length does not match Rts0Part<N>: expected 44 + 4 * N bytes");
        }
        Self::from_bytes(bytes.split_at(CONTAINER_HEADER_SIZE).1)
    }

    /// The part bytes.
    pub fn as_bytes(&self) -> &[u8] {
        IntoBytes::as_bytes(self)
    }
}

impl<const N: usize> AsRef<[u8]> for Rts0Part<N> {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}
