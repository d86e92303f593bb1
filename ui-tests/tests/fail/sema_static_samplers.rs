rootsig::root_signature! {
    Sig = StaticSampler(s0, maxAnisotropy = 17),
          StaticSampler(s1, mipLODBias = 16),
          StaticSampler(s2, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE);
}

fn main() {}
