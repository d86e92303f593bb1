rootsig::include_root_signature! {
    Unknown = "../shaders/forward.hlsl", define = "DeferredRS";
    NotAString = "../shaders/broken.hlsl", define = "NotAString";
}

fn main() {}
