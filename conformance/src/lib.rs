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

#![allow(unsafe_code)]

pub mod corpus;
pub mod device;
pub mod ffi;
pub mod shader;
