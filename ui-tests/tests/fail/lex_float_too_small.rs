rootsig::root_signature! {
    Sig = "StaticSampler(s0, minLOD = 1e-400)";
}

fn main() {}
