//! What several test files share: the golden blobs of docs/format.md, the
//! crafted inputs that once took quadratic time, and the rule text that both `explain` and
//! docs/rules.md show. The `scale` bench, the conformance tests, the
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

/// The rule of RS0205, which the tests of `explain` and of docs/rules.md
/// both show whole.
pub const RS0205_RULE: &str = "\
    Root signature version 1.0 has no flag fields: root descriptors always behave\n\
    as DATA_VOLATILE, CBV/SRV/UAV ranges as DESCRIPTORS_VOLATILE | DATA_VOLATILE\n\
    and Sampler ranges as DESCRIPTORS_VOLATILE. At 1.0, 'flags' may only restate\n\
    that fixed behaviour (as clang allows); anything else would be silently lost,\n\
    so it is an error. DXC rejects every 'flags' at 1.0. Remove the flags, or\n\
    compile at version 1.1.";
