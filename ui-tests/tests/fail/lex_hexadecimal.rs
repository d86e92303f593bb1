rootsig::root_signature! {
    Sig = CBV(b0, space = 0x10);
}

fn main() {}
