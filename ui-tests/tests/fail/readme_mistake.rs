rootsig::root_signature! {
    Overlap = CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5));
}

fn main() {}
