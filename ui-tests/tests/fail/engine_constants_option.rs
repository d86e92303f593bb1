//! Mistakes in the `constants(…)` option, and a type without zerocopy's
//! traits.
use rootsig::Layout;

struct Plain {
    _value: [u32; 2],
}

rootsig::root_signature! {
    #[rootsig(constants(camera = Plain, missing = Plain))]
    Forward = "camera: CBV(b0), RootConstants(num32BitConstants = 2, b1)";
    #[rootsig(constants(draw))]
    Shape = "draw: RootConstants(num32BitConstants = 2, b1)";
    #[rootsig(constants())]
    Empty = "CBV(b0)";
    #[rootsig(constants(draw = Plain))]
    Untyped = "draw: RootConstants(num32BitConstants = 2, b1)";
}

fn main() {
    let mut list = rootsig::CallLog::default();
    Untyped::bind(&mut list, &rootsig::CallLog::root_signature("untyped")).set_constants(Untyped::draw, &Plain { _value: [0; 2] });
}
