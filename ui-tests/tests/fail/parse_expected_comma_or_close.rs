rootsig::root_signature! {
    Tokens = RootConstants(b0 num32BitConstants = 1);
    Unclosed = "DescriptorTable(SRV(t0)";
}

fn main() {}
