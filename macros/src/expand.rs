//! The one expansion path: one unit struct per signature, then core's plan
//! of it (`rootsig_core::plan`) written out as Rust source by core
//! (`rootsig_core::plan::emit`, which says why the expansion has its
//! shape), with the user's spans on the struct and on the errors.

use crate::diag;
use crate::input::Item;
use crate::shader;
use crate::text::{Body, Location};
use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use rootsig_core::bindings::Stage;
use rootsig_core::language::parse::parse_recovering;
use rootsig_core::plan::emit::{RustItem, rust_source, typed_constants_size};
use rootsig_core::plan::names::{self, Names, ParamInfo, RenameError};
use rootsig_core::plan::{self, HandleConstant, ItemPlan, Resource};

/// Expands one item whose text is `body`. `extra` (file tracking) goes in
/// the output whatever happens.
///
/// A signature with errors still gets its struct and every name that code
/// may use (from the part of it that parses, and from its shaders), with
/// placeholder values: its errors are the only ones reported.
pub fn item(item: &Item, body: &Body, extra: TokenStream) -> TokenStream {
    let options = &item.options.options;
    let origin = item.name.to_string();
    let mut out = extra;
    let plan = match rootsig_core::compile_signature(&body.text, options) {
        Ok(compiled) => {
            let infos = names::infos(&compiled.signature, &compiled.source_map);
            let (names, name_errors) = names::assign(&infos);
            for (span, message) in name_errors {
                out.extend(located_error(body, span, &message));
            }
            let warnings = &compiled.blob.warnings().0;
            out.extend(diag::diagnostics(body, &origin, warnings, false));
            let shaders = shader::read(item, &compiled.signature, true);
            out.extend(shaders.tokens);
            let (names, errors) = name_handles(item, names, &infos, &shaders.resources.list);
            out.extend(errors);
            plan::plan(&body.text, &compiled, &names, &shaders.resources)
        }
        Err(diagnostics) => {
            let deny = options.warnings_as_errors;
            out.extend(diag::diagnostics(body, &origin, &diagnostics.0, deny));
            let (signature, map) = parse_recovering(&body.text, options);
            let infos = names::infos(&signature, &map);
            let (names, _) = names::assign(&infos);
            let shaders = shader::read(item, &signature, false);
            out.extend(shaders.tokens);
            // Mistakes in `names(…)` are reported once the signature compiles.
            let (names, _) = name_handles(item, names, &infos, &shaders.resources.list);
            plan::stub(&signature, &infos, &names, &shaders.resources)
        }
    };
    out.extend(write(item, &plan));
    out
}

/// The handles' final names: the `names(…)` option's, and the shader
/// resources' for elements that bind exactly one; and the errors of the
/// `names(…)` option.
fn name_handles(
    item: &Item,
    mut names: Names,
    infos: &[ParamInfo],
    resources: &[Resource],
) -> (Names, TokenStream) {
    let mut errors = TokenStream::new();
    let renames = &item.options.renames;
    let text: Vec<(String, String)> = (renames.iter())
        .map(|(new, old)| (new.to_string(), old.to_string()))
        .collect();
    let pairs: Vec<(&str, &str)> = text.iter().map(|(n, o)| (n.as_str(), o.as_str())).collect();
    let resources: Vec<(&str, _)> = resources
        .iter()
        .map(|r| (r.name.as_str(), r.slot))
        .collect();
    let shaders = (!item.options.shaders.is_empty()).then_some(&resources[..]);
    let (failed, taken) = names::settle(&mut names, infos, &pairs, shaders);
    for (i, error) in failed {
        let (new, old) = &renames[i];
        let span = match error {
            RenameError::Unknown(_) => old.span(),
            _ => new.span(),
        };
        let message = error.message(&new.to_string(), &old.to_string());
        errors.extend(diag::compile_error(span, span, &message));
    }
    if let Some(shader) = item.options.shaders.first().filter(|_| taken) {
        let span = shader.entry.span();
        errors.extend(diag::compile_error(
            span,
            span,
            "with shaders, `resources` names the shader resources' handles; choose another name for the handle called `resources`",
        ));
    }
    (names, errors)
}

fn located_error(body: &Body, span: rootsig_core::Span, message: &str) -> TokenStream {
    match body.locate(span) {
        Location::Exact { start, end } => diag::compile_error(start, end, message),
        Location::Inside(s) | Location::File(s) => {
            let excerpt = body.text.get(span.range()).unwrap_or("");
            diag::compile_error(s, s, &format!("{message} (at `{excerpt}`)"))
        }
    }
}

/// Writes out a plan: the struct, then core's Rust source of its
/// constants, the resources' struct and the `Layout` impl
/// (`rootsig_core::plan::emit`), then the typed constants' checks. The
/// struct and the checks carry the user's tokens and spans; the rest is
/// text that the compiler lexes in one call, which costs much less than
/// building the same items token by token (`quote!`).
fn write(item: &Item, plan: &ItemPlan) -> TokenStream {
    let Item {
        attrs, vis, name, ..
    } = item;
    let mut out = quote!(#(#attrs)* #vis struct #name;);
    let typed_constants: Vec<(String, String)> = (item.options.constants.iter())
        .map(|(name, ty)| (name.to_string(), ty.to_token_stream().to_string()))
        .collect();
    let stages: Vec<Stage> = item.options.shaders.iter().map(|s| s.stage).collect();
    let (name, vis) = (name.to_string(), vis.to_token_stream().to_string());
    let cfgs: String = (item.cfg_attrs.iter())
        .map(|a| a.to_token_stream().to_string())
        .collect();
    let rust = RustItem {
        name: &name,
        vis: &vis,
        cfgs: &cfgs,
        typed_constants: &typed_constants,
        stages: &stages,
        byte_string: |bytes| Literal::byte_string(bytes).to_string(),
    };
    out.extend(diag::rust_tokens(&rust_source(&rust, plan)));
    if !plan.container.is_empty() {
        out.extend(typed_constants_checks(item, &plan.handles));
    }
    out
}

/// For each `constants(name = Type)`, the compile-time check that `Type`
/// is as large as the root constants `name`, or an error when `name` is not
/// root constants of this signature.
fn typed_constants_checks(item: &Item, handles: &[HandleConstant]) -> TokenStream {
    let mut out = TokenStream::new();
    for (name, ty) in &item.options.constants {
        let ty = ty.to_token_stream();
        let sig = item.name.to_string();
        match typed_constants_size(&sig, handles, &name.to_string(), &ty.to_string()) {
            Err(message) => out.extend(diag::compile_error(name.span(), name.span(), &message)),
            Ok((bytes, message)) => {
                let span = (ty.clone().into_iter().next()).map_or(name.span(), |t| t.span());
                let (cfgs, bytes) = (&item.cfg_attrs, Literal::u64_unsuffixed(bytes));
                out.extend(quote_spanned! {span=>
                    #(#cfgs)*
                    const _: () = ::core::assert!(
                        ::core::mem::size_of::<#ty>() as u64 == #bytes,
                        #message
                    );
                });
            }
        }
    }
    out
}
