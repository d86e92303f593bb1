//! What several test files share: the golden blobs of FORMAT.md. The
//! conformance tests include these files by path.
#![allow(dead_code)] // each includer uses some of these

pub mod golden;
