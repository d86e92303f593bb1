rootsig::root_signature! {
    Sig = CBV(B0);
}

fn main() {}
