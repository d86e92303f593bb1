rootsig::root_signature! {
    Sig = CBV(b0) SRV(t0);
}

fn main() {}
