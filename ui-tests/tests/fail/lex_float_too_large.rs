rootsig::root_signature! {
    Sig = StaticSampler(s0, maxLOD = 3.402823467e+38);
}

fn main() {}
