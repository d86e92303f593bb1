//! The lexer: root signature text to tokens (LANGUAGE.md §2).
//!
//! The whole input is lexed before parsing starts, and lexing stops at the
//! first error (RS0001–RS0008). Tokens are a kind plus a byte span; words
//! keep no copy of their text, and structural keywords (§4.1) are
//! classified here once so that the parser compares enum values.
//!
//! ```
//! use rootsig_core::language::lex::{lex, Keyword, RegisterClass, TokenKind};
//! let tokens = lex("cbv(b7, space = +2)", false).unwrap();
//! assert_eq!(tokens[0].kind, TokenKind::Keyword(Keyword::Cbv));
//! assert_eq!(tokens[2].kind, TokenKind::Register(RegisterClass::B, 7));
//! assert_eq!(tokens[6].kind, TokenKind::Plus);
//! assert_eq!(tokens[7].kind, TokenKind::Integer(2));
//! ```

use crate::{Code, Diagnostic, Span};

/// The class of a register token: its lowercase letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegisterClass {
    /// `b`: constant buffers and root constants.
    B,
    /// `t`: shader resource views.
    T,
    /// `u`: unordered access views.
    U,
    /// `s`: samplers.
    S,
}

impl RegisterClass {
    /// The register letter: `b`, `t`, `u` or `s`.
    pub const fn letter(self) -> char {
        match self {
            RegisterClass::B => 'b',
            RegisterClass::T => 't',
            RegisterClass::U => 'u',
            RegisterClass::S => 's',
        }
    }

    const fn from_lowercase(byte: u8) -> Option<RegisterClass> {
        match byte {
            b'b' => Some(RegisterClass::B),
            b't' => Some(RegisterClass::T),
            b'u' => Some(RegisterClass::U),
            b's' => Some(RegisterClass::S),
            _ => None,
        }
    }
}

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
            Keyword::from_bytes(bytes)
        } else {
            None
        }
    }

    /// Looks up a word made of word characters only. Dispatches on the
    /// length first: most enumeration and flag names match no keyword length.
    #[inline]
    fn from_bytes(word: &[u8]) -> Option<Keyword> {
        use Keyword::*;
        let candidates: &[(&[u8], Keyword)] = match word.len() {
            3 => &[(b"cbv", Cbv), (b"srv", Srv), (b"uav", Uav)],
            5 => &[(b"space", Space), (b"flags", Flags)],
            6 => &[
                (b"offset", Offset),
                (b"filter", Filter),
                (b"minlod", MinLod),
                (b"maxlod", MaxLod),
            ],
            7 => &[(b"sampler", Sampler)],
            8 => &[
                (b"addressu", AddressU),
                (b"addressv", AddressV),
                (b"addressw", AddressW),
            ],
            9 => &[(b"rootflags", RootFlags), (b"unbounded", Unbounded)],
            10 => &[(b"visibility", Visibility), (b"miplodbias", MipLodBias)],
            11 => &[(b"bordercolor", BorderColor)],
            13 => &[
                (b"rootconstants", RootConstants),
                (b"staticsampler", StaticSampler),
                (b"maxanisotropy", MaxAnisotropy),
            ],
            14 => &[
                (b"numdescriptors", NumDescriptors),
                (b"comparisonfunc", ComparisonFunc),
            ],
            15 => &[(b"descriptortable", DescriptorTable)],
            17 => &[(b"num32bitconstants", Num32BitConstants)],
            30 => &[(
                b"descriptor_range_offset_append",
                DescriptorRangeOffsetAppend,
            )],
            _ => return None,
        };
        candidates
            .iter()
            .find(|(spelling, _)| eq_folded(word, spelling))
            .map(|(_, k)| *k)
    }
}

/// Case-insensitive equality of two runs of word characters (letters,
/// digits, `_`). `| 0x20` folds ASCII case and is one-to-one on word
/// characters, so folded bytes are equal exactly when the characters are
/// equal ignoring case. Compares eight bytes at a time.
#[inline]
pub(crate) fn eq_folded(a: &[u8], b: &[u8]) -> bool {
    const FOLD: u64 = 0x2020_2020_2020_2020;
    if a.len() != b.len() {
        return false;
    }
    if a.len() < 8 {
        return a
            .iter()
            .zip(b)
            .fold(0, |diff, (x, y)| diff | ((x | 0x20) ^ (y | 0x20)))
            == 0;
    }
    let word = |s: &[u8], at: usize| {
        s.get(at..at + 8)
            .and_then(|c| <[u8; 8]>::try_from(c).ok())
            .map_or(0, |c| u64::from_le_bytes(c) | FOLD)
    };
    // Chunks at 0, 8, 16, …, and one ending exactly at the last byte
    // (it may overlap the previous chunk).
    let last = a.len() - 8;
    let mut at = 0;
    while at < last {
        if word(a, at) != word(b, at) {
            return false;
        }
        at += 8;
    }
    word(a, last) == word(b, last)
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
    /// Any other word: an enumeration or flag name, a label, or an unknown word.
    Ident,
    /// A register token such as `b0` with its number.
    Register(RegisterClass, u32),
    /// An integer literal (at most 4294967295).
    Integer(u32),
    /// A float literal. Its value is [`float_value`] of its text: finite, at
    /// most `f32::MAX` in magnitude, and zero only when the literal is zero.
    /// (The value is not stored, to keep tokens small; floats are rare.)
    Float,
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
fn is_word_byte(byte: u8) -> bool {
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

/// The end of a word continuing at `i`. Enumeration names are long
/// (`FILTER_COMPARISON_MIN_MAG_MIP_LINEAR`), so this looks at eight bytes
/// at a time.
#[inline(always)]
fn scan_word(bytes: &[u8], mut i: usize) -> usize {
    while let Some(chunk) = bytes.get(i..i + 8) {
        let Ok(chunk) = <[u8; 8]>::try_from(chunk) else {
            break;
        };
        let other = !word_bytes(u64::from_le_bytes(chunk)) & HIGH;
        if other != 0 {
            return i + (other.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    scan(bytes, i, is_word_byte)
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

/// Lexes the whole text. `labels` enables the `:` token used by labels.
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
    lex_counted(text, labels)
        .map(|lexed| lexed.tokens)
        .map_err(|d| *d)
}

/// Tokens plus the number of element keywords at parenthesis depth 0, so
/// that the parser can size its vectors once (exact for valid text).
pub(crate) struct Lexed {
    pub(crate) tokens: Vec<Token>,
    pub(crate) root_parameters: usize,
    pub(crate) static_samplers: usize,
}

pub(crate) fn lex_counted(text: &str, labels: bool) -> LexResult<Lexed> {
    let bytes = text.as_bytes();
    // Typical text has about one token per four bytes; cap the guess so a
    // huge input does not reserve a huge block up front.
    let mut tokens = Vec::with_capacity((bytes.len() / 4 + 4).min(4096));
    let mut depth = 0usize;
    let mut root_parameters = 0;
    let mut static_samplers = 0;
    let mut i = 0;
    // Pushing in each arm lets punctuation store a constant kind.
    macro_rules! push {
        ($kind:expr, $start:expr) => {
            tokens.push(Token {
                kind: $kind,
                span: Span::new($start, i),
            })
        };
    }
    while let Some(&byte) = bytes.get(i) {
        let start = i;
        i += 1;
        match byte {
            // Space, tab, LF, CR, vertical tab, form feed (clang's isspace set).
            // Indentation comes in runs, so skip the whole run here.
            b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C => i = scan(bytes, i, is_space),
            b'(' => {
                depth += 1;
                push!(TokenKind::LParen, start);
            }
            b')' => {
                depth = depth.saturating_sub(1);
                push!(TokenKind::RParen, start);
            }
            b',' => push!(TokenKind::Comma, start),
            b'=' => push!(TokenKind::Equals, start),
            b'|' => push!(TokenKind::Pipe, start),
            b'+' => push!(TokenKind::Plus, start),
            b'-' => push!(TokenKind::Minus, start),
            b':' if labels => push!(TokenKind::Colon, start),
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                i = scan_word(bytes, i);
                let kind = word(
                    text,
                    bytes.get(start..i).unwrap_or_default(),
                    Span::new(start, i),
                )?;
                if depth == 0 {
                    match kind {
                        TokenKind::Keyword(
                            Keyword::RootConstants
                            | Keyword::Cbv
                            | Keyword::Srv
                            | Keyword::Uav
                            | Keyword::DescriptorTable,
                        ) => root_parameters += 1,
                        TokenKind::Keyword(Keyword::StaticSampler) => static_samplers += 1,
                        _ => {}
                    }
                }
                push!(kind, start);
            }
            b'0'..=b'9' | b'.' => {
                i = scan(bytes, i, is_digit);
                let next = bytes.get(i).copied().unwrap_or(b' ');
                let kind = if byte != b'.' && !is_word_byte(next) && next != b'.' {
                    // Plain integer: the common case.
                    match digits_value(bytes.get(start..i).unwrap_or_default()) {
                        Some(n) => TokenKind::Integer(n),
                        None => {
                            let span = Span::new(start, i);
                            return Err(too_large(text.get(start..i).unwrap_or_default(), span));
                        }
                    }
                } else {
                    i = number_run_end(bytes, i);
                    number(text, Span::new(start, i))?
                };
                push!(kind, start);
            }
            _ => return Err(unexpected_character(text, start)),
        }
    }
    Ok(Lexed {
        tokens,
        root_parameters,
        static_samplers,
    })
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
            "labels (`name: CBV(b0)`) are accepted only with the labels option, as root_signature! sets it",
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

/// Classifies a word (§2, "Classifying a word").
#[inline]
fn word(text: &str, word: &[u8], span: Span) -> LexResult<TokenKind> {
    if let [first, second, rest @ ..] = word {
        // No keyword has a digit in second place, so this is a register,
        // a malformed register, an uppercase register or a plain word.
        if is_digit(*second) {
            return register_like(text, *first, rest, span);
        }
    }
    Ok(match Keyword::from_bytes(word) {
        Some(k) => TokenKind::Keyword(k),
        None => TokenKind::Ident,
    })
}

/// A word whose second character is a digit.
fn register_like(text: &str, first: u8, after_digit: &[u8], span: Span) -> LexResult<TokenKind> {
    let all_digits = after_digit.iter().all(|&b| is_digit(b));
    if let Some(class) = RegisterClass::from_lowercase(first) {
        if !all_digits {
            return Err(malformed_register(text, span));
        }
        let digits = text.get(span.start + 1..span.end).unwrap_or_default();
        return match digits_value(digits.as_bytes()) {
            Some(n) => Ok(TokenKind::Register(class, n)),
            None => Err(too_large(digits, span)),
        };
    }
    if all_digits && matches!(first, b'B' | b'T' | b'U' | b'S') {
        return Err(uppercase_register(text, span));
    }
    Ok(TokenKind::Ident)
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
    // Only reached for literals the lexer checked, so parsing cannot fail.
    digits.parse().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_is_found_in_any_case() {
        for (spelling, keyword) in Keyword::ALL {
            assert_eq!(Keyword::from_word(spelling), Some(*keyword));
            assert_eq!(
                Keyword::from_word(&spelling.to_ascii_uppercase()),
                Some(*keyword)
            );
            assert_eq!(
                Keyword::from_word(&spelling.to_ascii_lowercase()),
                Some(*keyword)
            );
            assert_eq!(keyword.as_str(), *spelling);
        }
        assert_eq!(Keyword::ALL.len(), 26);
        assert_eq!(Keyword::from_word("CBVs"), None);
        assert_eq!(Keyword::from_word(""), None);
    }

    #[test]
    fn folded_comparison() {
        for (a, b, equal) in [
            ("", "", true),
            ("a", "A", true),
            ("a", "b", false),
            ("abc", "ab", false),
            ("SHADER_VISIBILITY_PIXEL", "shader_visibility_pixel", true),
            ("SHADER_VISIBILITY_PIXEL", "SHADER_VISIBILITY_PIXEK", false),
            ("XHADER_VISIBILITY_PIXEL", "SHADER_VISIBILITY_PIXEL", false),
            ("SHADER_VISIBILITY_PIXEL", "SHADER_VISIBILITY_PIXEL_", false),
            ("num32BitConstants", "NUM32BITCONSTANTS", true),
            ("num32BitConstants", "num33BitConstants", false),
            ("ABCDEFGH", "abcdefgh", true),
            ("ABCDEFGH", "abcdefgi", false),
            ("ABCDEFGHI", "abcdefghj", false),
            ("_9", "_9", true),
            ("_9", "_8", false),
        ] {
            assert_eq!(eq_folded(a.as_bytes(), b.as_bytes()), equal, "{a} {b}");
        }
        // Every position of a long word matters.
        let base = b"FILTER_COMPARISON_MIN_MAG_MIP_LINEAR";
        for i in 0..base.len() {
            let mut other = *base;
            other[i] = if other[i] == b'_' { b'A' } else { b'_' };
            assert!(!eq_folded(base, &other), "{i}");
            let mut lower = *base;
            lower[i] = lower[i].to_ascii_lowercase();
            assert!(eq_folded(base, &lower), "{i}");
        }
    }

    #[test]
    fn word_scan_agrees_with_the_byte_table() {
        // Every byte value at every position of an 8-byte chunk.
        for b in 0..=255u8 {
            for pos in 1..10 {
                let mut bytes = *b"abcdefghijklmnopq";
                bytes[pos] = b;
                let expected = scan(&bytes, 1, is_word_byte);
                assert_eq!(scan_word(&bytes, 1), expected, "byte {b:#x} at {pos}");
                assert_eq!(expected, if is_word_byte(b) { 17 } else { pos });
            }
        }
        assert_eq!(scan_word(b"abc", 1), 3);
        assert_eq!(scan_word(b"", 0), 0);
        assert_eq!(scan_word(b"a_Z9(", 0), 4);
    }

    #[test]
    fn token_kinds_and_spans() {
        let tokens = lex("a(b1)=|+-,\t42 .5 1e3 s0", true).unwrap();
        let kinds: Vec<_> = tokens.iter().map(|t| t.kind).collect();
        assert_eq!(
            kinds,
            [
                TokenKind::Ident,
                TokenKind::LParen,
                TokenKind::Register(RegisterClass::B, 1),
                TokenKind::RParen,
                TokenKind::Equals,
                TokenKind::Pipe,
                TokenKind::Plus,
                TokenKind::Minus,
                TokenKind::Comma,
                TokenKind::Integer(42),
                TokenKind::Float,
                TokenKind::Float,
                TokenKind::Register(RegisterClass::S, 0),
            ]
        );
        assert_eq!(tokens[9].span, Span::new(11, 13));
        assert_eq!(tokens[12].span, Span::new(21, 23));
        assert_eq!(lex("a:b", true).unwrap()[1].kind, TokenKind::Colon);
        assert_eq!(lex("a:b", false).unwrap_err().code, Code::RS0001);
    }
}
