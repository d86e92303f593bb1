//! The lexer: root signature text to tokens (docs/language.md §2).
//!
//! In the style of `rustc_lexer`: [`tokenize`] cuts the whole text into
//! [`Token`]s, each a kind and a span, and never stops. A lexing error
//! (RS0001–RS0008) is a token too, of kind [`TokenKind::Error`], covering
//! the bad token and saying which rule it broke; [`LexError::diagnostic`]
//! writes the message. Lexing then goes on after the bad token. Words are not looked up here: the parser knows which
//! spellings it expects where.
//!
//! ```
//! use rootsig_core::language::lex::{tokenize, LexError, RegisterClass, TokenKind};
//! let tokens = tokenize("cbv(b7, space = +2) B0", false);
//! assert_eq!(tokens[0].kind, TokenKind::Word);
//! assert_eq!(tokens[2].kind, TokenKind::Register(RegisterClass::Cbv, 7));
//! assert_eq!(tokens[6].kind, TokenKind::Plus);
//! assert_eq!(tokens[7].kind, TokenKind::Integer(2));
//! assert_eq!(tokens[9].kind, TokenKind::Error(LexError::UppercaseRegister));
//! assert_eq!(tokens.last().unwrap().kind, TokenKind::Eof);
//! ```

use crate::diagnostic::{Code, Diagnostic};
use crate::span::Span;

pub use crate::model::RegisterClass;

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
    /// `:` (a label's; without labels it is [`LexError::UnexpectedCharacter`]).
    Colon,
    /// A word: a keyword, an enumeration or flag name, a label, or an
    /// unknown word.
    Word,
    /// A register token such as `b0`, with its number.
    Register(RegisterClass, u32),
    /// An integer literal (at most 4294967295).
    Integer(u32),
    /// A float literal: [`float_value`] of its text is finite, at most
    /// `f32::MAX` in magnitude, and zero only when the literal is zero.
    Float,
    /// The end of the text (its span is empty, at the end).
    Eof,
    /// Text that breaks a lexing rule.
    Error(LexError),
}

/// One token: its kind and where it was written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Its bytes in the source text.
    pub span: Span,
}

/// The lexing rule a [`TokenKind::Error`] token breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LexError {
    /// RS0001: a character that starts no token.
    UnexpectedCharacter,
    /// RS0002: `B0` for `b0`.
    UppercaseRegister,
    /// RS0003: a number (or register number) above 4294967295.
    TooLarge,
    /// RS0004: `0x10`.
    NotDecimal,
    /// RS0005: `1.2.3`, `1x`, `1e`.
    MalformedNumber,
    /// RS0006: `b0x`.
    MalformedRegister,
    /// RS0007: a float literal above `f32::MAX`.
    FloatTooLarge,
    /// RS0008: a nonzero float literal that rounds to zero.
    FloatTooSmall,
}

impl LexError {
    /// The diagnostic of the error token at `span` of `text`.
    ///
    /// ```
    /// use rootsig_core::{language::lex::tokenize, Code};
    /// use rootsig_core::language::lex::TokenKind;
    /// let text = "CBV(B0)";
    /// let token = tokenize(text, false)[2];
    /// let TokenKind::Error(error) = token.kind else { panic!() };
    /// let diagnostic = error.diagnostic(text, token.span);
    /// assert_eq!(diagnostic.code, Code::RS0002);
    /// assert_eq!(diagnostic.message, "register 'B0' must be written in lowercase: 'b0'");
    /// ```
    pub fn diagnostic(self, text: &str, span: Span) -> Diagnostic {
        let run = text.get(span.range()).unwrap_or_default();
        let error = |code, message: String| Diagnostic::new(code, message, Some(span));
        match self {
            LexError::UnexpectedCharacter => unexpected_character(run, span),
            LexError::UppercaseRegister => {
                let lowercase = run.to_ascii_lowercase();
                error(
                    Code::RS0002,
                    format!("register '{run}' must be written in lowercase: '{lowercase}'"),
                )
                .with_help(format!("write '{lowercase}'"))
            }
            LexError::TooLarge => {
                // A register's number follows its letter.
                let digits = run.trim_start_matches(|c: char| !c.is_ascii_digit());
                error(
                    Code::RS0003,
                    format!("number {digits} does not fit in 32 bits (the largest is 4294967295)"),
                )
            }
            LexError::NotDecimal => {
                let diagnostic = error(
                    Code::RS0004,
                    format!("numbers must be decimal; '{run}' is not allowed"),
                );
                let value = run.get(2..).and_then(|h| u32::from_str_radix(h, 16).ok());
                let help = value.map(|value| format!("write {value}"));
                Diagnostic { help, ..diagnostic }
            }
            LexError::MalformedNumber => error(Code::RS0005, format!("malformed number '{run}'")),
            LexError::MalformedRegister => {
                let digits = 1 + count_digits(run.as_bytes().get(1..).unwrap_or_default());
                let register = run.get(..digits).unwrap_or_default();
                error(
                    Code::RS0006,
                    format!(
                        "malformed register '{run}': a register is b, t, u or s followed by decimal digits only"
                    ),
                )
                .with_help(format!("write the register alone, such as '{register}'"))
            }
            LexError::FloatTooLarge => error(
                Code::RS0007,
                format!(
                    "float literal {run} is too large for a 32-bit float (the largest is 3.402823466e+38)"
                ),
            ),
            LexError::FloatTooSmall => error(
                Code::RS0008,
                format!("float literal {run} is too small to represent"),
            ),
        }
    }
}

fn unexpected_character(run: &str, span: Span) -> Diagnostic {
    let c = run.chars().next().unwrap_or('\u{FFFD}');
    let shown: String = if c.is_control() {
        c.escape_default().collect()
    } else {
        c.to_string()
    };
    let diagnostic = Diagnostic::new(
        Code::RS0001,
        format!("unexpected character '{shown}'"),
        Some(span),
    );
    let help = match c {
        ';' => "elements are separated by ','",
        '/' => "the root signature language has no comments",
        ':' => {
            "labels (`name: CBV(b0)`) are a rootsig extension: root_signature! accepts them, and so does `rootsig compile --labels`"
        }
        _ => return diagnostic,
    };
    diagnostic.with_help(help)
}

/// Cuts `text` into tokens, ending with one [`TokenKind::Eof`]; `labels`
/// enables the `:` token.
pub fn tokenize(text: &str, labels: bool) -> Vec<Token> {
    let bytes = text.as_bytes();
    // Real text has about one token per four bytes.
    let mut tokens = Vec::with_capacity(bytes.len() / 4 + 1);
    let mut start = 0;
    loop {
        start = scan(bytes, start, SPACE);
        let Some(&byte) = bytes.get(start) else {
            break;
        };
        let (end, kind) = match byte {
            b'(' => (start + 1, TokenKind::LParen),
            b')' => (start + 1, TokenKind::RParen),
            b',' => (start + 1, TokenKind::Comma),
            b'=' => (start + 1, TokenKind::Equals),
            b'|' => (start + 1, TokenKind::Pipe),
            b'+' => (start + 1, TokenKind::Plus),
            b'-' => (start + 1, TokenKind::Minus),
            b':' if labels => (start + 1, TokenKind::Colon),
            b'0'..=b'9' | b'.' => number(bytes, start),
            _ if is_word_byte(byte) => word(bytes, start),
            _ => {
                let error = TokenKind::Error(LexError::UnexpectedCharacter);
                (start + char_width(text, start), error)
            }
        };
        tokens.push(Token {
            kind,
            span: Span::new(start, end),
        });
        start = end;
    }
    tokens.push(Token {
        kind: TokenKind::Eof,
        span: Span::new(bytes.len(), bytes.len()),
    });
    tokens
}

const SPACE: u8 = 1;
const WORD: u8 = 2;

/// The class of each byte value: one load per byte when scanning.
static CLASS: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            // Space, tab, LF, CR, vertical tab, form feed (clang's isspace set).
            b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C => SPACE,
            b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z' | b'_' => WORD,
            _ => 0,
        };
        b += 1;
    }
    table
};

fn is_word_byte(byte: u8) -> bool {
    CLASS[usize::from(byte)] == WORD
}

/// The end of the run of bytes of `class` from `from`.
fn scan(bytes: &[u8], mut from: usize, class: u8) -> usize {
    while from < bytes.len() && CLASS[usize::from(bytes[from])] == class {
        from += 1;
    }
    from
}

/// The length of the character at `at`.
fn char_width(text: &str, at: usize) -> usize {
    let rest = text.get(at..).unwrap_or_default();
    rest.chars().next().map_or(1, char::len_utf8)
}

fn count_digits(bytes: &[u8]) -> usize {
    bytes.iter().take_while(|b| b.is_ascii_digit()).count()
}

/// Parses a run of ASCII digits as a `u32`, or `None` if it is too large.
fn digits_value(digits: &[u8]) -> Option<u32> {
    digits.iter().try_fold(0u32, |value, &d| {
        value.checked_mul(10)?.checked_add(u32::from(d - b'0'))
    })
}

/// The word starting at `start` (docs/language.md §2.2): a word whose
/// second character is a digit is a register, or a malformed one.
fn word(bytes: &[u8], start: usize) -> (usize, TokenKind) {
    let end = scan(bytes, start, WORD);
    let kind = match bytes.get(start..end).unwrap_or_default() {
        [first, digits @ ..] if digits.first().is_some_and(u8::is_ascii_digit) => {
            let all_digits = count_digits(digits) == digits.len();
            match (RegisterClass::from_lowercase(*first), all_digits) {
                (Some(class), true) => match digits_value(digits) {
                    Some(n) => TokenKind::Register(class, n),
                    None => TokenKind::Error(LexError::TooLarge),
                },
                (Some(_), false) => TokenKind::Error(LexError::MalformedRegister),
                (None, true) if matches!(first, b'B' | b'T' | b'U' | b'S') => {
                    TokenKind::Error(LexError::UppercaseRegister)
                }
                (None, _) => TokenKind::Word,
            }
        }
        _ => TokenKind::Word,
    };
    (end, kind)
}

/// The number starting at `start` (a digit or `.`): a C-like "pp-number"
/// run, so that `1.2.3`, `4abc` and `1e+` are one token, classified by
/// docs/language.md §2.3.
fn number(bytes: &[u8], start: usize) -> (usize, TokenKind) {
    let mut end = start + 1;
    while let Some(&b) = bytes.get(end) {
        let after_exponent_letter = matches!(bytes.get(end - 1), Some(b'e' | b'E'));
        if is_word_byte(b) || b == b'.' || (after_exponent_letter && matches!(b, b'+' | b'-')) {
            end += 1;
        } else {
            break;
        }
    }
    let run = bytes.get(start..end).unwrap_or_default();
    let kind = match number_kind(run) {
        Ok(kind) => kind,
        Err(error) => TokenKind::Error(error),
    };
    (end, kind)
}

/// `digits [ "." [digits] ] | "." digits`, then `[exponent]`, then `[f|F]`.
fn number_kind(run: &[u8]) -> Result<TokenKind, LexError> {
    if matches!(run, [b'0', b'x' | b'X', ..]) {
        return Err(LexError::NotDecimal);
    }
    let integer_digits = count_digits(run);
    let mut p = integer_digits;
    let mut is_float = false;
    if run.get(p) == Some(&b'.') {
        is_float = true;
        p += 1;
        let fraction_digits = count_digits(run.get(p..).unwrap_or_default());
        if integer_digits == 0 && fraction_digits == 0 {
            return Err(LexError::MalformedNumber);
        }
        p += fraction_digits;
    } else if integer_digits == 0 {
        return Err(LexError::MalformedNumber);
    }
    let mantissa_end = p;
    if matches!(run.get(p), Some(b'e' | b'E')) {
        is_float = true;
        p += 1;
        if matches!(run.get(p), Some(b'+' | b'-')) {
            p += 1;
        }
        let exponent_digits = count_digits(run.get(p..).unwrap_or_default());
        if exponent_digits == 0 {
            return Err(LexError::MalformedNumber);
        }
        p += exponent_digits;
    }
    if matches!(run.get(p), Some(b'f' | b'F')) {
        is_float = true;
        p += 1;
    }
    if p != run.len() {
        return Err(LexError::MalformedNumber);
    }
    if !is_float {
        return digits_value(run)
            .map(TokenKind::Integer)
            .ok_or(LexError::TooLarge);
    }
    let value = float_value(core::str::from_utf8(run).unwrap_or_default());
    if value.is_nan() {
        return Err(LexError::MalformedNumber);
    }
    if value > f64::from(f32::MAX) {
        return Err(LexError::FloatTooLarge);
    }
    let nonzero_literal = run
        .get(..mantissa_end)
        .is_some_and(|m| m.iter().any(|b| matches!(b, b'1'..=b'9')));
    if nonzero_literal && value < f64::MIN_POSITIVE {
        return Err(LexError::FloatTooSmall);
    }
    Ok(TokenKind::Float)
}

/// The value of a float literal, rounded to the nearest f64 (the `f`/`F`
/// suffix is ignored); NaN for text that is no float literal.
///
/// ```
/// use rootsig_core::language::lex::float_value;
/// assert_eq!(float_value("42.e+1f"), 420.0);
/// assert_eq!(float_value(".5"), 0.5);
/// ```
pub fn float_value(literal: &str) -> f64 {
    let digits = literal.strip_suffix(['f', 'F']).unwrap_or(literal);
    // Rust's float parsing is correctly rounded and accepts `42.`, `.42`
    // and `42.e+10`.
    digits.parse().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str, labels: bool) -> Vec<TokenKind> {
        tokenize(text, labels).iter().map(|t| t.kind).collect()
    }

    /// `text` is one token of `kind`.
    fn assert_one_token(text: &str, kind: TokenKind) {
        let tokens = tokenize(text, false);
        assert_eq!(tokens[0].kind, kind, "{text}");
        assert_eq!(tokens[0].span, Span::new(0, text.len()), "{text}");
    }

    #[test]
    fn token_kinds_and_spans() {
        let tokens = tokenize("a(b1)=|+-,\t42 .5 1e3 s0", true);
        assert_eq!(
            kinds("a(b1)=|+-,\t42 .5 1e3 s0", true),
            [
                TokenKind::Word,
                TokenKind::LParen,
                TokenKind::Register(RegisterClass::Cbv, 1),
                TokenKind::RParen,
                TokenKind::Equals,
                TokenKind::Pipe,
                TokenKind::Plus,
                TokenKind::Minus,
                TokenKind::Comma,
                TokenKind::Integer(42),
                TokenKind::Float,
                TokenKind::Float,
                TokenKind::Register(RegisterClass::Sampler, 0),
                TokenKind::Eof,
            ]
        );
        assert_eq!(tokens[9].span, Span::new(11, 13));
        assert_eq!(tokens[12].span, Span::new(21, 23));
        assert_eq!(tokens[13].span, Span::new(23, 23));
        assert_eq!(kinds("a:b", true)[1], TokenKind::Colon);
        let colon = TokenKind::Error(LexError::UnexpectedCharacter);
        assert_eq!(kinds("a:b", false)[1], colon);
    }

    #[test]
    fn words_registers_and_numbers() {
        use LexError::*;
        use RegisterClass::{Cbv, Uav};
        use TokenKind::{Error, Float, Integer, Register, Word};
        for (text, kind) in [
            ("b0", Register(Cbv, 0)),
            ("u4294967295", Register(Uav, 4294967295)),
            ("b4294967296", Error(TooLarge)),
            ("b0x", Error(MalformedRegister)),
            ("s1_", Error(MalformedRegister)),
            ("B0", Error(UppercaseRegister)),
            ("B0x", Word),
            ("x0", Word),
            ("_1", Word),
            ("b", Word),
            ("bx", Word),
            ("b01", Register(Cbv, 1)),
            ("SHADER_VISIBILITY_ALL", Word),
            ("0", Integer(0)),
            ("007", Integer(7)),
            ("4294967295", Integer(u32::MAX)),
            ("4294967296", Error(TooLarge)),
            ("0.5", Float),
            ("12.", Float),
            (".5", Float),
            ("1.5e3", Float),
            ("1e+3f", Float),
            ("1.5F", Float),
            ("1.2.3", Error(MalformedNumber)),
            ("1x", Error(MalformedNumber)),
            ("1e", Error(MalformedNumber)),
            (".", Error(MalformedNumber)),
            ("0x10", Error(NotDecimal)),
            ("1e39", Error(FloatTooLarge)),
            ("1e-320", Error(FloatTooSmall)),
            ("0e-320", Float),
        ] {
            assert_one_token(text, kind);
        }
        // 10^37 fits in an f32, 10^39 does not.
        let fits = format!("1{}.0", "0".repeat(37));
        assert_eq!(kinds(&fits, false)[0], TokenKind::Float);
        let too_large = format!("{}.5", "9".repeat(60));
        let error = TokenKind::Error(LexError::FloatTooLarge);
        assert_eq!(kinds(&too_large, false)[0], error);
        assert_eq!(float_value("9007199254740993f"), 9007199254740992.0);
        // The run stops at what no number holds, and `+` only after `e`.
        assert_eq!(
            kinds("1+2", false)[..3],
            [
                TokenKind::Integer(1),
                TokenKind::Plus,
                TokenKind::Integer(2),
            ]
        );
    }

    #[test]
    fn error_tokens_cover_the_bad_token_and_lexing_goes_on() {
        let text = "\u{e9}; 0x1F 1CBV";
        let tokens: Vec<(TokenKind, &str)> = tokenize(text, false)
            .iter()
            .map(|t| (t.kind, &text[t.span.range()]))
            .collect();
        let error = TokenKind::Error;
        assert_eq!(
            tokens,
            [
                (error(LexError::UnexpectedCharacter), "\u{e9}"),
                (error(LexError::UnexpectedCharacter), ";"),
                (error(LexError::NotDecimal), "0x1F"),
                (error(LexError::MalformedNumber), "1CBV"),
                (TokenKind::Eof, ""),
            ]
        );
        let d = LexError::NotDecimal.diagnostic(text, Span::new(4, 8));
        assert_eq!(d.message, "numbers must be decimal; '0x1F' is not allowed");
        assert_eq!(d.help.as_deref(), Some("write 31"));
        let d = LexError::UnexpectedCharacter.diagnostic(text, Span::new(2, 3));
        assert_eq!(d.help.as_deref(), Some("elements are separated by ','"));
        let d = LexError::TooLarge.diagnostic("b4294967296", Span::new(0, 11));
        assert_eq!(
            d.message,
            "number 4294967296 does not fit in 32 bits (the largest is 4294967295)"
        );
        let d = LexError::MalformedRegister.diagnostic("t12x", Span::new(0, 4));
        assert_eq!(
            d.help.as_deref(),
            Some("write the register alone, such as 't12'")
        );
        let d = LexError::UnexpectedCharacter.diagnostic("\x7F", Span::new(0, 1));
        assert_eq!(d.message, "unexpected character '\\u{7f}'");
    }
}
