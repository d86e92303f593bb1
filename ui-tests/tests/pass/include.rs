//! include_root_signature!: by define, by entry function, with options.

use rootsig::{Context, Options, Version};
use rootsig_ui_tests::{assert_matches_runtime, expansion};

rootsig::include_root_signature! {
    /// The forward pass, from a `#define` with line continuations and comments.
    pub Forward = "../shaders/forward.hlsl", define = "ForwardRS";
    /// A define that names another define.
    Shadow = "../shaders/forward.hlsl", define = "ShadowRS";
    /// The attribute of an entry function, naming a define.
    Vertex = "../shaders/forward.hlsl", entry = "VSMain";
    /// The attribute of an entry function, a string literal.
    Pixel = "../shaders/forward.hlsl", entry = "PSMain";
    #[rootsig(version = "1.0")]
    Cull = "../shaders/forward.hlsl", entry = "CSCull";
    #[rootsig(dxc_bytes)]
    CullDxc = "../shaders/forward.hlsl", define = "CullRS",
}

const FORWARD: &str = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), \
    RootConstants(num32BitConstants = 16, b1), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), \
    StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)";

fn main() {
    let plain = Options::default();
    let global = Options { context: Context::Global, ..plain };
    assert_matches_runtime(&expansion!(Forward), FORWARD, &plain);
    assert_matches_runtime(&expansion!(Shadow), FORWARD, &plain);
    assert_matches_runtime(&expansion!(Vertex), FORWARD, &global);
    assert_matches_runtime(&expansion!(Pixel), "CBV(b0), DescriptorTable(SRV(t0))", &global);
    assert_matches_runtime(
        &expansion!(Cull),
        "CBV(b0), DescriptorTable(UAV(u0, numDescriptors = 2))",
        &Options { version: Version::V1_0, ..global },
    );
    assert_matches_runtime(
        &expansion!(CullDxc),
        "CBV(b0), DescriptorTable(UAV(u0, numDescriptors = 2))",
        &Options { encoding: rootsig::EncodingMode::Dxc, ..plain },
    );
    // Names come from the registers.
    assert_eq!(Forward::CBV_B0.index(), 0);
    assert_eq!(Forward::CONSTANTS_B1.num_32bit_values(), 16);
    assert_eq!(Forward::UAV_U0.offset().get(), 4);
    assert_eq!(Cull::TABLE_UAV_U0.index(), 1);
}
