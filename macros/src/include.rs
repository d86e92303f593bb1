//! `include_root_signature!`: `Name = "path.hlsl", define = "NAME";`, with
//! `entry` or `subobject` instead of `define`, and optional `defines` and
//! `include_dirs`. The HLSL is read by core's preprocessor.

use crate::diag::compile_error;
use crate::input::Item;
use crate::options::ShaderEntry;
use crate::text::{self, Body, FileOrigin, Origin};
use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};
use rootsig_core::bindings::Stage;
use rootsig_core::hlsl::{self, FileSystem, HlslOptions, Query, Read};
use rootsig_core::render::RenderStyle;
use std::path::{Path, PathBuf};

const SHAPE: &str = "expected `\"path/to/file.hlsl\", define = \"NAME\"` (or `entry = \"function\"`, or `subobject = \"name\"`), then optionally `stage = \"pixel\"` (with `entry`), `defines = [\"NAME\", \"NAME=VALUE\"]` and `include_dirs = [\"folder\"]`";

/// What to read, as the macro call says.
struct Request {
    path: String,
    path_span: Span,
    /// `define`, `entry` or `subobject`, and the name.
    key: &'static str,
    value: String,
    value_span: Span,
    defines: Vec<String>,
    include_dirs: Vec<String>,
    /// `stage = "pixel"`: the entry point's resources must be bound.
    stage: Option<(Stage, Span)>,
}

pub(crate) fn literal_string(tree: &TokenTree) -> Option<String> {
    match tree {
        TokenTree::Literal(lit) => text::decode_string_literal(&lit.to_string())
            .ok()
            .map(|(s, _)| s),
        _ => None,
    }
}

/// `["a", "b"]`: the strings, or the span of what is not one.
pub(crate) fn string_list(tree: &TokenTree, key: &str) -> Result<Vec<String>, (Span, String)> {
    let TokenTree::Group(group) = tree else {
        return Err((
            tree.span(),
            format!("`{key}` takes a list of string literals: `{key} = [\"…\", \"…\"]`"),
        ));
    };
    if group.delimiter() != Delimiter::Bracket {
        return Err((
            group.span(),
            format!("`{key}` takes a list in brackets: `{key} = [\"…\", \"…\"]`"),
        ));
    }
    let mut out = Vec::new();
    let mut expect_string = true;
    for tree in group.stream() {
        match (&tree, expect_string) {
            (TokenTree::Punct(p), false) if p.as_char() == ',' => expect_string = true,
            (_, true) => match literal_string(&tree) {
                Some(s) => {
                    out.push(s);
                    expect_string = false;
                }
                None => return Err((tree.span(), format!("`{key}` lists string literals"))),
            },
            _ => return Err((tree.span(), "expected `,` between the strings".to_owned())),
        }
    }
    Ok(out)
}

fn parse(item: &Item) -> Result<Request, (Span, String)> {
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
    let mut request = Request {
        path,
        path_span: first.span(),
        key: "",
        value: String::new(),
        value_span: first.span(),
        defines: Vec::new(),
        include_dirs: Vec::new(),
        stage: None,
    };
    let mut seen: Vec<String> = Vec::new();
    let mut rest = &body[1..];
    while let [TokenTree::Punct(comma), tail @ ..] = rest {
        if comma.as_char() != ',' {
            return Err((comma.span(), SHAPE.to_owned()));
        }
        let (key, value) = match tail {
            [] => {
                rest = tail; // a trailing comma
                break;
            }
            [TokenTree::Ident(key), TokenTree::Punct(eq), value, ..] if eq.as_char() == '=' => {
                (key, value)
            }
            [other, ..] => return Err((other.span(), SHAPE.to_owned())),
        };
        let name = key.to_string();
        if seen.contains(&name) {
            return Err((key.span(), format!("`{name}` is given twice")));
        }
        seen.push(name.clone());
        match name.as_str() {
            "define" | "entry" | "subobject" => {
                if !request.key.is_empty() {
                    return Err((
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
                request.value = literal_string(value)
                    .ok_or_else(|| (value.span(), format!("`{name}` takes a string literal")))?;
                request.value_span = value.span();
            }
            "stage" => {
                let stage = crate::options::stage(value)?;
                request.stage = Some((stage, key.span()));
            }
            "defines" => request.defines = string_list(value, "defines")?,
            "include_dirs" => request.include_dirs = string_list(value, "include_dirs")?,
            _ => {
                return Err((
                    key.span(),
                    format!(
                        "unknown key `{name}`; the keys are `define`, `entry`, `subobject`, `stage`, `defines` and `include_dirs`"
                    ),
                ));
            }
        }
        rest = &tail[3..];
    }
    if let Some(other) = rest.first() {
        return Err((other.span(), SHAPE.to_owned()));
    }
    if request.key.is_empty() {
        return Err((
            first.span(),
            format!("{SHAPE}: say which root signature to read"),
        ));
    }
    if let Some((_, span)) = request.stage
        && request.key != "entry"
    {
        return Err((
            span,
            "`stage` goes with `entry = \"function\"`: it checks that function's resources; for another entry point write `#[rootsig(entry = \"…\", stage = \"…\")]` on the item".to_owned(),
        ));
    }
    for define in &request.defines {
        let name = define.split_once('=').map_or(define.as_str(), |(n, _)| n);
        let valid = name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !valid {
            return Err((
                request.path_span,
                format!("`defines` entry `{define}` is not `NAME` or `NAME=VALUE`"),
            ));
        }
    }
    Ok(request)
}

/// A failure: the tokens that track the files read, where the error
/// points, and its message.
pub type Failure = (TokenStream, Span, String);

/// The file `path` names, and the preprocessor's options: relative to the
/// crate directory, or else (like `include_str!`) to the file holding the
/// macro call at `span`; include folders resolve the same way.
pub fn locate(
    path: &str,
    span: Span,
    defines: &[String],
    include_dirs: &[String],
) -> (PathBuf, HlslOptions) {
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    // The crate directory first; then, like `include_str!`, the directory of
    // the file holding the macro call.
    let caller_dir = span
        .local_file()
        .and_then(|f| f.parent().map(Path::to_path_buf));
    let mut main = manifest_dir.join(path);
    if !main.is_file()
        && let Some(dir) = &caller_dir
        && dir.join(path).is_file()
    {
        main = dir.join(path);
    }
    // Include folders resolve the same way as the file.
    let options = HlslOptions {
        defines: defines.to_vec(),
        include_dirs: include_dirs
            .iter()
            .map(|d| {
                let in_crate = manifest_dir.join(d);
                match &caller_dir {
                    Some(dir) if !in_crate.is_dir() && dir.join(d).is_dir() => dir.join(d),
                    _ => in_crate,
                }
            })
            .collect(),
    };
    (main, options)
}

/// Reads the item's file. On success gives the body and the tokens that
/// make the compiler rebuild when any file read changes.
pub fn body(item: &mut Item) -> Result<(Body, TokenStream), Failure> {
    let request = parse(item).map_err(|(span, message)| (TokenStream::new(), span, message))?;
    let (main, options) = locate(
        &request.path,
        request.path_span,
        &request.defines,
        &request.include_dirs,
    );
    // `stage`, and the item's shader options without a file, read this file.
    if let Some((stage, _)) = request.stage {
        item.options.shaders.insert(
            0,
            ShaderEntry {
                path: None,
                entry: request.value.clone(),
                stage,
                span: request.value_span,
                defines: Vec::new(),
                include_dirs: Vec::new(),
            },
        );
    }
    for shader in &mut item.options.shaders {
        if shader.path.is_none() {
            shader.path = Some((request.path.clone(), request.path_span));
            if shader.defines.is_empty() {
                shader.defines.clone_from(&request.defines);
            }
            if shader.include_dirs.is_empty() {
                shader.include_dirs.clone_from(&request.include_dirs);
            }
        }
    }
    let query = match request.key {
        "define" => Query::Define(&request.value),
        "entry" => Query::Entry(&request.value),
        _ => Query::Subobject(&request.value),
    };
    let Read { sources, result } =
        hlsl::read_root_signature(&main, &request.path, query, &options, &mut FileSystem);
    let tracking = tracking(&sources, request.path_span);
    match result {
        Ok(extracted) => {
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
                        span: request.path_span,
                    }),
                },
                tracking,
            ))
        }
        Err(e) => {
            // Where the file has a place, the message shows it; otherwise
            // the error points at the name that was not found.
            let read_main = sources
                .files()
                .iter()
                .any(|f| !f.path.as_os_str().is_empty());
            let span = if e.at.is_some() || !read_main {
                request.path_span
            } else {
                request.value_span
            };
            let rendered = e.render(&sources, RenderStyle::Plain);
            let message = &crate::diag::coded(&rendered);
            let message = if !read_main {
                format!(
                    "{message}; the path is relative to the crate directory (CARGO_MANIFEST_DIR) or to the file holding the macro call"
                )
            } else if e.at.is_none() {
                let file = sources
                    .files()
                    .iter()
                    .find(|f| !f.path.as_os_str().is_empty())
                    .map_or(request.path.as_str(), |f| f.display.as_str());
                format!("{file}: {message}")
            } else {
                message.to_owned()
            };
            Err((tracking, span, message))
        }
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
            let mut path = Literal::string(absolute);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::parse_items;

    fn request(body: &str) -> Result<Request, String> {
        let mut errors = Vec::new();
        let items = parse_items(format!("X = {body};").parse().unwrap(), &mut errors);
        assert!(errors.is_empty());
        parse(&items[0]).map_err(|(_, m)| m)
    }

    #[test]
    fn every_key_is_read() {
        let r = request(
            r#""a.hlsl", subobject = "rs", defines = ["A", "B=1"], include_dirs = ["inc"],"#,
        )
        .unwrap();
        assert_eq!((r.key, r.value.as_str()), ("subobject", "rs"));
        assert_eq!(r.defines, ["A", "B=1"]);
        assert_eq!(r.include_dirs, ["inc"]);
    }

    #[test]
    fn malformed_requests_say_what_is_wrong() {
        assert_eq!(
            request(r#""a.hlsl", define = "A", entry = "main""#)
                .err()
                .unwrap(),
            "`entry` and `define` both name a root signature; give one of them"
        );
        assert_eq!(
            request(r#""a.hlsl", define = "A", defines = "B""#)
                .err()
                .unwrap(),
            "`defines` takes a list of string literals: `defines = [\"…\", \"…\"]`"
        );
        assert_eq!(
            request(r#""a.hlsl", define = "A", defines = ["1B"]"#)
                .err()
                .unwrap(),
            "`defines` entry `1B` is not `NAME` or `NAME=VALUE`"
        );
        assert!(
            request(r#""a.hlsl", defines = ["B"]"#)
                .err()
                .unwrap()
                .ends_with("say which root signature to read")
        );
        assert!(
            request(r#""a.hlsl", file = "x""#)
                .err()
                .unwrap()
                .starts_with("unknown key `file`")
        );
    }
}
