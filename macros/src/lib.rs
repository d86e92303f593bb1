//! Proc-macro glue for rootsig. Use the `rootsig` crate, which re-exports
//! these macros together with the types their expansion names.
//!
//! All parsing, validation and encoding is `rootsig-core`'s; this crate
//! turns tokens into text, core's diagnostics into compiler errors, and a
//! compiled signature into constants.

mod diag;
mod expand;
#[cfg(test)]
mod golden;
mod include;
mod input;
mod options;
mod shader;
mod text;

use proc_macro2::{Span, TokenStream};
use std::panic::{AssertUnwindSafe, catch_unwind};

#[doc = include_str!("../doc/root_signature.md")]
#[proc_macro]
pub fn root_signature(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    guarded(input, root_signature_impl)
}

#[doc = include_str!("../doc/include_root_signature.md")]
#[proc_macro]
pub fn include_root_signature(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    guarded(input, include_root_signature_impl)
}

/// Runs an expansion, turning a panic (a bug) into a compile error.
fn guarded(
    input: proc_macro::TokenStream,
    f: fn(TokenStream) -> TokenStream,
) -> proc_macro::TokenStream {
    let input = TokenStream::from(input);
    match catch_unwind(AssertUnwindSafe(|| f(input))) {
        Ok(tokens) => tokens.into(),
        Err(payload) => {
            let why = (payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let message = format!("internal error in rootsig (please report it): {why}");
            diag::compile_error(Span::call_site(), Span::call_site(), &message).into()
        }
    }
}

/// The items of either macro's input, and a `compile_error!` for each
/// malformed one (which is skipped).
fn parse_items(input: TokenStream) -> (Vec<input::Item>, TokenStream) {
    let mut errors = Vec::new();
    let items = input::parse_items(input, &mut errors);
    let errors = errors.iter().map(syn::Error::to_compile_error).collect();
    (items, errors)
}

fn root_signature_impl(input: TokenStream) -> TokenStream {
    let (items, mut out) = parse_items(input);
    for item in &items {
        match text::from_body(&item.body) {
            Ok(body) => out.extend(expand::item(item, &body, TokenStream::new())),
            Err(e) => {
                // The item's names are not known: an erroneous type stands
                // in for it, so that its error stands alone.
                out.extend(include::failure(
                    item,
                    (TokenStream::new(), e.span(), e.to_string()),
                ));
            }
        }
    }
    out
}

fn include_root_signature_impl(input: TokenStream) -> TokenStream {
    let (items, mut out) = parse_items(input);
    for mut item in items {
        match include::body(&mut item) {
            Ok((body, tracking)) => out.extend(expand::item(&item, &body, tracking)),
            Err(failure) => out.extend(include::failure(&item, failure)),
        }
    }
    out
}
