//! Reading a root signature out of an HLSL file: a `#define` made of string
//! literals, or the `[RootSignature(…)]` attribute of an entry function.
//!
//! This is a small preprocessor, not a compiler: it splices `\` line
//! continuations, drops comments, reads `#define NAME "…" "…"` (joining the
//! literals) and follows a define that names another define. Conditional
//! directives are not evaluated: the first `#define` of a name wins.

use std::collections::HashMap;

/// A text read from the file, with the file offset of each of its bytes.
#[derive(Debug)]
pub struct Extracted {
    pub text: String,
    /// For each byte offset `0..=len` of the text, the byte offset in the file.
    pub offsets: Vec<usize>,
}

/// What to look for.
#[derive(Clone, Copy)]
pub enum Query<'a> {
    Define(&'a str),
    Entry(&'a str),
}

/// Why nothing could be read; `offset` is where in the file, if anywhere.
#[derive(Debug, PartialEq)]
pub struct HlslError {
    pub message: String,
    pub offset: Option<usize>,
}

fn error(message: impl Into<String>, offset: Option<usize>) -> HlslError {
    HlslError {
        message: message.into(),
        offset,
    }
}

/// 1-based line and column of a byte offset.
pub fn line_column(contents: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(contents.len());
    let before = &contents.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, offset - line_start + 1)
}

#[derive(Debug, Clone, PartialEq)]
enum Kind {
    Ident(String),
    Str(Vec<u8>, Vec<usize>),
    Punct(u8),
    Number,
    Newline,
}

#[derive(Debug, Clone)]
struct Tok {
    kind: Kind,
    /// File offset of the first byte.
    at: usize,
    /// File offset one past the last byte.
    end: usize,
}

/// Splices `\`-newline and replaces comments with a space; each byte keeps
/// its file offset.
fn clean(contents: &str) -> Vec<(u8, usize)> {
    let bytes = contents.as_bytes();
    let mut spliced = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            if bytes.get(i + 1) == Some(&b'\n') {
                i += 2;
                continue;
            }
            if bytes.get(i + 1) == Some(&b'\r') && bytes.get(i + 2) == Some(&b'\n') {
                i += 3;
                continue;
            }
        }
        spliced.push((bytes[i], i));
        i += 1;
    }
    let mut out = Vec::with_capacity(spliced.len());
    let mut i = 0;
    let mut quote: Option<u8> = None;
    while i < spliced.len() {
        let (b, at) = spliced[i];
        if let Some(q) = quote {
            out.push((b, at));
            if b == b'\\' {
                if let Some(&next) = spliced.get(i + 1) {
                    out.push(next);
                }
                i += 2;
                continue;
            }
            if b == q || b == b'\n' {
                quote = None;
            }
            i += 1;
            continue;
        }
        let next = spliced.get(i + 1).map(|&(b, _)| b);
        if b == b'/' && next == Some(b'/') {
            while i < spliced.len() && spliced[i].0 != b'\n' {
                i += 1;
            }
            out.push((b' ', at));
            continue;
        }
        if b == b'/' && next == Some(b'*') {
            i += 2;
            while i < spliced.len()
                && !(spliced[i].0 == b'*' && spliced.get(i + 1).map(|p| p.0) == Some(b'/'))
            {
                i += 1;
            }
            i += 2;
            out.push((b' ', at));
            continue;
        }
        if b == b'"' || b == b'\'' {
            quote = Some(b);
        }
        out.push((b, at));
        i += 1;
    }
    out
}

fn tokenize(cleaned: &[(u8, usize)]) -> Vec<Tok> {
    let mut tokens = Vec::new();
    let mut i = 0;
    let end_of = |j: usize| {
        cleaned
            .get(j.saturating_sub(1))
            .map_or(0, |&(_, at)| at + 1)
    };
    while i < cleaned.len() {
        let (b, at) = cleaned[i];
        match b {
            b'\n' => {
                tokens.push(Tok {
                    kind: Kind::Newline,
                    at,
                    end: at + 1,
                });
                i += 1;
            }
            b' ' | b'\t' | b'\r' | 0x0B | 0x0C => i += 1,
            b'"' => {
                let mut value = Vec::new();
                let mut offsets = Vec::new();
                i += 1;
                let mut closed = None;
                while i < cleaned.len() {
                    let (c, c_at) = cleaned[i];
                    match c {
                        b'"' => {
                            closed = Some(c_at);
                            i += 1;
                            break;
                        }
                        b'\n' => break,
                        b'\\' => {
                            let (e, _) = cleaned.get(i + 1).copied().unwrap_or((b'\\', c_at));
                            let decoded = match e {
                                b'n' => b'\n',
                                b't' => b'\t',
                                b'r' => b'\r',
                                other => other,
                            };
                            value.push(decoded);
                            offsets.push(c_at);
                            i += 2;
                        }
                        _ => {
                            value.push(c);
                            offsets.push(c_at);
                            i += 1;
                        }
                    }
                }
                // The end of the value maps to the closing quote.
                offsets.push(closed.unwrap_or_else(|| end_of(i)));
                tokens.push(Tok {
                    kind: Kind::Str(value, offsets),
                    at,
                    end: end_of(i),
                });
            }
            b'\'' => {
                i += 1;
                while i < cleaned.len() && cleaned[i].0 != b'\'' && cleaned[i].0 != b'\n' {
                    i += if cleaned[i].0 == b'\\' { 2 } else { 1 };
                }
                i += 1;
                tokens.push(Tok {
                    kind: Kind::Number,
                    at,
                    end: end_of(i.min(cleaned.len())),
                });
            }
            _ if b.is_ascii_alphabetic() || b == b'_' => {
                let start = i;
                while i < cleaned.len()
                    && (cleaned[i].0.is_ascii_alphanumeric() || cleaned[i].0 == b'_')
                {
                    i += 1;
                }
                let name: String = cleaned[start..i]
                    .iter()
                    .map(|&(c, _)| char::from(c))
                    .collect();
                tokens.push(Tok {
                    kind: Kind::Ident(name),
                    at,
                    end: end_of(i),
                });
            }
            _ if b.is_ascii_digit() => {
                while i < cleaned.len()
                    && (cleaned[i].0.is_ascii_alphanumeric() || cleaned[i].0 == b'.')
                {
                    i += 1;
                }
                tokens.push(Tok {
                    kind: Kind::Number,
                    at,
                    end: end_of(i),
                });
            }
            _ => {
                tokens.push(Tok {
                    kind: Kind::Punct(b),
                    at,
                    end: at + 1,
                });
                i += 1;
            }
        }
    }
    tokens
}

struct Define {
    /// Offset of the name, for messages.
    at: usize,
    value: Vec<Tok>,
}

/// Splits the tokens into `#define`s and the rest (directive lines removed).
fn preprocess(tokens: Vec<Tok>) -> (HashMap<String, Define>, Vec<Tok>) {
    let mut defines: HashMap<String, Define> = HashMap::new();
    let mut code = Vec::new();
    let mut at_line_start = true;
    let mut i = 0;
    while i < tokens.len() {
        let tok = &tokens[i];
        if tok.kind == Kind::Newline {
            at_line_start = true;
            i += 1;
            continue;
        }
        if at_line_start && tok.kind == Kind::Punct(b'#') {
            let line_end = tokens[i..]
                .iter()
                .position(|t| t.kind == Kind::Newline)
                .map_or(tokens.len(), |p| i + p);
            let line = &tokens[i + 1..line_end];
            if let [directive, name, rest @ ..] = line
                && directive.kind == Kind::Ident("define".to_owned())
                && let Kind::Ident(name_text) = &name.kind
            {
                // `#define NAME(` with no space is a function-like macro: not ours.
                let function_like = matches!(rest.first(), Some(t) if t.kind == Kind::Punct(b'(') && t.at == name.end);
                if !function_like && !defines.contains_key(name_text) {
                    defines.insert(
                        name_text.clone(),
                        Define {
                            at: name.at,
                            value: rest.to_vec(),
                        },
                    );
                }
            }
            i = line_end;
            continue;
        }
        at_line_start = false;
        code.push(tok.clone());
        i += 1;
    }
    (defines, code)
}

/// Joins a run of string literals, or follows a define name.
fn resolve(
    tokens: &[Tok],
    defines: &HashMap<String, Define>,
    what: &str,
    at: usize,
    depth: usize,
) -> Result<Extracted, HlslError> {
    let mut tokens = tokens;
    // Allow one pair of parentheses around the value.
    if let [first, inner @ .., last] = tokens
        && first.kind == Kind::Punct(b'(')
        && last.kind == Kind::Punct(b')')
    {
        tokens = inner;
    }
    match tokens {
        [] => Err(error(
            format!("{what} is empty; expected string literals"),
            Some(at),
        )),
        [
            Tok {
                kind: Kind::Ident(name),
                at: name_at,
                ..
            },
        ] => {
            if depth > 16 {
                return Err(error(
                    format!("{what} names `{name}`, which refers back to itself"),
                    Some(*name_at),
                ));
            }
            match defines.get(name) {
                Some(define) => resolve(
                    &define.value,
                    defines,
                    &format!("`#define {name}`"),
                    define.at,
                    depth + 1,
                ),
                None => Err(error(
                    format!("{what} names `{name}`, but the file has no `#define {name}`"),
                    Some(*name_at),
                )),
            }
        }
        _ => {
            let mut value = Vec::new();
            let mut offsets = Vec::new();
            let mut end = at;
            for tok in tokens {
                let Kind::Str(bytes, map) = &tok.kind else {
                    return Err(error(
                        format!(
                            "{what} is not made of string literals (rootsig reads `\"…\"` literals, joined, or the name of another such define)"
                        ),
                        Some(tok.at),
                    ));
                };
                value.extend_from_slice(bytes);
                // Each literal's map ends with its closing quote; only the
                // last literal's closes the text.
                offsets.extend_from_slice(&map[..map.len().saturating_sub(1)]);
                end = map.last().copied().unwrap_or(tok.end);
            }
            offsets.push(end);
            match String::from_utf8(value) {
                Ok(text) => Ok(Extracted { text, offsets }),
                Err(_) => Err(error(format!("{what} is not valid UTF-8"), Some(at))),
            }
        }
    }
}

/// Finds the root signature text in an HLSL file.
pub fn extract(contents: &str, query: Query<'_>) -> Result<Extracted, HlslError> {
    let (defines, code) = preprocess(tokenize(&clean(contents)));
    match query {
        Query::Define(name) => match defines.get(name) {
            Some(define) => resolve(
                &define.value,
                &defines,
                &format!("`#define {name}`"),
                define.at,
                0,
            ),
            None => {
                let mut known: Vec<&str> = defines
                    .iter()
                    .filter(|(_, d)| d.value.iter().any(|t| matches!(t.kind, Kind::Str(..))))
                    .map(|(n, _)| n.as_str())
                    .collect();
                known.sort_unstable();
                let hint = if known.is_empty() {
                    String::new()
                } else {
                    format!("; string defines in the file: {}", known.join(", "))
                };
                Err(error(
                    format!("the file has no `#define {name}`{hint}"),
                    None,
                ))
            }
        },
        Query::Entry(name) => entry(&code, &defines, name),
    }
}

fn entry(
    code: &[Tok],
    defines: &HashMap<String, Define>,
    name: &str,
) -> Result<Extracted, HlslError> {
    let mut depth = 0usize;
    let mut found_without_attribute = None;
    for (i, tok) in code.iter().enumerate() {
        match &tok.kind {
            Kind::Punct(b'{') => depth += 1,
            Kind::Punct(b'}') => depth = depth.saturating_sub(1),
            Kind::Ident(ident)
                if depth == 0
                    && ident == name
                    && matches!(code.get(i + 1), Some(t) if t.kind == Kind::Punct(b'(')) =>
            {
                match attribute_argument(code, i) {
                    Some((args, at)) => {
                        return resolve(
                            args,
                            defines,
                            &format!("the [RootSignature] of `{name}`"),
                            at,
                            0,
                        );
                    }
                    None => {
                        found_without_attribute.get_or_insert(tok.at);
                    }
                }
            }
            _ => {}
        }
    }
    match found_without_attribute {
        Some(at) => Err(error(
            format!("function `{name}` has no [RootSignature(…)] attribute"),
            Some(at),
        )),
        None => Err(error(format!("the file has no function `{name}`"), None)),
    }
}

/// The tokens inside `RootSignature(…)` among the attributes before the
/// function whose name is at `name_index`.
fn attribute_argument(code: &[Tok], name_index: usize) -> Option<(&[Tok], usize)> {
    // Walk back to the end of the previous declaration.
    let mut start = name_index;
    let mut brackets = 0usize;
    while start > 0 {
        let tok = &code[start - 1];
        match tok.kind {
            Kind::Punct(b']') => brackets += 1,
            Kind::Punct(b'[') => brackets = brackets.saturating_sub(1),
            Kind::Punct(b';' | b'}' | b'{') if brackets == 0 => break,
            _ => {}
        }
        start -= 1;
    }
    let region = &code[start..name_index];
    for (k, tok) in region.iter().enumerate() {
        if let Kind::Ident(ident) = &tok.kind
            && ident.eq_ignore_ascii_case("RootSignature")
            && matches!(region.get(k + 1), Some(t) if t.kind == Kind::Punct(b'('))
        {
            let open = k + 1;
            let mut parens = 0usize;
            for (m, t) in region.iter().enumerate().skip(open) {
                match t.kind {
                    Kind::Punct(b'(') => parens += 1,
                    Kind::Punct(b')') => {
                        parens = parens.saturating_sub(1);
                        if parens == 0 {
                            return Some((&region[open + 1..m], tok.at));
                        }
                    }
                    _ => {}
                }
            }
            return Some((&region[open + 1..], tok.at));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = r#"// Forward shaders.
#define ForwardRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
                  "CBV(b0), " /* camera */ \
                  "DescriptorTable(SRV(t0))"
#define Alias ForwardRS
#define Broken 42
#define Twice(x) x

struct VSOut { float4 pos : SV_Position; };

[RootSignature(ForwardRS)]
VSOut VSMain(float3 pos : POSITION) { VSOut o; o.pos = float4(pos, 1); return o; }

[RootSignature("CBV(b1)")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}

float4 PSMain() : SV_Target { return 0; }
"#;

    #[test]
    fn define_joins_literals_and_keeps_offsets() {
        let got = extract(FILE, Query::Define("ForwardRS")).unwrap();
        assert_eq!(
            got.text,
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), DescriptorTable(SRV(t0))"
        );
        assert_eq!(got.offsets.len(), got.text.len() + 1);
        let cbv = got.text.find("CBV").unwrap();
        assert_eq!(&FILE[got.offsets[cbv]..got.offsets[cbv] + 3], "CBV");
        assert_eq!(line_column(FILE, got.offsets[cbv]), (3, 20));
        let end = *got.offsets.last().unwrap();
        assert_eq!(&FILE[end..=end], "\"");
    }

    #[test]
    fn define_naming_a_define_is_followed() {
        assert_eq!(
            extract(FILE, Query::Define("Alias")).unwrap().text,
            extract(FILE, Query::Define("ForwardRS")).unwrap().text
        );
    }

    #[test]
    fn entry_attribute_by_define_or_literal() {
        assert!(
            extract(FILE, Query::Entry("VSMain"))
                .unwrap()
                .text
                .starts_with("RootFlags(")
        );
        let cs = extract(FILE, Query::Entry("CSMain")).unwrap();
        assert_eq!(cs.text, "CBV(b1)");
        assert_eq!(&FILE[cs.offsets[0]..cs.offsets[0] + 7], "CBV(b1)");
    }

    #[test]
    fn errors_say_what_is_missing() {
        let e = extract(FILE, Query::Define("Nope")).unwrap_err();
        assert_eq!(
            e.message,
            "the file has no `#define Nope`; string defines in the file: ForwardRS"
        );
        let e = extract(FILE, Query::Define("Broken")).unwrap_err();
        assert!(
            e.message
                .starts_with("`#define Broken` is not made of string literals")
        );
        assert_eq!(line_column(FILE, e.offset.unwrap()).0, 6);
        let e = extract(FILE, Query::Entry("PSMain")).unwrap_err();
        assert_eq!(
            e.message,
            "function `PSMain` has no [RootSignature(…)] attribute"
        );
        assert_eq!(line_column(FILE, e.offset.unwrap()).0, 18);
        let e = extract(FILE, Query::Entry("Missing")).unwrap_err();
        assert_eq!(e.message, "the file has no function `Missing`");
        assert!(extract(FILE, Query::Define("Twice")).is_err());
    }

    #[test]
    fn hostile_files_never_panic() {
        // A deterministic scramble of HLSL-ish fragments.
        let pieces = [
            "#define ",
            "A ",
            "B",
            "\"",
            "\\",
            "\n",
            "(",
            ")",
            "[",
            "]",
            "RootSignature",
            "{",
            "}",
            ";",
            "/*",
            "*/",
            "//",
            "'",
            "main",
            " ",
            "\r\n",
            "é",
            "0x1",
            ",",
        ];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..2000 {
            let mut text = String::new();
            for _ in 0..24 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                text.push_str(pieces[(state % pieces.len() as u64) as usize]);
            }
            for query in [Query::Define("A"), Query::Entry("main")] {
                if let Ok(got) = extract(&text, query) {
                    assert_eq!(got.offsets.len(), got.text.len() + 1);
                    assert!(got.offsets.iter().all(|&o| o <= text.len()));
                }
            }
        }
    }

    #[test]
    fn self_reference_is_an_error_not_a_hang() {
        let e = extract("#define A B\n#define B A\n", Query::Define("A")).unwrap_err();
        assert!(e.message.contains("refers back to itself"));
    }
}
