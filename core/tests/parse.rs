//! Lexer and parser: every RS00xx/RS01xx code with its exact message and
//! span, the accepted forms of docs/language.md §2–§4, float conversion, labels
//! and source maps.

use rootsig_core::language::{Arg, ElementSpans};
use rootsig_core::*;

fn options() -> Options {
    Options::default()
}

fn labelled() -> Options {
    Options {
        labels: true,
        ..Options::default()
    }
}

#[track_caller]
fn ok_with(text: &str, options: &Options) -> (RootSignature, SourceMap) {
    match parse(text, options) {
        Ok(parsed) => parsed,
        Err(d) => panic!("{text:?} should parse, got {d:?}"),
    }
}

#[track_caller]
fn ok(text: &str) -> (RootSignature, SourceMap) {
    ok_with(text, &options())
}

#[track_caller]
fn sig(text: &str) -> RootSignature {
    ok(text).0
}

#[track_caller]
fn err_with(text: &str, options: &Options) -> Diagnostic {
    match parse(text, options) {
        Ok(_) => panic!("{text:?} should not parse"),
        Err(d) => {
            assert_eq!(d.len(), 1, "parse reports exactly one diagnostic: {d:?}");
            d.0.into_iter().next().unwrap()
        }
    }
}

#[track_caller]
fn err(text: &str) -> Diagnostic {
    err_with(text, &options())
}

/// The span of the only occurrence of `needle` in `text`.
#[track_caller]
fn at(text: &str, needle: &str) -> Span {
    let start = text.find(needle).expect("needle present");
    assert_eq!(
        text.rfind(needle),
        Some(start),
        "needle {needle:?} is not unique"
    );
    Span::new(start, start + needle.len())
}

fn only_param(text: &str) -> RootParameter {
    let s = sig(text);
    assert_eq!(s.parameters.len(), 1);
    s.parameters.into_iter().next().unwrap()
}

fn descriptor(text: &str) -> (RootDescriptorKind, RootDescriptor, ShaderVisibility) {
    let p = only_param(text);
    match p.kind {
        RootParameterKind::Descriptor(kind, d) => (kind, d, p.visibility),
        other => panic!("not a root descriptor: {other:?}"),
    }
}

fn table(text: &str) -> (Vec<DescriptorRange>, ShaderVisibility) {
    let p = only_param(text);
    match p.kind {
        RootParameterKind::DescriptorTable(t) => (t.ranges, p.visibility),
        other => panic!("not a table: {other:?}"),
    }
}

fn only_range(text: &str) -> DescriptorRange {
    let (ranges, _) = table(text);
    assert_eq!(ranges.len(), 1);
    ranges[0]
}

fn sampler(text: &str) -> StaticSampler {
    let s = sig(text);
    assert_eq!(s.static_samplers.len(), 1);
    s.static_samplers[0]
}

// ---------------------------------------------------------------------------
// Every code: exact code, message and primary span, plus a near-identical
// input that parses.
// ---------------------------------------------------------------------------

struct Case {
    bad: &'static str,
    code: Code,
    message: &'static str,
    span: (usize, usize),
    good: &'static str,
}

const fn case(
    bad: &'static str,
    code: Code,
    message: &'static str,
    span: (usize, usize),
    good: &'static str,
) -> Case {
    Case {
        bad,
        code,
        message,
        span,
        good,
    }
}

const ELEMENTS: &[&str] = &[
    "RootFlags",
    "RootConstants",
    "CBV",
    "SRV",
    "UAV",
    "DescriptorTable",
    "StaticSampler",
    "Sampler",
];

const ROOT_ELEMENT: &str = "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found ";

const LEX_CASES: &[Case] = &[
    case(
        "RootFlags(A & B)",
        Code::RS0001,
        "unexpected character '&'",
        (12, 13),
        "RootFlags(0)",
    ),
    case(
        "CBV(b0); SRV(t0)",
        Code::RS0001,
        "unexpected character ';'",
        (7, 8),
        "CBV(b0), SRV(t0)",
    ),
    case(
        "CBV(b0) // x",
        Code::RS0001,
        "unexpected character '/'",
        (8, 9),
        "CBV(b0)",
    ),
    case(
        "CBV(b0), é",
        Code::RS0001,
        "unexpected character 'é'",
        (9, 11),
        "CBV(b0)",
    ),
    case(
        "CBV(b0)\u{0}",
        Code::RS0001,
        "unexpected character '\\u{0}'",
        (7, 8),
        "CBV(b0)",
    ),
    case(
        "cam: CBV(b0)",
        Code::RS0001,
        "unexpected character ':'",
        (3, 4),
        "CBV(b0)",
    ),
    case(
        "CBV(B0)",
        Code::RS0002,
        "register 'B0' must be written in lowercase: 'b0'",
        (4, 6),
        "CBV(b0)",
    ),
    case(
        "SRV(T12)",
        Code::RS0002,
        "register 'T12' must be written in lowercase: 't12'",
        (4, 7),
        "SRV(t12)",
    ),
    case(
        "StaticSampler(S0)",
        Code::RS0002,
        "register 'S0' must be written in lowercase: 's0'",
        (14, 16),
        "StaticSampler(s0)",
    ),
    case(
        "CBV(b0, space = 4294967296)",
        Code::RS0003,
        "number 4294967296 does not fit in 32 bits (the largest is 4294967295)",
        (16, 26),
        "CBV(b0, space = 4294967295)",
    ),
    case(
        "CBV(b4294967296)",
        Code::RS0003,
        "number 4294967296 does not fit in 32 bits (the largest is 4294967295)",
        (4, 15),
        "CBV(b4294967295)",
    ),
    case(
        "StaticSampler(s0, maxLOD = 99999999999)",
        Code::RS0003,
        "number 99999999999 does not fit in 32 bits (the largest is 4294967295)",
        (27, 38),
        "StaticSampler(s0, maxLOD = 99999999999.0)",
    ),
    case(
        "CBV(b0, space = 0x10)",
        Code::RS0004,
        "numbers must be decimal; '0x10' is not allowed",
        (16, 20),
        "CBV(b0, space = 16)",
    ),
    case(
        "CBV(b0, space = 0X1F)",
        Code::RS0004,
        "numbers must be decimal; '0X1F' is not allowed",
        (16, 20),
        "CBV(b0, space = 31)",
    ),
    case(
        "StaticSampler(s0, maxLOD = 1.2.3)",
        Code::RS0005,
        "malformed number '1.2.3'",
        (27, 32),
        "StaticSampler(s0, maxLOD = 1.2)",
    ),
    case(
        "StaticSampler(s0, maxLOD = 1e)",
        Code::RS0005,
        "malformed number '1e'",
        (27, 29),
        "StaticSampler(s0, maxLOD = 1e1)",
    ),
    case(
        "StaticSampler(s0, maxLOD = 1e+)",
        Code::RS0005,
        "malformed number '1e+'",
        (27, 30),
        "StaticSampler(s0, maxLOD = 1e+1)",
    ),
    case(
        "StaticSampler(s0, minLOD = .)",
        Code::RS0005,
        "malformed number '.'",
        (27, 28),
        "StaticSampler(s0, minLOD = .5)",
    ),
    case(
        "CBV(b0, space = 4abc)",
        Code::RS0005,
        "malformed number '4abc'",
        (16, 20),
        "CBV(b0, space = 4)",
    ),
    case(
        "StaticSampler(s0, minLOD = 1.5x)",
        Code::RS0005,
        "malformed number '1.5x'",
        (27, 31),
        "StaticSampler(s0, minLOD = 1.5f)",
    ),
    case(
        "CBV(b0, space = 0b1)",
        Code::RS0005,
        "malformed number '0b1'",
        (16, 19),
        "CBV(b0, space = 1)",
    ),
    case(
        "CBV(b0x)",
        Code::RS0006,
        "malformed register 'b0x': a register is b, t, u or s followed by decimal digits only",
        (4, 7),
        "CBV(b0)",
    ),
    case(
        "SRV(t1e5)",
        Code::RS0006,
        "malformed register 't1e5': a register is b, t, u or s followed by decimal digits only",
        (4, 8),
        "SRV(t15)",
    ),
    case(
        "StaticSampler(s2_a)",
        Code::RS0006,
        "malformed register 's2_a': a register is b, t, u or s followed by decimal digits only",
        (14, 18),
        "StaticSampler(s2)",
    ),
    case(
        "StaticSampler(s0, maxLOD = 3.402823467e+38)",
        Code::RS0007,
        "float literal 3.402823467e+38 is too large for a 32-bit float (the largest is 3.402823466e+38)",
        (27, 42),
        "StaticSampler(s0, maxLOD = 3.402823466e+38)",
    ),
    case(
        "StaticSampler(s0, minLOD = 1e500)",
        Code::RS0007,
        "float literal 1e500 is too large for a 32-bit float (the largest is 3.402823466e+38)",
        (27, 32),
        "StaticSampler(s0, minLOD = 1e38)",
    ),
    case(
        "StaticSampler(s0, minLOD = 1e-400)",
        Code::RS0008,
        "float literal 1e-400 is too small to represent",
        (27, 33),
        "StaticSampler(s0, minLOD = 1e-300)",
    ),
    case(
        "StaticSampler(s0, minLOD = 1e-310)",
        Code::RS0008,
        "float literal 1e-310 is too small to represent",
        (27, 33),
        "StaticSampler(s0, minLOD = 0e-310)",
    ),
];

const PARSE_CASES: &[Case] = &[
    case(
        "Sampler(s0)",
        Code::RS0101,
        "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found 'Sampler'",
        (0, 7),
        "StaticSampler(s0)",
    ),
    case(
        "42",
        Code::RS0101,
        "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found '42'",
        (0, 2),
        "",
    ),
    case(
        ",",
        Code::RS0101,
        "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found ','",
        (0, 1),
        "",
    ),
    case(
        ", CBV(b0)",
        Code::RS0101,
        "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found ','",
        (0, 1),
        "CBV(b0)",
    ),
    case(
        "RootSignature(CBV(b0))",
        Code::RS0101,
        "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found 'RootSignature'",
        (0, 13),
        "CBV(b0)",
    ),
    case(
        "CBV(b0) SRV(t0)",
        Code::RS0102,
        "expected ',' or end of input after CBV, found 'SRV'",
        (8, 11),
        "CBV(b0), SRV(t0)",
    ),
    case(
        "CBV b0",
        Code::RS0103,
        "expected '(' after CBV",
        (4, 6),
        "CBV(b0)",
    ),
    case(
        "DescriptorTable",
        Code::RS0103,
        "expected '(' after DescriptorTable",
        (15, 15),
        "DescriptorTable()",
    ),
    case(
        "DescriptorTable(SRV t0)",
        Code::RS0103,
        "expected '(' after SRV",
        (20, 22),
        "DescriptorTable(SRV(t0))",
    ),
    case(
        "RootConstants(b0 num32BitConstants = 1)",
        Code::RS0104,
        "expected ',' or ')' in RootConstants, found 'num32BitConstants'",
        (17, 34),
        "RootConstants(b0, num32BitConstants = 1)",
    ),
    case(
        "RootFlags(ALLOW_STREAM_OUTPUT, DENY_VERTEX_SHADER_ROOT_ACCESS)",
        Code::RS0104,
        "expected '|' or ')' in RootFlags, found ','",
        (29, 30),
        "RootFlags(ALLOW_STREAM_OUTPUT | DENY_VERTEX_SHADER_ROOT_ACCESS)",
    ),
    case(
        "RootFlags(0,)",
        Code::RS0104,
        "expected '|' or ')' in RootFlags, found ','",
        (11, 12),
        "RootFlags(0)",
    ),
    case(
        "DescriptorTable(SRV(t0)",
        Code::RS0104,
        "unexpected end of input: 'DescriptorTable(' is not closed",
        (23, 23),
        "DescriptorTable(SRV(t0))",
    ),
    case(
        "DescriptorTable(SRV(t0",
        Code::RS0104,
        "unexpected end of input: 'SRV(' is not closed",
        (22, 22),
        "DescriptorTable(SRV(t0))",
    ),
    case(
        "CBV(b0, space =",
        Code::RS0104,
        "unexpected end of input: 'CBV(' is not closed",
        (15, 15),
        "CBV(b0, space = 1)",
    ),
    case(
        "CBV(b0,, space = 1)",
        Code::RS0105,
        "empty item in CBV: remove the extra ','",
        (7, 8),
        "CBV(b0, space = 1)",
    ),
    case(
        "CBV(, b0)",
        Code::RS0105,
        "empty item in CBV: remove the extra ','",
        (4, 5),
        "CBV(b0)",
    ),
    case(
        "CBV(b0),, SRV(t0)",
        Code::RS0105,
        "empty item in the root signature: remove the extra ','",
        (8, 9),
        "CBV(b0), SRV(t0)",
    ),
    case(
        "DescriptorTable(,)",
        Code::RS0105,
        "empty item in DescriptorTable: remove the extra ','",
        (16, 17),
        "DescriptorTable()",
    ),
    case(
        "CBV(b0,,)",
        Code::RS0105,
        "empty item in CBV: remove the extra ','",
        (7, 8),
        "CBV(b0,)",
    ),
    case(
        "CBV(b0, numDescriptors = 2)",
        Code::RS0106,
        "'numDescriptors' is not allowed in CBV; it accepts a 'b' register, space, visibility and flags",
        (8, 22),
        "DescriptorTable(CBV(b0, numDescriptors = 2))",
    ),
    case(
        "DescriptorTable(SRV(t0, visibility = SHADER_VISIBILITY_ALL))",
        Code::RS0106,
        "'visibility' is not allowed in SRV range; it accepts a 't' register, numDescriptors, space, offset and flags",
        (24, 34),
        "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_ALL)",
    ),
    case(
        "DescriptorTable(StaticSampler(s0))",
        Code::RS0106,
        "'StaticSampler' is not allowed in DescriptorTable; it accepts CBV, SRV, UAV and Sampler ranges, and visibility",
        (16, 29),
        "DescriptorTable(Sampler(s0))",
    ),
    case(
        "RootConstants(num32Constants = 1, b0)",
        Code::RS0106,
        "'num32Constants' is not allowed in RootConstants; it accepts num32BitConstants, a 'b' register, space and visibility",
        (14, 28),
        "RootConstants(num32BitConstants = 1, b0)",
    ),
    case(
        "StaticSampler(s0, offset = 1)",
        Code::RS0106,
        "'offset' is not allowed in StaticSampler; it accepts an 's' register, filter, addressU, addressV, addressW, mipLODBias, maxAnisotropy, comparisonFunc, borderColor, minLOD, maxLOD, space, visibility and flags",
        (18, 24),
        "StaticSampler(s0, space = 1)",
    ),
    case(
        "DescriptorTable(t0)",
        Code::RS0106,
        "'t0' is not allowed in DescriptorTable; it accepts CBV, SRV, UAV and Sampler ranges, and visibility",
        (16, 18),
        "DescriptorTable(SRV(t0))",
    ),
    case(
        "CBV(t0)",
        Code::RS0107,
        "CBV takes a 'b' register, found 't0'",
        (4, 6),
        "CBV(b0)",
    ),
    case(
        "UAV(t0)",
        Code::RS0107,
        "UAV takes a 'u' register, found 't0'",
        (4, 6),
        "UAV(u0)",
    ),
    case(
        "StaticSampler(b0)",
        Code::RS0107,
        "StaticSampler takes a 's' register, found 'b0'",
        (14, 16),
        "StaticSampler(s0)",
    ),
    case(
        "RootConstants(num32BitConstants = 1, t0)",
        Code::RS0107,
        "RootConstants takes a 'b' register, found 't0'",
        (37, 39),
        "RootConstants(num32BitConstants = 1, b0)",
    ),
    case(
        "DescriptorTable(Sampler(t0))",
        Code::RS0107,
        "Sampler range takes a 's' register, found 't0'",
        (24, 26),
        "DescriptorTable(Sampler(s0))",
    ),
    case(
        "DescriptorTable(CBV(u3))",
        Code::RS0107,
        "CBV range takes a 'b' register, found 'u3'",
        (20, 22),
        "DescriptorTable(CBV(b3))",
    ),
    case(
        "CBV(b0, space 1)",
        Code::RS0108,
        "expected '=' after 'space'",
        (14, 15),
        "CBV(b0, space = 1)",
    ),
    case(
        "StaticSampler(s0, FILTER FILTER_MIN_MAG_MIP_POINT)",
        Code::RS0108,
        "expected '=' after 'filter'",
        (25, 49),
        "StaticSampler(s0, FILTER = FILTER_MIN_MAG_MIP_POINT)",
    ),
    case(
        "CBV(b0, space = -1)",
        Code::RS0109,
        "'space' takes an unsigned decimal integer, found '-1'",
        (16, 18),
        "CBV(b0, space = +1)",
    ),
    case(
        "DescriptorTable(SRV(t0, numDescriptors = 1.0))",
        Code::RS0109,
        "'numDescriptors' takes an unsigned decimal integer, found '1.0'",
        (41, 44),
        "DescriptorTable(SRV(t0, numDescriptors = 1))",
    ),
    case(
        "DescriptorTable(SRV(t0, offset = unbounded))",
        Code::RS0109,
        "'offset' takes an unsigned decimal integer, found 'unbounded'",
        (33, 42),
        "DescriptorTable(SRV(t0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND))",
    ),
    case(
        "StaticSampler(s0, maxAnisotropy = 4.5)",
        Code::RS0109,
        "'maxAnisotropy' takes an unsigned decimal integer, found '4.5'",
        (34, 37),
        "StaticSampler(s0, maxAnisotropy = 4)",
    ),
    case(
        "RootConstants(b0, num32BitConstants = 2f)",
        Code::RS0109,
        "'num32BitConstants' takes an unsigned decimal integer, found '2f'",
        (38, 40),
        "RootConstants(b0, num32BitConstants = 2)",
    ),
    case(
        "StaticSampler(s0, mipLODBias = abc)",
        Code::RS0110,
        "'mipLODBias' takes a number, found 'abc'",
        (31, 34),
        "StaticSampler(s0, mipLODBias = 1)",
    ),
    case(
        "StaticSampler(s0, minLOD = --1)",
        Code::RS0110,
        "'minLOD' takes a number, found '-'",
        (28, 29),
        "StaticSampler(s0, minLOD = -1)",
    ),
    case(
        "StaticSampler(s0, minLOD = -3000000000)",
        Code::RS0111,
        "integer -3000000000 is out of range here; write it as a float literal such as -3000000000.0",
        (27, 38),
        "StaticSampler(s0, minLOD = -3000000000.0)",
    ),
    case(
        "StaticSampler(s0, maxLOD = -2147483649)",
        Code::RS0111,
        "integer -2147483649 is out of range here; write it as a float literal such as -2147483649.0",
        (27, 38),
        "StaticSampler(s0, maxLOD = -2147483648)",
    ),
    case(
        "CBV(b0, visibility = SHADER_VISIBILITY_COMPUTE)",
        Code::RS0112,
        "unknown shader visibility 'SHADER_VISIBILITY_COMPUTE'; expected one of SHADER_VISIBILITY_ALL, SHADER_VISIBILITY_VERTEX, SHADER_VISIBILITY_HULL, SHADER_VISIBILITY_DOMAIN, SHADER_VISIBILITY_GEOMETRY, SHADER_VISIBILITY_PIXEL, SHADER_VISIBILITY_AMPLIFICATION, SHADER_VISIBILITY_MESH",
        (21, 46),
        "CBV(b0, visibility = SHADER_VISIBILITY_MESH)",
    ),
    case(
        "CBV(b0, visibility = VISIBILITY_ALL)",
        Code::RS0112,
        "unknown shader visibility 'VISIBILITY_ALL'; expected one of SHADER_VISIBILITY_ALL, SHADER_VISIBILITY_VERTEX, SHADER_VISIBILITY_HULL, SHADER_VISIBILITY_DOMAIN, SHADER_VISIBILITY_GEOMETRY, SHADER_VISIBILITY_PIXEL, SHADER_VISIBILITY_AMPLIFICATION, SHADER_VISIBILITY_MESH",
        (21, 35),
        "CBV(b0, visibility = SHADER_VISIBILITY_ALL)",
    ),
    case(
        "StaticSampler(s0, addressU = TEXTURE_ADDRESS_REPEAT)",
        Code::RS0112,
        "unknown texture address mode 'TEXTURE_ADDRESS_REPEAT'; expected one of TEXTURE_ADDRESS_WRAP, TEXTURE_ADDRESS_MIRROR, TEXTURE_ADDRESS_CLAMP, TEXTURE_ADDRESS_BORDER, TEXTURE_ADDRESS_MIRROR_ONCE, TEXTURE_ADDRESS_MIRRORONCE",
        (29, 51),
        "StaticSampler(s0, addressU = TEXTURE_ADDRESS_MIRRORONCE)",
    ),
    case(
        "StaticSampler(s0, comparisonFunc = COMPARISON_SOMETIMES)",
        Code::RS0112,
        "unknown comparison function 'COMPARISON_SOMETIMES'; expected one of COMPARISON_NONE, COMPARISON_NEVER, COMPARISON_LESS, COMPARISON_EQUAL, COMPARISON_LESS_EQUAL, COMPARISON_GREATER, COMPARISON_NOT_EQUAL, COMPARISON_GREATER_EQUAL, COMPARISON_ALWAYS",
        (35, 55),
        "StaticSampler(s0, comparisonFunc = COMPARISON_NONE)",
    ),
    case(
        "StaticSampler(s0, borderColor = 0)",
        Code::RS0112,
        "unknown border colour '0'; expected one of STATIC_BORDER_COLOR_TRANSPARENT_BLACK, STATIC_BORDER_COLOR_OPAQUE_BLACK, STATIC_BORDER_COLOR_OPAQUE_WHITE, STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT",
        (32, 33),
        "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK)",
    ),
    case(
        "RootFlags(DENY_COMPUTE_SHADER_ROOT_ACCESS)",
        Code::RS0113,
        "'DENY_COMPUTE_SHADER_ROOT_ACCESS' is not a root flag",
        (10, 41),
        "RootFlags(DENY_MESH_SHADER_ROOT_ACCESS)",
    ),
    case(
        "CBV(b0, flags = DESCRIPTORS_VOLATILE)",
        Code::RS0113,
        "'DESCRIPTORS_VOLATILE' is not a root descriptor flag",
        (16, 36),
        "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE))",
    ),
    case(
        "CBV(b0, flags = )",
        Code::RS0113,
        "')' is not a root descriptor flag",
        (16, 17),
        "CBV(b0, flags = 0)",
    ),
    case(
        "RootFlags(ALLOW_STREAM_OUTPUT |)",
        Code::RS0113,
        "')' is not a root flag",
        (31, 32),
        "RootFlags(ALLOW_STREAM_OUTPUT)",
    ),
    case(
        "DescriptorTable(Sampler(s0, flags = DATA_STATIC_KEEPING))",
        Code::RS0113,
        "'DATA_STATIC_KEEPING' is not a descriptor range flag",
        (36, 55),
        "DescriptorTable(Sampler(s0, flags = DATA_STATIC))",
    ),
    case(
        "StaticSampler(s0, flags = BORDER_COLOR)",
        Code::RS0113,
        "'BORDER_COLOR' is not a static sampler flag",
        (26, 38),
        "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
    ),
    case(
        "RootFlags(1)",
        Code::RS0114,
        "flags must be written by name; only 0 may be written as a number, found '1'",
        (10, 11),
        "RootFlags(0)",
    ),
    case(
        "DescriptorTable(SRV(t0, flags = 3))",
        Code::RS0114,
        "flags must be written by name; only 0 may be written as a number, found '3'",
        (32, 33),
        "DescriptorTable(SRV(t0, flags = 0))",
    ),
    case(
        "CBV(b0, flags = +2)",
        Code::RS0114,
        "flags must be written by name; only 0 may be written as a number, found '+2'",
        (16, 18),
        "CBV(b0, flags = +0)",
    ),
    case(
        "RootFlags(0 | ALLOW_STREAM_OUTPUT)",
        Code::RS0115,
        "'0' means \"no flags\" and cannot be combined with '|'",
        (10, 11),
        "RootFlags(ALLOW_STREAM_OUTPUT)",
    ),
    case(
        "CBV(b0, flags = DATA_VOLATILE | 0)",
        Code::RS0115,
        "'0' means \"no flags\" and cannot be combined with '|'",
        (32, 33),
        "CBV(b0, flags = DATA_VOLATILE)",
    ),
    case(
        "CBV(b0, space = 1, space = 2)",
        Code::RS0116,
        "CBV sets 'space' more than once",
        (19, 24),
        "CBV(b0, space = 1)",
    ),
    case(
        "CBV(b0, b1)",
        Code::RS0116,
        "CBV has more than one register ('b0' and 'b1')",
        (8, 10),
        "DescriptorTable(CBV(b0), CBV(b1))",
    ),
    case(
        "DescriptorTable(visibility = SHADER_VISIBILITY_ALL, visibility = SHADER_VISIBILITY_PIXEL)",
        Code::RS0116,
        "DescriptorTable sets 'visibility' more than once",
        (52, 62),
        "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL)",
    ),
    case(
        "DescriptorTable(SRV(t0, numDescriptors = 2, NumDescriptors = 3))",
        Code::RS0116,
        "SRV range sets 'numDescriptors' more than once",
        (44, 58),
        "DescriptorTable(SRV(t0, numDescriptors = 2), SRV(t2, numDescriptors = 3))",
    ),
    case(
        "CBV()",
        Code::RS0117,
        "CBV needs a 'b' register",
        (0, 3),
        "CBV(b0)",
    ),
    case(
        "CBV(space = 1)",
        Code::RS0117,
        "CBV needs a 'b' register",
        (0, 3),
        "CBV(space = 1, b0)",
    ),
    case(
        "RootConstants(b0)",
        Code::RS0117,
        "RootConstants needs 'num32BitConstants'",
        (0, 13),
        "RootConstants(b0, num32BitConstants = 0)",
    ),
    case(
        "RootConstants(num32BitConstants = 1)",
        Code::RS0117,
        "RootConstants needs a 'b' register",
        (0, 13),
        "RootConstants(num32BitConstants = 1, b0)",
    ),
    case(
        "DescriptorTable(SRV(numDescriptors = 2))",
        Code::RS0117,
        "SRV range needs a 't' register",
        (16, 19),
        "DescriptorTable(SRV(numDescriptors = 2, t0))",
    ),
    case(
        "StaticSampler(filter = FILTER_MIN_MAG_MIP_POINT)",
        Code::RS0117,
        "StaticSampler needs a 's' register",
        (0, 13),
        "StaticSampler(filter = FILTER_MIN_MAG_MIP_POINT, s0)",
    ),
    case(
        "RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)",
        Code::RS0118,
        "RootFlags may appear only once",
        (23, 32),
        "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0)",
    ),
];

#[track_caller]
fn check_cases(cases: &[Case]) {
    for c in cases {
        let d = err(c.bad);
        assert_eq!(d.code, c.code, "code for {:?}: {d:?}", c.bad);
        assert_eq!(d.message, c.message, "message for {:?}", c.bad);
        assert_eq!(
            d.span,
            Some(Span::new(c.span.0, c.span.1)),
            "span for {:?}",
            c.bad
        );
        assert_eq!(d.severity, Severity::Error);
        // Lowercase (except element keywords) and no final period.
        let first_word = d.message.split([' ', '(']).next().unwrap_or_default();
        assert!(
            !d.message.ends_with('.')
                && (first_word.starts_with(|c: char| c.is_lowercase() || c == '\'')
                    || ELEMENTS.contains(&first_word)),
            "message style: {:?}",
            d.message
        );
        if let Err(e) = parse(c.good, &options()) {
            panic!(
                "near-identical {:?} (for {:?}) should parse: {e:?}",
                c.good, c.bad
            );
        }
    }
}

#[test]
fn lexing_codes() {
    check_cases(LEX_CASES);
}

#[test]
fn parsing_codes() {
    assert!(PARSE_CASES[0].message.starts_with(ROOT_ELEMENT));
    check_cases(PARSE_CASES);
}

#[test]
fn every_lexing_and_parsing_code_is_covered() {
    let covered: Vec<Code> = LEX_CASES
        .iter()
        .chain(PARSE_CASES)
        .map(|c| c.code)
        .collect();
    for code in Code::ALL {
        let n = &code.as_str()[2..];
        if code.as_str().starts_with("RS") && (n.starts_with("00") || n.starts_with("01")) {
            assert!(covered.contains(code), "{code} has no test case");
        }
    }
}

// ---------------------------------------------------------------------------
// Related spans and help lines
// ---------------------------------------------------------------------------

#[test]
fn unclosed_parenthesis_points_at_the_end_and_at_the_open_paren() {
    let text = "DescriptorTable(SRV(t0)";
    let d = err(text);
    assert_eq!(d.span, Some(Span::new(text.len(), text.len())));
    assert_eq!(d.related.len(), 1);
    assert_eq!(d.related[0].span, Some(Span::new(15, 16)));
    assert_eq!(&text[15..16], "(");

    let text = "CBV(b0, flags = DATA_VOLATILE |";
    let d = err(text);
    assert_eq!(d.message, "unexpected end of input: 'CBV(' is not closed");
    assert_eq!(d.related[0].span, Some(Span::new(3, 4)));

    let d = err("RootFlags(");
    assert_eq!(d.code, Code::RS0104);
    assert_eq!(
        d.message,
        "unexpected end of input: 'RootFlags(' is not closed"
    );
    assert_eq!(d.span, Some(Span::new(10, 10)));
}

#[test]
fn duplicates_point_back_at_the_first_occurrence() {
    let text = "CBV(b0, space = 1, space = 2)";
    let d = err(text);
    assert_eq!(d.related.len(), 1);
    assert_eq!(d.related[0].span, Some(at(text, "space = 1")));

    let text = "CBV(b0, b1)";
    let d = err(text);
    assert_eq!(d.related[0].span, Some(Span::new(4, 6)));

    let text = "RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)";
    let d = err(text);
    assert_eq!(d.related.len(), 1);
    assert_eq!(d.related[0].span, Some(at(text, "RootFlags(0)")));
}

#[test]
fn help_lines() {
    let help = |text: &str| err(text).help.unwrap_or_default();
    assert_eq!(help("CBV(B0)"), "write 'b0'");
    assert_eq!(help("CBV(b0,, space = 1)"), "remove the extra ','");
    assert_eq!(help("CBV(b0),, SRV(t0)"), "remove the extra ','");
    assert_eq!(
        help("StaticSampler(s0, minLOD = -3000000000)"),
        "write -3000000000.0"
    );
    assert_eq!(
        help("CBV(b0, visibility = VISIBILITY_ALL)"),
        "did you mean 'SHADER_VISIBILITY_ALL'?"
    );
    assert!(
        help("StaticSampler(s0, filter = FILTER_MIN_MAG_ANISOTROPIC_MIP_POINT)")
            .contains("FILTER_ANISOTROPIC")
    );
    assert_eq!(help("CBV()"), "add a register such as 'b0'");
    assert_eq!(
        help("DescriptorTable(Sampler())"),
        "add a register such as 's0'"
    );
    assert!(help("RootConstants(b0)").contains("num32BitConstants = "));
    assert_eq!(
        help("RootConstants(num32Constants = 1, b0)"),
        "did you mean 'num32BitConstants'?"
    );
    assert_eq!(help("CBV(b0, space = 0x10)"), "write 16");
    assert!(help("CBV(b0, flags = DESCRIPTORS_VOLATILE)").contains("descriptor range flag"));
    assert!(help("Sampler(s0)").contains("DescriptorTable"));
}

#[test]
fn filter_with_anisotropic_mip_point_is_unknown() {
    for name in [
        "FILTER_MIN_MAG_ANISOTROPIC_MIP_POINT",
        "FILTER_COMPARISON_MIN_MAG_ANISOTROPIC_MIP_POINT",
        "FILTER_MINIMUM_MIN_MAG_ANISOTROPIC_MIP_POINT",
        "FILTER_MAXIMUM_MIN_MAG_ANISOTROPIC_MIP_POINT",
    ] {
        let text = format!("StaticSampler(s0, filter = {name})");
        let d = err(&text);
        assert_eq!(d.code, Code::RS0112);
        assert!(d.message.starts_with(&format!(
            "unknown filter '{name}'; expected one of FILTER_MIN_MAG_MIP_POINT, "
        )));
        assert!(d.message.ends_with("FILTER_MAXIMUM_ANISOTROPIC"));
    }
}

#[test]
fn lexing_errors_win_over_earlier_parse_errors() {
    // The parse error (Sampler at top level) comes first in the text, but
    // the whole input is lexed before parsing.
    assert_eq!(err("Sampler(s0), CBV(B0)").code, Code::RS0002);
    assert_eq!(err("CBV(b0) SRV(t0) $").code, Code::RS0001);
    assert_eq!(
        err("CBV(), StaticSampler(s0, maxLOD = 1e99)").code,
        Code::RS0007
    );
    // Only the first lexing error is reported.
    let d = err("CBV(b0x), CBV(B1)");
    assert_eq!(d.code, Code::RS0006);
}

#[test]
fn parsing_stops_at_the_first_error() {
    let d = err("CBV(b0, space = -1), CBV(t0), Sampler(s0)");
    assert_eq!(d.code, Code::RS0109);
}

// ---------------------------------------------------------------------------
// Accepted forms
// ---------------------------------------------------------------------------

#[test]
fn accepted_examples_of_the_grammar() {
    let s = sig("");
    assert_eq!(s, RootSignature::default());

    let s = sig("RootFlags(0), CBV(b0),");
    assert_eq!(s.flags, RootFlags::empty());
    assert_eq!(s.parameters.len(), 1);

    assert_eq!(sig("RootFlags()").flags, RootFlags::empty());
    assert_eq!(
        sig("rootflags(allow_input_assembler_input_layout)").flags,
        RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
    );

    let p = only_param("RootConstants(b2, num32BitConstants = 3, space = +5)");
    assert_eq!(
        p.kind,
        RootParameterKind::Constants(RootConstants {
            shader_register: 2,
            register_space: 5,
            num_32bit_values: 3
        })
    );
    assert_eq!(p.visibility, ShaderVisibility::ALL);

    let (ranges, visibility) = table(
        "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL, SRV(t0, numDescriptors = unbounded),)",
    );
    assert_eq!(visibility, ShaderVisibility::PIXEL);
    assert_eq!(
        ranges,
        [DescriptorRange {
            num_descriptors: DescriptorRange::UNBOUNDED,
            ..DescriptorRange::new(DescriptorRangeType::SRV, 0)
        }]
    );

    let (ranges, visibility) = table("DescriptorTable()");
    assert!(ranges.is_empty());
    assert_eq!(visibility, ShaderVisibility::ALL);

    let s = sampler("StaticSampler(s0, mipLODBias = -1.5, maxLOD = 12, )");
    assert_eq!(s.mip_lod_bias, -1.5);
    assert_eq!(s.max_lod, 12.0);
    assert_eq!(
        s,
        StaticSampler {
            mip_lod_bias: -1.5,
            max_lod: 12.0,
            ..StaticSampler::new(0)
        }
    );

    let (_, d, _) = descriptor("CBV(b0,\n\tspace = 1)");
    assert_eq!(d.register_space, 1);
}

#[test]
fn keywords_enums_and_flags_ignore_case() {
    let a = sig(
        "ROOTFLAGS(deny_pixel_shader_root_access | Allow_Stream_Output), cbv(b0, SPACE = 1, Visibility = shader_visibility_pixel, FLAGS = data_static), \
         descriptortable(srv(t0, NUMDESCRIPTORS = UNBOUNDED, OFFSET = descriptor_range_offset_append, flags = descriptors_volatile), sampler(s0), VISIBILITY = SHADER_visibility_ALL), \
         staticsampler(s1, FILTER = filter_min_mag_mip_point, ADDRESSU = texture_address_mirroronce, addressv = Texture_Address_Mirror_Once, \
         comparisonfunc = comparison_never, bordercolor = static_border_color_opaque_black, flags = uint_border_color | Sampler_Flag_Non_Normalized_Coordinates), \
         rootCONSTANTS(NUM32BITCONSTANTS = 1, b1)",
    );
    let b = sig(
        "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS | ALLOW_STREAM_OUTPUT), \
         CBV(b0, space = 1, visibility = SHADER_VISIBILITY_PIXEL, flags = DATA_STATIC), \
         DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = DESCRIPTOR_RANGE_OFFSET_APPEND, flags = DESCRIPTORS_VOLATILE), Sampler(s0), visibility = SHADER_VISIBILITY_ALL), \
         StaticSampler(s1, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_MIRROR_ONCE, addressV = TEXTURE_ADDRESS_MIRRORONCE, comparisonFunc = COMPARISON_NEVER, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, flags = SAMPLER_FLAG_UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES), \
         RootConstants(num32BitConstants = 1, b1)",
    );
    assert_eq!(a, b);
    assert_eq!(
        a.flags,
        RootFlags::DENY_PIXEL_SHADER_ROOT_ACCESS | RootFlags::ALLOW_STREAM_OUTPUT
    );
    let s = a.static_samplers[0];
    assert_eq!(s.address_u, TextureAddressMode::MIRROR_ONCE);
    assert_eq!(s.address_v, TextureAddressMode::MIRROR_ONCE);
    assert_eq!(
        s.flags,
        StaticSamplerFlags::UINT_BORDER_COLOR | StaticSamplerFlags::NON_NORMALIZED_COORDINATES
    );
    // Register letters are not case-insensitive.
    assert_eq!(err("cbv(B0)").code, Code::RS0002);
}

#[test]
fn any_ascii_whitespace_separates_tokens() {
    let spaced = "\t RootFlags (\n0\r) \x0b,\x0c CBV ( b0 , space\n=\n+\t7 ) ,\n StaticSampler(s0, mipLODBias = -\n 1.5)\n";
    let s = sig(spaced);
    let compact = sig("RootFlags(0),CBV(b0,space=+7),StaticSampler(s0,mipLODBias=-1.5)");
    assert_eq!(s, compact);
    assert_eq!(s.static_samplers[0].mip_lod_bias, -1.5);
    // Non-ASCII whitespace is not whitespace.
    let d = err("CBV(b0)\u{a0}");
    assert_eq!(d.code, Code::RS0001);
    assert_eq!(d.span, Some(Span::new(7, 9)));
}

#[test]
fn one_trailing_comma_in_every_list() {
    assert_eq!(sig("CBV(b0),").parameters.len(), 1);
    sig("RootConstants(b0, num32BitConstants = 1,)");
    sig("CBV(b0,), SRV(t0,), UAV(u0,)");
    sig("DescriptorTable(CBV(b0,), SRV(t0, numDescriptors = 2,), UAV(u0,),)");
    sig("DescriptorTable(Sampler(s0, space = 1,),)");
    sig("StaticSampler(s0,)");
    assert_eq!(err("CBV(b0),,").code, Code::RS0105);
    assert_eq!(err("CBV(b0,,)").code, Code::RS0105);
    assert_eq!(err("RootFlags(ALLOW_STREAM_OUTPUT,)").code, Code::RS0104);
    assert_eq!(err("RootFlags(,)").code, Code::RS0113);
}

#[test]
fn parameters_in_any_order() {
    assert_eq!(
        sig("CBV(space = 3, visibility = SHADER_VISIBILITY_VERTEX, b9, flags = DATA_VOLATILE)"),
        sig("CBV(b9, space = 3, visibility = SHADER_VISIBILITY_VERTEX, flags = DATA_VOLATILE)")
    );
    assert_eq!(
        sig(
            "DescriptorTable(visibility = SHADER_VISIBILITY_HULL, UAV(space = 1, offset = 4, u2, numDescriptors = 3))"
        ),
        sig(
            "DescriptorTable(UAV(u2, numDescriptors = 3, space = 1, offset = 4), visibility = SHADER_VISIBILITY_HULL)"
        )
    );
}

#[test]
fn magic_numbers_mean_unbounded_and_append() {
    assert_eq!(
        sig("DescriptorTable(SRV(t0, numDescriptors = 4294967295, offset = 4294967295))"),
        sig(
            "DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = DESCRIPTOR_RANGE_OFFSET_APPEND))"
        )
    );
    let r = only_range("DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = 7))");
    assert_eq!(r.num_descriptors, u32::MAX);
    assert!(r.is_unbounded());
    assert_eq!(r.offset, 7);
    let r = only_range("DescriptorTable(SRV(t0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND))");
    assert_eq!(r.offset, DescriptorRange::APPEND);
    // `unbounded` is only for numDescriptors, APPEND only for offset.
    assert_eq!(
        err("DescriptorTable(SRV(t0, numDescriptors = DESCRIPTOR_RANGE_OFFSET_APPEND))").code,
        Code::RS0109
    );
}

#[test]
fn registers() {
    let (kind, d, _) = descriptor("SRV(t007)");
    assert_eq!(kind, RootDescriptorKind::Srv);
    assert_eq!(d.shader_register, 7);
    let (kind, d, _) = descriptor("UAV(u4294967295)");
    assert_eq!(kind, RootDescriptorKind::Uav);
    assert_eq!(d.shader_register, u32::MAX);
    let (kind, _, _) = descriptor("CBV(b1)");
    assert_eq!(kind, RootDescriptorKind::Cbv);
    let r = only_range("DescriptorTable(Sampler(s12, space = 2))");
    assert_eq!(r.range_type, DescriptorRangeType::SAMPLER);
    assert_eq!(r.base_shader_register, 12);
    assert_eq!(r.register_space, 2);
    // Uppercase letter + non-digits is an ordinary word, not RS0002.
    assert_eq!(err("CBV(B0x)").code, Code::RS0106);
}

#[test]
fn integers_have_leading_zeros_but_no_octal() {
    let (_, d, _) = descriptor("CBV(b0, space = 010)");
    assert_eq!(d.register_space, 10);
    let (_, d, _) = descriptor("CBV(b0, space = 4294967295)");
    assert_eq!(d.register_space, u32::MAX);
}

#[test]
fn defaults_of_section_5_2() {
    // Omitted flags stay None; the validator and encoder apply the version defaults.
    let (_, d, v) = descriptor("CBV(b0)");
    assert_eq!(
        d,
        RootDescriptor {
            shader_register: 0,
            register_space: 0,
            flags: None
        }
    );
    assert_eq!(v, ShaderVisibility::ALL);
    let (_, d, _) = descriptor("UAV(u0, flags = 0)");
    assert_eq!(d.flags, Some(RootDescriptorFlags::empty()));

    for (text, ty) in [
        ("CBV(b3)", DescriptorRangeType::CBV),
        ("SRV(t3)", DescriptorRangeType::SRV),
        ("UAV(u3)", DescriptorRangeType::UAV),
        ("Sampler(s3)", DescriptorRangeType::SAMPLER),
    ] {
        let r = only_range(&format!("DescriptorTable({text})"));
        assert_eq!(r, DescriptorRange::new(ty, 3));
        assert_eq!(r.num_descriptors, 1);
        assert_eq!(r.offset, DescriptorRange::APPEND);
        assert_eq!(r.flags, None);
    }

    let s = sampler("StaticSampler(s4)");
    assert_eq!(s, StaticSampler::new(4));
    assert_eq!(s.filter, Filter::ANISOTROPIC);
    assert_eq!(s.address_u, TextureAddressMode::WRAP);
    assert_eq!(s.address_v, TextureAddressMode::WRAP);
    assert_eq!(s.address_w, TextureAddressMode::WRAP);
    assert_eq!(s.mip_lod_bias.to_bits(), 0);
    assert_eq!(s.max_anisotropy, 16);
    assert_eq!(s.comparison_func, ComparisonFunc::LESS_EQUAL);
    assert_eq!(s.border_color, StaticBorderColor::OPAQUE_WHITE);
    assert_eq!(s.min_lod.to_bits(), 0);
    assert_eq!(s.max_lod.to_bits(), 0x7F7F_FFFF);
    assert_eq!(s.register_space, 0);
    assert_eq!(s.visibility, ShaderVisibility::ALL);
    assert_eq!(s.flags, StaticSamplerFlags::empty());

    let s = sig("CBV(b0)");
    assert_eq!(s.flags, RootFlags::empty());
    assert_eq!(s.version, Version::V1_1);
}

#[test]
fn every_field_of_every_element() {
    let s = sig(
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | LOCAL_ROOT_SIGNATURE | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED | DENY_AMPLIFICATION_SHADER_ROOT_ACCESS), \
         RootConstants(num32BitConstants = 8, b3, space = 2, visibility = SHADER_VISIBILITY_GEOMETRY), \
         SRV(t5, space = 6, visibility = SHADER_VISIBILITY_DOMAIN, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_VOLATILE), \
         DescriptorTable(CBV(b1, numDescriptors = 2, space = 3, offset = 4, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS | DATA_STATIC), \
                         UAV(u9), visibility = SHADER_VISIBILITY_AMPLIFICATION), \
         StaticSampler(s7, filter = FILTER_MAXIMUM_ANISOTROPIC, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER, \
                       addressW = TEXTURE_ADDRESS_MIRROR, mipLODBias = 0.5, maxAnisotropy = 8, comparisonFunc = COMPARISON_ALWAYS, \
                       borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT, minLOD = 1, maxLOD = 9.5, space = 11, \
                       visibility = SHADER_VISIBILITY_MESH, flags = 0)",
    );
    assert_eq!(
        s.flags.bits(),
        0x1 | 0x80 | 0x400 | 0x800 | 0x100,
        "root flags"
    );
    assert_eq!(
        s.parameters,
        vec![
            RootParameter {
                kind: RootParameterKind::Constants(RootConstants {
                    shader_register: 3,
                    register_space: 2,
                    num_32bit_values: 8
                }),
                visibility: ShaderVisibility::GEOMETRY,
            },
            RootParameter {
                kind: RootParameterKind::Descriptor(
                    RootDescriptorKind::Srv,
                    RootDescriptor {
                        shader_register: 5,
                        register_space: 6,
                        flags: Some(RootDescriptorFlags::from_bits_retain(0x6)),
                    }
                ),
                visibility: ShaderVisibility::DOMAIN,
            },
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable {
                    ranges: vec![
                        DescriptorRange {
                            range_type: DescriptorRangeType::CBV,
                            num_descriptors: 2,
                            base_shader_register: 1,
                            register_space: 3,
                            flags: Some(DescriptorRangeFlags::from_bits_retain(0x10008)),
                            offset: 4,
                        },
                        DescriptorRange::new(DescriptorRangeType::UAV, 9),
                    ]
                }),
                visibility: ShaderVisibility::AMPLIFICATION,
            },
        ]
    );
    assert_eq!(
        s.static_samplers,
        vec![StaticSampler {
            filter: Filter::MAXIMUM_ANISOTROPIC,
            address_u: TextureAddressMode::CLAMP,
            address_v: TextureAddressMode::BORDER,
            address_w: TextureAddressMode::MIRROR,
            mip_lod_bias: 0.5,
            max_anisotropy: 8,
            comparison_func: ComparisonFunc::ALWAYS,
            border_color: StaticBorderColor::OPAQUE_WHITE_UINT,
            min_lod: 1.0,
            max_lod: 9.5,
            shader_register: 7,
            register_space: 11,
            visibility: ShaderVisibility::MESH,
            flags: StaticSamplerFlags::empty(),
        }]
    );
}

#[test]
fn all_flag_names() {
    let all_root = "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_VERTEX_SHADER_ROOT_ACCESS | DENY_HULL_SHADER_ROOT_ACCESS | DENY_DOMAIN_SHADER_ROOT_ACCESS | DENY_GEOMETRY_SHADER_ROOT_ACCESS | DENY_PIXEL_SHADER_ROOT_ACCESS | ALLOW_STREAM_OUTPUT | LOCAL_ROOT_SIGNATURE | DENY_AMPLIFICATION_SHADER_ROOT_ACCESS | DENY_MESH_SHADER_ROOT_ACCESS | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED";
    assert_eq!(sig(&format!("RootFlags({all_root})")).flags.bits(), 0xFFF);
    let (_, d, _) = descriptor(
        "CBV(b0, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_STATIC)",
    );
    assert_eq!(d.flags.map(|f| f.bits()), Some(0xE));
    let r = only_range(
        "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE | DATA_STATIC | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
    );
    assert_eq!(r.flags.map(|f| f.bits()), Some(0x1000F));
    for (names, bits) in [
        ("UINT_BORDER_COLOR", 1),
        ("SAMPLER_FLAG_UINT_BORDER_COLOR", 1),
        ("NON_NORMALIZED_COORDINATES", 2),
        ("SAMPLER_FLAG_NON_NORMALIZED_COORDINATES", 2),
        (
            "UINT_BORDER_COLOR | SAMPLER_FLAG_NON_NORMALIZED_COORDINATES",
            3,
        ),
        ("0", 0),
        ("+0", 0),
    ] {
        let s = sampler(&format!("StaticSampler(s0, flags = {names})"));
        assert_eq!(s.flags.bits(), bits, "{names}");
    }
    // A repeated flag name is harmless.
    let (_, d, _) = descriptor("CBV(b0, flags = DATA_STATIC | DATA_STATIC)");
    assert_eq!(d.flags, Some(RootDescriptorFlags::DATA_STATIC));
    assert_eq!(sig("RootFlags(+0)").flags, RootFlags::empty());
}

#[test]
fn all_enumeration_spellings() {
    for (name, value) in ShaderVisibility::SPELLINGS {
        let (_, _, v) = descriptor(&format!("CBV(b0, visibility = {name})"));
        assert_eq!(v, *value);
    }
    for (name, value) in Filter::SPELLINGS {
        assert_eq!(
            sampler(&format!("StaticSampler(s0, filter = {name})")).filter,
            *value
        );
    }
    assert_eq!(Filter::SPELLINGS.len(), 36);
    for (name, value) in TextureAddressMode::SPELLINGS {
        assert_eq!(
            sampler(&format!("StaticSampler(s0, addressW = {name})")).address_w,
            *value
        );
    }
    for (name, value) in ComparisonFunc::SPELLINGS {
        assert_eq!(
            sampler(&format!("StaticSampler(s0, comparisonFunc = {name})")).comparison_func,
            *value
        );
    }
    for (name, value) in StaticBorderColor::SPELLINGS {
        assert_eq!(
            sampler(&format!("StaticSampler(s0, borderColor = {name})")).border_color,
            *value
        );
    }
}

#[test]
fn no_semantic_checks_in_the_parser() {
    let options = Options {
        version: Version::V1_0,
        ..Options::default()
    };
    let (s, _) = ok_with(
        "CBV(b0, flags = DATA_STATIC), StaticSampler(s0, flags = UINT_BORDER_COLOR)",
        &options,
    );
    assert_eq!(s.version, Version::V1_0);
    sig("CBV(b0), CBV(b0), CBV(b4294967295, space = 4294967295)");
    sig("DescriptorTable(UAV(u0, numDescriptors = 0), Sampler(s0))");
    sig("StaticSampler(s0, maxAnisotropy = 4294967295, mipLODBias = 100, minLOD = 4, maxLOD = 2)");
    // The local context is applied by compile, not by parse.
    let options = Options {
        context: Context::Local,
        ..Options::default()
    };
    assert_eq!(ok_with("CBV(b0)", &options).0.flags, RootFlags::empty());
    let options = Options {
        version: Version::V1_2,
        ..Options::default()
    };
    assert_eq!(ok_with("", &options).0.version, Version::V1_2);
}

// ---------------------------------------------------------------------------
// Numbers and float conversion
// ---------------------------------------------------------------------------

fn mip_bias_bits(value: &str) -> u32 {
    sampler(&format!("StaticSampler(s0, mipLODBias = {value})"))
        .mip_lod_bias
        .to_bits()
}

#[test]
fn float_literal_forms() {
    for (text, value) in [
        ("1.5", 1.5f32),
        ("42.", 42.0),
        (".42", 0.42),
        ("4.2e-3", 4.2e-3),
        ("42E-12", 42e-12),
        ("42.f", 42.0),
        ("4.2F", 4.2),
        ("42.e+10f", 42e10),
        ("42f", 42.0),
        ("0f", 0.0),
        ("1E5", 1e5),
        ("007.50", 7.5),
    ] {
        assert_eq!(mip_bias_bits(text), value.to_bits(), "{text}");
    }
}

#[test]
fn float_conversion_goes_through_f64() {
    // Nearest f64 then nearest f32.
    assert_eq!(mip_bias_bits("0.1"), 0x3DCC_CCCD);
    assert_eq!(mip_bias_bits("-0.1"), 0xBDCC_CCCD);
    // Just below the midpoint between two f32 values: direct rounding to
    // f32 would give 0x3F800001, but the f64 step lands exactly on the
    // midpoint and ties-to-even then gives 0x3F800002.
    assert_eq!(mip_bias_bits("1.00000017881393432617187499"), 0x3F80_0002);
    // Integers are exact in f64, then rounded to f32.
    assert_eq!(mip_bias_bits("16777217"), 16_777_216f32.to_bits());
    assert_eq!(mip_bias_bits("4294967295"), 4_294_967_296f32.to_bits());
    assert_eq!(mip_bias_bits("-2147483648"), (-2_147_483_648f32).to_bits());
    assert_eq!(mip_bias_bits("+3"), 3f32.to_bits());
    // FLT_MAX spellings.
    assert_eq!(mip_bias_bits("3.402823466e+38"), 0x7F7F_FFFF);
    assert_eq!(mip_bias_bits("-3.402823466e+38"), 0xFF7F_FFFF);
    assert_eq!(
        mip_bias_bits("340282346638528859811704183484516925440.0"),
        0x7F7F_FFFF
    );
    // An integer literal that large is RS0003 even in a float field.
    assert_eq!(
        err("StaticSampler(s0, mipLODBias = 340282346638528859811704183484516925440)").code,
        Code::RS0003
    );
    // Tiny but normal in f64: fine, even when f32 underflows.
    assert_eq!(mip_bias_bits("1e-40"), (1e-40f64 as f32).to_bits());
    assert_eq!(mip_bias_bits("1e-300"), 0);
    assert_eq!(mip_bias_bits("2.2250738585072014e-308"), 0);
}

#[test]
fn signed_zeros() {
    assert_eq!(mip_bias_bits("0"), 0);
    assert_eq!(mip_bias_bits("-0"), 0, "integer -0 is +0.0");
    assert_eq!(mip_bias_bits("+0"), 0);
    assert_eq!(
        mip_bias_bits("-0.0"),
        0x8000_0000,
        "float -0.0 keeps its sign"
    );
    assert_eq!(mip_bias_bits("-0f"), 0x8000_0000);
    assert_eq!(
        mip_bias_bits("0.0e-999"),
        0,
        "a zero literal never underflows"
    );
    assert_eq!(mip_bias_bits("0e999999"), 0);
}

#[test]
fn float_range_limits() {
    assert_eq!(
        err("StaticSampler(s0, maxLOD = 3.4028234664e+38)").code,
        Code::RS0007
    );
    assert_eq!(
        err("StaticSampler(s0, maxLOD = -3.402823467e+38)").code,
        Code::RS0007
    );
    assert_eq!(err("StaticSampler(s0, maxLOD = 1e39f)").code, Code::RS0007);
    assert_eq!(
        err("StaticSampler(s0, minLOD = -1e-400)").code,
        Code::RS0008
    );
    // Subnormal in f64 is RS0008 too.
    assert_eq!(
        err("StaticSampler(s0, minLOD = 4.9e-324)").code,
        Code::RS0008
    );
    assert_eq!(
        err("StaticSampler(s0, minLOD = 2.2e-308)").code,
        Code::RS0008
    );
    // Exponent digits beyond any range do not break the lexer.
    assert_eq!(
        err("StaticSampler(s0, minLOD = 1e99999999999999999999)").code,
        Code::RS0007
    );
    assert_eq!(
        err("StaticSampler(s0, minLOD = 1e-99999999999999999999)").code,
        Code::RS0008
    );
    // Negative integer limit for float fields.
    assert_eq!(
        sampler("StaticSampler(s0, minLOD = -2147483648)").min_lod,
        -2_147_483_648.0
    );
    assert_eq!(
        sampler("StaticSampler(s0, minLOD = 4294967295)").min_lod,
        4_294_967_296.0
    );
    let d = err("StaticSampler(s0, minLOD = - 2147483649)");
    assert_eq!(d.code, Code::RS0111);
    assert_eq!(d.span, Some(Span::new(27, 39)));
    assert_eq!(
        sampler("StaticSampler(s0, minLOD = -2147483649.0)").min_lod,
        -2_147_483_649f64 as f32
    );
}

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

#[test]
fn labels_name_parameters_and_ranges() {
    let text = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4), UAV(u0)), lights : RootConstants(b1, num32BitConstants = 2), StaticSampler(s0)";
    let (s, map) = ok_with(text, &labelled());
    assert_eq!(s.parameters.len(), 3);
    let label = |e: &ElementSpans| e.label.as_ref().map(|l| (l.name.clone(), l.span));
    assert_eq!(
        label(&map.parameters[0].element),
        Some(("camera".to_owned(), at(text, "camera")))
    );
    assert_eq!(label(&map.parameters[1].element), None);
    assert_eq!(
        label(&map.parameters[1].ranges[0]),
        Some(("albedo".to_owned(), at(text, "albedo")))
    );
    assert_eq!(label(&map.parameters[1].ranges[1]), None);
    assert_eq!(
        label(&map.parameters[2].element),
        Some(("lights".to_owned(), at(text, "lights")))
    );
    // The element span starts at the keyword, not at the label.
    assert_eq!(map.parameters[0].element.span, at(text, "CBV(b0)"));
    // Without the option, the same text is RS0001 at the first ':'.
    let d = err(text);
    assert_eq!(d.code, Code::RS0001);
    assert_eq!(d.span, Some(Span::new(6, 7)));
    assert_eq!(
        d.help.as_deref(),
        Some(
            "labels (`name: CBV(b0)`) are a rootsig extension: root_signature! accepts them, and so does `rootsig compile --labels`"
        )
    );
    // Labels do not change the description.
    let plain = sig(
        "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), RootConstants(b1, num32BitConstants = 2), StaticSampler(s0)",
    );
    assert_eq!(s, plain);
}

#[test]
fn labels_that_look_like_keywords_are_fine() {
    let text = "space: CBV(b0), flags: DescriptorTable(offset: SRV(t0), CBV: CBV(b1)), DescriptorTable: UAV(u0)";
    let (_, map) = ok_with(text, &labelled());
    let names: Vec<_> = map
        .parameters
        .iter()
        .flat_map(|p| std::iter::once(&p.element).chain(&p.ranges))
        .filter_map(|e| e.label.as_ref().map(|l| l.name.as_str()))
        .collect();
    assert_eq!(
        names,
        ["space", "flags", "offset", "CBV", "DescriptorTable"]
    );
}

#[test]
fn label_errors() {
    let o = labelled();
    let d = err_with("flags: RootFlags(0)", &o);
    assert_eq!(d.code, Code::RS0106);
    assert_eq!(
        d.message,
        "label 'flags' is not allowed on RootFlags; labels name root parameters (RootConstants, CBV, SRV, UAV, DescriptorTable) and descriptor ranges"
    );
    assert_eq!(d.span, Some(Span::new(0, 5)));

    let d = err_with("CBV(b0), linear: StaticSampler(s0)", &o);
    assert_eq!(d.code, Code::RS0106);
    assert_eq!(d.span, Some(Span::new(9, 15)));
    assert!(d.message.contains("not allowed on StaticSampler"));

    let d = err_with(
        "DescriptorTable(vis: visibility = SHADER_VISIBILITY_ALL)",
        &o,
    );
    assert_eq!(d.code, Code::RS0106);
    assert_eq!(d.span, Some(Span::new(16, 19)));
    assert!(d.message.contains("not allowed on visibility"));

    let text = "a: CBV(b0), DescriptorTable(a: SRV(t0))";
    let d = err_with(text, &o);
    assert_eq!(d.code, Code::RS0116);
    assert_eq!(
        d.message,
        "the root signature uses label 'a' more than once"
    );
    assert_eq!(d.span, Some(Span::new(28, 29)));
    assert_eq!(d.related[0].span, Some(Span::new(0, 1)));
    // Labels are case-sensitive, like Rust names.
    ok_with("a: CBV(b0), A: CBV(b1)", &o);

    for keyword in ["type", "fn", "self", "Self", "match", "_"] {
        let text = format!("{keyword}: CBV(b0)");
        let d = err_with(&text, &o);
        assert_eq!(d.code, Code::RS0106, "{keyword}");
        assert_eq!(d.span, Some(Span::new(0, keyword.len())));
        assert_eq!(
            d.message,
            format!(
                "'{keyword}' is not allowed as a label; labels become Rust names, and '{keyword}' is reserved in Rust"
            )
        );
    }
    ok_with("_camera: CBV(b0), union: CBV(b1)", &o);

    // A label must be followed by an element.
    assert_eq!(err_with("a: 42", &o).code, Code::RS0101);
    assert_eq!(err_with("a:", &o).code, Code::RS0101);
    assert_eq!(err_with("a: Sampler(s0)", &o).code, Code::RS0101);
    // Labels are not arguments.
    let d = err_with("CBV(reg: b0)", &o);
    assert_eq!(d.code, Code::RS0106);
    assert_eq!(d.span, Some(Span::new(4, 7)));
    // A colon elsewhere is a plain parse error.
    assert_eq!(err_with("CBV(b0):", &o).code, Code::RS0102);
}

// ---------------------------------------------------------------------------
// Source map
// ---------------------------------------------------------------------------

#[test]
fn source_map_of_a_multi_element_signature() {
    let text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS),\n\
                CBV(b0, space = 1),\n\
                StaticSampler(s3, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 4),\n\
                DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL, Sampler(s1, flags = 0)),\n\
                RootConstants(num32BitConstants = 4, b1),\n\
                StaticSampler(s4)";
    let (s, map) = ok(text);
    assert_eq!(s.parameters.len(), 3);
    assert_eq!(map.parameters.len(), 3);
    assert_eq!(map.static_samplers.len(), 2);

    let flags = map.root_flags.as_ref().expect("root flags span");
    assert_eq!(
        flags.span,
        at(
            text,
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS)"
        )
    );
    assert_eq!(flags.keyword, at(text, "RootFlags"));
    assert_eq!(
        flags.args(),
        [(
            Arg::Flags,
            at(
                text,
                "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS"
            )
        )]
    );

    let cbv = &map.parameters[0];
    assert_eq!(cbv.element.span, at(text, "CBV(b0, space = 1)"));
    assert_eq!(cbv.element.keyword, at(text, "CBV"));
    assert_eq!(
        cbv.element.args(),
        [
            (Arg::Register, at(text, "b0")),
            (Arg::Space, at(text, "space = 1"))
        ]
    );
    assert!(cbv.ranges.is_empty());
    assert_eq!(cbv.element.arg(Arg::Visibility), None);
    assert_eq!(
        cbv.element.arg_or_element(Arg::Visibility),
        cbv.element.span
    );

    let tbl = &map.parameters[1];
    assert_eq!(
        tbl.element.span,
        at(
            text,
            "DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL, Sampler(s1, flags = 0))"
        )
    );
    assert_eq!(tbl.element.keyword, at(text, "DescriptorTable"));
    assert_eq!(
        tbl.element.args(),
        [(
            Arg::Visibility,
            at(text, "visibility = SHADER_VISIBILITY_PIXEL")
        )]
    );
    assert_eq!(tbl.ranges.len(), 2);
    assert_eq!(tbl.ranges[0].span, at(text, "SRV(t0, numDescriptors = 4)"));
    assert_eq!(tbl.ranges[0].keyword, at(text, "SRV"));
    assert_eq!(
        tbl.ranges[0].args(),
        [
            (Arg::Register, at(text, "t0")),
            (Arg::NumDescriptors, at(text, "numDescriptors = 4"))
        ]
    );
    assert_eq!(tbl.ranges[1].span, at(text, "Sampler(s1, flags = 0)"));
    assert_eq!(
        tbl.ranges[1].args(),
        [
            (Arg::Register, at(text, "s1")),
            (Arg::Flags, at(text, "flags = 0"))
        ]
    );

    let rc = &map.parameters[2];
    assert_eq!(
        rc.element.span,
        at(text, "RootConstants(num32BitConstants = 4, b1)")
    );
    assert_eq!(
        rc.element.args(),
        [
            (Arg::Num32BitConstants, at(text, "num32BitConstants = 4")),
            (Arg::Register, at(text, "b1"))
        ]
    );

    let s0 = &map.static_samplers[0];
    assert_eq!(
        s0.span,
        at(
            text,
            "StaticSampler(s3, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 4)"
        )
    );
    assert_eq!(
        s0.args(),
        [
            (Arg::Register, at(text, "s3")),
            (Arg::Filter, at(text, "filter = FILTER_MIN_MAG_MIP_POINT")),
            (Arg::MaxLod, at(text, "maxLOD = 4")),
        ]
    );
    assert_eq!(map.static_samplers[1].span, at(text, "StaticSampler(s4)"));
    let last = text.rfind("StaticSampler").unwrap();
    assert_eq!(map.static_samplers[1].keyword, Span::new(last, last + 13));
    assert_eq!(
        s0.keyword,
        Span::new(
            text.find("StaticSampler").unwrap(),
            text.find("StaticSampler").unwrap() + 13
        )
    );
}

#[test]
fn argument_spans_cover_signs_flag_sets_and_whitespace_inside() {
    let text = "StaticSampler(s0, mipLODBias =  - 2.5 , flags = UINT_BORDER_COLOR |\nNON_NORMALIZED_COORDINATES, space=+4)";
    let (_, map) = ok(text);
    let s = &map.static_samplers[0];
    assert_eq!(
        s.arg(Arg::MipLodBias),
        Some(at(text, "mipLODBias =  - 2.5"))
    );
    assert_eq!(
        s.arg(Arg::Flags),
        Some(at(
            text,
            "flags = UINT_BORDER_COLOR |\nNON_NORMALIZED_COORDINATES"
        ))
    );
    assert_eq!(s.arg(Arg::Space), Some(at(text, "space=+4")));
    assert_eq!(s.span, Span::new(0, text.len()));
    // Empty RootFlags has no flags argument.
    let (_, map) = ok("RootFlags( )");
    assert_eq!(map.root_flags.as_ref().unwrap().args(), []);
    assert_eq!(map.root_flags.as_ref().unwrap().span, Span::new(0, 12));
}

#[test]
fn source_map_is_empty_for_empty_text() {
    let (_, map) = ok("  \n ");
    assert_eq!(map, SourceMap::default());
}

// ---------------------------------------------------------------------------
// Robustness
// ---------------------------------------------------------------------------

#[test]
fn hostile_inputs_do_not_panic() {
    let long_word = "a".repeat(100_000);
    let long_number = "9".repeat(100_000);
    let long_float = format!("0.{}1e-5", "0".repeat(100_000));
    let inputs = [
        "(".repeat(100_000),
        ")".repeat(100_000),
        "DescriptorTable(".repeat(10_000),
        format!("CBV({long_word})"),
        format!("CBV(b{long_number})"),
        format!("CBV(b0, space = {long_number})"),
        format!("StaticSampler(s0, minLOD = {long_float})"),
        format!("CBV(b0, visibility = {long_word})"),
        format!("RootFlags({long_word})"),
        "CBV(b0), ".repeat(50_000),
        "\u{1F600}".into(),
        "CBV(b0\u{301})".into(),
        "\u{FEFF}CBV(b0)".into(),
        ".".into(),
        "e".into(),
        "-".into(),
        "|".into(),
        "=".into(),
        "0x".into(),
    ];
    for input in &inputs {
        let _ = parse(input, &options());
        let _ = parse(input, &labelled());
    }
    assert_eq!(sig(&"CBV(b0), ".repeat(50_000)).parameters.len(), 50_000);
    assert_eq!(err(&"(".repeat(100_000)).code, Code::RS0101);
    let d = err(&"DescriptorTable(".repeat(3));
    assert_eq!(d.code, Code::RS0106);
}

/// RS0113 names what it found first; it lists the flags in a note only
/// when its help does not already name the fix.
#[test]
fn a_wrong_flag_is_named_first_and_the_flags_are_listed_when_no_fix_is_named() {
    let root_flags = "the root flags are ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT, DENY_VERTEX_SHADER_ROOT_ACCESS, \
         DENY_HULL_SHADER_ROOT_ACCESS, DENY_DOMAIN_SHADER_ROOT_ACCESS, DENY_GEOMETRY_SHADER_ROOT_ACCESS, \
         DENY_PIXEL_SHADER_ROOT_ACCESS, ALLOW_STREAM_OUTPUT, LOCAL_ROOT_SIGNATURE, \
         DENY_AMPLIFICATION_SHADER_ROOT_ACCESS, DENY_MESH_SHADER_ROOT_ACCESS, \
         CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED, SAMPLER_HEAP_DIRECTLY_INDEXED";
    let list = || {
        vec![Related {
            span: None,
            label: root_flags.to_owned(),
        }]
    };

    let listed = "write root flag names joined with '|', or 0 for none";
    // (input, message, help, related)
    let cases = [
        // A one-letter typo: "did you mean" is the fix, so no list.
        (
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOT)",
            "'ALLOW_INPUT_ASSEMBLER_INPUT_LAYOT' is not a root flag",
            "did you mean 'ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT'?",
            vec![],
        ),
        // Nothing close: the flags are listed.
        (
            "RootFlags(DENY_COMPUTE_SHADER_ROOT_ACCESS)",
            "'DENY_COMPUTE_SHADER_ROOT_ACCESS' is not a root flag",
            listed,
            list(),
        ),
        // A flag of another kind: said so, and the right kind's flags listed.
        (
            "RootFlags(DATA_STATIC)",
            "'DATA_STATIC' is not a root flag",
            "DATA_STATIC is a root descriptor flag; it cannot be used here",
            list(),
        ),
        // Not a word at all.
        (
            "RootFlags(ALLOW_STREAM_OUTPUT |)",
            "')' is not a root flag",
            listed,
            list(),
        ),
    ];
    for (input, message, help, related) in cases {
        let d = err(input);
        assert_eq!(d.message, message, "{input}");
        assert_eq!(d.help.as_deref(), Some(help), "{input}");
        assert_eq!(d.related, related, "{input}");
        // The message stays short: what was found, and the kind of flag.
        assert!(d.message.len() < 60, "{}", d.message);
    }
}
