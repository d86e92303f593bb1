//! The corpus against vkd3d 1.2, in both of rootsig's encoding modes:
//!
//! * (a) serializer: vkd3d serializes the same description (with the flag
//!   words rootsig writes) to the same bytes, checksum included, and so does
//!   compiling the description's printed text;
//! * (b) parser: vkd3d parses rootsig's blob back to the same description;
//! * (c) device: `CreateRootSignature` on a vkd3d device over lavapipe
//!   returns S_OK.
//!
//! The corpus is every hand-picked case plus 150 random valid signatures per
//! version from a fixed seed (see `rootsig_conformance::corpus`).

use std::fmt::Write as _;

use rootsig_conformance::corpus::{self, Case};
use rootsig_conformance::device::{Device, HResult};
use rootsig_conformance::shader::{self, Description};
use rootsig_core::{EncodingMode, Options, RootSignature};

const MODES: [EncodingMode; 2] = [EncodingMode::Standard, EncodingMode::Dxc];

/// Collects every mismatch so one run reports all of them.
#[derive(Default)]
struct Failures {
    report: String,
    count: usize,
}

impl Failures {
    fn add(&mut self, case: &Case, mode: EncodingMode, what: impl std::fmt::Display) {
        self.count += 1;
        if self.count <= 20 {
            let _ = writeln!(
                self.report,
                "--- {} ({mode:?}): {what}\n{}",
                case.name,
                rootsig_core::print(&case.signature)
            );
        }
    }

    fn assert_none(self, checked: usize) {
        assert!(
            self.count == 0,
            "{} of {checked} checks failed (first 20 shown):\n{}",
            self.count,
            self.report
        );
    }
}

fn rootsig_blob(signature: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    match rootsig_core::encode(signature, mode) {
        Ok(blob) => blob.into_bytes(),
        Err(diagnostics) => panic!(
            "corpus signature is invalid: {:?}\n{}",
            diagnostics.codes(),
            rootsig_core::print(signature)
        ),
    }
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let at = a
        .iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "lengths {} and {}, first difference at byte {at} ({:02x?} vs {:02x?})",
        a.len(),
        b.len(),
        a.get(at),
        b.get(at)
    )
}

#[test]
fn the_corpus_has_hand_picked_and_random_signatures_at_1_0_and_1_1() {
    let all = corpus::all();
    let hand_picked = corpus::hand_picked().len();
    assert!(hand_picked >= 300, "{hand_picked} hand-picked cases");
    assert_eq!(all.len(), hand_picked + 2 * corpus::RANDOM_PER_VERSION);
    // The random generator is seeded: two runs give the same signatures.
    assert_eq!(
        corpus::random(rootsig_core::Version::V1_1, 20),
        corpus::random(rootsig_core::Version::V1_1, 20)
    );
}

/// Runs `check` on every corpus case in both modes and asserts that it
/// added no failure.
fn check_corpus(mut check: impl FnMut(&Case, EncodingMode, &mut Failures)) {
    let mut failures = Failures::default();
    let mut checked = 0;
    for case in corpus::all() {
        for mode in MODES {
            checked += 1;
            check(&case, mode, &mut failures);
        }
    }
    failures.assert_none(checked);
}

/// vkd3d's serialization of the case's description.
fn vkd3d_blob(case: &Case, mode: EncodingMode) -> Result<Vec<u8>, shader::ShaderError> {
    Description::new(&case.signature, mode)
        .expect("versions 1.0 and 1.1 only")
        .serialize()
}

#[test]
fn serializer_rootsig_encode_is_byte_identical_to_vkd3d() {
    check_corpus(|case, mode, failures| {
        let ours = rootsig_blob(&case.signature, mode);
        match vkd3d_blob(case, mode) {
            Ok(theirs) if theirs == ours => {}
            Ok(theirs) => failures.add(case, mode, first_difference(&ours, &theirs)),
            Err(error) => failures.add(case, mode, format!("vkd3d refused: {error}")),
        }
    });
}

#[test]
fn serializer_compiling_the_printed_text_is_byte_identical_to_vkd3d() {
    check_corpus(|case, mode, failures| {
        let text = rootsig_core::print(&case.signature);
        let options = Options {
            version: case.signature.version,
            encoding: mode,
            ..Options::default()
        };
        let theirs = vkd3d_blob(case, mode).expect("vkd3d serializes every corpus signature");
        match rootsig_core::compile(&text, &options) {
            Ok(ours) if ours.as_bytes() == theirs => {}
            Ok(ours) => failures.add(case, mode, first_difference(ours.as_bytes(), &theirs)),
            Err(diagnostics) => failures.add(
                case,
                mode,
                format!("does not compile: {:?}", diagnostics.codes()),
            ),
        }
    });
}

#[test]
fn parser_vkd3d_reads_rootsig_blobs_back_as_the_same_description() {
    check_corpus(|case, mode, failures| {
        let blob = rootsig_blob(&case.signature, mode);
        // What the bytes state: omitted flags as written, none at 1.0.
        let expected = shader::as_written(&case.signature, mode);
        match shader::parse(&blob) {
            Ok(parsed) if parsed == expected => {}
            Ok(parsed) => failures.add(case, mode, format!("vkd3d parsed {parsed:#?}")),
            Err(error) => failures.add(case, mode, format!("vkd3d refused: {error}")),
        }
        // rootsig's own decoder agrees with vkd3d's parser.
        match rootsig_core::decode(&blob) {
            Ok(decoded) if decoded == expected => {}
            Ok(decoded) => failures.add(case, mode, format!("rootsig decoded {decoded:#?}")),
            Err(error) => failures.add(case, mode, format!("rootsig refused: {error}")),
        }
    });
}

/// vkd3d 1.2 limitations, not D3D12 rules, so these cases are not expected
/// to give S_OK:
/// * a range with `numDescriptors = unbounded`: `CreateRootSignature`
///   returns E_NOTIMPL ("Unhandled unbound descriptor range"); asserted.
/// * root constants visible to AMPLIFICATION or MESH: vkd3d `assert`s
///   visibility ≤ PIXEL and aborts the process, so they are never sent
///   (see `vkd3d_aborts_on_root_constants_visible_to_amplification`).
#[test]
fn device_create_root_signature_accepts_every_rootsig_blob() {
    let device = Device::new().expect("a vkd3d device over lavapipe");
    let mut failures = Failures::default();
    let (mut accepted, mut not_implemented, mut not_sent) = (0, 0, 0);
    for case in corpus::all() {
        if case.has_root_constants_beyond_pixel() {
            not_sent += 1;
            continue;
        }
        let expected = if case.has_unbounded_range() {
            not_implemented += 1;
            HResult::NOT_IMPL
        } else {
            accepted += 1;
            HResult::OK
        };
        for mode in MODES {
            let blob = rootsig_blob(&case.signature, mode);
            let result = device.create_root_signature(&blob);
            if result != expected {
                failures.add(
                    &case,
                    mode,
                    format!("CreateRootSignature gave {result}, expected {expected}"),
                );
            }
        }
    }
    println!(
        "CreateRootSignature: {accepted} cases S_OK, {not_implemented} E_NOTIMPL (unbounded), \
         {not_sent} not sent (root constants beyond PIXEL), each in both modes"
    );
    failures.assert_none(2 * (accepted + not_implemented));
    assert!(accepted >= 300, "only {accepted} cases reached S_OK");
    // The random half avoids neither limitation, so both kinds occur.
    assert!(
        not_implemented > 0 && not_sent > 0,
        "{not_implemented} {not_sent}"
    );
}

/// Set in the child process of
/// `vkd3d_aborts_on_root_constants_visible_to_amplification`.
const CHILD: &str = "ROOTSIG_CONFORMANCE_ABORT_CHILD";

#[test]
fn vkd3d_aborts_on_root_constants_visible_to_amplification() {
    let output = std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            "child_creates_root_constants_visible_to_amplification",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, "1")
        .output()
        .expect("runs the test binary");
    let stderr = String::from_utf8_lossy(&output.stderr);
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(
        output.status.signal(),
        Some(6),
        "SIGABRT expected: {stderr}"
    );
    assert!(
        stderr.contains("Assertion `p->ShaderVisibility <= D3D12_SHADER_VISIBILITY_PIXEL' failed"),
        "{stderr}"
    );
}

/// Only does something in the child process started above: vkd3d aborts
/// the process, which would end the whole test run.
#[test]
#[ignore = "aborts the process; run by vkd3d_aborts_on_root_constants_visible_to_amplification"]
fn child_creates_root_constants_visible_to_amplification() {
    if std::env::var_os(CHILD).is_none() {
        return;
    }
    let mut constants = corpus::constants(1, 0);
    constants.visibility = rootsig_core::ShaderVisibility::AMPLIFICATION;
    let sig = corpus::signature(rootsig_core::Version::V1_1, vec![constants]);
    let blob = rootsig_blob(&sig, EncodingMode::Standard);
    let device = Device::new().expect("device");
    let result = device.create_root_signature(&blob);
    eprintln!("vkd3d did not abort: {result}");
}

#[test]
fn the_hand_picked_corpus_uses_every_enumeration_and_flag_value() {
    use rootsig_core::{
        ComparisonFunc, DescriptorRangeType, Filter, RootFlags, RootParameterKind,
        ShaderVisibility, StaticBorderColor, TextureAddressMode, Version,
    };
    use std::collections::BTreeSet;

    let cases = corpus::hand_picked();
    for version in [Version::V1_0, Version::V1_1] {
        let sigs: Vec<&RootSignature> = cases
            .iter()
            .map(|c| &c.signature)
            .filter(|s| s.version == version)
            .collect();
        let mut visibilities = BTreeSet::new();
        let mut range_types = BTreeSet::new();
        let mut root_flags = RootFlags::empty();
        let mut descriptor_flags = BTreeSet::new();
        let mut range_flags = BTreeSet::new();
        let (mut filters, mut addresses, mut funcs, mut colors) = (
            BTreeSet::new(),
            BTreeSet::new(),
            BTreeSet::new(),
            BTreeSet::new(),
        );
        for sig in &sigs {
            root_flags |= sig.flags;
            for p in &sig.parameters {
                visibilities.insert((p.parameter_type(), p.visibility));
                match &p.kind {
                    RootParameterKind::Descriptor(kind, d) => {
                        descriptor_flags.insert((*kind as u8, d.flags.map(|f| f.bits())));
                    }
                    RootParameterKind::DescriptorTable(t) => {
                        for r in &t.ranges {
                            range_types.insert(r.range_type);
                            range_flags.insert((r.range_type, r.flags.map(|f| f.bits())));
                        }
                    }
                    RootParameterKind::Constants(_) => {}
                }
            }
            for s in &sig.static_samplers {
                visibilities.insert((u32::MAX, s.visibility));
                filters.insert(s.filter);
                addresses.extend([(0, s.address_u), (1, s.address_v), (2, s.address_w)]);
                funcs.insert(s.comparison_func);
                colors.insert(s.border_color);
            }
        }
        assert_eq!(root_flags, RootFlags::all(), "{version}");
        // Every visibility on every parameter type and on static samplers.
        for parameter_type in [0, 1, 2, 3, 4, u32::MAX] {
            for (visibility, _) in ShaderVisibility::KNOWN {
                assert!(
                    visibilities.contains(&(parameter_type, *visibility)),
                    "{version}: type {parameter_type} {visibility:?}"
                );
            }
        }
        assert_eq!(range_types.len(), DescriptorRangeType::KNOWN.len());
        assert_eq!(filters.len(), Filter::KNOWN.len());
        assert_eq!(addresses.len(), 3 * TextureAddressMode::KNOWN.len());
        assert_eq!(funcs.len(), ComparisonFunc::KNOWN.len());
        assert_eq!(colors.len(), StaticBorderColor::KNOWN.len());
        // Flags: omitted plus every valid value (1.1), or omitted plus the
        // implied value (1.0), for each root descriptor kind and range type.
        let (per_descriptor, per_data_range, per_sampler_range) = match version {
            Version::V1_0 => (2, 2, 2),
            _ => (
                1 + corpus::ROOT_DESCRIPTOR_FLAGS.len(),
                1 + corpus::DATA_RANGE_FLAGS.len(),
                1 + corpus::SAMPLER_RANGE_FLAGS.len(),
            ),
        };
        assert!(descriptor_flags.len() >= 3 * per_descriptor, "{version}");
        let sampler_range_flags = range_flags
            .iter()
            .filter(|(t, _)| *t == DescriptorRangeType::SAMPLER)
            .count();
        assert_eq!(sampler_range_flags, per_sampler_range, "{version}");
        assert_eq!(
            range_flags.len() - sampler_range_flags,
            3 * per_data_range,
            "{version}"
        );
    }
}
