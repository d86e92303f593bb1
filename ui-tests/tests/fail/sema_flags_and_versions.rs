rootsig::root_signature! {
    #[rootsig(version = "1.0")]
    Old = CBV(b0, flags = DATA_STATIC), StaticSampler(s0, flags = UINT_BORDER_COLOR);
    #[rootsig(version = "1.1")]
    Sampler11 = StaticSampler(s0, flags = UINT_BORDER_COLOR);
}

fn main() {}
