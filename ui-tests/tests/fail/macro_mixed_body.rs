rootsig::root_signature! {
    Mixed = "CBV(b0), " SRV(t0);
    Bytes = b"CBV(b0)";
    Suffixed = "CBV(b0)"suffix;
}

fn main() {}
