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
        /// Unused: private and never referred to, yet no warning.
        #[allow(dead_code)]
        Unused = "UAV(u0)";
    }

    /// Uses the private one.
    pub fn private_len() -> usize {
        Private::BLOB.as_bytes().len()
    }
}

fn main() {
    let _ = signatures::Forward::BLOB.as_bytes();
    let _ = signatures::Shadow::CBV_B0;
    let _ = signatures::Sky::SRV_T0;
    assert!(signatures::private_len() > 44);
}
