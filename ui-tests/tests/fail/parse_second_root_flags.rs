rootsig::root_signature! {
    Sig = RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT);
}

fn main() {}
