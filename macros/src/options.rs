//! `#[rootsig(version = "1.2", dxc_bytes, context = "local", deny_warnings)]`,
//! `#[rootsig(shader = "forward.hlsl", entry = "PSMain", stage = "pixel")]`,
//! `#[rootsig(shader_binary = "shaders/lit.ps.dxil")]`.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use rootsig_core::bindings::Stage;
use rootsig_core::{Context, EncodingMode, Options, Version};

/// The option names, for messages.
const KNOWN: &str = "`version = \"1.0\" | \"1.1\" | \"1.2\"`, `dxc_bytes`, `context = \"standalone\" | \"global\" | \"local\"`, `deny_warnings`, `constants(name = Type, …)`, `names(name = HANDLE, …)` and `shader = \"file.hlsl\", entry = \"main\", stage = \"pixel\"` (with optional `defines` and `include_dirs`) and `shader_binary = \"file.dxil\"`";

/// The stage names `stage = "…"` takes.
const STAGES: &str = "\"vertex\", \"hull\", \"domain\", \"geometry\", \"pixel\", \"amplification\", \"mesh\" or \"compute\"";

/// Options of one item, and whether `context` was given.
#[derive(Clone)]
pub struct ItemOptions {
    pub options: Options,
    pub context_given: bool,
    /// `constants(draw = DrawConstants)`: root constants tied to Rust types.
    pub constants: Vec<TypedConstants>,
    /// `names(shadow_map = SRV_T4)`: handles renamed by hand.
    pub renames: Vec<Rename>,
    /// The shader entry points the signature must bind, one per
    /// `#[rootsig(shader = …, entry = …, stage = …)]`.
    pub shaders: Vec<ShaderEntry>,
    /// Compiled shaders (DXIL or DXBC containers) the signature must
    /// bind, one per `#[rootsig(shader_binary = "…")]`: the path as
    /// written and its literal's span.
    pub binaries: Vec<(String, Span)>,
}

/// One `new = OLD` of the `names(…)` option.
#[derive(Clone)]
pub struct Rename {
    pub new: String,
    pub new_span: Span,
    pub old: String,
    pub old_span: Span,
}

/// A shader entry point whose resources the signature must bind.
#[derive(Clone)]
pub struct ShaderEntry {
    /// The HLSL file as written; `None` in `include_root_signature!`
    /// means the item's own file.
    pub path: Option<(String, Span)>,
    pub entry: String,
    pub stage: Stage,
    /// Where errors about this entry point go: the entry's literal.
    pub span: Span,
    pub defines: Vec<String>,
    pub include_dirs: Vec<String>,
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
            renames: Vec::new(),
            shaders: Vec::new(),
            binaries: Vec::new(),
        }
    }
}

/// Reads the tokens inside `rootsig(…)` into `into`, collecting errors.
pub fn parse(tokens: TokenStream, into: &mut ItemOptions, errors: &mut Vec<(Span, String)>) {
    let mut seen: Vec<String> = Vec::new();
    let mut shader: Option<PendingShader> = None;
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
        // `constants(name = Type, …)`, `names(name = HANDLE, …)`.
        if (key == "constants" || key == "names")
            && let Some(TokenTree::Group(group)) = iter.peek()
            && group.delimiter() == Delimiter::Parenthesis
        {
            let stream = group.stream();
            iter.next();
            if seen.contains(&key) {
                errors.push((
                    name.span(),
                    format!("the rootsig option `{key}` is given more than once"),
                ));
            } else if key == "names" {
                seen.push(key);
                parse_names(stream, name.span(), into, errors);
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
            let applied = match key.as_str() {
                "shader" | "entry" | "stage" | "defines" | "include_dirs" => {
                    let pending = shader.get_or_insert_with(|| PendingShader::new(name.span()));
                    let applied = pending.apply(&key, name.span(), value.as_ref());
                    pending.failed |= applied.is_err();
                    applied
                }
                "shader_binary" => match value.as_ref() {
                    Some(value) => string(&key, value).map(|path| {
                        into.binaries.push((path, value.span()));
                    }),
                    None => Err((
                        name.span(),
                        "`shader_binary` needs a value: `shader_binary = \"file.dxil\"`".to_owned(),
                    )),
                },
                _ => apply(&key, name.span(), value.as_ref(), into),
            };
            if let Err((span, message)) = applied {
                errors.push((span, message));
            }
        }
        if !separator(&mut iter, errors) {
            break;
        }
    }
    if let Some(pending) = shader.filter(|s| !s.failed) {
        match pending.finish() {
            Ok(entry) => into.shaders.push(entry),
            Err((span, message)) => errors.push((span, message)),
        }
    }
}

/// The shader keys of one `#[rootsig(…)]`, as they are read.
struct PendingShader {
    first_key: Span,
    /// A key's value was wrong (and reported).
    failed: bool,
    path: Option<(String, Span)>,
    entry: Option<(String, Span)>,
    stage: Option<Stage>,
    defines: Vec<String>,
    include_dirs: Vec<String>,
}

impl PendingShader {
    fn new(first_key: Span) -> Self {
        PendingShader {
            first_key,
            failed: false,
            path: None,
            entry: None,
            stage: None,
            defines: Vec::new(),
            include_dirs: Vec::new(),
        }
    }

    fn apply(
        &mut self,
        key: &str,
        key_span: Span,
        value: Option<&TokenTree>,
    ) -> Result<(), (Span, String)> {
        let Some(value) = value else {
            return Err((key_span, format!("`{key}` needs a value: `{key} = \"…\"`")));
        };
        match key {
            "shader" => self.path = Some((string(key, value)?, value.span())),
            "entry" => self.entry = Some((string(key, value)?, value.span())),
            "stage" => self.stage = Some(stage(value)?),
            "defines" => self.defines = crate::include::string_list(value, key)?,
            _ => self.include_dirs = crate::include::string_list(value, key)?,
        }
        Ok(())
    }

    fn finish(self) -> Result<ShaderEntry, (Span, String)> {
        let (Some((entry, span)), Some(stage)) = (self.entry, self.stage) else {
            return Err((
                self.first_key,
                "a shader needs its entry point and stage: `shader = \"file.hlsl\", entry = \"main\", stage = \"pixel\"`".to_owned(),
            ));
        };
        Ok(ShaderEntry {
            path: self.path,
            entry,
            stage,
            span,
            defines: self.defines,
            include_dirs: self.include_dirs,
        })
    }
}

/// A string literal's contents.
fn string(key: &str, value: &TokenTree) -> Result<String, (Span, String)> {
    crate::include::literal_string(value)
        .ok_or_else(|| (value.span(), format!("`{key}` takes a string literal")))
}

/// The stage a `stage = "…"` value names.
pub fn stage(value: &TokenTree) -> Result<Stage, (Span, String)> {
    let text = string("stage", value)?;
    Stage::parse(&text).ok_or_else(|| {
        (
            value.span(),
            format!("unknown shader stage `{text}`; expected {STAGES}"),
        )
    })
}

/// The inside of `names(shadow_map = SRV_T4, …)`.
fn parse_names(
    tokens: TokenStream,
    key_span: Span,
    into: &mut ItemOptions,
    errors: &mut Vec<(Span, String)>,
) {
    const SHAPE: &str =
        "expected `new_name = HANDLE` in `names(…)`, for example `names(shadow_map = SRV_T4)`";
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let errors_before = errors.len();
    let mut any = false;
    for pair in trees.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
        match pair {
            [] => {}
            [
                TokenTree::Ident(new),
                TokenTree::Punct(eq),
                TokenTree::Ident(old),
            ] if eq.as_char() == '=' => {
                let new_name = new.to_string();
                if into.renames.iter().any(|r| r.new == new_name) {
                    errors.push((
                        new.span(),
                        format!("`{new_name}` is given twice in `names(…)`"),
                    ));
                    continue;
                }
                any = true;
                into.renames.push(Rename {
                    new: new_name,
                    new_span: new.span(),
                    old: old.to_string(),
                    old_span: old.span(),
                });
            }
            [first, ..] => errors.push((first.span(), SHAPE.to_owned())),
        }
    }
    if !any && errors.len() == errors_before {
        errors.push((key_span, SHAPE.to_owned()));
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
