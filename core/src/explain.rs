//! Long explanations of every diagnostic code, for `rootsig explain RS0xxx`.
//!
//! Each explanation states the rule, why the platform or the compilers
//! enforce it, and who does, with a failing and a corrected example. Codes
//! that text can trigger have text examples with the settings they need;
//! the `RS03xx` codes (and RS0220) concern values the language cannot
//! spell, so their examples build a description through the API.
//!
//! ```
//! use rootsig_core::{compile, explain::{explain, Example}, Code};
//! let explanation = explain(Code::RS0217);
//! let Example::Text(example) = &explanation.example else { unreachable!() };
//! let errors = compile(&example.failing, &example.options()).unwrap_err();
//! assert_eq!(errors.codes()[0], Code::RS0217);
//! assert!(compile(&example.fixed, &example.options()).is_ok());
//! ```

use crate::{Code, Context, Options, Severity, Version};
use std::borrow::Cow;
use std::fmt;

/// The explanation of one diagnostic code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The code explained.
    pub code: Code,
    /// The rule in prose: what it means, why it exists, who enforces it.
    /// Paragraphs are separated by a blank line.
    pub rule: &'static str,
    /// A failing example and its correction.
    pub example: Example,
}

/// A failing example and its correction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Example {
    /// Root signature text, compiled with the given settings.
    Text(TextExample),
    /// A description built through the Rust API (or decoded from a blob),
    /// for values the language cannot spell. Both fields are Rust code.
    Api {
        /// Code building a description that triggers the rule.
        failing: &'static str,
        /// The same with the value corrected.
        fixed: &'static str,
    },
}

/// A text example: `failing` gives the code, `fixed` compiles cleanly
/// (without errors or warnings), both with the same settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextExample {
    /// Text whose first diagnostic has the explained code.
    pub failing: Cow<'static, str>,
    /// Corrected text.
    pub fixed: Cow<'static, str>,
    /// The root signature version to compile at.
    pub version: Version,
    /// The context to compile in.
    pub context: Context,
}

impl TextExample {
    /// Compile options for this example.
    pub fn options(&self) -> Options {
        Options {
            version: self.version,
            context: self.context,
            ..Options::default()
        }
    }
}

/// Looks up the explanation of a code. Every code has one.
///
/// ```
/// use rootsig_core::{explain::explain, Code};
/// let text = explain(Code::RS0002).to_string();
/// assert!(text.starts_with("RS0002 (error): register letters are lowercase\n"));
/// ```
pub fn explain(code: Code) -> Explanation {
    let (rule, example) = entry(code);
    Explanation {
        code,
        rule,
        example,
    }
}

/// The settings most examples use.
fn text(failing: &'static str, fixed: &'static str) -> Example {
    text_with(failing, fixed, Version::V1_1, Context::Standalone)
}

fn text_with(
    failing: &'static str,
    fixed: &'static str,
    version: Version,
    context: Context,
) -> Example {
    Example::Text(TextExample {
        failing: Cow::Borrowed(failing),
        fixed: Cow::Borrowed(fixed),
        version,
        context,
    })
}

fn api(failing: &'static str, fixed: &'static str) -> Example {
    Example::Api { failing, fixed }
}

/// `count` static samplers on registers s0, s1, …
fn many_samplers(count: u32) -> Cow<'static, str> {
    let items: Vec<String> = (0..count).map(|i| format!("StaticSampler(s{i})")).collect();
    Cow::Owned(items.join(", "))
}

fn entry(code: Code) -> (&'static str, Example) {
    use Code::*;
    match code {
        // ---- lexing ----
        RS0001 => (
            "The text contains a character that cannot begin any token of the root signature language. The language has no comments, no semicolons and no string literals: elements are separated by commas, and flags are combined with '|'. DXC and clang both stop at such a character.",
            text("CBV(b0); SRV(t0)", "CBV(b0), SRV(t0)"),
        ),
        RS0002 => (
            "Register tokens are a lowercase letter (b, t, u or s) followed by decimal digits. Keywords are case-insensitive, but register letters are not: neither DXC nor clang recognises 'B0' as a register, so rootsig reports it and suggests the lowercase spelling.",
            text("CBV(B0)", "CBV(b0)"),
        ),
        RS0003 => (
            "Every integer in the language (register numbers, spaces, counts, offsets) is a 32-bit unsigned value, so the largest is 4294967295. Both compilers reject larger literals rather than wrapping them.",
            text("CBV(b0, space = 4294967296)", "CBV(b0, space = 1)"),
        ),
        RS0004 => (
            "Numbers are decimal only. The language has no hexadecimal, octal or binary literals, and both DXC and clang reject '0x…'. Write the value in decimal; leading zeros do not mean octal.",
            text("CBV(b0, space = 0x10)", "CBV(b0, space = 16)"),
        ),
        RS0005 => (
            "A number is malformed: a second decimal point, an exponent without digits, a lone '.', or letters glued to the digits. Integers are digits only; floats are digits with a '.', an exponent or an 'f' suffix, such as 1.5, .5, 4.2e-3 or 42f. Both compilers reject these forms.",
            text(
                "StaticSampler(s0, maxLOD = 1.2.3)",
                "StaticSampler(s0, maxLOD = 1.2)",
            ),
        ),
        RS0006 => (
            "A register token must end after its digits. DXC silently reads 'b0x' as register 0 and ignores the rest; clang rejects it, and so does rootsig, because the trailing characters are almost always a typo that would otherwise bind the wrong register.",
            text("CBV(b0x)", "CBV(b0)"),
        ),
        RS0007 => (
            "mipLODBias, minLOD and maxLOD are stored as 32-bit floats. A literal larger than the largest f32, 3.402823466e+38 (FLT_MAX), cannot be stored, and both compilers reject it instead of producing infinity. To mean \"no upper limit\" for maxLOD, leave maxLOD out: its default is FLT_MAX.",
            text(
                "StaticSampler(s0, maxLOD = 3.5e38)",
                "StaticSampler(s0, maxLOD = 3.402823466e+38)",
            ),
        ),
        RS0008 => (
            "A non-zero float literal is so small that reading it as a double underflows (it rounds to zero or to a subnormal double). DXC reports the C library's range error for such literals; rootsig rejects them too. Write 0 if zero is meant.",
            text(
                "StaticSampler(s0, minLOD = 1e-400)",
                "StaticSampler(s0, minLOD = 0)",
            ),
        ),
        // ---- parsing ----
        RS0101 => (
            "The top level of a root signature is a comma-separated list of elements: RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable and StaticSampler. Anything else there is an error in both compilers. A common case is 'Sampler(…)', which exists only as a range inside a DescriptorTable; a fixed sampler at the top level is written StaticSampler.",
            text("Sampler(s0)", "DescriptorTable(Sampler(s0))"),
        ),
        RS0102 => (
            "Two elements follow each other without a comma between them. Elements at the top level must be separated by ',' (one trailing comma is allowed).",
            text("CBV(b0) SRV(t0)", "CBV(b0), SRV(t0)"),
        ),
        RS0103 => (
            "Every element keyword takes its arguments in parentheses, even when it has none, as in 'RootFlags()' or 'DescriptorTable()'.",
            text("CBV b0", "CBV(b0)"),
        ),
        RS0104 => (
            "Inside an element's parentheses, items are separated by ',' and the list ends with ')'. Something else appeared where one of them was needed, or the input ended before the ')' (in RootFlags, flags are joined by '|' rather than ','). Both compilers require the separators.",
            text(
                "RootConstants(b0 num32BitConstants = 1)",
                "RootConstants(b0, num32BitConstants = 1)",
            ),
        ),
        RS0105 => (
            "A list has an empty item: two commas in a row, a comma right after '(', or a comma alone. One trailing comma is allowed at the end of a list; empty items are not, in either compiler.",
            text("CBV(b0,, space = 1)", "CBV(b0, space = 1)"),
        ),
        RS0106 => (
            "The element does not accept this item. Each element has a fixed set of parameters: a root CBV takes a register, space, visibility and flags but no numDescriptors (only ranges inside a DescriptorTable have a count), ranges take no visibility (the table has one), and elements cannot nest except ranges in tables. The message lists what the element accepts.",
            text(
                "CBV(b0, numDescriptors = 2)",
                "DescriptorTable(CBV(b0, numDescriptors = 2))",
            ),
        ),
        RS0107 => (
            "Each kind of binding uses one register class: constant buffers and root constants use 'b', shader resource views 't', unordered access views 'u', and samplers 's'. The register letter tells the shader compiler which binding it is, so a mismatch is an error in both compilers.",
            text("CBV(t0)", "SRV(t0)"),
        ),
        RS0108 => (
            "Named parameters are written 'name = value'; the '=' is required.",
            text("CBV(b0, space 1)", "CBV(b0, space = 1)"),
        ),
        RS0109 => (
            "This parameter takes an unsigned decimal integer: space, num32BitConstants, numDescriptors (or 'unbounded'), offset (or DESCRIPTOR_RANGE_OFFSET_APPEND) and maxAnisotropy. Negative numbers, floats and other keywords are rejected by both compilers.",
            text("CBV(b0, space = -1)", "CBV(b0, space = 1)"),
        ),
        RS0110 => (
            "mipLODBias, minLOD and maxLOD take a number: an integer or float literal with an optional sign. Names and other tokens are not accepted.",
            text(
                "StaticSampler(s0, mipLODBias = abc)",
                "StaticSampler(s0, mipLODBias = 0.5)",
            ),
        ),
        RS0111 => (
            "In mipLODBias, minLOD and maxLOD, an integer literal after '-' must be at most 2147483648, because both compilers read it as a signed 32-bit integer before converting it to float. Larger magnitudes must be written as float literals.",
            text(
                "StaticSampler(s0, minLOD = -3000000000)",
                "StaticSampler(s0, minLOD = -3000000000.0)",
            ),
        ),
        RS0112 => (
            "The value is not one of the names this parameter accepts (shader visibility, filter, address mode, comparison function or border colour). Names are matched without regard to case but must be spelled in full, with their prefix, as in SHADER_VISIBILITY_PIXEL. The four FILTER_…MIN_MAG_ANISOTROPIC_MIP_POINT filters have no HLSL spelling and are rejected too.",
            text(
                "CBV(b0, visibility = SHADER_VISIBILITY_COMPUTE)",
                "CBV(b0, visibility = SHADER_VISIBILITY_ALL)",
            ),
        ),
        RS0113 => (
            "A flag name (or 0) was expected. Each kind of flags has its own names: root flags, root descriptor flags (DATA_*), descriptor range flags (DESCRIPTORS_* and DATA_*) and static sampler flags. A name from another kind, an unknown name, or nothing after '=' or '|' is an error. Compute shaders always see the root signature, so there is no DENY_COMPUTE flag.",
            text(
                "RootFlags(DENY_COMPUTE_SHADER_ROOT_ACCESS)",
                "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS)",
            ),
        ),
        RS0114 => (
            "Flags must be written by name. The only number allowed in a flag position is 0, meaning \"no flags\"; both compilers reject other numbers so that flag values stay readable and portable.",
            text(
                "RootFlags(1)",
                "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
            ),
        ),
        RS0115 => (
            "'0' stands for the empty flag set and cannot be combined with named flags using '|'. Both compilers reject the combination; remove the 0.",
            text(
                "RootFlags(0 | ALLOW_STREAM_OUTPUT)",
                "RootFlags(ALLOW_STREAM_OUTPUT)",
            ),
        ),
        RS0116 => (
            "Each parameter may be given at most once per element, including the register and a table's visibility. With two values it would be unclear which one is meant, so both compilers reject the repetition. Ranges inside a table are not parameters and may repeat.",
            text("CBV(b0, space = 1, space = 2)", "CBV(b0, space = 2)"),
        ),
        RS0117 => (
            "A mandatory parameter is missing. RootConstants, root descriptors, ranges and static samplers need a register, and RootConstants also needs num32BitConstants; there are no defaults for these.",
            text(
                "RootConstants(b0)",
                "RootConstants(b0, num32BitConstants = 4)",
            ),
        ),
        RS0118 => (
            "A root signature has a single flags word, so RootFlags may appear only once. Combine the flags of both elements with '|' in one RootFlags.",
            text(
                "RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)",
                "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0)",
            ),
        ),
        // ---- semantic: registers, spaces and counts ----
        RS0201 => (
            "Register number 4294967295 (0xFFFFFFFF) is reserved, so register numbers go up to 4294967294. This applies to root parameters, the base register of ranges and static samplers. clang and the seed specification reject it; DXC accepts it for a single register, but rootsig follows the stricter rule.",
            text("CBV(b4294967295)", "CBV(b4294967294)"),
        ),
        RS0202 => (
            "Register spaces 0xFFFFFFF0 (4294967280) and above are reserved for drivers and the operating system; a root signature must not use them. DXC, clang and D3D12 all reject them.",
            text("CBV(b0, space = 4294967295)", "CBV(b0, space = 4294967279)"),
        ),
        RS0203 => (
            "A descriptor range must describe at least one descriptor. numDescriptors = 0 is rejected by DXC, clang and the D3D12 runtime. Remove the range, or give it a count.",
            text(
                "DescriptorTable(UAV(u0, numDescriptors = 0))",
                "DescriptorTable(UAV(u0, numDescriptors = 1))",
            ),
        ),
        RS0204 => (
            "A bounded range covers the registers base to base + numDescriptors - 1, and that last register must not pass 4294967295. DXC and clang both reject ranges that would wrap around. Use fewer descriptors, a lower base register, or 'unbounded'.",
            text(
                "DescriptorTable(UAV(u4294967200, numDescriptors = 100))",
                "DescriptorTable(UAV(u4294967200, numDescriptors = 95))",
            ),
        ),
        // ---- semantic: flags and versions ----
        RS0205 => (
            "Root signature version 1.0 has no flag fields: root descriptors always behave as DATA_VOLATILE, CBV/SRV/UAV ranges as DESCRIPTORS_VOLATILE | DATA_VOLATILE and Sampler ranges as DESCRIPTORS_VOLATILE. At 1.0, 'flags' may only restate that fixed behaviour (as clang allows); anything else would be silently lost, so it is an error. DXC rejects every 'flags' at 1.0. Remove the flags, or compile at version 1.1.",
            text_with(
                "CBV(b0, flags = DATA_STATIC)",
                "CBV(b0)",
                Version::V1_0,
                Context::Standalone,
            ),
        ),
        RS0206 => (
            "Static sampler flags are stored only by root signature version 1.2. Below 1.2 the only flags value accepted is 0; a non-zero value would be dropped from the blob, so it is an error (clang's back end rejects it as well). Compile at version 1.2 to use UINT_BORDER_COLOR or NON_NORMALIZED_COORDINATES.",
            text(
                "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
                "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
            ),
        ),
        RS0207 => (
            "The DATA_* flags of a root descriptor state how often the data behind it changes, and they exclude each other: choose one of DATA_VOLATILE, DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC (or none). DXC, clang and D3D12 reject combinations.",
            text(
                "CBV(b0, flags = DATA_VOLATILE | DATA_STATIC)",
                "CBV(b0, flags = DATA_STATIC)",
            ),
        ),
        RS0208 => (
            "The DATA_* flags of a CBV, SRV or UAV range exclude each other: choose one of DATA_VOLATILE, DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC (or none). DXC, clang and D3D12 reject combinations.",
            text(
                "DescriptorTable(CBV(b0, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
                "DescriptorTable(CBV(b0, flags = DATA_VOLATILE))",
            ),
        ),
        RS0209 => (
            "DESCRIPTORS_VOLATILE means the descriptors may change until the command list executes, so the data they point to cannot be promised static for the whole time. It allows only DATA_VOLATILE or DATA_STATIC_WHILE_SET_AT_EXECUTE. DXC, clang and D3D12 reject DATA_STATIC with it.",
            text(
                "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))",
                "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
            ),
        ),
        RS0210 => (
            "DESCRIPTORS_VOLATILE says the descriptors may change; DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS says they are static. A range cannot be both. clang and the seed specification reject the combination (DXC does not check it).",
            text(
                "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
                "DescriptorTable(SRV(t0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
            ),
        ),
        RS0211 => (
            "Samplers have no data behind them, so the DATA_* flags make no sense on a Sampler range. Only DESCRIPTORS_VOLATILE or DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS (or 0) are allowed. DXC, clang and D3D12 reject the rest.",
            text(
                "DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))",
                "DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))",
            ),
        ),
        // ---- semantic: descriptor tables ----
        RS0212 => (
            "A descriptor table points into one descriptor heap, and samplers live in a heap of their own. So a table holds either Sampler ranges only or CBV/SRV/UAV ranges only. DXC, clang and D3D12 reject mixed tables; put the samplers in a second table.",
            text(
                "DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))",
                "DescriptorTable(SRV(t0), UAV(u0)), DescriptorTable(Sampler(s0))",
            ),
        ),
        RS0213 => (
            "A range whose offset is omitted (or DESCRIPTOR_RANGE_OFFSET_APPEND) starts right after the previous range. After an unbounded range there is no \"after\", so the appended range has no start offset. DXC and clang reject this. Put the unbounded range last, or give the next range an explicit offset.",
            text(
                "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0))",
                "DescriptorTable(SRV(t0), UAV(u0, numDescriptors = unbounded))",
            ),
        ),
        RS0214 => (
            "Warning. The D3D12 documentation says only the last range of a table may be unbounded. DXC and clang accept an unbounded range followed by a range with an explicit offset, and no runtime check has been confirmed, so rootsig warns instead of rejecting; the blob is still produced unless warnings are made errors.",
            text(
                "DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = 10), SRV(t0, space = 1, numDescriptors = 10, offset = 0))",
                "DescriptorTable(SRV(t0, space = 1, numDescriptors = 10, offset = 0), SRV(t0, numDescriptors = unbounded, offset = 10))",
            ),
        ),
        RS0215 => (
            "Descriptor offsets within a table are 32-bit: a range occupies its start offset (explicit, or appended after the previous range) through start + numDescriptors - 1, and that must not pass 4294967295. DXC and clang reject ranges that would.",
            text(
                "DescriptorTable(SRV(t0, offset = 4294967290, numDescriptors = 10))",
                "DescriptorTable(SRV(t0, offset = 10, numDescriptors = 10))",
            ),
        ),
        RS0216 => (
            "Warning. Two ranges of different types in one table use the same descriptor slots, so one heap descriptor would have to be, say, both an SRV and a UAV. The D3D12 resource-binding specification allows only ranges of the same type to alias. DXC and clang do not check this and no runtime check has been confirmed, so rootsig warns. Each range is reported once, naming the first earlier range it shares slots with.",
            text(
                "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2))",
                "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))",
            ),
        ),
        // ---- semantic: overlap ----
        RS0217 => (
            "Two bindings of the same register class in the same space share a register, and a shader stage sees both (ALL meets every stage; two single stages meet only when equal). The shader could not tell which binding a register means. Root constants count as 'b' registers, static samplers collide with Sampler ranges, and ranges of one table are checked against each other. DXC, clang and D3D12 reject overlaps; the later binding is reported.",
            text(
                "CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))",
                "CBV(b5), DescriptorTable(CBV(b0, numDescriptors = 5))",
            ),
        ),
        // ---- semantic: static samplers ----
        RS0218 => (
            "maxAnisotropy goes from 0 to 16; hardware supports at most 16x anisotropic filtering. DXC, clang and D3D12 reject larger values.",
            text(
                "StaticSampler(s0, maxAnisotropy = 17)",
                "StaticSampler(s0, maxAnisotropy = 16)",
            ),
        ),
        RS0219 => (
            "mipLODBias must lie between -16.0 and 15.99 (compared after rounding to a 32-bit float), the range D3D12 defines for the LOD bias. DXC, clang and D3D12 reject values outside it.",
            text(
                "StaticSampler(s0, mipLODBias = 16)",
                "StaticSampler(s0, mipLODBias = 15.99)",
            ),
        ),
        RS0220 => (
            "minLOD and maxLOD must be numbers; NaN would make the LOD clamp meaningless. Text cannot spell NaN, so this comes only from a description built through the API or decoded from a blob. DXC, clang's back end and the seed specification reject it.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.min_lod = f32::NAN;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.min_lod = 0.0;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        ),
        RS0221 => (
            "Warning. The D3D12 static sampler description requires minLOD to be at most maxLOD; otherwise the LOD clamp range is empty. DXC and clang accept it and no runtime check has been confirmed, so rootsig warns.",
            text(
                "StaticSampler(s0, minLOD = 4, maxLOD = 2)",
                "StaticSampler(s0, minLOD = 2, maxLOD = 4)",
            ),
        ),
        RS0222 => (
            "A comparison filter (FILTER_COMPARISON_…) compares each sample against a reference value, so it needs a comparison function; COMPARISON_NONE means there is none. DXC and the seed specification reject the combination.",
            text(
                "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)",
                "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_LESS)",
            ),
        ),
        RS0223 => (
            "Version 1.2. UINT_BORDER_COLOR makes the border colour an integer colour, which only TRANSPARENT_BLACK and the two _UINT colours can be; OPAQUE_BLACK and OPAQUE_WHITE are float colours. Note that the default border colour is OPAQUE_WHITE. Enforced by D3D12 and the seed specification.",
            text_with(
                "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
                "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
                Version::V1_2,
                Context::Standalone,
            ),
        ),
        RS0224 => (
            "Version 1.2. With NON_NORMALIZED_COORDINATES, texture coordinates are texels, which D3D12 supports only for simple filtering: the same min and mag filter, point mip filtering, no anisotropy and no comparison. Allowed are FILTER_MIN_MAG_MIP_POINT and FILTER_MIN_MAG_LINEAR_MIP_POINT and their MINIMUM_/MAXIMUM_ forms. Note that the default filter is ANISOTROPIC.",
            text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, minLOD = 0, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, minLOD = 0, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                Version::V1_2,
                Context::Standalone,
            ),
        ),
        RS0225 => (
            "Version 1.2. A sampler with NON_NORMALIZED_COORDINATES reads only the top mip level, so D3D12 requires minLOD = 0 and maxLOD = 0. Note that the default maxLOD is FLT_MAX.",
            text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)",
                Version::V1_2,
                Context::Standalone,
            ),
        ),
        RS0226 => (
            "Version 1.2. With NON_NORMALIZED_COORDINATES, wrapping and mirroring are not defined, so D3D12 requires addressU and addressV to be TEXTURE_ADDRESS_CLAMP or TEXTURE_ADDRESS_BORDER. Note that the default addressing is WRAP.",
            text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER)",
                Version::V1_2,
                Context::Standalone,
            ),
        ),
        // ---- semantic: root flags and local root signatures ----
        RS0227 => (
            "Warning. A DENY_<STAGE>_SHADER_ROOT_ACCESS flag hides the root signature from that stage, yet a root parameter is visible only to that same stage, so no shader can ever read it. The D3D12 documentation of the root signature flags describes this; DXC and clang do not check it, so rootsig warns.",
            text(
                "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
                "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
            ),
        ),
        RS0228 => (
            "A local root signature (LOCAL_ROOT_SIGNATURE) supplies arguments from a raytracing shader record. The graphics flags (input layout, DENY_*, stream output) and the two HEAP_DIRECTLY_INDEXED flags belong to global root signatures, and the D3D12 raytracing and dynamic-resources specifications forbid combining them with LOCAL_ROOT_SIGNATURE.",
            text(
                "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
                "RootFlags(LOCAL_ROOT_SIGNATURE)",
            ),
        ),
        RS0229 => (
            "Raytracing shaders have no per-stage visibility, so every root parameter of a local root signature must be visible to ALL, as the D3D12 raytracing specification requires.",
            text(
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)",
            ),
        ),
        RS0230 => (
            "Local root arguments live in a shader record of at most 4096 bytes, 32 of which hold the shader identifier, leaving 4064 bytes. The arguments are laid out in order: root constants take 4 bytes each (4-byte aligned), root descriptors and descriptor tables 8 bytes (8-byte aligned). The D3D12 raytracing specification sets the limit.",
            text(
                "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 1017, b0)",
                "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 1016, b0)",
            ),
        ),
        RS0231 => (
            "A root signature compiled for the global context (an HLSL [RootSignature] attribute or a GlobalRootSignature subobject) cannot be local. DXC rejects LOCAL_ROOT_SIGNATURE there; compile it in the local context instead, where the flag is added automatically.",
            text_with(
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)",
                "CBV(b0)",
                Version::V1_1,
                Context::Global,
            ),
        ),
        RS0232 => (
            "A global root signature may cost at most 64 DWORDs: each descriptor table costs 1, each root CBV/SRV/UAV 2, and each root constant 1; static samplers are free. The D3D12 runtime refuses to create larger root signatures (observed: 65 DWORDs fail, 64 succeed); DXC and clang do not check it. Move data into tables to save space.",
            text(
                "RootConstants(num32BitConstants = 65, b0)",
                "RootConstants(num32BitConstants = 64, b0)",
            ),
        ),
        RS0233 => (
            "A device supports at most 2032 unique static samplers across all live root signatures, so a root signature with more can never be created. Use a sampler descriptor table for the rest.",
            Example::Text(TextExample {
                failing: many_samplers(2033),
                fixed: many_samplers(2032),
                version: Version::V1_1,
                context: Context::Standalone,
            }),
        ),
        // ---- value domain ----
        RS0301 => (
            "Root flags may use only the bits 0x1 to 0x800 (mask 0xFFF). Other bits, including DXC's internal 0x80000000, have no meaning to D3D12; clang rejects them, and so does rootsig. Text cannot spell them, so this comes from an API-built description or a decoded blob.",
            api(
                "let sig = RootSignature {\n    flags: RootFlags::from_bits_retain(0x8000_0001),\n    ..RootSignature::default()\n};",
                "let sig = RootSignature {\n    flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,\n    ..RootSignature::default()\n};",
            ),
        ),
        RS0302 => (
            "Shader visibility is one of ALL (0) to MESH (7). A larger value names no stage; DXC and clang reject it. Only API-built or decoded descriptions can carry it.",
            api(
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: None,\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Cbv, descriptor),\n    visibility: ShaderVisibility(9),\n});",
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: None,\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Cbv, descriptor),\n    visibility: ShaderVisibility::PIXEL,\n});",
            ),
        ),
        RS0303 => (
            "A descriptor range type is SRV (0), UAV (1), CBV (2) or Sampler (3). Other values are rejected by DXC and clang, and D3D12 implementations refuse them. Only API-built or decoded descriptions can carry them.",
            api(
                "let range = DescriptorRange::new(DescriptorRangeType(7), 0);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
                "let range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        ),
        RS0304 => (
            "Root descriptor flags may use only DATA_VOLATILE (0x2), DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4) and DATA_STATIC (0x8); mask 0xE. In particular 0x1 (DESCRIPTORS_VOLATILE) does not exist for root descriptors, which have no descriptors. DXC and clang reject unknown bits.",
            api(
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: Some(RootDescriptorFlags::from_bits_retain(0x1)),\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Uav, descriptor),\n    visibility: ShaderVisibility::ALL,\n});",
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: Some(RootDescriptorFlags::DATA_VOLATILE),\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Uav, descriptor),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        ),
        RS0305 => (
            "Descriptor range flags may use only the bits 0x1, 0x2, 0x4, 0x8 and 0x10000 (mask 0x1000F). DXC and clang reject other bits.",
            api(
                "let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nrange.flags = Some(DescriptorRangeFlags::from_bits_retain(0x20));\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
                "let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nrange.flags = Some(DescriptorRangeFlags::DATA_STATIC);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        ),
        RS0306 => (
            "Static sampler flags (version 1.2) may use only UINT_BORDER_COLOR (0x1) and NON_NORMALIZED_COORDINATES (0x2). clang and D3D12 reject other bits.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.flags = StaticSamplerFlags::from_bits_retain(0x4);\nlet sig = RootSignature {\n    version: Version::V1_2,\n    static_samplers: vec![sampler],\n    ..RootSignature::default()\n};",
                "let mut sampler = StaticSampler::new(0);\nsampler.flags = StaticSamplerFlags::UINT_BORDER_COLOR;\nsampler.border_color = StaticBorderColor::OPAQUE_WHITE_UINT;\nlet sig = RootSignature {\n    version: Version::V1_2,\n    static_samplers: vec![sampler],\n    ..RootSignature::default()\n};",
            ),
        ),
        RS0307 => (
            "A static sampler's filter must be one of the 36 named D3D12 filters. Other bit patterns, including the newer MIN_MAG_ANISOTROPIC_MIP_POINT family (0x54, 0xD4, 0x154, 0x1D4), which needs a device capability and has no HLSL spelling, are rejected, as DXC and clang do.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.filter = Filter(0x54);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.filter = Filter::MIN_MAG_MIP_LINEAR;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        ),
        RS0308 => (
            "Texture address modes run from WRAP (1) to MIRROR_ONCE (5); there is no 0. DXC and clang reject other values in addressU, addressV and addressW.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.address_u = TextureAddressMode(0);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.address_u = TextureAddressMode::CLAMP;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        ),
        RS0309 => (
            "Comparison functions run from NONE (0) to ALWAYS (8). clang rejects larger values (DXC checks only with comparison filters); rootsig rejects them always.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.comparison_func = ComparisonFunc(9);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.comparison_func = ComparisonFunc::LESS;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        ),
        RS0310 => (
            "Static border colours run from TRANSPARENT_BLACK (0) to OPAQUE_WHITE_UINT (4). clang rejects larger values (DXC does not check); rootsig rejects them.",
            api(
                "let mut sampler = StaticSampler::new(0);\nsampler.border_color = StaticBorderColor(5);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.border_color = StaticBorderColor::OPAQUE_BLACK;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        ),
    }
}

/// Width that rule paragraphs are wrapped to.
const WIDTH: usize = 79;

impl fmt::Display for Explanation {
    /// The text `rootsig explain` prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let severity = match self.code.severity() {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        writeln!(f, "{} ({severity}): {}", self.code, self.code.title())?;
        for paragraph in self.rule.split("\n\n") {
            writeln!(f)?;
            for line in wrap(paragraph, WIDTH) {
                writeln!(f, "{line}")?;
            }
        }
        writeln!(f)?;
        match &self.example {
            Example::Text(example) => {
                writeln!(
                    f,
                    "Example (version {}, {} context), which gives {}:",
                    example.version,
                    context_name(example.context),
                    self.code
                )?;
                writeln!(f)?;
                writeln!(f, "    {}", abbreviate(&example.failing))?;
                writeln!(f)?;
                writeln!(f, "Corrected:")?;
                writeln!(f)?;
                writeln!(f, "    {}", abbreviate(&example.fixed))?;
            }
            Example::Api { failing, fixed } => {
                let intro = format!(
                    "The language cannot spell this value. A description built through the API (or decoded from a blob) that gives {}:",
                    self.code
                );
                for line in wrap(&intro, WIDTH) {
                    writeln!(f, "{line}")?;
                }
                writeln!(f)?;
                for line in failing.lines() {
                    writeln!(f, "    {line}")?;
                }
                writeln!(f)?;
                writeln!(f, "Corrected:")?;
                writeln!(f)?;
                for line in fixed.lines() {
                    writeln!(f, "    {line}")?;
                }
            }
        }
        Ok(())
    }
}

fn context_name(context: Context) -> &'static str {
    match context {
        Context::Standalone => "standalone",
        Context::Global => "global",
        Context::Local => "local",
    }
}

/// Shortens a very long list of elements to its first two and last items.
fn abbreviate(text: &str) -> Cow<'_, str> {
    let items: Vec<&str> = text.split(", ").collect();
    if text.len() <= 200 || items.len() <= 5 {
        return Cow::Borrowed(text);
    }
    let first = items.iter().take(2).copied().collect::<Vec<_>>().join(", ");
    let last = items.last().copied().unwrap_or_default();
    Cow::Owned(format!(
        "{first}, … ({} more), {last}",
        items.len().saturating_sub(3)
    ))
}

/// Greedy word wrap.
fn wrap(paragraph: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(core::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
