rootsig::root_signature! {
    Sig = RootFlags(DENY_COMPUTE_SHADER_ROOT_ACCESS);
}

fn main() {}
