rootsig::root_signature! {
    #[rootsig(version = "1.1", dxc_compatible)]
    Sig = "CBV(b0)";
}

fn main() {}
