rootsig::root_signature! {
    Sig = CBV(b0x), SRV(t1e5);
}

fn main() {}
