rootsig::root_signature! {
    Tokens = CBV(b0, space = 4294967296);
    Strings = "CBV(b4294967296)";
}

fn main() {}
