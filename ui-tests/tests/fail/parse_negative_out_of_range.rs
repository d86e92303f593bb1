rootsig::root_signature! {
    Sig = StaticSampler(s0, minLOD = -3000000000);
}

fn main() {}
