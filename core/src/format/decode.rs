//! The decoder.
use crate::RootSignature;

/// Why a blob could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Placeholder.
    Todo,
}

impl core::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for DecodeError {}

/// Decodes a container or a bare RTS0 part.
pub fn decode(bytes: &[u8]) -> Result<RootSignature, DecodeError> {
    let _ = bytes;
    Err(DecodeError::Todo)
}
