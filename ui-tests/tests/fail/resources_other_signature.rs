use rootsig::Layout;

rootsig::include_root_signature! {
    Lit = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
}

rootsig::root_signature! {
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel")]
    Other = "CBV(b0), RootConstants(num32BitConstants = 4, b1), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), DescriptorTable(SRV(t4)), StaticSampler(s0)";
}

fn main() {
    let mut list = rootsig::CallLog::default();
    let mut root = Lit::bind(&mut list, &rootsig::CallLog::root_signature("lit"));
    // Another signature's resource, though the shader is the same.
    root.set_constants(Other::resources.Draw, &[0u32; 4]);
    root.set_table(Other::resources.albedo_map.table(), 0);
}
