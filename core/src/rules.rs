//! The rule registry: every diagnostic code, defined once.
//!
//! Each row of the `rules!` table below gives one code its severity, its
//! title (the one-line rule), its explanation and a failing example with
//! its fix; the limits the rules check are the constants at the top. The
//! [`Code`] enum, [`Code::ALL`], the code ranges in messages, `rootsig
//! explain` (and `--list`), `docs/rules.md` and the tests all read this
//! table, so adding a code means adding a row here, emitting it where the
//! rule is checked, and testing it.
//!
//! A row, inside the block of its group:
//!
//! ```text
//! RS0218 Error "maxAnisotropy is above 16" {
//!     rule: "maxAnisotropy goes from 0 to 16; …",
//!     example: text("StaticSampler(s0, maxAnisotropy = 17)", "StaticSampler(s0)"),
//! }
//! ```
//!
//! The example is [`text`] (root signature text, or [`text_with`] for
//! another version or context), [`shader`] (HLSL whose entry `main` gives
//! the code) or [`api`] (Rust code building a description that text cannot
//! spell; `core/tests/explain.rs` runs it) or [`command`] (`rootsig`
//! command lines on compiled shaders; `cli/tests/container.rs` runs
//! them).
//!
//! ```
//! use rootsig_core::{rules, Code, Severity};
//! let code: Code = "RS0218".parse().unwrap();
//! assert_eq!(code.severity(), Severity::Error);
//! assert_eq!(code.title(), format!("maxAnisotropy is above {}", rules::MAX_ANISOTROPY));
//! ```

use crate::model::{Context, Version};
use crate::options::Options;
use std::borrow::Cow;

// ---- the limits the rules check ----

/// Register spaces from this one up are reserved for the runtime (RS0202).
pub const FIRST_RESERVED_SPACE: u32 = 0xFFFF_FFF0;

/// The largest `maxAnisotropy` of a static sampler (RS0218).
pub const MAX_ANISOTROPY: u32 = 16;

/// The smallest `mipLODBias` of a static sampler (RS0219).
pub const MIN_MIP_LOD_BIAS: f32 = -16.0;

/// The largest `mipLODBias` of a static sampler (RS0219), compared after
/// rounding to a 32-bit float (0x417FD70A).
pub const MAX_MIP_LOD_BIAS: f32 = 15.99;

/// The bytes of a raytracing shader record (RS0230).
pub const SHADER_RECORD_SIZE: u64 = 4096;

/// The bytes of a shader identifier, at the start of a shader record (RS0230).
pub const SHADER_IDENTIFIER_SIZE: u64 = 32;

/// The most bytes the root arguments of a local root signature may take
/// (RS0230): what a shader record holds besides the shader identifier.
pub const MAX_LOCAL_ROOT_ARGUMENTS_SIZE: u64 = SHADER_RECORD_SIZE - SHADER_IDENTIFIER_SIZE;

/// The most DWORDs a (global) root signature may cost (RS0232).
pub const MAX_ROOT_COST: u64 = 64;

/// The most static samplers one root signature may have (RS0233).
pub const MAX_STATIC_SAMPLERS: usize = 2032;

/// Namespaces nested deeper than this are refused (BN0012): the scanner
/// reads them recursively, and no real shader comes near.
pub const MAX_NAMESPACE_DEPTH: usize = 256;

/// Struct types holding struct types deeper than this are refused
/// (BN0012); DXC has no such limit, but no real shader comes near.
pub const MAX_STRUCT_DEPTH: usize = 64;

/// The most rows of the binding table that resources in elements of arrays
/// of structs may make in one shader (BN0206): each element is a row, and
/// nested arrays multiply.
pub const MAX_STRUCT_ROWS: u64 = 1 << 16;

/// The bytes the preprocessor reads in one file and in all files of one
/// run (HL0001, HL0004): no shader is this large, and every byte read is
/// kept for diagnostics and costs memory inside the compiler.
pub const MAX_INPUT_BYTES: usize = 64 << 20;

/// `#include` nesting, as in clang (HL0003).
pub const MAX_INCLUDE_DEPTH: usize = 200;

/// Nested macro-argument expansions and `#if` sub-expansions (HL0111).
pub const MAX_EXPANSION_DEPTH: usize = 128;

// ---- what a row holds ----

/// Whether a diagnostic stops the blob from being produced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Severity {
    /// The root signature is rejected.
    Error,
    /// Reported, but the blob is still produced (unless warnings are made errors).
    Warning,
}

/// A failing example and its correction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Example {
    /// Root signature text, compiled with the given settings.
    Text(TextExample),
    /// HLSL source whose entry `main` is checked for a stage: the shader
    /// side (`BN` codes). Rules against a root signature use the entry's
    /// `[RootSignature(…)]` attribute.
    Shader {
        /// Source that gives the code.
        failing: &'static str,
        /// The same with the mistake corrected.
        fixed: &'static str,
        /// The stage of `main`, such as `"pixel"`.
        stage: &'static str,
    },
    /// A description built through the Rust API (or decoded from a blob),
    /// for values the language cannot spell. Both fields are Rust code.
    Api {
        /// Code building a description that triggers the rule.
        failing: &'static str,
        /// The same with the value corrected.
        fixed: &'static str,
    },
    /// `rootsig` command lines on compiled shaders and containers, whose
    /// problems no text can show. `cli/tests/container.rs` runs them in a
    /// directory holding the files they name.
    Command {
        /// A command that reports the code.
        failing: &'static str,
        /// A command that does what was meant, without the code.
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

/// A text example compiled at version 1.1, standalone: the settings most
/// examples use.
pub fn text(failing: impl Into<Cow<'static, str>>, fixed: impl Into<Cow<'static, str>>) -> Example {
    text_with(failing, fixed, Version::V1_1, Context::Standalone)
}

/// A text example compiled at another version or in another context.
pub fn text_with(
    failing: impl Into<Cow<'static, str>>,
    fixed: impl Into<Cow<'static, str>>,
    version: Version,
    context: Context,
) -> Example {
    Example::Text(TextExample {
        failing: failing.into(),
        fixed: fixed.into(),
        version,
        context,
    })
}

/// A shader example, for the pixel stage.
pub fn shader(failing: &'static str, fixed: &'static str) -> Example {
    Example::Shader {
        failing,
        fixed,
        stage: "pixel",
    }
}

/// An example in Rust code, for values the language cannot spell.
pub fn api(failing: &'static str, fixed: &'static str) -> Example {
    Example::Api { failing, fixed }
}

/// An example of `rootsig` command lines, for compiled shaders and
/// containers.
pub fn command(failing: &'static str, fixed: &'static str) -> Example {
    Example::Command { failing, fixed }
}

/// `count` static samplers on registers s0, s1, …
fn many_samplers(count: usize) -> String {
    let items: Vec<String> = (0..count).map(|i| format!("StaticSampler(s{i})")).collect();
    items.join(", ")
}

/// Defines [`Code`] and everything each code has from the rows below.
macro_rules! rules {
    ($(
        $group:literal {
            $(
                $code:ident $severity:ident $title:literal {
                    rule: $rule:literal,
                    example: $example:expr,
                }
            )*
        }
    )*) => {
        /// A stable diagnostic code: one row of the rule registry.
        ///
        /// Codes are grouped by phase: `RS00xx` lexing, `RS01xx` parsing,
        /// `RS02xx` semantic rules, `RS03xx` value-domain rules for
        /// descriptions built through the API or decoded from a blob. The
        /// `BN` codes are the shader side (`bindings`, a cargo feature):
        /// `BN00xx` register syntax, `BN01xx` register types, `BN02xx`
        /// allocation, `BN03xx` a shader against a root signature, `BN04xx`
        /// compiled shaders and containers, `BN05xx` constant buffers as Rust
        /// types. The `HL` codes are the HLSL front
        /// end: `HL00xx` files, `HL01xx` the preprocessor, `HL02xx` finding
        /// the root signature or entry function. Each variant's doc is its
        /// title.
        ///
        /// ```
        /// use rootsig_core::{Code, Severity};
        /// let code: Code = "RS0217".parse().unwrap();
        /// assert_eq!(code, Code::RS0217);
        /// assert_eq!(code.as_str(), "RS0217");
        /// assert_eq!(Code::RS0214.severity(), Severity::Warning);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code { $($(#[doc = $title] $code,)*)* }

        impl Code {
            /// Every code, in numeric order.
            pub const ALL: &'static [Code] = &[$($(Code::$code,)*)*];

            /// The code as written in messages, such as `"RS0217"`.
            pub const fn as_str(self) -> &'static str {
                match self { $($(Code::$code => stringify!($code),)*)* }
            }

            /// The severity a diagnostic with this code has.
            pub const fn severity(self) -> Severity {
                match self { $($(Code::$code => Severity::$severity,)*)* }
            }

            /// A one-line statement of the rule.
            pub const fn title(self) -> &'static str {
                match self { $($(Code::$code => $title,)*)* }
            }

            /// The heading of the code's group in the rule reference.
            pub(crate) const fn group(self) -> &'static str {
                match self { $($(Code::$code => $group,)*)* }
            }

            /// The rule in prose: what it means, why it exists, who
            /// enforces it. Paragraphs are separated by a blank line.
            pub(crate) const fn rule(self) -> &'static str {
                match self { $($(Code::$code => $rule,)*)* }
            }

            /// A failing example and its correction.
            pub(crate) fn example(self) -> Example {
                match self { $($(Code::$code => $example,)*)* }
            }
        }
    };
}

impl Code {
    /// The codes' families with the first and last code of each, as
    /// messages name them.
    ///
    /// ```
    /// use rootsig_core::Code;
    /// assert!(Code::ranges().starts_with("RS0001 to RS0"));
    /// assert!(Code::ranges().contains(", BN0001 to BN0"));
    /// assert!(Code::ranges().ends_with(", and HL0001 to HL0204"));
    /// ```
    pub fn ranges() -> String {
        let mut families: Vec<(Code, Code)> = Vec::new();
        for &code in Code::ALL {
            match families.last_mut() {
                Some((first, last)) if first.as_str()[..2] == code.as_str()[..2] => *last = code,
                _ => families.push((code, code)),
            }
        }
        let mut out = String::new();
        for (i, (first, last)) in families.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == families.len() {
                    ", and "
                } else {
                    ", "
                });
            }
            out.push_str(&format!("{} to {}", first.as_str(), last.as_str()));
        }
        out
    }
}

// ---- the rows: one per code, in numeric order, in the block of its group ----

rules! {
    "Lexing (RS00xx)" {
        RS0001 Error "a character that cannot start any token" {
            rule: "The text contains a character that cannot begin any token of the root signature language. The language has no comments, no semicolons and no string literals: elements are separated by commas, and flags are combined with '|'. DXC and clang both stop at such a character.",
            example: text("CBV(b0); SRV(t0)", "CBV(b0), SRV(t0)"),
        }
        RS0002 Error "register letters are lowercase" {
            rule: "Register tokens are a lowercase letter (b, t, u or s) followed by decimal digits. Keywords are case-insensitive, but register letters are not: neither DXC nor clang recognises 'B0' as a register, so rootsig reports it and suggests the lowercase spelling.",
            example: text("CBV(B0)", "CBV(b0)"),
        }
        RS0003 Error "a number does not fit in 32 bits" {
            rule: "Every integer in the language (register numbers, spaces, counts, offsets) is a 32-bit unsigned value, so the largest is 4294967295. Both compilers reject larger literals rather than wrapping them.",
            example: text("CBV(b0, space = 4294967296)", "CBV(b0, space = 1)"),
        }
        RS0004 Error "numbers are decimal; hexadecimal is not allowed" {
            rule: "Numbers are decimal only. The language has no hexadecimal, octal or binary literals, and both DXC and clang reject '0x…'. Write the value in decimal; leading zeros do not mean octal.",
            example: text("CBV(b0, space = 0x10)", "CBV(b0, space = 16)"),
        }
        RS0005 Error "malformed number" {
            rule: "A number is malformed: a second decimal point, an exponent without digits, a lone '.', or letters glued to the digits. Integers are digits only; floats are digits with a '.', an exponent or an 'f' suffix, such as 1.5, .5, 4.2e-3 or 42f. Both compilers reject these forms.",
            example: text(
                "StaticSampler(s0, maxLOD = 1.2.3)",
                "StaticSampler(s0, maxLOD = 1.2)",
            ),
        }
        RS0006 Error "a register token has trailing characters" {
            rule: "A register token must end after its digits. DXC silently reads 'b0x' as register 0 and ignores the rest; clang rejects it, and so does rootsig, because the trailing characters are almost always a typo that would otherwise bind the wrong register.",
            example: text("CBV(b0x)", "CBV(b0)"),
        }
        RS0007 Error "a float literal is too large for a 32-bit float" {
            rule: "mipLODBias, minLOD and maxLOD are stored as 32-bit floats. A literal larger than the largest f32, 3.402823466e+38 (FLT_MAX), cannot be stored, and both compilers reject it instead of producing infinity. To mean \"no upper limit\" for maxLOD, leave maxLOD out: its default is FLT_MAX.",
            example: text(
                "StaticSampler(s0, maxLOD = 3.5e38)",
                "StaticSampler(s0, maxLOD = 3.402823466e+38)",
            ),
        }
        RS0008 Error "a non-zero float literal is too small to represent" {
            rule: "A non-zero float literal is so small that reading it as a double underflows (it rounds to zero or to a subnormal double). DXC reports the C library's range error for such literals; rootsig rejects them too. Write 0 if zero is meant.",
            example: text(
                "StaticSampler(s0, minLOD = 1e-400)",
                "StaticSampler(s0, minLOD = 0)",
            ),
        }
    }
    "Parsing (RS01xx)" {
        RS0101 Error "expected a root element" {
            rule: "The top level of a root signature is a comma-separated list of elements: RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable and StaticSampler. Anything else there is an error in both compilers. A common case is 'Sampler(…)', which exists only as a range inside a DescriptorTable; a fixed sampler at the top level is written StaticSampler.",
            example: text("Sampler(s0)", "DescriptorTable(Sampler(s0))"),
        }
        RS0102 Error "elements must be separated by commas" {
            rule: "Two elements follow each other without a comma between them. Elements at the top level must be separated by ',' (one trailing comma is allowed).",
            example: text("CBV(b0) SRV(t0)", "CBV(b0), SRV(t0)"),
        }
        RS0103 Error "an element keyword must be followed by '('" {
            rule: "Every element keyword takes its arguments in parentheses, even when it has none, as in 'RootFlags()' or 'DescriptorTable()'.",
            example: text("CBV b0", "CBV(b0)"),
        }
        RS0104 Error "expected ',' or ')' (or the input ended inside parentheses)" {
            rule: "Inside an element's parentheses, items are separated by ',' and the list ends with ')'. Something else appeared where one of them was needed, or the input ended before the ')' (in RootFlags, flags are joined by '|' rather than ','). Both compilers require the separators.",
            example: text(
                "RootConstants(b0 num32BitConstants = 1)",
                "RootConstants(b0, num32BitConstants = 1)",
            ),
        }
        RS0105 Error "empty item: an extra comma" {
            rule: "A list has an empty item: two commas in a row, a comma right after '(', or a comma alone. One trailing comma is allowed at the end of a list; empty items are not, in either compiler.",
            example: text("CBV(b0,, space = 1)", "CBV(b0, space = 1)"),
        }
        RS0106 Error "an item that the element does not accept" {
            rule: "The element does not accept this item. Each element has a fixed set of parameters: a root CBV takes a register, space, visibility and flags but no numDescriptors (only ranges inside a DescriptorTable have a count), ranges take no visibility (the table has one), and elements cannot nest except ranges in tables. The message lists what the element accepts.",
            example: text(
                "CBV(b0, numDescriptors = 2)",
                "DescriptorTable(CBV(b0, numDescriptors = 2))",
            ),
        }
        RS0107 Error "a register of the wrong class" {
            rule: "Each kind of binding uses one register class: constant buffers and root constants use 'b', shader resource views 't', unordered access views 'u', and samplers 's'. The register letter tells the shader compiler which binding it is, so a mismatch is an error in both compilers.",
            example: text("CBV(t0)", "SRV(t0)"),
        }
        RS0108 Error "a parameter name must be followed by '='" {
            rule: "Named parameters are written 'name = value'; the '=' is required.",
            example: text("CBV(b0, space 1)", "CBV(b0, space = 1)"),
        }
        RS0109 Error "an unsigned decimal integer is expected" {
            rule: "This parameter takes an unsigned decimal integer: space, num32BitConstants, numDescriptors (or 'unbounded'), offset (or DESCRIPTOR_RANGE_OFFSET_APPEND) and maxAnisotropy. Negative numbers, floats and other keywords are rejected by both compilers.",
            example: text("CBV(b0, space = -1)", "CBV(b0, space = 1)"),
        }
        RS0110 Error "a number is expected" {
            rule: "mipLODBias, minLOD and maxLOD take a number: an integer or float literal with an optional sign. Names and other tokens are not accepted.",
            example: text(
                "StaticSampler(s0, mipLODBias = abc)",
                "StaticSampler(s0, mipLODBias = 0.5)",
            ),
        }
        RS0111 Error "a negative integer is out of range for a float parameter" {
            rule: "In mipLODBias, minLOD and maxLOD, an integer literal after '-' must be at most 2147483648, because both compilers read it as a signed 32-bit integer before converting it to float. Larger magnitudes must be written as float literals.",
            example: text(
                "StaticSampler(s0, minLOD = -3000000000)",
                "StaticSampler(s0, minLOD = -3000000000.0)",
            ),
        }
        RS0112 Error "unknown enumeration value" {
            rule: "The value is not one of the names this parameter accepts (shader visibility, filter, address mode, comparison function or border colour). Names are matched without regard to case but must be spelled in full, with their prefix, as in SHADER_VISIBILITY_PIXEL. The four FILTER_…MIN_MAG_ANISOTROPIC_MIP_POINT filters have no HLSL spelling and are rejected too.",
            example: text(
                "CBV(b0, visibility = SHADER_VISIBILITY_COMPUTE)",
                "CBV(b0, visibility = SHADER_VISIBILITY_ALL)",
            ),
        }
        RS0113 Error "a flag name (or 0) is expected" {
            rule: "A flag name (or 0) was expected. Each kind of flags has its own names: root flags, root descriptor flags (DATA_*), descriptor range flags (DESCRIPTORS_* and DATA_*) and static sampler flags. A name from another kind, an unknown name, or nothing after '=' or '|' is an error. Compute shaders always see the root signature, so there is no DENY_COMPUTE flag.",
            example: text(
                "RootFlags(DENY_COMPUTE_SHADER_ROOT_ACCESS)",
                "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS)",
            ),
        }
        RS0114 Error "flags must be written by name; only 0 may be a number" {
            rule: "Flags must be written by name. The only number allowed in a flag position is 0, meaning \"no flags\"; both compilers reject other numbers so that flag values stay readable and portable.",
            example: text(
                "RootFlags(1)",
                "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
            ),
        }
        RS0115 Error "'0' cannot be combined with other flags" {
            rule: "'0' stands for the empty flag set and cannot be combined with named flags using '|'. Both compilers reject the combination; remove the 0.",
            example: text(
                "RootFlags(0 | ALLOW_STREAM_OUTPUT)",
                "RootFlags(ALLOW_STREAM_OUTPUT)",
            ),
        }
        RS0116 Error "a parameter is given more than once" {
            rule: "Each parameter may be given at most once per element, including the register and a table's visibility. With two values it would be unclear which one is meant, so both compilers reject the repetition. Ranges inside a table are not parameters and may repeat.",
            example: text("CBV(b0, space = 1, space = 2)", "CBV(b0, space = 2)"),
        }
        RS0117 Error "a mandatory parameter is missing" {
            rule: "A mandatory parameter is missing. RootConstants, root descriptors, ranges and static samplers need a register, and RootConstants also needs num32BitConstants; there are no defaults for these.",
            example: text(
                "RootConstants(b0)",
                "RootConstants(b0, num32BitConstants = 4)",
            ),
        }
        RS0118 Error "RootFlags may appear only once" {
            rule: "A root signature has a single flags word, so RootFlags may appear only once. Combine the flags of both elements with '|' in one RootFlags.",
            example: text(
                "RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)",
                "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0)",
            ),
        }
    }
    "Semantic rules (RS02xx)" {
        // ---- semantic: registers, spaces and counts ----
        RS0201 Error "register 4294967295 is reserved" {
            rule: "Register number 4294967295 (0xFFFFFFFF) is reserved, so register numbers go up to 4294967294. This applies to root parameters, the base register of ranges and static samplers. clang and the seed specification reject it; DXC accepts it for a single register, but rootsig follows the stricter rule.",
            example: text("CBV(b4294967295)", "CBV(b4294967294)"),
        }
        RS0202 Error "register spaces 0xFFFFFFF0 and above are reserved" {
            rule: "Register spaces 0xFFFFFFF0 (4294967280) and above are reserved for drivers and the operating system; a root signature must not use them. DXC, clang and D3D12 all reject them.",
            example: text("CBV(b0, space = 4294967295)", "CBV(b0, space = 4294967279)"),
        }
        RS0203 Error "a descriptor range needs at least one descriptor" {
            rule: "A descriptor range must describe at least one descriptor. numDescriptors = 0 is rejected by DXC, clang and the D3D12 runtime. Remove the range, or give it a count.",
            example: text(
                "DescriptorTable(UAV(u0, numDescriptors = 0))",
                "DescriptorTable(UAV(u0, numDescriptors = 1))",
            ),
        }
        RS0204 Error "a range runs past the last register" {
            rule: "A bounded range covers the registers base to base + numDescriptors - 1, and that last register must not pass 4294967295. DXC and clang both reject ranges that would wrap around. Use fewer descriptors, a lower base register, or 'unbounded'.",
            example: text(
                "DescriptorTable(UAV(u4294967200, numDescriptors = 100))",
                "DescriptorTable(UAV(u4294967200, numDescriptors = 95))",
            ),
        }
        // ---- semantic: flags and versions ----
        RS0205 Error "version 1.0 has no flag fields" {
            rule: "Root signature version 1.0 has no flag fields: root descriptors always behave as DATA_VOLATILE, CBV/SRV/UAV ranges as DESCRIPTORS_VOLATILE | DATA_VOLATILE and Sampler ranges as DESCRIPTORS_VOLATILE. At 1.0, 'flags' may only restate that fixed behaviour (as clang allows); anything else would be silently lost, so it is an error. DXC rejects every 'flags' at 1.0. Remove the flags, or compile at version 1.1.",
            example: text_with(
                "CBV(b0, flags = DATA_STATIC)",
                "CBV(b0)",
                Version::V1_0,
                Context::Standalone,
            ),
        }
        RS0206 Error "static sampler flags need version 1.2" {
            rule: "Static sampler flags are stored only by root signature version 1.2. Below 1.2 the only flags value accepted is 0; a non-zero value would be dropped from the blob, so it is an error (clang's back end rejects it as well). Compile at version 1.2 to use UINT_BORDER_COLOR or NON_NORMALIZED_COORDINATES.",
            example: text(
                "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
                "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
            ),
        }
        RS0207 Error "a root descriptor sets more than one DATA_* flag" {
            rule: "The DATA_* flags of a root descriptor state how often the data behind it changes, and they exclude each other: choose one of DATA_VOLATILE, DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC (or none). DXC, clang and D3D12 reject combinations.",
            example: text(
                "CBV(b0, flags = DATA_VOLATILE | DATA_STATIC)",
                "CBV(b0, flags = DATA_STATIC)",
            ),
        }
        RS0208 Error "a descriptor range sets more than one DATA_* flag" {
            rule: "The DATA_* flags of a CBV, SRV or UAV range exclude each other: choose one of DATA_VOLATILE, DATA_STATIC_WHILE_SET_AT_EXECUTE and DATA_STATIC (or none). DXC, clang and D3D12 reject combinations.",
            example: text(
                "DescriptorTable(CBV(b0, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
                "DescriptorTable(CBV(b0, flags = DATA_VOLATILE))",
            ),
        }
        RS0209 Error "DESCRIPTORS_VOLATILE cannot be combined with DATA_STATIC" {
            rule: "DESCRIPTORS_VOLATILE means the descriptors may change until the command list executes, so the data they point to cannot be promised static for the whole time. It allows only DATA_VOLATILE or DATA_STATIC_WHILE_SET_AT_EXECUTE. DXC, clang and D3D12 reject DATA_STATIC with it.",
            example: text(
                "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))",
                "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
            ),
        }
        RS0210 Error "descriptors cannot be both volatile and static" {
            rule: "DESCRIPTORS_VOLATILE says the descriptors may change; DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS says they are static. A range cannot be both. clang and the seed specification reject the combination (DXC does not check it).",
            example: text(
                "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
                "DescriptorTable(SRV(t0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
            ),
        }
        RS0211 Error "Sampler ranges cannot have DATA_* flags" {
            rule: "Samplers have no data behind them, so the DATA_* flags make no sense on a Sampler range. Only DESCRIPTORS_VOLATILE or DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS (or 0) are allowed. DXC, clang and D3D12 reject the rest.",
            example: text(
                "DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))",
                "DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE))",
            ),
        }
        // ---- semantic: descriptor tables ----
        RS0212 Error "a table mixes Sampler ranges with CBV/SRV/UAV ranges" {
            rule: "A descriptor table points into one descriptor heap, and samplers live in a heap of their own. So a table holds either Sampler ranges only or CBV/SRV/UAV ranges only. DXC, clang and D3D12 reject mixed tables; put the samplers in a second table.",
            example: text(
                "DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))",
                "DescriptorTable(SRV(t0), UAV(u0)), DescriptorTable(Sampler(s0))",
            ),
        }
        RS0213 Error "an appended range follows an unbounded range" {
            rule: "A range whose offset is omitted (or DESCRIPTOR_RANGE_OFFSET_APPEND) starts right after the previous range. After an unbounded range there is no \"after\", so the appended range has no start offset. DXC and clang reject this. Put the unbounded range last, or give the next range an explicit offset.",
            example: text(
                "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0))",
                "DescriptorTable(SRV(t0), UAV(u0, numDescriptors = unbounded))",
            ),
        }
        RS0214 Warning "an unbounded range is not the last range of its table" {
            rule: "Warning. The D3D12 documentation says only the last range of a table may be unbounded. DXC and clang accept an unbounded range followed by a range with an explicit offset, and no runtime check has been confirmed, so rootsig warns instead of rejecting; the blob is still produced unless warnings are made errors.",
            example: text(
                "DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = 10), SRV(t0, space = 1, numDescriptors = 10, offset = 0))",
                "DescriptorTable(SRV(t0, space = 1, numDescriptors = 10, offset = 0), SRV(t0, numDescriptors = unbounded, offset = 10))",
            ),
        }
        RS0215 Error "a range ends past descriptor offset 4294967295" {
            rule: "Descriptor offsets within a table are 32-bit: a range occupies its start offset (explicit, or appended after the previous range) through start + numDescriptors - 1, and that must not pass 4294967295. DXC and clang reject ranges that would.",
            example: text(
                "DescriptorTable(SRV(t0, offset = 4294967290, numDescriptors = 10))",
                "DescriptorTable(SRV(t0, offset = 10, numDescriptors = 10))",
            ),
        }
        RS0216 Warning "ranges of different types share descriptor slots" {
            rule: "Warning. Two ranges of different types in one table use the same descriptor slots, so one heap descriptor would have to be, say, both an SRV and a UAV. The D3D12 resource-binding specification allows only ranges of the same type to alias. DXC and clang do not check this and no runtime check has been confirmed, so rootsig warns. Each range is reported once, naming the first earlier range it shares slots with.",
            example: text(
                "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2))",
                "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))",
            ),
        }
        // ---- semantic: overlap ----
        RS0217 Error "two bindings overlap" {
            rule: "Two bindings of the same register class in the same space share a register, and a shader stage sees both (ALL meets every stage; two single stages meet only when equal). The shader could not tell which binding a register means. Root constants count as 'b' registers, static samplers collide with Sampler ranges, and ranges of one table are checked against each other. DXC, clang and D3D12 reject overlaps; the later binding is reported.",
            example: text(
                "CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))",
                "CBV(b5), DescriptorTable(CBV(b0, numDescriptors = 5))",
            ),
        }
        // ---- semantic: static samplers ----
        RS0218 Error "maxAnisotropy is above 16" {
            rule: "maxAnisotropy goes from 0 to 16; hardware supports at most 16x anisotropic filtering. DXC, clang and D3D12 reject larger values.",
            example: text(
                format!("StaticSampler(s0, maxAnisotropy = {})", MAX_ANISOTROPY + 1),
                format!("StaticSampler(s0, maxAnisotropy = {MAX_ANISOTROPY})"),
            ),
        }
        RS0219 Error "mipLODBias is outside -16 to 15.99" {
            rule: "mipLODBias must lie between -16.0 and 15.99 (compared after rounding to a 32-bit float), the range D3D12 defines for the LOD bias. DXC, clang and D3D12 reject values outside it.",
            example: text(
                "StaticSampler(s0, mipLODBias = 16)",
                "StaticSampler(s0, mipLODBias = 15.99)",
            ),
        }
        RS0220 Error "minLOD or maxLOD is NaN" {
            rule: "minLOD and maxLOD must be numbers; NaN would make the LOD clamp meaningless. Text cannot spell NaN, so this comes only from a description built through the API or decoded from a blob. DXC, clang's back end and the seed specification reject it.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.min_lod = f32::NAN;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.min_lod = 0.0;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        }
        RS0221 Warning "minLOD is greater than maxLOD" {
            rule: "Warning. The D3D12 static sampler description requires minLOD to be at most maxLOD; otherwise the LOD clamp range is empty. DXC and clang accept it and no runtime check has been confirmed, so rootsig warns.",
            example: text(
                "StaticSampler(s0, minLOD = 4, maxLOD = 2)",
                "StaticSampler(s0, minLOD = 2, maxLOD = 4)",
            ),
        }
        RS0222 Error "a comparison filter needs a comparison function" {
            rule: "A comparison filter (FILTER_COMPARISON_…) compares each sample against a reference value, so it needs a comparison function; COMPARISON_NONE means there is none. DXC and the seed specification reject the combination.",
            example: text(
                "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)",
                "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_LESS)",
            ),
        }
        RS0223 Error "UINT_BORDER_COLOR needs a UINT-compatible border colour" {
            rule: "Version 1.2. UINT_BORDER_COLOR makes the border colour an integer colour, which only TRANSPARENT_BLACK and the two _UINT colours can be; OPAQUE_BLACK and OPAQUE_WHITE are float colours. Note that the default border colour is OPAQUE_WHITE. Enforced by D3D12 and the seed specification.",
            example: text_with(
                "StaticSampler(s0, flags = UINT_BORDER_COLOR)",
                "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
                Version::V1_2,
                Context::Standalone,
            ),
        }
        RS0224 Error "NON_NORMALIZED_COORDINATES restricts the filter" {
            rule: "Version 1.2. With NON_NORMALIZED_COORDINATES, texture coordinates are texels, which D3D12 supports only for simple filtering: the same min and mag filter, point mip filtering, no anisotropy and no comparison. Allowed are FILTER_MIN_MAG_MIP_POINT and FILTER_MIN_MAG_LINEAR_MIP_POINT and their MINIMUM_/MAXIMUM_ forms. Note that the default filter is ANISOTROPIC.",
            example: text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, minLOD = 0, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, minLOD = 0, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                Version::V1_2,
                Context::Standalone,
            ),
        }
        RS0225 Error "NON_NORMALIZED_COORDINATES needs minLOD = maxLOD = 0" {
            rule: "Version 1.2. A sampler with NON_NORMALIZED_COORDINATES reads only the top mip level, so D3D12 requires minLOD = 0 and maxLOD = 0. Note that the default maxLOD is FLT_MAX.",
            example: text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)",
                Version::V1_2,
                Context::Standalone,
            ),
        }
        RS0226 Error "NON_NORMALIZED_COORDINATES needs CLAMP or BORDER addressing" {
            rule: "Version 1.2. With NON_NORMALIZED_COORDINATES, wrapping and mirroring are not defined, so D3D12 requires addressU and addressV to be TEXTURE_ADDRESS_CLAMP or TEXTURE_ADDRESS_BORDER. Note that the default addressing is WRAP.",
            example: text_with(
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0)",
                "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER)",
                Version::V1_2,
                Context::Standalone,
            ),
        }
        // ---- semantic: root flags and local root signatures ----
        RS0227 Warning "a parameter is visible only to a stage that RootFlags denies" {
            rule: "Warning. A DENY_<STAGE>_SHADER_ROOT_ACCESS flag hides the root signature from that stage, yet a root parameter is visible only to that same stage, so no shader can ever read it. The D3D12 documentation of the root signature flags describes this; DXC and clang do not check it, so rootsig warns.",
            example: text(
                "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
                "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
            ),
        }
        RS0228 Error "LOCAL_ROOT_SIGNATURE cannot be combined with other root flags" {
            rule: "A local root signature (LOCAL_ROOT_SIGNATURE) supplies arguments from a raytracing shader record. The graphics flags (input layout, DENY_*, stream output) and the two HEAP_DIRECTLY_INDEXED flags belong to global root signatures, and the D3D12 raytracing and dynamic-resources specifications forbid combining them with LOCAL_ROOT_SIGNATURE.",
            example: text(
                "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
                "RootFlags(LOCAL_ROOT_SIGNATURE)",
            ),
        }
        RS0229 Error "local root signature parameters must be visible to ALL" {
            rule: "Raytracing shaders have no per-stage visibility, so every root parameter of a local root signature must be visible to ALL, as the D3D12 raytracing specification requires.",
            example: text(
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)",
            ),
        }
        RS0230 Error "local root arguments take more than 4064 bytes" {
            rule: "Local root arguments live in a shader record of at most 4096 bytes, 32 of which hold the shader identifier, leaving 4064 bytes. The arguments are laid out in order: root constants take 4 bytes each (4-byte aligned), root descriptors and descriptor tables 8 bytes (8-byte aligned). The D3D12 raytracing specification sets the limit.",
            example: text(
                format!(
                    "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = {}, b0)",
                    MAX_LOCAL_ROOT_ARGUMENTS_SIZE / 4 + 1
                ),
                format!(
                    "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = {}, b0)",
                    MAX_LOCAL_ROOT_ARGUMENTS_SIZE / 4
                ),
            ),
        }
        RS0231 Error "LOCAL_ROOT_SIGNATURE in a global root signature" {
            rule: "A root signature compiled for the global context (an HLSL [RootSignature] attribute or a GlobalRootSignature subobject) cannot be local. DXC rejects LOCAL_ROOT_SIGNATURE there; compile it in the local context instead, where the flag is added automatically.",
            example: text_with(
                "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)",
                "CBV(b0)",
                Version::V1_1,
                Context::Global,
            ),
        }
        RS0232 Error "the root signature costs more than 64 DWORDs" {
            rule: "A global root signature may cost at most 64 DWORDs: each descriptor table costs 1, each root CBV/SRV/UAV 2, and each root constant 1; static samplers are free. The D3D12 runtime refuses to create larger root signatures (observed: 65 DWORDs fail, 64 succeed); DXC and clang do not check it. Move data into tables to save space.",
            example: text(
                format!("RootConstants(num32BitConstants = {}, b0)", MAX_ROOT_COST + 1),
                format!("RootConstants(num32BitConstants = {MAX_ROOT_COST}, b0)"),
            ),
        }
        RS0233 Error "more than 2032 static samplers" {
            rule: "A device supports at most 2032 unique static samplers across all live root signatures, so a root signature with more can never be created. Use a sampler descriptor table for the rest.",
            example: text(
                many_samplers(MAX_STATIC_SAMPLERS + 1),
                many_samplers(MAX_STATIC_SAMPLERS),
            ),
        }
    }
    "Values the language cannot spell (RS03xx)" {
        RS0301 Error "unknown root flag bits" {
            rule: "Root flags may use only the bits 0x1 to 0x800 (mask 0xFFF). Other bits, including DXC's internal 0x80000000, have no meaning to D3D12; clang rejects them, and so does rootsig. Text cannot spell them, so this comes from an API-built description or a decoded blob.",
            example: api(
                "let sig = RootSignature {\n    flags: RootFlags::from_bits_retain(0x8000_0001),\n    ..RootSignature::default()\n};",
                "let sig = RootSignature {\n    flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,\n    ..RootSignature::default()\n};",
            ),
        }
        RS0302 Error "unknown shader visibility" {
            rule: "Shader visibility is one of ALL (0) to MESH (7). A larger value names no stage; DXC and clang reject it. Only API-built or decoded descriptions can carry it.",
            example: api(
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: None,\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Cbv, descriptor),\n    visibility: ShaderVisibility(9),\n});",
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: None,\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Cbv, descriptor),\n    visibility: ShaderVisibility::PIXEL,\n});",
            ),
        }
        RS0303 Error "unknown descriptor range type" {
            rule: "A descriptor range type is SRV (0), UAV (1), CBV (2) or Sampler (3). Other values are rejected by DXC and clang, and D3D12 implementations refuse them. Only API-built or decoded descriptions can carry them.",
            example: api(
                "let range = DescriptorRange::new(DescriptorRangeType(7), 0);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
                "let range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        }
        RS0304 Error "unknown root descriptor flag bits" {
            rule: "Root descriptor flags may use only DATA_VOLATILE (0x2), DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4) and DATA_STATIC (0x8); mask 0xE. In particular 0x1 (DESCRIPTORS_VOLATILE) does not exist for root descriptors, which have no descriptors. DXC and clang reject unknown bits.",
            example: api(
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: Some(RootDescriptorFlags::from_bits_retain(0x1)),\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Uav, descriptor),\n    visibility: ShaderVisibility::ALL,\n});",
                "let descriptor = RootDescriptor {\n    shader_register: 0,\n    register_space: 0,\n    flags: Some(RootDescriptorFlags::DATA_VOLATILE),\n};\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::Descriptor(RootDescriptorKind::Uav, descriptor),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        }
        RS0305 Error "unknown descriptor range flag bits" {
            rule: "Descriptor range flags may use only the bits 0x1, 0x2, 0x4, 0x8 and 0x10000 (mask 0x1000F). DXC and clang reject other bits.",
            example: api(
                "let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nrange.flags = Some(DescriptorRangeFlags::from_bits_retain(0x20));\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
                "let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);\nrange.flags = Some(DescriptorRangeFlags::DATA_STATIC);\nlet table = DescriptorTable { ranges: vec![range] };\nlet mut sig = RootSignature::default();\nsig.parameters.push(RootParameter {\n    kind: RootParameterKind::DescriptorTable(table),\n    visibility: ShaderVisibility::ALL,\n});",
            ),
        }
        RS0306 Error "unknown static sampler flag bits" {
            rule: "Static sampler flags (version 1.2) may use only UINT_BORDER_COLOR (0x1) and NON_NORMALIZED_COORDINATES (0x2). clang and D3D12 reject other bits.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.flags = StaticSamplerFlags::from_bits_retain(0x4);\nlet sig = RootSignature {\n    version: Version::V1_2,\n    static_samplers: vec![sampler],\n    ..RootSignature::default()\n};",
                "let mut sampler = StaticSampler::new(0);\nsampler.flags = StaticSamplerFlags::UINT_BORDER_COLOR;\nsampler.border_color = StaticBorderColor::OPAQUE_WHITE_UINT;\nlet sig = RootSignature {\n    version: Version::V1_2,\n    static_samplers: vec![sampler],\n    ..RootSignature::default()\n};",
            ),
        }
        RS0307 Error "unknown filter" {
            rule: "A static sampler's filter must be one of the 36 named D3D12 filters. Other bit patterns, including the newer MIN_MAG_ANISOTROPIC_MIP_POINT family (0x54, 0xD4, 0x154, 0x1D4), which needs a device capability and has no HLSL spelling, are rejected, as DXC and clang do.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.filter = Filter(0x54);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.filter = Filter::MIN_MAG_MIP_LINEAR;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        }
        RS0308 Error "unknown texture address mode" {
            rule: "Texture address modes run from WRAP (1) to MIRROR_ONCE (5); there is no 0. DXC and clang reject other values in addressU, addressV and addressW.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.address_u = TextureAddressMode(0);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.address_u = TextureAddressMode::CLAMP;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        }
        RS0309 Error "unknown comparison function" {
            rule: "Comparison functions run from NONE (0) to ALWAYS (8). clang rejects larger values (DXC checks only with comparison filters); rootsig rejects them always.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.comparison_func = ComparisonFunc(9);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.comparison_func = ComparisonFunc::LESS;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        }
        RS0310 Error "unknown border colour" {
            rule: "Static border colours run from TRANSPARENT_BLACK (0) to OPAQUE_WHITE_UINT (4). clang rejects larger values (DXC does not check); rootsig rejects them.",
            example: api(
                "let mut sampler = StaticSampler::new(0);\nsampler.border_color = StaticBorderColor(5);\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
                "let mut sampler = StaticSampler::new(0);\nsampler.border_color = StaticBorderColor::OPAQUE_BLACK;\nlet mut sig = RootSignature::default();\nsig.static_samplers.push(sampler);",
            ),
        }
    }
    "Shaders: register syntax (BN00xx)" {
        BN0001 Error "an empty register annotation" {
            rule: "A register(...) annotation must name a register or a space. An empty one binds nothing and is almost always an unfinished edit. clang and DXC reject it.",
            example: shader(
                "Texture2D t : register();\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t0);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0002 Error "a malformed register annotation" {
            rule: "A register and its number, or 'space' and its number, are one word: 'b2', 'space3'. Whitespace inside them, or extra parts, make the annotation malformed. clang rejects it and says how to write it.",
            example: shader(
                "Texture2D t : register(t 2);\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t2);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0003 Error "an unknown register type" {
            rule: "The register letter says which register file a binding uses: t (SRV), u (UAV), b (CBV), s (sampler), or c (an offset in $Globals). Letters are case-insensitive. Any other letter is rejected by DXC and clang.",
            example: shader(
                "Texture2D t : register(x0);\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t0);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0004 Error "a register number that is not a decimal integer" {
            rule: "After the register letter comes a decimal register number. Letters, hexadecimal or nothing at all are rejected by DXC and clang.",
            example: shader(
                "Texture2D t : register(tf);\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t15);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0005 Error "an invalid register space" {
            rule: "A register space is written 'space' followed by a decimal number that fits in 32 bits, like space1 ('space00' means space 0). Anything else in the second place of register(...) is rejected by DXC and clang.",
            example: shader(
                "Texture2D t : register(t0, s2);\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t0, space2);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0006 Error "a binding that runs past register 4294967295" {
            rule: "A binding takes as many consecutive registers as it has elements (the product of its array dimensions; for a struct, the resources of that class inside it). The last one must not pass 4294967295, and the number itself must fit in 32 bits. clang rejects such bindings.",
            example: shader(
                "RWBuffer<float> a[4] : register(u4294967294);\nfloat4 main() : SV_Target { return a[0][0]; }",
                "RWBuffer<float> a[4] : register(u4294967290);\nfloat4 main() : SV_Target { return a[0][0]; }",
            ),
        }
        BN0007 Error "a register annotation on something that cannot be bound" {
            rule: "Only cbuffer/tbuffer declarations and non-static global variables take part in binding. A register annotation on a local, a parameter, a static global or a struct field would be silently meaningless, so clang rejects it (DXC reports it later).",
            example: shader(
                "float4 main() : SV_Target { Texture2D t : register(t0); return 0; }",
                "Texture2D t : register(t0);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0008 Error "the legacy 'i' register type" {
            rule: "The 'i' register type was the Direct3D 9 integer-constant register. It has no meaning today. rootsig, after the register-types proposal and clang, makes it an error; the legacy-bindings option turns it into a warning and ignores the annotation.",
            example: shader(
                "int f : register(i0);\nfloat4 main() : SV_Target { return f; }",
                "int f;\nfloat4 main() : SV_Target { return f; }",
            ),
        }
        BN0009 Error "a profile-qualified register annotation" {
            rule: "DXC accepts annotations qualified by a shader profile, such as register(ps, s2), which bind differently per stage. clang's handling is unknown and the form is rarely used, so rootsig rejects it: write one register for every stage.",
            example: shader(
                "SamplerState s : register(ps, s2);\nTexture2D t : register(t0);\nfloat4 main() : SV_Target { return t.Sample(s, 0); }",
                "SamplerState s : register(s2);\nTexture2D t : register(t0);\nfloat4 main() : SV_Target { return t.Sample(s, 0); }",
            ),
        }
        BN0010 Error "a declaration that is not closed" {
            rule: "A bracket, brace, parenthesis or template argument list opened in a declaration must be closed. One that runs to the end of the file, or a template argument list cut off by a ';', leaves the declaration unreadable; DXC and clang reject it.",
            example: shader(
                "Texture2D<float4 t;\nfloat4 main() : SV_Target { return 0; }",
                "Texture2D<float4> t;\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        BN0011 Error "a negative array size" {
            rule: "An array size is an integer constant of zero or more. DXC and clang reject a negative size; rootsig reports it at the size instead of counting registers from it.",
            example: shader(
                "Texture2D t[-1];\nfloat4 main() : SV_Target { return 0; }",
                "Texture2D t[1];\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        BN0012 Error "declarations nested too deeply" {
            rule: "rootsig reads nested namespaces recursively and expands struct types inside struct types, so it limits both: namespaces 256 deep (MAX_NAMESPACE_DEPTH) and struct types 64 deep (MAX_STRUCT_DEPTH). DXC has no such limits, but no real shader comes near them; the declaration past the limit is reported rather than read partly.",
            example: shader(
                "#define N1(x) namespace n { x }\n#define N2(x) N1(N1(x))\n#define N4(x) N2(N2(x))\n#define N8(x) N4(N4(x))\n#define N16(x) N8(N8(x))\n#define N32(x) N16(N16(x))\n#define N64(x) N32(N32(x))\n#define N128(x) N64(N64(x))\n#define N256(x) N128(N128(x))\n#define N512(x) N256(N256(x))\nN512(Texture2D t;)\nfloat4 main() : SV_Target { return 0; }",
                "#define N1(x) namespace n { x }\n#define N2(x) N1(N1(x))\nN2(Texture2D t;)\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
    }
    "Shaders: register types (BN01xx)" {
        BN0101 Error "the register type does not fit the declaration" {
            rule: "Each register type binds one kind of declaration: t SRV resources (and tbuffer), u UAV resources, b constant buffers, s samplers, and c numeric variables at global scope. A resource annotated with another class's letter would never be found by the runtime. clang and the register-types proposal reject it (DXC lets some legacy mixes through).",
            example: shader(
                "RWBuffer<float> r : register(t0);\nfloat4 main() : SV_Target { return r[0]; }",
                "RWBuffer<float> r : register(u0);\nfloat4 main() : SV_Target { return r[0]; }",
            ),
        }
        BN0102 Error "'b' on a global numeric variable" {
            rule: "On a global numeric variable, 'b' was the Direct3D 9 bool-constant register. Such a variable lives in the $Globals constant buffer today. clang makes this an error by default; the legacy-bindings option makes it a warning and ignores the annotation.",
            example: shader(
                "float f : register(b0);\nfloat4 main() : SV_Target { return f; }",
                "float f : register(c0);\nfloat4 main() : SV_Target { return f; }",
            ),
        }
        BN0103 Error "'c' on a numeric variable inside a constant buffer" {
            rule: "Inside a cbuffer or tbuffer, a member's place is set with packoffset, not with a 'c' register, which is ignored there. clang makes this an error by default; the legacy-bindings option makes it a warning.",
            example: shader(
                "cbuffer C { float f : register(c2); }\nfloat4 main() : SV_Target { return f; }",
                "cbuffer C { float f : packoffset(c2); }\nfloat4 main() : SV_Target { return f; }",
            ),
        }
        BN0104 Warning "a struct annotated with a register type it has no member of" {
            rule: "A struct instance takes one annotation per register class it holds; its members of that class are numbered from the given register. A letter for which the struct has no member binds nothing. clang warns; the legacy-bindings option silences it.",
            example: shader(
                "struct E { float f; Texture2D t; };\nE e : register(u0);\nfloat4 main() : SV_Target { return e.t.Load(0); }",
                "struct E { float f; Texture2D t; };\nE e : register(t0);\nfloat4 main() : SV_Target { return e.t.Load(0); }",
            ),
        }
        BN0105 Error "the same register type twice on one declaration" {
            rule: "A declaration takes at most one annotation per register letter; two would give it two places. DXC reports conflicting register semantics, and clang rejects it.",
            example: shader(
                "Texture2D t : register(t0) : register(t1);\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t1);\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0106 Error "a register space on a global numeric variable" {
            rule: "A global numeric variable lives in the $Globals constant buffer, at an offset that 'c' may set. $Globals has no register space of its own, so a space on such a variable means nothing. DXC and clang reject it.",
            example: shader(
                "float f : register(c0, space1);\nfloat4 main() : SV_Target { return f; }",
                "float f : register(c0);\nfloat4 main() : SV_Target { return f; }",
            ),
        }
        BN0107 Warning "a global of an unknown type that looks like a resource" {
            rule: "A global whose type rootsig does not know is left out of the binding table. When the type's name looks like a resource's (it holds Texture, Buffer, Sampler or AccelerationStructure, or starts with RW or RasterizerOrdered), a misspelling or a type newer than rootsig would otherwise make the resource vanish silently, and a root signature that misses it would pass. DXC rejects an unknown type; rootsig warns.",
            example: shader(
                "RWTexture4D<float4> t;\nfloat4 main() : SV_Target { return 0; }",
                "RWTexture3D<float4> t;\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
    }
    "Shaders: implicit binding (BN02xx)" {
        BN0201 Error "no free registers for a bounded resource" {
            rule: "A resource without a register gets the first free run of consecutive registers of its class, in its space, that is long enough (DXC's first fit, in declaration order). When the explicit bindings leave no run that long, it cannot be placed. DXC and clang report it.",
            example: shader(
                "RWBuffer<float> a : register(u1);\nRWBuffer<float> b[] ;\nRWBuffer<float> c : register(u5);\nRWBuffer<float> d[4];\nfloat4 main() : SV_Target { return a[0] + b[0][0] + c[0] + d[0][0]; }",
                "RWBuffer<float> a : register(u1);\nRWBuffer<float> d[4];\nRWBuffer<float> b[] ;\nRWBuffer<float> c : register(u5);\nfloat4 main() : SV_Target { return a[0] + b[0][0] + c[0] + d[0][0]; }",
            ),
        }
        BN0202 Error "no free registers up to 4294967295 for an unbounded resource" {
            rule: "An unbounded array without a register takes every register from just after the highest one in use up to 4294967295. When something is bound explicitly at the very top of the space, there is no such tail. DXC reports it.",
            example: shader(
                "RWBuffer<float> a : register(u4294967295);\nRWBuffer<float> b[];\nfloat4 main() : SV_Target { return a[0] + b[0][0]; }",
                "RWBuffer<float> a : register(u0);\nRWBuffer<float> b[];\nfloat4 main() : SV_Target { return a[0] + b[0][0]; }",
            ),
        }
        BN0203 Error "more than one unbounded resource in one space" {
            rule: "An unbounded array owns the end of its class's registers in its space, so a space holds at most one of each class. DXC reports the second one; rootsig does too, whether the arrays are bound explicitly or not.",
            example: shader(
                "RWBuffer<float> c[];\nRWBuffer<float> d[];\nfloat4 main() : SV_Target { return c[0][0] + d[0][0]; }",
                "RWBuffer<float> c[];\nRWBuffer<float> d[] : register(space1);\nfloat4 main() : SV_Target { return c[0][0] + d[0][0]; }",
            ),
        }
        BN0204 Error "explicit bindings overlap" {
            rule: "Two used resources bound explicitly to overlapping registers of the same class and space would share descriptors. DXC and clang reject the overlap; the later declaration is reported.",
            example: shader(
                "Texture2D a[10] : register(t0);\nTexture2D b : register(t5);\nfloat4 main() : SV_Target { return a[0].Load(0) + b.Load(0); }",
                "Texture2D a[10] : register(t0);\nTexture2D b : register(t10);\nfloat4 main() : SV_Target { return a[0].Load(0) + b.Load(0); }",
            ),
        }
        BN0205 Error "an unbounded resource with legacy resource reservation" {
            rule: "With legacy resource reservation (DXC's -flegacy-resource-reservation, the FXC behaviour), explicit registers of unused resources are reserved too, and unbounded arrays are not supported. DXC reports them.",
            example: shader(
                "RWBuffer<float> b[];\nfloat4 main() : SV_Target { return b[0][0]; }",
                "RWBuffer<float> b[8];\nfloat4 main() : SV_Target { return b[0][0]; }",
            ),
        }
        BN0206 Error "struct elements holding more resources than rootsig lists" {
            rule: "Each element of an array of structs that holds resources is a row of the binding table of its own, and nested arrays multiply. rootsig lists at most 65536 such rows for one shader (MAX_STRUCT_ROWS) and reports the declaration that goes past it, rather than listing part of it.",
            example: shader(
                "struct S { Texture2D t; };\nS big[65537];\nfloat4 main() : SV_Target { return 0; }",
                "struct S { Texture2D t; };\nS few[4];\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
    }
    "Shaders against a root signature (BN03xx)" {
        BN0301 Error "a used resource is not bound by the root signature" {
            rule: "Every resource the entry point uses must lie entirely inside one entry of the root signature that its stage sees: same register class and space, and visibility ALL or the stage. Otherwise pipeline creation fails with E_INVALIDARG. Two adjacent entries that together cover an array do not count. DXC, clang and D3D12 check it.",
            example: shader(
                "cbuffer C : register(b0) { float4 color; }\n[RootSignature(\"CBV(b1)\")]\nfloat4 main() : SV_Target { return color; }",
                "cbuffer C : register(b0) { float4 color; }\n[RootSignature(\"CBV(b0)\")]\nfloat4 main() : SV_Target { return color; }",
            ),
        }
        BN0302 Error "a root SRV/UAV descriptor holds a resource that is not a raw or structured buffer" {
            rule: "A root SRV or UAV descriptor is a bare GPU address, with no format or dimensions. It can only hold raw or structured buffers (and, for SRVs, acceleration structures); textures and typed buffers need a descriptor table. DXC, clang and D3D12 reject it.",
            example: shader(
                "Texture2D t : register(t0);\n[RootSignature(\"SRV(t0)\")]\nfloat4 main() : SV_Target { return t.Load(0); }",
                "Texture2D t : register(t0);\n[RootSignature(\"DescriptorTable(SRV(t0))\")]\nfloat4 main() : SV_Target { return t.Load(0); }",
            ),
        }
        BN0303 Error "a UAV counter behind a root UAV descriptor" {
            rule: "A UAV counter (Append, Consume, IncrementCounter, DecrementCounter) lives beside the buffer in its descriptor. A root UAV descriptor has no descriptor, so it cannot provide the counter. DXC and D3D12 reject it; put the UAV in a descriptor table.",
            example: shader(
                "AppendStructuredBuffer<float4> a : register(u0);\n[RootSignature(\"UAV(u0)\")]\nfloat4 main() : SV_Target { a.Append(0); return 0; }",
                "AppendStructuredBuffer<float4> a : register(u0);\n[RootSignature(\"DescriptorTable(UAV(u0))\")]\nfloat4 main() : SV_Target { a.Append(0); return 0; }",
            ),
        }
        BN0304 Error "a stage denied root access binds resources" {
            rule: "The DENY_<STAGE>_SHADER_ROOT_ACCESS flags tell the driver that a stage reads nothing through the root signature. A shader of that stage that binds a resource anyway fails validation. DXC and clang check it.",
            example: shader(
                "cbuffer C : register(b0) { float4 color; }\n[RootSignature(\"RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), DescriptorTable(CBV(b0))\")]\nfloat4 main() : SV_Target { return color; }",
                "cbuffer C : register(b0) { float4 color; }\n[RootSignature(\"RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), DescriptorTable(CBV(b0))\")]\nfloat4 main() : SV_Target { return color; }",
            ),
        }
        BN0305 Error "descriptor heap indexing without its root flag" {
            rule: "Shader Model 6.6 shaders may index ResourceDescriptorHeap and SamplerDescriptorHeap directly. The root signature must allow it with CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED or SAMPLER_HEAP_DIRECTLY_INDEXED; otherwise validation fails (D3D12 dynamic-resources spec).",
            example: shader(
                "[RootSignature(\"RootConstants(num32BitConstants = 1, b0)\")]\nfloat4 main() : SV_Target { Texture2D t = ResourceDescriptorHeap[0]; return t.Load(0); }",
                "[RootSignature(\"RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED), RootConstants(num32BitConstants = 1, b0)\")]\nfloat4 main() : SV_Target { Texture2D t = ResourceDescriptorHeap[0]; return t.Load(0); }",
            ),
        }
        BN0306 Error "root constants smaller than the constant buffer they back" {
            rule: "Root constants that feed a constant buffer must hold every byte its members occupy under HLSL's packing (16-byte rows, no member straddling a row; arrays, structs and multi-row matrices start on a row). A shorter run of constants leaves the shader reading undefined values. DXC checks only the register; rootsig checks the size.",
            example: shader(
                "cbuffer Draw : register(b1) { float4x4 world; }\n[RootSignature(\"RootConstants(num32BitConstants = 4, b1)\")]\nfloat4 main() : SV_Target { return world[0]; }",
                "cbuffer Draw : register(b1) { float4x4 world; }\n[RootSignature(\"RootConstants(num32BitConstants = 16, b1)\")]\nfloat4 main() : SV_Target { return world[0]; }",
            ),
        }
    }
    "Compiled shaders and containers (BN04xx)" {
        BN0401 Error "a malformed container" {
            rule: "A DXBC container (what DXC and FXC write, and what CreateRootSignature and pipeline creation read) has a header, a table of part offsets and a checksum over everything after it. A container that is truncated, whose parts run past its end or overlap, or whose checksum does not match its bytes is refused by D3D12 and cannot be read. The message names the offset.",
            example: command(
                "rootsig container info truncated.dxil",
                "rootsig container info shader.dxil",
            ),
        }
        BN0402 Error "a malformed part of a compiled shader" {
            rule: "The parts that describe a compiled shader (PSV0, SFI0, the DXIL program header, or FXC's SHEX/SHDR program) have a fixed layout. A part whose counts or sizes run past its end, or which holds an unknown resource type, kind or stage, cannot be trusted; the message names the part and the offset in it. Recompile the shader.",
            example: command(
                "rootsig check truncated-psv0.dxil --root-signature rs.txt",
                "rootsig check shader.dxil --root-signature rs.txt",
            ),
        }
        BN0403 Error "a container without a list of the shader's resources" {
            rule: "rootsig reads a compiled shader's resources from DXC's PSV0 part or from the declarations of FXC's SHEX or SHDR program; it does not parse LLVM bitcode. DXR and work-graph libraries (lib_6_x) keep their resources in RDAT instead, and a root-signature-only container has no shader at all: check those against their HLSL.",
            example: command(
                "rootsig check library.dxil --root-signature rs.txt",
                "rootsig check shader.hlsl --entry main --stage compute --root-signature rs.txt",
            ),
        }
        BN0404 Error "no root signature to check a compiled shader against" {
            rule: "A compiled shader has no [RootSignature] attribute to read: the root signature comes from --root-signature FILE (text, a container or an RTS0 part), --root-signature-text TEXT, or the container's own RTS0 part, which DXC writes when the source had the attribute.",
            example: command(
                "rootsig check shader.dxil",
                "rootsig check shader.dxil --root-signature rs.txt",
            ),
        }
        BN0405 Error "the stage given differs from the compiled shader's" {
            rule: "The container records the stage it was compiled for (PSV0, the DXIL program header, or the DXBC version word), and visibility is checked for that stage. A --stage that names another stage is a mistake in the command or in the build; leave --stage out for a compiled shader.",
            example: command(
                "rootsig check shader.dxil --stage pixel --root-signature rs.txt",
                "rootsig check shader.dxil --root-signature rs.txt",
            ),
        }
        BN0406 Warning "a flag dropped by converting a root signature to an older version" {
            rule: "Root signature 1.0 has no flag fields, and static sampler flags came with 1.2. Converting a 1.1 signature to 1.0 drops every range and root descriptor flag (only a loss of optimisation, says the D3D12 specification); converting 1.2 down drops UINT_BORDER_COLOR. Each dropped flag is reported so the loss is seen.",
            example: command(
                "rootsig convert rs_1_1.bin --version 1.0 -o rs_1_0.bin",
                "rootsig convert rs_1_1.bin --version 1.1 -o rs_copy.bin",
            ),
        }
        BN0407 Error "a static sampler flag that versions before 1.2 cannot hold" {
            rule: "A static sampler with NON_NORMALIZED_COORDINATES addresses texels in pixels; versions 1.0 and 1.1 cannot say so, and a sampler without it samples differently. The conversion rules of the format reference (docs/format.md §5.5) make this conversion fail rather than change behaviour.",
            example: command(
                "rootsig convert rs_1_2.bin --version 1.1 -o rs_1_1.bin",
                "rootsig convert rs_1_2.bin --version 1.2 -o rs_copy.bin",
            ),
        }
    }

    "Constant buffers as Rust types (BN05xx)" {
        BN0501 Error "a constant-buffer member that a Rust struct cannot hold" {
            rule: "A generated constant-buffer struct (`rootsig cbuffer --rust`, the `cbuffer(...)` option) is `#[repr(C)]`: its fields follow one another, each at a multiple of its alignment, and a struct's size is a multiple of its alignment. HLSL's packing can place a member where such a struct cannot: inside another member (through `packoffset`), at an offset that is not a multiple of its Rust type's alignment, or inside the bytes that end a nested struct whose size is not a multiple of 8 because it holds a `double` or a 64-bit integer. Move the member, or make it start a new row (a `float4`, or `packoffset`).",
            example: shader(
                "struct Pair { double d; float f; };\ncbuffer Draw { Pair p; float g; }\nfloat4 main() : SV_Target { return p.f + g; }",
                "struct Pair { double d; float f; };\ncbuffer Draw { Pair p; float4 g; }\nfloat4 main() : SV_Target { return p.f + g; }",
            ),
        }
    }

    "HLSL files (HL00xx)" {
        HL0001 Error "a file that cannot be read" {
            rule: "A file given or included must be a regular file that can be read, of at most 64 MiB (MAX_INPUT_BYTES). Devices, FIFOs and /proc files are refused before reading: their reported size is no guide, and reading them may never end.",
            example: shader(
                "#include \"/dev/zero\"\nfloat4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0002 Error "an included file that cannot be found" {
            rule: "#include \"file\" looks in the including file's folder, then in each include folder (-I) in order; #include <file> looks only in the include folders. A file found in none of them is an error, as in DXC.",
            example: shader(
                "#include \"missing.hlsli\"\nfloat4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0003 Error "includes nested too deeply" {
            rule: "Includes nest at most 200 deep, as in clang. A deeper chain is almost always a header that includes itself without an include guard or #pragma once.",
            example: shader(
                "#include \"s.hlsl\"\nfloat4 main() : SV_Target { return 0; }",
                "#pragma once\n#include \"s.hlsl\"\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0004 Error "input larger than the preprocessor reads" {
            rule: "The preprocessor reads at most 64 MiB of files in all (MAX_INPUT_BYTES), and at most 4194304 tokens: those lexed, those skipped in inactive groups, and those macros produce. Past that it stops with this error rather than exhausting memory or time inside the compiler; no real shader comes near either limit.",
            example: shader(
                "#define A x x x x x x x x\n#define B A A A A A A A A\n#define C B B B B B B B B\n#define D C C C C C C C C\n#define E D D D D D D D D\n#define F E E E E E E E E\n#define G F F F F F F F F\n#define H G G G G G G G G\nH\nfloat4 main() : SV_Target { return 0; }",
                "#define A x x x x x x x x\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
    }

    "The HLSL preprocessor (HL01xx)" {
        HL0101 Error "an unterminated block comment" {
            rule: "A /* comment must be closed by */ in the same file. clang and DXC reject an unterminated one.",
            example: shader(
                "/* unfinished\nfloat4 main() : SV_Target { return 0; }",
                "/* finished */\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0102 Error "an unknown preprocessing directive" {
            rule: "A line starting with # is a directive: #if, #ifdef, #ifndef, #elif, #else, #endif, #define, #undef, #include, #pragma, #error, #warning, #line or #ident. Any other name is an error outside skipped groups, as in clang.",
            example: shader(
                "#warn check this\nfloat4 main() : SV_Target { return 0; }",
                "#warning check this\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0103 Error "a conditional directive out of place" {
            rule: "#elif, #else and #endif belong to an #if, #ifdef or #ifndef of the same file; #elif and #else cannot follow #else, and every conditional needs its #endif before its file ends.",
            example: shader(
                "#endif\nfloat4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0104 Error "a malformed macro definition" {
            rule: "A #define (or #undef) names a macro, then for a function-like macro its parameters in parentheses right after the name, then the body. In the body # must be followed by a parameter, and ## cannot stand first or last; 'defined' cannot be a macro name. clang and DXC reject these.",
            example: shader(
                "#define STR(x) #y\nfloat4 main() : SV_Target { return 0; }",
                "#define STR(x) #x\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0105 Error "a malformed #if expression" {
            rule: "#if and #elif take an integer constant expression: numbers with at most one u and an l or ll suffix, character constants, defined(NAME), and C's operators. Identifiers left after macro expansion are 0. Anything else, a division by zero where evaluated, and #ifdef or #ifndef without a name are errors, as in clang.",
            example: shader(
                "#if 1 +\n#endif\nfloat4 main() : SV_Target { return 0; }",
                "#if 1 + 1\n#endif\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0106 Error "a macro invoked with the wrong arguments" {
            rule: "A function-like macro is invoked with as many arguments as it has parameters (more for a variadic one), and its argument list is closed before the file ends.",
            example: shader(
                "#define F(x) x\nfloat4 main() : SV_Target { return F(1, 2); }",
                "#define F(x) x\nfloat4 main() : SV_Target { return F(1); }",
            ),
        }
        HL0107 Error "a paste that does not make one token" {
            rule: "a ## b pastes two tokens into one, and the result must be a single preprocessing token. Pasting + and - gives +-, which is two; clang and DXC reject it.",
            example: shader(
                "#define CAT(a, b) a ## b\nfloat4 main() : SV_Target { return CAT(+, -) 1; }",
                "#define CAT(a, b) a ## b\nfloat4 main() : SV_Target { return CAT(1, 0); }",
            ),
        }
        HL0108 Error "an #error directive" {
            rule: "#error stops preprocessing with its text as the message, as in DXC. It usually guards a configuration the file does not support.",
            example: shader(
                "#error this platform is not supported\nfloat4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0109 Error "a malformed #include" {
            rule: "#include takes \"file\" or <file>, written or produced by macros. Anything else is an error, as in clang.",
            example: shader(
                "#include common\nfloat4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0110 Error "a malformed command-line define" {
            rule: "A define given on the command line (-D NAME or -D NAME=VALUE, and the macros' defines) is one line: a value with a line break would inject directives, and DXC's command line cannot express it.\n\nThe example's failing source is read with the define A=1 followed by a line break and #error.",
            example: shader(
                "float4 main() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 1; }",
            ),
        }
        HL0111 Error "macro invocations nested too deeply" {
            rule: "Macro arguments are expanded before they are substituted, so an invocation inside an argument nests; rootsig allows 128 such levels (MAX_EXPANSION_DEPTH), and #if expressions 256 levels of parentheses and operators. Past that it stops rather than overflow its stack.",
            example: shader(
                "#define F(x) x\nfloat4 main() : SV_Target { return F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(0)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))); }",
                "#define F(x) x\nfloat4 main() : SV_Target { return F(F(0)); }",
            ),
        }
    }

    "Finding the root signature in HLSL (HL02xx)" {
        HL0201 Error "the named root signature or entry function is missing" {
            rule: "The entry function, the #define (as dxc -rootsig-define) or the state object that names the root signature must exist after preprocessing, and an entry function read for its signature needs a [RootSignature(...)] attribute. A define only in inactive conditional branches is reported with the conditions that pick it.",
            example: shader(
                "float4 ps() : SV_Target { return 0; }",
                "float4 main() : SV_Target { return 0; }",
            ),
        }
        HL0202 Error "a root signature that is not string literals" {
            rule: "A root signature in HLSL is string literals after macro expansion, joined as adjacent literals are; numbers a macro puts between them are kept. Anything else, an empty one, or text that is not UTF-8 is an error, as in DXC.",
            example: shader(
                "[RootSignature(RS)]\nfloat4 main() : SV_Target { return 0; }",
                "[RootSignature(\"RootFlags(0)\")]\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
        HL0203 Error "uniform parameters on the entry function" {
            rule: "DXC binds the uniform parameters of an entry function like globals. rootsig does not model them and says so, rather than leave them out of the binding table: declare the resource or value at global scope.",
            example: shader(
                "float4 main(uniform float4 c) : SV_Target { return c; }",
                "float4 c;\nfloat4 main() : SV_Target { return c; }",
            ),
        }
        HL0204 Warning "a `[RootSignature]` attribute that a later one replaces" {
            rule: "Of several [RootSignature] attributes on one function, DXC keeps the last. rootsig does the same and warns about each earlier one, which has no effect: remove it.",
            example: shader(
                "[RootSignature(\"\")]\n[RootSignature(\"CBV(b0)\")]\nfloat4 main() : SV_Target { return 0; }",
                "[RootSignature(\"CBV(b0)\")]\nfloat4 main() : SV_Target { return 0; }",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row in the wrong place would put its code out of order in
    /// `explain --list` and under the wrong heading in `docs/rules.md`.
    #[test]
    fn rows_are_in_numeric_order_under_the_heading_of_their_hundreds() {
        for pair in Code::ALL.windows(2) {
            let (a, b) = (pair[0].as_str(), pair[1].as_str());
            assert!(a[..2] != b[..2] || a < b, "{a} before {b}");
        }
        for &code in Code::ALL {
            let hundreds = format!("({}xx)", &code.as_str()[..4]);
            assert!(
                code.group().ends_with(&hundreds),
                "{code} under {}",
                code.group()
            );
        }
    }
}
