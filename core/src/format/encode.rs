//! The encoder.
use crate::{EncodingMode, RootSignature};

/// Encodes a (validated) description as a root-signature-only container.
pub fn encode_container(signature: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    let _ = (signature, mode);
    todo!("encoder")
}
