rootsig::root_signature! {
    Tokens = CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5));
    Strings = "RootConstants(num32BitConstants = 1, b0), CBV(b0)";
    Stages = DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), SRV(t0);
}

fn main() {}
