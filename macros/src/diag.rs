//! Turning core diagnostics into compiler errors and warnings.

use crate::text::{Body, Location, Origin};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use rootsig_core::render::{RenderStyle, render_diagnostic};
use rootsig_core::{Diagnostic, Related, Severity};

/// `::core::compile_error! { "message" }`, spanning `start` to `end` (the
/// way syn does it: rustc joins the path's span and the group's span, which
/// stable proc macros cannot do themselves).
pub fn compile_error(start: Span, end: Span, message: &str) -> TokenStream {
    let mut colon_joint = Punct::new(':', Spacing::Joint);
    colon_joint.set_span(start);
    let mut colon_alone = Punct::new(':', Spacing::Alone);
    colon_alone.set_span(start);
    let mut bang = Punct::new('!', Spacing::Alone);
    bang.set_span(start);
    let mut literal = Literal::string(message);
    literal.set_span(end);
    let mut group = Group::new(Delimiter::Brace, TokenTree::Literal(literal).into());
    group.set_span(end);
    [
        TokenTree::Punct(colon_joint.clone()),
        TokenTree::Punct(colon_alone.clone()),
        TokenTree::Ident(Ident::new("core", start)),
        TokenTree::Punct(colon_joint),
        TokenTree::Punct(colon_alone),
        TokenTree::Ident(Ident::new("compile_error", start)),
        TokenTree::Punct(bang),
        TokenTree::Group(group),
    ]
    .into_iter()
    .collect()
}

/// A compiler warning at `span`, on stable: the use of a `#[deprecated]`
/// item whose note is the message.
pub fn warning(span: Span, message: &str) -> TokenStream {
    let item = Ident::new("root_signature_warning", span);
    let note = Literal::string(message);
    quote::quote! {
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

/// The caret diagram of a diagnostic without its first line (the header,
/// which the compiler's own `error:` line replaces).
fn diagram(d: &Diagnostic, source: &str, origin: &str) -> String {
    let rendered = render_diagnostic(d, source, origin, RenderStyle::Plain);
    match rendered.split_once('\n') {
        Some((_, rest)) => rest.to_owned(),
        None => String::new(),
    }
}

/// A compile error from `start` to `end`, or a warning at `start`.
pub fn report(start: Span, end: Span, message: &str, as_error: bool) -> TokenStream {
    if as_error {
        compile_error(start, end, message)
    } else {
        warning(start, message)
    }
}

/// A rendered HLSL front-end error as a compile error's message: its
/// `error[HL0201]: ` header becomes `HL0201: `, as coded diagnostics read.
pub fn coded(rendered: &str) -> String {
    match rendered
        .strip_prefix("error[")
        .and_then(|rest| rest.split_once("]: "))
    {
        Some((code, rest)) => format!("{code}: {rest}"),
        None => rendered
            .strip_prefix("error: ")
            .unwrap_or(rendered)
            .to_owned(),
    }
}

/// The message of a diagnostic rendered against HLSL files (`rendered`):
/// its header, then the diagram without the rendered header line.
pub fn in_files(d: &Diagnostic, rendered: &str) -> String {
    let diagram = rendered.split_once('\n').map_or("", |(_, rest)| rest);
    format!("{}\n{diagram}", header(d))
}

fn one(body: &Body, origin: &str, d: &Diagnostic, as_error: bool) -> TokenStream {
    let (start, end, message) = match d.span.map(|s| body.locate(s)) {
        Some(Location::Exact { start, end }) => (start, end, with_notes(body, d)),
        Some(Location::Inside(span)) => {
            let message = format!("{}\n{}", header(d), diagram(d, &body.text, origin));
            (span, span, message)
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
            (span, span, in_files(d, &rendered))
        }
        None => {
            // No span: a whole-signature rule (such as the root cost).
            let (start, end) = whole(body);
            (start, end, with_notes(body, d))
        }
    };
    report(start, end, &message, as_error)
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

/// The first and last spans of the whole body.
pub fn whole(body: &Body) -> (Span, Span) {
    match &body.origin {
        Origin::Tokens(pieces) => match (pieces.first(), pieces.last()) {
            (Some(first), Some(last)) => (first.span, last.span),
            _ => (Span::call_site(), Span::call_site()),
        },
        Origin::Literals(pieces) => match (pieces.first(), pieces.last()) {
            (Some(first), Some(last)) => (first.literal.span(), last.literal.span()),
            _ => (Span::call_site(), Span::call_site()),
        },
        Origin::File(file) => (file.span, file.span),
    }
}
