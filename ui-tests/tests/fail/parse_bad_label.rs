rootsig::root_signature! {
    Keyword = "type: CBV(b0)";
    OnSampler = probe: StaticSampler(s0);
}

fn main() {}
