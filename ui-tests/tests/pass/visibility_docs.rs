//! Doc comments and visibility carry over; every generated item is
//! documented, so `missing_docs` and `warnings` stay quiet.
#![deny(missing_docs, warnings)]

mod signatures {
    rootsig::root_signature! {
        /// Public, with several elements.
        pub Forward = "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0)), RootConstants(num32BitConstants = 1, b1)"
                      ;
        /// Visible in the crate.
        pub(crate) Shadow = CBV(b0), DescriptorTable(Sampler(s0));
        /// Visible in the parent module.
        pub(super) Sky = "SRV(t0)";
        /// Private to this module.
        Private = "UAV(u0)";
        /// Private and unused: the usual dead-code lint applies (allowed here).
        #[allow(dead_code)]
        Unused = "UAV(u0)";
    }

    /// Uses the private one.
    pub fn private_len() -> usize {
        Private::BLOB.as_bytes().len()
    }
}

use rootsig_ui_tests::{assert_matches_runtime, expansion, options};

fn main() {
    let v11 = options(rootsig::Version::V1_1);
    assert_matches_runtime(
        &expansion!(signatures::Forward),
        "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0)), RootConstants(num32BitConstants = 1, b1)",
        &v11,
    );
    assert_matches_runtime(&expansion!(signatures::Shadow), "CBV(b0), DescriptorTable(Sampler(s0))", &v11);
    assert_matches_runtime(&expansion!(signatures::Sky), "SRV(t0)", &v11);
    let _ = signatures::Shadow::CBV_B0;
    assert_eq!(signatures::Sky::SRV_T0.index(), 0);
    assert_eq!(
        signatures::private_len(),
        rootsig::compile("UAV(u0)", &v11).unwrap().as_bytes().len()
    );
}
