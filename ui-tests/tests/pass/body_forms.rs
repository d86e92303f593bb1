//! Every body form compiles to the same bytes as the run-time compiler.

use rootsig::Version;
use rootsig_ui_tests::{assert_matches_runtime, expansion, options};

const FORWARD: &str = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), \
                       DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";

rootsig::root_signature! {
    /// One string literal.
    pub One = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";
    /// Adjacent literals, joined with nothing in between.
    pub Joined = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), "
                 "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), "
                 "StaticSampler(s0)";
    Raw = r#"RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)"#;
    Escaped = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),\tCBV(b0),\n\
               DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";
    Tokens = RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0),
             DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0);
    Floats = StaticSampler(s0, mipLODBias = .5, minLOD = 1.5f, maxLOD = 4.2e3),
             StaticSampler(s1, mipLODBias = -2, minLOD = 42.e-1f, maxLOD = 1e3),
             StaticSampler(s2, minLOD = 0, maxLOD = 42f, mipLODBias = -.25, maxAnisotropy = +4),
             StaticSampler(s3, mipLODBias = 4.2e-3, maxLOD = 42E-1);
    Labels = camera: CBV(b0),
             DescriptorTable(albedo: SRV(t0, numDescriptors = 4), normals: SRV(t4), visibility = SHADER_VISIBILITY_PIXEL),
             draw: RootConstants(num32BitConstants = 2, b1);
    LabelsInString = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4), normals: SRV(t4), visibility = SHADER_VISIBILITY_PIXEL), draw: RootConstants(num32BitConstants = 2, b1)";
    Flags = RootFlags(ALLOW_STREAM_OUTPUT | DENY_HULL_SHADER_ROOT_ACCESS),
            UAV(u0, flags = DATA_VOLATILE, space = 3),
            DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE), CBV(b0, offset = 8, space = 1),),
            DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE));
    Empty = "";
    NoTokens = ;
    Trailing = CBV(b0), SRV(t0,),
}

fn main() {
    let v11 = options(Version::V1_1);
    for e in [
        expansion!(One),
        expansion!(Joined),
        expansion!(Raw),
        expansion!(Tokens),
    ] {
        assert_matches_runtime(&e, FORWARD, &v11);
    }
    assert_matches_runtime(
        &expansion!(Escaped),
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),\tCBV(b0),\nDescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)",
        &v11,
    );
    assert_matches_runtime(
        &expansion!(Floats),
        "StaticSampler(s0, mipLODBias = 0.5, minLOD = 1.5, maxLOD = 4200),
         StaticSampler(s1, mipLODBias = -2.0, minLOD = 4.2, maxLOD = 1000),
         StaticSampler(s2, minLOD = 0, maxLOD = 42, mipLODBias = -0.25, maxAnisotropy = 4),
         StaticSampler(s3, mipLODBias = 0.0042, maxLOD = 4.2)",
        &v11,
    );
    assert_eq!(Floats::DESC.static_samplers[0].mip_lod_bias, 0.5);
    assert_eq!(Floats::DESC.static_samplers[1].min_lod, 4.2);
    assert_eq!(Floats::DESC.static_samplers[2].mip_lod_bias, -0.25);
    let labelled = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4), normals: SRV(t4), visibility = SHADER_VISIBILITY_PIXEL), draw: RootConstants(num32BitConstants = 2, b1)";
    assert_matches_runtime(&expansion!(Labels), labelled, &v11);
    assert_matches_runtime(&expansion!(LabelsInString), labelled, &v11);
    assert_eq!(Labels::camera.index(), 0);
    assert_eq!(Labels::normals.offset().get(), 4);
    assert_eq!(Labels::draw.num_32bit_values(), 2);
    assert_eq!(LabelsInString::albedo.count(), rootsig::DescriptorCount::Bounded(4));
    assert_matches_runtime(
        &expansion!(Flags),
        "RootFlags(ALLOW_STREAM_OUTPUT | DENY_HULL_SHADER_ROOT_ACCESS), UAV(u0, flags = DATA_VOLATILE, space = 3), \
         DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE), CBV(b0, offset = 8, space = 1)), \
         DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))",
        &v11,
    );
    assert_matches_runtime(&expansion!(Empty), "", &v11);
    assert_matches_runtime(&expansion!(NoTokens), "", &v11);
    assert_matches_runtime(&expansion!(Trailing), "CBV(b0), SRV(t0)", &v11);
}
