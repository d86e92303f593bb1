rootsig::root_signature! {
    Sig = RootFlags(0 | ALLOW_STREAM_OUTPUT);
}

fn main() {}
