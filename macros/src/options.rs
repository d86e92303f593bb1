//! `#[rootsig(version = "1.2", dxc_bytes, context = "local", deny_warnings)]`.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use rootsig_core::{Context, EncodingMode, Options, Version};

/// The option names, for messages.
const KNOWN: &str = "`version = \"1.0\" | \"1.1\" | \"1.2\"`, `dxc_bytes`, `context = \"standalone\" | \"global\" | \"local\"`, `deny_warnings` and `constants(name = Type, …)`";

/// Options of one item, and whether `context` was given.
#[derive(Clone)]
pub struct ItemOptions {
    pub options: Options,
    pub context_given: bool,
    /// `constants(draw = DrawConstants)`: root constants tied to Rust types.
    pub constants: Vec<TypedConstants>,
}

/// One `name = Type` of the `constants(…)` option.
#[derive(Clone)]
pub struct TypedConstants {
    /// The root constants' handle name.
    pub name: String,
    pub name_span: Span,
    /// The type, as written.
    pub ty: TokenStream,
}

impl Default for ItemOptions {
    fn default() -> Self {
        ItemOptions {
            options: Options {
                labels: true,
                ..Options::default()
            },
            context_given: false,
            constants: Vec::new(),
        }
    }
}

/// Reads the tokens inside `rootsig(…)` into `into`, collecting errors.
pub fn parse(tokens: TokenStream, into: &mut ItemOptions, errors: &mut Vec<(Span, String)>) {
    let mut seen: Vec<String> = Vec::new();
    let mut iter = tokens.into_iter().peekable();
    loop {
        let Some(tree) = iter.next() else { break };
        let TokenTree::Ident(name) = tree else {
            errors.push((
                tree.span(),
                format!("expected a rootsig option name; the options are {KNOWN}"),
            ));
            skip_to_comma(&mut iter);
            continue;
        };
        let key = name.to_string();
        // `constants(name = Type, …)`.
        if key == "constants"
            && let Some(TokenTree::Group(group)) = iter.peek()
            && group.delimiter() == Delimiter::Parenthesis
        {
            let stream = group.stream();
            iter.next();
            if seen.contains(&key) {
                errors.push((
                    name.span(),
                    "the rootsig option `constants` is given more than once".to_owned(),
                ));
            } else {
                seen.push(key);
                parse_constants(stream, name.span(), into, errors);
            }
            if !separator(&mut iter, errors) {
                break;
            }
            continue;
        }
        // `= value`, if any.
        let mut value: Option<TokenTree> = None;
        if matches!(iter.peek(), Some(TokenTree::Punct(p)) if p.as_char() == '=') {
            let eq = iter.next();
            value = iter.next();
            if value.is_none() {
                let span = eq.map_or(name.span(), |t| t.span());
                errors.push((span, format!("expected a value after `{key} =`")));
                break;
            }
        }
        if seen.contains(&key) {
            errors.push((
                name.span(),
                format!("the rootsig option `{key}` is given more than once"),
            ));
        } else {
            seen.push(key.clone());
            if let Err((span, message)) = apply(&key, name.span(), value.as_ref(), into) {
                errors.push((span, message));
            }
        }
        if !separator(&mut iter, errors) {
            break;
        }
    }
}

/// The `,` after an option: false at the end of the list. Anything else is
/// reported and skipped up to the next `,`.
fn separator(
    iter: &mut std::iter::Peekable<impl Iterator<Item = TokenTree>>,
    errors: &mut Vec<(Span, String)>,
) -> bool {
    match iter.next() {
        None => false,
        Some(TokenTree::Punct(p)) if p.as_char() == ',' => true,
        Some(other) => {
            errors.push((
                other.span(),
                "expected `,` between rootsig options".to_owned(),
            ));
            skip_to_comma(iter);
            true
        }
    }
}

/// The inside of `constants(draw = DrawConstants, shadow = ShadowConstants)`.
fn parse_constants(
    tokens: TokenStream,
    key_span: Span,
    into: &mut ItemOptions,
    errors: &mut Vec<(Span, String)>,
) {
    const SHAPE: &str =
        "expected `name = Type` in `constants(…)`, for example `constants(draw = DrawConstants)`";
    let mut iter = tokens.into_iter().peekable();
    let (mut any, errors_before) = (false, errors.len());
    while let Some(tree) = iter.next() {
        let TokenTree::Ident(name) = tree else {
            errors.push((tree.span(), SHAPE.to_owned()));
            skip_to_comma(&mut iter);
            continue;
        };
        if !matches!(iter.next(), Some(TokenTree::Punct(p)) if p.as_char() == '=') {
            errors.push((name.span(), SHAPE.to_owned()));
            skip_to_comma(&mut iter);
            continue;
        }
        // The type: every token up to a `,` outside `<…>`.
        let mut ty = TokenStream::new();
        let mut depth = 0usize;
        for tree in iter.by_ref() {
            if let TokenTree::Punct(p) = &tree {
                match p.as_char() {
                    ',' if depth == 0 => break,
                    '<' => depth += 1,
                    '>' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
            ty.extend([tree]);
        }
        if ty.is_empty() {
            errors.push((name.span(), format!("expected a type after `{name} =`")));
            continue;
        }
        let text = name.to_string();
        if into.constants.iter().any(|c| c.name == text) {
            errors.push((
                name.span(),
                format!("`{text}` is given a type more than once in `constants(…)`"),
            ));
            continue;
        }
        any = true;
        into.constants.push(TypedConstants {
            name: text,
            name_span: name.span(),
            ty,
        });
    }
    if !any && errors.len() == errors_before {
        errors.push((key_span, SHAPE.to_owned()));
    }
}

fn skip_to_comma(iter: &mut impl Iterator<Item = TokenTree>) {
    for tree in iter {
        if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
            break;
        }
    }
}

fn apply(
    key: &str,
    key_span: Span,
    value: Option<&TokenTree>,
    into: &mut ItemOptions,
) -> Result<(), (Span, String)> {
    match key {
        "version" => {
            let Some(value) = value else {
                return Err((
                    key_span,
                    "`version` needs a value: `version = \"1.1\"`".to_owned(),
                ));
            };
            let text = unquote(value);
            match Version::parse(&text) {
                Some(version) => into.options.version = version,
                None => {
                    return Err((
                        value.span(),
                        format!(
                            "unknown root signature version `{text}`; expected \"1.0\", \"1.1\" or \"1.2\""
                        ),
                    ));
                }
            }
        }
        "dxc_bytes" => {
            if flag(key, value)? {
                into.options.encoding = EncodingMode::Dxc;
            } else {
                into.options.encoding = EncodingMode::Standard;
            }
        }
        "deny_warnings" => into.options.warnings_as_errors = flag(key, value)?,
        "context" => {
            let Some(value) = value else {
                return Err((
                    key_span,
                    "`context` needs a value: `context = \"local\"`".to_owned(),
                ));
            };
            let text = unquote(value);
            into.options.context = match text.as_str() {
                "standalone" => Context::Standalone,
                "global" => Context::Global,
                "local" => Context::Local,
                _ => {
                    return Err((
                        value.span(),
                        format!(
                            "unknown context `{text}`; expected \"standalone\", \"global\" or \"local\""
                        ),
                    ));
                }
            };
            into.context_given = true;
        }
        _ => {
            return Err((
                key_span,
                format!("unknown rootsig option `{key}`; the options are {KNOWN}"),
            ));
        }
    }
    Ok(())
}

/// A flag option: `name`, `name = true` or `name = false`.
fn flag(key: &str, value: Option<&TokenTree>) -> Result<bool, (Span, String)> {
    match value {
        None => Ok(true),
        Some(TokenTree::Ident(i)) if i == "true" => Ok(true),
        Some(TokenTree::Ident(i)) if i == "false" => Ok(false),
        Some(other) => Err((
            other.span(),
            format!("`{key}` is a flag: write `{key}`, `{key} = true` or `{key} = false`"),
        )),
    }
}

/// The text of a value: a string literal's contents, or the token as written
/// (`1.2`, `local`).
fn unquote(value: &TokenTree) -> String {
    match value {
        TokenTree::Literal(lit) => {
            let repr = lit.to_string();
            match crate::text::decode_string_literal(&repr) {
                Ok((text, _)) => text,
                Err(_) => repr,
            }
        }
        TokenTree::Group(g) if g.delimiter() == Delimiter::None => g
            .stream()
            .into_iter()
            .next()
            .map_or_else(String::new, |t| unquote(&t)),
        other => other.to_string(),
    }
}
