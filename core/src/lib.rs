//! # rootsig-core
//!
//! The HLSL root signature language and the Direct3D 12 serialized root
//! signature format, with no proc-macro machinery: everything here is plain
//! library code, testable without a compiler.
//!
//! The pipeline reads like the modules:
//! [`language::lex`] → [`language::parse`] → [`language::validate`] →
//! [`format::encode`], and back with
//! [`format::decode`] → [`language::print`]. What a description implies
//! (table layouts, root cost, the registers each element binds) is
//! [`language::facts`], which the validator, the encoder and the macros
//! share. Every diagnostic code, with its rule, its example and the limits
//! it checks, is one row of the rule registry, [`rules`].
//!
//! ```
//! use rootsig_core::{compile, decode, Options};
//! let blob = compile("RootFlags(0), CBV(b0)", &Options::default()).unwrap();
//! assert_eq!(&blob.as_bytes()[..4], b"DXBC");
//! let sig = decode(blob.as_bytes()).unwrap();
//! assert_eq!(sig.parameters.len(), 1);
//! ```

#![forbid(unsafe_code)]

#[cfg(feature = "proptest")]
pub mod arbitrary;
#[cfg(feature = "bindings")]
pub mod bindings;
mod convert;
pub mod diagnostic;
pub mod explain;
pub mod format;
#[doc(hidden)]
pub mod handle_bits;
pub mod hlsl;
pub mod language;
pub mod model;
mod options;
mod pipeline;
#[cfg(feature = "bindings")]
#[doc(hidden)]
pub mod plan;
pub mod render;
pub mod rules;
mod span;

pub use diagnostic::{Code, Diagnostic, Diagnostics, Related, Severity};
pub use format::decode::DecodeError;
pub use language::SourceMap;
pub use model::*;
pub use options::Options;
pub use pipeline::{
    Blob, Compiled, compile, compile_signature, decode, encode, parse, print, validate,
};
pub use span::Span;
