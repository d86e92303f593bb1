//! include_root_signature! through the preprocessor: each real engine
//! layout embeds exactly the signature DXC compiles for the same defines.

use rootsig::{Context, Options};
use rootsig_ui_tests::{assert_matches_runtime, expansion};

rootsig::include_root_signature! {
    /// A shared header found through `include_dirs`, with a generated number.
    Common = "../shaders/mesh.hlsl", entry = "VSMain", include_dirs = ["../shaders/common"];
    /// The PC branch: no platform is defined.
    Pc = "../shaders/mesh.hlsl", define = "Platform_RootSig", include_dirs = ["../shaders/common"];
    /// The console branches, picked by `defines`.
    Xbox = "../shaders/mesh.hlsl", define = "Platform_RootSig",
        defines = ["XBOX"], include_dirs = ["../shaders/common"];
    Ps5 = "../shaders/mesh.hlsl", define = "Platform_RootSig",
        defines = ["PS5=1"], include_dirs = ["../shaders/common"];
    /// An attribute made by a macro, per pipeline.
    Pixel = "../shaders/mesh.hlsl", entry = "PSMain", include_dirs = ["../shaders/common"];
    ShadowPixel = "../shaders/mesh.hlsl", entry = "PSMain",
        defines = ["PSO__SHADOW"], include_dirs = ["../shaders/common"];
    /// `[RS]` where `RS` is `RootSignature("…")`.
    Compute = "../shaders/mesh.hlsl", entry = "CSMain", include_dirs = ["../shaders/common"];
    /// `#n` stringizing.
    Small = "../shaders/mesh.hlsl", define = "Small_RootSig", include_dirs = ["../shaders/common"];
    /// DXR state objects: a local one implies the local context.
    Global = "../shaders/raytracing.hlsl", subobject = "globalRS";
    Local = "../shaders/raytracing.hlsl", subobject = "localRS";
    /// Comments in Shift-JIS.
    Sjis = "../shaders/sjis.hlsl", define = "SjisRS";
}

const COMMON: &str = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
    RootConstants(num32BitConstants=12, b3), DescriptorTable(SRV(t0, numDescriptors = 8))";

fn main() {
    let plain = Options::default();
    let global = Options { context: Context::Global, ..plain };
    let local = Options { context: Context::Local, ..plain };
    assert_matches_runtime(&expansion!(Common), COMMON, &global);
    assert_matches_runtime(&expansion!(Pc), &format!("UAV(u0), {COMMON}"), &plain);
    assert_matches_runtime(&expansion!(Xbox), "CBV(b0)", &plain);
    assert_matches_runtime(&expansion!(Ps5), "SRV(t0)", &plain);
    assert_matches_runtime(&expansion!(Pixel), COMMON, &global);
    assert_matches_runtime(
        &expansion!(ShadowPixel),
        "RootConstants(num32BitConstants = 4, b0)",
        &global,
    );
    assert_matches_runtime(&expansion!(Compute), "CBV(b7)", &global);
    assert_matches_runtime(
        &expansion!(Small),
        "RootConstants(num32BitConstants = 2, b0)",
        &plain,
    );
    assert_matches_runtime(
        &expansion!(Global),
        "DescriptorTable(UAV(u0)), SRV(t0)",
        &global,
    );
    assert_matches_runtime(
        &expansion!(Local),
        "RootConstants(num32BitConstants = 4, b1)",
        &local,
    );
    assert_matches_runtime(&expansion!(Sjis), "CBV(b0), SRV(t0)", &plain);
    assert_eq!(Common::CONSTANTS_B3.num_32bit_values(), 12);
}
