//! # rootsig
//!
//! Direct3D 12 root signatures, written in the HLSL root signature language
//! and checked by the Rust compiler.
//!
//! ```
//! let blob = rootsig::compile("CBV(b0)", &rootsig::Options::default()).unwrap();
//! assert_eq!(&blob.as_bytes()[..4], b"DXBC");
//! ```

pub use rootsig_core::*;
