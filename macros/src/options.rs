//! `#[rootsig(version = "1.2", dxc_bytes, context = "local", deny_warnings)]`,
//! `#[rootsig(shader = "forward.hlsl", entry = "PSMain", stage = "pixel")]`,
//! `#[rootsig(shader_binary = "shaders/lit.ps.dxil")]`, and the values the macros' `key = value` pairs take, read with syn.

use proc_macro2::Span;
use rootsig_core::bindings::{BindingOptions, Stage, StructBinding};
use rootsig_core::hlsl::ShaderModel;
use rootsig_core::plan::cbuffer::CBufferRequest;
use rootsig_core::{Context, EncodingMode, Options, Version};
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Error, Ident, Lit, LitStr, Token, Type};

/// The option names, for messages.
const KNOWN: &str = "`version = \"1.0\" | \"1.1\" | \"1.2\"`, `dxc_bytes`, `context = \"standalone\" | \"global\" | \"local\"`, `deny_warnings`, `constants(name = Type, …)`, `cbuffer(Buffer => NewType, Buffer = Type, …)`, `names(name = HANDLE, …)`, `shader = \"file.hlsl\", entry = \"main\", stage = \"pixel\"` (with optional `defines`, `include_dirs`, `shader_model = \"6_6\"`, `struct_binding = \"dxc\"` and `enable_16bit_types`) and `shader_binary = \"file.dxil\"`";

/// The stage names `stage = "…"` takes.
const STAGES: &str = "\"vertex\", \"hull\", \"domain\", \"geometry\", \"pixel\", \"amplification\", \"mesh\" or \"compute\"";

/// Options of one item, and whether `context` was given.
pub struct ItemOptions {
    pub options: Options,
    pub context_given: bool,
    /// `constants(draw = DrawConstants)`: root constants' handle names
    /// tied to Rust types.
    pub constants: Vec<(Ident, Type)>,
    /// `cbuffer(Camera => Generated, Draw = Checked)`, each with its type's span.
    pub cbuffers: Vec<(CBufferRequest, Span)>,
    /// `names(shadow_map = SRV_T4)`: handles renamed by hand, new name
    /// first.
    pub renames: Vec<(Ident, Ident)>,
    /// The shader entry points the signature must bind, one per
    /// `#[rootsig(shader = …, entry = …, stage = …)]`.
    pub shaders: Vec<ShaderEntry>,
    /// Compiled shaders (DXIL or DXBC containers) the signature must
    /// bind, one per `#[rootsig(shader_binary = "…")]`: the path as
    /// written and its literal's span.
    pub binaries: Vec<(String, Span)>,
}

/// A shader entry point whose resources the signature must bind.
pub struct ShaderEntry {
    /// The HLSL file as written; `None` in `include_root_signature!`
    /// means the item's own file.
    pub path: Option<LitStr>,
    /// The entry function; errors about this entry point point here.
    pub entry: LitStr,
    pub stage: Stage,
    pub defines: Vec<String>,
    pub include_dirs: Vec<String>,
    /// DXC's target (`shader_model = "6_6"`, `enable_16bit_types`), and `struct_binding`.
    pub shader_model: Option<ShaderModel>,
    pub enable_16bit_types: bool,
    pub binding: BindingOptions,
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
            cbuffers: Vec::new(),
            renames: Vec::new(),
            shaders: Vec::new(),
            binaries: Vec::new(),
        }
    }
}

/// Reads a `#[rootsig(…)]` attribute into `into`. Each malformed option is
/// reported and skipped up to the next `,`.
pub fn parse(attr: &syn::Attribute, into: &mut ItemOptions, errors: &mut Vec<Error>) {
    let syn::Meta::List(list) = &attr.meta else {
        errors.push(Error::new(
            attr.bracket_token.span.join(),
            "expected `#[rootsig(option, …)]`, such as `#[rootsig(version = \"1.2\", dxc_bytes)]`",
        ));
        return;
    };
    let read = |input: ParseStream| {
        let mut seen = Vec::new();
        let mut shader = PendingShader::default();
        while !input.is_empty() {
            if let Err(e) = option(input, &mut seen, &mut shader, into) {
                shader.failed |= shader.first.is_some();
                errors.push(e);
                skip_past_comma(input);
            } else if !input.is_empty() && input.parse::<Token![,]>().is_err() {
                errors.push(input.error("expected `,` between rootsig options"));
                skip_past_comma(input);
            }
        }
        shader.finish(into, errors);
        Ok(())
    };
    if let Err(e) = syn::parse::Parser::parse2(read, list.tokens.clone()) {
        errors.push(e);
    }
}

/// Skips the rest of a malformed option, and its `,`.
fn skip_past_comma(input: ParseStream) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            rest = next;
            if matches!(&tree, proc_macro2::TokenTree::Punct(p) if p.as_char() == ',') {
                break;
            }
        }
        Ok(((), rest))
    });
}

/// One option, from its name to the `,` after it.
fn option(
    input: ParseStream,
    seen: &mut Vec<String>,
    shader: &mut PendingShader,
    into: &mut ItemOptions,
) -> syn::Result<()> {
    if !input.peek(Ident::peek_any) {
        return Err(input.error(format!(
            "expected a rootsig option name; the options are {KNOWN}"
        )));
    }
    let key = input.call(Ident::parse_any)?;
    let name = key.to_string();
    if seen.contains(&name) {
        return Err(Error::new(
            key.span(),
            format!("the rootsig option `{name}` is given more than once"),
        ));
    }
    seen.push(name.clone());
    match name.as_str() {
        "version" | "dxc_bytes" | "deny_warnings" | "context" => {
            signature_option(input, &key, into)
        }
        "constants" => pairs(
            input,
            &key,
            |input| input.parse::<Type>(),
            &mut into.constants,
        ),
        "cbuffer" => {
            let content;
            syn::parenthesized!(content in input);
            let request = |input: ParseStream| {
                let buffer = input.call(Ident::parse_any)?.to_string();
                let generate = input.parse::<Option<Token![=>]>>()?.is_some();
                if !generate {
                    input.parse::<Token![=]>()?;
                }
                let (span, ty) = (input.span(), input.parse::<Type>()?);
                let rust = quote::quote!(#ty).to_string();
                Ok((CBufferRequest::new(buffer, rust, generate), span))
            };
            into.cbuffers.extend(comma_separated(&content, request)?);
            Ok(())
        }
        "names" => pairs(
            input,
            &key,
            |input| input.call(Ident::parse_any),
            &mut into.renames,
        ),
        "shader_binary" => {
            let path = string(input, &key)?;
            into.binaries.push((path.value(), path.span()));
            Ok(())
        }
        "shader" | "entry" | "stage" | "defines" | "include_dirs" | "shader_model"
        | "struct_binding" | "enable_16bit_types" => shader_option(input, &key, shader),
        _ => Err(Error::new(
            key.span(),
            format!("unknown rootsig option `{name}`; the options are {KNOWN}"),
        )),
    }
}

/// An option of the signature's compilation: `version`, `dxc_bytes`,
/// `deny_warnings` or `context`.
fn signature_option(input: ParseStream, key: &Ident, into: &mut ItemOptions) -> syn::Result<()> {
    let options = &mut into.options;
    match key.to_string().as_str() {
        "version" => {
            let (text, span) = loose(input, key, "`version = \"1.1\"`")?;
            options.version = Version::parse(&text).ok_or_else(|| {
                Error::new(
                    span,
                    format!(
                        "unknown root signature version `{text}`; expected \"1.0\", \"1.1\" or \"1.2\""
                    ),
                )
            })?;
        }
        "dxc_bytes" => {
            options.encoding = match flag(input, key)? {
                true => EncodingMode::Dxc,
                false => EncodingMode::Standard,
            }
        }
        "deny_warnings" => options.warnings_as_errors = flag(input, key)?,
        _ => {
            let (text, span) = loose(input, key, "`context = \"local\"`")?;
            options.context = match text.as_str() {
                "standalone" => Context::Standalone,
                "global" => Context::Global,
                "local" => Context::Local,
                _ => {
                    return Err(Error::new(
                        span,
                        format!(
                            "unknown context `{text}`; expected \"standalone\", \"global\" or \"local\""
                        ),
                    ));
                }
            };
            into.context_given = true;
        }
    }
    Ok(())
}

/// A key of the shader entry point being read.
fn shader_option(input: ParseStream, key: &Ident, shader: &mut PendingShader) -> syn::Result<()> {
    shader.first.get_or_insert(key.span());
    match key.to_string().as_str() {
        "shader" => shader.path = Some(string(input, key)?),
        "entry" => shader.entry = Some(string(input, key)?),
        "stage" => shader.stage = Some(stage(input, key)?),
        "defines" => shader.defines = string_list(input, key)?,
        "shader_model" => shader.shader_model = Some(shader_model(input, key)?),
        "struct_binding" => shader.binding.struct_binding = struct_binding(input, key)?,
        "enable_16bit_types" => shader.enable_16bit_types = flag(input, key)?,
        _ => shader.include_dirs = string_list(input, key)?,
    }
    Ok(())
}

/// `key(name = value, …)`, at least one pair, added to `into`; a name
/// given before is an error at it.
fn pairs<T>(
    input: ParseStream,
    key: &Ident,
    value: fn(ParseStream) -> syn::Result<T>,
    into: &mut Vec<(Ident, T)>,
) -> syn::Result<()> {
    let shape = if key == "names" {
        "expected `new_name = HANDLE` in `names(…)`, for example `names(shadow_map = SRV_T4)`"
    } else {
        "expected `name = Type` in `constants(…)`, for example `constants(draw = DrawConstants)`"
    };
    let shape_at = |span: Span| Error::new(span, shape);
    let content;
    syn::parenthesized!(content in input);
    let pair = |input: ParseStream| {
        let name = input
            .call(Ident::parse_any)
            .map_err(|e| shape_at(e.span()))?;
        input
            .parse::<Token![=]>()
            .map_err(|_| shape_at(name.span()))?;
        let value = value(input).map_err(|e| shape_at(e.span()))?;
        Ok((name, value))
    };
    let list = comma_separated(&content, pair)?;
    if list.is_empty() {
        return Err(shape_at(key.span()));
    }
    for (name, value) in list {
        if into.iter().any(|(given, _)| *given == name) {
            let message = match key == "names" {
                true => format!("`{name}` is given twice in `names(…)`"),
                false => format!("`{name}` is given a type more than once in `constants(…)`"),
            };
            return Err(Error::new(name.span(), message));
        }
        into.push((name, value));
    }
    Ok(())
}

/// The shader keys of one `#[rootsig(…)]`, as they are read.
#[derive(Default)]
struct PendingShader {
    /// The first shader key, where a missing entry or stage is reported.
    first: Option<Span>,
    /// A key's value was wrong (and reported).
    failed: bool,
    path: Option<LitStr>,
    entry: Option<LitStr>,
    stage: Option<Stage>,
    defines: Vec<String>,
    include_dirs: Vec<String>,
    shader_model: Option<ShaderModel>,
    enable_16bit_types: bool,
    binding: BindingOptions,
}

impl PendingShader {
    fn finish(self, into: &mut ItemOptions, errors: &mut Vec<Error>) {
        let Some(first) = self.first.filter(|_| !self.failed) else {
            return;
        };
        let (Some(entry), Some(stage)) = (self.entry, self.stage) else {
            errors.push(Error::new(
                first,
                "a shader needs its entry point and stage: `shader = \"file.hlsl\", entry = \"main\", stage = \"pixel\"`",
            ));
            return;
        };
        into.shaders.push(ShaderEntry {
            path: self.path,
            entry,
            stage,
            defines: self.defines,
            include_dirs: self.include_dirs,
            shader_model: self.shader_model,
            enable_16bit_types: self.enable_16bit_types,
            binding: self.binding,
        });
    }
}

/// `= value` after `key`, where the value needs no quotes: a string's
/// contents, or a number or name as written (`version = 1.2`).
fn loose(input: ParseStream, key: &Ident, example: &str) -> syn::Result<(String, Span)> {
    if !input.peek(Token![=]) {
        return Err(Error::new(
            key.span(),
            format!("`{key}` needs a value: {example}"),
        ));
    }
    input.parse::<Token![=]>()?;
    let tree: proc_macro2::TokenTree = input.parse()?;
    let text = match syn::parse2::<Lit>(tree.clone().into()) {
        Ok(Lit::Str(s)) => s.value(),
        _ => tree.to_string(),
    };
    Ok((text, tree.span()))
}

/// A flag option: `name`, `name = true` or `name = false`.
pub fn flag(input: ParseStream, key: &Ident) -> syn::Result<bool> {
    if !input.peek(Token![=]) {
        return Ok(true);
    }
    input.parse::<Token![=]>()?;
    input.parse::<syn::LitBool>().map(|b| b.value).map_err(|e| {
        Error::new(
            e.span(),
            format!("`{key}` is a flag: write `{key}`, `{key} = true` or `{key} = false`"),
        )
    })
}

/// `= value` after `key`, or the error that `key` needs one.
fn equals(input: ParseStream, key: &Ident) -> syn::Result<()> {
    input.parse::<Token![=]>().map(drop).map_err(|_| {
        Error::new(
            key.span(),
            format!("`{key}` needs a value: `{key} = \"…\"`"),
        )
    })
}

/// `= "text"` after `key`.
pub fn string(input: ParseStream, key: &Ident) -> syn::Result<LitStr> {
    equals(input, key)?;
    input
        .parse()
        .map_err(|e| Error::new(e.span(), format!("`{key}` takes a string literal")))
}

/// `= "stage"` after `key`.
pub fn stage(input: ParseStream, key: &Ident) -> syn::Result<Stage> {
    let text = string(input, key)?;
    Stage::parse(&text.value()).ok_or_else(|| {
        Error::new(
            text.span(),
            format!("unknown shader stage `{}`; expected {STAGES}", text.value()),
        )
    })
}

/// `= "6_6"` after `key`: the shader model of DXC's predefined macros.
pub fn shader_model(input: ParseStream, key: &Ident) -> syn::Result<ShaderModel> {
    let text = string(input, key)?;
    ShaderModel::parse(&text.value()).ok_or_else(|| {
        Error::new(
            text.span(),
            format!("`{key}` takes a shader model such as \"6_6\""),
        )
    })
}

/// `= "dxc"` or `= "members"` after `key`: how resources in structs bind.
fn struct_binding(input: ParseStream, key: &Ident) -> syn::Result<StructBinding> {
    let text = string(input, key)?;
    match text.value().as_str() {
        "dxc" => Ok(StructBinding::Dxc),
        "members" => Ok(StructBinding::Members),
        _ => Err(Error::new(
            text.span(),
            format!("`{key}` takes \"members\" or \"dxc\""),
        )),
    }
}

/// `= ["a", "b"]` after `key`.
pub fn string_list(input: ParseStream, key: &Ident) -> syn::Result<Vec<String>> {
    equals(input, key)?;
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!(
            "`{key}` takes a list of string literals: `{key} = [\"…\", \"…\"]`"
        )));
    }
    let content;
    syn::bracketed!(content in input);
    comma_separated(&content, |input| {
        input
            .parse::<LitStr>()
            .map(|s| s.value())
            .map_err(|e| Error::new(e.span(), format!("`{key}` lists string literals")))
    })
}

/// `item, item, …`, with an optional trailing comma.
fn comma_separated<T>(
    input: ParseStream,
    item: impl Fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let mut out = Vec::new();
    while !input.is_empty() {
        out.push(item(input)?);
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok(out)
}
