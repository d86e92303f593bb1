//! Translation phases 1–3 for HLSL source: line splicing, comments, and
//! preprocessing tokens.
//!
//! The input is bytes, not text: DXC reads files whose comments are in
//! Shift-JIS or Latin-1, so any byte is accepted outside the tokens that
//! matter. Every token remembers where it was spelled, in the file's bytes
//! before splicing, so that diagnostics point at the real place.

use super::source::{Buffer, FileId, display_bytes, offset32};
use std::rc::Rc;

/// What kind of preprocessing token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `[A-Za-z_][A-Za-z0-9_]*`.
    Ident,
    /// A preprocessing number (`12`, `0x1F`, `1.5e+3f`).
    Number,
    /// A complete `"…"` literal, quotes and escapes as written.
    Str,
    /// A complete `'…'` literal.
    Char,
    /// An operator or punctuator (`(`, `##`, `<<=`, …).
    Punct,
    /// Anything else: a lone byte, or an unterminated quote to the end of
    /// its line (not an error until something reads it).
    Other,
}

/// Where a token's spelling starts: a file and a byte offset in the
/// spliced text of that file. A synthetic token (made by `#` or `##`) has
/// no spelling of its own; all its bytes map to this one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pos {
    pub file: FileId,
    pub offset: u32,
    pub synthetic: bool,
    /// The token comes from a macro's replacement list, not straight from
    /// the file (`__LINE__` gives a different line for each:
    /// docs/bindings.md §2.1).
    pub in_body: bool,
}

/// A token's spelling: a range of a shared buffer (the spliced file, or
/// the token's own bytes for one that `#`, `##` or a builtin made), so that
/// lexing and copying tokens allocate nothing.
#[derive(Clone)]
pub(crate) struct Text {
    buf: Buffer,
    start: u32,
    end: u32,
}

impl Text {
    fn slice(buf: &Buffer, start: usize, end: usize) -> Self {
        Text {
            buf: buf.clone(),
            start: offset32(start),
            end: offset32(end),
        }
    }
}

impl std::ops::Deref for Text {
    type Target = [u8];

    #[inline]
    fn deref(&self) -> &[u8] {
        self.buf
            .get(self.start as usize..self.end as usize)
            .unwrap_or(&[])
    }
}

impl From<&[u8]> for Text {
    fn from(bytes: &[u8]) -> Self {
        Text::from(bytes.to_vec())
    }
}

impl From<Vec<u8>> for Text {
    fn from(bytes: Vec<u8>) -> Self {
        let buf: Buffer = Rc::new(bytes.into_boxed_slice());
        Text::slice(&buf, 0, buf.len())
    }
}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", display_bytes(self))
    }
}

/// One preprocessing token.
#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub kind: Kind,
    pub text: Text,
    pub pos: Pos,
    /// Whitespace (or a comment) came before it on its line.
    pub space: bool,
    /// It is the first token on its line (directives start with one).
    pub bol: bool,
    /// It named a macro while that macro's expansion was being read, so it
    /// never expands (C11 6.10.3.4p2).
    pub no_expand: bool,
}

impl Token {
    /// True for the punctuator `p`.
    #[inline]
    pub fn is(&self, p: &[u8]) -> bool {
        self.kind == Kind::Punct && &*self.text == p
    }

    /// True for the identifier `name`.
    #[inline]
    pub fn is_ident(&self, name: &[u8]) -> bool {
        self.kind == Kind::Ident && &*self.text == name
    }

    /// The spelling, for messages (bytes that are not UTF-8 shown as `?`).
    pub fn display(&self) -> String {
        display_bytes(&self.text)
    }
}

/// Why a file could not be tokenized.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LexError {
    /// A `/*` without `*/`, at this spliced offset.
    UnterminatedComment(u32),
    /// The file has more tokens than the caller allows, the first one past
    /// the limit at this spliced offset.
    TooManyTokens(u32),
}

/// The length of the operator or punctuator at the start of `s` (at
/// least 1): the longest of `...`, `<<=`, `>>=`, `##`, `->`, `::` and the
/// two-character operators.
#[inline]
fn punctuator_len(s: &[u8]) -> usize {
    match s {
        [b'.', b'.', b'.', ..] | [b'<', b'<', b'=', ..] | [b'>', b'>', b'=', ..] => 3,
        [b'#', b'#', ..]
        | [b'-', b'>' | b'-' | b'=', ..]
        | [b'+', b'+' | b'=', ..]
        | [b'<', b'<' | b'=', ..]
        | [b'>', b'>' | b'=', ..]
        | [b'=' | b'!' | b'*' | b'/' | b'%' | b'^', b'=', ..]
        | [b'&', b'&' | b'=', ..]
        | [b'|', b'|' | b'=', ..]
        | [b':', b':', ..] => 2,
        _ => 1,
    }
}

/// `$` is an identifier character, as in clang and so DXC.
#[inline]
fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$'
}

#[inline]
fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// A digraph at the start of `s`: its length and the punctuator it
/// spells. DXC's language standard for HLSL enables digraphs (its
/// `LangStandards.def` gives `hlsl` the `Digraphs` feature). As in C++,
/// `<::` is `<` `::` unless `:` or `>` follows.
fn digraph(s: &[u8]) -> Option<(usize, &'static [u8])> {
    Some(match s {
        [b'%', b':', b'%', b':', ..] => (4, b"##"),
        [b'%', b':', ..] => (2, b"#"),
        [b'<', b':', b':', next, ..] if !matches!(next, b':' | b'>') => return None,
        [b'<', b':', b':'] => return None,
        [b'<', b':', ..] => (2, b"["),
        [b':', b'>', ..] => (2, b"]"),
        [b'<', b'%', ..] => (2, b"{"),
        [b'%', b'>', ..] => (2, b"}"),
        _ => return None,
    })
}

/// Phase 3: the preprocessing tokens of a spliced file, at most `limit`
/// of them. Comments become whitespace; newlines only set the next token's
/// `bol`.
pub(crate) fn tokenize(file: FileId, buf: &Buffer, limit: usize) -> Result<Vec<Token>, LexError> {
    let s: &[u8] = &buf[..];
    let mut out = Vec::with_capacity((s.len() / 4).min(limit));
    // A UTF-8 byte order mark is not part of the text (DXC skips it too).
    let mut i = if s.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
    let mut bol = true;
    let mut space = false;
    while i < s.len() {
        match s[i] {
            b'\n' => {
                bol = true;
                space = false;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' | 0x0B | 0x0C => {
                space = true;
                i += 1;
                while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\r' | 0x0B | 0x0C) {
                    i += 1;
                }
                continue;
            }
            b'/' if s.get(i + 1) == Some(&b'/') => {
                while i < s.len() && s[i] != b'\n' {
                    i += 1;
                }
                space = true;
                continue;
            }
            b'/' if s.get(i + 1) == Some(&b'*') => {
                match s[i + 2..].windows(2).position(|w| w == b"*/") {
                    Some(p) => i += 2 + p + 2,
                    None => return Err(LexError::UnterminatedComment(offset32(i))),
                }
                space = true;
                continue;
            }
            _ => {}
        }
        let start = i;
        let (end, kind, spelled) = token_at(s, start);
        i = end;
        if out.len() == limit {
            return Err(LexError::TooManyTokens(offset32(start)));
        }
        out.push(Token {
            kind,
            text: spelled.map_or_else(|| Text::slice(buf, start, i), Text::from),
            pos: Pos {
                file,
                offset: offset32(start),
                synthetic: false,
                in_body: false,
            },
            space,
            bol,
            no_expand: false,
        });
        bol = false;
        space = false;
    }
    Ok(out)
}

/// The token starting at `s[i]` (not whitespace or a comment): where it
/// ends, its kind, and the punctuator a digraph spells.
#[inline]
fn token_at(s: &[u8], i: usize) -> (usize, Kind, Option<&'static [u8]>) {
    let b = s[i];
    match b {
        b'"' | b'\'' => quoted(s, i),
        _ if is_ident_start(b) => {
            let mut end = i + 1;
            while end < s.len() && is_ident_continue(s[end]) {
                end += 1;
            }
            (end, Kind::Ident, None)
        }
        _ if b.is_ascii_digit() || (b == b'.' && s.get(i + 1).is_some_and(u8::is_ascii_digit)) => {
            (number_end(s, i), Kind::Number, None)
        }
        b'%' | b':' | b'<' if digraph(&s[i..]).is_some() => {
            let (len, punct) = digraph(&s[i..]).unwrap_or((1, b"%"));
            (i + len, Kind::Punct, Some(punct))
        }
        b'!' | b'#' | b'%' | b'&' | b'(' | b')' | b'*' | b'+' | b',' | b'-' | b'.' | b'/'
        | b':' | b';' | b'<' | b'=' | b'>' | b'?' | b'[' | b']' | b'^' | b'{' | b'|' | b'}'
        | b'~' => (i + punctuator_len(&s[i..]), Kind::Punct, None),
        _ => (i + 1, Kind::Other, None),
    }
}

/// A string or character literal from its quote at `s[i]`; one that the
/// line ends before it closes is `Other`.
#[inline]
fn quoted(s: &[u8], mut i: usize) -> (usize, Kind, Option<&'static [u8]>) {
    let quote = s[i];
    i += 1;
    let mut closed = false;
    while i < s.len() && s[i] != b'\n' {
        if s[i] == b'\\' && i + 1 < s.len() && s[i + 1] != b'\n' {
            i += 2;
            continue;
        }
        i += 1;
        if s[i - 1] == quote {
            closed = true;
            break;
        }
    }
    let kind = match (closed, quote) {
        (true, b'"') => Kind::Str,
        (true, _) => Kind::Char,
        (false, _) => Kind::Other,
    };
    (i, kind, None)
}

/// The end of the pp-number starting at `s[i]`: identifier characters,
/// dots, and a sign after an exponent letter.
#[inline]
fn number_end(s: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < s.len() {
        let c = s[i];
        let exponent_sign =
            matches!(c, b'+' | b'-') && matches!(s[i - 1], b'e' | b'E' | b'p' | b'P');
        if !(exponent_sign || is_ident_continue(c) || c == b'.') {
            break;
        }
        i += 1;
    }
    i
}

/// Lexes one token's spelling back (for `##`): `Some` only when the bytes
/// are exactly one token.
pub(crate) fn single_token(bytes: &[u8]) -> Option<Kind> {
    let tokens = tokenize(FileId(0), &Rc::new(Box::from(bytes)), 2).ok()?;
    match tokens.as_slice() {
        [t] if t.text.len() == bytes.len() => Some(t.kind),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlsl::source::splice;

    #[test]
    fn a_token_is_thirty_two_bytes() {
        // The token lists are copied whole; their size is the lexer's speed.
        assert_eq!(std::mem::size_of::<Token>(), 32);
    }

    fn kinds(s: &str) -> Vec<(Kind, String, bool, bool)> {
        tokenize(FileId(0), &splice(s.as_bytes()).bytes, usize::MAX)
            .unwrap()
            .into_iter()
            .map(|t| (t.kind, t.display(), t.bol, t.space))
            .collect()
    }

    #[test]
    fn tokens_with_line_starts_and_spaces() {
        use Kind::*;
        assert_eq!(
            kinds("#define A(x) x##1 /* c */ \"s\\\"t\"\n  0x1e+2 'c' <<= @"),
            [
                (Punct, "#".into(), true, false),
                (Ident, "define".into(), false, false),
                (Ident, "A".into(), false, true),
                (Punct, "(".into(), false, false),
                (Ident, "x".into(), false, false),
                (Punct, ")".into(), false, false),
                (Ident, "x".into(), false, true),
                (Punct, "##".into(), false, false),
                (Number, "1".into(), false, false),
                (Str, "\"s\\\"t\"".into(), false, true),
                (Number, "0x1e+2".into(), true, true),
                (Char, "'c'".into(), false, true),
                (Punct, "<<=".into(), false, true),
                (Other, "@".into(), false, true),
            ]
        );
    }

    #[test]
    fn unterminated_quotes_are_other_tokens_to_the_line_end() {
        let k = kinds("don't\nx");
        assert_eq!(k[1].0, Kind::Other);
        assert_eq!(k[1].1, "'t");
        assert_eq!(k[2].1, "x");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_accepted() {
        let tokens = tokenize(
            FileId(0),
            &Rc::new(Box::from(&b"// \x82\xa0\nA \x93\xfa"[..])),
            usize::MAX,
        )
        .unwrap();
        assert_eq!(tokens.len(), 3);
        assert_eq!(tokens[1].kind, Kind::Other);
        assert_eq!(tokens[1].display(), "?");
    }

    #[test]
    fn an_unterminated_block_comment_is_reported() {
        assert_eq!(
            tokenize(FileId(0), &Rc::new(Box::from(&b"a /* b"[..])), usize::MAX).unwrap_err(),
            LexError::UnterminatedComment(2)
        );
    }

    #[test]
    fn lexing_stops_at_the_limit() {
        assert_eq!(
            tokenize(FileId(0), &Rc::new(Box::from(&b"a b  c"[..])), 2).unwrap_err(),
            LexError::TooManyTokens(5)
        );
        assert_eq!(
            tokenize(FileId(0), &Rc::new(Box::from(&b"a b"[..])), 2)
                .unwrap()
                .len(),
            2
        );
    }

    #[test]
    fn single_token_accepts_exactly_one() {
        assert_eq!(single_token(b"ab1"), Some(Kind::Ident));
        assert_eq!(single_token(b"<<="), Some(Kind::Punct));
        assert_eq!(single_token(b"a+"), None);
        assert_eq!(single_token(b""), None);
    }
}
