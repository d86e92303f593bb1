rootsig::root_signature! {
    Forward = "CBV(b0)";
    Forward = "SRV(t0)";
    Reserved = BLOB: CBV(b0);
}

fn main() {}
