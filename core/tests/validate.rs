//! The semantic (RS02xx) and value-domain (RS03xx) rules of
//! docs/language.md §5.3–§5.10: exact codes, severities, messages and spans.

use rootsig_core::language::facts;
use rootsig_core::*;

mod common;

// ---- helpers ----

fn options(version: Version, context: Context) -> Options {
    Options {
        version,
        context,
        ..Options::default()
    }
}

fn v(version: Version) -> Options {
    options(version, Context::Standalone)
}

fn ctx(context: Context) -> Options {
    options(Version::V1_1, context)
}

fn v11() -> Options {
    Options::default()
}

/// Compiles text that must be rejected and returns the diagnostics.
#[track_caller]
fn errors(text: &str, options: &Options) -> Diagnostics {
    match compile_signature(text, options) {
        Ok(_) => panic!("expected {text:?} to be rejected"),
        Err(d) => d,
    }
}

/// Compiles text that must be accepted and returns its warnings.
#[track_caller]
fn warnings(text: &str, options: &Options) -> Diagnostics {
    match compile_signature(text, options) {
        Ok(c) => c.blob.warnings().clone(),
        Err(d) => panic!("expected {text:?} to compile, got:\n{d}"),
    }
}

/// Compiles text that must be accepted with default options, and asserts
/// its one warning.
#[track_caller]
fn only_warning(text: &str, code: Code, message: &str) -> Diagnostic {
    only(&warnings(text, &v11()), code, message)
}

/// Compiles text that must be accepted without any diagnostic.
#[track_caller]
fn clean(text: &str, options: &Options) {
    let w = warnings(text, options);
    assert!(w.is_empty(), "expected no warnings for {text:?}, got:\n{w}");
}

/// Compiles text that must be accepted with default options (1.1,
/// standalone) without any diagnostic.
#[track_caller]
fn accepted(text: &str) {
    clean(text, &v11());
}

/// The span of the only occurrence of `needle` in `text`.
#[track_caller]
fn at(text: &str, needle: &str) -> Span {
    let start = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in {text:?}"));
    assert!(
        text[start + 1..].find(needle).is_none(),
        "{needle:?} occurs twice in {text:?}"
    );
    Span::new(start, start + needle.len())
}

/// The span of the `n`-th (0-based) occurrence of `needle`.
#[track_caller]
fn at_nth(text: &str, needle: &str, n: usize) -> Span {
    let (start, _) = text
        .match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("{needle:?} does not occur {} times", n + 1));
    Span::new(start, start + needle.len())
}

/// Asserts there is exactly one diagnostic, with this code, severity and message.
#[track_caller]
fn only(d: &Diagnostics, code: Code, message: &str) -> Diagnostic {
    assert_eq!(d.codes(), [code], "diagnostics:\n{d}");
    let first = d.0[0].clone();
    assert_eq!(first.severity, code.severity());
    assert_eq!(first.message, message);
    first
}

#[track_caller]
fn related(d: &Diagnostic) -> Option<Span> {
    assert_eq!(d.related.len(), 1, "related: {:?}", d.related);
    d.related[0].span
}

fn check(sig: &RootSignature) -> Diagnostics {
    validate(sig, None, Context::Standalone)
}

// API-built pieces.

fn param(kind: RootParameterKind) -> RootParameter {
    RootParameter {
        kind,
        visibility: ShaderVisibility::ALL,
    }
}

fn root(kind: RootDescriptorKind, register: u32) -> RootParameter {
    param(RootParameterKind::Descriptor(
        kind,
        RootDescriptor {
            shader_register: register,
            register_space: 0,
            flags: None,
        },
    ))
}

fn constants(register: u32, n: u32) -> RootParameter {
    param(RootParameterKind::Constants(RootConstants {
        shader_register: register,
        register_space: 0,
        num_32bit_values: n,
    }))
}

fn table(ranges: Vec<DescriptorRange>) -> RootParameter {
    param(RootParameterKind::DescriptorTable(DescriptorTable {
        ranges,
    }))
}

fn sig(parameters: Vec<RootParameter>, samplers: Vec<StaticSampler>) -> RootSignature {
    RootSignature {
        parameters,
        static_samplers: samplers,
        ..RootSignature::default()
    }
}

fn one_sampler(sampler: StaticSampler) -> RootSignature {
    sig(vec![], vec![sampler])
}

/// A signature whose only element is `StaticSampler(s0)` changed by `edit`.
fn sampler_with(edit: impl FnOnce(&mut StaticSampler)) -> RootSignature {
    let mut sampler = StaticSampler::new(0);
    edit(&mut sampler);
    one_sampler(sampler)
}

/// A text that gives exactly one diagnostic: its code (and so its
/// severity), message, and the span of `at` in the text.
struct OneError {
    text: &'static str,
    version: Version,
    context: Context,
    code: Code,
    message: &'static str,
    at: &'static str,
}

/// Every rule whose first case is one diagnostic with a span, in the order
/// of docs/language.md; each rule's test below holds its other cases.
fn one_error_cases() -> Vec<OneError> {
    vec![
        OneError {
            text: "CBV(b4294967295)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0201,
            message: "root parameter 0 `CBV(b4294967295)` uses register b4294967295, which is reserved; register numbers go up to 4294967294",
            at: "b4294967295",
        },
        OneError {
            text: "DescriptorTable(SRV(t4294967295, space = 2))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0201,
            message: "range 0 `SRV(t4294967295, space=2)` of root parameter 0 uses register t4294967295, which is reserved; register numbers go up to 4294967294",
            at: "t4294967295",
        },
        OneError {
            text: "StaticSampler(s4294967295)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0201,
            message: "static sampler 0 `StaticSampler(s4294967295)` uses register s4294967295, which is reserved; register numbers go up to 4294967294",
            at: "s4294967295",
        },
        OneError {
            text: "RootConstants(num32BitConstants = 1, b4294967295)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0201,
            message: "root parameter 0 `RootConstants(b4294967295)` uses register b4294967295, which is reserved; register numbers go up to 4294967294",
            at: "b4294967295",
        },
        OneError {
            text: "CBV(b0, space = 4294967295)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0202,
            message: "root parameter 0 `CBV(b0, space=4294967295)` uses space 4294967295, which is reserved for the driver and the OS (spaces 4294967280 and above)",
            at: "space = 4294967295",
        },
        OneError {
            text: "DescriptorTable(UAV(u1, space = 4294967280))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0202,
            message: "range 0 `UAV(u1, space=4294967280)` of root parameter 0 uses space 4294967280, which is reserved for the driver and the OS (spaces 4294967280 and above)",
            at: "space = 4294967280",
        },
        OneError {
            text: "StaticSampler(s0, space = 4294967290)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0202,
            message: "static sampler 0 `StaticSampler(s0, space=4294967290)` uses space 4294967290, which is reserved for the driver and the OS (spaces 4294967280 and above)",
            at: "space = 4294967290",
        },
        OneError {
            text: "DescriptorTable(UAV(u0, numDescriptors = 0))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0203,
            message: "range 0 `UAV(u0)` of root parameter 0 has numDescriptors = 0; a range needs at least one descriptor",
            at: "numDescriptors = 0",
        },
        OneError {
            text: "DescriptorTable(UAV(u4294967200, numDescriptors = 100))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0204,
            message: "range 0 `UAV(u4294967200..u4294967299)` of root parameter 0 runs past the last register: 100 descriptors from u4294967200 would end at u4294967299",
            at: "numDescriptors = 100",
        },
        OneError {
            text: "CBV(b0, flags = DATA_STATIC)",
            version: Version::V1_0,
            context: Context::Standalone,
            code: Code::RS0205,
            message: "root parameter 0 `CBV(b0)`: root signature version 1.0 has no flag fields, so 'flags' may only restate the 1.0 behaviour (DATA_VOLATILE); found DATA_STATIC. Remove it or use version 1.1",
            at: "flags = DATA_STATIC",
        },
        OneError {
            text: "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0206,
            message: "static sampler 0 `StaticSampler(s0)`: static sampler flags need root signature version 1.2 (this is 1.1)",
            at: "flags = UINT_BORDER_COLOR",
        },
        OneError {
            text: "CBV(b0, flags = DATA_VOLATILE | DATA_STATIC)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0207,
            message: "root parameter 0 `CBV(b0)` sets more than one DATA_* flag (DATA_VOLATILE | DATA_STATIC); choose one",
            at: "flags = DATA_VOLATILE | DATA_STATIC",
        },
        OneError {
            text: "DescriptorTable(CBV(b0, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0208,
            message: "range 0 `CBV(b0)` of root parameter 0 sets more than one DATA_* flag (DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE); choose one",
            at: "flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE",
        },
        OneError {
            text: "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0209,
            message: "range 0 `CBV(b0)` of root parameter 0 combines DESCRIPTORS_VOLATILE with DATA_STATIC; volatile descriptors allow only DATA_VOLATILE or DATA_STATIC_WHILE_SET_AT_EXECUTE",
            at: "flags = DESCRIPTORS_VOLATILE | DATA_STATIC",
        },
        OneError {
            text: "DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0211,
            message: "range 0 `Sampler(s0)` of root parameter 0: Sampler ranges cannot have DATA_* flags (DATA_VOLATILE) because samplers have no data",
            at: "flags = DATA_VOLATILE",
        },
        // An explicit APPEND after an unbounded range: the span is the
        // offset argument.
        OneError {
            text: "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0213,
            message: "range 1 `SRV(t0)` of root parameter 0 is appended after unbounded range 0, so it has no start offset; an unbounded range must be the last range of its table",
            at: "offset = DESCRIPTOR_RANGE_OFFSET_APPEND",
        },
        OneError {
            text: "DescriptorTable(SRV(t0, offset = 4294967290, numDescriptors = 10))",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0215,
            message: "range 0 `SRV(t0..t9)` of root parameter 0 ends past descriptor offset 4294967295 (it starts at offset 4294967290 and has 10 descriptors)",
            at: "offset = 4294967290",
        },
        // The third conflicts with the first (ALL meets VERTEX), not the
        // second.
        OneError {
            text: "CBV(b0, visibility = SHADER_VISIBILITY_PIXEL), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), CBV(b0)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0217,
            message: "root parameter 2 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for PIXEL",
            at: "CBV(b0)",
        },
        OneError {
            text: "StaticSampler(s0, maxAnisotropy = 17)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0218,
            message: "static sampler 0 `StaticSampler(s0)`: maxAnisotropy 17 is above the maximum of 16",
            at: "maxAnisotropy = 17",
        },
        OneError {
            text: "StaticSampler(s0, mipLODBias = 16)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0219,
            message: "static sampler 0 `StaticSampler(s0)`: mipLODBias 16 is outside the range -16 to 15.99",
            at: "mipLODBias = 16",
        },
        OneError {
            text: "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
            version: Version::V1_2,
            context: Context::Standalone,
            code: Code::RS0223,
            message: "static sampler 0 `StaticSampler(s0)`: UINT_BORDER_COLOR needs borderColor TRANSPARENT_BLACK, OPAQUE_BLACK_UINT or OPAQUE_WHITE_UINT, found OPAQUE_WHITE",
            at: "flags = UINT_BORDER_COLOR",
        },
        OneError {
            text: "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, minLOD = 0, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
            version: Version::V1_2,
            context: Context::Standalone,
            code: Code::RS0224,
            message: "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES does not allow filter FILTER_ANISOTROPIC; use FILTER_MIN_MAG_MIP_POINT, FILTER_MIN_MAG_LINEAR_MIP_POINT, FILTER_MINIMUM_MIN_MAG_MIP_POINT, FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT, FILTER_MAXIMUM_MIN_MAG_MIP_POINT or FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT",
            at: "flags = NON_NORMALIZED_COORDINATES",
        },
        OneError {
            text: "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0)",
            version: Version::V1_2,
            context: Context::Standalone,
            code: Code::RS0226,
            message: "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES needs addressU and addressV to be TEXTURE_ADDRESS_CLAMP or TEXTURE_ADDRESS_BORDER, found addressU = TEXTURE_ADDRESS_WRAP and addressV = TEXTURE_ADDRESS_WRAP",
            at: "flags = NON_NORMALIZED_COORDINATES",
        },
        // The local context adds the flag.
        OneError {
            text: "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0)",
            version: Version::V1_1,
            context: Context::Local,
            code: Code::RS0228,
            message: "LOCAL_ROOT_SIGNATURE cannot be combined with ALLOW_STREAM_OUTPUT",
            at: "RootFlags(ALLOW_STREAM_OUTPUT)",
        },
        OneError {
            text: "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0228,
            message: "LOCAL_ROOT_SIGNATURE cannot be combined with ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT",
            at: "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
        },
        OneError {
            text: "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0229,
            message: "root parameter 0 `CBV(b0)` must be visible to ALL in a local root signature (found PIXEL)",
            at: "visibility = SHADER_VISIBILITY_PIXEL",
        },
        OneError {
            text: "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 1017, b0)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0230,
            message: "local root arguments take 4068 bytes; a local root signature may use at most 4064 (4096-byte record minus the 32-byte shader identifier)",
            at: "RootConstants(num32BitConstants = 1017, b0)",
        },
        OneError {
            text: "RootFlags(LOCAL_ROOT_SIGNATURE)",
            version: Version::V1_1,
            context: Context::Global,
            code: Code::RS0231,
            message: "LOCAL_ROOT_SIGNATURE cannot be used in a global root signature",
            at: "RootFlags(LOCAL_ROOT_SIGNATURE)",
        },
        OneError {
            text: "RootConstants(num32BitConstants = 65, b0)",
            version: Version::V1_1,
            context: Context::Standalone,
            code: Code::RS0232,
            message: "root signature costs 65 DWORDs, more than the limit of 64 (0 tables × 1 + 0 root descriptors × 2 + 65 root constants)",
            at: "RootConstants(num32BitConstants = 65, b0)",
        },
    ]
}

#[test]
fn each_rule_gives_one_diagnostic_with_its_message_and_span() {
    for case in one_error_cases() {
        let d = errors(case.text, &options(case.version, case.context));
        assert_eq!(d.codes(), [case.code], "{}: {d}", case.text);
        let first = &d.0[0];
        assert_eq!(first.severity, case.code.severity(), "{}", case.text);
        assert_eq!(first.message, case.message, "{}", case.text);
        assert_eq!(first.span, Some(at(case.text, case.at)), "{}", case.text);
    }
}

// ---- registers, spaces, counts ----

#[test]
fn rs0201_reserved_register() {
    accepted("CBV(b4294967294)");

    accepted("RootConstants(num32BitConstants = 1, b4294967294)");
}

#[test]
fn rs0202_reserved_space() {
    accepted("DescriptorTable(UAV(u1, space = 4294967279))");
}

#[test]
fn rs0203_zero_descriptors() {
    accepted("DescriptorTable(UAV(u0, numDescriptors = 1))");
}

#[test]
fn rs0204_range_past_last_register() {
    // Ending exactly at 4294967295 is fine, and so is an unbounded range.
    accepted("DescriptorTable(UAV(u4294967200, numDescriptors = 96))");
    accepted("DescriptorTable(UAV(u4294967200, numDescriptors = unbounded))");
}

// ---- flags and versions ----

#[test]
fn rs0205_flags_at_version_1_0() {
    only(
        &errors("CBV(b0, flags = 0)", &v(Version::V1_0)),
        Code::RS0205,
        "root parameter 0 `CBV(b0)`: root signature version 1.0 has no flag fields, so 'flags' \
         may only restate the 1.0 behaviour (DATA_VOLATILE); found 0. Remove it or use version 1.1",
    );
    clean("CBV(b0, flags = DATA_VOLATILE)", &v(Version::V1_0));
    clean("UAV(u0, flags = DATA_VOLATILE)", &v(Version::V1_0));
    clean("CBV(b0, flags = DATA_STATIC)", &v(Version::V1_1));

    let text = "DescriptorTable(SRV(t0, flags = DATA_VOLATILE))";
    let d = only(
        &errors(text, &v(Version::V1_0)),
        Code::RS0205,
        "range 0 `SRV(t0)` of root parameter 0: root signature version 1.0 has no flag fields, \
         so 'flags' may only restate the 1.0 behaviour (DESCRIPTORS_VOLATILE | DATA_VOLATILE); \
         found DATA_VOLATILE. Remove it or use version 1.1",
    );
    assert_eq!(d.span, Some(at(text, "flags = DATA_VOLATILE")));
    clean(
        "DescriptorTable(SRV(t0, flags = DATA_VOLATILE | DESCRIPTORS_VOLATILE))",
        &v(Version::V1_0),
    );

    only(
        &errors("DescriptorTable(Sampler(s0, flags = 0))", &v(Version::V1_0)),
        Code::RS0205,
        "range 0 `Sampler(s0)` of root parameter 0: root signature version 1.0 has no flag \
         fields, so 'flags' may only restate the 1.0 behaviour (DESCRIPTORS_VOLATILE); found 0. \
         Remove it or use version 1.1",
    );
    clean(
        "DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))",
        &v(Version::V1_0),
    );

    // API-built: the same rule, no spans.
    let mut s = sig(vec![root(RootDescriptorKind::Srv, 0)], vec![]);
    s.version = Version::V1_0;
    if let RootParameterKind::Descriptor(_, d) = &mut s.parameters[0].kind {
        d.flags = Some(RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE);
    }
    let d = check(&s);
    assert_eq!(d.codes(), [Code::RS0205]);
    assert_eq!(d.0[0].span, None);
}

#[test]
fn rs0206_sampler_flags_below_1_2() {
    only(
        &errors(
            "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
            &v(Version::V1_0),
        ),
        Code::RS0206,
        "static sampler 0 `StaticSampler(s0)`: static sampler flags need root signature version \
         1.2 (this is 1.0)",
    );
    clean("StaticSampler(s0, flags = 0)", &v(Version::V1_0));
    accepted("StaticSampler(s0, flags = 0)");
    clean(
        "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
        &v(Version::V1_2),
    );
}

#[test]
fn rs0207_root_descriptor_data_flags() {
    accepted("CBV(b0, flags = DATA_STATIC)");
}

#[test]
fn rs0208_range_data_flags() {
    accepted("DescriptorTable(CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE))");
}

#[test]
fn rs0209_volatile_descriptors_static_data() {
    accepted(
        "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
    );
}

#[test]
fn rs0210_volatile_and_static_descriptors() {
    let text = "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | \
                DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))";
    let d = only(
        &errors(text, &v11()),
        Code::RS0210,
        "range 0 `SRV(t0)` of root parameter 0 combines DESCRIPTORS_VOLATILE with \
         DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS; descriptors cannot be both volatile and \
         static",
    );
    let flags_start = text.find("flags").unwrap();
    assert_eq!(d.span, Some(Span::new(flags_start, text.len() - 2)));
    only(
        &errors(
            "DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE | \
             DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
            &v(Version::V1_2),
        ),
        Code::RS0210,
        "range 0 `Sampler(s0)` of root parameter 0 combines DESCRIPTORS_VOLATILE with \
         DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS; descriptors cannot be both volatile and \
         static",
    );
    accepted("DescriptorTable(SRV(t0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))");
}

#[test]
fn rs0211_sampler_range_data_flags() {
    accepted("DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))");
}

/// Every subset of the range flags: exactly the 11 values of docs/language.md §5.4 pass for
/// CBV/SRV/UAV ranges, the 3 values for Sampler ranges, and the 4 values for
/// root descriptors; every other subset reports exactly the rules it breaks.
#[test]
fn flag_combinations_of_section_8_1() {
    const RANGE_FLAGS: [(&str, u32); 5] = [
        ("DESCRIPTORS_VOLATILE", 0x1),
        ("DATA_VOLATILE", 0x2),
        ("DATA_STATIC_WHILE_SET_AT_EXECUTE", 0x4),
        ("DATA_STATIC", 0x8),
        ("DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", 0x10000),
    ];
    let spell = |mask: u32| -> (String, u32) {
        let mut names = Vec::new();
        let mut bits = 0;
        for (i, (name, bit)) in RANGE_FLAGS.iter().enumerate() {
            if mask & (1 << i) != 0 {
                names.push(*name);
                bits |= bit;
            }
        }
        if names.is_empty() {
            ("0".to_owned(), 0)
        } else {
            (names.join(" | "), bits)
        }
    };
    // Compiles `text`: clean when no condition holds, else exactly the codes
    // whose condition holds, in order. True when clean.
    let gives = |text: &str, version, expected: &[(bool, Code)]| {
        let codes: Vec<Code> = expected.iter().filter(|e| e.0).map(|e| e.1).collect();
        if codes.is_empty() {
            clean(text, &v(version));
        } else {
            assert_eq!(errors(text, &v(version)).codes(), codes, "{text}");
        }
        codes.is_empty()
    };
    for version in [Version::V1_1, Version::V1_2] {
        let mut valid_views = 0;
        let mut valid_samplers = 0;
        for mask in 0..32u32 {
            let (flags, bits) = spell(mask);
            let data = (bits & 0xE).count_ones();
            let both_descriptors = bits & 0x10001 == 0x10001;

            for range in ["CBV(b0", "SRV(t0", "UAV(u0"] {
                let text = format!("DescriptorTable({range}, flags = {flags}))");
                let expected = [
                    (data >= 2, Code::RS0208),
                    (bits & 0x9 == 0x9, Code::RS0209),
                    (both_descriptors, Code::RS0210),
                ];
                valid_views += usize::from(gives(&text, version, &expected));
            }

            let text = format!("DescriptorTable(Sampler(s0, flags = {flags}))");
            let expected = [(data >= 1, Code::RS0211), (both_descriptors, Code::RS0210)];
            valid_samplers += usize::from(gives(&text, version, &expected));
        }
        assert_eq!(valid_views, 3 * 11);
        assert_eq!(valid_samplers, 3);

        let root_flags = [
            "DATA_VOLATILE",
            "DATA_STATIC_WHILE_SET_AT_EXECUTE",
            "DATA_STATIC",
        ];
        for mask in 0..8u32 {
            let names: Vec<_> = (0..3)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| root_flags[i])
                .collect();
            let flags = if names.is_empty() {
                "0".to_owned()
            } else {
                names.join(" | ")
            };
            for kind in ["CBV(b0", "SRV(t0", "UAV(u0"] {
                let text = format!("{kind}, flags = {flags})");
                if names.len() <= 1 {
                    clean(&text, &v(version));
                } else {
                    assert_eq!(errors(&text, &v(version)).codes(), [Code::RS0207]);
                }
            }
        }
    }
}

#[test]
fn one_flags_value_breaking_several_rules_reports_each() {
    let text = "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | \
                DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS | DATA_VOLATILE | DATA_STATIC))";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0208, Code::RS0209, Code::RS0210]);
    assert_eq!(
        d.0[0].message,
        "range 0 `CBV(b0)` of root parameter 0 sets more than one DATA_* flag (DATA_VOLATILE | \
         DATA_STATIC); choose one"
    );
}

#[test]
fn omitted_flags_always_pass() {
    for version in Version::ALL {
        clean(
            "CBV(b0), SRV(t0), UAV(u0), DescriptorTable(CBV(b1), SRV(t1), UAV(u1)), \
             DescriptorTable(Sampler(s0)), StaticSampler(s1)",
            &v(version),
        );
    }
}

// ---- descriptor tables ----

#[test]
fn rs0212_mixed_heaps() {
    // (text, message, the range marked, the range it relates to)
    let cases = [
        (
            "DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))",
            "root parameter 0 `DescriptorTable` mixes Sampler ranges with CBV/SRV/UAV ranges (range \
             2 is Sampler, range 0 is SRV); put samplers in their own table",
            "Sampler(s0)",
            "SRV(t0)",
        ),
        (
            "CBV(b9), DescriptorTable(Sampler(s0), Sampler(s1), CBV(b0))",
            "root parameter 1 `DescriptorTable` mixes Sampler ranges with CBV/SRV/UAV ranges (range \
             0 is Sampler, range 2 is CBV); put samplers in their own table",
            "CBV(b0)",
            "Sampler(s0)",
        ),
    ];
    for (text, message, marked, other) in cases {
        let d = only(&errors(text, &v11()), Code::RS0212, message);
        assert_eq!(d.span, Some(at(text, marked)), "{text}");
        assert_eq!(related(&d), Some(at(text, other)), "{text}");
    }
    let d = errors("DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))", &v11());
    assert_eq!(
        d.0[0].related[0].label,
        "range 0 `SRV(t0)` of root parameter 0 is here"
    );

    accepted("DescriptorTable(SRV(t0), UAV(u0)), DescriptorTable(Sampler(s0))");
}

#[test]
fn rs0213_append_after_unbounded() {
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0))";
    let d = only(
        &errors(text, &v11()),
        Code::RS0213,
        "range 1 `SRV(t0)` of root parameter 0 is appended after unbounded range 0, so it has no \
         start offset; an unbounded range must be the last range of its table",
    );
    assert_eq!(d.span, Some(at(text, "SRV(t0)")));
    assert_eq!(
        related(&d),
        Some(at(text, "UAV(u0, numDescriptors = unbounded)"))
    );
    assert_eq!(
        d.help.as_deref(),
        Some(
            "give this range an explicit offset, or move the unbounded range to the end of the table"
        )
    );
    accepted("DescriptorTable(SRV(t0), UAV(u0, numDescriptors = unbounded))");

    // The seed example also overlaps (RS0217); both point at range 1.
    let text =
        "DescriptorTable(UAV(u0, numDescriptors = unbounded), UAV(u1000, numDescriptors = 10))";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0213, Code::RS0217]);
    assert_eq!(
        d.0[1].message,
        "range 1 `UAV(u1000..u1009)` of root parameter 0 overlaps range 0 `UAV(u0..)` of root \
         parameter 0: both bind u1000..u1009 in space 0 for ALL"
    );
    assert_eq!(
        d.0[1].span,
        Some(at(text, "UAV(u1000, numDescriptors = 10)"))
    );
}

#[test]
fn rs0214_unbounded_not_last() {
    let text = "DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = 10), \
                SRV(t0, space = 1, numDescriptors = 10, offset = 0))";
    let w = warnings(text, &v11());
    let d = only(
        &w,
        Code::RS0214,
        "range 0 `SRV(t0..)` of root parameter 0 is unbounded but is not the last range of its \
         table",
    );
    assert_eq!(d.severity, Severity::Warning);
    assert_eq!(d.span, Some(at(text, "numDescriptors = unbounded")));
    assert_eq!(
        related(&d),
        Some(at(
            text,
            "SRV(t0, space = 1, numDescriptors = 10, offset = 0)"
        ))
    );
    accepted(
        "DescriptorTable(SRV(t0, space = 1, numDescriptors = 10, offset = 0), \
         SRV(t0, numDescriptors = unbounded, offset = 10))",
    );
    // Warnings become errors on request.
    let strict = Options {
        warnings_as_errors: true,
        ..v11()
    };
    assert_eq!(errors(text, &strict).codes(), [Code::RS0214]);
}

#[test]
fn rs0215_offset_overflow() {
    accepted("DescriptorTable(SRV(t0, offset = 4294967290, numDescriptors = 6))");

    let text =
        "DescriptorTable(SRV(t0, numDescriptors = 4294967290), UAV(u0, numDescriptors = 10))";
    let d = only(
        &errors(text, &v11()),
        Code::RS0215,
        "range 1 `UAV(u0..u9)` of root parameter 0 ends past descriptor offset 4294967295 (it \
         starts at offset 4294967290 and has 10 descriptors)",
    );
    assert_eq!(d.span, Some(at(text, "UAV(u0, numDescriptors = 10)")));
    accepted("DescriptorTable(SRV(t0, numDescriptors = 4294967290), UAV(u0, numDescriptors = 6))");

    // The walk is 64-bit: appended ranges keep counting past 2^32.
    let text = "DescriptorTable(SRV(t0, numDescriptors = 4294967290), UAV(u0, numDescriptors = \
                4294967290), CBV(b0))";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0215, Code::RS0215]);
    assert!(
        d.0[1]
            .message
            .ends_with("(it starts at offset 8589934580 and has 1 descriptors)"),
        "{}",
        d.0[1].message
    );
}

#[test]
fn rs0216_different_types_share_slots() {
    let text = "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2))";
    let w = warnings(text, &v11());
    let d = only(
        &w,
        Code::RS0216,
        "range 1 `UAV(u0)` of root parameter 0 and range 0 (SRV) of the same table both use \
         descriptor slots 2..2; only ranges of the same type may share slots",
    );
    assert_eq!(d.span, Some(at(text, "UAV(u0, offset = 2)")));
    assert_eq!(related(&d), Some(at(text, "SRV(t0, numDescriptors = 4)")));
    accepted("DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 4))");
    // Ranges of the same type may alias.
    accepted("DescriptorTable(SRV(t0, numDescriptors = 4), SRV(t4, offset = 2))");

    // Reported once per range, on the later range, naming its first
    // partner (range 2 also aliases range 1, which is not reported); the
    // intersection can be open-ended.
    let text = "DescriptorTable(CBV(b0, numDescriptors = unbounded, offset = 5), \
                SRV(t0, numDescriptors = 10, offset = 0), UAV(u0, numDescriptors = unbounded, \
                offset = 8))";
    let w = warnings(text, &v11());
    assert_eq!(w.codes(), [Code::RS0214, Code::RS0216, Code::RS0216]);
    let messages: Vec<_> = w.iter().skip(1).map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "range 1 `SRV(t0..t9)` of root parameter 0 and range 0 (CBV) of the same table both \
             use descriptor slots 5..9; only ranges of the same type may share slots",
            "range 2 `UAV(u0..)` of root parameter 0 and range 0 (CBV) of the same table both use \
             descriptor slots 8..; only ranges of the same type may share slots",
        ]
    );
}

// ---- register overlap ----

#[test]
fn rs0217_overlap() {
    accepted("CBV(b5), DescriptorTable(CBV(b0, numDescriptors = 5))");
    let text = "CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))";
    let d = only(
        &errors(text, &v11()),
        Code::RS0217,
        "range 0 `CBV(b0..b4)` of root parameter 1 overlaps root parameter 0 `CBV(b2)`: both \
         bind b2 in space 0 for ALL",
    );
    assert_eq!(d.span, Some(at(text, "CBV(b0, numDescriptors = 5)")));
    assert_eq!(related(&d), Some(at(text, "CBV(b2)")));
    assert_eq!(
        d.help.as_deref(),
        Some(
            "use a different register or space, or give the two elements different single-stage \
             visibilities"
        )
    );

    let text = "RootConstants(num32BitConstants = 1, b0), CBV(b0)";
    let d = only(
        &errors(text, &v11()),
        Code::RS0217,
        "root parameter 1 `CBV(b0)` overlaps root parameter 0 `RootConstants(b0)`: both bind b0 \
         in space 0 for ALL",
    );
    assert_eq!(d.span, Some(at(text, "CBV(b0)")));
    assert_eq!(
        related(&d),
        Some(at(text, "RootConstants(num32BitConstants = 1, b0)"))
    );
    // The register count does not depend on num32BitConstants.
    accepted("RootConstants(num32BitConstants = 8, b0), CBV(b1)");

    // Source order: the static sampler is written first, so it is the earlier one.
    let text = "StaticSampler(s0), DescriptorTable(Sampler(s0))";
    let d = only(
        &errors(text, &v11()),
        Code::RS0217,
        "range 0 `Sampler(s0)` of root parameter 0 overlaps static sampler 0 \
         `StaticSampler(s0)`: both bind s0 in space 0 for ALL",
    );
    assert_eq!(
        d.span,
        Some(at(text, "Sampler(s0))")).map(|s| Span::new(s.start, s.end - 1))
    );
    assert_eq!(related(&d), Some(at(text, "StaticSampler(s0)")));
    accepted("StaticSampler(s0), DescriptorTable(Sampler(s1))");

    let text = "DescriptorTable(UAV(u1, numDescriptors = 100), UAV(u5, numDescriptors = 5))";
    only(
        &errors(text, &v11()),
        Code::RS0217,
        "range 1 `UAV(u5..u9)` of root parameter 0 overlaps range 0 `UAV(u1..u100)` of root \
         parameter 0: both bind u5..u9 in space 0 for ALL",
    );
    accepted(
        "DescriptorTable(UAV(u1, numDescriptors = 100), UAV(u5, numDescriptors = 5, space = 1))",
    );

    let text = "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), SRV(t0)";
    let d = only(
        &errors(text, &v11()),
        Code::RS0217,
        "root parameter 1 `SRV(t0)` overlaps range 0 `SRV(t0)` of root parameter 0: both bind t0 \
         in space 0 for PIXEL",
    );
    assert_eq!(d.span, Some(at_nth(text, "SRV(t0)", 1)));
    assert_eq!(related(&d), Some(at_nth(text, "SRV(t0)", 0)));
    accepted(
        "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), SRV(t0, visibility = \
         SHADER_VISIBILITY_VERTEX)",
    );
}

#[test]
fn rs0217_never_across_spaces_classes_or_stages() {
    accepted("CBV(b0), SRV(t0), UAV(u0), StaticSampler(s0)");
    accepted("CBV(b0), CBV(b0, space = 1)");
    accepted(
        "SRV(t0, visibility = SHADER_VISIBILITY_VERTEX), SRV(t0, visibility = SHADER_VISIBILITY_PIXEL)",
    );
    let text = "SRV(t0, visibility = SHADER_VISIBILITY_PIXEL), SRV(t0, visibility = SHADER_VISIBILITY_PIXEL)";
    only(
        &errors(text, &v11()),
        Code::RS0217,
        "root parameter 1 `SRV(t0)` overlaps root parameter 0 `SRV(t0)`: both bind t0 in space 0 \
         for PIXEL",
    );
}

#[test]
fn rs0217_reports_the_earliest_conflicting_binding_once() {
    let d = errors("CBV(b0), CBV(b0), CBV(b0)", &v11());
    let messages: Vec<_> = d.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in \
             space 0 for ALL",
            "root parameter 2 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in \
             space 0 for ALL",
        ]
    );

    // Intervals chain: [0,9] and [20,29] do not overlap each other, but
    // [5,25] overlaps both and is reported against the earliest.
    let d = errors(
        "DescriptorTable(SRV(t0, numDescriptors = 10)), DescriptorTable(SRV(t20, numDescriptors = \
         10)), DescriptorTable(SRV(t5, numDescriptors = 21))",
        &v11(),
    );
    assert_eq!(
        d.iter().map(|d| d.message.as_str()).collect::<Vec<_>>(),
        [
            "range 0 `SRV(t5..t25)` of root parameter 2 overlaps range 0 `SRV(t0..t9)` of root \
          parameter 0: both bind t5..t9 in space 0 for ALL"
        ]
    );
}

#[test]
fn rs0217_open_ended_intersection() {
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded)), DescriptorTable(UAV(u8, \
                numDescriptors = unbounded))";
    only(
        &errors(text, &v11()),
        Code::RS0217,
        "range 0 `UAV(u8..)` of root parameter 1 overlaps range 0 `UAV(u0..)` of root parameter \
         0: both bind u8.. in space 0 for ALL",
    );
    // Bounded up to the last register is written out in full.
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded)), DescriptorTable(UAV(u4294967290, \
                numDescriptors = 6))";
    only(
        &errors(text, &v11()),
        Code::RS0217,
        "range 0 `UAV(u4294967290..u4294967295)` of root parameter 1 overlaps range 0 `UAV(u0..)` \
         of root parameter 0: both bind u4294967290..u4294967295 in space 0 for ALL",
    );
}

#[test]
fn rs0217_without_source_map_uses_binary_order() {
    // Parameters come before static samplers when there is no source.
    let (sig, _) = parse("StaticSampler(s0), DescriptorTable(Sampler(s0))", &v11()).unwrap();
    let d = check(&sig);
    only(
        &d,
        Code::RS0217,
        "static sampler 0 `StaticSampler(s0)` overlaps range 0 `Sampler(s0)` of root parameter \
         0: both bind s0 in space 0 for ALL",
    );
    assert_eq!(d.0[0].span, None);
    assert_eq!(d.0[0].related[0].span, None);
}

// ---- static samplers ----

#[test]
fn rs0218_max_anisotropy() {
    accepted("StaticSampler(s0, maxAnisotropy = 16)");
    accepted("StaticSampler(s0, maxAnisotropy = 0)");
}

#[test]
fn rs0219_mip_lod_bias() {
    only(
        &errors("StaticSampler(s0, mipLODBias = 15.990001)", &v11()),
        Code::RS0219,
        "static sampler 0 `StaticSampler(s0)`: mipLODBias 15.990001 is outside the range -16 to \
         15.99",
    );
    only(
        &errors("StaticSampler(s0, mipLODBias = -16.01)", &v11()),
        Code::RS0219,
        "static sampler 0 `StaticSampler(s0)`: mipLODBias -16.01 is outside the range -16 to \
         15.99",
    );
    accepted("StaticSampler(s0, mipLODBias = 15.99)");
    accepted("StaticSampler(s0, mipLODBias = -16)");

    let s = sampler_with(|s| s.mip_lod_bias = f32::NAN);
    only(
        &check(&s),
        Code::RS0219,
        "static sampler 0 `StaticSampler(s0)`: mipLODBias NaN is outside the range -16 to 15.99",
    );
}

#[test]
fn rs0220_nan_lod() {
    let s = sampler_with(|s| s.min_lod = f32::NAN);
    only(
        &check(&s),
        Code::RS0220,
        "static sampler 0 `StaticSampler(s0)`: minLOD is NaN",
    );
    let s = sig(
        vec![],
        vec![
            StaticSampler::new(0),
            StaticSampler {
                max_lod: f32::NAN,
                ..StaticSampler::new(1)
            },
        ],
    );
    only(
        &check(&s),
        Code::RS0220,
        "static sampler 1 `StaticSampler(s1)`: maxLOD is NaN",
    );
    let s = one_sampler(StaticSampler {
        min_lod: f32::INFINITY,
        max_lod: f32::INFINITY,
        ..StaticSampler::new(0)
    });
    assert!(check(&s).is_empty());
}

#[test]
fn rs0221_min_lod_above_max_lod() {
    let text = "StaticSampler(s0, minLOD = 4, maxLOD = 2)";
    let d = only_warning(
        text,
        Code::RS0221,
        "static sampler 0 `StaticSampler(s0)`: minLOD 4 is greater than maxLOD 2",
    );
    assert_eq!(d.span, Some(at(text, "minLOD = 4")));
    assert_eq!(related(&d), Some(at(text, "maxLOD = 2")));
    accepted("StaticSampler(s0, minLOD = 2, maxLOD = 2)");
}

#[test]
fn rs0222_comparison_filter_without_function() {
    let text = "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = \
                COMPARISON_NONE)";
    let d = only(
        &errors(text, &v11()),
        Code::RS0222,
        "static sampler 0 `StaticSampler(s0)`: comparison filter \
         FILTER_COMPARISON_MIN_MAG_MIP_POINT needs a comparison function; COMPARISON_NONE is not \
         allowed",
    );
    assert_eq!(d.span, Some(at(text, "comparisonFunc = COMPARISON_NONE")));
    assert_eq!(
        related(&d),
        Some(at(text, "filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT"))
    );
    accepted(
        "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)",
    );
    accepted(
        "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = \
         COMPARISON_LESS)",
    );
}

#[test]
fn rs0223_uint_border_color() {
    let text = "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, flags = \
                SAMPLER_FLAG_UINT_BORDER_COLOR)";
    let d = only(
        &errors(text, &v(Version::V1_2)),
        Code::RS0223,
        "static sampler 0 `StaticSampler(s0)`: UINT_BORDER_COLOR needs borderColor \
         TRANSPARENT_BLACK, OPAQUE_BLACK_UINT or OPAQUE_WHITE_UINT, found OPAQUE_BLACK",
    );
    assert_eq!(
        related(&d),
        Some(at(text, "borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK"))
    );
    for color in [
        "TRANSPARENT_BLACK",
        "OPAQUE_BLACK_UINT",
        "OPAQUE_WHITE_UINT",
    ] {
        clean(
            &format!(
                "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_{color})"
            ),
            &v(Version::V1_2),
        );
    }
}

const NON_NORMALIZED_OK: &str = "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = \
     FILTER_MIN_MAG_LINEAR_MIP_POINT, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = \
     TEXTURE_ADDRESS_BORDER)";

#[test]
fn rs0224_non_normalized_filter() {
    clean(NON_NORMALIZED_OK, &v(Version::V1_2));
    for filter in [
        "FILTER_MIN_MAG_MIP_POINT",
        "FILTER_MINIMUM_MIN_MAG_MIP_POINT",
        "FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT",
        "FILTER_MAXIMUM_MIN_MAG_MIP_POINT",
        "FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT",
    ] {
        clean(
            &NON_NORMALIZED_OK.replace("FILTER_MIN_MAG_LINEAR_MIP_POINT", filter),
            &v(Version::V1_2),
        );
    }
    let text = NON_NORMALIZED_OK.replace(
        "FILTER_MIN_MAG_LINEAR_MIP_POINT",
        "FILTER_MIN_MAG_MIP_LINEAR",
    );
    let d = errors(&text, &v(Version::V1_2));
    assert_eq!(d.codes(), [Code::RS0224]);
    assert_eq!(
        related(&d.0[0]),
        Some(at(&text, "filter = FILTER_MIN_MAG_MIP_LINEAR"))
    );
}

#[test]
fn rs0225_non_normalized_lod() {
    let text = "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = \
                FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = \
                TEXTURE_ADDRESS_CLAMP)";
    let d = only(
        &errors(text, &v(Version::V1_2)),
        Code::RS0225,
        "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES needs minLOD = 0 and \
         maxLOD = 0, found 0 and 3.4028235e38",
    );
    assert_eq!(d.span, Some(at(text, "flags = NON_NORMALIZED_COORDINATES")));
    assert!(d.related.is_empty());
    let text = NON_NORMALIZED_OK.replace("maxLOD = 0", "maxLOD = 1");
    let d = only(
        &errors(&text, &v(Version::V1_2)),
        Code::RS0225,
        "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES needs minLOD = 0 and \
         maxLOD = 0, found 0 and 1",
    );
    assert_eq!(related(&d), Some(at(&text, "maxLOD = 1")));
    let text = NON_NORMALIZED_OK.replace("maxLOD = 0", "minLOD = -1, maxLOD = 0");
    let d = only(
        &errors(&text, &v(Version::V1_2)),
        Code::RS0225,
        "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES needs minLOD = 0 and \
         maxLOD = 0, found -1 and 0",
    );
    assert_eq!(related(&d), Some(at(&text, "minLOD = -1")));
}

#[test]
fn rs0226_non_normalized_addressing() {
    let text = NON_NORMALIZED_OK.replace("TEXTURE_ADDRESS_BORDER", "TEXTURE_ADDRESS_MIRROR");
    let d = only(
        &errors(&text, &v(Version::V1_2)),
        Code::RS0226,
        "static sampler 0 `StaticSampler(s0)`: NON_NORMALIZED_COORDINATES needs addressU and \
         addressV to be TEXTURE_ADDRESS_CLAMP or TEXTURE_ADDRESS_BORDER, found addressV = \
         TEXTURE_ADDRESS_MIRROR",
    );
    assert_eq!(
        related(&d),
        Some(at(&text, "addressV = TEXTURE_ADDRESS_MIRROR"))
    );
    // addressW is not restricted.
    clean(
        &NON_NORMALIZED_OK.replace(")", ", addressW = TEXTURE_ADDRESS_MIRROR)"),
        &v(Version::V1_2),
    );
}

#[test]
fn non_normalized_rules_all_at_once() {
    let text = "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES | UINT_BORDER_COLOR)";
    assert_eq!(
        errors(text, &v(Version::V1_2)).codes(),
        [Code::RS0223, Code::RS0224, Code::RS0225, Code::RS0226]
    );
    // Below 1.2 only the version rule applies.
    assert_eq!(errors(text, &v11()).codes(), [Code::RS0206]);
}

// ---- root flags and local root signatures ----

#[test]
fn rs0227_denied_stage() {
    let text =
        "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)";
    let w = warnings(text, &v11());
    let d = only(
        &w,
        Code::RS0227,
        "root parameter 0 `CBV(b0)` is visible only to PIXEL, but RootFlags denies that stage \
         root access (DENY_PIXEL_SHADER_ROOT_ACCESS)",
    );
    assert_eq!(
        d.span,
        Some(at(text, "visibility = SHADER_VISIBILITY_PIXEL"))
    );
    assert_eq!(
        related(&d),
        Some(at(text, "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS)"))
    );
    accepted(
        "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX)",
    );
    accepted("RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0)");
    for (stage, flag) in [
        ("VERTEX", "DENY_VERTEX_SHADER_ROOT_ACCESS"),
        ("HULL", "DENY_HULL_SHADER_ROOT_ACCESS"),
        ("DOMAIN", "DENY_DOMAIN_SHADER_ROOT_ACCESS"),
        ("GEOMETRY", "DENY_GEOMETRY_SHADER_ROOT_ACCESS"),
        ("AMPLIFICATION", "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS"),
        ("MESH", "DENY_MESH_SHADER_ROOT_ACCESS"),
    ] {
        let text = format!(
            "RootFlags({flag}), DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_{stage})"
        );
        only(
            &warnings(&text, &v11()),
            Code::RS0227,
            &format!(
                "root parameter 0 `DescriptorTable` is visible only to {stage}, but RootFlags \
                 denies that stage root access ({flag})"
            ),
        );
    }
}

#[test]
fn rs0228_local_with_other_flags() {
    only(
        &errors(
            "RootFlags(LOCAL_ROOT_SIGNATURE | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)",
            &v11(),
        ),
        Code::RS0228,
        "LOCAL_ROOT_SIGNATURE cannot be combined with CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED",
    );
    // One diagnostic per flag, in bit order.
    let d = errors(
        "RootFlags(SAMPLER_HEAP_DIRECTLY_INDEXED | LOCAL_ROOT_SIGNATURE | DENY_MESH_SHADER_ROOT_ACCESS)",
        &v11(),
    );
    assert_eq!(
        d.iter().map(|d| d.message.as_str()).collect::<Vec<_>>(),
        [
            "LOCAL_ROOT_SIGNATURE cannot be combined with DENY_MESH_SHADER_ROOT_ACCESS",
            "LOCAL_ROOT_SIGNATURE cannot be combined with SAMPLER_HEAP_DIRECTLY_INDEXED",
        ]
    );
    // Only the local context adds the flag (the table above has the error).
    clean("RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0)", &v11());
    accepted("RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)");
}

#[test]
fn rs0229_local_visibility() {
    let text = "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_MESH)";
    only(
        &errors(text, &ctx(Context::Local)),
        Code::RS0229,
        "root parameter 0 `DescriptorTable` must be visible to ALL in a local root signature \
         (found MESH)",
    );
    clean(text, &v11());
    accepted("RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0, visibility = SHADER_VISIBILITY_ALL)");
    // Static samplers are not bound by it (docs/language.md §7.3).
    clean(
        "StaticSampler(s0, visibility = SHADER_VISIBILITY_PIXEL)",
        &ctx(Context::Local),
    );
}

#[test]
fn rs0230_local_root_arguments_size() {
    accepted("RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 1016, b0)");
    // Alignment: 4 + (pad 4) + 8 × 507 = 4064 fits; one more table does not.
    let tables = vec!["DescriptorTable()"; 507].join(", ");
    clean(
        &format!("RootConstants(num32BitConstants = 1, b0), {tables}"),
        &ctx(Context::Local),
    );
    let text = format!("RootConstants(num32BitConstants = 1, b0), {tables}, CBV(b1), CBV(b2)");
    let d = only(
        &errors(&text, &ctx(Context::Local)),
        Code::RS0230,
        "local root arguments take 4080 bytes; a local root signature may use at most 4064 \
         (4096-byte record minus the 32-byte shader identifier)",
    );
    // The parameter that first goes over the limit.
    assert_eq!(d.span, Some(at(&text, "CBV(b1)")));
}

#[test]
fn rs0231_local_flag_in_global_context() {
    let text = "RootFlags(LOCAL_ROOT_SIGNATURE)";
    clean(text, &v11());
    clean(text, &ctx(Context::Local));
    clean(
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
        &ctx(Context::Global),
    );
}

// ---- limits ----

#[test]
fn rs0232_root_cost() {
    accepted("RootConstants(num32BitConstants = 64, b0)");

    let cbvs: Vec<_> = (0..33).map(|i| format!("CBV(b{i})")).collect();
    let text = cbvs.join(", ");
    let d = only(
        &errors(&text, &v11()),
        Code::RS0232,
        "root signature costs 66 DWORDs, more than the limit of 64 (0 tables × 1 + 33 root \
         descriptors × 2 + 0 root constants)",
    );
    assert_eq!(d.span, Some(at(&text, "CBV(b32)")));
    clean(&cbvs[..32].join(", "), &v11());

    let text = "DescriptorTable(), CBV(b0), RootConstants(num32BitConstants = 62, b1)";
    only(
        &errors(text, &v11()),
        Code::RS0232,
        "root signature costs 65 DWORDs, more than the limit of 64 (1 tables × 1 + 1 root \
         descriptors × 2 + 62 root constants)",
    );
    // Local signatures have no cost limit, and static samplers cost nothing.
    accepted("RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 65, b0)");
    accepted("RootConstants(num32BitConstants = 64, b0), StaticSampler(s0)");
}

#[test]
fn rs0233_static_sampler_count() {
    let samplers: Vec<_> = (0..2033).map(|i| format!("StaticSampler(s{i})")).collect();
    let text = samplers.join(", ");
    let d = only(
        &errors(&text, &v11()),
        Code::RS0233,
        "root signature has 2033 static samplers; a device supports at most 2032 unique static \
         samplers",
    );
    assert_eq!(d.span, Some(at(&text, "StaticSampler(s2032)")));
    clean(&samplers[..2032].join(", "), &v11());
}

// ---- value domain (API-built or decoded descriptions) ----

#[test]
fn rs0301_unknown_root_flags() {
    let mut s = sig(vec![], vec![]);
    s.flags = RootFlags::from_bits_retain(0x8000_0001);
    only(
        &check(&s),
        Code::RS0301,
        "root flags 0x80000001 contain unknown bits 0x80000000",
    );
    s.flags = RootFlags::from_bits_retain(0xFFF & !0x80);
    assert!(check(&s).is_empty());
}

#[test]
fn rs0302_unknown_visibility() {
    let mut s = sig(vec![root(RootDescriptorKind::Cbv, 0)], vec![]);
    s.parameters[0].visibility = ShaderVisibility(9);
    only(
        &check(&s),
        Code::RS0302,
        "root parameter 0 `CBV(b0)` has unknown shader visibility 9",
    );
    s.parameters[0].visibility = ShaderVisibility::MESH;
    assert!(check(&s).is_empty());

    let s = sampler_with(|s| s.visibility = ShaderVisibility(8));
    only(
        &check(&s),
        Code::RS0302,
        "static sampler 0 `StaticSampler(s0)` has unknown shader visibility 8",
    );
}

#[test]
fn rs0303_unknown_range_type() {
    let s = sig(
        vec![table(vec![DescriptorRange::new(DescriptorRangeType(7), 0)])],
        vec![],
    );
    only(
        &check(&s),
        Code::RS0303,
        "range 0 `RANGE_TYPE_7(r0)` of root parameter 0 has unknown range type 7",
    );
    let s = sig(
        vec![table(vec![DescriptorRange::new(DescriptorRangeType(3), 0)])],
        vec![],
    );
    assert!(check(&s).is_empty());
}

#[test]
fn rs0304_unknown_root_descriptor_flags() {
    let mut s = sig(vec![root(RootDescriptorKind::Uav, 0)], vec![]);
    if let RootParameterKind::Descriptor(_, d) = &mut s.parameters[0].kind {
        d.flags = Some(RootDescriptorFlags::from_bits_retain(0x1));
    }
    only(
        &check(&s),
        Code::RS0304,
        "root parameter 0 `UAV(u0)` has unknown root descriptor flag bits 0x1",
    );
    if let RootParameterKind::Descriptor(_, d) = &mut s.parameters[0].kind {
        d.flags = Some(RootDescriptorFlags::from_bits_retain(0x2));
    }
    assert!(check(&s).is_empty());
}

#[test]
fn rs0305_unknown_range_flags() {
    let range = |bits| DescriptorRange {
        flags: Some(DescriptorRangeFlags::from_bits_retain(bits)),
        ..DescriptorRange::new(DescriptorRangeType::SRV, 0)
    };
    only(
        &check(&sig(vec![table(vec![range(0x20)])], vec![])),
        Code::RS0305,
        "range 0 `SRV(t0)` of root parameter 0 has unknown descriptor range flag bits 0x20",
    );
    assert!(check(&sig(vec![table(vec![range(0x10000)])], vec![])).is_empty());
}

#[test]
fn rs0306_unknown_sampler_flags() {
    let mut s = sampler_with(|s| s.flags = StaticSamplerFlags::from_bits_retain(0x4));
    s.version = Version::V1_2;
    only(
        &check(&s),
        Code::RS0306,
        "static sampler 0 `StaticSampler(s0)` has unknown sampler flag bits 0x4",
    );
    s.static_samplers[0].flags = StaticSamplerFlags::from_bits_retain(0x1);
    s.static_samplers[0].border_color = StaticBorderColor::OPAQUE_BLACK_UINT;
    assert!(check(&s).is_empty());
    // Below 1.2 the flags are also a version error.
    s.version = Version::V1_1;
    s.static_samplers[0].flags = StaticSamplerFlags::from_bits_retain(0x4);
    assert_eq!(check(&s).codes(), [Code::RS0306, Code::RS0206]);
}

#[test]
fn rs0307_unknown_filter() {
    for (value, hex) in [(0x54, "54"), (10, "A")] {
        let s = sampler_with(|s| s.filter = Filter(value));
        only(
            &check(&s),
            Code::RS0307,
            &format!("static sampler 0 `StaticSampler(s0)` has unknown filter 0x{hex}"),
        );
    }
    let s = sampler_with(|s| s.filter = Filter(0x55));
    assert!(check(&s).is_empty());
}

#[test]
fn rs0308_unknown_address_mode() {
    let s = one_sampler(StaticSampler {
        address_u: TextureAddressMode(0),
        address_w: TextureAddressMode(6),
        ..StaticSampler::new(0)
    });
    let d = check(&s);
    assert_eq!(d.codes(), [Code::RS0308, Code::RS0308]);
    assert_eq!(
        d.0[0].message,
        "static sampler 0 `StaticSampler(s0)` has unknown addressU 0"
    );
    assert_eq!(
        d.0[1].message,
        "static sampler 0 `StaticSampler(s0)` has unknown addressW 6"
    );
    let s = sampler_with(|s| s.address_v = TextureAddressMode(5));
    assert!(check(&s).is_empty());
}

/// A sampler value past the known ones, and the largest known one.
#[test]
fn rs0309_and_rs0310_unknown_comparison_function_and_border_colour() {
    type Edit = fn(&mut StaticSampler);
    let cases: [(Code, Edit, Edit, &str); 2] = [
        (
            Code::RS0309,
            |s| s.comparison_func = ComparisonFunc(9),
            |s| s.comparison_func = ComparisonFunc(8),
            "static sampler 0 `StaticSampler(s0)` has unknown comparison function 9",
        ),
        (
            Code::RS0310,
            |s| s.border_color = StaticBorderColor(5),
            |s| s.border_color = StaticBorderColor(4),
            "static sampler 0 `StaticSampler(s0)` has unknown border colour 5",
        ),
    ];
    for (code, unknown, known, message) in cases {
        only(&check(&sampler_with(unknown)), code, message);
        assert!(check(&sampler_with(known)).is_empty(), "{code:?}");
    }
}

#[test]
fn encode_refuses_invalid_api_descriptions() {
    let s = sampler_with(|s| s.border_color = StaticBorderColor(5));
    assert_eq!(
        encode(&s, EncodingMode::Standard).unwrap_err().codes(),
        [Code::RS0310]
    );
}

// ---- ordering, suppression, robustness ----

#[test]
fn every_error_is_reported_in_source_order() {
    let text = "StaticSampler(s0, maxAnisotropy = 17), CBV(b4294967295), \
                DescriptorTable(UAV(u0, numDescriptors = 0)), CBV(b0, space = 4294967295), \
                RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_STREAM_OUTPUT)";
    let d = errors(text, &v11());
    assert_eq!(
        d.codes(),
        [
            Code::RS0218,
            Code::RS0201,
            Code::RS0203,
            Code::RS0202,
            Code::RS0228
        ]
    );
    let spans: Vec<_> = d.iter().map(|d| d.span.unwrap()).collect();
    assert_eq!(
        spans,
        [
            at(text, "maxAnisotropy = 17"),
            at(text, "b4294967295"),
            at(text, "numDescriptors = 0"),
            at(text, "space = 4294967295"),
            at(
                text,
                "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_STREAM_OUTPUT)"
            ),
        ]
    );

    // Without a source map: root flags, then parameters, then samplers.
    let (mut sig, _) = parse(text, &v11()).unwrap();
    sig.flags |= RootFlags::LOCAL_ROOT_SIGNATURE;
    assert_eq!(
        check(&sig).codes(),
        [
            Code::RS0228,
            Code::RS0201,
            Code::RS0203,
            Code::RS0202,
            Code::RS0218
        ]
    );
}

#[test]
fn errors_within_one_element_follow_argument_order() {
    let text = "CBV(space = 4294967295, b4294967295, flags = DATA_VOLATILE | DATA_STATIC)";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0202, Code::RS0201, Code::RS0207]);
    let text = "CBV(flags = DATA_VOLATILE | DATA_STATIC, b4294967295, space = 4294967295)";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0207, Code::RS0201, Code::RS0202]);
}

#[test]
fn warnings_and_errors_together() {
    let text =
        "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2)), CBV(b0), CBV(b0)";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0216, Code::RS0217]);
    assert_eq!(d.0[0].severity, Severity::Warning);
    assert_eq!(d.0[1].severity, Severity::Error);
}

#[test]
fn suppression_zero_descriptor_ranges_take_no_part() {
    // No RS0213 for the empty range, no RS0216, no RS0217.
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded, offset = 0), \
                SRV(t0, numDescriptors = 0)), SRV(t0)";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0203]);
    let text = "DescriptorTable(SRV(t0, numDescriptors = 0, offset = 0), UAV(u0)), CBV(b0), \
                DescriptorTable(CBV(b0, numDescriptors = 0))";
    assert_eq!(errors(text, &v11()).codes(), [Code::RS0203, Code::RS0203]);
    // The empty range is skipped, so the range after it is still
    // "directly after" the unbounded one.
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0, numDescriptors = 0), \
                CBV(b0))";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0203, Code::RS0213]);
    assert_eq!(
        d.0[1].message,
        "range 2 `CBV(b0)` of root parameter 0 is appended after unbounded range 0, so it has no \
         start offset; an unbounded range must be the last range of its table"
    );
}

#[test]
fn suppression_walk_stops_after_rs0213() {
    // Range 2 would overflow (RS0215) and range 3 would alias range 0 (RS0216),
    // but the walk stopped at range 1.
    let text = "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0), \
                SRV(t1, offset = 4294967290, numDescriptors = 10), CBV(b0, offset = 0))";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0213]);
    // A second table still gets its own walk.
    let text =
        format!("{text}, DescriptorTable(SRV(t100, offset = 4294967290, numDescriptors = 10))");
    assert_eq!(errors(&text, &v11()).codes(), [Code::RS0213, Code::RS0215]);
}

#[test]
fn suppression_overflowing_range_ends_at_last_register() {
    let text = "DescriptorTable(UAV(u4294967200, numDescriptors = 100)), UAV(u4294967294)";
    let d = errors(text, &v11());
    assert_eq!(d.codes(), [Code::RS0204, Code::RS0217]);
    assert_eq!(
        d.0[1].message,
        "root parameter 1 `UAV(u4294967294)` overlaps range 0 `UAV(u4294967200..u4294967299)` of \
         root parameter 0: both bind u4294967294 in space 0 for ALL"
    );
}

fn hostile_sampler() -> StaticSampler {
    StaticSampler {
        filter: Filter(u32::MAX),
        address_u: TextureAddressMode(u32::MAX),
        address_v: TextureAddressMode(u32::MAX),
        address_w: TextureAddressMode(u32::MAX),
        mip_lod_bias: f32::NAN,
        max_anisotropy: u32::MAX,
        comparison_func: ComparisonFunc(u32::MAX),
        border_color: StaticBorderColor(u32::MAX),
        min_lod: f32::NAN,
        max_lod: f32::NEG_INFINITY,
        shader_register: u32::MAX,
        register_space: u32::MAX,
        visibility: ShaderVisibility(u32::MAX),
        flags: StaticSamplerFlags::from_bits_retain(u32::MAX),
    }
}

#[test]
fn no_panics_on_hostile_descriptions() {
    let range = DescriptorRange {
        range_type: DescriptorRangeType(u32::MAX),
        num_descriptors: u32::MAX,
        base_shader_register: u32::MAX,
        register_space: u32::MAX,
        flags: Some(DescriptorRangeFlags::from_bits_retain(u32::MAX)),
        offset: u32::MAX,
    };
    let mut ranges = vec![range; 3];
    for ty in 0..4 {
        ranges.push(DescriptorRange {
            range_type: DescriptorRangeType(ty),
            offset: u32::MAX - 1,
            num_descriptors: u32::MAX - 1,
            ..range
        });
        ranges.push(DescriptorRange {
            range_type: DescriptorRangeType(ty),
            num_descriptors: 0,
            ..range
        });
    }
    let mut hostile = RootParameter {
        kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
        visibility: ShaderVisibility(u32::MAX),
    };
    let mut parameters = vec![
        hostile.clone(),
        table(vec![]),
        constants(u32::MAX, u32::MAX),
        constants(u32::MAX, 0),
    ];
    for kind in [
        RootDescriptorKind::Cbv,
        RootDescriptorKind::Srv,
        RootDescriptorKind::Uav,
    ] {
        hostile.kind = RootParameterKind::Descriptor(
            kind,
            RootDescriptor {
                shader_register: u32::MAX,
                register_space: u32::MAX,
                flags: Some(RootDescriptorFlags::from_bits_retain(u32::MAX)),
            },
        );
        parameters.push(hostile.clone());
    }
    for version in Version::ALL {
        for flags in [0, u32::MAX] {
            let s = RootSignature {
                version,
                flags: RootFlags::from_bits_retain(flags),
                parameters: parameters.clone(),
                static_samplers: vec![hostile_sampler(); 3],
            };
            for context in [Context::Standalone, Context::Global, Context::Local] {
                let d = validate(&s, None, context);
                assert!(d.has_errors());
                // A source map that does not match the description is harmless.
                let map = SourceMap::default();
                assert_eq!(validate(&s, Some(&map), context).len(), d.len());
            }
        }
    }
    let _ = facts::root_cost(&RootSignature {
        parameters: parameters.clone(),
        ..RootSignature::default()
    });
}

#[test]
fn large_valid_signature() {
    // 2032 static samplers and a full 64-DWORD root: no diagnostics.
    let mut parameters: Vec<_> = (0..16)
        .map(|i| {
            table(vec![
                DescriptorRange {
                    num_descriptors: 8,
                    ..DescriptorRange::new(DescriptorRangeType::SRV, i * 8)
                },
                DescriptorRange::new(DescriptorRangeType::UAV, i),
            ])
        })
        .collect();
    parameters.extend((0..16).map(|i| root(RootDescriptorKind::Cbv, i)));
    parameters.push(constants(100, 16));
    let samplers: Vec<_> = (0..2032).map(StaticSampler::new).collect();
    let s = sig(parameters, samplers);
    assert_eq!(facts::root_cost(&s), 64);
    assert!(check(&s).is_empty(), "{}", check(&s));
}

#[test]
fn api_and_text_agree() {
    let text = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), Sampler(s0)), StaticSampler(s0, maxAnisotropy = 20)";
    let (sig, map) = parse(text, &v11()).unwrap();
    let with_map = validate(&sig, Some(&map), Context::Standalone);
    let without = validate(&sig, None, Context::Standalone);
    // The same diagnostics; within one element the order may differ.
    let key = |d: &Diagnostics| {
        let mut v: Vec<_> = d.iter().map(|d| (d.code, d.message.clone())).collect();
        v.sort();
        v
    };
    assert_eq!(with_map.codes(), [Code::RS0212, Code::RS0217, Code::RS0218]);
    assert_eq!(key(&with_map), key(&without));
    assert!(without.iter().all(|d| d.span.is_none()));
    assert_eq!(errors(text, &v11()), with_map);
}

#[test]
fn rs0216_large_table_sweep() {
    // More ranges than the pairwise path handles: the tree path must give
    // the same first partners in the same order (range 18 also aliases
    // range 4, which is not reported).
    let srvs: Vec<_> = (0..18).map(|i| format!("SRV(t{i})")).collect();
    let text = format!(
        "DescriptorTable({}, UAV(u0, offset = 3, numDescriptors = 2), CBV(b0, offset = 17))",
        srvs.join(", ")
    );
    let w = warnings(&text, &v11());
    let messages: Vec<_> = w.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "range 18 `UAV(u0..u1)` of root parameter 0 and range 3 (SRV) of the same table both \
             use descriptor slots 3..3; only ranges of the same type may share slots",
            "range 19 `CBV(b0)` of root parameter 0 and range 17 (SRV) of the same table both use \
             descriptor slots 17..17; only ranges of the same type may share slots",
        ]
    );
    assert_eq!(w.0[1].span, Some(at(&text, "CBV(b0, offset = 17)")));
    assert_eq!(related(&w.0[1]), Some(at(&text, "SRV(t17)")));
    clean(
        &format!(
            "DescriptorTable({}, UAV(u0, numDescriptors = 2))",
            srvs.join(", ")
        ),
        &v11(),
    );
}

#[test]
fn rs0217_large_cluster() {
    // One unbounded PIXEL range chains 19 VERTEX registers into one cluster
    // without any conflict; an ALL binding then conflicts with the earliest.
    let vertex: Vec<_> = (0..19)
        .map(|i| format!("SRV(t{i}, visibility = SHADER_VISIBILITY_VERTEX)"))
        .collect();
    let base = format!(
        "DescriptorTable(SRV(t0, numDescriptors = unbounded), visibility = \
         SHADER_VISIBILITY_PIXEL), {}",
        vertex.join(", ")
    );
    clean(&base, &v11());
    let text = format!("{base}, SRV(t5)");
    let d = only(
        &errors(&text, &v11()),
        Code::RS0217,
        "root parameter 20 `SRV(t5)` overlaps range 0 `SRV(t0..)` of root parameter 0: both bind \
         t5 in space 0 for PIXEL",
    );
    assert_eq!(d.span, Some(at(&text, "SRV(t5)")));
    assert_eq!(
        related(&d),
        Some(at(&text, "SRV(t0, numDescriptors = unbounded)"))
    );
}

// ---- scale: first partners, unknown visibilities and bounded output ----

/// A small xorshift, so the random cases are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The summary of one binding in messages, for the generator below.
fn binding_name(
    i: usize,
    j: Option<usize>,
    letter: char,
    lo: u32,
    count: u32,
    space: u32,
) -> String {
    let space = if space == 0 {
        String::new()
    } else {
        format!(", space={space}")
    };
    match j {
        None => {
            let keyword = if letter == 'b' { "CBV" } else { "SRV" };
            format!("root parameter {i} `{keyword}({letter}{lo}{space})`")
        }
        Some(j) => {
            let keyword = if letter == 'b' { "CBV" } else { "SRV" };
            let last = if count > 1 {
                format!("..{letter}{}", lo + count - 1)
            } else {
                String::new()
            };
            format!("range {j} `{keyword}({letter}{lo}{last}{space})` of root parameter {i}")
        }
    }
}

/// RS0217 against docs/language.md §5.6 read literally (every pair), on random
/// signatures dense enough to make clusters of both sizes (up to 8
/// bindings, searched pair by pair, and more, searched with trees), with
/// single stages, ALL and unknown visibilities.
#[test]
fn rs0217_first_conflict_matches_the_pairwise_definition() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let visibilities = [0, 1, 2, 5, 8, 9];
    for round in 0..200 {
        let mut parameters = Vec::new();
        // (letter, space, lo, hi, visibility, name) in binary order.
        let mut binds: Vec<(char, u32, u32, u32, u32, String)> = Vec::new();
        for i in 0..30 {
            let visibility = visibilities[rng.below(6) as usize];
            let letter = if rng.below(2) == 0 { 'b' } else { 't' };
            let space = rng.below(2) as u32;
            if rng.below(2) == 0 {
                let lo = rng.below(10) as u32;
                let kind = if letter == 'b' {
                    RootDescriptorKind::Cbv
                } else {
                    RootDescriptorKind::Srv
                };
                let mut p = root(kind, lo);
                if let RootParameterKind::Descriptor(_, d) = &mut p.kind {
                    d.register_space = space;
                }
                p.visibility = ShaderVisibility(visibility);
                binds.push((
                    letter,
                    space,
                    lo,
                    lo,
                    visibility,
                    binding_name(i, None, letter, lo, 1, space),
                ));
                parameters.push(p);
            } else {
                let mut ranges = Vec::new();
                for j in 0..1 + rng.below(2) as usize {
                    let lo = rng.below(10) as u32;
                    let count = 1 + rng.below(3) as u32;
                    let range_type = if letter == 'b' {
                        DescriptorRangeType::CBV
                    } else {
                        DescriptorRangeType::SRV
                    };
                    let mut r = DescriptorRange::new(range_type, lo);
                    r.num_descriptors = count;
                    r.register_space = space;
                    binds.push((
                        letter,
                        space,
                        lo,
                        lo + count - 1,
                        visibility,
                        binding_name(i, Some(j), letter, lo, count, space),
                    ));
                    ranges.push(r);
                }
                let mut p = table(ranges);
                p.visibility = ShaderVisibility(visibility);
                parameters.push(p);
            }
        }
        let s = RootSignature {
            flags: RootFlags::LOCAL_ROOT_SIGNATURE,
            ..sig(parameters, vec![])
        };
        let d = check(&s);
        assert!(
            d.len() < 100,
            "round {round}: the limit would cut the comparison"
        );
        let found: Vec<&str> = d
            .iter()
            .filter(|d| d.code == Code::RS0217)
            .map(|d| d.message.as_str())
            .collect();
        let mut expected = Vec::new();
        for (m, b) in binds.iter().enumerate() {
            let earlier = binds[..m].iter().find(|a| {
                a.0 == b.0
                    && a.1 == b.1
                    && a.2 <= b.3
                    && b.2 <= a.3
                    && (a.4 == 0 || b.4 == 0 || a.4 == b.4)
            });
            if let Some(a) = earlier {
                expected.push(format!("{} overlaps {}: ", b.5, a.5));
            }
        }
        assert_eq!(
            found.len(),
            expected.len(),
            "round {round}: {found:#?}\nexpected {expected:#?}"
        );
        for (message, prefix) in found.iter().zip(&expected) {
            assert!(
                message.starts_with(prefix.as_str()),
                "round {round}: {message:?} should start with {prefix:?}"
            );
        }
    }
}

/// RS0216 against docs/language.md §5.5 step 5 with the first partner of each range, on
/// random tables of 20 ranges with explicit offsets; past ten reports the
/// rest is one summary with their count.
#[test]
fn rs0216_first_partner_matches_the_pairwise_definition() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let types = [
        DescriptorRangeType::SRV,
        DescriptorRangeType::UAV,
        DescriptorRangeType::CBV,
    ];
    let mut summaries = 0;
    for round in 0..300 {
        let mut ranges = Vec::new();
        let mut slots = Vec::new();
        for j in 0..20u32 {
            let t = types[rng.below(3) as usize];
            // One space per range: no register overlaps (RS0217).
            let mut r = DescriptorRange::new(t, 0);
            r.register_space = j;
            r.offset = rng.below(40) as u32;
            r.num_descriptors = 1 + rng.below(4) as u32;
            slots.push((t, r.offset, r.offset + r.num_descriptors - 1));
            ranges.push(r);
        }
        let s = sig(vec![table(ranges)], vec![]);
        let d = check(&s);
        assert!(d.iter().all(|d| d.code == Code::RS0216), "{d}");
        // (head, tail) of each expected message; the range name between
        // them is checked by the other RS0216 tests.
        let mut expected = Vec::new();
        for (j, b) in slots.iter().enumerate() {
            let first = slots[..j]
                .iter()
                .enumerate()
                .find(|(_, a)| a.0 != b.0 && a.1 <= b.2 && b.1 <= a.2);
            if let Some((k, a)) = first {
                expected.push((
                    format!("range {j} `"),
                    format!(
                        "` of root parameter 0 and range {k} ({}) of the same table both use \
                         descriptor slots {}..{}; only ranges of the same type may share slots",
                        a.0.name().unwrap(),
                        a.1.max(b.1),
                        a.2.min(b.2)
                    ),
                ));
            }
        }
        let shown = expected.len().min(10);
        for (d, (head, tail)) in d.iter().zip(&expected[..shown]) {
            assert!(
                d.message.starts_with(head.as_str()) && d.message.ends_with(tail.as_str()),
                "round {round}: {:?} should be {head}…{tail}",
                d.message
            );
        }
        if expected.len() > 10 {
            summaries += 1;
            assert_eq!(d.len(), 11, "round {round}");
            assert_eq!(
                d.0[10].message,
                format!(
                    "and {} more range pairs alias in this table",
                    expected.len() - 10
                )
            );
            assert_eq!(d.0[10].severity, Severity::Warning);
            assert!(d.0[10].related.is_empty() && d.0[10].help.is_none());
        } else {
            assert_eq!(d.len(), expected.len(), "round {round}");
        }
    }
    assert!(
        summaries > 10,
        "the generator should reach the repeat limit ({summaries})"
    );
}

/// Root CBVs at b0 with distinct unknown visibilities (a decoded blob can
/// hold them) form one cluster without a conflict; equal unknown values
/// conflict, and so does a later ALL binding, with the earliest.
#[test]
fn rs0217_unknown_visibilities_meet_only_themselves_and_all() {
    let cbv = |visibility: u32| {
        let mut p = root(RootDescriptorKind::Cbv, 0);
        p.visibility = ShaderVisibility(visibility);
        p
    };
    let local = |parameters| RootSignature {
        flags: RootFlags::LOCAL_ROOT_SIGNATURE,
        ..sig(parameters, vec![])
    };
    let mut parameters: Vec<_> = (8..28).map(cbv).collect();
    let d = check(&local(parameters.clone()));
    assert_eq!(d.codes(), [Code::RS0302; 10].repeat(2), "{d}");
    parameters.push(cbv(17));
    parameters.push(cbv(0));
    let d = check(&local(parameters));
    let overlaps: Vec<_> = d
        .iter()
        .filter(|d| d.code == Code::RS0217)
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        overlaps,
        [
            "root parameter 20 `CBV(b0)` overlaps root parameter 9 `CBV(b0)`: both bind b0 in \
             space 0 for visibility 17",
            "root parameter 21 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in \
             space 0 for visibility 8",
        ]
    );
}

/// A table whose ranges alternate SRV and UAV at offset 0: each range is
/// reported once (naming its first partner, the range before it), ten
/// times, then one summary counts the rest; the blob is still produced,
/// and denying warnings still fails on the suppressed ones.
#[test]
fn repeated_rs0216_in_one_table_is_summarized() {
    let text = common::scale::aliasing_table(1000);
    let w = warnings(&text, &v11());
    assert_eq!(w.codes(), [Code::RS0216; 11]);
    assert_eq!(
        w.0[9].message,
        "range 10 `SRV(t10)` of root parameter 0 and range 1 (UAV) of the same table both use \
         descriptor slots 0..0; only ranges of the same type may share slots"
    );
    let summary = &w.0[10];
    assert_eq!(
        summary.message,
        "and 989 more range pairs alias in this table"
    );
    assert_eq!(summary.severity, Severity::Warning);
    assert_eq!(summary.span, Some(at(&text, "UAV(u11, offset = 0)")));
    assert!(summary.related.is_empty() && summary.help.is_none());
    let denied = Options {
        warnings_as_errors: true,
        ..v11()
    };
    assert_eq!(errors(&text, &denied), w);
}

/// Past 100 diagnostics, one last diagnostic without a span counts the
/// errors left out, with the code of the first of them.
#[test]
fn at_most_100_diagnostics_then_a_count() {
    let text = vec!["StaticSampler(s0)"; 150].join(", ");
    let d = errors(&text, &v11());
    assert_eq!(d.len(), 101);
    assert_eq!(d.codes()[..100], [Code::RS0217; 100]);
    assert_eq!(
        d.0[99].message,
        "static sampler 100 `StaticSampler(s0)` overlaps static sampler 0 `StaticSampler(s0)`: \
         both bind s0 in space 0 for ALL"
    );
    let last = &d.0[100];
    assert_eq!(last.code, Code::RS0217);
    assert_eq!(last.severity, Severity::Error);
    assert_eq!(
        last.message,
        "49 errors left out: only the first 100 diagnostics are reported"
    );
    assert_eq!(
        (last.span, last.related.len(), &last.help),
        (None, 0, &None)
    );

    // Warnings alone: the blob is produced, and denying warnings fails.
    let tables: Vec<_> = (0..151)
        .map(|i| format!("DescriptorTable(SRV(t{i}, offset = 0), UAV(u{i}, offset = 0))"))
        .collect();
    let tables = tables.join(", ");
    let local = ctx(Context::Local);
    let w = warnings(&tables, &local);
    assert_eq!(w.codes(), [Code::RS0216; 101]);
    assert_eq!(w.0[100].severity, Severity::Warning);
    assert_eq!(
        w.0[100].message,
        "51 warnings left out: only the first 100 diagnostics are reported"
    );
    let denied = Options {
        warnings_as_errors: true,
        ..local
    };
    assert_eq!(errors(&tables, &denied), w);

    // Both kinds, the count per severity; the code is the first error's.
    let text = format!("{tables}, {}", ["CBV(b0)"; 3].join(", "));
    let d = errors(&text, &local);
    assert_eq!(d.0[100].code, Code::RS0217);
    assert_eq!(
        d.0[100].message,
        "2 errors and 51 warnings left out: only the first 100 diagnostics are reported"
    );
}
