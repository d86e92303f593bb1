//! The guard sets the root signature itself: binding one signature's root
//! signature object and setting another's arguments does not compile.
use rootsig::Layout;

rootsig::root_signature! {
    Forward = CBV(b0);
    Shadow = CBV(b0);
}

fn main() {
    let shadow = rootsig::CallLog::root_signature::<Shadow>("shadow");
    let mut list = rootsig::CallLog::default();
    Forward::bind(&mut list, &shadow).set_cbv(Forward::CBV_B0, 0x1000);
}
