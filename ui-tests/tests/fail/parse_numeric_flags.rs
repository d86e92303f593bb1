rootsig::root_signature! {
    Sig = "RootFlags(1)";
}

fn main() {}
