rootsig::include_root_signature! {
    // BN0301, at the HLSL line of the resource.
    Unbound = "../shaders/unbound.hlsl", entry = "PSMain", stage = "pixel";
}

rootsig::root_signature! {
    // BN0302: a texture through a root SRV.
    #[rootsig(shader = "../shaders/unbound.hlsl", entry = "RootSrv", stage = "pixel")]
    RootSrv = "SRV(t0), SRV(t1)";
}

fn main() {}
