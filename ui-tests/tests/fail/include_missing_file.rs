rootsig::include_root_signature! {
    Sig = "../shaders/missing.hlsl", define = "ForwardRS";
}

fn main() {}
