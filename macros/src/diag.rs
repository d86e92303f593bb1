//! Turning core diagnostics into compiler errors and warnings.

use crate::text::{Body, Location, Origin};
use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};
use rootsig_core::plan::messages::{self, with_diagram, with_explain_note};
use rootsig_core::render::{RenderStyle, render_diagnostic};
use rootsig_core::{Diagnostic, Severity};

/// `::core::compile_error! { "message" }`, spanning `start` to `end` (the
/// way syn does it: rustc joins the path's span and the group's span, which
/// stable proc macros cannot do themselves).
pub fn compile_error(start: Span, end: Span, message: &str) -> TokenStream {
    let mut literal = Literal::string(message);
    literal.set_span(end);
    let mut group = Group::new(Delimiter::Brace, TokenTree::Literal(literal).into());
    group.set_span(end);
    quote_spanned!(start=> ::core::compile_error! #group)
}

/// `tokens` with every span at `span`: errors in generated checks then
/// point at the option that asked for them.
pub fn located_at(tokens: TokenStream, span: Span) -> TokenStream {
    let respan = |mut tree: TokenTree| {
        if let TokenTree::Group(g) = &tree {
            tree = Group::new(g.delimiter(), located_at(g.stream(), span)).into();
        }
        tree.set_span(span);
        tree
    };
    tokens.into_iter().map(respan).collect()
}

/// A compiler warning at `span`, on stable: the use of a `#[deprecated]`
/// item whose note is the message.
pub fn warning(span: Span, message: &str) -> TokenStream {
    let item = Ident::new("root_signature_warning", span);
    let note = Literal::string(message);
    quote! {
        const _: () = {
            #[deprecated(note = #note)]
            #[allow(non_upper_case_globals)]
            const root_signature_warning: () = ();
            #item
        };
    }
}

/// Every diagnostic of one item as tokens. `origin` names the text in caret
/// diagrams (the item's name).
pub fn diagnostics(
    body: &Body,
    origin: &str,
    diagnostics: &[Diagnostic],
    deny_warnings: bool,
) -> TokenStream {
    let mut out = TokenStream::new();
    for d in diagnostics {
        let as_error = d.severity == Severity::Error || deny_warnings;
        out.extend(one(body, origin, d, as_error));
    }
    out
}

/// A diagnostic's compile error over `(start, end)`, its message ending
/// with where to read about its code, or its warning at `start`.
pub fn report(at: (Span, Span), d: &Diagnostic, message: &str, as_error: bool) -> TokenStream {
    match as_error {
        true => compile_error(at.0, at.1, &with_explain_note(d, message)),
        false => warning(at.0, message),
    }
}

fn one(body: &Body, origin: &str, d: &Diagnostic, as_error: bool) -> TokenStream {
    let (start, end, message) = match d.span.map(|s| body.locate(s)) {
        Some(Location::Exact { start, end }) => (start, end, with_notes(body, d)),
        Some(Location::Inside(span)) => {
            let rendered = render_diagnostic(d, &body.text, origin, RenderStyle::Plain);
            (span, span, with_diagram(d, &rendered))
        }
        Some(Location::File(span)) => {
            let Origin::File(file) = &body.origin else {
                return TokenStream::new();
            };
            let rendered = rootsig_core::hlsl::render_diagnostic(
                &file.sources,
                &file.extracted,
                d,
                RenderStyle::Plain,
            );
            (span, span, with_diagram(d, &rendered))
        }
        None => {
            // No span: a whole-signature rule (such as the root cost).
            let (start, end) = body.whole();
            (start, end, with_notes(body, d))
        }
    };
    report((start, end), d, &message, as_error)
}

/// The diagnostic's message with its notes, each related place in the
/// tokens with its line and column.
fn with_notes(body: &Body, d: &Diagnostic) -> String {
    messages::with_notes(d, |related| match body.locate(related.span?) {
        Location::Exact { start, .. } => Some(start.start())
            .filter(|at| at.line > 0)
            .map(|at| (at.line, at.column)),
        _ => None,
    })
}

/// Generated Rust text as tokens, read by the compiler's own lexer
/// (`proc_macro::TokenStream::from_str`; rootsig has no Rust tokenizer):
/// proc-macro2's lexer would run unoptimized, as this crate usually is.
pub fn rust_tokens(text: &str) -> TokenStream {
    let lexed = if proc_macro::is_available() {
        (text
            .parse::<proc_macro::TokenStream>()
            .map(TokenStream::from))
        .map_err(|e| e.to_string())
    } else {
        text.parse::<TokenStream>().map_err(|e| e.to_string())
    };
    lexed.unwrap_or_else(|e| {
        let message = format!(
            "internal error in rootsig (please report it): generated code does not lex: {e}"
        );
        compile_error(Span::call_site(), Span::call_site(), &message)
    })
}
