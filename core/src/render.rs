//! rustc-style rendering of diagnostics.
//!
//! ```text
//! error[RS0217]: root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
//!  --> input:1:10
//!   |
//! 1 | CBV(b0), CBV(b0)
//!   | -------  ^^^^^^^ two bindings overlap
//!   | |
//!   | root parameter 0 `CBV(b0)` is here
//! ```
//!
//! The output is plain text by default, so that it can be embedded in
//! compiler errors and compared in tests; [`RenderStyle::Ansi`] adds colour
//! for terminals.

use crate::{Diagnostic, Diagnostics, Severity, Span};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// Whether rendered diagnostics carry ANSI colour codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RenderStyle {
    /// No escape codes (the default).
    #[default]
    Plain,
    /// ANSI colours, for a terminal.
    Ansi,
}

/// Renders every diagnostic, each followed by a newline and separated from
/// the next by a blank line, as rustc prints them.
///
/// `source` is the text the diagnostics' spans point into, and `origin`
/// names it in the ` --> origin:line:col` line (a file name, `<stdin>`, …).
/// Diagnostics without a span (from a description built through the API
/// or decoded from a blob) render as their header, notes and help only.
///
/// ```
/// use rootsig_core::{compile, render::{render, RenderStyle}, Options};
/// let text = "CBV(b0), CBV(b0)";
/// let errors = compile(text, &Options::default()).unwrap_err();
/// let out = render(&errors, text, "input", RenderStyle::Plain);
/// assert!(out.starts_with("error[RS0217]: root parameter 1"));
/// assert!(out.contains(" --> input:1:10\n"));
/// ```
pub fn render(diagnostics: &Diagnostics, source: &str, origin: &str, style: RenderStyle) -> String {
    let mut out = String::new();
    for (i, diagnostic) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&render_diagnostic(diagnostic, source, origin, style));
        out.push('\n');
    }
    out
}

/// Renders one diagnostic, without a final newline.
///
/// ```
/// use rootsig_core::{render::{render_diagnostic, RenderStyle}, Code, Diagnostic, Span};
/// let d = Diagnostic::new(Code::RS0001, "unexpected character ';'", Some(Span::new(7, 8)));
/// assert_eq!(
///     render_diagnostic(&d, "CBV(b0); SRV(t0)", "input", RenderStyle::Plain),
///     "error[RS0001]: unexpected character ';'\n \
///      --> input:1:8\n  \
///       |\n\
///      1 | CBV(b0); SRV(t0)\n  \
///       |        ^ a character that cannot start any token",
/// );
/// ```
pub fn render_diagnostic(
    diagnostic: &Diagnostic,
    source: &str,
    origin: &str,
    style: RenderStyle,
) -> String {
    // The caret is labelled with the rule, unless the message already says it.
    let title = diagnostic.code.title();
    let label = (!title.eq_ignore_ascii_case(&diagnostic.message)).then_some(title);
    let mut context = Vec::new();
    let mut notes = Vec::new();
    for related in &diagnostic.related {
        match (related.span, diagnostic.span) {
            (Some(span), Some(_)) => context.push((span, related.label.as_str())),
            _ => notes.push(related.label.as_str()),
        }
    }
    render_parts(
        Parts {
            severity: diagnostic.severity,
            code: Some(diagnostic.code.as_str()),
            message: &diagnostic.message,
            primary: diagnostic.span.map(|span| Primary {
                source,
                origin,
                span,
                label,
            }),
            context,
            notes,
            help: diagnostic.help.as_deref(),
        },
        style,
    )
}

/// The primary place of a rendered message.
pub(crate) struct Primary<'a> {
    pub source: &'a str,
    pub origin: &'a str,
    pub span: Span,
    pub label: Option<&'a str>,
}

/// A message in pieces, for [`render_parts`].
pub(crate) struct Parts<'a> {
    pub severity: Severity,
    pub code: Option<&'a str>,
    pub message: &'a str,
    pub primary: Option<Primary<'a>>,
    /// Labelled places in the primary's source.
    pub context: Vec<(Span, &'a str)>,
    pub notes: Vec<&'a str>,
    pub help: Option<&'a str>,
}

/// The one renderer behind every rustc-style message rootsig prints.
pub(crate) fn render_parts(parts: Parts<'_>, style: RenderStyle) -> String {
    let level = match parts.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let mut title = level.primary_title(parts.message);
    if let Some(code) = parts.code {
        title = title.id(code);
    }
    let mut group = Group::with_title(title);
    if let Some(primary) = &parts.primary {
        let source = primary.source;
        let mut snippet = Snippet::source(source)
            .line_start(1)
            .path(primary.origin)
            .fold(true)
            .annotation(
                AnnotationKind::Primary
                    .span(clamp(primary.span, source))
                    .label(primary.label),
            );
        for (span, label) in &parts.context {
            snippet = snippet.annotation(
                AnnotationKind::Context
                    .span(clamp(*span, source))
                    .label(*label),
            );
        }
        group = group.element(snippet);
    }
    for note in parts.notes {
        group = group.element(Level::NOTE.message(note));
    }
    if let Some(help) = parts.help {
        group = group.element(Level::HELP.message(help));
    }
    let renderer = match style {
        RenderStyle::Plain => Renderer::plain(),
        RenderStyle::Ansi => Renderer::styled(),
    };
    renderer.render(&[group])
}

/// Keeps a span inside the source and on character boundaries, so that a
/// stale or foreign span can never make the renderer panic.
fn clamp(span: Span, source: &str) -> core::ops::Range<usize> {
    let floor = |mut at: usize| {
        at = at.min(source.len());
        while !source.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let start = floor(span.start);
    let end = floor(span.end).max(start);
    start..end
}
