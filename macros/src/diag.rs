//! Turning core diagnostics into compiler errors and warnings.

use crate::text::{Body, Location, Origin};
use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};
use rootsig_core::render::{RenderStyle, render_diagnostic};
use rootsig_core::{Diagnostic, Related, Severity};

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

fn header(d: &Diagnostic) -> String {
    format!("{}: {}", d.code, d.message)
}

/// A diagnostic's compile error over `(start, end)`, its message ending
/// with where to read about its code, or its warning at `start`.
pub fn report(at: (Span, Span), d: &Diagnostic, message: &str, as_error: bool) -> TokenStream {
    if as_error {
        // The last line says where to read about the code; a caret diagram
        // rendered by core ends with it already.
        let note = d.code.explain_note();
        let message = message.trim_end();
        let message = match message.ends_with(&note) {
            true => message.to_owned(),
            false => format!("{message}\n{note}"),
        };
        compile_error(at.0, at.1, &message)
    } else {
        warning(at.0, message)
    }
}

/// The message of a diagnostic rendered with its caret diagram
/// (`rendered`): its header, then the diagram without the rendered header
/// line, which the compiler's own `error:` line replaces.
pub fn with_diagram(d: &Diagnostic, rendered: &str) -> String {
    let diagram = rendered.split_once('\n').map_or("", |(_, rest)| rest);
    format!("{}\n{diagram}", header(d))
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

/// The header, a `note:` line per related place and the `help:` line.
fn with_notes(body: &Body, d: &Diagnostic) -> String {
    let mut message = header(d);
    for related in &d.related {
        message.push_str(&note(body, related));
    }
    if let Some(help) = &d.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    message
}

/// A related place as a `note:` line of the message, with its line and
/// column when it is a place in the tokens. Stable proc macros cannot give
/// one error a second span or a note of its own, so the note is text in the
/// error's message, and the compiler shows one error, not two.
fn note(body: &Body, related: &Related) -> String {
    let at = related.span.and_then(|span| match body.locate(span) {
        Location::Exact { start, .. } => Some(start.start()).filter(|at| at.line > 0),
        _ => None,
    });
    match at {
        Some(at) => format!(
            "\nnote: {} (line {}, column {})",
            related.label,
            at.line,
            at.column + 1
        ),
        None => format!("\nnote: {}", related.label),
    }
}
