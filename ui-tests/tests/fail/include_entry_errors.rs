rootsig::include_root_signature! {
    NoFunction = "../shaders/forward.hlsl", entry = "GSMain";
    NoAttribute = "../shaders/broken.hlsl", entry = "NoAttribute";
}

fn main() {}
