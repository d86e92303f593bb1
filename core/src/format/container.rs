//! The DXBC container around the RTS0 part.

/// Container offset of the RTS0 part data in a root-signature-only container.
pub const RTS0_DATA_OFFSET: usize = 44;
