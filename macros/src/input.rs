//! The items of a macro call: `#[attrs] vis Name = body;`, repeated.

use crate::options::{self, ItemOptions};
use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use rootsig_core::plan::names::is_keyword;

/// One `vis Name = body;` item.
pub struct Item {
    /// Attributes for the generated struct (doc comments and the like).
    pub attrs: Vec<TokenStream>,
    /// `#[cfg]` and `#[cfg_attr]` attributes, also put on the `impl`.
    pub cfg_attrs: Vec<TokenStream>,
    pub options: ItemOptions,
    pub vis: TokenStream,
    pub name: Ident,
    /// The tokens between `=` and `;`.
    pub body: Vec<TokenTree>,
    /// The `=` (where an empty body's errors point).
    pub eq_span: Span,
}

/// Parses every item, collecting errors and skipping to the next `;` after
/// a malformed one.
pub fn parse_items(input: TokenStream, errors: &mut Vec<(Span, String)>) -> Vec<Item> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let mut items: Vec<Item> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match parse_item(&tokens, &mut i, errors) {
            Some(item) => {
                if items.iter().any(|other| other.name == item.name) {
                    errors.push((
                        item.name.span(),
                        format!(
                            "the name `{}` is defined more than once in this macro call",
                            item.name
                        ),
                    ));
                } else {
                    items.push(item);
                }
            }
            None => {
                // Skip the rest of the malformed item.
                while i < tokens.len() && !is_punct(&tokens[i], ';') {
                    i += 1;
                }
                i += 1;
            }
        }
    }
    items
}

fn is_punct(tree: &TokenTree, ch: char) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == ch)
}

fn parse_item(
    tokens: &[TokenTree],
    i: &mut usize,
    errors: &mut Vec<(Span, String)>,
) -> Option<Item> {
    let mut attrs = Vec::new();
    let mut cfg_attrs = Vec::new();
    let mut options = ItemOptions::default();
    // Attributes.
    while let (Some(pound), Some(TokenTree::Group(group))) = (tokens.get(*i), tokens.get(*i + 1)) {
        if !is_punct(pound, '#') || group.delimiter() != Delimiter::Bracket {
            break;
        }
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        let path = match inner.first() {
            Some(TokenTree::Ident(ident)) => ident.to_string(),
            _ => String::new(),
        };
        if path == "rootsig" {
            match inner.get(1) {
                Some(TokenTree::Group(args)) if args.delimiter() == Delimiter::Parenthesis && inner.len() == 2 => {
                    options::parse(args.stream(), &mut options, errors);
                }
                _ => errors.push((
                    group.span(),
                    "expected `#[rootsig(option, …)]`, such as `#[rootsig(version = \"1.2\", dxc_bytes)]`".to_owned(),
                )),
            }
        } else {
            let attr: TokenStream = [pound.clone(), TokenTree::Group(group.clone())]
                .into_iter()
                .collect();
            if path == "cfg" || path == "cfg_attr" {
                cfg_attrs.push(attr.clone());
            }
            attrs.push(attr);
        }
        *i += 2;
    }
    // Visibility.
    let mut vis = TokenStream::new();
    if let Some(TokenTree::Ident(ident)) = tokens.get(*i)
        && ident == "pub"
    {
        vis.extend([tokens[*i].clone()]);
        *i += 1;
        if let Some(TokenTree::Group(group)) = tokens.get(*i)
            && group.delimiter() == Delimiter::Parenthesis
        {
            vis.extend([tokens[*i].clone()]);
            *i += 1;
        }
    }
    // Name.
    let name = match tokens.get(*i) {
        Some(TokenTree::Ident(ident)) if !is_keyword(&ident.to_string()) => ident.clone(),
        Some(TokenTree::Ident(ident)) => {
            errors.push((
                ident.span(),
                format!("`{ident}` is a Rust keyword and cannot name a root signature"),
            ));
            return None;
        }
        other => {
            let span = other.map_or_else(Span::call_site, TokenTree::span);
            errors.push((
                span,
                "expected the name of a root signature, as in `pub Forward = \"CBV(b0)\";`"
                    .to_owned(),
            ));
            return None;
        }
    };
    *i += 1;
    // `=`.
    let eq_span = match tokens.get(*i) {
        Some(tree) if is_punct(tree, '=') => tree.span(),
        other => {
            let span = other.map_or_else(|| name.span(), TokenTree::span);
            errors.push((span, format!("expected `=` after `{name}`")));
            return None;
        }
    };
    *i += 1;
    // Body, up to `;` (the last item may leave it out).
    let start = *i;
    while *i < tokens.len() && !is_punct(&tokens[*i], ';') {
        *i += 1;
    }
    let body = tokens[start..*i].to_vec();
    *i += 1;
    Some(Item {
        attrs,
        cfg_attrs,
        options,
        vis,
        name,
        body,
        eq_span,
    })
}
