rootsig::root_signature! {
    Sig = "CBV b0";
}

fn main() {}
