rootsig::include_root_signature! {
    // `stage` needs `entry`.
    A = "../shaders/lit.hlsl", define = "LitRS", stage = "pixel";
    // Not a stage.
    B = "../shaders/lit.hlsl", entry = "PSMain", stage = "fragment";
}

rootsig::root_signature! {
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixle")]
    C = "CBV(b0)";
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "Main", stage = "pixel")]
    D = "CBV(b0)";
    // No file.
    #[rootsig(entry = "PSMain", stage = "pixel")]
    E = "CBV(b0)";
    // No stage.
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "PSMain")]
    F = "CBV(b0)";
    // No such handle, and a name that is taken.
    #[rootsig(names(shadow = SRV_T9, CBV_B0 = CBV_B1))]
    G = "CBV(b0), CBV(b1)";
    // `resources` is the shader resources' constant.
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel")]
    H = "resources: CBV(b1), DescriptorTable(SRV(t0, numDescriptors = 5), UAV(u0)), StaticSampler(s0)";
}

fn main() {}
