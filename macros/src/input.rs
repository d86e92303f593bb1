//! The items of a macro call: `#[attrs] vis Name = body;`, repeated, read
//! with syn. The body stays tokens: `root_signature!` reads it as the
//! signature language, `include_root_signature!` as a file request.

use crate::options::{self, ItemOptions};
use proc_macro2::{Span, TokenStream, TokenTree};
use rootsig_core::plan::names::is_keyword;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Error, Ident, Token, Visibility};

/// One `vis Name = body;` item.
pub struct Item {
    /// Attributes for the generated struct (doc comments and the like).
    pub attrs: Vec<Attribute>,
    /// `#[cfg]` and `#[cfg_attr]` attributes, also put on the `impl`s.
    pub cfg_attrs: Vec<Attribute>,
    pub options: ItemOptions,
    pub vis: Visibility,
    pub name: Ident,
    /// The tokens between `=` and `;`.
    pub body: Vec<TokenTree>,
    /// The `=` (where an empty body's errors point).
    pub eq_span: Span,
}

/// Parses every item, collecting errors and skipping to the next `;` after
/// a malformed one.
pub fn parse_items(input: TokenStream, errors: &mut Vec<Error>) -> Vec<Item> {
    let read = |input: ParseStream| {
        let mut items: Vec<Item> = Vec::new();
        while !input.is_empty() {
            match item(input, errors) {
                Ok(item) if items.iter().any(|other| other.name == item.name) => {
                    errors.push(Error::new(
                        item.name.span(),
                        format!(
                            "the name `{}` is defined more than once in this macro call",
                            item.name
                        ),
                    ));
                }
                Ok(item) => items.push(item),
                Err(e) => {
                    errors.push(e);
                    body(input);
                }
            }
        }
        Ok(items)
    };
    read.parse2(input).unwrap_or_default()
}

fn item(input: ParseStream, errors: &mut Vec<Error>) -> syn::Result<Item> {
    let mut options = ItemOptions::default();
    let (mut attrs, mut cfg_attrs) = (Vec::new(), Vec::new());
    for attr in input.call(Attribute::parse_outer)? {
        if attr.path().is_ident("rootsig") {
            options::parse(&attr, &mut options, errors);
            continue;
        }
        if attr.path().is_ident("cfg") || attr.path().is_ident("cfg_attr") {
            cfg_attrs.push(attr.clone());
        }
        attrs.push(attr);
    }
    let vis = input.parse()?;
    if !input.peek(Ident::peek_any) {
        return Err(input
            .error("expected the name of a root signature, as in `pub Forward = \"CBV(b0)\";`"));
    }
    let name = input.call(Ident::parse_any)?;
    if is_keyword(&name.to_string()) {
        return Err(Error::new(
            name.span(),
            format!("`{name}` is a Rust keyword and cannot name a root signature"),
        ));
    }
    let eq_span = match input.parse::<Token![=]>() {
        Ok(eq) => eq.span,
        Err(_) => {
            let at = if input.is_empty() {
                name.span()
            } else {
                input.span()
            };
            return Err(Error::new(at, format!("expected `=` after `{name}`")));
        }
    };
    Ok(Item {
        attrs,
        cfg_attrs,
        options,
        vis,
        name,
        body: body(input),
        eq_span,
    })
}

/// The tokens up to the next `;`, which is skipped (the last item may
/// leave it out).
fn body(input: ParseStream) -> Vec<TokenTree> {
    let step = input.step(|cursor| {
        let mut rest = *cursor;
        let mut body = Vec::new();
        while let Some((tree, next)) = rest.token_tree() {
            rest = next;
            if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ';') {
                break;
            }
            body.push(tree);
        }
        Ok((body, rest))
    });
    step.unwrap_or_default()
}
