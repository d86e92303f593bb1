rootsig::root_signature! {
    Sig = RootConstants(b0);
}

fn main() {}
