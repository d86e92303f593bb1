//! The bytes: the RTS0 layout, the DXBC container, its checksum, the
//! encoder, the bounds-checked decoder and a zero-copy view.
//!
//! [`compiled`] reads what a compiled shader's container says about its
//! stage and resources.
//!
//! [`layout`] defines every record once; [`encode`] writes them,
//! [`read`] finds and reads them (also in `const`),
//! [`view::RootSignatureView`] checks their bounds and reads through it, and
//! [`decode`] copies a view out into a [`crate::RootSignature`]. [`error`]
//! is what every reader reports; the modules form no import cycle.

pub mod checksum;
#[cfg(feature = "compiler")]
#[cfg_attr(docsrs, doc(cfg(feature = "compiler")))]
pub mod compiled;
pub mod container;
pub mod decode;
pub mod encode;
pub mod error;
pub mod layout;
pub mod read;
pub mod view;

pub use container::{ChecksumPolicy, DigestStatus};
pub use decode::{
    Block, DecodeError, DecodeOptions, DecodedContainer, decode_container, decode_rts0,
    is_canonical,
};
pub use encode::{encode_container, encode_rts0};
pub use read::Rts0Reader;
pub use view::{ParameterView, ParameterViewKind, RootSignatureView, TableView};
