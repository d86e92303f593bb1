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
//! assert_eq!(tokens[6].kind, TokenKind::Integer(2));
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
            const TABLE: &'static [(&'static str, Keyword)] = &[$(($spelling, Keyword::$variant),)*];

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
        Keyword::TABLE
            .iter()
            .find(|(s, _)| s.len() == bytes.len() && s.as_bytes().eq_ignore_ascii_case(bytes))
            .map(|(_, k)| *k)
    }
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
    /// A float literal, rounded to the nearest f64. It is finite, at most
    /// `f32::MAX` in magnitude, and zero only when the literal is zero.
    Float(f64),
}

/// One token: its kind and where it was written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Its bytes in the source text.
    pub span: Span,
}

const fn is_whitespace(byte: u8) -> bool {
    // Space, tab, LF, CR, vertical tab, form feed (clang's isspace set).
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

const fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

fn error(code: Code, message: String, span: Span) -> Diagnostic {
    Diagnostic::new(code, message, Some(span))
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
    let bytes = text.as_bytes();
    // Typical text has about one token per three bytes; cap the guess so a
    // huge input does not reserve a huge block up front.
    let mut tokens = Vec::with_capacity((bytes.len() / 3 + 1).min(4096));
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        let start = i;
        let kind = match byte {
            b if is_whitespace(b) => {
                i += 1;
                continue;
            }
            b'(' => TokenKind::LParen,
            b')' => TokenKind::RParen,
            b',' => TokenKind::Comma,
            b'=' => TokenKind::Equals,
            b'|' => TokenKind::Pipe,
            b'+' => TokenKind::Plus,
            b'-' => TokenKind::Minus,
            b':' if labels => TokenKind::Colon,
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                i += 1;
                while bytes.get(i).is_some_and(|&b| is_word_byte(b)) {
                    i += 1;
                }
                let span = Span::new(start, i);
                tokens.push(Token {
                    kind: word(text, span)?,
                    span,
                });
                continue;
            }
            b'0'..=b'9' | b'.' => {
                i += 1;
                // A C-like "pp-number" run, so that `1.2.3`, `4abc` and `1e+`
                // are reported whole.
                while let Some(&b) = bytes.get(i) {
                    let after_exponent_letter = matches!(bytes.get(i - 1), Some(b'e' | b'E'));
                    if is_word_byte(b)
                        || b == b'.'
                        || (after_exponent_letter && matches!(b, b'+' | b'-'))
                    {
                        i += 1;
                    } else {
                        break;
                    }
                }
                let span = Span::new(start, i);
                tokens.push(Token {
                    kind: number(text, span)?,
                    span,
                });
                continue;
            }
            _ => {
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
                let mut diagnostic = error(
                    Code::RS0001,
                    format!("unexpected character '{shown}'"),
                    span,
                );
                if c == ';' {
                    diagnostic = diagnostic.with_help("elements are separated by ','");
                } else if c == '/' {
                    diagnostic =
                        diagnostic.with_help("the root signature language has no comments");
                } else if c == ':' {
                    diagnostic = diagnostic.with_help("labels (`name: CBV(b0)`) are enabled only for root_signature! and the labels option");
                }
                return Err(diagnostic);
            }
        };
        i += 1;
        tokens.push(Token {
            kind,
            span: Span::new(start, i),
        });
    }
    Ok(tokens)
}

/// Parses a run of ASCII digits as a `u32`, or `None` if it is too large.
fn digits_value(digits: &[u8]) -> Option<u32> {
    let mut value: u32 = 0;
    for &d in digits {
        value = value
            .checked_mul(10)?
            .checked_add(u32::from(d.wrapping_sub(b'0')))?;
    }
    Some(value)
}

fn too_large(text: &str, span: Span) -> Diagnostic {
    error(
        Code::RS0003,
        format!("number {text} does not fit in 32 bits (the largest is 4294967295)"),
        span,
    )
}

/// Classifies a word (§2, "Classifying a word").
fn word(text: &str, span: Span) -> Result<TokenKind, Diagnostic> {
    let word = text.get(span.range()).unwrap_or_default();
    let bytes = word.as_bytes();
    let (first, rest) = match bytes {
        [first, rest @ ..] => (*first, rest),
        [] => return Ok(TokenKind::Ident),
    };
    if rest.first().is_some_and(u8::is_ascii_digit) {
        let all_digits = rest.iter().all(u8::is_ascii_digit);
        if let Some(class) = RegisterClass::from_lowercase(first) {
            if !all_digits {
                let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
                let register = word.get(..1 + digits).unwrap_or_default();
                return Err(error(
                    Code::RS0006,
                    format!(
                        "malformed register '{word}': a register is b, t, u or s followed by decimal digits only"
                    ),
                    span,
                )
                .with_help(format!("write the register alone, such as '{register}'")));
            }
            return match digits_value(rest) {
                Some(n) => Ok(TokenKind::Register(class, n)),
                None => Err(too_large(word.get(1..).unwrap_or_default(), span)),
            };
        }
        if all_digits && matches!(first, b'B' | b'T' | b'U' | b'S') {
            let lowercase = word.to_ascii_lowercase();
            return Err(error(
                Code::RS0002,
                format!("register '{word}' must be written in lowercase: '{lowercase}'"),
                span,
            )
            .with_help(format!("write '{lowercase}'")));
        }
    }
    Ok(match Keyword::from_word(word) {
        Some(k) => TokenKind::Keyword(k),
        None => TokenKind::Ident,
    })
}

fn count_digits(bytes: &[u8], from: usize) -> usize {
    bytes
        .get(from..)
        .map_or(0, |s| s.iter().take_while(|b| b.is_ascii_digit()).count())
}

/// Classifies a number run (§2, "Numbers").
fn number(text: &str, span: Span) -> Result<TokenKind, Diagnostic> {
    let run = text.get(span.range()).unwrap_or_default();
    let bytes = run.as_bytes();
    if matches!(bytes, [b'0', b'x' | b'X', ..]) {
        let mut diagnostic = error(
            Code::RS0004,
            format!("numbers must be decimal; '{run}' is not allowed"),
            span,
        );
        if let Some(value) = run.get(2..).and_then(|h| u32::from_str_radix(h, 16).ok()) {
            diagnostic = diagnostic.with_help(format!("write {value}"));
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
    Ok(TokenKind::Float(value))
}
