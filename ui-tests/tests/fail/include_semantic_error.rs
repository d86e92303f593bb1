rootsig::include_root_signature! {
    // The error names the HLSL file and line.
    Broken = "../shaders/broken.hlsl", define = "BrokenRS";
}

fn main() {}
