rootsig::root_signature! {
    Sig = DescriptorTable(Sampler(t0));
}

fn main() {}
