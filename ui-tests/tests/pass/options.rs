//! Every option, against the run-time compiler with the same options.

use rootsig::{Context, EncodingMode, Options, RootFlags, Version};
use rootsig_ui_tests::{assert_matches_runtime, expansion, options};

rootsig::root_signature! {
    #[rootsig(version = "1.0")]
    V10 = "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0, offset = 0, space = 1)), StaticSampler(s0)";
    #[rootsig(version = "1.1")]
    V11 = "CBV(b0), DescriptorTable(SRV(t0)), StaticSampler(s0)";
    #[rootsig(version = 1.2)]
    V12Float = "CBV(b0), StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)";
    #[rootsig(version = "1.2")]
    V12 = "CBV(b0), StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)";
    #[rootsig(dxc_bytes)]
    Dxc = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))";
    #[rootsig(context = "local")]
    Local = "CBV(b0)";
    #[rootsig(version = "1.2", dxc_bytes)]
    Both = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0)), StaticSampler(s0, flags = 0)";
    #[rootsig(context = "global")]
    Global = "CBV(b0)";
    #[rootsig(dxc_bytes = false)]
    NotDxc = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))";
    #[rootsig(deny_warnings, version = "1.1")]
    Strict = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))";
    #[rootsig(context = "standalone")]
    Standalone = "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)";
    #[rootsig(deny_warnings = false)]
    Lenient = "CBV(b0)";
}

fn main() {
    let with = |version, encoding, context| Options {
        version,
        encoding,
        context,
        ..options(version)
    };
    use Context::{Global as G, Local as L, Standalone as S};
    use EncodingMode::{Dxc as D, Standard as N};
    use Version::{V1_0, V1_1, V1_2};
    let cases = [
        (expansion!(V10), "CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0, offset = 0, space = 1)), StaticSampler(s0)", with(V1_0, N, S)),
        (expansion!(V11), "CBV(b0), DescriptorTable(SRV(t0)), StaticSampler(s0)", with(V1_1, N, S)),
        (expansion!(V12), "CBV(b0), StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)", with(V1_2, N, S)),
        (expansion!(V12Float), "CBV(b0), StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)", with(V1_2, N, S)),
        (expansion!(Dxc), "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))", with(V1_1, D, S)),
        (expansion!(NotDxc), "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))", with(V1_1, N, S)),
        (expansion!(Both), "CBV(b0), DescriptorTable(SRV(t0), UAV(u0)), StaticSampler(s0, flags = 0)", with(V1_2, D, S)),
        (expansion!(Local), "CBV(b0)", with(V1_1, N, L)),
        (expansion!(Global), "CBV(b0)", with(V1_1, N, G)),
        (expansion!(Standalone), "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)", with(V1_1, N, S)),
        (expansion!(Lenient), "CBV(b0)", with(V1_1, N, S)),
    ];
    for (expansion, text, options) in &cases {
        assert_matches_runtime(expansion, text, options);
    }
    let strict = Options { warnings_as_errors: true, ..with(V1_1, N, S) };
    assert_matches_runtime(&expansion!(Strict), "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))", &strict);

    // The options change the bytes.
    assert_ne!(Dxc::BLOB.as_bytes(), NotDxc::BLOB.as_bytes());
    assert_eq!(Dxc::BLOB.as_bytes().len(), NotDxc::BLOB.as_bytes().len());
    assert_eq!(V10::BLOB.version(), Some(Version::V1_0));
    assert_eq!(V12::BLOB.version(), Some(Version::V1_2));
    assert_eq!(V12::VERSION, Version::V1_2);
    assert!(Local::DESC.flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE));
    assert!(!Global::DESC.flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE));
}
