//! The bytes: the RTS0 layout, the DXBC container, its checksum, the
//! encoder, the bounds-checked decoder and a zero-copy view.

pub mod checksum;
pub mod container;
pub mod decode;
pub mod encode;
pub mod layout;
pub mod view;
