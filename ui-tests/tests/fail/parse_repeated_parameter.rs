rootsig::root_signature! {
    Twice = CBV(b0, space = 1, space = 2);
    Label = camera: CBV(b0), camera: SRV(t0);
}

fn main() {}
