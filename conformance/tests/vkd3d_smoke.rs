//! vkd3d alone, before rootsig is involved: the FFI declarations, the
//! serializer, the parser and a device over lavapipe all work, and vkd3d
//! writes the bytes docs/format.md documents.

use rootsig_conformance::corpus::{self, Case};
use rootsig_conformance::device::{Device, HResult};
use rootsig_conformance::shader::{self, Description};
use rootsig_core::{
    ComparisonFunc, DescriptorRange, DescriptorRangeType, EncodingMode, Filter, RootDescriptorKind,
    RootFlags, RootSignature, ShaderVisibility, StaticBorderColor, StaticSampler, Version,
};

#[path = "../../core/tests/common/golden.rs"]
mod golden;
use golden::{CBV_B0_DXC, CBV_B0_STANDARD, EMPTY_1_0, MIXED_VISIBILITY_1_1, hex};

fn vkd3d_bytes(signature: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    Description::new(signature, mode)
        .expect("version 1.0 or 1.1")
        .serialize()
        .expect("vkd3d serializes")
}

fn cbv_b0() -> RootSignature {
    corpus::signature(
        Version::V1_1,
        vec![corpus::root_descriptor(RootDescriptorKind::Cbv, 0)],
    )
}

fn mixed_1_1() -> RootSignature {
    corpus::hand_picked()
        .into_iter()
        .find(|c| c.name == "1.1/mixed/format example")
        .expect("the corpus has the format example")
        .signature
}

#[test]
fn vkd3d_serializes_the_empty_signature_as_format_md_shows() {
    let empty = corpus::signature(Version::V1_0, vec![]);
    assert_eq!(vkd3d_bytes(&empty, EncodingMode::Standard), hex(EMPTY_1_0));
}

#[test]
fn vkd3d_serializes_cbv_b0_in_both_flag_modes_as_format_md_shows() {
    assert_eq!(
        vkd3d_bytes(&cbv_b0(), EncodingMode::Standard),
        hex(CBV_B0_STANDARD)
    );
    assert_eq!(vkd3d_bytes(&cbv_b0(), EncodingMode::Dxc), hex(CBV_B0_DXC));
}

#[test]
fn vkd3d_serializes_the_mixed_visibility_sample() {
    // Every flags field of this example is explicit, so both modes agree.
    assert_eq!(
        vkd3d_bytes(&mixed_1_1(), EncodingMode::Standard),
        hex(MIXED_VISIBILITY_1_1)
    );
    assert_eq!(
        vkd3d_bytes(&mixed_1_1(), EncodingMode::Dxc),
        hex(MIXED_VISIBILITY_1_1)
    );
}

#[test]
fn vkd3d_parses_back_what_it_serialized() {
    for mode in [EncodingMode::Standard, EncodingMode::Dxc] {
        let bytes = vkd3d_bytes(&mixed_1_1(), mode);
        let parsed = shader::parse(&bytes).expect("vkd3d parses its own bytes");
        assert_eq!(parsed, shader::as_written(&mixed_1_1(), mode));
    }
    let mut sig_1_0 = mixed_1_1();
    sig_1_0.version = Version::V1_0;
    let sig_1_0 = shader::as_written(&sig_1_0, EncodingMode::Standard);
    let bytes = vkd3d_bytes(&sig_1_0, EncodingMode::Standard);
    assert_eq!(
        bytes.len(),
        284,
        "docs/format.md §8.2: the 1.0 form is 284 bytes"
    );
    assert_eq!(shader::parse(&bytes).expect("parses"), sig_1_0);
}

#[test]
fn vkd3d_reports_an_invalid_checksum() {
    let mut bytes = hex(EMPTY_1_0);
    bytes[4] ^= 1;
    let error = shader::parse(&bytes).expect_err("a wrong digest is rejected");
    assert_eq!(
        error.result,
        rootsig_conformance::ffi::VKD3D_ERROR_INVALID_ARGUMENT
    );
    assert!(error.messages.contains("Invalid DXBC checksum"), "{error}");
}

#[test]
fn vkd3d_refuses_to_serialize_a_table_mixing_samplers_with_views() {
    let sig = corpus::signature(
        Version::V1_1,
        vec![corpus::table(vec![
            DescriptorRange::new(DescriptorRangeType::SRV, 0),
            DescriptorRange::new(DescriptorRangeType::SAMPLER, 0),
        ])],
    );
    let error = Description::new(&sig, EncodingMode::Standard)
        .expect("1.1")
        .serialize()
        .expect_err("vkd3d validates tables");
    assert_eq!(
        error.result,
        rootsig_conformance::ffi::VKD3D_ERROR_INVALID_ARGUMENT
    );
}

#[test]
fn a_vkd3d_device_over_lavapipe_creates_root_signatures() {
    let device = Device::new().expect(
        "D3D12CreateDeviceVKD3D failed: is a Vulkan driver installed (mesa-vulkan-drivers \
         provides lavapipe)?",
    );
    assert_eq!(device.node_count(), 1);
    assert!(device.has_vulkan_device());

    let mut sampler = StaticSampler::new(0);
    sampler.filter = Filter::COMPARISON_MIN_MAG_MIP_LINEAR;
    sampler.comparison_func = ComparisonFunc::LESS;
    sampler.border_color = StaticBorderColor::OPAQUE_BLACK;
    sampler.visibility = ShaderVisibility::PIXEL;
    let mut sig = corpus::signature(
        Version::V1_1,
        vec![
            corpus::constants(4, 0),
            corpus::root_descriptor(RootDescriptorKind::Cbv, 1),
            corpus::table(vec![DescriptorRange::new(DescriptorRangeType::SRV, 0)]),
        ],
    );
    sig.flags = RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT;
    sig.static_samplers = vec![sampler];
    let bytes = vkd3d_bytes(&sig, EncodingMode::Standard);
    assert_eq!(device.create_root_signature(&bytes), HResult::OK);

    // The known vkd3d 1.2 limitation: unbounded ranges are not implemented.
    let bytes = vkd3d_bytes(&mixed_1_1(), EncodingMode::Standard);
    assert_eq!(device.create_root_signature(&bytes), HResult::NOT_IMPL);

    // Something that is not a root signature at all.
    assert_eq!(
        device.create_root_signature(b"not a root signature"),
        HResult::INVALID_ARG
    );
}

#[test]
fn the_hand_picked_corpus_is_large_and_named_uniquely() {
    let cases: Vec<Case> = corpus::hand_picked();
    assert!(cases.len() >= 300, "{} cases", cases.len());
    let mut names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(names.len(), before, "case names are unique");
}
