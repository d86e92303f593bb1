rootsig::root_signature! {
    Sig = StaticSampler(s0, mipLODBias = abc);
}

fn main() {}
