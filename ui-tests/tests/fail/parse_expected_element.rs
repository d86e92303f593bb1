rootsig::root_signature! {
    Sig = CBV(b0), Sampler(s0);
}

fn main() {}
