rootsig::root_signature! {
    // Rust splits `1.2.3` into three tokens; the text joins them again.
    Tokens = StaticSampler(s0, maxLOD = 1.2.3);
    Suffix = CBV(b0, space = 4u32);
    Strings = "StaticSampler(s0, minLOD = 1e)";
}

fn main() {}
