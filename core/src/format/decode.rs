//! The decoder: bytes to a [`RootSignature`] (docs/format.md §6).
//!
//! Every reader goes through [`RootSignatureView`], which checks every
//! bound once; decoding then only copies values out of the view. Enumeration
//! and flag values are kept raw, floats bit-exact: judging them is the
//! validator's job (RS03xx, docs/language.md §5.10).
//!
//! ```
//! use rootsig_core::format::decode::{decode, decode_rts0};
//! use rootsig_core::format::encode::{encode_container, encode_rts0};
//! use rootsig_core::{EncodingMode, RootSignature, Version};
//! let sig = RootSignature { version: Version::V1_0, ..RootSignature::default() };
//! let blob = encode_container(&sig, EncodingMode::Standard);
//! assert_eq!(decode(&blob).unwrap(), sig);
//! assert_eq!(decode_rts0(&encode_rts0(&sig, EncodingMode::Standard)).unwrap(), sig);
//! ```

use super::container::{self, ChecksumPolicy, DigestStatus};
use super::encode;
use super::layout::DXBC_MAGIC;
use super::view::RootSignatureView;
use crate::model::{EncodingMode, RootSignature};

pub use super::error::{Block, DecodeError};

/// Settings for [`decode_container`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DecodeOptions {
    /// How the container digest is checked (default: it must match).
    pub checksum: ChecksumPolicy,
}

/// A decoded container: the description and how its digest was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodedContainer {
    /// The root signature in the RTS0 part.
    pub signature: RootSignature,
    /// Whether the digest was verified, all-zero (unsigned) or not checked.
    pub digest: DigestStatus,
}

/// Decodes a DXBC container (checksum verified) when the input starts with
/// `DXBC`, otherwise a bare RTS0 part. Checks every bound; never panics.
pub fn decode(bytes: &[u8]) -> Result<RootSignature, DecodeError> {
    if bytes.starts_with(&DXBC_MAGIC) {
        decode_container(bytes, DecodeOptions::default()).map(|d| d.signature)
    } else {
        decode_rts0(bytes)
    }
}

/// Decodes a DXBC container holding exactly one RTS0 part, with every
/// container check of docs/format.md §6.1.
///
/// ```
/// use rootsig_core::format::container::{ChecksumPolicy, DigestStatus};
/// use rootsig_core::format::decode::{decode_container, DecodeError, DecodeOptions};
/// use rootsig_core::format::encode::encode_container;
/// use rootsig_core::{EncodingMode, RootSignature};
/// let mut blob = encode_container(&RootSignature::default(), EncodingMode::Standard);
/// blob[4..20].fill(0); // what LLVM and `dxc -Vd` leave
/// let strict = decode_container(&blob, DecodeOptions::default());
/// assert!(matches!(strict, Err(DecodeError::BadChecksum { .. })));
/// let lenient = DecodeOptions { checksum: ChecksumPolicy::AllowUnsigned };
/// assert_eq!(decode_container(&blob, lenient).unwrap().digest, DigestStatus::Unsigned);
/// ```
pub fn decode_container(
    bytes: &[u8],
    options: DecodeOptions,
) -> Result<DecodedContainer, DecodeError> {
    let container = container::read_container(bytes, options.checksum)?;
    let view = RootSignatureView::from_rts0(container.rts0())?;
    Ok(DecodedContainer {
        signature: view.to_signature(),
        digest: container.digest_status(),
    })
}

/// Decodes a bare RTS0 part (no container), with the RTS0 checks of
/// docs/format.md §6.1.
pub fn decode_rts0(bytes: &[u8]) -> Result<RootSignature, DecodeError> {
    RootSignatureView::from_rts0(bytes).map(|view| view.to_signature())
}

/// The canonical-form check (docs/format.md §6.3): true when re-encoding the
/// decoded description reproduces `bytes` exactly. A container (input
/// starting with `DXBC`) must then be a signed root-signature-only
/// container; a bare RTS0 part is compared as a part. Unsigned containers
/// decode but are not canonical.
///
/// ```
/// use rootsig_core::format::decode::is_canonical;
/// use rootsig_core::format::encode::encode_container;
/// use rootsig_core::{EncodingMode, RootSignature};
/// let mut blob = encode_container(&RootSignature::default(), EncodingMode::Standard);
/// assert_eq!(is_canonical(&blob), Ok(true));
/// blob[44 + 16] = 0; // StaticSamplersOffset 24 → 0: tolerated, not canonical
/// rootsig_core::format::checksum::sign(&mut blob);
/// assert_eq!(is_canonical(&blob), Ok(false));
/// ```
pub fn is_canonical(bytes: &[u8]) -> Result<bool, DecodeError> {
    // Decoded v2/v3 flags are all `Some` and v1 has none, so the mode never
    // matters when re-encoding a decoded description.
    let mode = EncodingMode::Standard;
    if bytes.starts_with(&DXBC_MAGIC) {
        let options = DecodeOptions {
            checksum: ChecksumPolicy::AllowUnsigned,
        };
        let decoded = decode_container(bytes, options)?;
        Ok(encode::encode_container(&decoded.signature, mode) == bytes)
    } else {
        let signature = decode_rts0(bytes)?;
        Ok(encode::encode_rts0(&signature, mode) == bytes)
    }
}
