//! A signature with a warning (RS0216) still compiles, to the same bytes
//! as the run-time compiler; the warning is a compiler warning.
#![allow(deprecated)]

use rootsig_ui_tests::{assert_matches_runtime, expansion, options};

rootsig::root_signature! {
    Aliasing = DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2));
}

fn main() {
    assert_matches_runtime(
        &expansion!(Aliasing),
        "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2))",
        &options(rootsig::Version::V1_1),
    );
    assert_eq!(Aliasing::UAV_U0.offset().get(), 2);
}
