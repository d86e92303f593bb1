//! `include_root_signature!`: `Name = "path.hlsl", define = "NAME";` or
//! `Name = "path.hlsl", entry = "main";`.

use crate::diag::compile_error;
use crate::hlsl::{self, Query};
use crate::input::Item;
use crate::text::{self, Body, FileOrigin, Origin};
use proc_macro2::{Literal, Span, TokenStream, TokenTree};
use rootsig_core::Context;
use std::path::{Path, PathBuf};

struct Request {
    path: String,
    path_span: Span,
    key: String,
    value: String,
    value_span: Span,
}

fn literal_string(tree: &TokenTree) -> Option<String> {
    match tree {
        TokenTree::Literal(lit) => text::decode_string_literal(&lit.to_string())
            .ok()
            .map(|(s, _)| s),
        _ => None,
    }
}

fn parse(item: &Item) -> Result<Request, (Span, String)> {
    const SHAPE: &str = "expected `\"path/to/file.hlsl\", define = \"NAME\"` or `\"path/to/file.hlsl\", entry = \"function\"`";
    let body = &item.body;
    let Some(first) = body.first() else {
        return Err((item.eq_span, SHAPE.to_owned()));
    };
    let Some(path) = literal_string(first) else {
        return Err((
            first.span(),
            format!("{SHAPE}: the file path is a string literal"),
        ));
    };
    let rest = &body[1..];
    let (key, value_tree) = match rest {
        [
            TokenTree::Punct(comma),
            TokenTree::Ident(key),
            TokenTree::Punct(eq),
            value,
        ]
        | [
            TokenTree::Punct(comma),
            TokenTree::Ident(key),
            TokenTree::Punct(eq),
            value,
            TokenTree::Punct(_),
        ] if comma.as_char() == ',' && eq.as_char() == '=' => (key, value),
        [] => {
            return Err((
                first.span(),
                format!("{SHAPE}: say which root signature to read"),
            ));
        }
        [other, ..] => return Err((other.span(), SHAPE.to_owned())),
    };
    let key_text = key.to_string();
    if key_text != "define" && key_text != "entry" {
        return Err((
            key.span(),
            format!(
                "unknown key `{key_text}`; expected `define = \"NAME\"` or `entry = \"function\"`"
            ),
        ));
    }
    let Some(value) = literal_string(value_tree) else {
        return Err((
            value_tree.span(),
            format!("`{key_text}` takes a string literal"),
        ));
    };
    Ok(Request {
        path,
        path_span: first.span(),
        key: key_text,
        value,
        value_span: value_tree.span(),
    })
}

/// Reads the item's file. On success gives the body and the tokens that
/// make the compiler rebuild when the file changes.
pub fn body(item: &mut Item) -> Result<(Body, TokenStream), (TokenStream, Span, String)> {
    let request = parse(item).map_err(|(span, message)| (TokenStream::new(), span, message))?;
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    // The crate directory first; then, like `include_str!`, the directory of
    // the file holding the macro call.
    let mut candidates = vec![manifest_dir.join(&request.path)];
    if let Some(dir) = request
        .path_span
        .local_file()
        .as_deref()
        .and_then(Path::parent)
    {
        candidates.push(dir.join(&request.path));
    }
    let found = candidates
        .iter()
        .find(|p| p.is_file())
        .unwrap_or(&candidates[0]);
    let contents = std::fs::read_to_string(found).map_err(|e| {
        (
            TokenStream::new(),
            request.path_span,
            format!(
                "cannot read `{}`: {e}; the path is relative to the crate directory (CARGO_MANIFEST_DIR) or to the file holding the macro call",
                request.path,
            ),
        )
    })?;
    let full = std::fs::canonicalize(found).unwrap_or_else(|_| found.clone());
    let tracking = match full.to_str() {
        Some(absolute) => {
            let mut path = Literal::string(absolute);
            path.set_span(request.path_span);
            quote::quote! { const _: &[u8] = ::core::include_bytes!(#path); }
        }
        None => TokenStream::new(),
    };
    let query = if request.key == "define" {
        Query::Define(&request.value)
    } else {
        Query::Entry(&request.value)
    };
    // An entry function's attribute is a global root signature, as in DXC.
    if request.key == "entry" && !item.options.context_given {
        item.options.options.context = Context::Global;
    }
    item.options.options.labels = false;
    match hlsl::extract(&contents, query) {
        Ok(extracted) => Ok((
            Body {
                text: extracted.text,
                origin: Origin::File(FileOrigin {
                    display: request.path,
                    contents,
                    offsets: extracted.offsets,
                    span: request.path_span,
                }),
            },
            tracking,
        )),
        Err(e) => {
            let place = match e.offset {
                Some(offset) => {
                    let (line, column) = hlsl::line_column(&contents, offset);
                    format!("{}:{line}:{column}", request.path)
                }
                None => request.path.clone(),
            };
            let span = if e.offset.is_some() {
                request.path_span
            } else {
                request.value_span
            };
            Err((tracking, span, format!("{place}: {}", e.message)))
        }
    }
}

/// An error for a request that could not be read, with the tracking tokens.
pub fn failure(tracking: TokenStream, span: Span, message: &str) -> TokenStream {
    let mut out = tracking;
    out.extend(compile_error(span, span, message));
    out
}
