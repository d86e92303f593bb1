rootsig::root_signature! {
    Sig = CBV(b0, visibility = SHADER_VISIBILITY_COMPUTE);
}

fn main() {}
