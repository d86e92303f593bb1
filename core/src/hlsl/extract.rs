//! Finding a root signature in preprocessed HLSL: a `#define`, an entry
//! function's `[RootSignature(…)]`, or a DXR state object.

use super::lex::{Kind, Token};
use super::preprocess::{PpError, Preprocessor, spelling};
use super::source::Location;
use super::{Extracted, HlslError, Query};
use crate::diagnostic::Code;
use crate::model::Context;

impl From<(&Preprocessor<'_>, PpError)> for HlslError {
    fn from((pp, e): (&Preprocessor<'_>, PpError)) -> Self {
        HlslError {
            code: e.code,
            message: e.message,
            at: e.at.map(|p| pp.location(p)),
            notes: e.notes,
        }
    }
}

/// Every token of the translation unit after preprocessing.
pub(crate) fn expanded(pp: &mut Preprocessor<'_>) -> Result<Vec<Token>, HlslError> {
    let mut code = Vec::with_capacity(pp.size_hint());
    match pp.expand_into(&mut code) {
        Ok(()) => Ok(code),
        Err(e) => Err((&*pp, e).into()),
    }
}

/// Runs the query on a started preprocessor.
pub(crate) fn extract(pp: &mut Preprocessor<'_>, query: Query<'_>) -> Result<Extracted, HlslError> {
    match query {
        Query::Define(name) => {
            // The define is looked up at the end of the file, as `dxc
            // -rootsig-define` does; the text is expanded on the way, so
            // that `__COUNTER__` counts as it does there.
            loop {
                match pp.next_expanded() {
                    Ok(Some(_)) => {}
                    Ok(None) => break,
                    Err(e) => return Err((&*pp, e).into()),
                }
            }
            define(pp, name)
        }
        Query::Entry(name) | Query::Subobject(name) => {
            let code = expanded(pp)?;
            if let Query::Entry(_) = query {
                entry(pp, &code, name)
            } else {
                subobject(pp, &code, name)
            }
        }
    }
}

/// `-rootsig-define NAME` when checking `entry`: the define, or, when the
/// macro is not defined (never, or `#undef`-ed), the entry's attribute, as
/// DXC falls back; with neither, the define's error.
pub(crate) fn define_or_entry(
    pp: &mut Preprocessor<'_>,
    code: &[Token],
    name: &str,
    entry_name: &str,
) -> Result<Extracted, HlslError> {
    match define(pp, name) {
        Err(e) if !pp.macros.contains_key(name.as_bytes()) => {
            entry(pp, code, entry_name).map_err(|_| e)
        }
        found => found,
    }
}

pub(crate) fn define(pp: &mut Preprocessor<'_>, name: &str) -> Result<Extracted, HlslError> {
    let what = format!("`#define {name}`");
    let Some(m) = pp.macros.get(name.as_bytes()) else {
        return Err(missing_define(pp, name));
    };
    let start = Token {
        kind: Kind::Ident,
        text: name.as_bytes().into(),
        pos: m.pos,
        space: false,
        bol: false,
        no_expand: false,
    };
    let pos = m.pos;
    let tokens = pp
        .expand_list(&[start], pos)
        .map_err(|e| HlslError::from((&*pp, e)))?;
    // DXC expands the define to text and strips the quotes of its string
    // literals: `#define RS DescriptorTable(SRV(t3))` works too.
    let origin = Origin {
        what: &what,
        context: Context::Standalone,
        at: pp.location(pos),
        plain: true,
    };
    join(pp, &tokens, &origin)
}

/// Why a define was not found, naming inactive definitions when there are.
fn missing_define(pp: &Preprocessor<'_>, name: &str) -> HlslError {
    let inactive: Vec<_> = pp
        .inactive
        .iter()
        .filter(|d| *d.name == *name.as_bytes())
        .collect();
    if !inactive.is_empty() {
        let mut notes = Vec::new();
        // A few places are enough to pick from, and each costs a walk of
        // its conditions.
        for d in inactive.iter().take(10) {
            let requires = pp.requirements(d);
            let place = pp.sources.describe(pp.location(d.pos));
            let conditions: Vec<String> = requires
                .iter()
                .map(|(text, want)| {
                    if *want {
                        format!("`{text}`")
                    } else {
                        format!("not `{text}`")
                    }
                })
                .collect();
            let defines: Vec<String> = requires
                .iter()
                .filter_map(|(text, want)| want.then(|| defined_name(text)).flatten())
                .collect();
            let pick = if defines.len() == requires.iter().filter(|(_, w)| *w).count()
                && !defines.is_empty()
            {
                format!("; define {} to pick it", defines.join(", "))
            } else if defines.is_empty()
                && requires
                    .iter()
                    .all(|(t, w)| !w && defined_name(t).is_some())
            {
                "; it is picked when none of those names is defined".to_owned()
            } else {
                String::new()
            };
            notes.push(format!("{place}: under {}{pick}", conditions.join(" and ")));
        }
        return HlslError {
            code: Code::HL0201,
            message: format!(
                "`{name}` is defined only in conditional branches that are not active with the given defines"
            ),
            at: pp.location(inactive[0].pos).into(),
            notes,
        };
    }
    if let Some(&pos) = pp.undefined.get(name.as_bytes()) {
        return HlslError {
            code: Code::HL0201,
            message: format!("`#define {name}` was removed by `#undef {name}`"),
            at: Some(pp.location(pos)),
            notes: Vec::new(),
        };
    }
    let mut known: Vec<String> = pp
        .macros
        .iter()
        .filter(|(_, m)| m.body.iter().any(|t| t.kind == Kind::Str))
        .map(|(n, _)| String::from_utf8_lossy(n).into_owned())
        .collect();
    known.sort_unstable();
    let hint = if known.is_empty() {
        String::new()
    } else {
        format!("; string defines in the file: {}", known.join(", "))
    };
    HlslError {
        code: Code::HL0201,
        message: format!("the file has no `#define {name}`{hint}"),
        at: None,
        notes: Vec::new(),
    }
}

/// `X` for the conditions `defined(X)`, `defined X` and `X`.
fn defined_name(text: &str) -> Option<String> {
    let t = text.trim();
    let inner = t
        .strip_prefix("defined")
        .map(|r| {
            r.trim()
                .trim_start_matches('(')
                .trim_end_matches(')')
                .trim()
        })
        .unwrap_or(t);
    let ok = !inner.is_empty()
        && inner
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !inner.as_bytes()[0].is_ascii_digit();
    ok.then(|| inner.to_owned())
}

pub(crate) fn entry(
    pp: &Preprocessor<'_>,
    code: &[Token],
    name: &str,
) -> Result<Extracted, HlslError> {
    let mut depth = 0usize;
    let mut without_attribute = None;
    for (i, tok) in code.iter().enumerate() {
        if tok.is(b"{") {
            depth += 1;
        } else if tok.is(b"}") {
            depth = depth.saturating_sub(1);
        } else if depth == 0
            && tok.is_ident(name.as_bytes())
            && code.get(i + 1).is_some_and(|t| t.is(b"("))
        {
            match attribute_argument(code, i) {
                Some((args, at, earlier)) => {
                    let origin = Origin {
                        what: &format!("the [RootSignature] of `{name}`"),
                        context: Context::Global,
                        at: pp.location(at),
                        plain: false,
                    };
                    let mut extracted = join(pp, args, &origin)?;
                    extracted.replaced = earlier.into_iter().map(|p| pp.location(p)).collect();
                    return Ok(extracted);
                }
                None => {
                    without_attribute.get_or_insert(tok.pos);
                }
            }
        }
    }
    Err(match without_attribute {
        Some(pos) => HlslError {
            code: Code::HL0201,
            message: format!("function `{name}` has no [RootSignature(…)] attribute"),
            at: Some(pp.location(pos)),
            notes: Vec::new(),
        },
        None => HlslError {
            code: Code::HL0201,
            message: format!("the file has no function `{name}` (after preprocessing)"),
            at: None,
            notes: Vec::new(),
        },
    })
}

/// The tokens inside the last `RootSignature(…)` among the attributes
/// before the function whose name is at `name_index` (DXC keeps the last),
/// the attribute's position, and the positions of the earlier ones.
fn attribute_argument(
    code: &[Token],
    name_index: usize,
) -> Option<(&[Token], super::lex::Pos, Vec<super::lex::Pos>)> {
    let mut start = name_index;
    let mut brackets = 0usize;
    while start > 0 {
        let tok = &code[start - 1];
        if tok.is(b"]") {
            brackets += 1;
        } else if tok.is(b"[") {
            brackets = brackets.saturating_sub(1);
        } else if brackets == 0 && (tok.is(b";") || tok.is(b"}") || tok.is(b"{")) {
            break;
        }
        start -= 1;
    }
    let region = &code[start..name_index];
    let all: Vec<usize> = (0..region.len())
        .filter(|&k| {
            region[k].kind == Kind::Ident
                && region[k].text.eq_ignore_ascii_case(b"RootSignature")
                && region.get(k + 1).is_some_and(|n| n.is(b"("))
        })
        .collect();
    let (&k, earlier) = all.split_last()?;
    let earlier: Vec<super::lex::Pos> = earlier.iter().map(|&e| region[e].pos).collect();
    let open = k + 1;
    let mut parens = 0usize;
    for (m, t) in region.iter().enumerate().skip(open) {
        if t.is(b"(") {
            parens += 1;
        } else if t.is(b")") {
            parens -= 1;
            if parens == 0 {
                return Some((&region[open + 1..m], region[k].pos, earlier));
            }
        }
    }
    Some((&region[open + 1..], region[k].pos, earlier))
}

/// `GlobalRootSignature name = { "…" };` or `LocalRootSignature name = { "…" };`.
fn subobject(pp: &Preprocessor<'_>, code: &[Token], name: &str) -> Result<Extracted, HlslError> {
    let mut depth = 0usize;
    for (i, tok) in code.iter().enumerate() {
        if tok.is(b"{") {
            depth += 1;
            continue;
        }
        if tok.is(b"}") {
            depth = depth.saturating_sub(1);
            continue;
        }
        let context = if tok.is_ident(b"GlobalRootSignature") {
            Context::Global
        } else if tok.is_ident(b"LocalRootSignature") {
            Context::Local
        } else {
            continue;
        };
        if depth != 0 || !code.get(i + 1).is_some_and(|t| t.is_ident(name.as_bytes())) {
            continue;
        }
        let kind = tok.display();
        let what = format!("the {kind} `{name}`");
        let (Some(eq), Some(open)) = (code.get(i + 2), code.get(i + 3)) else {
            return Err(shape_error(pp, tok, &kind, name));
        };
        if !eq.is(b"=") || !open.is(b"{") {
            return Err(shape_error(pp, tok, &kind, name));
        }
        let Some(close) = code[i + 4..].iter().position(|t| t.is(b"}")) else {
            return Err(shape_error(pp, tok, &kind, name));
        };
        let origin = Origin {
            what: &what,
            context,
            at: pp.location(open.pos),
            plain: false,
        };
        return join(pp, &code[i + 4..i + 4 + close], &origin);
    }
    Err(HlslError {
        code: Code::HL0201,
        message: format!(
            "the file has no state object `{name}` (`GlobalRootSignature {name} = {{ \"…\" }};` or `LocalRootSignature {name} = {{ \"…\" }};`, after preprocessing)"
        ),
        at: None,
        notes: Vec::new(),
    })
}

fn shape_error(pp: &Preprocessor<'_>, tok: &Token, kind: &str, name: &str) -> HlslError {
    HlslError {
        code: Code::HL0202,
        message: format!("expected `{kind} {name} = {{ \"…\" }};`"),
        at: Some(pp.location(tok.pos)),
        notes: Vec::new(),
    }
}

/// Where root signature text is read from.
struct Origin<'a> {
    /// It, for messages (`the [RootSignature] of `main``).
    what: &'a str,
    /// The context it implies.
    context: Context,
    /// Where it starts.
    at: Location,
    /// Any tokens count, spelled as written with the quotes of literals
    /// stripped, as DXC reads `-rootsig-define`.
    plain: bool,
}

/// Joins string literals (and the numbers a macro put between them) into
/// the root signature text, mapping each byte to where it was written.
fn join(
    pp: &Preprocessor<'_>,
    tokens: &[Token],
    origin: &Origin<'_>,
) -> Result<Extracted, HlslError> {
    let tokens = unparenthesized(tokens, origin.plain);
    check_literals(pp, tokens, origin)?;
    let mut joined = Joined {
        pp,
        origin,
        bytes: Vec::new(),
        locations: Vec::new(),
        end: origin.at,
        after_code: false,
        prev_number: false,
    };
    for tok in tokens {
        joined.token(tok)?;
    }
    joined.finish()
}

/// Parentheses around an attribute's literals are an expression's
/// (`[RootSignature(("…"))]`): the tokens inside them. Plain text keeps
/// them, as DXC's `-rootsig-define` does.
fn unparenthesized(tokens: &[Token], plain: bool) -> &[Token] {
    match tokens {
        [first, inner @ .., last] if !plain && first.is(b"(") && last.is(b")") => inner,
        _ => tokens,
    }
}

/// The text is not empty, and (unless plain) made of string literals: a
/// number may stand between literals (a generated size), but a signature
/// needs at least one literal.
fn check_literals(
    pp: &Preprocessor<'_>,
    tokens: &[Token],
    origin: &Origin<'_>,
) -> Result<(), HlslError> {
    let what = origin.what;
    if tokens.is_empty() {
        return Err(HlslError {
            code: Code::HL0202,
            message: format!("{what} is empty; expected string literals"),
            at: Some(origin.at),
            notes: Vec::new(),
        });
    }
    let first_non_literal = if tokens.iter().any(|t| t.kind == Kind::Str) {
        tokens
            .iter()
            .find(|t| !matches!(t.kind, Kind::Str | Kind::Number))
    } else {
        tokens.first()
    };
    let Some(tok) = first_non_literal.filter(|_| !origin.plain) else {
        return Ok(());
    };
    let hint = if tok.kind == Kind::Ident {
        format!(" (`{}` is not a defined macro)", tok.display())
    } else {
        String::new()
    };
    Err(HlslError {
        code: Code::HL0202,
        message: format!(
            "{what} expands to `{}`, which is not made of string literals{hint}",
            spelling(tokens)
        ),
        at: Some(pp.location(tok.pos)),
        notes: vec![
            "rootsig joins adjacent string literals after macro expansion, as DXC does".to_owned(),
        ],
    })
}

/// Where byte `i` of `tok`'s spelling was written (a token a macro made
/// has one place).
fn place(pp: &Preprocessor<'_>, tok: &Token, i: usize) -> Location {
    let offset = if tok.pos.synthetic {
        tok.pos.offset
    } else {
        tok.pos
            .offset
            .saturating_add(u32::try_from(i).unwrap_or(u32::MAX))
    };
    Location {
        file: tok.pos.file,
        offset: pp.sources.raw_offset(tok.pos.file, offset),
    }
}

/// The text joined so far, and where each byte of it was written.
struct Joined<'p, 'a, 'o> {
    pp: &'p Preprocessor<'a>,
    origin: &'o Origin<'o>,
    bytes: Vec<u8>,
    locations: Vec<Location>,
    /// Where the text ends: after the last token joined.
    end: Location,
    /// The last token was not a string: a space before the next one shows.
    after_code: bool,
    /// The last token was a number: two numbers a macro put apart stay two.
    prev_number: bool,
}

impl Joined<'_, '_, '_> {
    /// Joins a literal's bytes, unescaped; a number's (or with `plain` any
    /// token's) as spelled; nothing of other tokens.
    fn token(&mut self, tok: &Token) -> Result<(), HlslError> {
        let pp = self.pp;
        let plain = self.origin.plain;
        match tok.kind {
            Kind::Str => {
                let inner = &tok.text[1..tok.text.len() - 1];
                let mut i = 0;
                while i < inner.len() {
                    let Some((byte, used)) = unescape(&inner[i..]) else {
                        return Err(HlslError {
                            code: Code::HL0202,
                            message: format!(
                                "{} has an escape that is out of range for a byte",
                                self.origin.what
                            ),
                            at: Some(place(pp, tok, i + 1)),
                            notes: Vec::new(),
                        });
                    };
                    self.bytes.push(byte);
                    self.locations.push(place(pp, tok, i + 1));
                    i += used;
                }
                self.end = place(pp, tok, tok.text.len() - 1);
            }
            kind if plain || kind == Kind::Number => {
                let apart = if plain {
                    self.after_code
                } else {
                    self.prev_number
                };
                if tok.space && apart {
                    self.bytes.push(b' ');
                    self.locations.push(place(pp, tok, 0));
                }
                for (i, &b) in tok.text.iter().enumerate() {
                    self.bytes.push(b);
                    self.locations.push(place(pp, tok, i));
                }
                self.end = place(pp, tok, tok.text.len());
            }
            _ => {}
        }
        self.after_code = tok.kind != Kind::Str;
        self.prev_number = tok.kind == Kind::Number;
        Ok(())
    }

    /// The text, which must be UTF-8.
    fn finish(self) -> Result<Extracted, HlslError> {
        let mut locations = self.locations;
        locations.push(self.end);
        match String::from_utf8(self.bytes) {
            Ok(text) => Ok(Extracted {
                text,
                locations,
                context: self.origin.context,
                replaced: Vec::new(),
            }),
            Err(e) => Err(HlslError {
                code: Code::HL0202,
                message: format!("{} is not valid UTF-8 text", self.origin.what),
                at: locations.get(e.utf8_error().valid_up_to()).copied(),
                notes: Vec::new(),
            }),
        }
    }
}

/// One character of a string literal's body: the byte and how many bytes
/// of the spelling it used; `None` for an octal or hexadecimal escape past
/// 255 (an error in clang).
fn unescape(s: &[u8]) -> Option<(u8, usize)> {
    let radix_digits = |digits: &[u8], radix: u32, most: usize| {
        let n = digits
            .iter()
            .take(most)
            .take_while(|d| char::from(**d).is_digit(radix))
            .count();
        let value = digits[..n].iter().try_fold(0u32, |v, d| {
            let v = v * radix + char::from(*d).to_digit(radix)?;
            (v <= 255).then_some(v)
        });
        (value, n)
    };
    Some(match s {
        [b'\\', b'0'..=b'7', ..] => {
            let (value, n) = radix_digits(&s[1..], 8, 3);
            (u8::try_from(value?).ok()?, 1 + n)
        }
        [b'\\', b'x', rest @ ..] if rest.first().is_some_and(u8::is_ascii_hexdigit) => {
            let (value, n) = radix_digits(rest, 16, usize::MAX);
            (u8::try_from(value?).ok()?, 2 + n)
        }
        [b'\\', e, ..] => (
            match e {
                b'n' => b'\n',
                b't' => b'\t',
                b'r' => b'\r',
                b'a' => 7,
                b'b' => 8,
                b'f' => 12,
                b'v' => 11,
                other => *other,
            },
            2,
        ),
        [b, ..] => (*b, 1),
        [] => (0, 1),
    })
}
