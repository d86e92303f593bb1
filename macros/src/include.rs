//! `include_root_signature!`: `Name = "path.hlsl", define = "NAME";`, with
//! `entry` or `subobject` instead of `define`, and optional `defines`,
//! `include_dirs`, `shader_model` and `enable_16bit_types`. The HLSL is read by
//! core's preprocessor.

use crate::diag::compile_error;
use crate::input::Item;
use crate::options::{self, ShaderEntry};
use crate::text::{Body, FileOrigin, Origin};
use proc_macro2::{Span, TokenStream};
use rootsig_core::bindings::Stage;
use rootsig_core::hlsl::{self, FileSystem, HlslError, HlslOptions, Query, Read};
use rootsig_core::plan::files::{self, Folders, ReadErrorAt, is_define};
use rootsig_core::render::RenderStyle;
use std::path::{Path, PathBuf};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Error, Ident, LitStr, Token};

const SHAPE: &str = "expected `\"path/to/file.hlsl\", define = \"NAME\"` (or `entry = \"function\"`, or `subobject = \"name\"`), then optionally `stage = \"pixel\"` (with `entry`), `defines = [\"NAME\", \"NAME=VALUE\"]` and `include_dirs = [\"folder\"]`";

/// What to read, as the macro call says.
struct Request {
    path: LitStr,
    /// `define`, `entry` or `subobject`, and the name.
    key: &'static str,
    value: LitStr,
    defines: Vec<String>,
    include_dirs: Vec<String>,
    /// `shader_model = "6_6"`: the model of DXC's predefined macros.
    shader_model: Option<hlsl::ShaderModel>,
    /// `stage = "pixel"`: the entry point's resources must be bound.
    stage: Option<(Stage, Span)>,
    /// `enable_16bit_types`: DXC's `-enable-16bit-types`.
    enable_16bit_types: bool,
}

fn parse(item: &Item) -> syn::Result<Request> {
    if item.body.is_empty() {
        return Err(Error::new(item.eq_span, SHAPE));
    }
    let tokens: TokenStream = item.body.iter().cloned().collect();
    request.parse2(tokens)
}

fn request(input: ParseStream) -> syn::Result<Request> {
    let shape = |e: Error| Error::new(e.span(), SHAPE);
    let path: LitStr = input.parse().map_err(|e| {
        Error::new(
            e.span(),
            format!("{SHAPE}: the file path is a string literal"),
        )
    })?;
    let mut request = Request {
        key: "",
        value: path.clone(),
        path,
        defines: Vec::new(),
        include_dirs: Vec::new(),
        shader_model: None,
        stage: None,
        enable_16bit_types: false,
    };
    let mut seen: Vec<String> = Vec::new();
    while !input.is_empty() {
        input.parse::<Token![,]>().map_err(shape)?;
        if input.is_empty() {
            break; // a trailing comma
        }
        let key = input.call(Ident::parse_any).map_err(shape)?;
        if !input.peek(Token![=]) && key != "enable_16bit_types" {
            return Err(Error::new(key.span(), SHAPE));
        }
        let name = key.to_string();
        if seen.contains(&name) {
            return Err(Error::new(key.span(), format!("`{name}` is given twice")));
        }
        seen.push(name.clone());
        match name.as_str() {
            "define" | "entry" | "subobject" => {
                if !request.key.is_empty() {
                    return Err(Error::new(
                        key.span(),
                        format!(
                            "`{name}` and `{}` both name a root signature; give one of them",
                            request.key
                        ),
                    ));
                }
                request.key = match name.as_str() {
                    "define" => "define",
                    "entry" => "entry",
                    _ => "subobject",
                };
                request.value = options::string(input, &key)?;
            }
            "stage" => request.stage = Some((options::stage(input, &key)?, key.span())),
            "defines" => request.defines = options::string_list(input, &key)?,
            "include_dirs" => request.include_dirs = options::string_list(input, &key)?,
            "shader_model" => request.shader_model = Some(options::shader_model(input, &key)?),
            "enable_16bit_types" => request.enable_16bit_types = options::flag(input, &key)?,
            _ => {
                return Err(Error::new(
                    key.span(),
                    format!(
                        "unknown key `{name}`; the keys are `define`, `entry`, `subobject`, `stage`, `defines`, `include_dirs`, `shader_model` and `enable_16bit_types`"
                    ),
                ));
            }
        }
    }
    if request.key.is_empty() {
        return Err(Error::new(
            request.path.span(),
            format!("{SHAPE}: say which root signature to read"),
        ));
    }
    if let Some((_, span)) = request.stage
        && request.key != "entry"
    {
        return Err(Error::new(
            span,
            "`stage` goes with `entry = \"function\"`: it checks that function's resources; for another entry point write `#[rootsig(entry = \"…\", stage = \"…\")]` on the item",
        ));
    }
    if let Some(define) = request.defines.iter().find(|d| !is_define(d)) {
        return Err(Error::new(
            request.path.span(),
            format!("`defines` entry `{define}` is not `NAME` or `NAME=VALUE`"),
        ));
    }
    Ok(request)
}

/// A failure: the tokens that track the files read, where the error
/// points, and its message.
pub type Failure = (TokenStream, Span, String);

/// The file `path` names and the preprocessor's options
/// (`rootsig_core::plan::files`), relative to the crate directory or to
/// the file holding the macro call at `span`.
pub fn locate(
    path: &str,
    span: Span,
    defines: &[String],
    include_dirs: &[String],
) -> (PathBuf, HlslOptions) {
    let folders = Folders {
        crate_dir: std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from),
        caller_dir: span
            .local_file()
            .and_then(|f| f.parent().map(Path::to_path_buf)),
    };
    folders.locate(path, defines, include_dirs)
}

/// Reads the item's file. On success gives the body and the tokens that
/// make the compiler rebuild when any file read changes.
pub fn body(item: &mut Item) -> Result<(Body, TokenStream), Failure> {
    let request = parse(item).map_err(|e| (TokenStream::new(), e.span(), e.to_string()))?;
    let path = request.path.value();
    let path_span = request.path.span();
    let (main, mut options) = locate(&path, path_span, &request.defines, &request.include_dirs);
    options.target = hlsl::Target {
        stage: request.stage.map(|(stage, _)| stage),
        shader_model: request.shader_model.unwrap_or_default(),
        enable_16bit_types: request.enable_16bit_types,
    };
    // `stage`, and the item's shader options without a file, read this file.
    if let Some((stage, _)) = request.stage {
        item.options.shaders.insert(
            0,
            ShaderEntry {
                path: None,
                entry: request.value.clone(),
                stage,
                defines: Vec::new(),
                include_dirs: Vec::new(),
                shader_model: None,
                enable_16bit_types: request.enable_16bit_types,
                binding: Default::default(),
            },
        );
    }
    for shader in &mut item.options.shaders {
        if shader.path.is_none() {
            shader.path = Some(request.path.clone());
            if shader.defines.is_empty() {
                shader.defines.clone_from(&request.defines);
            }
            shader.shader_model = shader.shader_model.or(request.shader_model);
            shader.enable_16bit_types |= request.enable_16bit_types;
            if shader.include_dirs.is_empty() {
                shader.include_dirs.clone_from(&request.include_dirs);
            }
        }
    }
    let value = request.value.value();
    let query = match request.key {
        "define" => Query::Define(&value),
        "entry" => Query::Entry(&value),
        _ => Query::Subobject(&value),
    };
    let signature = hlsl::RootSignatureRequest::new(&main, &path, query, &options);
    let Read { sources, result } = hlsl::read_root_signature(&signature, &mut FileSystem);
    let mut tracking = tracking(&sources, path_span);
    match result {
        Ok(extracted) => {
            // An earlier `[RootSignature]` of the entry, which DXC ignores.
            for replaced in extracted.warnings() {
                let rendered = replaced.render_warning(&sources, RenderStyle::Plain);
                tracking.extend(crate::diag::warning(request.value.span(), &rendered));
            }
            if !item.options.context_given {
                item.options.options.context = extracted.context;
            }
            item.options.options.labels = false;
            Ok((
                Body {
                    text: extracted.text.clone(),
                    origin: Origin::File(FileOrigin {
                        sources,
                        extracted,
                        span: path_span,
                    }),
                },
                tracking,
            ))
        }
        Err(e) => {
            let (span, message) = read_error(&sources, &e, path_span, request.value.span());
            Err((tracking, span, message))
        }
    }
}

/// Where an error reading `sources` points (the `path` literal or the
/// `name`), and its message.
pub fn read_error(
    sources: &hlsl::Sources,
    e: &HlslError,
    path: Span,
    name: Span,
) -> (Span, String) {
    match files::read_error(sources, e) {
        (ReadErrorAt::Path, message) => (path, message),
        (ReadErrorAt::Name, message) => (name, message),
    }
}

/// `include_bytes!` of every file read, so that editing any of them,
/// headers included, rebuilds the crate.
pub fn tracking(sources: &hlsl::Sources, span: Span) -> TokenStream {
    let mut out = TokenStream::new();
    for file in sources.files() {
        if file.path.as_os_str().is_empty() {
            continue; // the `-D` list
        }
        let full = std::fs::canonicalize(&file.path).unwrap_or_else(|_| file.path.clone());
        if let Some(absolute) = full.to_str() {
            let mut path = proc_macro2::Literal::string(absolute);
            path.set_span(span);
            out.extend(quote::quote! { const _: &[u8] = ::core::include_bytes!(#path); });
        }
    }
    out
}

/// The tokens for an item whose root signature could not be read: the one
/// error, as the length of an array type that names the item. The item is
/// then a type alias of an erroneous type, and rustc reports nothing more
/// for the code that uses it, however it does.
pub fn failure(item: &Item, failure: Failure) -> TokenStream {
    let (mut out, span, message) = failure;
    let Item {
        attrs,
        cfg_attrs,
        vis,
        name,
        ..
    } = item;
    let error = compile_error(span, span, &message);
    out.extend(quote::quote! {
        #(#attrs)*
        #(#cfg_attrs)*
        #[allow(dead_code)]
        #vis type #name = [(); #error];
    });
    out
}
