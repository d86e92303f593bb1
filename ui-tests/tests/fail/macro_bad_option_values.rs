rootsig::root_signature! {
    #[rootsig(context = "raytracing", dxc_bytes = "yes")]
    Sig = "CBV(b0)";
    #[rootsig(version = "1.0", version = "1.2")]
    Twice = "CBV(b0)";
    #[rootsig]
    Bare = "CBV(b0)";
}

fn main() {}
