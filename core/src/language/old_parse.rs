#![allow(dead_code, missing_docs, clippy::all)]
//! The parser: text to a [`RootSignature`] and its [`SourceMap`]
//! (LANGUAGE.md §3–§5, diagnostics RS0101–RS0118 of §7.3).
//!
//! One recursive-descent parser that reads the text once, in place. Where
//! it knows what may come next it compares the bytes with the expected
//! spellings directly (a keyword, an argument name, a name of one
//! enumeration), so on the happy path no word is scanned or looked up
//! twice and no token is built. Everything else, and every diagnostic, is
//! on `#[cold]` paths that ask the [`Lexer`] what token stands at the
//! position where parsing stopped.
//!
//! The parser stops at the first error and runs no semantic checks: values
//! such as `flags = DATA_STATIC` at version 1.0 or `numDescriptors = 0` parse
//! fine and are left to the validator. The `local` context is not applied
//! here either.

use super::old_lex as lex;
use super::old_lex::{
    ALL_FLAG_KINDS, FlagKind, Keyword, Lexer, RANGE_FLAGS, ROOT_DESCRIPTOR_FLAGS, ROOT_FLAGS,
    RegisterClass, SAMPLER_FLAGS, Spelling, Token, TokenKind, WindowExt, Windows, family,
};
use super::{Arg, ArgSpans, ElementSpans, Label, ParameterSpans};
use crate::Options;
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::language::SourceMap;
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, DescriptorTable,
    Filter, RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags,
    RootParameter, RootParameterKind, RootSignature, ShaderVisibility, StaticBorderColor,
    StaticSampler, StaticSamplerFlags, TextureAddressMode, Version,
};
use crate::span::Span;

/// Parses text into a description and its source map.
///
/// Parsing stops at the first error (RS0101–RS0118), but the first lexing
/// error (RS0001–RS0008) anywhere in the text wins over a parse error.
/// Omitted `flags` stay `None`, omitted sampler and range arguments take the
/// defaults of LANGUAGE.md §5.2.
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
    parse_with::<true>(text, options)
}

/// Like [`parse`], without building the source map (it is returned empty),
/// for callers that need spans only when there are diagnostics.
pub(crate) fn parse_without_map(
    text: &str,
    options: &Options,
) -> Result<RootSignature, Diagnostic> {
    parse_with::<false>(text, options).map(|(signature, _)| signature)
}

/// The parser, recording spans in the source map when `MAP`.
fn parse_with<const MAP: bool>(
    text: &str,
    options: &Options,
) -> Result<(RootSignature, SourceMap), Diagnostic> {
    let parser = Parser::<MAP>::new(text, options.labels);
    match parser.root_signature(&mut 0, options.version) {
        Ok(parsed) => Ok(parsed),
        // Without a map the parser records which arguments an element
        // has, not where: the diagnostic is made by parsing with one.
        Err(_) if !MAP => parse_with::<true>(text, options),
        Err(error) => Err(lexing_error_or(text, options.labels, error)),
    }
}

/// The first lexing error in the text, or else the parse error: a lexing
/// error anywhere wins. (The parser consumed only tokens that lex, so the
/// first lexing error is at or after where it stopped.)
#[cold]
#[inline(never)]
fn lexing_error_or(text: &str, labels: bool, error: Box<Diagnostic>) -> Diagnostic {
    *Lexer::new(text, labels).first_error().unwrap_or(error)
}

/// Errors are boxed inside the parser so that the happy path moves small values.
type PResult<T> = Result<T, Box<Diagnostic>>;

#[cold]
#[inline(never)]
fn error(code: Code, message: String, span: Span) -> Box<Diagnostic> {
    Box::new(Diagnostic::new(code, message, Some(span)))
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

// ---- the grammar's words ----

const fn spelling(keyword: Keyword) -> Spelling {
    Spelling::new(keyword.as_str())
}

const ROOT_FLAGS_WORD: Spelling = spelling(Keyword::RootFlags);
const ROOT_CONSTANTS: Spelling = spelling(Keyword::RootConstants);
const CBV: Spelling = spelling(Keyword::Cbv);
const SRV: Spelling = spelling(Keyword::Srv);
const UAV: Spelling = spelling(Keyword::Uav);
const DESCRIPTOR_TABLE: Spelling = spelling(Keyword::DescriptorTable);
const STATIC_SAMPLER: Spelling = spelling(Keyword::StaticSampler);
const SAMPLER: Spelling = spelling(Keyword::Sampler);

/// A keyword that stands for `u32::MAX` where an unsigned value is expected.
struct Special {
    keyword: Keyword,
    spelling: Spelling,
}

static UNBOUNDED: Special = Special {
    keyword: Keyword::Unbounded,
    spelling: spelling(Keyword::Unbounded),
};
static APPEND: Special = Special {
    keyword: Keyword::DescriptorRangeOffsetAppend,
    spelling: spelling(Keyword::DescriptorRangeOffsetAppend),
};

/// The spellings of one enumeration, flag set or element's arguments,
/// with their values, grouped by the byte at one position (the one that
/// tells most of them apart), so that a word is compared with one or two
/// of them.
struct NameSet {
    names: &'static [(Spelling, u32)],
    /// The canonical spellings, for messages.
    spellings: &'static [&'static str],
    /// The position of the byte the groups go by (below every length).
    at: usize,
    /// Bit `k` of group `byte & 31` is set when `names[k]` has `byte`
    /// (ignoring case) at `at`.
    groups: [u64; 32],
}

impl NameSet {
    const fn new(names: &'static [(Spelling, u32)], spellings: &'static [&'static str]) -> NameSet {
        assert!(names.len() <= 64 && names.len() == spellings.len());
        let mut shortest = usize::MAX;
        let mut k = 0;
        while k < spellings.len() {
            if spellings[k].len() < shortest {
                shortest = spellings[k].len();
            }
            k += 1;
        }
        // The position whose largest group is smallest.
        let mut best = (0, usize::MAX);
        let mut at = 0;
        while at < shortest {
            let groups = Self::groups_at(spellings, at);
            let mut largest = 0;
            let mut g = 0;
            while g < 32 {
                if groups[g].count_ones() as usize > largest {
                    largest = groups[g].count_ones() as usize;
                }
                g += 1;
            }
            if largest < best.1 {
                best = (at, largest);
            }
            at += 1;
        }
        NameSet {
            names,
            spellings,
            at: best.0,
            groups: Self::groups_at(spellings, best.0),
        }
    }

    const fn groups_at(spellings: &[&str], at: usize) -> [u64; 32] {
        let mut groups = [0u64; 32];
        let mut k = 0;
        while k < spellings.len() {
            groups[(spellings[k].as_bytes()[at] & 31) as usize] |= 1 << k;
            k += 1;
        }
        groups
    }
}

/// Builds a [`NameSet`] from `(spelling, value)` pairs (`$field` reaches
/// the `u32` in a value).
macro_rules! name_set {
    ($pairs:expr $(, $field:tt)?) => {{
        const PAIRS: &[(&str, u32)] = &{
            let pairs = $pairs;
            let mut out = [("", 0u32); $pairs.len()];
            let mut k = 0;
            while k < out.len() {
                out[k] = (pairs[k].0, pairs[k].1 $(.$field)?);
                k += 1;
            }
            out
        };
        const SPELLINGS: [&str; PAIRS.len()] = {
            let mut out = [""; PAIRS.len()];
            let mut k = 0;
            while k < out.len() {
                out[k] = PAIRS[k].0;
                k += 1;
            }
            out
        };
        const NAMES: [(Spelling, u32); PAIRS.len()] = {
            let mut out = [(Spelling::new("x"), 0); PAIRS.len()];
            let mut k = 0;
            while k < out.len() {
                out[k] = (Spelling::new(PAIRS[k].0), PAIRS[k].1);
                k += 1;
            }
            out
        };
        NameSet::new(&NAMES, &SPELLINGS)
    }};
}

static VISIBILITIES: NameSet = name_set!(ShaderVisibility::SPELLINGS, 0);
static FILTERS: NameSet = name_set!(Filter::SPELLINGS, 0);
static ADDRESS_MODES: NameSet = name_set!(TextureAddressMode::SPELLINGS, 0);
static COMPARISONS: NameSet = name_set!(ComparisonFunc::SPELLINGS, 0);
static BORDER_COLORS: NameSet = name_set!(StaticBorderColor::SPELLINGS, 0);
static ROOT_FLAG_NAMES: NameSet = name_set!(ROOT_FLAGS.names);
static ROOT_DESCRIPTOR_FLAG_NAMES: NameSet = name_set!(ROOT_DESCRIPTOR_FLAGS.names);
static RANGE_FLAG_NAMES: NameSet = name_set!(RANGE_FLAGS.names);
static SAMPLER_FLAG_NAMES: NameSet = name_set!(SAMPLER_FLAGS.names);

/// An enumeration argument's names and what messages call it.
struct Enumeration {
    what: &'static str,
    names: &'static NameSet,
}

impl Enumeration {
    const fn new(what: &'static str, names: &'static NameSet) -> Enumeration {
        Enumeration { what, names }
    }
}

static SHADER_VISIBILITY: Enumeration = Enumeration::new("shader visibility", &VISIBILITIES);
static FILTER_MODE: Enumeration = Enumeration::new("filter", &FILTERS);
static ADDRESS_MODE: Enumeration = Enumeration::new("texture address mode", &ADDRESS_MODES);
static COMPARISON: Enumeration = Enumeration::new("comparison function", &COMPARISONS);
static BORDER: Enumeration = Enumeration::new("border colour", &BORDER_COLORS);

/// A flag set argument's names and its kind, for messages.
struct Flags {
    kind: &'static FlagKind,
    names: &'static NameSet,
}

impl Flags {
    const fn new(kind: &'static FlagKind, names: &'static NameSet) -> Flags {
        Flags { kind, names }
    }
}

static ROOT_FLAG_SET: Flags = Flags::new(&ROOT_FLAGS, &ROOT_FLAG_NAMES);
static ROOT_DESCRIPTOR_FLAG_SET: Flags =
    Flags::new(&ROOT_DESCRIPTOR_FLAGS, &ROOT_DESCRIPTOR_FLAG_NAMES);
static RANGE_FLAG_SET: Flags = Flags::new(&RANGE_FLAGS, &RANGE_FLAG_NAMES);
static SAMPLER_FLAG_SET: Flags = Flags::new(&SAMPLER_FLAGS, &SAMPLER_FLAG_NAMES);

/// One row of the grammar: an element, the register it binds, the
/// arguments it takes (in the order messages list them) and the elements
/// written inside it. The parser follows these rows, and its messages
/// ("it accepts …", "did you mean …") are made from them.
struct Elem {
    keyword: Keyword,
    /// The element as RS0106/RS0107/RS0116/RS0117 write it (`CBV` or `CBV range`).
    name: &'static str,
    register: Option<RegisterClass>,
    args: &'static [Arg],
    /// The names of `args` (all but the register), to find one by.
    names: NameSet,
    nested: &'static [&'static Elem],
}

impl Elem {
    /// What the element accepts, for RS0106: `a 'b' register, space,
    /// visibility and flags`.
    fn accepts(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|arg| match (arg, self.register) {
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
            .map(|elem| elem.keyword.as_str().to_owned())
            .collect();
        format!("{} ranges, and {}", join_and(&nested), join_and(&args))
    }

    /// The names written in the element, for "did you mean" hints.
    fn params(&self) -> impl Iterator<Item = &'static str> + Clone {
        let args = self
            .args
            .iter()
            .filter_map(|arg| Some(arg.keyword()?.as_str()));
        args.chain(self.nested.iter().map(|elem| elem.keyword.as_str()))
    }
}

/// `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The [`NameSet`] of the named arguments among `$args`, whose values are
/// their indices in [`Arg::ALL`].
macro_rules! arg_names {
    ($args:expr) => {{
        const ARGS: &[Arg] = $args;
        const COUNT: usize = {
            let mut count = 0;
            let mut k = 0;
            while k < ARGS.len() {
                if ARGS[k].keyword().is_some() {
                    count += 1;
                }
                k += 1;
            }
            count
        };
        const NAMED: [(&str, u32); COUNT] = {
            let mut out = [("", 0); COUNT];
            let (mut k, mut n) = (0, 0);
            while k < ARGS.len() {
                if ARGS[k].keyword().is_some() {
                    out[n] = (ARGS[k].name(), ARGS[k] as u32);
                    n += 1;
                }
                k += 1;
            }
            out
        };
        name_set!(NAMED)
    }};
}

/// A row of the grammar: keyword, name in messages, register class (or
/// `None`), arguments and nested rows; its names come from its arguments.
macro_rules! elem {
    (@register None) => {
        None
    };
    (@register $class:ident) => {
        Some(RegisterClass::$class)
    };
    ($keyword:ident, $name:literal, $register:ident, $args:expr $(, $nested:expr)*) => {
        Elem {
            keyword: Keyword::$keyword,
            name: $name,
            register: elem!(@register $register),
            args: $args,
            names: arg_names!($args),
            nested: &[$($nested),*],
        }
    };
}

const ROOT_DESCRIPTOR_ARGS: &[Arg] = &[Arg::Register, Arg::Space, Arg::Visibility, Arg::Flags];
const RANGE_ARGS: &[Arg] = &[
    Arg::Register,
    Arg::NumDescriptors,
    Arg::Space,
    Arg::Offset,
    Arg::Flags,
];

static ROOT_FLAGS_ELEM: Elem = elem!(RootFlags, "RootFlags", None, &[Arg::Flags]);
const ROOT_CONSTANTS_ARGS: &[Arg] = &[
    Arg::Num32BitConstants,
    Arg::Register,
    Arg::Space,
    Arg::Visibility,
];
static ROOT_CONSTANTS_ELEM: Elem = elem!(RootConstants, "RootConstants", Cbv, ROOT_CONSTANTS_ARGS);
static CBV_ELEM: Elem = elem!(Cbv, "CBV", Cbv, ROOT_DESCRIPTOR_ARGS);
static SRV_ELEM: Elem = elem!(Srv, "SRV", Srv, ROOT_DESCRIPTOR_ARGS);
static UAV_ELEM: Elem = elem!(Uav, "UAV", Uav, ROOT_DESCRIPTOR_ARGS);
static TABLE_ELEM: Elem = elem!(
    DescriptorTable,
    "DescriptorTable",
    None,
    &[Arg::Visibility],
    &CBV_RANGE,
    &SRV_RANGE,
    &UAV_RANGE,
    &SAMPLER_RANGE
);
static CBV_RANGE: Elem = elem!(Cbv, "CBV range", Cbv, RANGE_ARGS);
static SRV_RANGE: Elem = elem!(Srv, "SRV range", Srv, RANGE_ARGS);
static UAV_RANGE: Elem = elem!(Uav, "UAV range", Uav, RANGE_ARGS);
static SAMPLER_RANGE: Elem = elem!(Sampler, "Sampler range", Sampler, RANGE_ARGS);
const STATIC_SAMPLER_ARGS: &[Arg] = &[
    Arg::Register,
    Arg::Filter,
    Arg::AddressU,
    Arg::AddressV,
    Arg::AddressW,
    Arg::MipLodBias,
    Arg::MaxAnisotropy,
    Arg::ComparisonFunc,
    Arg::BorderColor,
    Arg::MinLod,
    Arg::MaxLod,
    Arg::Space,
    Arg::Visibility,
    Arg::Flags,
];
static STATIC_SAMPLER_ELEM: Elem =
    elem!(StaticSampler, "StaticSampler", Sampler, STATIC_SAMPLER_ARGS);

/// The elements written at the top level.
static ELEMENTS: [&Elem; 7] = [
    &ROOT_FLAGS_ELEM,
    &ROOT_CONSTANTS_ELEM,
    &CBV_ELEM,
    &SRV_ELEM,
    &UAV_ELEM,
    &TABLE_ELEM,
    &STATIC_SAMPLER_ELEM,
];

/// The element the parser is inside: which, and where its `(` is.
#[derive(Clone, Copy)]
struct Within {
    elem: &'static Elem,
    paren: usize,
}

/// How far the parser is through an element's items.
struct Items {
    /// Where the element's keyword starts.
    start: usize,
    /// The class of the register it binds.
    class: RegisterClass,
    /// Whether no item is read yet.
    first: bool,
    /// The register, once read.
    register: u32,
    /// Where the argument being read starts.
    from: usize,
}

impl Items {
    fn new(start: usize, class: RegisterClass) -> Items {
        Items {
            start,
            class,
            first: true,
            register: 0,
            from: start,
        }
    }
}

const REGISTER: u32 = 1 << Arg::Register as u32;

/// Skips whitespace from `i` (out of line: mostly there is none or one space).
#[inline(never)]
fn skip_whitespace(bytes: &[u8], i: usize) -> usize {
    lex::skip_whitespace(bytes, i)
}

/// A root parameter's spans, from its element's (when making a source map).
#[cfg_attr(not(debug_assertions), inline(always))]
fn with_ranges(element: Option<ElementSpans>, ranges: Vec<ElementSpans>) -> Option<ParameterSpans> {
    Some(ParameterSpans {
        element: element?,
        ranges,
    })
}

/// Labels seen so far, for RS0116.
type Labels<'a> = Vec<(&'a str, Span)>;

#[cold]
#[inline(never)]
fn empty_item(keyword: &str, at: usize) -> Box<Diagnostic> {
    error(
        Code::RS0105,
        format!("empty item in {keyword}: remove the extra ','"),
        Span::new(at, at + 1),
    )
    .with_help_boxed("remove the extra ','")
}

#[cold]
#[inline(never)]
fn missing_register(elem: &Elem, keyword: Span, class: RegisterClass) -> Box<Diagnostic> {
    let letter = class.letter();
    error(
        Code::RS0117,
        format!("{} needs a '{letter}' register", elem.name),
        keyword,
    )
    .with_help_boxed(format!("add a register such as '{letter}0'"))
}

#[cold]
#[inline(never)]
fn set_twice(elem: &Elem, span: Span, first: Span, name: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::new(
            Code::RS0116,
            format!("{} sets '{name}' more than once", elem.name),
            Some(span),
        )
        .with_related(Some(first), format!("'{name}' is first set here"))
        .with_help(format!("remove one of the '{name}' arguments")),
    )
}

#[cold]
#[inline(never)]
fn root_flags_twice(span: Span, first: Span) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::new(Code::RS0118, "RootFlags may appear only once", Some(span))
            .with_related(Some(first), "the first RootFlags is here")
            .with_help("combine the flags with '|' in one RootFlags"),
    )
}

#[cold]
#[inline(never)]
fn missing_constant_count(keyword: Span) -> Box<Diagnostic> {
    error(
        Code::RS0117,
        "RootConstants needs 'num32BitConstants'".to_owned(),
        keyword,
    )
    .with_help_boxed("add 'num32BitConstants = N', the number of 32-bit values")
}

/// The text being parsed. Every method takes the position `i` of the next
/// byte to read and moves it past what it consumes (so that after a value,
/// `i` is its end). The hot methods are inlined into one function, so that
/// `i` lives in a register; `MAP` says whether to build the source map.
///
/// Inlining is forced only in optimized builds: unoptimized ones (the proc
/// macro's) gain nothing from it and compile a second slower.
struct Parser<'a, const MAP: bool> {
    text: &'a str,
    bytes: &'a [u8],
    windows: Windows<'a>,
    labels: bool,
}

impl<'a, const MAP: bool> Parser<'a, MAP> {
    fn new(text: &'a str, labels: bool) -> Self {
        Parser {
            text,
            bytes: text.as_bytes(),
            windows: Windows::new(text.as_bytes()),
            labels,
        }
    }

    // ---- reading in place ----

    /// Skips whitespace; the next byte, or `None` at the end.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn peek(&self, i: &mut usize) -> Option<u8> {
        // Whitespace bytes are all at most b' ', and tokens are mostly
        // separated by nothing or by one space.
        match self.bytes.get(*i) {
            Some(&byte) if byte > b' ' => Some(byte),
            Some(b' ') => match self.bytes.get(*i + 1) {
                Some(&byte) if byte > b' ' => {
                    *i += 1;
                    Some(byte)
                }
                _ => self.peek_after_whitespace(i),
            },
            _ => self.peek_after_whitespace(i),
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn peek_after_whitespace(&self, i: &mut usize) -> Option<u8> {
        *i = skip_whitespace(self.bytes, *i);
        self.bytes.get(*i).copied()
    }

    /// [`Parser::peek`] inside `within`, where the end of input is RS0104.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn peek_in(&self, i: &mut usize, within: Within) -> PResult<u8> {
        match self.peek(i) {
            Some(byte) => Ok(byte),
            None => Err(self.unclosed(within)),
        }
    }

    /// Consumes the word `spelling` at `i` (after whitespace) if it is there.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn keyword(&self, i: &mut usize, spelling: &Spelling) -> bool {
        if !spelling.starts(self.windows.at(*i)) {
            return false;
        }
        *i += spelling.len();
        true
    }

    /// The name of one of `elem`'s arguments at `i` (after whitespace), consumed.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn arg_name(&self, i: &mut usize, elem: &Elem) -> Option<Arg> {
        let index = self.name(i, &elem.names)?;
        Arg::ALL.get(index as usize).copied()
    }

    /// A name of `set` at `i` (after whitespace), consumed.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn name(&self, i: &mut usize, set: &NameSet) -> Option<u32> {
        let window = self.windows.at(*i);
        let mut candidates = set.groups[usize::from(window.byte(set.at) & 31)];
        while candidates != 0 {
            let (spelling, value) = set.names.get(candidates.trailing_zeros() as usize)?;
            if spelling.starts(window) {
                *i += spelling.len();
                return Some(*value);
            }
            candidates &= candidates - 1;
        }
        None
    }

    /// Where the `|` after `i` (past whitespace) ends, if one is next.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn pipe_after(&self, i: usize) -> Option<usize> {
        let mut j = i;
        (self.peek(&mut j) == Some(b'|')).then_some(j + 1)
    }

    // ---- the lexer's view, for the error paths ----

    /// The token at `i` (after whitespace), as the lexer makes it.
    #[cold]
    #[inline(never)]
    fn token_at(&self, i: usize) -> Token {
        let mut lexer = Lexer::new(self.text, self.labels);
        lexer.seek(i);
        lexer.next()
    }

    /// The token after `tok`.
    fn token_after(&self, tok: Token) -> Token {
        self.token_at(tok.span.end)
    }

    fn slice(&self, span: Span) -> &'a str {
        self.text.get(span.range()).unwrap_or_default()
    }

    /// `'tok'`, or `end of input`.
    fn found(&self, tok: Token) -> String {
        match tok.kind {
            TokenKind::Eof => "end of input".to_owned(),
            _ => format!("'{}'", self.slice(tok.span)),
        }
    }

    /// The spans of an element from `start` to `i`, when making a source map.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn element_spans(
        &self,
        start: usize,
        keyword: Span,
        args: ArgSpans,
        label: Option<Span>,
        i: usize,
    ) -> Option<ElementSpans> {
        if !MAP {
            return None;
        }
        Some(ElementSpans {
            span: Span::new(start, i),
            keyword,
            args,
            label: label.map(|span| self.label_named(span)),
        })
    }

    fn label_named(&self, span: Span) -> Label {
        Label {
            name: self.slice(span).to_owned(),
            span,
        }
    }

    // ---- top level ----

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn root_signature(
        &self,
        i: &mut usize,
        version: Version,
    ) -> PResult<(RootSignature, SourceMap)> {
        // Guesses of the element counts, to size the vectors once for most
        // text: real text has about 64 bytes per element, and a guess too
        // large only reserves a little more.
        let parameters = (self.bytes.len() / 64 + 1).min(64);
        let samplers = parameters / 4 + 1;
        let mut signature = RootSignature {
            version,
            flags: RootFlags::empty(),
            parameters: Vec::with_capacity(parameters),
            static_samplers: Vec::with_capacity(samplers),
        };
        let mut map = SourceMap {
            root_flags: None,
            parameters: Vec::with_capacity(if MAP { parameters } else { 0 }),
            static_samplers: Vec::with_capacity(if MAP { samplers } else { 0 }),
        };
        let mut root_flags: Option<Span> = None;
        let mut labels = Labels::new();
        let mut args = ArgSpans::NONE;
        while let Some(mut byte) = self.peek(i) {
            let label = match self.labels {
                true => self.label(i, &mut labels)?,
                false => None,
            };
            if label.is_some() {
                byte = match self.peek(i) {
                    Some(byte) => byte,
                    None => return Err(self.not_an_element(*i)),
                };
            }
            let start = *i;
            // The first letters choose the keyword to compare with.
            let window = self.windows.at(*i);
            let second = window.byte(1) | 0x20;
            let keyword = match byte | 0x20 {
                b'r' if window.byte(4) | 0x20 == b'f' && self.keyword(i, &ROOT_FLAGS_WORD) => {
                    let keyword = Span::new(start, *i);
                    if let Some(label) = label {
                        return Err(self.reject_label(label, "RootFlags"));
                    }
                    if let Some(first) = root_flags {
                        return Err(root_flags_twice(keyword, first));
                    }
                    let (bits, spans) = self.root_flags(i, start, &mut args)?;
                    signature.flags = RootFlags::from_bits_retain(bits);
                    root_flags = Some(Span::new(start, *i));
                    map.root_flags = spans;
                    Keyword::RootFlags
                }
                b'r' if self.keyword(i, &ROOT_CONSTANTS) => {
                    let parameter = self.root_constants(i, start, label, &mut args, &mut map)?;
                    signature.parameters.push(parameter);
                    Keyword::RootConstants
                }
                b's' if second != b'r' && self.keyword(i, &STATIC_SAMPLER) => {
                    if let Some(label) = label {
                        return Err(self.reject_label(label, "StaticSampler"));
                    }
                    let sampler = self.static_sampler(i, start, &mut args, &mut map)?;
                    signature.static_samplers.push(sampler);
                    Keyword::StaticSampler
                }
                b'd' if self.keyword(i, &DESCRIPTOR_TABLE) => {
                    let parameter =
                        self.descriptor_table(i, start, label, &mut labels, &mut args, &mut map)?;
                    signature.parameters.push(parameter);
                    Keyword::DescriptorTable
                }
                b'c' | b's' | b'u' => {
                    let (keyword, kind) = match byte | 0x20 {
                        b'c' if self.keyword(i, &CBV) => (Keyword::Cbv, RootDescriptorKind::Cbv),
                        b's' if self.keyword(i, &SRV) => (Keyword::Srv, RootDescriptorKind::Srv),
                        b'u' if self.keyword(i, &UAV) => (Keyword::Uav, RootDescriptorKind::Uav),
                        _ => return Err(self.not_an_element(start)),
                    };
                    let parameter =
                        self.root_descriptor(i, start, kind, label, &mut args, &mut map)?;
                    signature.parameters.push(parameter);
                    keyword
                }
                _ => return Err(self.not_an_element(start)),
            };
            match self.peek(i) {
                None => break,
                Some(b',') => {
                    *i += 1;
                    if self.peek(i) == Some(b',') {
                        return Err(empty_item("the root signature", *i));
                    }
                }
                Some(_) => return Err(self.expected_comma(keyword, *i)),
            }
        }
        Ok((signature, map))
    }

    #[cold]
    #[inline(never)]
    fn expected_comma(&self, keyword: Keyword, at: usize) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        error(
            Code::RS0102,
            format!(
                "expected ',' or end of input after {}, found {}",
                keyword.as_str(),
                self.found(tok)
            ),
            tok.span,
        )
        .with_help_boxed("separate elements with ','")
    }

    #[cold]
    #[inline(never)]
    fn not_an_element(&self, at: usize) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        let mut diagnostic = Diagnostic::new(
            Code::RS0101,
            format!(
                "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found {}",
                self.found(tok)
            ),
            Some(tok.span),
        );
        match tok.kind {
            TokenKind::Keyword(Keyword::Sampler) => {
                diagnostic = diagnostic.with_help(
                    "Sampler ranges go inside DescriptorTable(…); a static sampler is written StaticSampler(…)",
                );
            }
            TokenKind::Comma => {
                diagnostic = diagnostic.with_help("remove the ','");
            }
            TokenKind::Ident(_) | TokenKind::Keyword(_) => {
                let word = self.slice(tok.span);
                if let Some(s) = suggest(word, ELEMENTS.iter().map(|elem| elem.keyword.as_str())) {
                    diagnostic = diagnostic.with_help(format!("did you mean '{s}'?"));
                }
            }
            _ => {}
        }
        Box::new(diagnostic)
    }

    // ---- labels ----

    /// `name:` at `i` when labels are enabled: its span, after checking
    /// the name, with `i` moved past the `:`.
    fn label(&self, i: &mut usize, seen: &mut Labels<'a>) -> PResult<Option<Span>> {
        let Some((span, after)) = self.label_at(*i) else {
            return Ok(None);
        };
        let name = self.slice(span);
        if name == "_" || RUST_KEYWORDS.contains(&name) {
            return Err(error(
                Code::RS0106,
                format!("'{name}' is not allowed as a label; labels become Rust names, and '{name}' is reserved in Rust"),
                span,
            )
            .with_help_boxed("choose another name"));
        }
        if let Some((_, first)) = seen.iter().find(|(n, _)| *n == name) {
            return Err(Box::new(
                Diagnostic::new(
                    Code::RS0116,
                    format!("the root signature uses label '{name}' more than once"),
                    Some(span),
                )
                .with_related(Some(*first), format!("'{name}' is first used here"))
                .with_help("give each root parameter and range its own label"),
            ));
        }
        seen.push((name, span));
        *i = after;
        Ok(Some(span))
    }

    /// A word followed by `:` at `i`: the word's span and the end of the `:`.
    #[inline(never)]
    fn label_at(&self, i: usize) -> Option<(Span, usize)> {
        // Mostly there is no `:` after the word: look before lexing.
        let rest = self.bytes.get(i..)?;
        let word = rest.iter().take_while(|&&b| lex::is_word_byte(b)).count();
        let mut after = i + word;
        if word == 0 || self.peek(&mut after) != Some(b':') {
            return None;
        }
        let mut lexer = Lexer::new(self.text, true);
        lexer.seek(i);
        let word = lexer.next();
        if !matches!(word.kind, TokenKind::Ident(_) | TokenKind::Keyword(_)) {
            return None;
        }
        let colon = lexer.next();
        (colon.kind == TokenKind::Colon).then_some((word.span, colon.span.end))
    }

    #[cold]
    #[inline(never)]
    fn reject_label(&self, label: Span, what: &str) -> Box<Diagnostic> {
        error(
            Code::RS0106,
            format!(
                "label '{}' is not allowed on {what}; labels name root parameters (RootConstants, CBV, SRV, UAV, DescriptorTable) and descriptor ranges",
                self.slice(label)
            ),
            label,
        )
        .with_help_boxed("remove the label")
    }

    // ---- element structure ----

    /// Consumes the `(` after an element keyword.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn open(&self, i: &mut usize, elem: &'static Elem) -> PResult<Within> {
        if self.peek(i) != Some(b'(') {
            return Err(self.expected_paren(elem.keyword.as_str(), *i));
        }
        let paren = *i;
        *i += 1;
        Ok(Within { elem, paren })
    }

    #[cold]
    #[inline(never)]
    fn expected_paren(&self, keyword: &str, at: usize) -> Box<Diagnostic> {
        let span = self.token_at(at).span;
        error(Code::RS0103, format!("expected '(' after {keyword}"), span)
    }

    #[cold]
    #[inline(never)]
    fn unclosed(&self, within: Within) -> Box<Diagnostic> {
        let keyword = within.elem.keyword.as_str();
        let end = self.text.len();
        Box::new(
            Diagnostic::new(
                Code::RS0104,
                format!("unexpected end of input: '{keyword}(' is not closed"),
                Some(Span::new(end, end)),
            )
            .with_related(
                Some(Span::new(within.paren, within.paren + 1)),
                format!("'{keyword}(' is opened here"),
            )
            .with_help("add the missing ')'"),
        )
    }

    /// The first byte of the next item of a parenthesised list, or `None`
    /// once `)` is consumed; `first` is true right after `(`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn next_item(&self, i: &mut usize, within: Within, first: bool) -> PResult<Option<u8>> {
        let mut byte = self.peek_in(i, within)?;
        if !first {
            match byte {
                b',' => {
                    *i += 1;
                    byte = self.peek_in(i, within)?;
                }
                b')' => {
                    *i += 1;
                    return Ok(None);
                }
                _ => return Err(self.expected_comma_or_paren(within, *i)),
            }
        }
        match byte {
            b')' => {
                *i += 1;
                Ok(None)
            }
            b',' => Err(empty_item(within.elem.keyword.as_str(), *i)),
            _ => Ok(Some(byte)),
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_comma_or_paren(&self, within: Within, at: usize) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        error(
            Code::RS0104,
            format!(
                "expected ',' or ')' in {}, found {}",
                within.elem.keyword.as_str(),
                self.found(tok)
            ),
            tok.span,
        )
    }

    /// The item at `at` is none the element takes: a register of another
    /// class or a second one (when the element takes a `class` register),
    /// or RS0106.
    #[cold]
    #[inline(never)]
    fn bad_item(
        &self,
        within: Within,
        class: Option<RegisterClass>,
        at: usize,
        args: &ArgSpans,
        start: usize,
    ) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        let (Some(expected), TokenKind::Register(class, number)) = (class, tok.kind) else {
            return self.not_allowed(within.elem, tok);
        };
        let elem = within.elem;
        let text = self.slice(tok.span);
        if class != expected {
            return error(
                Code::RS0107,
                format!(
                    "{} takes a '{}' register, found '{text}'",
                    elem.name,
                    expected.letter()
                ),
                tok.span,
            )
            .with_help_boxed(format!("write '{}{number}'", expected.letter()));
        }
        let first = args.get(start, Arg::Register).unwrap_or_default();
        Box::new(
            Diagnostic::new(
                Code::RS0116,
                format!(
                    "{} has more than one register ('{}' and '{text}')",
                    elem.name,
                    self.slice(first)
                ),
                Some(tok.span),
            )
            .with_related(Some(first), "the first register is here")
            .with_help("an element binds one register; use a descriptor table range for several"),
        )
    }

    fn not_allowed(&self, elem: &Elem, tok: Token) -> Box<Diagnostic> {
        let item = self.slice(tok.span);
        let mut diagnostic = Diagnostic::new(
            Code::RS0106,
            format!(
                "'{item}' is not allowed in {}; it accepts {}",
                elem.name,
                elem.accepts()
            ),
            Some(tok.span),
        );
        let help = match tok.kind {
            TokenKind::Keyword(Keyword::Visibility) if elem.name.ends_with("range") => {
                Some("visibility is set on the DescriptorTable itself".to_owned())
            }
            TokenKind::Keyword(Keyword::StaticSampler) => Some(
                "static samplers are written at the top level, outside DescriptorTable".to_owned(),
            ),
            TokenKind::Keyword(
                Keyword::RootFlags
                | Keyword::RootConstants
                | Keyword::DescriptorTable
                | Keyword::Cbv
                | Keyword::Srv
                | Keyword::Uav
                | Keyword::Sampler,
            ) => Some(if elem.keyword == Keyword::DescriptorTable {
                "only CBV, SRV, UAV and Sampler ranges can be nested, inside DescriptorTable"
                    .to_owned()
            } else {
                "elements cannot be nested; ranges go directly inside DescriptorTable(…)".to_owned()
            }),
            TokenKind::Ident(_) | TokenKind::Keyword(_) => {
                suggest(item, elem.params()).map(|s| format!("did you mean '{s}'?"))
            }
            _ => None,
        };
        if let Some(help) = help {
            diagnostic = diagnostic.with_help(help);
        }
        Box::new(diagnostic)
    }

    // ---- arguments ----

    /// Records that the element from `start` has `arg`, and where when
    /// making a source map.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn record(&self, args: &mut ArgSpans, start: usize, arg: Arg, span: Span) {
        if MAP {
            args.set(start, arg, span);
        } else {
            args.written |= 1 << arg as u32;
        }
    }

    /// A register of `class` at `i` (whose first byte is `byte`), unless
    /// the element has one already: consumed and recorded.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn register(
        &self,
        i: &mut usize,
        byte: u8,
        class: RegisterClass,
        args: &mut ArgSpans,
        start: usize,
    ) -> Option<u32> {
        if byte != class.letter() as u8 || args.written & REGISTER != 0 {
            return None;
        }
        let (end, found, number) = lex::register_at(self.bytes, *i)?;
        if found != class {
            return None;
        }
        self.record(args, start, Arg::Register, Span::new(*i, end));
        *i = end;
        Some(number)
    }

    /// The rest of `name =` once the name (from `from` to `i`) is
    /// consumed: the argument must not be set yet (`first` is where it was
    /// set before, if it was), and the `=` is consumed.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn equals(
        &self,
        i: &mut usize,
        within: Within,
        first: Option<Span>,
        from: usize,
        name: &'static str,
    ) -> PResult<()> {
        if let Some(first) = first {
            return Err(set_twice(within.elem, Span::new(from, *i), first, name));
        }
        if self.peek_in(i, within)? != b'=' {
            return Err(self.expected_equals(name, *i));
        }
        *i += 1;
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn expected_equals(&self, name: &str, at: usize) -> Box<Diagnostic> {
        error(
            Code::RS0108,
            format!("expected '=' after '{name}'"),
            self.token_at(at).span,
        )
        .with_help_boxed(format!("write '{name} = …'"))
    }

    /// [`Parser::equals`] for an argument recorded in `args`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn arg(
        &self,
        i: &mut usize,
        within: Within,
        args: &ArgSpans,
        start: usize,
        arg: Arg,
        from: usize,
    ) -> PResult<()> {
        self.equals(i, within, args.get(start, arg), from, arg.name())
    }

    /// `[+] INTEGER`, or the keyword `special` standing for `u32::MAX`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn unsigned(
        &self,
        i: &mut usize,
        within: Within,
        arg: Arg,
        special: Option<&'static Special>,
    ) -> PResult<u32> {
        let from = *i;
        let mut byte = self.peek_in(i, within)?;
        if byte == b'+' {
            *i += 1;
            byte = self.peek_in(i, within)?;
        } else if let Some(special) = special
            && self.keyword(i, &special.spelling)
        {
            return Ok(u32::MAX);
        }
        if byte.is_ascii_digit()
            && let Some((end, value)) = lex::integer_at(self.bytes, *i)
        {
            *i = end;
            return Ok(value);
        }
        Err(self.not_unsigned(within, arg.name(), special, from))
    }

    #[cold]
    #[inline(never)]
    fn not_unsigned(
        &self,
        within: Within,
        name: &str,
        special: Option<&Special>,
        from: usize,
    ) -> Box<Diagnostic> {
        let mut tok = self.token_at(from);
        if tok.kind == TokenKind::Plus {
            tok = self.token_after(tok);
        }
        if tok.kind == TokenKind::Eof {
            return self.unclosed(within);
        }
        let mut span = tok.span;
        let number = self.token_after(tok);
        if tok.kind == TokenKind::Minus
            && matches!(number.kind, TokenKind::Integer(_) | TokenKind::Float)
        {
            span = span.to(number.span);
        }
        let mut diagnostic = error(
            Code::RS0109,
            format!(
                "'{name}' takes an unsigned decimal integer, found '{}'",
                self.slice(span)
            ),
            span,
        );
        diagnostic.help = match (tok.kind, special) {
            (TokenKind::Minus, _) => Some("negative values are not allowed here".to_owned()),
            (_, Some(special)) => Some(format!("write an integer or {}", special.keyword.as_str())),
            (TokenKind::Float, None) => {
                Some("write an integer, without '.', exponent or 'f'".to_owned())
            }
            _ => None,
        };
        diagnostic
    }

    /// `[+|-] (INTEGER | FLOAT)`, converted through f64 to f32.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn number(&self, i: &mut usize, within: Within, arg: Arg) -> PResult<f32> {
        let from = *i;
        let mut byte = self.peek_in(i, within)?;
        let negative = byte == b'-';
        if negative || byte == b'+' {
            *i += 1;
            byte = self.peek_in(i, within)?;
        }
        if byte.is_ascii_digit() || byte == b'.' {
            let value = match lex::number_at(self.text, *i) {
                Some((end, TokenKind::Integer(n))) if !negative || n <= 2_147_483_648 => {
                    *i = end;
                    // Exact in f64; `-0` is +0.0 because the negation is done on integers.
                    let n = i64::from(n);
                    (if negative { -n } else { n }) as f64
                }
                Some((end, TokenKind::Float)) => {
                    let x = lex::float_value(self.text.get(*i..end).unwrap_or_default());
                    *i = end;
                    if negative { -x } else { x }
                }
                _ => return Err(self.not_a_number(within, arg.name(), from)),
            };
            return Ok(value as f32);
        }
        Err(self.not_a_number(within, arg.name(), from))
    }

    #[cold]
    #[inline(never)]
    fn not_a_number(&self, within: Within, name: &str, from: usize) -> Box<Diagnostic> {
        let mut tok = self.token_at(from);
        let start = tok.span.start;
        let negative = tok.kind == TokenKind::Minus;
        if matches!(tok.kind, TokenKind::Plus | TokenKind::Minus) {
            tok = self.token_after(tok);
        }
        match tok.kind {
            TokenKind::Eof => self.unclosed(within),
            TokenKind::Integer(n) if negative && n > 2_147_483_648 => {
                let text = format!("-{}", self.slice(tok.span));
                error(
                    Code::RS0111,
                    format!(
                        "integer {text} is out of range here; write it as a float literal such as {text}.0"
                    ),
                    Span::new(start, tok.span.end),
                )
                .with_help_boxed(format!("write {text}.0"))
            }
            _ => error(
                Code::RS0110,
                format!("'{name}' takes a number, found {}", self.found(tok)),
                tok.span,
            ),
        }
    }

    /// A name of the enumeration `of`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enum_value(&self, i: &mut usize, within: Within, of: &'static Enumeration) -> PResult<u32> {
        self.peek_in(i, within)?;
        match self.name(i, of.names) {
            Some(value) => Ok(value),
            None => Err(self.unknown_value(of, *i)),
        }
    }

    #[cold]
    #[inline(never)]
    fn unknown_value(&self, of: &Enumeration, at: usize) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        let names = of.names.spellings;
        let word = self.slice(tok.span);
        let mut diagnostic = error(
            Code::RS0112,
            format!(
                "unknown {} '{word}'; expected one of {}",
                of.what,
                names.join(", ")
            ),
            tok.span,
        );
        let is_word = matches!(tok.kind, TokenKind::Ident(_) | TokenKind::Keyword(_));
        if word.to_ascii_uppercase().contains("ANISOTROPIC_MIP_POINT") {
            diagnostic.help = Some(
                "the MIN_MAG_ANISOTROPIC_MIP_POINT filters are not accepted; use an ANISOTROPIC filter such as FILTER_ANISOTROPIC".to_owned(),
            );
        } else if let Some(s) = suggest(word, names.iter().copied()).filter(|_| is_word) {
            diagnostic.help = Some(format!("did you mean '{s}'?"));
        }
        diagnostic
    }

    /// `[+] 0` alone, or `flag { "|" flag }`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn flag_set(&self, i: &mut usize, within: Within, flags: &'static Flags) -> PResult<u32> {
        let byte = self.peek_in(i, within)?;
        if byte == b'+' || byte.is_ascii_digit() {
            let at = *i;
            let mut j = *i;
            if byte == b'+' {
                j += 1;
                self.peek(&mut j);
            }
            return match lex::integer_at(self.bytes, j) {
                Some((end, 0)) if self.pipe_after(end).is_none() => {
                    *i = end;
                    Ok(0)
                }
                _ => Err(self.bad_flag(within, flags.kind, at)),
            };
        }
        let mut bits = 0;
        loop {
            match self.name(i, flags.names) {
                Some(value) => bits |= value,
                None => return Err(self.bad_flag(within, flags.kind, *i)),
            }
            match self.pipe_after(*i) {
                Some(after) => {
                    *i = after;
                    self.peek_in(i, within)?;
                }
                None => return Ok(bits),
            }
        }
    }

    /// The flag set item at `at` is no flag name: RS0113, or a number
    /// other than `0` standing alone (RS0114, RS0115).
    #[cold]
    #[inline(never)]
    fn bad_flag(&self, within: Within, kind: &FlagKind, at: usize) -> Box<Diagnostic> {
        let tok = self.token_at(at);
        let integer = match tok.kind {
            TokenKind::Integer(n) => Some((n, tok.span)),
            TokenKind::Plus => match self.token_after(tok) {
                Token {
                    kind: TokenKind::Integer(n),
                    span,
                } => Some((n, tok.span.to(span))),
                _ => None,
            },
            _ => None,
        };
        let Some((n, span)) = integer else {
            if tok.kind == TokenKind::Eof {
                return self.unclosed(within);
            }
            return self.not_a_flag(kind, tok);
        };
        if n != 0 {
            return error(
                Code::RS0114,
                format!(
                    "flags must be written by name; only 0 may be written as a number, found '{}'",
                    self.slice(span)
                ),
                span,
            )
            .with_help_boxed(format!("write {} flag names joined with '|'", kind.what));
        }
        // A `0` after a flag, or followed by `|` (alone it parses).
        error(
            Code::RS0115,
            "'0' means \"no flags\" and cannot be combined with '|'".to_owned(),
            span,
        )
        .with_help_boxed("write either 0 alone or flag names joined with '|'")
    }

    fn not_a_flag(&self, kind: &FlagKind, tok: Token) -> Box<Diagnostic> {
        let names = kind
            .names
            .iter()
            .map(|(s, _)| *s)
            .collect::<Vec<_>>()
            .join(", ");
        let mut diagnostic = Diagnostic::new(
            Code::RS0113,
            format!(
                "expected a {} flag ({names}) or 0, found {}",
                kind.what,
                self.found(tok)
            ),
            Some(tok.span),
        );
        if matches!(tok.kind, TokenKind::Ident(_) | TokenKind::Keyword(_)) {
            let word = self.slice(tok.span);
            // No flag name is a keyword.
            let other = ALL_FLAG_KINDS.iter().find(|k| {
                k.what != kind.what
                    && matches!(tok.kind, TokenKind::Ident(name) if name.value_in(k.family).is_some())
            });
            if let Some(other) = other {
                diagnostic = diagnostic.with_help(format!(
                    "{word} is a {} flag; it cannot be used here",
                    other.what
                ));
            } else if let Some(s) = suggest(word, kind.names.iter().map(|(s, _)| *s)) {
                diagnostic = diagnostic.with_help(format!("did you mean '{s}'?"));
            }
        }
        Box::new(diagnostic)
    }

    // ---- elements ----
    //
    // Each element function starts after its keyword (from `start` to
    // `i`) and records its arguments in `args`, which the caller keeps: a
    // recovering parse reads what an element that failed had read.

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn root_flags(
        &self,
        i: &mut usize,
        start: usize,
        args: &mut ArgSpans,
    ) -> PResult<(u32, Option<ElementSpans>)> {
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, &ROOT_FLAGS_ELEM)?;
        let mut bits = 0;
        if self.peek_in(i, within)? != b')' {
            let from = *i;
            bits = self.flag_set(i, within, &ROOT_FLAG_SET)?;
            self.record(args, start, Arg::Flags, Span::new(from, *i));
        }
        if self.peek_in(i, within)? != b')' {
            return Err(self.expected_pipe_or_paren(*i));
        }
        *i += 1;
        Ok((bits, self.element_spans(start, keyword, *args, None, *i)))
    }

    #[cold]
    #[inline(never)]
    fn expected_pipe_or_paren(&self, at: usize) -> Box<Diagnostic> {
        let close = self.token_at(at);
        let mut diagnostic = error(
            Code::RS0104,
            format!(
                "expected '|' or ')' in RootFlags, found {}",
                self.found(close)
            ),
            close.span,
        );
        if close.kind == TokenKind::Comma {
            diagnostic = diagnostic.with_help_boxed("root flags are combined with '|', not ','");
        }
        diagnostic
    }

    /// The next named argument of an element, with its `=` read so that
    /// its value comes next, reading the register on the way; `None` once
    /// the `)` is read (and the element has its register).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn next_arg(
        &self,
        i: &mut usize,
        within: Within,
        args: &mut ArgSpans,
        items: &mut Items,
    ) -> PResult<Option<Arg>> {
        let start = items.start;
        loop {
            let Some(byte) = self.next_item(i, within, items.first)? else {
                if args.written & REGISTER == 0 {
                    let keyword = self.token_at(start).span;
                    return Err(missing_register(within.elem, keyword, items.class));
                }
                return Ok(None);
            };
            items.first = false;
            let from = *i;
            if let Some(number) = self.register(i, byte, items.class, args, start) {
                items.register = number;
                continue;
            }
            let Some(arg) = self.arg_name(i, within.elem) else {
                return Err(self.bad_item(within, Some(items.class), from, args, start));
            };
            self.arg(i, within, args, start, arg, from)?;
            items.from = from;
            return Ok(Some(arg));
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn root_constants(
        &self,
        i: &mut usize,
        start: usize,
        label: Option<Span>,
        args: &mut ArgSpans,
        map: &mut SourceMap,
    ) -> PResult<RootParameter> {
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, &ROOT_CONSTANTS_ELEM)?;
        let mut constants = RootConstants {
            shader_register: 0,
            register_space: 0,
            num_32bit_values: 0,
        };
        let mut visibility = ShaderVisibility::ALL;
        let mut items = Items::new(start, RegisterClass::Cbv);
        while let Some(arg) = self.next_arg(i, within, args, &mut items)? {
            match arg {
                Arg::Num32BitConstants => {
                    constants.num_32bit_values = self.unsigned(i, within, arg, None)?
                }
                Arg::Space => constants.register_space = self.unsigned(i, within, arg, None)?,
                _ => {
                    visibility = ShaderVisibility(self.enum_value(i, within, &SHADER_VISIBILITY)?)
                }
            }
            self.record(args, start, arg, Span::new(items.from, *i));
        }
        constants.shader_register = items.register;
        if args.get(start, Arg::Num32BitConstants).is_none() {
            return Err(missing_constant_count(keyword));
        }
        let element = self.element_spans(start, keyword, *args, label, *i);
        map.parameters.extend(with_ranges(element, Vec::new()));
        Ok(RootParameter {
            kind: RootParameterKind::Constants(constants),
            visibility,
        })
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn root_descriptor(
        &self,
        i: &mut usize,
        start: usize,
        kind: RootDescriptorKind,
        label: Option<Span>,
        args: &mut ArgSpans,
        map: &mut SourceMap,
    ) -> PResult<RootParameter> {
        let (elem, class) = match kind {
            RootDescriptorKind::Cbv => (&CBV_ELEM, RegisterClass::Cbv),
            RootDescriptorKind::Srv => (&SRV_ELEM, RegisterClass::Srv),
            RootDescriptorKind::Uav => (&UAV_ELEM, RegisterClass::Uav),
        };
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, elem)?;
        let mut descriptor = RootDescriptor {
            shader_register: 0,
            register_space: 0,
            flags: None,
        };
        let mut visibility = ShaderVisibility::ALL;
        let mut items = Items::new(start, class);
        while let Some(arg) = self.next_arg(i, within, args, &mut items)? {
            match arg {
                Arg::Space => descriptor.register_space = self.unsigned(i, within, arg, None)?,
                Arg::Visibility => {
                    visibility = ShaderVisibility(self.enum_value(i, within, &SHADER_VISIBILITY)?)
                }
                _ => {
                    let bits = self.flag_set(i, within, &ROOT_DESCRIPTOR_FLAG_SET)?;
                    descriptor.flags = Some(RootDescriptorFlags::from_bits_retain(bits));
                }
            }
            self.record(args, start, arg, Span::new(items.from, *i));
        }
        descriptor.shader_register = items.register;
        let element = self.element_spans(start, keyword, *args, label, *i);
        map.parameters.extend(with_ranges(element, Vec::new()));
        Ok(RootParameter {
            kind: RootParameterKind::Descriptor(kind, descriptor),
            visibility,
        })
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn descriptor_table(
        &self,
        i: &mut usize,
        start: usize,
        label: Option<Span>,
        labels: &mut Labels<'a>,
        args: &mut ArgSpans,
        map: &mut SourceMap,
    ) -> PResult<RootParameter> {
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, &TABLE_ELEM)?;
        // The table's only argument is visibility; `args` is for the ranges'.
        let mut ranges = Vec::new();
        let mut range_spans = Vec::new();
        let mut visibility = ShaderVisibility::ALL;
        let mut visibility_span = None;
        let mut first = true;
        while let Some(mut byte) = self.next_item(i, within, first)? {
            first = false;
            let range_label = match self.labels {
                true => self.label(i, labels)?,
                false => None,
            };
            if range_label.is_some() {
                byte = self.peek_in(i, within)?;
            }
            let from = *i;
            let second = self.windows.at(*i).byte(1) | 0x20;
            let (elem, range_type, class) = match byte | 0x20 {
                b'c' if self.keyword(i, &CBV) => {
                    (&CBV_RANGE, DescriptorRangeType::CBV, RegisterClass::Cbv)
                }
                b's' if second == b'r' && self.keyword(i, &SRV) => {
                    (&SRV_RANGE, DescriptorRangeType::SRV, RegisterClass::Srv)
                }
                b's' if self.keyword(i, &SAMPLER) => (
                    &SAMPLER_RANGE,
                    DescriptorRangeType::SAMPLER,
                    RegisterClass::Sampler,
                ),
                b'u' if self.keyword(i, &UAV) => {
                    (&UAV_RANGE, DescriptorRangeType::UAV, RegisterClass::Uav)
                }
                b'v' if self.arg_name(i, &TABLE_ELEM) == Some(Arg::Visibility) => {
                    if let Some(label) = range_label {
                        return Err(self.reject_label(label, "visibility"));
                    }
                    self.equals(i, within, visibility_span, from, "visibility")?;
                    visibility =
                        ShaderVisibility(self.enum_value(i, within, &SHADER_VISIBILITY)?);
                    visibility_span = Some(Span::new(from, *i));
                    continue;
                }
                _ => return Err(self.bad_item(within, None, from, args, start)),
            };
            let range = self.range(
                i,
                from,
                elem,
                range_type,
                class,
                range_label,
                args,
                &mut range_spans,
            )?;
            ranges.push(range);
        }
        let mut table_args = ArgSpans::NONE;
        if MAP && let Some(span) = visibility_span {
            table_args.set(start, Arg::Visibility, span);
        }
        let element = self.element_spans(start, keyword, table_args, label, *i);
        map.parameters.extend(with_ranges(element, range_spans));
        Ok(RootParameter {
            kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
            visibility,
        })
    }

    #[allow(clippy::too_many_arguments)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn range(
        &self,
        i: &mut usize,
        start: usize,
        elem: &'static Elem,
        range_type: DescriptorRangeType,
        class: RegisterClass,
        label: Option<Span>,
        args: &mut ArgSpans,
        spans: &mut Vec<ElementSpans>,
    ) -> PResult<DescriptorRange> {
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, elem)?;
        let mut range = DescriptorRange::new(range_type, 0);
        let mut items = Items::new(start, class);
        while let Some(arg) = self.next_arg(i, within, args, &mut items)? {
            match arg {
                Arg::NumDescriptors => {
                    range.num_descriptors = self.unsigned(i, within, arg, Some(&UNBOUNDED))?
                }
                Arg::Space => range.register_space = self.unsigned(i, within, arg, None)?,
                Arg::Offset => range.offset = self.unsigned(i, within, arg, Some(&APPEND))?,
                _ => {
                    let bits = self.flag_set(i, within, &RANGE_FLAG_SET)?;
                    range.flags = Some(DescriptorRangeFlags::from_bits_retain(bits));
                }
            }
            self.record(args, start, arg, Span::new(items.from, *i));
        }
        range.base_shader_register = items.register;
        spans.extend(self.element_spans(start, keyword, *args, label, *i));
        Ok(range)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn static_sampler(
        &self,
        i: &mut usize,
        start: usize,
        args: &mut ArgSpans,
        map: &mut SourceMap,
    ) -> PResult<StaticSampler> {
        let keyword = Span::new(start, *i);
        args.written = 0;
        let within = self.open(i, &STATIC_SAMPLER_ELEM)?;
        let mut sampler = StaticSampler::new(0);
        let mut items = Items::new(start, RegisterClass::Sampler);
        while let Some(arg) = self.next_arg(i, within, args, &mut items)? {
            match arg {
                Arg::Filter => sampler.filter = Filter(self.enum_value(i, within, &FILTER_MODE)?),
                Arg::AddressU => {
                    sampler.address_u =
                        TextureAddressMode(self.enum_value(i, within, &ADDRESS_MODE)?)
                }
                Arg::AddressV => {
                    sampler.address_v =
                        TextureAddressMode(self.enum_value(i, within, &ADDRESS_MODE)?)
                }
                Arg::AddressW => {
                    sampler.address_w =
                        TextureAddressMode(self.enum_value(i, within, &ADDRESS_MODE)?)
                }
                Arg::MipLodBias => sampler.mip_lod_bias = self.number(i, within, arg)?,
                Arg::MaxAnisotropy => {
                    sampler.max_anisotropy = self.unsigned(i, within, arg, None)?
                }
                Arg::ComparisonFunc => {
                    let value = self.enum_value(i, within, &COMPARISON)?;
                    sampler.comparison_func = ComparisonFunc(value);
                }
                Arg::BorderColor => {
                    let value = self.enum_value(i, within, &BORDER)?;
                    sampler.border_color = StaticBorderColor(value);
                }
                Arg::MinLod => sampler.min_lod = self.number(i, within, arg)?,
                Arg::MaxLod => sampler.max_lod = self.number(i, within, arg)?,
                Arg::Space => sampler.register_space = self.unsigned(i, within, arg, None)?,
                Arg::Visibility => {
                    let value = self.enum_value(i, within, &SHADER_VISIBILITY)?;
                    sampler.visibility = ShaderVisibility(value);
                }
                _ => {
                    let bits = self.flag_set(i, within, &SAMPLER_FLAG_SET)?;
                    sampler.flags = StaticSamplerFlags::from_bits_retain(bits);
                }
            }
            self.record(args, start, arg, Span::new(items.from, *i));
        }
        sampler.shader_register = items.register;
        map.static_samplers
            .extend(self.element_spans(start, keyword, *args, None, *i));
        Ok(sampler)
    }
}

/// Parses as much of `text` as it can, for callers that need what was
/// written even when the text has errors (such as `root_signature!`,
/// whose stand-in items keep the names of a broken signature).
///
/// An error inside an element skips to the element's closing `)` and
/// parsing goes on with the next element. Every root parameter whose
/// kind could be read is kept, with its label and the register and space
/// read before the error (0 otherwise), and tables keep the ranges read;
/// an element that fails takes the defaults for what it lacks. Static
/// samplers and root flags that fail are left out. Diagnostics are not
/// reported: [`parse`] gives the first one. Text that parses gives what
/// [`parse`] gives.
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
    let parser = Parser::<true>::new(text, options.labels);
    let mut signature = RootSignature {
        version: options.version,
        flags: RootFlags::empty(),
        parameters: Vec::new(),
        static_samplers: Vec::new(),
    };
    let mut map = SourceMap::default();
    let mut labels = Labels::new();
    let mut args = ArgSpans::NONE;
    let mut cursor = parser.cursor(0);
    while cursor.tok.kind != TokenKind::Eof {
        if cursor.tok.kind == TokenKind::Comma {
            cursor.advance();
            continue;
        }
        let label = parser.label_recovering(&mut cursor, &mut labels);
        let tok = cursor.tok;
        let TokenKind::Keyword(
            keyword @ (Keyword::RootFlags
            | Keyword::RootConstants
            | Keyword::Cbv
            | Keyword::Srv
            | Keyword::Uav
            | Keyword::DescriptorTable
            | Keyword::StaticSampler),
        ) = tok.kind
        else {
            cursor.skip_item();
            continue;
        };
        let start = tok.span.start;
        let mut i = tok.span.end;
        let label_span = label.as_ref().map(|label| label.span);
        let kind = match keyword {
            Keyword::Cbv => RootDescriptorKind::Cbv,
            Keyword::Srv => RootDescriptorKind::Srv,
            _ => RootDescriptorKind::Uav,
        };
        let parsed = match keyword {
            Keyword::RootFlags => {
                parser
                    .root_flags(&mut i, start, &mut args)
                    .map(|(bits, spans)| {
                        signature.flags = RootFlags::from_bits_retain(bits);
                        map.root_flags = spans;
                    })
            }
            Keyword::RootConstants => parser
                .root_constants(&mut i, start, label_span, &mut args, &mut map)
                .map(|parameter| signature.parameters.push(parameter)),
            Keyword::Cbv | Keyword::Srv | Keyword::Uav => parser
                .root_descriptor(&mut i, start, kind, label_span, &mut args, &mut map)
                .map(|parameter| signature.parameters.push(parameter)),
            Keyword::DescriptorTable => {
                let table = parser.descriptor_table(
                    &mut i,
                    start,
                    label_span,
                    &mut labels,
                    &mut args,
                    &mut map,
                );
                match table {
                    Ok(parameter) => signature.parameters.push(parameter),
                    // A table that fails is read again range by range,
                    // keeping the ranges that parse.
                    Err(_) => {
                        let (parameter, spans, end) =
                            parser.table_recovering(tok, label.clone(), &mut labels);
                        signature.parameters.push(parameter);
                        map.parameters.push(spans);
                        i = end;
                    }
                }
                Ok(())
            }
            _ => parser
                .static_sampler(&mut i, start, &mut args, &mut map)
                .map(|sampler| signature.static_samplers.push(sampler)),
        };
        if parsed.is_ok() {
            cursor = parser.cursor(i);
            continue;
        }
        let (register, space) = parser.read_so_far(&args, start);
        let kind = match keyword {
            Keyword::RootConstants => Some(RootParameterKind::Constants(RootConstants {
                shader_register: register,
                register_space: space,
                num_32bit_values: 0,
            })),
            Keyword::Cbv | Keyword::Srv | Keyword::Uav => Some(RootParameterKind::Descriptor(
                kind,
                RootDescriptor {
                    shader_register: register,
                    register_space: space,
                    flags: None,
                },
            )),
            _ => None,
        };
        cursor = parser.cursor(start);
        let spans = cursor.skip_element(tok, label);
        if let Some(kind) = kind {
            signature.parameters.push(RootParameter {
                kind,
                visibility: ShaderVisibility::ALL,
            });
            map.parameters.push(ParameterSpans {
                element: spans,
                ranges: Vec::new(),
            });
        }
    }
    (signature, map)
}

/// Tokens from the lexer, one at a time, for error recovery: only
/// `parse_recovering` walks text this way, after the parser failed.
struct Cursor<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    /// The current token, not consumed yet.
    tok: Token,
    /// The end of the last consumed token.
    prev_end: usize,
}

impl Cursor<'_> {
    /// Consumes the current token; a lexing error is skipped a character
    /// at a time.
    fn advance(&mut self) {
        if self.tok.kind != TokenKind::Error {
            self.prev_end = self.tok.span.end;
            self.tok = self.lexer.next();
            return;
        }
        let at = self.tok.span.start;
        let width = self
            .text
            .get(at..)
            .and_then(|rest| rest.chars().next())
            .map_or(1, char::len_utf8);
        self.prev_end = at + width;
        self.lexer.seek(at + width);
        self.tok = self.lexer.next();
    }

    /// Skips one token, or a parenthesised group with what it holds.
    fn skip_item(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.tok.kind {
                TokenKind::Eof => return,
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.advance();
            if depth == 0 {
                return;
            }
        }
    }

    /// Skips the element whose keyword is `kw` (the current token) and its
    /// parenthesised arguments, and returns where it was written.
    fn skip_element(&mut self, kw: Token, label: Option<Label>) -> ElementSpans {
        self.advance();
        if self.tok.kind == TokenKind::LParen {
            self.skip_item();
        }
        ElementSpans {
            span: Span::new(kw.span.start, self.prev_end.max(kw.span.end)),
            keyword: kw.span,
            args: ArgSpans::NONE,
            label,
        }
    }
}

// Error recovery: only `parse_recovering` calls these, so the happy path
// of `parse` pays nothing for them.
impl<'a> Parser<'a, true> {
    /// A cursor at the token at or after `at`.
    fn cursor(&self, at: usize) -> Cursor<'a> {
        let mut lexer = Lexer::new(self.text, self.labels);
        lexer.seek(at);
        let tok = lexer.next();
        Cursor {
            text: self.text,
            lexer,
            tok,
            prev_end: at,
        }
    }

    /// `name:` when labels are enabled, even a label that is not allowed.
    fn label_recovering(&self, cursor: &mut Cursor<'a>, seen: &mut Labels<'a>) -> Option<Label> {
        if !self.labels {
            return None;
        }
        let at = cursor.tok.span.start;
        let mut i = at;
        let span = match self.label(&mut i, seen) {
            Ok(span) => span?,
            Err(_) => {
                let (span, after) = self.label_at(at)?;
                i = after;
                span
            }
        };
        *cursor = self.cursor(i);
        Some(self.label_named(span))
    }

    /// The register and space of the element from `start` that failed, as
    /// far as they were read (0 otherwise).
    fn read_so_far(&self, args: &ArgSpans, start: usize) -> (u32, u32) {
        let value = |arg: Arg| {
            let span = args.get(start, arg)?;
            let mut lexer = Lexer::new(self.text, false);
            lexer.seek(span.start);
            let mut last = None;
            loop {
                let tok = lexer.next();
                if tok.span.start >= span.end || tok.kind == TokenKind::Eof {
                    return last;
                }
                if let TokenKind::Register(_, n) | TokenKind::Integer(n) = tok.kind {
                    last = Some(n);
                }
            }
        };
        (
            value(Arg::Register).unwrap_or(0),
            value(Arg::Space).unwrap_or(0),
        )
    }

    /// A descriptor table whose keyword is `kw`, keeping the ranges that
    /// parse and what was read of those that do not; and where it ends.
    fn table_recovering(
        &self,
        kw: Token,
        label: Option<Label>,
        labels: &mut Labels<'a>,
    ) -> (RootParameter, ParameterSpans, usize) {
        let mut ranges = Vec::new();
        let mut range_spans = Vec::new();
        let mut visibility = ShaderVisibility::ALL;
        let mut args = ArgSpans::NONE;
        let mut cursor = self.cursor(kw.span.start);
        cursor.advance();
        if cursor.tok.kind == TokenKind::LParen {
            cursor.advance();
            loop {
                match cursor.tok.kind {
                    TokenKind::Eof => break,
                    TokenKind::RParen => {
                        cursor.advance();
                        break;
                    }
                    TokenKind::Comma => {
                        cursor.advance();
                        continue;
                    }
                    _ => {}
                }
                let range_label = self.label_recovering(&mut cursor, labels);
                let tok = cursor.tok;
                let range = match tok.kind {
                    TokenKind::Keyword(Keyword::Cbv) => {
                        Some((&CBV_RANGE, DescriptorRangeType::CBV, RegisterClass::Cbv))
                    }
                    TokenKind::Keyword(Keyword::Srv) => {
                        Some((&SRV_RANGE, DescriptorRangeType::SRV, RegisterClass::Srv))
                    }
                    TokenKind::Keyword(Keyword::Uav) => {
                        Some((&UAV_RANGE, DescriptorRangeType::UAV, RegisterClass::Uav))
                    }
                    TokenKind::Keyword(Keyword::Sampler) => Some((
                        &SAMPLER_RANGE,
                        DescriptorRangeType::SAMPLER,
                        RegisterClass::Sampler,
                    )),
                    _ => None,
                };
                if let Some((elem, range_type, class)) = range {
                    let start = tok.span.start;
                    let mut i = tok.span.end;
                    let label_span = range_label.as_ref().map(|label| label.span);
                    let parsed = self.range(
                        &mut i,
                        start,
                        elem,
                        range_type,
                        class,
                        label_span,
                        &mut args,
                        &mut range_spans,
                    );
                    match parsed {
                        Ok(range) => {
                            ranges.push(range);
                            cursor = self.cursor(i);
                        }
                        Err(_) => {
                            let (register, space) = self.read_so_far(&args, start);
                            let mut range = DescriptorRange::new(range_type, register);
                            range.register_space = space;
                            ranges.push(range);
                            cursor = self.cursor(start);
                            range_spans.push(cursor.skip_element(tok, range_label));
                        }
                    }
                } else if tok.kind == TokenKind::Keyword(Keyword::Visibility) {
                    cursor.advance();
                    if cursor.tok.kind == TokenKind::Equals {
                        cursor.advance();
                        if let TokenKind::Ident(name) = cursor.tok.kind
                            && let Some(value) = name.value_in(family::VISIBILITY)
                        {
                            visibility = ShaderVisibility(value);
                        }
                    }
                    cursor.skip_item();
                } else {
                    cursor.skip_item();
                }
            }
        }
        let end = cursor.prev_end.max(kw.span.end);
        (
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
                visibility,
            },
            ParameterSpans {
                element: ElementSpans {
                    span: Span::new(kw.span.start, end),
                    keyword: kw.span,
                    args: ArgSpans::NONE,
                    label,
                },
                ranges: range_spans,
            },
            end,
        )
    }
}

/// Adds a help line to a boxed diagnostic.
trait WithHelpBoxed {
    fn with_help_boxed(self, help: impl Into<String>) -> Self;
}

impl WithHelpBoxed for Box<Diagnostic> {
    fn with_help_boxed(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}
/// A close spelling among `candidates` for a "did you mean" hint: the only
/// candidate that ends with `_word`, or the nearest by edit distance.
fn suggest<'c>(word: &str, candidates: impl Iterator<Item = &'c str> + Clone) -> Option<&'c str> {
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
