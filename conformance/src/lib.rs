//! # rootsig-conformance
//!
//! Proves rootsig's blobs against vkd3d 1.2, a real Direct3D 12
//! implementation: its serializer must write the same bytes, its parser
//! must read back the same description, and `CreateRootSignature` on a
//! vkd3d device over lavapipe (software Vulkan) must accept them.
//!
//! vkd3d is reached through this crate's own FFI declarations ([`ffi`]),
//! found with pkg-config at build time. Everything vkd3d allocates is freed
//! with the matching vkd3d function.
//!
//! ```
//! use rootsig_conformance::shader::{self, Description};
//! use rootsig_core::{EncodingMode, Options, compile_signature};
//!
//! let compiled = compile_signature("CBV(b0), DescriptorTable(SRV(t0))", &Options::default()).unwrap();
//! // vkd3d serializes the same description to the same bytes…
//! let vkd3d = Description::new(&compiled.signature, EncodingMode::Standard).unwrap();
//! assert_eq!(vkd3d.serialize().unwrap(), compiled.blob.as_bytes());
//! // …and parses rootsig's bytes back to it, with the flags as written.
//! let parsed = shader::parse(compiled.blob.as_bytes()).unwrap();
//! assert_eq!(parsed, shader::as_written(&compiled.signature, EncodingMode::Standard));
//! ```
//!
//! The tests need no environment variables: the Vulkan loader finds Mesa's
//! lavapipe through `/usr/share/vulkan/icd.d/lvp_icd.x86_64.json`. On a
//! machine with a GPU, `VK_ICD_FILENAMES` set to that file keeps the device
//! tests on lavapipe.

#![allow(unsafe_code)]

pub mod compute;
pub mod corpus;
pub mod device;
pub mod ffi;
pub mod shader;
