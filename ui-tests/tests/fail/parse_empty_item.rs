rootsig::root_signature! {
    Sig = CBV(b0,, space = 1);
}

fn main() {}
