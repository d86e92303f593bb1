rootsig::root_signature! {
    Missing "CBV(b0)";
    pub struct = "CBV(b0)";
    Fine = "CBV(b0)";
}

fn main() {
    let _ = Fine::CBV_B0;
}
