#![allow(dead_code, missing_docs, clippy::all)]
//! The lexer: root signature text to tokens (LANGUAGE.md §2).
//!
//! A [`Lexer`] reads one token at a time; a lexing error (RS0001–RS0008)
//! is a [`TokenKind::Error`] token, and the first one in the text wins over
//! any parse error. Tokens are a kind plus a byte span; words keep no copy
//! of their text, and each is looked up in one table of all known
//! spellings (structural keywords of §4.1, enumeration values and flag
//! names). The parser reads valid text in place with the exact pieces at
//! the end of this module, and asks the lexer for the token where it
//! stops, to say what it found.
//!
//! ```
//! use rootsig_core::language::lex::{lex, Keyword, RegisterClass, TokenKind};
//! let tokens = lex("cbv(b7, space = +2)", false).unwrap();
//! assert_eq!(tokens[0].kind, TokenKind::Keyword(Keyword::Cbv));
//! assert_eq!(tokens[2].kind, TokenKind::Register(RegisterClass::Cbv, 7));
//! assert_eq!(tokens[6].kind, TokenKind::Plus);
//! assert_eq!(tokens[7].kind, TokenKind::Integer(2));
//! ```

use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::model::{
    ComparisonFunc, Filter, ShaderVisibility, StaticBorderColor, TextureAddressMode,
};
use crate::span::Span;

pub use crate::model::RegisterClass;

macro_rules! keywords {
    ($($variant:ident => $spelling:literal,)*) => {
        /// A structural keyword of §4.1, matched ignoring ASCII case.
        /// Enumeration and flag names are not keywords: the parser looks
        /// them up by their text where a value is expected.
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
    /// use rootsig_core::language::lex::Keyword;
    /// assert_eq!(Keyword::from_word("NUMdescriptors"), Some(Keyword::NumDescriptors));
    /// assert_eq!(Keyword::from_word("DATA_STATIC"), None);
    /// ```
    pub fn from_word(word: &str) -> Option<Keyword> {
        let bytes = word.as_bytes();
        if bytes.iter().all(|&b| is_word_byte(b)) {
            NAMES.get(lookup(bytes, &Key::of(bytes))).keyword
        } else {
            None
        }
    }
}

// ---- the table of known spellings ----
//
// Every keyword, enumeration spelling and flag name is one entry of a
// table built at compile time, found by hashing the word's folded bytes
// (open addressing, linear probing). The lexer hashes each word once; the
// parser then reads the value from the entry instead of searching lists.

/// A family of names: which enumeration or flag set a spelling belongs to.
pub(crate) mod family {
    pub(crate) const VISIBILITY: u16 = 1 << 0;
    pub(crate) const FILTER: u16 = 1 << 1;
    pub(crate) const ADDRESS: u16 = 1 << 2;
    pub(crate) const COMPARISON: u16 = 1 << 3;
    pub(crate) const BORDER: u16 = 1 << 4;
    pub(crate) const ROOT_FLAG: u16 = 1 << 5;
    pub(crate) const ROOT_DESCRIPTOR_FLAG: u16 = 1 << 6;
    pub(crate) const RANGE_FLAG: u16 = 1 << 7;
    pub(crate) const SAMPLER_FLAG: u16 = 1 << 8;
}

/// One kind of flag set: its name in messages, its family and its spellings.
pub(crate) struct FlagKind {
    pub(crate) what: &'static str,
    pub(crate) family: u16,
    pub(crate) names: &'static [(&'static str, u32)],
}

pub(crate) const ROOT_FLAGS: FlagKind = FlagKind {
    what: "root",
    family: family::ROOT_FLAG,
    names: &[
        ("ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", 0x1),
        ("DENY_VERTEX_SHADER_ROOT_ACCESS", 0x2),
        ("DENY_HULL_SHADER_ROOT_ACCESS", 0x4),
        ("DENY_DOMAIN_SHADER_ROOT_ACCESS", 0x8),
        ("DENY_GEOMETRY_SHADER_ROOT_ACCESS", 0x10),
        ("DENY_PIXEL_SHADER_ROOT_ACCESS", 0x20),
        ("ALLOW_STREAM_OUTPUT", 0x40),
        ("LOCAL_ROOT_SIGNATURE", 0x80),
        ("DENY_AMPLIFICATION_SHADER_ROOT_ACCESS", 0x100),
        ("DENY_MESH_SHADER_ROOT_ACCESS", 0x200),
        ("CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED", 0x400),
        ("SAMPLER_HEAP_DIRECTLY_INDEXED", 0x800),
    ],
};

pub(crate) const ROOT_DESCRIPTOR_FLAGS: FlagKind = FlagKind {
    what: "root descriptor",
    family: family::ROOT_DESCRIPTOR_FLAG,
    names: &[
        ("DATA_VOLATILE", 0x2),
        ("DATA_STATIC_WHILE_SET_AT_EXECUTE", 0x4),
        ("DATA_STATIC", 0x8),
    ],
};

pub(crate) const RANGE_FLAGS: FlagKind = FlagKind {
    what: "descriptor range",
    family: family::RANGE_FLAG,
    names: &[
        ("DESCRIPTORS_VOLATILE", 0x1),
        ("DATA_VOLATILE", 0x2),
        ("DATA_STATIC_WHILE_SET_AT_EXECUTE", 0x4),
        ("DATA_STATIC", 0x8),
        ("DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", 0x10000),
    ],
};

pub(crate) const SAMPLER_FLAGS: FlagKind = FlagKind {
    what: "static sampler",
    family: family::SAMPLER_FLAG,
    names: &[
        ("SAMPLER_FLAG_UINT_BORDER_COLOR", 0x1),
        ("UINT_BORDER_COLOR", 0x1),
        ("SAMPLER_FLAG_NON_NORMALIZED_COORDINATES", 0x2),
        ("NON_NORMALIZED_COORDINATES", 0x2),
    ],
};

pub(crate) const ALL_FLAG_KINDS: [&FlagKind; 4] = [
    &ROOT_FLAGS,
    &ROOT_DESCRIPTOR_FLAGS,
    &RANGE_FLAGS,
    &SAMPLER_FLAGS,
];

/// A word that matched a known enumeration or flag spelling (ignoring
/// ASCII case), or [`Name::UNKNOWN`]. Labels and misspellings are unknown.
///
/// ```
/// use rootsig_core::language::lex::{lex, Name, TokenKind};
/// let tokens = lex("shader_visibility_pixel, Pixel", false).unwrap();
/// let TokenKind::Ident(name) = tokens[0].kind else { panic!() };
/// assert_eq!(name.spelling(), Some("SHADER_VISIBILITY_PIXEL"));
/// assert_eq!(tokens[2].kind, TokenKind::Ident(Name::UNKNOWN));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Name(u8);

impl Name {
    /// A word that is no known spelling.
    pub const UNKNOWN: Name = Name(0);

    /// The canonical spelling of the name, or `None` for [`Name::UNKNOWN`].
    pub fn spelling(self) -> Option<&'static str> {
        let entry = NAMES.get(self.0 as usize);
        (self.0 != 0).then_some(entry.spelling)
    }

    /// The value of the name in `family` (one of the [`family`] bits), or
    /// `None` when the word is no name of that family.
    #[inline]
    pub(crate) fn value_in(self, family: u16) -> Option<u32> {
        let entry = NAMES.get(self.0 as usize);
        (entry.families & family != 0).then_some(entry.value)
    }
}

/// The hash key of a word: its length and its folded bytes 0..8, the
/// last 8 and 8..16 (zero where the word is shorter). Words of up to 24
/// bytes are equal exactly when their keys are; longer ones also compare
/// bytes 16..len-8.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    len: usize,
    head: u64,
    tail: u64,
    second: u64,
}

const FOLD: u64 = 0x2020_2020_2020_2020;

/// Folded little-endian bytes `from..from + count` (count ≤ 8), zero padded.
const fn folded_chunk(s: &[u8], from: usize, count: usize) -> u64 {
    let mut value = 0u64;
    let mut k = 0;
    while k < count && from + k < s.len() {
        value |= ((s[from + k] | 0x20) as u64) << (8 * k);
        k += 1;
    }
    value
}

impl Key {
    /// The key of a run of word characters, byte by byte.
    const fn of(s: &[u8]) -> Key {
        let len = s.len();
        Key {
            len,
            head: folded_chunk(s, 0, if len < 8 { len } else { 8 }),
            tail: if len > 8 {
                folded_chunk(s, len - 8, 8)
            } else {
                0
            },
            second: if len > 16 { folded_chunk(s, 8, 8) } else { 0 },
        }
    }

    #[inline(always)]
    const fn slot(&self) -> usize {
        let mixed = (self.head ^ self.tail.rotate_left(21) ^ self.second.rotate_left(42))
            .wrapping_add(self.len as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - SLOT_BITS)) as usize
    }
}

#[derive(Clone, Copy)]
struct NameEntry {
    spelling: &'static str,
    key: Key,
    keyword: Option<Keyword>,
    /// The families the spelling belongs to (several only for flags that
    /// two flag sets share, with the same bits).
    families: u16,
    value: u32,
}

const SLOT_BITS: u32 = 9;
const SLOTS: usize = 1 << SLOT_BITS;

/// All spellings (entry 0 is the unknown name) and the hash slots holding
/// entry indices (0 = empty).
struct NameTable {
    entries: [NameEntry; 256],
    slots: [u8; SLOTS],
}

impl NameTable {
    #[inline(always)]
    fn get(&self, index: usize) -> &NameEntry {
        // A `Name` is a u8, so the index is always in range.
        &self.entries[index & 0xFF]
    }
}

const NO_ENTRY: NameEntry = NameEntry {
    spelling: "",
    key: Key {
        len: usize::MAX,
        head: 0,
        tail: 0,
        second: 0,
    },
    keyword: None,
    families: 0,
    value: 0,
};

struct TableBuilder {
    table: NameTable,
    count: usize,
}

impl TableBuilder {
    const fn add(
        mut self,
        spelling: &'static str,
        keyword: Option<Keyword>,
        families: u16,
        value: u32,
    ) -> Self {
        let bytes = spelling.as_bytes();
        // The lexer treats a word with a digit second as register-like and
        // skips the lookup, so no name may have one.
        assert!(bytes.len() >= 2 && !bytes[1].is_ascii_digit());
        let key = Key::of(bytes);
        let mut slot = key.slot();
        loop {
            let index = self.table.slots[slot] as usize;
            if index == 0 {
                break;
            }
            let entry = &mut self.table.entries[index];
            if const_eq_folded(entry.spelling.as_bytes(), bytes) {
                // A flag shared by two flag sets: same bits, one more family.
                assert!(keyword.is_none() && entry.keyword.is_none() && entry.value == value);
                entry.families |= families;
                return self;
            }
            slot = (slot + 1) % SLOTS;
        }
        self.count += 1;
        assert!(self.count < 256);
        self.table.entries[self.count] = NameEntry {
            spelling,
            key,
            keyword,
            families,
            value,
        };
        self.table.slots[slot] = self.count as u8;
        self
    }

    const fn add_keywords(mut self) -> Self {
        let mut i = 0;
        while i < Keyword::ALL.len() {
            let (spelling, keyword) = Keyword::ALL[i];
            self = self.add(spelling, Some(keyword), 0, 0);
            i += 1;
        }
        self
    }

    const fn add_flags(mut self, kind: &FlagKind) -> Self {
        let mut i = 0;
        while i < kind.names.len() {
            let (spelling, bits) = kind.names[i];
            self = self.add(spelling, None, kind.family, bits);
            i += 1;
        }
        self
    }
}

/// Adds every spelling of an open enumeration.
macro_rules! add_enum {
    ($builder:expr, $ty:ty, $family:expr) => {{
        let mut builder = $builder;
        let mut i = 0;
        while i < <$ty>::SPELLINGS.len() {
            let (spelling, value) = <$ty>::SPELLINGS[i];
            builder = builder.add(spelling, None, $family, value.0);
            i += 1;
        }
        builder
    }};
}

const fn const_eq_folded(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] | 0x20 != b[i] | 0x20 {
            return false;
        }
        i += 1;
    }
    true
}

static NAMES: NameTable = {
    let builder = TableBuilder {
        table: NameTable {
            entries: [NO_ENTRY; 256],
            slots: [0; SLOTS],
        },
        count: 0,
    };
    let builder = builder.add_keywords();
    let builder = add_enum!(builder, ShaderVisibility, family::VISIBILITY);
    let builder = add_enum!(builder, Filter, family::FILTER);
    let builder = add_enum!(builder, TextureAddressMode, family::ADDRESS);
    let builder = add_enum!(builder, ComparisonFunc, family::COMPARISON);
    let builder = add_enum!(builder, StaticBorderColor, family::BORDER);
    let builder = builder
        .add_flags(&ROOT_FLAGS)
        .add_flags(&ROOT_DESCRIPTOR_FLAGS)
        .add_flags(&RANGE_FLAGS)
        .add_flags(&SAMPLER_FLAGS);
    builder.table
};

/// The entry index of the run of word characters with key `key` at the
/// start of `word` (which may go on past it), or 0.
#[inline(always)]
fn lookup(word: &[u8], key: &Key) -> usize {
    let mut slot = key.slot();
    loop {
        let index = NAMES.slots.get(slot).copied().unwrap_or(0) as usize;
        if index == 0 {
            return 0;
        }
        let entry = NAMES.get(index);
        if entry.key == *key && (key.len <= 24 || middles_match(word, key.len, entry.spelling)) {
            return index;
        }
        slot = (slot + 1) % SLOTS;
    }
}

/// Whether bytes `16..len - 8` of two words of length `len` (over 24
/// bytes) are equal ignoring case: the part a [`Key`] leaves out.
#[inline(never)]
fn middles_match(word: &[u8], len: usize, spelling: &str) -> bool {
    let chunk = |s: &[u8], at: usize| {
        s.get(at..at + 8)
            .and_then(|c| <[u8; 8]>::try_from(c).ok())
            .map(|c| u64::from_le_bytes(c) | FOLD)
    };
    let spelling = spelling.as_bytes();
    // Chunks at 16, 24, …, then one ending at `len - 8` (it may overlap
    // bytes 8..16, which the key already compared).
    let last = len.saturating_sub(16);
    let mut at = 16;
    while at < last {
        if chunk(word, at) != chunk(spelling, at) {
            return false;
        }
        at += 8;
    }
    chunk(word, last) == chunk(spelling, last)
}

/// What a token is. Its text is always the source slice of its span.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TokenKind {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `,`
    Comma,
    /// `=`
    Equals,
    /// `|`
    Pipe,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `:` (only lexed when labels are enabled; otherwise RS0001).
    Colon,
    /// A structural keyword.
    Keyword(Keyword),
    /// Any other word: an enumeration or flag name (with the spelling it
    /// matched), a label, or an unknown word.
    Ident(Name),
    /// A register token such as `b0` with its number.
    Register(RegisterClass, u32),
    /// An integer literal (at most 4294967295).
    Integer(u32),
    /// A float literal. Its value is [`float_value`] of its text: finite, at
    /// most `f32::MAX` in magnitude, and zero only when the literal is zero.
    /// (The value is not stored, to keep tokens small; floats are rare.)
    Float,
    /// The end of the text (its span is empty, at the end).
    Eof,
    /// A lexing error starting here; [`Lexer::first_error`] says which.
    Error,
}

/// One token: its kind and where it was written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Its bytes in the source text.
    pub span: Span,
}

const WORD: u8 = 1;
const DIGIT: u8 = 2;
const SPACE: u8 = 4;

/// Byte classes: word characters, digits and whitespace.
static CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        if b.is_ascii_alphanumeric() || b == b'_' {
            table[i] |= WORD;
        }
        if b.is_ascii_digit() {
            table[i] |= DIGIT;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C) {
            table[i] |= SPACE;
        }
        i += 1;
    }
    table
};

#[inline]
pub(crate) fn is_word_byte(byte: u8) -> bool {
    CLASS[byte as usize] & WORD != 0
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// For eight 7-bit bytes in `y`: the high bit of each byte that lies in
/// `lo..=hi`. No carry crosses a byte: every sum stays below 0x100.
#[inline(always)]
fn bytes_in_range(y: u64, lo: u8, hi: u8) -> u64 {
    let at_least_lo = y + ONES * u64::from(0x80 - lo);
    let above_hi = y + ONES * u64::from(0x7F - hi);
    at_least_lo & !above_hi & HIGH
}

/// The high bit of each byte of `x` that is a word character.
#[inline(always)]
fn word_bytes(x: u64) -> u64 {
    let y = x & !HIGH;
    let digit = bytes_in_range(y, b'0', b'9');
    let letter = bytes_in_range(y | (ONES * 0x20), b'a', b'z');
    let underscore = bytes_in_range(y, b'_', b'_');
    // Bytes of 0x80 and above are never word characters.
    (digit | letter | underscore) & !x
}

/// Eight bytes from `at`, little-endian, for the last few bytes of the
/// text: past its end they read as spaces (which end any word).
#[inline(never)]
fn load8_near_end(bytes: &[u8], at: usize) -> u64 {
    let mut chunk = [b' '; 8];
    for (slot, byte) in chunk.iter_mut().zip(bytes.get(at..).unwrap_or_default()) {
        *slot = *byte;
    }
    u64::from_le_bytes(chunk)
}

/// A word starting at `start` (whose first byte is a letter or `_`): its
/// end and its kind (§2, "Classifying a word"). Enumeration names are long
/// (`FILTER_COMPARISON_MIN_MAG_MIP_LINEAR`), so this looks at eight bytes
/// at a time, and hashes the folded bytes for the name lookup.
#[inline(always)]
fn word(text: &str, bytes: &[u8], start: usize) -> LexResult<(usize, TokenKind)> {
    let rest = bytes.get(start..).unwrap_or_default();
    let mut chunks = rest.chunks_exact(8);
    let chunk_value = |chunk: &[u8]| <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes);
    // The first eight bytes (padded with spaces at the end of the text).
    let first;
    let mut len;
    match chunks.next() {
        Some(chunk) => {
            first = chunk_value(chunk);
            let other = !word_bytes(first) & HIGH;
            if other != 0 {
                len = (other.trailing_zeros() / 8) as usize;
            } else {
                len = 8;
                loop {
                    match chunks.next() {
                        Some(chunk) => {
                            let other = !word_bytes(chunk_value(chunk)) & HIGH;
                            if other != 0 {
                                len += (other.trailing_zeros() / 8) as usize;
                                break;
                            }
                            len += 8;
                        }
                        None => {
                            len = scan(rest, len, is_word_byte);
                            break;
                        }
                    }
                }
            }
        }
        None => {
            first = load8_near_end(rest, 0);
            len = scan(rest, 1, is_word_byte);
        }
    }
    let end = start + len;
    // No name has a digit in second place, so this is a register, a
    // malformed register, an uppercase register or a plain word.
    if len >= 2 && is_digit((first >> 8) as u8) {
        return Ok((end, register_like(text, bytes, Span::new(start, end))?));
    }
    let key = Key {
        len,
        head: (first | FOLD) & (u64::MAX >> (8 * 8usize.saturating_sub(len))),
        tail: if len > 8 {
            rest.get(len - 8..len).map_or(0, chunk_value) | FOLD
        } else {
            0
        },
        second: if len > 16 {
            rest.get(8..16).map_or(0, chunk_value) | FOLD
        } else {
            0
        },
    };
    let index = lookup(rest.get(..len).unwrap_or_default(), &key);
    let kind = match NAMES.get(index).keyword {
        Some(keyword) => TokenKind::Keyword(keyword),
        None => TokenKind::Ident(Name(index as u8)),
    };
    Ok((end, kind))
}

#[inline]
fn is_space(byte: u8) -> bool {
    CLASS[byte as usize] & SPACE != 0
}

#[inline]
fn is_digit(byte: u8) -> bool {
    CLASS[byte as usize] & DIGIT != 0
}

/// The index of the first byte at or after `from` that fails `keep`.
#[inline(always)]
fn scan(bytes: &[u8], mut from: usize, keep: impl Fn(u8) -> bool) -> usize {
    while let Some(&b) = bytes.get(from) {
        if !keep(b) {
            break;
        }
        from += 1;
    }
    from
}

type LexResult<T> = Result<T, Box<Diagnostic>>;

#[cold]
#[inline(never)]
fn error(code: Code, message: String, span: Span) -> Box<Diagnostic> {
    Box::new(Diagnostic::new(code, message, Some(span)))
}

/// Lexes the whole text into a vector, for tests and tools (the parser
/// reads valid text in place, and asks a [`Lexer`] only where it stops).
/// `labels` enables the `:` token used by labels.
///
/// Returns the tokens, or the first lexing error (RS0001–RS0008).
///
/// ```
/// use rootsig_core::{language::lex::lex, Code};
/// let err = lex("CBV(B0)", false).unwrap_err();
/// assert_eq!(err.code, Code::RS0002);
/// assert_eq!(err.message, "register 'B0' must be written in lowercase: 'b0'");
/// ```
pub fn lex(text: &str, labels: bool) -> Result<Vec<Token>, Diagnostic> {
    let mut lexer = Lexer::new(text, labels);
    let mut tokens = Vec::new();
    loop {
        let token = lexer.next();
        match token.kind {
            TokenKind::Eof => return Ok(tokens),
            TokenKind::Error => return Err(*diagnose(text, token.span.start)),
            _ => tokens.push(token),
        }
    }
}

/// A pull lexer: [`Lexer::next`] reads one token at a time, so nothing
/// stores the tokens. It is `Copy`, so that a copy can look ahead.
///
/// ```
/// use rootsig_core::language::lex::{Keyword, Lexer, TokenKind};
/// let mut lexer = Lexer::new("CBV(b0)", false);
/// assert_eq!(lexer.next().kind, TokenKind::Keyword(Keyword::Cbv));
/// assert_eq!(lexer.next().kind, TokenKind::LParen);
/// let mut bad = Lexer::new("CBV(B0)", false);
/// assert_eq!(bad.first_error().unwrap().message, "register 'B0' must be written in lowercase: 'b0'");
/// ```
#[derive(Clone, Copy)]
pub struct Lexer<'a> {
    text: &'a str,
    /// Where the next token's search starts.
    pos: usize,
    labels: bool,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `text`; `labels` enables the `:` token.
    pub fn new(text: &'a str, labels: bool) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            labels,
        }
    }

    /// The next token: [`TokenKind::Eof`] at the end of the text (and
    /// after), [`TokenKind::Error`] at a lexing error (and after), whose
    /// diagnostic [`Lexer::first_error`] gives.
    #[inline]
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Token {
        self.other()
    }

    /// Moves the lexer to `pos`, the start of a token or of a character.
    pub(crate) fn seek(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Lexes the rest of the text and returns its first lexing error.
    #[cold]
    #[inline(never)]
    pub fn first_error(&mut self) -> Option<Box<Diagnostic>> {
        loop {
            let token = self.next();
            match token.kind {
                TokenKind::Eof => return None,
                TokenKind::Error => return Some(diagnose(self.text, token.span.start)),
                _ => {}
            }
        }
    }

    /// The next token, after any whitespace.
    fn other(&mut self) -> Token {
        let text = self.text;
        let bytes = text.as_bytes();
        let mut i = self.pos;
        loop {
            let Some(&byte) = bytes.get(i) else {
                self.pos = i;
                return Token {
                    kind: TokenKind::Eof,
                    span: Span::new(bytes.len(), bytes.len()),
                };
            };
            let start = i;
            i += 1;
            let kind = match ACTIONS[usize::from(byte)] {
                Action::Space => {
                    i = skip_spaces(bytes, i);
                    continue;
                }
                Action::LParen => TokenKind::LParen,
                Action::RParen => TokenKind::RParen,
                Action::Comma => TokenKind::Comma,
                Action::Equals => TokenKind::Equals,
                Action::Pipe => TokenKind::Pipe,
                Action::Plus => TokenKind::Plus,
                Action::Minus => TokenKind::Minus,
                Action::Colon if self.labels => TokenKind::Colon,
                Action::RegisterLetter if bytes.get(i).is_some_and(u8::is_ascii_digit) => {
                    // A register (no name has a digit second).
                    match register(bytes, start)
                        .ok_or(())
                        .or_else(|()| other_word(text, start))
                    {
                        Ok((end, kind)) => {
                            i = end;
                            kind
                        }
                        Err(_) => return self.error(start),
                    }
                }
                Action::Letter | Action::RegisterLetter => match other_word(text, start) {
                    Ok((end, kind)) => {
                        i = end;
                        kind
                    }
                    Err(_) => return self.error(start),
                },
                Action::Digit if bytes.get(i).is_none_or(|&b| !is_word_byte(b) && b != b'.') => {
                    // A one-digit integer, the most common number.
                    TokenKind::Integer(u32::from(byte.wrapping_sub(b'0')))
                }
                Action::Digit | Action::Dot => match number_token(text, start) {
                    Ok((end, kind)) => {
                        i = end;
                        kind
                    }
                    Err(_) => return self.error(start),
                },
                Action::Colon | Action::Other => return self.error(start),
            };
            self.pos = if bytes.get(i) == Some(&b' ') {
                i + 1
            } else {
                i
            };
            return Token {
                kind,
                span: Span::new(start, i),
            };
        }
    }

    /// The token for a lexing error at `start`; the lexer stays there.
    #[cold]
    #[inline(never)]
    fn error(&mut self, start: usize) -> Token {
        self.pos = start;
        Token {
            kind: TokenKind::Error,
            span: Span::new(start, start),
        }
    }
}

/// The diagnostic of the lexing error at `start`: the token there,
/// lexed again by the rules that found the error.
#[cold]
#[inline(never)]
fn diagnose(text: &str, start: usize) -> Box<Diagnostic> {
    let byte = text.as_bytes().get(start).copied().unwrap_or(b' ');
    let result = match ACTIONS[usize::from(byte)] {
        Action::Letter | Action::RegisterLetter => other_word(text, start).err(),
        Action::Digit | Action::Dot => number_token(text, start).err(),
        _ => None,
    };
    result.unwrap_or_else(|| unexpected_character(text, start))
}

/// What the lexer does on a token's first byte.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    Space,
    LParen,
    RParen,
    Comma,
    Equals,
    Pipe,
    Plus,
    Minus,
    Colon,
    /// `b`, `t`, `u` or `s`: maybe a register.
    RegisterLetter,
    /// Any other letter or `_`.
    Letter,
    Digit,
    Dot,
    Other,
}

/// The action for every byte value.
static ACTIONS: [Action; 256] = {
    let mut table = [Action::Other; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        table[i] = match b {
            // Space, tab, LF, CR, vertical tab, form feed (clang's isspace set).
            b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C => Action::Space,
            b'(' => Action::LParen,
            b')' => Action::RParen,
            b',' => Action::Comma,
            b'=' => Action::Equals,
            b'|' => Action::Pipe,
            b'+' => Action::Plus,
            b'-' => Action::Minus,
            b':' => Action::Colon,
            b'b' | b't' | b'u' | b's' => Action::RegisterLetter,
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => Action::Letter,
            b'0'..=b'9' => Action::Digit,
            b'.' => Action::Dot,
            _ => Action::Other,
        };
        i += 1;
    }
    table
};

/// A well-formed register token such as `b0` at `start`: its end and
/// kind, or `None` for anything else (which [`word`] then classifies).
#[inline(always)]
fn register(bytes: &[u8], start: usize) -> Option<(usize, TokenKind)> {
    let [first, rest @ ..] = bytes.get(start..)? else {
        return None;
    };
    if !rest.first()?.is_ascii_digit() {
        return None;
    }
    let class = RegisterClass::from_lowercase(*first)?;
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if rest.get(digits).is_some_and(|&b| is_word_byte(b)) {
        return None;
    }
    let n = digits_value(rest.get(..digits)?)?;
    Some((start + 1 + digits, TokenKind::Register(class, n)))
}

/// A word that [`known_word`] did not find: a register, a label or an
/// unknown word, or an error.
#[inline(never)]
fn other_word(text: &str, start: usize) -> LexResult<(usize, TokenKind)> {
    word(text, text.as_bytes(), start)
}

/// A number token starting at `start` (a digit or `.`): its end and kind.
#[inline(never)]
fn number_token(text: &str, start: usize) -> LexResult<(usize, TokenKind)> {
    let bytes = text.as_bytes();
    let i = scan(bytes, start + 1, is_digit);
    if bytes.get(i) == Some(&b'.') && bytes.get(start) != Some(&b'.') {
        // digits.digits, such as 0.5. With at most 38 characters its value
        // is below 10^37, so neither too large (RS0007) nor, having no
        // exponent, too small (RS0008).
        let end = scan(bytes, i + 1, is_digit);
        let next = bytes.get(end).copied().unwrap_or(b' ');
        if !is_word_byte(next) && next != b'.' && end - start <= 38 {
            return Ok((end, TokenKind::Float));
        }
    }
    let next = bytes.get(i).copied().unwrap_or(b' ');
    if bytes.get(start) != Some(&b'.') && !is_word_byte(next) && next != b'.' {
        // Plain integer: the common case.
        return match digits_value(bytes.get(start..i).unwrap_or_default()) {
            Some(n) => Ok((i, TokenKind::Integer(n))),
            None => Err(too_large(
                text.get(start..i).unwrap_or_default(),
                Span::new(start, i),
            )),
        };
    }
    let end = number_run_end(bytes, i);
    Ok((end, number(text, Span::new(start, end))?))
}

/// The end of the whitespace run that continues at `i`. Indentation comes
/// in runs of spaces, so this looks at eight bytes at a time.
#[inline(always)]
fn skip_spaces(bytes: &[u8], mut i: usize) -> usize {
    const SPACES: u64 = 0x2020_2020_2020_2020;
    while let Some(&b) = bytes.get(i)
        && is_space(b)
    {
        i += 1;
        while let Some(chunk) = bytes.get(i..i + 8) {
            let other = <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes) ^ SPACES;
            if other != 0 {
                i += (other.trailing_zeros() / 8) as usize;
                break;
            }
            i += 8;
        }
    }
    i
}

#[cold]
#[inline(never)]
fn unexpected_character(text: &str, start: usize) -> Box<Diagnostic> {
    let c = text
        .get(start..)
        .and_then(|s| s.chars().next())
        .unwrap_or('\u{FFFD}');
    let span = Span::new(start, start + c.len_utf8());
    let shown: String = if c.is_control() {
        c.escape_default().collect()
    } else {
        c.to_string()
    };
    let help = match c {
        ';' => Some("elements are separated by ','"),
        '/' => Some("the root signature language has no comments"),
        ':' => Some(
            "labels (`name: CBV(b0)`) are a rootsig extension: root_signature! accepts them, and so does `rootsig compile --labels`",
        ),
        _ => None,
    };
    let mut diagnostic = error(
        Code::RS0001,
        format!("unexpected character '{shown}'"),
        span,
    );
    diagnostic.help = help.map(str::to_owned);
    diagnostic
}

/// The end of a C-like "pp-number" run starting before `from`, so that
/// `1.2.3`, `4abc` and `1e+` are reported whole.
fn number_run_end(bytes: &[u8], mut i: usize) -> usize {
    while let Some(&b) = bytes.get(i) {
        let after_exponent_letter = matches!(bytes.get(i.wrapping_sub(1)), Some(b'e' | b'E'));
        if is_word_byte(b) || b == b'.' || (after_exponent_letter && matches!(b, b'+' | b'-')) {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Parses a run of ASCII digits as a `u32`, or `None` if it is too large.
#[inline]
fn digits_value(digits: &[u8]) -> Option<u32> {
    let mut value: u32 = 0;
    for &d in digits {
        value = value
            .checked_mul(10)?
            .checked_add(u32::from(d.wrapping_sub(b'0')))?;
    }
    Some(value)
}

#[cold]
#[inline(never)]
fn too_large(text: &str, span: Span) -> Box<Diagnostic> {
    error(
        Code::RS0003,
        format!("number {text} does not fit in 32 bits (the largest is 4294967295)"),
        span,
    )
}

/// A word whose second character is a digit.
fn register_like(text: &str, bytes: &[u8], span: Span) -> LexResult<TokenKind> {
    let word = bytes.get(span.range()).unwrap_or_default();
    let [first, digits @ ..] = word else {
        return Ok(TokenKind::Ident(Name::UNKNOWN));
    };
    let all_digits = digits.iter().all(|&b| is_digit(b));
    if let Some(class) = RegisterClass::from_lowercase(*first) {
        if !all_digits {
            return Err(malformed_register(text, span));
        }
        return match digits_value(digits) {
            Some(n) => Ok(TokenKind::Register(class, n)),
            None => Err(too_large(
                text.get(span.start + 1..span.end).unwrap_or_default(),
                span,
            )),
        };
    }
    if all_digits && matches!(first, b'B' | b'T' | b'U' | b'S') {
        return Err(uppercase_register(text, span));
    }
    Ok(TokenKind::Ident(Name::UNKNOWN))
}

#[cold]
#[inline(never)]
fn malformed_register(text: &str, span: Span) -> Box<Diagnostic> {
    let word = text.get(span.range()).unwrap_or_default();
    let digits = scan(word.as_bytes(), 1, is_digit);
    let register = word.get(..digits).unwrap_or_default();
    let mut diagnostic = error(
        Code::RS0006,
        format!(
            "malformed register '{word}': a register is b, t, u or s followed by decimal digits only"
        ),
        span,
    );
    diagnostic.help = Some(format!("write the register alone, such as '{register}'"));
    diagnostic
}

#[cold]
#[inline(never)]
fn uppercase_register(text: &str, span: Span) -> Box<Diagnostic> {
    let word = text.get(span.range()).unwrap_or_default();
    let lowercase = word.to_ascii_lowercase();
    let mut diagnostic = error(
        Code::RS0002,
        format!("register '{word}' must be written in lowercase: '{lowercase}'"),
        span,
    );
    diagnostic.help = Some(format!("write '{lowercase}'"));
    diagnostic
}

fn count_digits(bytes: &[u8], from: usize) -> usize {
    scan(bytes, from, is_digit) - from
}

/// Classifies a number run that is not a plain integer (§2, "Numbers").
fn number(text: &str, span: Span) -> LexResult<TokenKind> {
    let run = text.get(span.range()).unwrap_or_default();
    let bytes = run.as_bytes();
    if matches!(bytes, [b'0', b'x' | b'X', ..]) {
        let mut diagnostic = error(
            Code::RS0004,
            format!("numbers must be decimal; '{run}' is not allowed"),
            span,
        );
        if let Some(value) = run.get(2..).and_then(|h| u32::from_str_radix(h, 16).ok()) {
            diagnostic.help = Some(format!("write {value}"));
        }
        return Err(diagnostic);
    }
    let malformed = || error(Code::RS0005, format!("malformed number '{run}'"), span);

    // digits [ "." [digits] ] | "." digits, then [exponent], then [f|F].
    let mut p = count_digits(bytes, 0);
    let integer_digits = p;
    let mut is_float = false;
    if bytes.get(p) == Some(&b'.') {
        is_float = true;
        p += 1;
        let fraction_digits = count_digits(bytes, p);
        if integer_digits == 0 && fraction_digits == 0 {
            return Err(malformed());
        }
        p += fraction_digits;
    } else if integer_digits == 0 {
        return Err(malformed());
    }
    let mantissa_end = p;
    if matches!(bytes.get(p), Some(b'e' | b'E')) {
        is_float = true;
        p += 1;
        if matches!(bytes.get(p), Some(b'+' | b'-')) {
            p += 1;
        }
        let exponent_digits = count_digits(bytes, p);
        if exponent_digits == 0 {
            return Err(malformed());
        }
        p += exponent_digits;
    }
    let value_end = p;
    if matches!(bytes.get(p), Some(b'f' | b'F')) {
        is_float = true;
        p += 1;
    }
    if p != bytes.len() {
        return Err(malformed());
    }

    if !is_float {
        return match digits_value(bytes) {
            Some(n) => Ok(TokenKind::Integer(n)),
            None => Err(too_large(run, span)),
        };
    }
    // Rust's float parsing is correctly rounded and accepts `42.`, `.42` and `42.e+10`.
    let value: f64 = run
        .get(..value_end)
        .and_then(|s| s.parse().ok())
        .ok_or_else(malformed)?;
    if value > f64::from(f32::MAX) {
        return Err(error(
            Code::RS0007,
            format!(
                "float literal {run} is too large for a 32-bit float (the largest is 3.402823466e+38)"
            ),
            span,
        ));
    }
    let nonzero_literal = bytes
        .get(..mantissa_end)
        .is_some_and(|m| m.iter().any(|b| matches!(b, b'1'..=b'9')));
    if nonzero_literal && value < f64::MIN_POSITIVE {
        return Err(error(
            Code::RS0008,
            format!("float literal {run} is too small to represent"),
            span,
        ));
    }
    Ok(TokenKind::Float)
}

/// `digits.digits` with at most 15 digits in all and no exponent, such as
/// `0.5` or `8.0`: the digits as an integer and the power of ten are both
/// exact in f64, so one division is correctly rounded, as `str::parse` is.
#[inline]
fn simple_decimal(literal: &[u8]) -> Option<f64> {
    const POWERS: [f64; 16] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ];
    if literal.len() > 16 {
        return None;
    }
    let mut mantissa: u64 = 0;
    let mut fraction_digits = None;
    for (i, &b) in literal.iter().enumerate() {
        match b {
            b'0'..=b'9' => mantissa = mantissa * 10 + u64::from(b - b'0'),
            b'.' if fraction_digits.is_none() => fraction_digits = Some(literal.len() - i - 1),
            _ => return None,
        }
    }
    // At most 15 digits: below 2^53, so the conversion is exact.
    if literal.len() - usize::from(fraction_digits.is_some()) > 15 {
        return None;
    }
    Some(mantissa as f64 / *POWERS.get(fraction_digits.unwrap_or(0))?)
}

/// The value of a float literal that the lexer accepted, rounded to the
/// nearest f64 (the `f`/`F` suffix is ignored).
///
/// ```
/// use rootsig_core::language::lex::float_value;
/// assert_eq!(float_value("42.e+1f"), 420.0);
/// assert_eq!(float_value(".5"), 0.5);
/// ```
pub fn float_value(literal: &str) -> f64 {
    let digits = literal.strip_suffix(['f', 'F']).unwrap_or(literal);
    if let Some(value) = simple_decimal(digits.as_bytes()) {
        return value;
    }
    // Only reached for literals the lexer checked, so parsing cannot fail.
    digits.parse().unwrap_or(f64::NAN)
}

// ---- pieces for the parser ----
//
// The parser reads bytes in place where it knows what it expects: a
// keyword or name is compared with its spelling where it stands, without
// scanning the word first. Each piece recognises a token exactly as the
// lexer would; anything else is left to the lexer, on the error path.

/// A spelling to match in place, ignoring ASCII case: per 8-byte chunk,
/// the bits to set (0x20 on letters, so both cases fold to lowercase), the
/// bytes to keep (those inside the spelling) and the folded spelling.
#[derive(Clone, Copy)]
pub(crate) struct Spelling {
    len: usize,
    chunk_count: usize,
    chunks: [(u64, u64, u64); 8],
}

impl Spelling {
    /// The matcher of a spelling of at most 56 word characters.
    pub(crate) const fn new(spelling: &str) -> Spelling {
        let bytes = spelling.as_bytes();
        assert!(!bytes.is_empty() && bytes.len() <= 56);
        let mut chunks = [(0u64, 0u64, 0u64); 8];
        let mut k = 0;
        while k < bytes.len() {
            let b = bytes[k];
            assert!(b.is_ascii_alphanumeric() || b == b'_');
            let shift = 8 * (k % 8);
            let fold_bit: u64 = if b.is_ascii_alphabetic() { 0x20 } else { 0 };
            let (fold, keep, value) = chunks[k / 8];
            chunks[k / 8] = (
                fold | fold_bit << shift,
                keep | 0xFF << shift,
                value | (b.to_ascii_lowercase() as u64) << shift,
            );
            k += 1;
        }
        Spelling {
            len: bytes.len(),
            chunk_count: bytes.len().div_ceil(8),
            chunks,
        }
    }

    /// Its length in bytes.
    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether the word starting `window` is exactly the spelling (any
    /// case), as the lexer would make it one word token.
    #[inline(always)]
    pub(crate) fn starts(&self, window: &Window) -> bool {
        // A loop of constant length, so that it unrolls.
        for k in 0..8 {
            if k == self.chunk_count {
                break;
            }
            let (fold, keep, value) = self.chunks[k];
            if (window.chunk(k) | fold) & keep != value {
                return false;
            }
        }
        !is_word_byte(window.byte(self.len))
    }
}

/// The 64 bytes of text from some position, read as spaces past its end.
pub(crate) type Window = [u8; 64];

/// Reading a [`Window`] without bounds checks.
pub(crate) trait WindowExt {
    /// Chunk `k & 7` as a little-endian u64.
    fn chunk(&self, k: usize) -> u64;
    /// Byte `at & 63`.
    fn byte(&self, at: usize) -> u8;
}

impl WindowExt for Window {
    #[inline(always)]
    fn chunk(&self, k: usize) -> u64 {
        let at = (k & 7) * 8;
        let mut chunk = [0; 8];
        chunk.copy_from_slice(&self[at..at + 8]);
        u64::from_le_bytes(chunk)
    }

    #[inline(always)]
    fn byte(&self, at: usize) -> u8 {
        self[at & 63]
    }
}

/// A text and the windows onto it that [`Spelling::starts`] reads.
pub(crate) struct Windows<'a> {
    bytes: &'a [u8],
    /// The text's last 64 bytes (all of a shorter text), then spaces.
    tail: [u8; 128],
    tail_start: usize,
}

impl<'a> Windows<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Windows<'a> {
        let tail_start = bytes.len().saturating_sub(64);
        let mut tail = [b' '; 128];
        let end = bytes.get(tail_start..).unwrap_or_default();
        if let Some(start) = tail.get_mut(..end.len()) {
            start.copy_from_slice(end);
        }
        Windows {
            bytes,
            tail,
            tail_start,
        }
    }

    /// The window at `at` (at most the text's length).
    #[inline(always)]
    pub(crate) fn at(&self, at: usize) -> &Window {
        if let Some(window) = self.bytes.get(at..).and_then(<[u8]>::first_chunk::<64>) {
            return window;
        }
        self.tail
            .get(at.wrapping_sub(self.tail_start)..)
            .and_then(<[u8]>::first_chunk::<64>)
            .unwrap_or(&[b' '; 64])
    }
}

/// The end of the whitespace that starts at `i` (`i` itself when none does).
#[inline]
pub(crate) fn skip_whitespace(bytes: &[u8], i: usize) -> usize {
    match bytes.get(i) {
        Some(&b) if is_space(b) => skip_spaces(bytes, i + 1),
        _ => i,
    }
}

/// A well-formed register token at `start`, as the lexer makes it.
#[inline(always)]
pub(crate) fn register_at(bytes: &[u8], start: usize) -> Option<(usize, RegisterClass, u32)> {
    match register(bytes, start)? {
        (end, TokenKind::Register(class, number)) => Some((end, class, number)),
        _ => None,
    }
}

/// The integer token starting with the digit at `start`: its end and
/// value, or `None` when the number there is no plain integer token (a
/// float, a malformed or too large number).
#[inline]
pub(crate) fn integer_at(bytes: &[u8], start: usize) -> Option<(usize, u32)> {
    let mut value: u32 = 0;
    let mut i = start;
    while let Some(&b) = bytes.get(i) {
        let digit = b.wrapping_sub(b'0');
        if digit >= 10 {
            break;
        }
        value = value.checked_mul(10)?.checked_add(u32::from(digit))?;
        i += 1;
    }
    match bytes.get(i) {
        _ if i == start => None,
        Some(&b) if is_word_byte(b) || b == b'.' => None,
        _ => Some((i, value)),
    }
}

/// The number token (integer or float) starting with the digit or `.` at
/// `start`, as the lexer makes it; `None` for a lexing error.
#[inline]
pub(crate) fn number_at(text: &str, start: usize) -> Option<(usize, TokenKind)> {
    number_token(text, start).ok()
}
