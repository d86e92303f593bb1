//! Property tests: random valid signatures survive encode → decode and
//! print → parse; random descriptions survive the raw encoder; the decoder
//! and the parser never panic on hostile input.
//!
//! Needs the `proptest` feature (core's dev-dependency on itself turns it on
//! for `cargo test`). The case count is proptest's default (256) unless
//! `PROPTEST_CASES` says otherwise.

use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::test_runner::Config;

use rootsig_core::arbitrary::{
    ArbitraryConfig, arb_any_root_signature, arb_root_signature, arb_root_signature_with,
    encoded_form,
};
use rootsig_core::format::checksum;
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::format::decode::is_canonical;
use rootsig_core::format::encode::{encode_container, encode_rts0};
use rootsig_core::format::read::Rts0Reader;
use rootsig_core::format::view::{ParameterViewKind, RootSignatureView};
use rootsig_core::language::parse::Keyword;
use rootsig_core::*;

const MODES: [EncodingMode; 2] = [EncodingMode::Standard, EncodingMode::Dxc];
/// Container offset of ContainerSizeInBytes.
const CONTAINER_SIZE_OFFSET: usize = 24;
/// Container offset of the RTS0 PartSize.
const PART_SIZE_OFFSET: usize = 40;
/// Container offset of the RTS0 data.
const RTS0: usize = 44;

fn config() -> Config {
    Config {
        // Failures print the minimal input; regressions are kept as named
        // tests in fuzz_regressions.rs rather than as seed files.
        failure_persistence: None,
        ..Config::default()
    }
}

fn any_version() -> impl Strategy<Value = Version> {
    select(&Version::ALL[..])
}

fn valid_signature() -> impl Strategy<Value = RootSignature> {
    any_version().prop_flat_map(arb_root_signature)
}

fn options(version: Version) -> Options {
    Options {
        version,
        ..Options::default()
    }
}

fn read_u32(bytes: &[u8], offset: usize) -> Option<u32> {
    let word = bytes.get(offset..offset.checked_add(4)?)?;
    Some(u32::from_le_bytes(word.try_into().ok()?))
}

fn write_u32(bytes: &mut [u8], offset: usize, value: u32) {
    if let Some(word) = bytes.get_mut(offset..offset + 4) {
        word.copy_from_slice(&value.to_le_bytes());
    }
}

/// Makes a (possibly damaged) container pass the container-size and digest
/// checks so that decoding reaches the part and RTS0 checks.
fn fix_container(bytes: &mut [u8], fix_part_size: bool) {
    let len = bytes.len() as u32;
    write_u32(bytes, CONTAINER_SIZE_OFFSET, len);
    if fix_part_size && bytes.len() >= RTS0 {
        write_u32(bytes, PART_SIZE_OFFSET, len - RTS0 as u32);
    }
    checksum::sign(bytes);
}

// ---------------------------------------------------------------------------
// The strategies themselves.

/// Every generated signature is clean: no error, no warning.
#[test]
fn valid_strategies_validate_cleanly() {
    let strategy = any_version().prop_flat_map(|version| {
        prop_oneof![
            arb_root_signature(version),
            arb_root_signature_with(&ArbitraryConfig::vkd3d(version)),
        ]
    });
    proptest!(config(), |(sig in strategy)| {
        let diagnostics = validate(&sig, None, Context::Standalone);
        prop_assert!(diagnostics.is_empty(), "{:?}\nfor {:#?}", diagnostics, sig);
        prop_assert!(sig.parameters.len() <= 12 && sig.static_samplers.len() <= 4);
    });
}

/// Large configurations stay valid: the root cost is kept at 64.
#[test]
fn large_configurations_stay_valid() {
    let strategy = any_version().prop_flat_map(|version| {
        arb_root_signature_with(&ArbitraryConfig {
            max_parameters: 48,
            max_ranges: 10,
            max_static_samplers: 12,
            ..ArbitraryConfig::new(version)
        })
    });
    proptest!(Config { cases: 64, ..config() }, |(sig in strategy)| {
        let diagnostics = validate(&sig, None, Context::Standalone);
        prop_assert!(diagnostics.is_empty(), "{:?}\nfor {:#?}", diagnostics, sig);
    });
}

/// The vkd3d configuration leaves out unbounded ranges and AS/MS-only root
/// constants.
#[test]
fn vkd3d_config_avoids_what_vkd3d_cannot_create() {
    let strategy =
        any_version().prop_flat_map(|v| arb_root_signature_with(&ArbitraryConfig::vkd3d(v)));
    proptest!(config(), |(sig in strategy)| {
        for parameter in &sig.parameters {
            match &parameter.kind {
                RootParameterKind::DescriptorTable(table) => {
                    prop_assert!(table.ranges.iter().all(|r| !r.is_unbounded()));
                }
                RootParameterKind::Constants(_) => {
                    prop_assert!(parameter.visibility != ShaderVisibility::AMPLIFICATION);
                    prop_assert!(parameter.visibility != ShaderVisibility::MESH);
                }
                RootParameterKind::Descriptor(..) => {}
            }
        }
    });
}

/// The strategies reach every parameter kind, range type, visibility,
/// sampler flag and special value over a few hundred cases (otherwise the
/// other properties would test less than they claim).
#[test]
fn valid_strategy_covers_the_language() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut seen = std::collections::BTreeSet::new();
    for version in Version::ALL {
        let strategy = arb_root_signature(version);
        for _ in 0..300 {
            let sig = strategy.new_tree(&mut runner).unwrap().current();
            if sig.flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE) {
                seen.insert("local".to_string());
            } else if !sig.flags.is_empty() {
                seen.insert("root flags".to_string());
            }
            for p in &sig.parameters {
                seen.insert(format!("visibility {}", p.visibility.0));
                match &p.kind {
                    RootParameterKind::DescriptorTable(t) => {
                        seen.insert("table".into());
                        if t.ranges.is_empty() {
                            seen.insert("empty table".into());
                        }
                        for r in &t.ranges {
                            seen.insert(format!("range type {}", r.range_type.0));
                            if r.is_unbounded() {
                                seen.insert("unbounded".into());
                            }
                            if r.offset != DescriptorRange::APPEND {
                                seen.insert("explicit offset".into());
                            }
                            if r.register_space != 0 {
                                seen.insert("space".into());
                            }
                            if let Some(f) = r.flags {
                                seen.insert(format!("{version} range flags {:#x}", f.bits()));
                            }
                        }
                    }
                    RootParameterKind::Constants(_) => {
                        seen.insert("constants".into());
                    }
                    RootParameterKind::Descriptor(k, d) => {
                        seen.insert(format!("root {}", k.keyword()));
                        if let Some(f) = d.flags {
                            seen.insert(format!("{version} descriptor flags {:#x}", f.bits()));
                        }
                    }
                }
            }
            for s in &sig.static_samplers {
                seen.insert(format!("filter {:#x}", s.filter.0));
                seen.insert(format!("sampler flags {}", s.flags.bits()));
                if s.mip_lod_bias.to_bits() == 0x8000_0000 {
                    seen.insert("-0.0".into());
                }
            }
        }
    }
    let mut expected: Vec<String> = [
        "local",
        "root flags",
        "table",
        "empty table",
        "unbounded",
        "explicit offset",
        "space",
        "constants",
        "root CBV",
        "root SRV",
        "root UAV",
        "-0.0",
        "1.0 range flags 0x1",
        "1.0 range flags 0x3",
        "1.0 descriptor flags 0x2",
        "1.1 range flags 0x10008",
        "1.2 descriptor flags 0x8",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    expected.extend((0..8).map(|v| format!("visibility {v}")));
    expected.extend((0..4).map(|t| format!("range type {t}")));
    expected.extend((0..4).map(|f| format!("sampler flags {f}")));
    expected.extend(
        Filter::KNOWN
            .iter()
            .map(|(f, _)| format!("filter {:#x}", f.0)),
    );
    for e in &expected {
        assert!(seen.contains(e), "never generated: {e}");
    }
}

// ---------------------------------------------------------------------------
// 1. encode → decode

/// A valid signature encodes, in both modes, to a canonical blob that
/// decodes to the same description with omitted flags made concrete.
#[test]
fn encode_then_decode_gives_the_description_back() {
    proptest!(config(), |(sig in valid_signature())| {
        for mode in MODES {
            let blob = encode(&sig, mode).map_err(|d| TestCaseError::fail(format!("{d:?}")))?;
            prop_assert!(blob.warnings().is_empty());
            let bytes = blob.as_bytes();
            prop_assert_eq!(&bytes[..4], b"DXBC");
            prop_assert_eq!(read_u32(bytes, CONTAINER_SIZE_OFFSET), Some(bytes.len() as u32));
            let expected = encoded_form(&sig, mode);
            let decoded = decode(bytes);
            prop_assert_eq!(decoded.as_ref(), Ok(&expected), "mode {:?}", mode);
            // The bare part decodes the same, and both forms are canonical.
            prop_assert_eq!(decode(blob.rts0()), Ok(expected.clone()));
            prop_assert_eq!(blob.rts0(), &encode_rts0(&sig, mode)[..]);
            prop_assert_eq!(is_canonical(bytes), Ok(true));
            prop_assert_eq!(is_canonical(blob.rts0()), Ok(true));
            // Re-encoding the decoded description is the identity on bytes.
            prop_assert_eq!(&encode_container(&expected, EncodingMode::Standard)[..], bytes);
            prop_assert_eq!(&encode_container(&expected, EncodingMode::Dxc)[..], bytes);
        }
    });
}

// ---------------------------------------------------------------------------
// 2. print → parse

/// Printing a valid signature and parsing the text at the same version gives
/// it back exactly, and compiling the text gives the standard-mode blob.
#[test]
fn print_then_parse_gives_the_description_back() {
    proptest!(config(), |(sig in valid_signature())| {
        let text = print(&sig);
        let parsed = parse(&text, &options(sig.version));
        let parsed = parsed.map_err(|d| TestCaseError::fail(format!("{d:?}\n{text}")))?;
        prop_assert_eq!(&parsed.0, &sig, "text:\n{}", text);
        prop_assert_eq!(parsed.1.parameters.len(), sig.parameters.len());
        prop_assert_eq!(parsed.1.static_samplers.len(), sig.static_samplers.len());
        let blob = compile(&text, &options(sig.version))
            .map_err(|d| TestCaseError::fail(format!("{d:?}\n{text}")))?;
        prop_assert!(blob.warnings().is_empty());
        let encoded = encode(&sig, EncodingMode::Standard)
            .map_err(|d| TestCaseError::fail(format!("{d:?}")))?;
        prop_assert_eq!(blob.as_bytes(), encoded.as_bytes(), "text:\n{}", text);
        // Labels do not change the meaning of unlabelled text.
        let labelled = Options { labels: true, ..options(sig.version) };
        let with_labels = compile(&text, &labelled)
            .map_err(|d| TestCaseError::fail(format!("{d:?}\n{text}")))?;
        prop_assert_eq!(with_labels.as_bytes(), encoded.as_bytes());
    });
}

/// For a blob of either mode, `compile(print(decode(blob)))` is the blob.
#[test]
fn compile_print_decode_is_the_identity_on_blobs() {
    proptest!(config(), |(sig in valid_signature())| {
        for mode in MODES {
            let blob = encode(&sig, mode).map_err(|d| TestCaseError::fail(format!("{d:?}")))?;
            let decoded = decode(blob.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let text = print(&decoded);
            let again = compile(&text, &options(sig.version))
                .map_err(|d| TestCaseError::fail(format!("{d:?}\n{text}")))?;
            prop_assert_eq!(again.as_bytes(), blob.as_bytes(), "mode {:?}, text:\n{}", mode, text);
        }
    });
}

// ---------------------------------------------------------------------------
// 3. raw encoder → decoder on arbitrary descriptions

/// The raw encoder writes any description (valid or not) so that the
/// decoder reads it back bit for bit, floats included.
#[test]
fn arbitrary_descriptions_survive_the_raw_encoder() {
    let strategy = any_version().prop_flat_map(arb_any_root_signature);
    proptest!(config(), |(sig in strategy)| {
        for mode in MODES {
            let bytes = encode_container(&sig, mode);
            let expected = encoded_form(&sig, mode);
            prop_assert_eq!(decode(&bytes), Ok(expected.clone()), "mode {:?}", mode);
            prop_assert_eq!(decode(&encode_rts0(&sig, mode)), Ok(expected));
            prop_assert_eq!(is_canonical(&bytes), Ok(true));
        }
    });
}

// ---------------------------------------------------------------------------
// 4. the decoder never panics, and the view agrees with it

/// Checks, with plain byte reads independent of the view, that everything
/// an accepted view hands out lies inside the part, and that the view's
/// accessors agree with `decode`.
fn check_view_against_decode(bytes: &[u8], decoded: &Result<RootSignature, DecodeError>) {
    let view = if bytes.starts_with(b"DXBC") {
        RootSignatureView::from_container(bytes, ChecksumPolicy::Verify)
    } else {
        RootSignatureView::from_rts0(bytes)
    };
    assert_eq!(
        view.is_ok(),
        decoded.is_ok(),
        "view {view:?} vs decode {decoded:?}"
    );
    let (Ok(view), Ok(decoded)) = (view, decoded) else {
        return;
    };
    assert_eq!(&view.to_signature(), decoded);
    let rts0 = view.rts0();
    let len = rts0.len() as u64;
    let header = |offset: usize| u64::from(read_u32(rts0, offset).unwrap());
    let version = decoded.version;
    assert_eq!(header(0), u64::from(version.rts0()));
    assert_eq!(view.parameter_count() as u64, header(4));
    assert_eq!(view.static_sampler_count() as u64, header(12));
    assert_eq!(view.parameters().len(), decoded.parameters.len());
    let (range_size, descriptor_size, sampler_size) = match version {
        Version::V1_0 => (20, 8, 52),
        Version::V1_1 => (24, 12, 52),
        Version::V1_2 => (24, 12, 56),
    };
    let parameters_offset = header(8);
    for (i, parameter) in view.parameters().enumerate() {
        let at = parameters_offset + 12 * i as u64;
        assert!(at + 12 <= len);
        let payload = u64::from(read_u32(rts0, at as usize + 8).unwrap());
        assert_eq!(parameter.to_parameter(), decoded.parameters[i]);
        match parameter.kind() {
            ParameterViewKind::DescriptorTable(table) => {
                assert!(payload + 8 <= len);
                let count = u64::from(read_u32(rts0, payload as usize).unwrap());
                let ranges_at = u64::from(read_u32(rts0, payload as usize + 4).unwrap());
                assert_eq!(table.len() as u64, count);
                if count > 0 {
                    assert!(ranges_at + count * range_size <= len);
                }
                assert!(table.range(table.len()).is_none());
            }
            ParameterViewKind::Constants(_) => assert!(payload + 12 <= len),
            ParameterViewKind::Descriptor(..) => assert!(payload + descriptor_size <= len),
        }
    }
    let count = view.static_sampler_count() as u64;
    if count > 0 {
        assert!(header(16) + count * sampler_size <= len);
    }
    for i in 0..view.static_sampler_count() {
        assert_eq!(view.static_sampler(i), Some(decoded.static_samplers[i]));
    }
    assert!(view.static_sampler(view.static_sampler_count()).is_none());
    // What was decoded re-encodes to something that decodes the same.
    let again = encode_container(decoded, EncodingMode::Standard);
    assert_eq!(decode(&again).as_ref(), Ok(decoded));
}

fn decode_and_check(bytes: &[u8]) {
    let decoded = decode(bytes);
    check_view_against_decode(bytes, &decoded);
    check_other_readers(bytes, &decoded);
}

/// Every other public function that takes bytes answers on the same input
/// without panicking, and agrees with `decode`.
fn check_other_readers(bytes: &[u8], decoded: &Result<RootSignature, DecodeError>) {
    let container = bytes.starts_with(b"DXBC");
    if !container {
        assert_eq!(&format::decode::decode_rts0(bytes), decoded);
    }
    let read = |policy| format::container::read_container(bytes, policy);
    let verified = read(ChecksumPolicy::Verify);
    if container {
        // A container that decodes passes the container checks, and one
        // that passes them with its digest verified carries that digest
        // and passes them leniently too.
        if decoded.is_ok() {
            assert!(verified.is_ok());
        }
        if verified.is_ok() {
            let stored = &bytes[checksum::DIGEST_OFFSET..checksum::HASHED_FROM];
            assert_eq!(checksum::container_digest(bytes), stored);
            assert!(read(ChecksumPolicy::AllowUnsigned).is_ok());
        }
    } else {
        assert!(
            verified.is_err(),
            "bytes without `DXBC` are not a container"
        );
    }
    // The canonical-form check decodes first, so it fails where decode does
    // (an unsigned container aside, which it accepts).
    let canonical = is_canonical(bytes);
    if decoded.is_ok() {
        assert!(canonical.is_ok(), "{canonical:?}");
    } else if !container {
        assert_eq!(canonical.err(), decoded.clone().err());
    }
    if !container {
        check_reader(bytes, decoded);
    } else if let Ok(part) = read(ChecksumPolicy::Skip) {
        check_reader(part.rts0(), decoded);
    }
}

/// The const reader answers every read of the part, in range or not,
/// without panicking, and reads what `decode` read where it succeeded.
fn check_reader(rts0: &[u8], decoded: &Result<RootSignature, DecodeError>) {
    let reader = match Rts0Reader::new(rts0) {
        Ok(reader) => reader,
        Err(error) => {
            assert!(decoded.is_err(), "the reader rejects {error:?}");
            return;
        }
    };
    // Counts may be huge; the first records and the first past the end do.
    let parameters = reader.parameter_count().min(64);
    for i in (0..=parameters).chain([usize::MAX]) {
        if let Some(header) = reader.parameter_header(i) {
            let _ = reader.payload(&header);
        }
        if let Some(Parameter {
            kind: ParameterKind::DescriptorTable(table),
            ..
        }) = reader.parameter(i)
        {
            let ranges = (table.num_descriptor_ranges as usize).min(64);
            for j in (0..=ranges).chain([usize::MAX]) {
                let _ = reader.range(&table, j);
            }
        }
    }
    let samplers = reader.static_sampler_count().min(64);
    for k in (0..=samplers).chain([usize::MAX]) {
        let _ = (reader.static_sampler(k), reader.static_sampler_record(k));
    }
    let Ok(signature) = decoded else {
        return;
    };
    assert_eq!(reader.version(), signature.version);
    assert_eq!(reader.flags(), signature.flags);
    assert_eq!(reader.parameter_count(), signature.parameters.len());
    for (i, expected) in signature.parameters.iter().enumerate() {
        let parameter = reader.parameter(i).expect("a decoded parameter");
        let kind = parameter.kind.map_table(|table| DescriptorTable {
            ranges: (0..table.num_descriptor_ranges as usize)
                .map(|j| reader.range(&table, j).expect("a decoded range"))
                .collect(),
        });
        assert_eq!(&kind, &expected.kind);
        assert_eq!(parameter.visibility, expected.visibility);
    }
    let samplers: Vec<_> = (0..reader.static_sampler_count())
        .map(|k| reader.static_sampler(k).expect("a decoded sampler"))
        .collect();
    assert_eq!(samplers, signature.static_samplers);
}

/// Arbitrary bytes, as they come, as a bare part and as a container with
/// its size and digest repaired.
#[test]
fn decode_never_panics_on_arbitrary_bytes() {
    let strategy = (
        proptest::collection::vec(any::<u8>(), 0..600),
        any_version(),
        any::<bool>(),
    );
    proptest!(config(), |((mut bytes, version, as_container) in strategy)| {
        decode_and_check(&bytes);
        if as_container {
            // A container header claiming one RTS0 part at 36.
            let mut container = b"DXBC".to_vec();
            container.extend_from_slice(&[0; 16]);
            container.extend_from_slice(&[1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 36, 0, 0, 0]);
            container.extend_from_slice(b"RTS0");
            container.extend_from_slice(&[0; 4]);
            container.append(&mut bytes);
            fix_container(&mut container, true);
            decode_and_check(&container);
        } else {
            // A bare part with a plausible version word.
            write_u32(&mut bytes, 0, version.rts0());
            decode_and_check(&bytes);
        }
    });
}

#[derive(Debug, Clone)]
enum Mutation {
    /// Replace one byte.
    Byte(Index, u8),
    /// Replace one aligned word of the RTS0 part with an interesting value.
    Word(Index, u32),
    /// Cut the input at some point.
    Truncate(Index),
    /// Append bytes.
    Extend(Vec<u8>),
    /// Insert bytes in the middle.
    Insert(Index, Vec<u8>),
}

fn interesting_word() -> impl Strategy<Value = u32> {
    prop_oneof![
        select(
            &[
                0u32,
                1,
                2,
                3,
                4,
                5,
                8,
                12,
                20,
                24,
                36,
                44,
                48,
                52,
                56,
                0x7FFF_FFFF,
                0x8000_0000,
                0x4000_0000,
                0x1555_5556,
                0xFFFF_FFF0,
                0xFFFF_FFFC,
                0xFFFF_FFFF
            ][..]
        ),
        0..512u32,
        any::<u32>(),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::Byte(i, b)),
        4 => (any::<Index>(), interesting_word()).prop_map(|(i, w)| Mutation::Word(i, w)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        1 => proptest::collection::vec(any::<u8>(), 1..64).prop_map(Mutation::Extend),
        1 => (any::<Index>(), proptest::collection::vec(any::<u8>(), 1..16))
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
    ]
}

fn apply(bytes: &mut Vec<u8>, mutation: &Mutation, rts0_start: usize) {
    match mutation {
        Mutation::Byte(i, b) => {
            if !bytes.is_empty() {
                let at = i.index(bytes.len());
                bytes[at] = *b;
            }
        }
        Mutation::Word(i, w) => {
            let words = bytes.len().saturating_sub(rts0_start) / 4;
            if words > 0 {
                write_u32(bytes, rts0_start + 4 * i.index(words), *w);
            }
        }
        Mutation::Truncate(i) => bytes.truncate(i.index(bytes.len() + 1)),
        Mutation::Extend(more) => bytes.extend_from_slice(more),
        Mutation::Insert(i, more) => {
            let at = i.index(bytes.len() + 1);
            bytes.splice(at..at, more.iter().copied());
        }
    }
}

/// Valid blobs with random damage, repaired at the container level so that
/// the RTS0 checks are reached; also as bare parts.
#[test]
fn decode_never_panics_on_damaged_blobs() {
    let strategy = (
        valid_signature(),
        select(&MODES[..]),
        proptest::collection::vec(mutation(), 1..5),
        any::<bool>(),
        any::<bool>(),
    );
    proptest!(config(), |((sig, mode, mutations, fix_part_size, bare) in strategy)| {
        let container = encode_container(&sig, mode);
        if bare {
            let mut part = container[RTS0..].to_vec();
            for m in &mutations {
                apply(&mut part, m, 0);
            }
            decode_and_check(&part);
        } else {
            let mut bytes = container;
            for m in &mutations {
                apply(&mut bytes, m, RTS0);
            }
            // Unrepaired: almost always a size or digest error, never a panic.
            decode_and_check(&bytes);
            fix_container(&mut bytes, fix_part_size);
            decode_and_check(&bytes);
        }
    });
}

/// Damage that keeps the blob well-formed is found by the decoder exactly:
/// rewriting a raw enumeration or float field decodes to that raw value.
#[test]
fn decoded_fields_are_raw_values() {
    let strategy = (
        valid_signature(),
        any::<u32>(),
        any::<Index>(),
        any::<Index>(),
    );
    proptest!(config(), |((sig, value, which, field) in strategy)| {
        let mut sig = sig;
        if sig.static_samplers.is_empty() {
            // The raw encoder does not validate, so any sampler will do.
            sig.static_samplers.push(StaticSampler::new(7));
        }
        let mut bytes = encode_container(&sig, EncodingMode::Standard);
        let sampler_size = if sig.version == Version::V1_2 { 56 } else { 52 };
        let samplers_at = RTS0 + read_u32(&bytes, RTS0 + 16).unwrap() as usize;
        let k = which.index(sig.static_samplers.len());
        // Field 4 is MipLODBias, 8 MinLOD: any bit pattern, kept exactly.
        let field = [0usize, 4, 6, 7, 8, 9, 12][field.index(7)];
        write_u32(&mut bytes, samplers_at + k * sampler_size + 4 * field, value);
        fix_container(&mut bytes, false);
        let decoded = decode(&bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let s = decoded.static_samplers[k];
        let got = match field {
            0 => s.filter.0,
            4 => s.mip_lod_bias.to_bits(),
            6 => s.comparison_func.0,
            7 => s.border_color.0,
            8 => s.min_lod.to_bits(),
            9 => s.max_lod.to_bits(),
            _ => s.visibility.0,
        };
        prop_assert_eq!(got, value);
    });
}

// ---------------------------------------------------------------------------
// 5. the parser never panics

/// Every keyword, and the other words, punctuation and bytes of
/// [`VOCABULARY`].
fn vocabulary() -> Vec<&'static str> {
    let keywords = Keyword::ALL.iter().map(|(spelling, _)| *spelling);
    keywords.chain(VOCABULARY.iter().copied()).collect()
}

const VOCABULARY: &[&str] = &[
    "(",
    ")",
    ",",
    "=",
    "|",
    "+",
    "-",
    "b0",
    "t1",
    "u2",
    "s3",
    "b4294967295",
    "b4294967296",
    "B0",
    "b0x",
    "0",
    "1",
    "16",
    "4294967295",
    "4294967296",
    "2147483648",
    "3000000000",
    "1.5",
    ".5",
    "1e",
    "1e500",
    "1e-400",
    "3.402823467e+38",
    "42.e+10f",
    "0x10",
    ".",
    "-0.0",
    "SHADER_VISIBILITY_PIXEL",
    "SHADER_VISIBILITY_ALL",
    "FILTER_ANISOTROPIC",
    "FILTER_COMPARISON_MIN_MAG_MIP_POINT",
    "TEXTURE_ADDRESS_CLAMP",
    "TEXTURE_ADDRESS_MIRRORONCE",
    "COMPARISON_NONE",
    "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT",
    "DATA_VOLATILE",
    "DATA_STATIC",
    "DESCRIPTORS_VOLATILE",
    "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS",
    "UINT_BORDER_COLOR",
    "SAMPLER_FLAG_NON_NORMALIZED_COORDINATES",
    "LOCAL_ROOT_SIGNATURE",
    "DENY_PIXEL_SHADER_ROOT_ACCESS",
    "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT",
    "name:",
    "x",
    ":",
    "é",
    "\u{0}",
    "\t",
    "\n",
    " ",
];

fn all_options() -> impl Strategy<Value = Options> {
    (
        any_version(),
        select(&MODES[..]),
        select(&[Context::Standalone, Context::Global, Context::Local][..]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(version, encoding, context, warnings_as_errors, labels)| Options {
                version,
                encoding,
                context,
                warnings_as_errors,
                labels,
            },
        )
}

/// Compiles text with every kind of option; when it compiles, printing the
/// description and compiling that text again gives the same blob.
fn compile_and_check(text: &str, options: &Options) {
    match parse(text, options) {
        Ok((sig, map)) => {
            assert_eq!(sig.parameters.len(), map.parameters.len());
            assert_eq!(sig.static_samplers.len(), map.static_samplers.len());
            for p in &map.parameters {
                assert!(text.get(p.element.span.range()).is_some());
            }
        }
        Err(d) => {
            // Lexing and parsing stop at the first error, which has a span
            // on character boundaries.
            assert_eq!(d.len(), 1);
            let span = d.0[0].span.expect("parse errors have spans");
            assert!(text.get(span.range()).is_some(), "{span:?} in {text:?}");
            let code = d.0[0].code.as_str();
            assert!(
                code.starts_with("RS00") || code.starts_with("RS01"),
                "{code}"
            );
        }
    }
    // `compile` parses on a faster path, without a source map; it reports
    // exactly what `compile_signature` reports.
    let compiled = compile_signature(text, options);
    assert_eq!(
        compile(text, options),
        compiled.clone().map(|compiled| compiled.blob),
        "{text:?}"
    );
    let Ok(compiled) = compiled else {
        return;
    };
    let printed = print(&compiled.signature);
    // The printed text carries LOCAL_ROOT_SIGNATURE explicitly, so compile
    // it stand-alone (the global context would reject the flag).
    let again = Options {
        context: Context::Standalone,
        warnings_as_errors: false,
        ..*options
    };
    match compile(&printed, &again) {
        Ok(blob) => assert_eq!(
            blob.as_bytes(),
            compiled.blob.as_bytes(),
            "{text:?} printed as {printed:?}"
        ),
        Err(d) => panic!("{text:?} compiled, but its printed form {printed:?} does not: {d:?}"),
    }
}

#[test]
fn parse_never_panics_on_arbitrary_strings() {
    proptest!(config(), |(text in any::<String>(), options in all_options())| {
        compile_and_check(&text, &options);
    });
}

#[test]
fn parse_never_panics_on_token_soup() {
    let soup = proptest::collection::vec(select(vocabulary()), 0..40);
    let separators = proptest::collection::vec(select(&["", " ", ",", "\n"][..]), 40);
    proptest!(config(), |(tokens in soup, seps in separators, options in all_options())| {
        let mut text = String::new();
        for (token, sep) in tokens.iter().zip(seps.iter()) {
            text.push_str(token);
            text.push_str(sep);
        }
        compile_and_check(&text, &options);
    });
}

#[derive(Debug, Clone)]
enum TextEdit {
    Delete(Index, usize),
    Insert(Index, &'static str),
    Duplicate(Index, usize),
    Replace(Index, char),
}

fn text_edit() -> impl Strategy<Value = TextEdit> {
    prop_oneof![
        (any::<Index>(), 1..12usize).prop_map(|(i, n)| TextEdit::Delete(i, n)),
        (any::<Index>(), select(vocabulary())).prop_map(|(i, t)| TextEdit::Insert(i, t)),
        (any::<Index>(), 1..40usize).prop_map(|(i, n)| TextEdit::Duplicate(i, n)),
        (any::<Index>(), any::<char>()).prop_map(|(i, c)| TextEdit::Replace(i, c)),
    ]
}

/// Applies an edit at character boundaries.
fn edit(text: &mut String, e: &TextEdit) {
    let boundaries: Vec<usize> = text
        .char_indices()
        .map(|(i, _)| i)
        .chain([text.len()])
        .collect();
    let at = |i: &Index| boundaries[i.index(boundaries.len())];
    let after = |start: usize, n: usize| {
        boundaries
            .iter()
            .copied()
            .find(|&b| b >= start && text[start..b].chars().count() >= n)
            .unwrap_or(text.len())
    };
    match e {
        TextEdit::Delete(i, n) => {
            let start = at(i);
            let end = after(start, *n);
            text.replace_range(start..end, "");
        }
        TextEdit::Insert(i, t) => text.insert_str(at(i), t),
        TextEdit::Duplicate(i, n) => {
            let start = at(i);
            let copy = text[start..after(start, *n)].to_string();
            text.insert_str(start, &copy);
        }
        TextEdit::Replace(i, c) => {
            let start = at(i);
            let end = after(start, 1);
            text.replace_range(start..end, &c.to_string());
        }
    }
}

#[test]
fn parse_never_panics_on_mutated_valid_text() {
    let strategy = (
        valid_signature(),
        proptest::collection::vec(text_edit(), 1..4),
        all_options(),
    );
    proptest!(config(), |((sig, edits, options) in strategy)| {
        let mut text = print(&sig);
        for e in &edits {
            edit(&mut text, e);
        }
        compile_and_check(&text, &options);
    });
}
