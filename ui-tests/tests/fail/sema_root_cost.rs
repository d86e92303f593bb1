rootsig::root_signature! {
    Sig = RootConstants(num32BitConstants = 60, b0), CBV(b1), CBV(b2), DescriptorTable(SRV(t0));
}

fn main() {}
