//! The parser: tokens to a [`RootSignature`] and its [`SourceMap`]
//! (docs/language.md §3 and §3.6 for the diagnostics RS0101–RS0118).
//!
//! One recursive-descent parser driven by the grammar's rows (`Row`):
//! each element's keyword, the register it binds, and its arguments with
//! how each value is read; each element's `Bind` impl says where each
//! argument is stored in the description, for the parser and the printer
//! alike. The parser records spans (except for `parse_description`, which
//! `compile` uses for text that needs none) and recovers by itself: an error inside an element is recorded, the element's
//! parenthesised group is skipped, and parsing goes on with what follows.
//! [`parse`] reports the first error, [`parse_recovering`] keeps what was
//! read.
//!
//! The parser runs no semantic checks: values such as `flags = DATA_STATIC`
//! at version 1.0 or `numDescriptors = 0` parse fine and are left to the
//! validator. The `local` context is not applied here either.

use super::lex::{self, RegisterClass, Token, TokenKind};
use super::{ArgSpans, ElementSpans, Label, ParameterSpans, SourceMap};
use crate::diagnostic::{Code, Diagnostic};
use crate::model::ParameterKind::{Constants, Descriptor, DescriptorTable as Tabled};
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, DescriptorTable,
    Filter, Raw, RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags,
    RootParameter, RootParameterKind, RootSignature, ShaderVisibility, StaticBorderColor,
    StaticSampler, StaticSamplerFlags, TextureAddressMode,
};
use crate::options::Options;
use crate::span::Span;

// ---- the grammar's words ----

macro_rules! keywords {
    ($($variant:ident => $spelling:literal,)*) => {
        /// A structural keyword of docs/language.md §2.4, matched ignoring ASCII case.
        /// Enumeration and flag names are not keywords: they come from
        /// `model`'s tables.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Keyword { $($variant,)* }

        impl Keyword {
            /// Every keyword with its canonical spelling.
            pub const ALL: &'static [(&'static str, Keyword)] = &[$(($spelling, Keyword::$variant),)*];

            /// The canonical spelling, as messages write it (`numDescriptors`).
            pub const fn as_str(self) -> &'static str {
                match self { $(Keyword::$variant => $spelling,)* }
            }
        }
    };
}

keywords! {
    RootFlags => "RootFlags",
    RootConstants => "RootConstants",
    Cbv => "CBV",
    Srv => "SRV",
    Uav => "UAV",
    DescriptorTable => "DescriptorTable",
    StaticSampler => "StaticSampler",
    Sampler => "Sampler",
    Num32BitConstants => "num32BitConstants",
    Space => "space",
    Visibility => "visibility",
    Flags => "flags",
    NumDescriptors => "numDescriptors",
    Offset => "offset",
    Filter => "filter",
    AddressU => "addressU",
    AddressV => "addressV",
    AddressW => "addressW",
    MipLodBias => "mipLODBias",
    MaxAnisotropy => "maxAnisotropy",
    ComparisonFunc => "comparisonFunc",
    BorderColor => "borderColor",
    MinLod => "minLOD",
    MaxLod => "maxLOD",
    Unbounded => "unbounded",
    DescriptorRangeOffsetAppend => "DESCRIPTOR_RANGE_OFFSET_APPEND",
}

impl Keyword {
    /// Looks a word up, ignoring ASCII case.
    ///
    /// ```
    /// use rootsig_core::language::parse::Keyword;
    /// assert_eq!(Keyword::from_word("NUMdescriptors"), Some(Keyword::NumDescriptors));
    /// assert_eq!(Keyword::from_word("DATA_STATIC"), None);
    /// ```
    pub fn from_word(word: &str) -> Option<Keyword> {
        Keyword::ALL
            .iter()
            .find(|(spelling, _)| spelling.eq_ignore_ascii_case(word))
            .map(|&(_, keyword)| keyword)
    }
}

macro_rules! args {
    ($($(#[$meta:meta])* $variant:ident => $keyword:ident,)*) => {
        /// Which argument of an element a span belongs to.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Arg {
            /// The register token (`b0`, `t3`, …).
            Register,
            $($(#[$meta])* #[allow(missing_docs)] $variant,)*
        }

        impl Arg {
            /// Every argument, in declaration order.
            pub const ALL: &'static [Arg] = &[Arg::Register, $(Arg::$variant,)*];

            /// The keyword that names the argument in `name = value`; `None`
            /// for the register, which is written alone.
            ///
            /// ```
            /// use rootsig_core::language::{parse::Keyword, Arg};
            /// assert_eq!(Arg::NumDescriptors.keyword(), Some(Keyword::NumDescriptors));
            /// assert_eq!(Arg::NumDescriptors.name(), "numDescriptors");
            /// assert_eq!(Arg::Register.keyword(), None);
            /// ```
            pub const fn keyword(self) -> Option<Keyword> {
                match self {
                    Arg::Register => None,
                    $(Arg::$variant => Some(Keyword::$keyword),)*
                }
            }

            /// The argument's name as the language spells it
            /// (`numDescriptors`), or `register`.
            pub const fn name(self) -> &'static str {
                const NAMES: &[&str] = &["register", $(Keyword::$keyword.as_str(),)*];
                NAMES[self as usize]
            }
        }
    };
}

args! {
    Space => Space,
    Visibility => Visibility,
    Flags => Flags,
    NumDescriptors => NumDescriptors,
    Offset => Offset,
    Num32BitConstants => Num32BitConstants,
    Filter => Filter,
    AddressU => AddressU,
    AddressV => AddressV,
    AddressW => AddressW,
    MipLodBias => MipLodBias,
    MaxAnisotropy => MaxAnisotropy,
    ComparisonFunc => ComparisonFunc,
    BorderColor => BorderColor,
    MinLod => MinLod,
    MaxLod => MaxLod,
}

/// The spellings of an enumeration or flag set (from `model`'s tables),
/// what messages call it, and how the printer writes a value.
pub(super) struct Names {
    what: &'static str,
    spellings: &'static [(&'static str, u32)],
    pub(super) show: fn(u32) -> String,
}

impl Names {
    /// The value of `word`, ignoring ASCII case.
    fn value(&self, word: &str) -> Option<u32> {
        for &(spelling, value) in self.spellings {
            if same_word(spelling, word) {
                return Some(value);
            }
        }
        None
    }

    fn iter(&self) -> impl Iterator<Item = &'static str> + Clone {
        self.spellings.iter().map(|&(spelling, _)| spelling)
    }
}

/// An open enumeration's spellings with their raw values.
macro_rules! enumeration {
    ($what:literal, $ty:ident) => {
        Names {
            what: $what,
            spellings: &{
                let mut out = [("", 0u32); $ty::SPELLINGS.len()];
                let mut k = 0;
                while k < out.len() {
                    out[k] = ($ty::SPELLINGS[k].0, $ty::SPELLINGS[k].1.0);
                    k += 1;
                }
                out
            },
            show: $ty::text,
        }
    };
}

/// A flag set's spellings.
macro_rules! flags {
    ($what:literal, $ty:ident) => {
        Names {
            what: $what,
            spellings: $ty::SPELLINGS,
            show: $ty::text,
        }
    };
}

static VISIBILITIES: Names = enumeration!("shader visibility", ShaderVisibility);
static FILTERS: Names = enumeration!("filter", Filter);
static ADDRESS_MODES: Names = enumeration!("texture address mode", TextureAddressMode);
static COMPARISONS: Names = enumeration!("comparison function", ComparisonFunc);
static BORDER_COLORS: Names = enumeration!("border colour", StaticBorderColor);

static ROOT_FLAGS: Names = flags!("root", RootFlags);
static ROOT_DESCRIPTOR_FLAGS: Names = flags!("root descriptor", RootDescriptorFlags);
static RANGE_FLAGS: Names = flags!("descriptor range", DescriptorRangeFlags);
static SAMPLER_FLAGS: Names = flags!("static sampler", StaticSamplerFlags);

/// Every flag set, to say which one a misplaced flag belongs to.
static FLAG_SETS: [&Names; 4] = [
    &ROOT_FLAGS,
    &ROOT_DESCRIPTOR_FLAGS,
    &RANGE_FLAGS,
    &SAMPLER_FLAGS,
];

// ---- the grammar ----

/// How an argument's value is written.
#[derive(Clone, Copy)]
pub(super) enum Value {
    /// `[+] INTEGER`, or the keyword standing for `u32::MAX` when there is one.
    Unsigned(Option<Keyword>),
    /// `[+|-] (INTEGER | FLOAT)`, stored as f32 bits.
    Number,
    /// A name of the enumeration.
    Enum(&'static Names),
    /// `0`, or flag names joined with `|`.
    Flags(&'static Names),
}

/// One row of the grammar: an element, the register it binds, the
/// arguments it takes (in the order messages list them) with how each value
/// is written, and the elements written inside it.
pub(super) struct Row {
    pub(super) keyword: Keyword,
    /// The element as RS0106/RS0107/RS0116/RS0117 write it (`CBV` or `CBV range`).
    name: &'static str,
    pub(super) register: Option<RegisterClass>,
    pub(super) args: &'static [(Arg, Value)],
    pub(super) nested: &'static [&'static Row],
    /// An argument that cannot be left out besides the register (RS0117),
    /// and what its value is.
    pub(super) needs: Option<(Arg, &'static str)>,
}

const UNSIGNED: Value = Value::Unsigned(None);
const VISIBILITY: (Arg, Value) = (Arg::Visibility, Value::Enum(&VISIBILITIES));
const CBV: Option<RegisterClass> = Some(RegisterClass::Cbv);
const SRV: Option<RegisterClass> = Some(RegisterClass::Srv);
const UAV: Option<RegisterClass> = Some(RegisterClass::Uav);
const SAMPLER: Option<RegisterClass> = Some(RegisterClass::Sampler);

static ROOT_FLAGS_ROW: Row = element(Keyword::RootFlags, None, ROOT_FLAGS_ARGS);
const ROOT_FLAGS_ARGS: &[(Arg, Value)] = &[(Arg::Flags, Value::Flags(&ROOT_FLAGS))];
pub(super) static ROOT_CONSTANTS_ROW: Row = Row {
    needs: Some((Arg::Num32BitConstants, "the number of 32-bit values")),
    ..element(Keyword::RootConstants, CBV, ROOT_CONSTANTS_ARGS)
};
const ROOT_CONSTANTS_ARGS: &[(Arg, Value)] = &[
    (Arg::Num32BitConstants, UNSIGNED),
    (Arg::Register, UNSIGNED),
    (Arg::Space, UNSIGNED),
    VISIBILITY,
];
pub(super) static CBV_ROW: Row = element(Keyword::Cbv, CBV, ROOT_DESCRIPTOR_ARGS);
pub(super) static SRV_ROW: Row = element(Keyword::Srv, SRV, ROOT_DESCRIPTOR_ARGS);
pub(super) static UAV_ROW: Row = element(Keyword::Uav, UAV, ROOT_DESCRIPTOR_ARGS);
const ROOT_DESCRIPTOR_ARGS: &[(Arg, Value)] = &[
    (Arg::Register, UNSIGNED),
    (Arg::Space, UNSIGNED),
    VISIBILITY,
    (Arg::Flags, Value::Flags(&ROOT_DESCRIPTOR_FLAGS)),
];
pub(super) static TABLE_ROW: Row = Row {
    nested: &[&CBV_RANGE, &SRV_RANGE, &UAV_RANGE, &SAMPLER_RANGE],
    ..element(Keyword::DescriptorTable, None, &[VISIBILITY])
};
static CBV_RANGE: Row = range(Keyword::Cbv, "CBV range", CBV);
static SRV_RANGE: Row = range(Keyword::Srv, "SRV range", SRV);
static UAV_RANGE: Row = range(Keyword::Uav, "UAV range", UAV);
static SAMPLER_RANGE: Row = range(Keyword::Sampler, "Sampler range", SAMPLER);
/// How the printer writes a range of unknown type (`RANGE_TYPE_7(r0)`).
pub(super) static UNKNOWN_RANGE: Row = range(Keyword::Cbv, "range", None);
const RANGE_ARGS: &[(Arg, Value)] = &[
    (Arg::Register, UNSIGNED),
    (Arg::NumDescriptors, COUNT),
    (Arg::Space, UNSIGNED),
    (Arg::Offset, OFFSET),
    (Arg::Flags, Value::Flags(&RANGE_FLAGS)),
];
const COUNT: Value = Value::Unsigned(Some(Keyword::Unbounded));
const OFFSET: Value = Value::Unsigned(Some(Keyword::DescriptorRangeOffsetAppend));
pub(super) static STATIC_SAMPLER_ROW: Row = element(Keyword::StaticSampler, SAMPLER, SAMPLER_ARGS);
const SAMPLER_ARGS: &[(Arg, Value)] = &[
    (Arg::Register, UNSIGNED),
    (Arg::Filter, Value::Enum(&FILTERS)),
    (Arg::AddressU, Value::Enum(&ADDRESS_MODES)),
    (Arg::AddressV, Value::Enum(&ADDRESS_MODES)),
    (Arg::AddressW, Value::Enum(&ADDRESS_MODES)),
    (Arg::MipLodBias, Value::Number),
    (Arg::MaxAnisotropy, UNSIGNED),
    (Arg::ComparisonFunc, Value::Enum(&COMPARISONS)),
    (Arg::BorderColor, Value::Enum(&BORDER_COLORS)),
    (Arg::MinLod, Value::Number),
    (Arg::MaxLod, Value::Number),
    (Arg::Space, UNSIGNED),
    VISIBILITY,
    (Arg::Flags, Value::Flags(&SAMPLER_FLAGS)),
];

/// A top-level row that nests no elements, named by its keyword.
const fn element(
    keyword: Keyword,
    register: Option<RegisterClass>,
    args: &'static [(Arg, Value)],
) -> Row {
    let (name, nested, needs) = (keyword.as_str(), &[], None);
    Row {
        keyword,
        name,
        register,
        args,
        nested,
        needs,
    }
}

/// A descriptor range's row.
const fn range(keyword: Keyword, name: &'static str, register: Option<RegisterClass>) -> Row {
    Row {
        name,
        ..element(keyword, register, RANGE_ARGS)
    }
}

/// The elements written at the top level.
static ELEMENTS: [&Row; 7] = [
    &ROOT_FLAGS_ROW,
    &ROOT_CONSTANTS_ROW,
    &CBV_ROW,
    &SRV_ROW,
    &UAV_ROW,
    &TABLE_ROW,
    &STATIC_SAMPLER_ROW,
];

// ---- where each argument is stored ----

/// An element of the description: where each argument of its row is
/// stored, one arm per argument. The conversion from what was read
/// ([`build`]) and the printer both go through it.
pub(super) trait Bind {
    /// The element `row` writes, with every default (and register 0).
    fn blank(row: &Row) -> Self;

    /// Sets the field of `arg` to `value`, if any, and returns the field's
    /// bits: `None` for flags left out or an argument the element lacks.
    fn bind(&mut self, arg: Arg, value: Option<u32>) -> Option<u32>;
}

impl Bind for RootParameter {
    fn blank(row: &Row) -> RootParameter {
        let kind = match row.keyword {
            Keyword::RootConstants => Constants(RootConstants::default()),
            Keyword::DescriptorTable => Tabled(DescriptorTable::default()),
            Keyword::Cbv => Descriptor(RootDescriptorKind::Cbv, RootDescriptor::new(0)),
            Keyword::Srv => Descriptor(RootDescriptorKind::Srv, RootDescriptor::new(0)),
            _ => Descriptor(RootDescriptorKind::Uav, RootDescriptor::new(0)),
        };
        let visibility = ShaderVisibility::ALL;
        RootParameter { kind, visibility }
    }

    #[inline]
    fn bind(&mut self, arg: Arg, value: Option<u32>) -> Option<u32> {
        match (&mut self.kind, arg) {
            (_, Arg::Visibility) => self.visibility.bind(value),
            (Constants(c), Arg::Num32BitConstants) => c.num_32bit_values.bind(value),
            (Constants(c), Arg::Register) => c.shader_register.bind(value),
            (Constants(c), Arg::Space) => c.register_space.bind(value),
            (Descriptor(_, d), Arg::Register) => d.shader_register.bind(value),
            (Descriptor(_, d), Arg::Space) => d.register_space.bind(value),
            (Descriptor(_, d), Arg::Flags) => d.flags.bind(value),
            _ => None,
        }
    }
}

impl Bind for RootFlags {
    fn blank(_: &Row) -> RootFlags {
        RootFlags::empty()
    }

    fn bind(&mut self, arg: Arg, value: Option<u32>) -> Option<u32> {
        (arg == Arg::Flags)
            .then(|| Raw::bind(self, value))
            .flatten()
    }
}

impl Bind for DescriptorRange {
    fn blank(row: &Row) -> DescriptorRange {
        let range_type = match row.keyword {
            Keyword::Cbv => DescriptorRangeType::CBV,
            Keyword::Srv => DescriptorRangeType::SRV,
            Keyword::Uav => DescriptorRangeType::UAV,
            _ => DescriptorRangeType::SAMPLER,
        };
        DescriptorRange::new(range_type, 0)
    }

    #[inline]
    fn bind(&mut self, arg: Arg, value: Option<u32>) -> Option<u32> {
        match arg {
            Arg::Register => self.base_shader_register.bind(value),
            Arg::NumDescriptors => self.num_descriptors.bind(value),
            Arg::Space => self.register_space.bind(value),
            Arg::Offset => self.offset.bind(value),
            Arg::Flags => self.flags.bind(value),
            _ => None,
        }
    }
}

impl Bind for StaticSampler {
    fn blank(_: &Row) -> StaticSampler {
        StaticSampler::new(0)
    }

    #[inline]
    fn bind(&mut self, arg: Arg, value: Option<u32>) -> Option<u32> {
        match arg {
            Arg::Register => self.shader_register.bind(value),
            Arg::Filter => self.filter.bind(value),
            Arg::AddressU => self.address_u.bind(value),
            Arg::AddressV => self.address_v.bind(value),
            Arg::AddressW => self.address_w.bind(value),
            Arg::MipLodBias => self.mip_lod_bias.bind(value),
            Arg::MaxAnisotropy => self.max_anisotropy.bind(value),
            Arg::ComparisonFunc => self.comparison_func.bind(value),
            Arg::BorderColor => self.border_color.bind(value),
            Arg::MinLod => self.min_lod.bind(value),
            Arg::MaxLod => self.max_lod.bind(value),
            Arg::Space => self.register_space.bind(value),
            Arg::Visibility => self.visibility.bind(value),
            Arg::Flags => self.flags.bind(value),
            _ => None,
        }
    }
}

impl Row {
    /// What the element accepts, for RS0106: `a 'b' register, space,
    /// visibility and flags`.
    fn accepts(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|&(arg, _)| match (arg, self.register) {
                (Arg::Register, Some(class)) => {
                    let letter = class.letter();
                    let article = if letter == 's' { "an" } else { "a" };
                    format!("{article} '{letter}' register")
                }
                _ => arg.name().to_owned(),
            })
            .collect();
        if self.nested.is_empty() {
            return join_and(&args);
        }
        let nested: Vec<String> = self
            .nested
            .iter()
            .map(|row| row.keyword.as_str().to_owned())
            .collect();
        format!("{} ranges, and {}", join_and(&nested), join_and(&args))
    }

    /// The names written in the element, for "did you mean" hints.
    fn params(&self) -> impl Iterator<Item = &'static str> + Clone {
        let args = self
            .args
            .iter()
            .filter_map(|(arg, _)| Some(arg.keyword()?.as_str()));
        args.chain(self.nested.iter().map(|row| row.keyword.as_str()))
    }

    /// The named argument `word`, with how its value is written.
    fn arg(&self, word: &str) -> Option<(Arg, Value)> {
        for &(arg, value) in self.args {
            if arg != Arg::Register && same_word(arg.name(), word) {
                return Some((arg, value));
            }
        }
        None
    }

    /// The row among `rows` whose keyword is `word`.
    pub(super) fn find(rows: &[&'static Row], word: &str) -> Option<&'static Row> {
        let mut rows = rows.iter().copied();
        rows.find(|row| same_word(row.keyword.as_str(), word))
    }
}

/// Whether two words (runs of ASCII letters, digits and `_`) are equal
/// ignoring ASCII case: setting bit 5 folds letters and changes no other
/// word character.
fn same_word(a: &str, b: &str) -> bool {
    // Most candidates differ in length: that test stays small enough to
    // inline into the lookups, and only equal lengths pay for a call.
    a.len() == b.len() && same_length_word(a.as_bytes(), b.as_bytes())
}

/// [`same_word`] for two words of the same length.
fn same_length_word(a: &[u8], b: &[u8]) -> bool {
    const FOLD: u64 = 0x2020_2020_2020_2020;
    let n = a.len();
    // Plain loops: the macro parses unoptimised, where iterator adapters
    // cost several times more.
    if n < 8 {
        let mut i = 0;
        while i < n {
            if a[i] | 0x20 != b[i] | 0x20 {
                return false;
            }
            i += 1;
        }
        return true;
    }
    // Names are long (`FILTER_COMPARISON_MIN_MAG_MIP_LINEAR`): eight bytes
    // at a time, the last eight overlapping the chunk before.
    let eight = |bytes: &[u8], at: usize| {
        let chunk = bytes.get(at..at + 8).unwrap_or_default();
        u64::from_le_bytes(chunk.try_into().unwrap_or_default()) | FOLD
    };
    let mut at = 0;
    while at + 8 < n {
        if eight(a, at) != eight(b, at) {
            return false;
        }
        at += 8;
    }
    eight(a, n - 8) == eight(b, n - 8)
}

/// `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Strict and reserved Rust keywords: a label becomes a Rust name, so these
/// cannot be labels.
const RUST_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "Self", "static", "struct", "super", "trait", "true", "try", "type",
    "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

// ---- entry points ----

/// Parses text into a description and its source map.
///
/// Returns the first error (RS0101–RS0118), but the first lexing error
/// (RS0001–RS0008) anywhere in the text wins over a parse error. Omitted
/// `flags` stay `None`, omitted sampler and range arguments take the
/// defaults of docs/language.md §3.5.
///
/// **Labels** (only with [`Options::labels`]): `name: Element(…)` names a
/// root parameter (`RootConstants`, `CBV`, `SRV`, `UAV`, `DescriptorTable`)
/// or a range inside a table, and is stored in [`ElementSpans::label`]. A
/// label must be a Rust identifier, since `root_signature!` turns it into a
/// Rust name. Errors, using existing codes:
/// * RS0106 for a label that is not allowed: on `RootFlags`, on
///   `StaticSampler`, on a table's `visibility`, or a label that is a Rust
///   keyword or `_`;
/// * RS0116 for a label name used twice anywhere in the signature (root
///   parameters and ranges share one namespace); the related span points at
///   the first use.
///
/// Without the option, `:` is an unexpected character (RS0001).
///
/// ```
/// use rootsig_core::{language::parse::parse, Options, RootParameterKind};
/// let options = Options { labels: true, ..Options::default() };
/// let (sig, map) = parse("camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4))", &options).unwrap();
/// assert_eq!(sig.parameters.len(), 2);
/// assert_eq!(map.parameters[0].element.label.as_ref().unwrap().name, "camera");
/// assert_eq!(map.parameters[1].ranges[0].label.as_ref().unwrap().name, "albedo");
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[1].kind else { panic!() };
/// assert_eq!(table.ranges[0].num_descriptors, 4);
/// ```
pub fn parse(text: &str, options: &Options) -> Result<(RootSignature, SourceMap), Diagnostic> {
    let parser = parsed(text, options, true)?;
    Ok((parser.signature, parser.map))
}

/// [`parse`] without the source map, for callers that place no
/// diagnostics (such as `compile` on text without errors).
pub(crate) fn parse_description(
    text: &str,
    options: &Options,
) -> Result<RootSignature, Diagnostic> {
    Ok(parsed(text, options, false)?.signature)
}

/// The parser after a run over `text`, or the first error.
fn parsed<'a>(
    text: &'a str,
    options: &Options,
    record_map: bool,
) -> Result<Parser<'a>, Diagnostic> {
    let parser = Parser::run(text, options, record_map);
    // No rule accepts an error token, so text that parses has none.
    let Some(parse_error) = parser.error else {
        return Ok(parser);
    };
    let lexing_error = parser.tokens.iter().find_map(|token| match token.kind {
        TokenKind::Error(error) => Some(error.diagnostic(text, token.span)),
        _ => None,
    });
    Err(lexing_error.unwrap_or(parse_error))
}

/// Parses as much of `text` as it can, for callers that need what was
/// written even when the text has errors (such as `root_signature!`,
/// whose stand-in items keep the names of a broken signature).
///
/// An error inside an element skips to the element's closing `)` and
/// parsing goes on with what follows. Every root parameter whose kind
/// could be read is kept, with its label and the register and space read
/// before the error (0 otherwise), and tables keep the ranges read; an
/// element that fails takes the defaults for what it lacks and records no
/// argument spans. Static samplers and root flags that fail are left out.
/// Diagnostics are not reported: [`parse`] gives the first one. Text that
/// parses gives what [`parse`] gives.
///
/// ```
/// use rootsig_core::{language::parse::parse_recovering, Options, RootParameterKind};
/// let options = Options { labels: true, ..Options::default() };
/// let (sig, map) = parse_recovering("a: CBV(b1, space = 2, flags = ?), DescriptorTable(SRV(t0), UAV(u3, space 4)), SRV(t7)", &options);
/// assert_eq!(sig.parameters.len(), 3);
/// assert_eq!(map.parameters[0].element.label.as_ref().unwrap().name, "a");
/// let RootParameterKind::Descriptor(_, cbv) = &sig.parameters[0].kind else { panic!() };
/// assert_eq!((cbv.shader_register, cbv.register_space), (1, 2));
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[1].kind else { panic!() };
/// assert_eq!(table.ranges[1].base_shader_register, 3);
/// ```
pub fn parse_recovering(text: &str, options: &Options) -> (RootSignature, SourceMap) {
    let parser = Parser::run(text, options, true);
    (parser.signature, parser.map)
}

// ---- the parser ----

/// An error was recorded; the caller recovers.
struct Failed;

type PResult<T> = Result<T, Failed>;

/// The element the parser is inside: which, and where its `(` is.
#[derive(Clone, Copy)]
struct Within {
    row: &'static Row,
    paren: Span,
}

/// The arguments read from one element: `model`, the element with its
/// defaults, holds their values (through [`Bind`]), and `spans` where they
/// were written.
struct Args<M> {
    model: M,
    spans: ArgSpans,
    start: usize,
}

impl<M: Bind> Args<M> {
    fn new(row: &Row, start: usize) -> Args<M> {
        let (model, spans) = (M::blank(row), ArgSpans::NONE);
        Args {
            model,
            spans,
            start,
        }
    }

    /// Where `arg` was written, if it was.
    fn span(&self, arg: Arg) -> Option<Span> {
        self.spans.get(self.start, arg)
    }

    fn set(&mut self, arg: Arg, value: u32, span: Span) {
        self.model.bind(arg, Some(value));
        self.spans.set(self.start, arg, span);
    }
}

/// The element `model` of `row` read; one that failed has only the
/// register and space read.
fn kept<M: Bind>(mut model: M, row: &Row, parsed: bool) -> M {
    if parsed {
        return model;
    }
    let mut kept = M::blank(row);
    for arg in [Arg::Register, Arg::Space] {
        kept.bind(arg, model.bind(arg, None));
    }
    kept
}

/// A descriptor table as it is read: its ranges, where they were written,
/// and its own arguments.
struct Table {
    ranges: Vec<DescriptorRange>,
    spans: Vec<ElementSpans>,
    args: Args<RootParameter>,
}

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    /// The index of the next token.
    pos: usize,
    labels: bool,
    /// Labels seen so far, for RS0116.
    seen: Vec<(&'a str, Span)>,
    /// The first error.
    error: Option<Diagnostic>,
    signature: RootSignature,
    /// Whether to record `map`: `compile` needs no spans when the text is
    /// valid, and skipping them saves its allocations and copies.
    record_map: bool,
    map: SourceMap,
}

impl<'a> Parser<'a> {
    fn run(text: &'a str, options: &Options, record_map: bool) -> Parser<'a> {
        // Real text has about 64 bytes per element: reserve once for most.
        let parameters = (text.len() / 64 + 1).min(64);
        let samplers = parameters / 4 + 1;
        let (map_parameters, map_samplers) = match record_map {
            true => (parameters, samplers),
            false => (0, 0),
        };
        let mut parser = Parser {
            text,
            tokens: lex::tokenize(text, options.labels),
            pos: 0,
            labels: options.labels,
            seen: Vec::new(),
            error: None,
            signature: RootSignature {
                version: options.version,
                flags: RootFlags::empty(),
                parameters: Vec::with_capacity(parameters),
                static_samplers: Vec::with_capacity(samplers),
            },
            record_map,
            map: SourceMap {
                root_flags: None,
                parameters: Vec::with_capacity(map_parameters),
                static_samplers: Vec::with_capacity(map_samplers),
            },
        };
        parser.root_signature();
        parser
    }

    // ---- tokens ----

    /// The token at `index` (the end of input past the end).
    fn token(&self, index: usize) -> Token {
        match self.tokens.get(index) {
            Some(&token) => token,
            None => Token {
                kind: TokenKind::Eof,
                span: Span::new(self.text.len(), self.text.len()),
            },
        }
    }

    fn peek(&self) -> Token {
        self.token(self.pos)
    }

    /// Consumes the next token (never the end of input).
    fn bump(&mut self) -> Token {
        let token = self.peek();
        if token.kind != TokenKind::Eof {
            self.pos += 1;
        }
        token
    }

    /// The end of the last token consumed.
    fn prev_end(&self) -> usize {
        match self.pos.checked_sub(1) {
            Some(index) => self.token(index).span.end,
            None => 0,
        }
    }

    fn slice(&self, span: Span) -> &'a str {
        self.text.get(span.range()).unwrap_or_default()
    }

    /// The word of a [`TokenKind::Word`] token.
    fn word(&self, token: Token) -> Option<&'a str> {
        (token.kind == TokenKind::Word).then(|| self.slice(token.span))
    }

    fn keyword(&self, token: Token) -> Option<Keyword> {
        Keyword::from_word(self.word(token)?)
    }

    /// `'tok'`, or `end of input`.
    fn found(&self, token: Token) -> String {
        match token.kind {
            TokenKind::Eof => "end of input".to_owned(),
            _ => format!("'{}'", self.slice(token.span)),
        }
    }

    /// Records `diagnostic` when it is the first error.
    fn report(&mut self, diagnostic: Diagnostic) -> Failed {
        self.error.get_or_insert(diagnostic);
        Failed
    }

    /// Skips one token, or a parenthesised group with what it holds.
    fn skip_item(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.bump();
            if depth == 0 {
                return;
            }
        }
    }

    /// After an error in the element whose keyword is token `keyword`:
    /// skips its parenthesised group, and returns where it was written
    /// (with no argument spans).
    fn skip_element(&mut self, keyword: usize, label: Option<Label>) -> ElementSpans {
        self.pos = keyword + 1;
        if self.peek().kind == TokenKind::LParen {
            self.skip_item();
        }
        let keyword = self.token(keyword).span;
        ElementSpans {
            span: Span::new(keyword.start, self.prev_end()),
            keyword,
            label,
            args: ArgSpans::NONE,
        }
    }

    // ---- top level ----

    fn root_signature(&mut self) {
        let mut root_flags: Option<Span> = None;
        while self.peek().kind != TokenKind::Eof {
            let (label, _) = self.label();
            let token = self.peek();
            let Some(row) = self.word(token).and_then(|word| Row::find(&ELEMENTS, word)) else {
                let error = self.not_an_element(token);
                self.report(error);
                self.skip_item();
                continue;
            };
            let at = self.pos;
            self.bump();
            match row.keyword {
                Keyword::RootFlags => {
                    if let Some(label) = &label {
                        self.report(reject_label(label, "RootFlags"));
                    }
                    if let Some(first) = root_flags {
                        self.report(root_flags_twice(token.span, first));
                    }
                    let mut args = Args::new(row, token.span.start);
                    match self.root_flags(&mut args) {
                        Ok(()) => {
                            self.signature.flags = args.model;
                            let spans = self.spans(token, &args.spans, None);
                            root_flags = Some(spans.span);
                            if self.record_map {
                                self.map.root_flags = Some(spans);
                            }
                        }
                        Err(Failed) => {
                            self.skip_element(at, None);
                        }
                    }
                }
                Keyword::StaticSampler => {
                    if let Some(label) = &label {
                        self.report(reject_label(label, "StaticSampler"));
                    }
                    let mut args = Args::new(row, token.span.start);
                    match self.arguments(row, token.span, &mut args) {
                        Ok(()) => {
                            self.signature.static_samplers.push(args.model);
                            if self.record_map {
                                let spans = self.spans(token, &args.spans, None);
                                self.map.static_samplers.push(spans);
                            }
                        }
                        Err(Failed) => {
                            self.skip_element(at, None);
                        }
                    }
                }
                Keyword::DescriptorTable => self.descriptor_table(at, label),
                _ => {
                    let mut args = Args::new(row, token.span.start);
                    let parsed = self.arguments(row, token.span, &mut args);
                    let element = match parsed {
                        Ok(()) => self.spans(token, &args.spans, label),
                        Err(Failed) => self.skip_element(at, label),
                    };
                    self.signature
                        .parameters
                        .push(kept(args.model, row, parsed.is_ok()));
                    if self.record_map {
                        let ranges = Vec::new();
                        self.map.parameters.push(ParameterSpans { element, ranges });
                    }
                }
            }
            let next = self.peek();
            match next.kind {
                TokenKind::Eof => break,
                TokenKind::Comma => {
                    self.bump();
                    let next = self.peek();
                    if next.kind == TokenKind::Comma {
                        self.report(empty_item("the root signature", next.span));
                    }
                }
                _ => {
                    let error = Diagnostic::new(
                        Code::RS0102,
                        format!(
                            "expected ',' or end of input after {}, found {}",
                            row.keyword.as_str(),
                            self.found(next)
                        ),
                        Some(next.span),
                    )
                    .with_help("separate elements with ','");
                    self.report(error);
                }
            }
        }
    }

    /// The spans of the element whose keyword is `keyword`, up to the last
    /// token consumed.
    fn spans(&self, keyword: Token, args: &ArgSpans, label: Option<Label>) -> ElementSpans {
        ElementSpans {
            span: Span::new(keyword.span.start, self.prev_end()),
            keyword: keyword.span,
            label,
            args: *args,
        }
    }

    fn not_an_element(&self, token: Token) -> Diagnostic {
        let diagnostic = Diagnostic::new(
            Code::RS0101,
            format!(
                "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found {}",
                self.found(token)
            ),
            Some(token.span),
        );
        let help = match (token.kind, self.keyword(token)) {
            (_, Some(Keyword::Sampler)) => Some(
                "Sampler ranges go inside DescriptorTable(…); a static sampler is written StaticSampler(…)"
                    .to_owned(),
            ),
            (TokenKind::Comma, _) => Some("remove the ','".to_owned()),
            (TokenKind::Word, _) => {
                let elements = ELEMENTS.iter().map(|row| row.keyword.as_str());
                suggest(self.slice(token.span), elements).map(|s| format!("did you mean '{s}'?"))
            }
            _ => None,
        };
        Diagnostic { help, ..diagnostic }
    }

    // ---- labels ----

    /// `name:` when labels are enabled, consumed; a label that is not
    /// allowed is reported (the `Err`) and kept.
    fn label(&mut self) -> (Option<Label>, PResult<()>) {
        // Most text has no labels: this test stays small enough to inline.
        if !self.labels || self.token(self.pos + 1).kind != TokenKind::Colon {
            return (None, Ok(()));
        }
        self.read_label()
    }

    /// [`Parser::label`] before a `:`.
    fn read_label(&mut self) -> (Option<Label>, PResult<()>) {
        let word = self.peek();
        if word.kind != TokenKind::Word {
            return (None, Ok(()));
        }
        self.pos += 2;
        let name = self.slice(word.span);
        let allowed = if name == "_" || RUST_KEYWORDS.contains(&name) {
            Err(self.report(
                Diagnostic::new(
                    Code::RS0106,
                    format!("'{name}' is not allowed as a label; labels become Rust names, and '{name}' is reserved in Rust"),
                    Some(word.span),
                )
                .with_help("choose another name"),
            ))
        } else if let Some(&(_, first)) = self.seen.iter().find(|(n, _)| *n == name) {
            Err(self.report(
                Diagnostic::new(
                    Code::RS0116,
                    format!("the root signature uses label '{name}' more than once"),
                    Some(word.span),
                )
                .with_related(Some(first), format!("'{name}' is first used here"))
                .with_help("give each root parameter and range its own label"),
            ))
        } else {
            self.seen.push((name, word.span));
            Ok(())
        };
        let label = Label {
            name: name.to_owned(),
            span: word.span,
        };
        (Some(label), allowed)
    }

    // ---- element structure ----

    /// Consumes the `(` after the element's keyword.
    fn open(&mut self, row: &'static Row) -> PResult<Within> {
        let token = self.peek();
        if token.kind != TokenKind::LParen {
            let message = format!("expected '(' after {}", row.keyword.as_str());
            return Err(self.report(Diagnostic::new(Code::RS0103, message, Some(token.span))));
        }
        self.bump();
        Ok(Within {
            row,
            paren: token.span,
        })
    }

    /// The next token inside `within`, where the end of input is RS0104.
    fn peek_in(&mut self, within: Within) -> PResult<Token> {
        let token = self.peek();
        if token.kind == TokenKind::Eof {
            return Err(self.unclosed(within));
        }
        Ok(token)
    }

    fn unclosed(&mut self, within: Within) -> Failed {
        let keyword = within.row.keyword.as_str();
        let end = self.text.len();
        self.report(
            Diagnostic::new(
                Code::RS0104,
                format!("unexpected end of input: '{keyword}(' is not closed"),
                Some(Span::new(end, end)),
            )
            .with_related(Some(within.paren), format!("'{keyword}(' is opened here"))
            .with_help("add the missing ')'"),
        )
    }

    /// Moves to the next item of a parenthesised list: `Some` of its first
    /// token, or `None` once `)` is consumed; `first` is true right after `(`.
    fn next_item(&mut self, within: Within, first: bool) -> PResult<Option<Token>> {
        let mut token = self.peek_in(within)?;
        if !first {
            match token.kind {
                TokenKind::Comma => {
                    self.bump();
                    token = self.peek_in(within)?;
                }
                TokenKind::RParen => {
                    self.bump();
                    return Ok(None);
                }
                _ => {
                    let message = format!(
                        "expected ',' or ')' in {}, found {}",
                        within.row.keyword.as_str(),
                        self.found(token)
                    );
                    return Err(self.report(Diagnostic::new(
                        Code::RS0104,
                        message,
                        Some(token.span),
                    )));
                }
            }
        }
        match token.kind {
            TokenKind::RParen => {
                self.bump();
                Ok(None)
            }
            TokenKind::Comma => {
                Err(self.report(empty_item(within.row.keyword.as_str(), token.span)))
            }
            _ => Ok(Some(token)),
        }
    }

    /// An element's parenthesised arguments, after its keyword, by its row.
    fn arguments<M: Bind>(
        &mut self,
        row: &'static Row,
        keyword: Span,
        args: &mut Args<M>,
    ) -> PResult<()> {
        let within = self.open(row)?;
        let class = row.register.unwrap_or(RegisterClass::Cbv);
        let mut first = true;
        while let Some(token) = self.next_item(within, first)? {
            first = false;
            if let TokenKind::Register(found, number) = token.kind
                && found == class
                && args.span(Arg::Register).is_none()
            {
                self.bump();
                args.set(Arg::Register, number, token.span);
                continue;
            }
            let Some((arg, value)) = self.word(token).and_then(|word| row.arg(word)) else {
                let error = self.bad_item(within, token, args);
                return Err(self.report(error));
            };
            self.bump();
            if let Some(first) = args.span(arg) {
                return Err(self.report(set_twice(row, token.span, first, arg.name())));
            }
            self.equals(within, arg.name())?;
            let value = self.value(within, arg, value)?;
            args.set(arg, value, Span::new(token.span.start, self.prev_end()));
        }
        if args.span(Arg::Register).is_none() {
            let letter = class.letter();
            return Err(self.report(
                Diagnostic::new(
                    Code::RS0117,
                    format!("{} needs a '{letter}' register", row.name),
                    Some(keyword),
                )
                .with_help(format!("add a register such as '{letter}0'")),
            ));
        }
        if let Some((needed, what)) = row.needs
            && args.span(needed).is_none()
        {
            let (element, name) = (row.name, needed.name());
            return Err(self.report(
                Diagnostic::new(
                    Code::RS0117,
                    format!("{element} needs '{name}'"),
                    Some(keyword),
                )
                .with_help(format!("add '{name} = N', {what}")),
            ));
        }
        Ok(())
    }

    /// The `=` after the name `name` of an argument.
    fn equals(&mut self, within: Within, name: &str) -> PResult<()> {
        let token = self.peek_in(within)?;
        if token.kind != TokenKind::Equals {
            return Err(self.report(
                Diagnostic::new(
                    Code::RS0108,
                    format!("expected '=' after '{name}'"),
                    Some(token.span),
                )
                .with_help(format!("write '{name} = …'")),
            ));
        }
        self.bump();
        Ok(())
    }

    /// The item `token` is none the element takes: a register of another
    /// class or a second one, or RS0106.
    fn bad_item<M: Bind>(&self, within: Within, token: Token, args: &Args<M>) -> Diagnostic {
        let row = within.row;
        let (Some(expected), TokenKind::Register(class, number)) = (row.register, token.kind)
        else {
            return self.not_allowed(row, token);
        };
        let text = self.slice(token.span);
        let letter = expected.letter();
        if class != expected {
            return Diagnostic::new(
                Code::RS0107,
                format!("{} takes a '{letter}' register, found '{text}'", row.name),
                Some(token.span),
            )
            .with_help(format!("write '{letter}{number}'"));
        }
        let first = args.span(Arg::Register).unwrap_or_default();
        Diagnostic::new(
            Code::RS0116,
            format!(
                "{} has more than one register ('{}' and '{text}')",
                row.name,
                self.slice(first)
            ),
            Some(token.span),
        )
        .with_related(Some(first), "the first register is here")
        .with_help("an element binds one register; use a descriptor table range for several")
    }

    fn not_allowed(&self, row: &Row, token: Token) -> Diagnostic {
        let (item, name, accepts) = (self.slice(token.span), row.name, row.accepts());
        let message = format!("'{item}' is not allowed in {name}; it accepts {accepts}");
        let diagnostic = Diagnostic::new(Code::RS0106, message, Some(token.span));
        let help = match self.keyword(token) {
            Some(Keyword::Visibility) if row.name.ends_with("range") => {
                Some("visibility is set on the DescriptorTable itself".to_owned())
            }
            Some(Keyword::StaticSampler) => Some(
                "static samplers are written at the top level, outside DescriptorTable".to_owned(),
            ),
            Some(
                Keyword::RootFlags
                | Keyword::RootConstants
                | Keyword::DescriptorTable
                | Keyword::Cbv
                | Keyword::Srv
                | Keyword::Uav
                | Keyword::Sampler,
            ) => Some(if row.keyword == Keyword::DescriptorTable {
                "only CBV, SRV, UAV and Sampler ranges can be nested, inside DescriptorTable"
                    .to_owned()
            } else {
                "elements cannot be nested; ranges go directly inside DescriptorTable(…)".to_owned()
            }),
            _ if token.kind == TokenKind::Word => {
                suggest(item, row.params()).map(|s| format!("did you mean '{s}'?"))
            }
            _ => None,
        };
        Diagnostic { help, ..diagnostic }
    }

    // ---- values ----

    /// The value of `arg`, written as `value` says.
    #[inline(always)]
    fn value(&mut self, within: Within, arg: Arg, value: Value) -> PResult<u32> {
        match value {
            Value::Unsigned(special) => self.unsigned(within, arg, special),
            Value::Number => self.number(within, arg).map(f32::to_bits),
            Value::Enum(names) => self.enum_value(within, names),
            Value::Flags(names) => self.flag_set(within, names),
        }
    }

    /// `[+] INTEGER`, or the keyword `special` standing for `u32::MAX`.
    fn unsigned(&mut self, within: Within, arg: Arg, special: Option<Keyword>) -> PResult<u32> {
        let mut token = self.peek_in(within)?;
        if token.kind == TokenKind::Plus {
            self.bump();
            token = self.peek_in(within)?;
        } else if let Some(special) = special
            && self
                .word(token)
                .is_some_and(|word| same_word(special.as_str(), word))
        {
            self.bump();
            return Ok(u32::MAX);
        }
        if let TokenKind::Integer(n) = token.kind {
            self.bump();
            return Ok(n);
        }
        Err(self.not_unsigned(arg.name(), special))
    }

    /// RS0109 for the next token (after any `+`), which is no unsigned value.
    fn not_unsigned(&mut self, name: &str, special: Option<Keyword>) -> Failed {
        let token = self.peek();
        let mut span = token.span;
        let number = self.token(self.pos + 1);
        if token.kind == TokenKind::Minus
            && matches!(number.kind, TokenKind::Integer(_) | TokenKind::Float)
        {
            span = span.to(number.span);
        }
        let diagnostic = Diagnostic::new(
            Code::RS0109,
            format!(
                "'{name}' takes an unsigned decimal integer, found '{}'",
                self.slice(span)
            ),
            Some(span),
        );
        let help = match (token.kind, special) {
            (TokenKind::Minus, _) => Some("negative values are not allowed here".to_owned()),
            (_, Some(special)) => Some(format!("write an integer or {}", special.as_str())),
            (TokenKind::Float, None) => {
                Some("write an integer, without '.', exponent or 'f'".to_owned())
            }
            _ => None,
        };
        self.report(Diagnostic { help, ..diagnostic })
    }

    /// `[+|-] (INTEGER | FLOAT)`, converted through f64 to f32.
    fn number(&mut self, within: Within, arg: Arg) -> PResult<f32> {
        let sign = self.peek_in(within)?;
        let negative = sign.kind == TokenKind::Minus;
        if negative || sign.kind == TokenKind::Plus {
            self.bump();
        }
        let token = self.peek_in(within)?;
        let value = match token.kind {
            TokenKind::Integer(n) if !negative || n <= 2_147_483_648 => {
                // Exact in f64; `-0` is +0.0 because the negation is done on integers.
                let n = i64::from(n);
                (if negative { -n } else { n }) as f64
            }
            TokenKind::Float => {
                let x = lex::float_value(self.slice(token.span));
                if negative { -x } else { x }
            }
            TokenKind::Integer(_) => {
                let text = format!("-{}", self.slice(token.span));
                return Err(self.report(
                    Diagnostic::new(
                        Code::RS0111,
                        format!(
                            "integer {text} is out of range here; write it as a float literal such as {text}.0"
                        ),
                        Some(sign.span.to(token.span)),
                    )
                    .with_help(format!("write {text}.0")),
                ));
            }
            _ => {
                let message = format!(
                    "'{}' takes a number, found {}",
                    arg.name(),
                    self.found(token)
                );
                return Err(self.report(Diagnostic::new(Code::RS0110, message, Some(token.span))));
            }
        };
        self.bump();
        Ok(value as f32)
    }

    /// A name of the enumeration `names`.
    fn enum_value(&mut self, within: Within, names: &Names) -> PResult<u32> {
        let token = self.peek_in(within)?;
        if let Some(value) = self.word(token).and_then(|word| names.value(word)) {
            self.bump();
            return Ok(value);
        }
        let (word, what) = (self.slice(token.span), names.what);
        let expected = names.iter().collect::<Vec<_>>().join(", ");
        let message = format!("unknown {what} '{word}'; expected one of {expected}");
        let diagnostic = Diagnostic::new(Code::RS0112, message, Some(token.span));
        let help = if word.to_ascii_uppercase().contains("ANISOTROPIC_MIP_POINT") {
            Some("the MIN_MAG_ANISOTROPIC_MIP_POINT filters are not accepted; use an ANISOTROPIC filter such as FILTER_ANISOTROPIC".to_owned())
        } else {
            suggest(word, names.iter())
                .filter(|_| token.kind == TokenKind::Word)
                .map(|s| format!("did you mean '{s}'?"))
        };
        Err(self.report(Diagnostic { help, ..diagnostic }))
    }

    /// `[+] 0` alone, or `flag { "|" flag }`.
    fn flag_set(&mut self, within: Within, names: &'static Names) -> PResult<u32> {
        let token = self.peek_in(within)?;
        let zero = self.pos + usize::from(token.kind == TokenKind::Plus);
        if self.token(zero).kind == TokenKind::Integer(0)
            && self.token(zero + 1).kind != TokenKind::Pipe
        {
            self.pos = zero + 1;
            return Ok(0);
        }
        let mut bits = 0;
        loop {
            let token = self.peek();
            match self.word(token).and_then(|word| names.value(word)) {
                Some(value) => bits |= value,
                None => return Err(self.bad_flag(within, names)),
            }
            self.bump();
            if self.peek().kind != TokenKind::Pipe {
                return Ok(bits);
            }
            self.bump();
            self.peek_in(within)?;
        }
    }

    /// The flag set item here is no flag name: RS0113, or a number other
    /// than `0` standing alone (RS0114, RS0115).
    fn bad_flag(&mut self, within: Within, names: &Names) -> Failed {
        let token = self.peek();
        let integer = match (token.kind, self.token(self.pos + 1)) {
            (TokenKind::Integer(n), _) => Some((n, token.span)),
            (
                TokenKind::Plus,
                Token {
                    kind: TokenKind::Integer(n),
                    span,
                },
            ) => Some((n, token.span.to(span))),
            _ => None,
        };
        let diagnostic = match integer {
            None if token.kind == TokenKind::Eof => return self.unclosed(within),
            None => self.not_a_flag(names, token),
            Some((0, span)) => {
                // A `0` after a flag, or followed by `|` (alone it parses).
                Diagnostic::new(
                    Code::RS0115,
                    "'0' means \"no flags\" and cannot be combined with '|'",
                    Some(span),
                )
                .with_help("write either 0 alone or flag names joined with '|'")
            }
            Some((_, span)) => Diagnostic::new(
                Code::RS0114,
                format!(
                    "flags must be written by name; only 0 may be written as a number, found '{}'",
                    self.slice(span)
                ),
                Some(span),
            )
            .with_help(format!("write {} flag names joined with '|'", names.what)),
        };
        self.report(diagnostic)
    }

    /// RS0113: what was found comes first; the flags of this kind are
    /// listed in a note unless "did you mean" already names the fix.
    fn not_a_flag(&self, names: &Names, token: Token) -> Diagnostic {
        let diagnostic = Diagnostic::new(
            Code::RS0113,
            format!("{} is not a {} flag", self.found(token), names.what),
            Some(token.span),
        );
        let help = self.word(token).and_then(|word| {
            // No flag name is a keyword.
            let other = FLAG_SETS
                .iter()
                .find(|set| set.what != names.what && set.value(word).is_some());
            match other {
                Some(other) => Some((
                    format!("{word} is a {} flag; it cannot be used here", other.what),
                    true,
                )),
                None => {
                    suggest(word, names.iter()).map(|s| (format!("did you mean '{s}'?"), false))
                }
            }
        });
        let (help, list) = help.unwrap_or_else(|| {
            (
                format!(
                    "write {} flag names joined with '|', or 0 for none",
                    names.what
                ),
                true,
            )
        });
        let diagnostic = if list {
            let all: Vec<&str> = names.iter().collect();
            diagnostic.with_related(
                None,
                format!("the {} flags are {}", names.what, all.join(", ")),
            )
        } else {
            diagnostic
        };
        diagnostic.with_help(help)
    }

    // ---- elements ----

    /// `RootFlags(…)` after its keyword: `0`, flags joined with `|`, or nothing.
    fn root_flags(&mut self, args: &mut Args<RootFlags>) -> PResult<()> {
        let within = self.open(&ROOT_FLAGS_ROW)?;
        let token = self.peek_in(within)?;
        if token.kind != TokenKind::RParen {
            let bits = self.flag_set(within, &ROOT_FLAGS)?;
            args.set(
                Arg::Flags,
                bits,
                Span::new(token.span.start, self.prev_end()),
            );
        }
        let close = self.peek_in(within)?;
        if close.kind != TokenKind::RParen {
            let diagnostic = Diagnostic::new(
                Code::RS0104,
                format!(
                    "expected '|' or ')' in RootFlags, found {}",
                    self.found(close)
                ),
                Some(close.span),
            );
            return Err(self.report(if close.kind == TokenKind::Comma {
                diagnostic.with_help("root flags are combined with '|', not ','")
            } else {
                diagnostic
            }));
        }
        self.bump();
        Ok(())
    }

    /// `DescriptorTable(…)` after its keyword (token `at`). An error in a
    /// range or item is recorded, and the table goes on with the next one;
    /// a table with an error records no argument spans.
    fn descriptor_table(&mut self, at: usize, label: Option<Label>) {
        let keyword = self.token(at);
        let mut table = Table {
            ranges: Vec::new(),
            spans: Vec::new(),
            args: Args::new(&TABLE_ROW, keyword.span.start),
        };
        if self.table_items(&mut table).is_err() {
            table.args.spans = ArgSpans::NONE;
        }
        if self.record_map {
            let element = self.spans(keyword, &table.args.spans, label);
            let ranges = table.spans;
            self.map.parameters.push(ParameterSpans { element, ranges });
        }
        let mut parameter = table.args.model;
        let ranges = table.ranges;
        parameter.kind = RootParameterKind::DescriptorTable(DescriptorTable { ranges });
        self.signature.parameters.push(parameter);
    }

    /// The items of a table: `Err` when any had an error.
    fn table_items(&mut self, table: &mut Table) -> PResult<()> {
        let within = self.open(&TABLE_ROW)?;
        let mut result = Ok(());
        let mut first = true;
        loop {
            match self.next_item(within, first) {
                Ok(Some(_)) => {}
                Ok(None) => return result,
                Err(Failed) => {
                    result = Err(Failed);
                    match self.peek().kind {
                        TokenKind::Eof => return result,
                        TokenKind::Comma => {
                            self.bump();
                            first = true;
                            continue;
                        }
                        // Recovering: this item needs no ','.
                        _ => {}
                    }
                }
            }
            first = false;
            let (label, allowed) = self.label();
            if allowed.is_err() {
                result = Err(Failed);
            }
            if label.is_some() && self.peek_in(within).is_err() {
                return Err(Failed);
            }
            if let Err(Failed) = self.table_item(within, label, table) {
                result = Err(Failed);
            }
        }
    }

    /// One item of a table: a range (kept, with what was read, even when it
    /// has an error) or `visibility = …`.
    fn table_item(
        &mut self,
        within: Within,
        label: Option<Label>,
        table: &mut Table,
    ) -> PResult<()> {
        let token = self.peek();
        let word = self.word(token).unwrap_or_default();
        if let Some(row) = Row::find(TABLE_ROW.nested, word) {
            let at = self.pos;
            self.bump();
            let mut args = Args::new(row, token.span.start);
            let parsed = self.arguments(row, token.span, &mut args);
            let element = match parsed {
                Ok(()) => self.spans(token, &args.spans, label),
                Err(Failed) => self.skip_element(at, label),
            };
            table.ranges.push(kept(args.model, row, parsed.is_ok()));
            if self.record_map {
                table.spans.push(element);
            }
            return parsed;
        }
        if !same_word(Arg::Visibility.name(), word) {
            let error = self.not_allowed(&TABLE_ROW, token);
            self.report(error);
            self.skip_item();
            return Err(Failed);
        }
        let mut result = Ok(());
        if let Some(label) = &label {
            result = Err(self.report(reject_label(label, "visibility")));
        }
        self.bump();
        if let Some(first) = table.args.span(Arg::Visibility) {
            // Reported; the later value stands.
            result = Err(self.report(set_twice(&TABLE_ROW, token.span, first, "visibility")));
        }
        let read = self
            .equals(within, "visibility")
            .and_then(|()| self.enum_value(within, &VISIBILITIES));
        match read {
            Ok(value) => {
                table.args.set(
                    Arg::Visibility,
                    value,
                    Span::new(token.span.start, self.prev_end()),
                );
                result
            }
            Err(Failed) => {
                self.skip_item();
                Err(Failed)
            }
        }
    }
}

// ---- diagnostics shared by several places ----

fn empty_item(keyword: &str, comma: Span) -> Diagnostic {
    Diagnostic::new(
        Code::RS0105,
        format!("empty item in {keyword}: remove the extra ','"),
        Some(comma),
    )
    .with_help("remove the extra ','")
}

fn set_twice(row: &Row, span: Span, first: Span, name: &str) -> Diagnostic {
    Diagnostic::new(
        Code::RS0116,
        format!("{} sets '{name}' more than once", row.name),
        Some(span),
    )
    .with_related(Some(first), format!("'{name}' is first set here"))
    .with_help(format!("remove one of the '{name}' arguments"))
}

fn reject_label(label: &Label, what: &str) -> Diagnostic {
    Diagnostic::new(
        Code::RS0106,
        format!(
            "label '{}' is not allowed on {what}; labels name root parameters (RootConstants, CBV, SRV, UAV, DescriptorTable) and descriptor ranges",
            label.name
        ),
        Some(label.span),
    )
    .with_help("remove the label")
}

fn root_flags_twice(span: Span, first: Span) -> Diagnostic {
    Diagnostic::new(Code::RS0118, "RootFlags may appear only once", Some(span))
        .with_related(Some(first), "the first RootFlags is here")
        .with_help("combine the flags with '|' in one RootFlags")
}

/// A close spelling among `candidates` for a "did you mean" hint: the only
/// candidate that ends with `_word`, or the nearest by edit distance.
pub(crate) fn suggest<'c>(
    word: &str,
    candidates: impl Iterator<Item = &'c str> + Clone,
) -> Option<&'c str> {
    if word.len() < 2 || word.len() > 64 {
        return None;
    }
    let upper = word.to_ascii_uppercase();
    let mut suffix_matches = candidates.clone().filter(|c| {
        let c_upper = c.to_ascii_uppercase();
        c_upper.len() > upper.len() + 1
            && c_upper.ends_with(&upper)
            && c_upper.as_bytes().get(c_upper.len() - upper.len() - 1) == Some(&b'_')
    });
    if let (Some(only), None) = (suffix_matches.next(), suffix_matches.next()) {
        return Some(only);
    }
    let limit = (word.len() / 4).clamp(1, 3);
    candidates
        .filter(|c| c.len() <= 64)
        .map(|c| (edit_distance(&upper, &c.to_ascii_uppercase()), c))
        .filter(|(d, _)| *d > 0 && *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance over bytes (both inputs are short ASCII).
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut previous_diagonal = row.first().copied().unwrap_or(0);
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
        for (j, cb) in b.iter().enumerate() {
            let above = row.get(j + 1).copied().unwrap_or(0);
            let left = row.get(j).copied().unwrap_or(0);
            let cost = usize::from(ca != *cb);
            let value = (previous_diagonal + cost).min(above + 1).min(left + 1);
            previous_diagonal = above;
            if let Some(cell) = row.get_mut(j + 1) {
                *cell = value;
            }
        }
    }
    row.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn labelled() -> Options {
        Options {
            labels: true,
            ..Options::default()
        }
    }

    #[test]
    fn a_lexing_error_wins_over_a_parse_error() {
        for (text, code, at) in [
            ("CBV(b0) ) @", Code::RS0001, 10),
            ("CBV(b0),, B0", Code::RS0002, 10),
            ("CBV(t0, space = 1.2.3)", Code::RS0005, 16),
            ("RootFlags(0), RootFlags(0) 0x1", Code::RS0004, 27),
            ("a: CBV(b0)", Code::RS0001, 1),
            ("CBV(b0) CBV(b1)", Code::RS0102, 8),
        ] {
            let error = parse(text, &Options::default()).unwrap_err();
            assert_eq!(
                (error.code, error.span.map(|s| s.start)),
                (code, Some(at)),
                "{text}"
            );
        }
    }

    #[test]
    fn labels_that_are_not_allowed() {
        for (text, code) in [
            ("_: CBV(b0)", Code::RS0106),
            ("fn: CBV(b0)", Code::RS0106),
            ("a: CBV(b0), a: CBV(b1)", Code::RS0116),
            ("DescriptorTable(a: CBV(b0), a: SRV(t0))", Code::RS0116),
            ("a: RootFlags(0)", Code::RS0106),
            ("a: StaticSampler(s0)", Code::RS0106),
            (
                "DescriptorTable(a: visibility = SHADER_VISIBILITY_ALL)",
                Code::RS0106,
            ),
            ("b0: CBV(b0)", Code::RS0101),
            ("a:", Code::RS0101),
            ("CBV(a: b0)", Code::RS0106),
        ] {
            assert_eq!(parse(text, &labelled()).unwrap_err().code, code, "{text}");
            let error = parse(text, &Options::default()).unwrap_err();
            assert_eq!(error.code, Code::RS0001, "{text}");
        }
    }

    /// Root parameters as `parse_recovering` keeps them: label, kind,
    /// register, space, and each range's label, register and space.
    fn recovered(text: &str) -> Vec<String> {
        let (signature, map) = parse_recovering(text, &labelled());
        assert_eq!(signature.parameters.len(), map.parameters.len());
        let label = |spans: &ElementSpans| {
            spans
                .label
                .as_ref()
                .map_or("-".to_owned(), |l| l.name.clone())
        };
        let parameters = signature.parameters.iter().zip(&map.parameters);
        parameters
            .map(|(parameter, spans)| {
                let head = label(&spans.element);
                match &parameter.kind {
                    RootParameterKind::Constants(c) => {
                        format!(
                            "{head} constants b{} space{}",
                            c.shader_register, c.register_space
                        )
                    }
                    RootParameterKind::Descriptor(kind, d) => format!(
                        "{head} {} {} space{}",
                        kind.keyword(),
                        d.shader_register,
                        d.register_space
                    ),
                    RootParameterKind::DescriptorTable(table) => {
                        assert_eq!(table.ranges.len(), spans.ranges.len());
                        let ranges: Vec<String> = (table.ranges.iter().zip(&spans.ranges))
                            .map(|(r, s)| {
                                let class = RegisterClass::of_range_type(r.range_type).unwrap();
                                let (register, space) = (r.base_shader_register, r.register_space);
                                format!("{} {} {register} space{space}", label(s), class.name())
                            })
                            .collect();
                        format!("{head} table [{}]", ranges.join("; "))
                    }
                }
            })
            .collect()
    }

    #[test]
    fn recovering_keeps_what_was_read() {
        // Broken in several places: what was read of each element stays.
        assert_eq!(
            recovered(
                "RootFlags(0), camera: CBV(b0, space = 3), DescriptorTable(tex: SRV(t2), Sampler(s1)), RootConstants(b1, num32BitConstants = ), StaticSampler(s0"
            ),
            [
                "camera CBV 0 space3",
                "- table [tex SRV 2 space0; - sampler 1 space0]",
                "- constants b1 space0",
            ]
        );
        // A lexing error inside a range: the later elements are still read.
        assert_eq!(
            recovered(
                "camera: CBV(b0), DescriptorTable(textures: SRV(t0, numDescriptors = ?)), UAV(u3)"
            ),
            [
                "camera CBV 0 space0",
                "- table [textures SRV 0 space0]",
                "- UAV 3 space0"
            ]
        );
        // Missing commas and parentheses, stray words, labels that are not
        // allowed, an unclosed element at the end.
        assert_eq!(
            recovered(
                "CBV(b0) SRV(t1, space = 2 visibility = x), junk, fn: UAV(u2), a: a: CBV(b9), DescriptorTable(CBV(b1), visibility = SHADER_VISIBILITY_PIXEL, SRV(t@)), CBV, UAV(u5, space = 7"
            ),
            [
                "- CBV 0 space0",
                "- SRV 1 space2",
                "fn UAV 2 space0",
                "- CBV 9 space0",
                "- table [- CBV 1 space0; - SRV 0 space0]",
                "- CBV 0 space0",
                "- UAV 5 space7",
            ]
        );
        // A failed element records no argument spans; a table keeps its visibility.
        let text = "CBV(b0, space = 1, x), DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL, ?)";
        let (signature, map) = parse_recovering(text, &labelled());
        assert_eq!(map.parameters[0].element.args(), []);
        assert_eq!(map.parameters[0].element.span, Span::new(0, 21));
        assert_eq!(map.parameters[1].element.args(), []);
        assert_eq!(signature.parameters[1].visibility, ShaderVisibility::PIXEL);
        // Text that parses gives what `parse` gives.
        for text in [
            include_str!("../../benches/signatures/typical.hlsl"),
            "a: CBV(b0), DescriptorTable(b: SRV(t0), visibility = SHADER_VISIBILITY_ALL)",
        ] {
            assert_eq!(
                parse_recovering(text, &labelled()),
                parse(text, &labelled()).unwrap()
            );
        }
    }

    proptest! {
        #[test]
        fn recovering_never_panics(pieces in proptest::collection::vec(proptest::sample::select(PIECES), 0..48)) {
            let text = pieces.concat();
            let (signature, map) = parse_recovering(&text, &labelled());
            prop_assert_eq!(signature.parameters.len(), map.parameters.len());
            if let Ok(parsed) = parse(&text, &labelled()) {
                prop_assert_eq!((signature, map), parsed);
            }
        }

        #[test]
        fn parsing_without_the_map_gives_the_same_description_or_error(pieces in proptest::collection::vec(proptest::sample::select(PIECES), 0..48)) {
            let text = pieces.concat();
            let with_map = parse(&text, &labelled()).map(|(signature, _)| signature);
            prop_assert_eq!(parse_description(&text, &labelled()), with_map);
        }
    }

    #[rustfmt::skip]
    const PIECES: &[&str] = &[
        "RootFlags", "RootConstants", "CBV", "SRV", "UAV", "DescriptorTable", "StaticSampler",
        "Sampler", "space", "visibility", "flags", "numDescriptors", "num32BitConstants",
        "unbounded", "SHADER_VISIBILITY_PIXEL", "DATA_STATIC", "b0", "t1", "u2", "s3", "B0", "x",
        "0", "1", "+", "-", "0.5", "1x", "(", ")", ",", "=", "|", ":", " ", "@", "a:", "fn:",
    ];
}
