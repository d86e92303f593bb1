rootsig::include_root_signature! {
    NoKey = "../shaders/forward.hlsl";
    BadKey = "../shaders/forward.hlsl", function = "VSMain";
    NotLiteral = shaders, define = "ForwardRS";
}

fn main() {}
