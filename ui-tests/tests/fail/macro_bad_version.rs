rootsig::root_signature! {
    #[rootsig(version = "1.3")]
    Sig = "CBV(b0)";
    #[rootsig(version)]
    NoValue = "CBV(b0)";
}

fn main() {}
