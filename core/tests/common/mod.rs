//! What several test files share: the golden blobs of FORMAT.md and the
//! scale inputs of issue 16. The `scale` bench, the conformance tests, the
//! CLI's tests and the fuzz seeds include these files by path.
#![allow(dead_code)] // each includer uses some of these

pub mod golden;
pub mod scale;

use rootsig_core::{RootDescriptorKind, RootParameter, ShaderVisibility};

/// `n` root CBVs at b0 with the distinct unknown visibilities 8, 9, 10, …:
/// one overlap cluster in which no pair conflicts. The one scale input that
/// text cannot spell (so not in [`scale`], which imports nothing).
pub fn unknown_visibility_cbvs(n: u32) -> Vec<RootParameter> {
    (0..n)
        .map(|i| RootParameter {
            visibility: ShaderVisibility(8 + i),
            ..RootParameter::descriptor(RootDescriptorKind::Cbv, 0)
        })
        .collect()
}
