//! Another signature's root constants, at the same index and of the same
//! size, passed while Forward is bound.
use rootsig::Layout;

rootsig::root_signature! {
    Forward = "camera: CBV(b0), draw: RootConstants(num32BitConstants = 4, b1)";
    Shadow = "light: CBV(b0), draw: RootConstants(num32BitConstants = 4, b1)";
}

fn main() {
    let mut list = rootsig::CallLog::default();
    let mut root = Forward::bind(&mut list, &rootsig::CallLog::root_signature("forward"));
    root.set_constants(Shadow::draw, &[0; 4]);
}
