rootsig::root_signature! {
    Combined = RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT);
    #[rootsig(context = "local")]
    Visibility = CBV(b0, visibility = SHADER_VISIBILITY_PIXEL);
    #[rootsig(context = "local")]
    TooBig = RootConstants(num32BitConstants = 1017, b0);
    #[rootsig(context = "global")]
    Global = RootFlags(LOCAL_ROOT_SIGNATURE);
}

fn main() {}
