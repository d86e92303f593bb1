rootsig::root_signature! {
    Sig = CBV(b0, numDescriptors = 2);
}

fn main() {}
