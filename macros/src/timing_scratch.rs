#[test]
#[ignore]
fn dump() {
    use std::time::Instant;
    let text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b1), RootConstants(num32BitConstants = 3, b5), SRV(t3, space = 1), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = 2), CBV(b9), visibility = SHADER_VISIBILITY_PIXEL), DescriptorTable(Sampler(s0, numDescriptors = 2)), StaticSampler(s3, filter = FILTER_MIN_MAG_MIP_LINEAR)";
    let input: proc_macro2::TokenStream = format!("pub Sig = \"{text}\";").parse().unwrap();
    let out = crate::root_signature_impl(input.clone());
    eprintln!("{out}");
    let t = Instant::now();
    for _ in 0..200 { let _ = crate::root_signature_impl(input.clone()); }
    eprintln!("string expansion x200: {:?}", t.elapsed());
}
