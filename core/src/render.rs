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

use crate::diagnostic::{Diagnostic, Diagnostics, Severity};
use crate::span::Span;
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
    let lines = LineIndex::new(source);
    let mut out = String::new();
    for (i, diagnostic) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&render_indexed(diagnostic, source, &lines, origin, style));
        out.push('\n');
    }
    out
}

/// Renders one diagnostic, without a final newline.
///
/// This finds the lines of the diagnostic's spans by reading `source` up to
/// them; to render many diagnostics of one source, use [`render`], which
/// indexes the lines once.
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
    render_indexed(diagnostic, source, &LineIndex::new(source), origin, style)
}

fn render_indexed(
    diagnostic: &Diagnostic,
    source: &str,
    lines: &LineIndex,
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
    render_parts_indexed(
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
        Some(lines),
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
    render_parts_indexed(parts, style, None)
}

/// A span's lines longer than this many bytes are shown as a window around
/// the span, with `…` for what is left out.
const LONG_LINE: usize = 512;

/// About this many characters of a long line are shown on each side of a
/// span (the span itself up to [`WINDOW_SPAN`]).
const WINDOW_MARGIN: usize = 40;

/// A span longer than this many characters on a long line is shown up to
/// this length, then `…`.
const WINDOW_SPAN: usize = 80;

/// A span over more lines than this is shown on its first line only.
const MAX_SPAN_LINES: usize = 16;

/// Places this many lines apart or more are shown in snippets of their own.
const MAX_GAP_LINES: usize = 16;

/// Byte offsets where each line of a source starts, so that finding the
/// line of an offset costs a binary search.
pub(crate) struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub(crate) fn new(source: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            source
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }

    /// The 0-based line of a byte offset.
    fn line_of(&self, at: usize) -> usize {
        self.starts.partition_point(|&s| s <= at).saturating_sub(1)
    }

    /// The bytes of line `line`, without its line break.
    fn line(&self, source: &str, line: usize) -> core::ops::Range<usize> {
        let start = self.starts.get(line).copied().unwrap_or(source.len());
        let end = self
            .starts
            .get(line + 1)
            .map_or(source.len(), |&next| next - 1);
        start..end.max(start)
    }
}

/// One labelled place, clamped to the source, with its lines.
#[derive(Clone)]
struct Place<'a> {
    span: core::ops::Range<usize>,
    first_line: usize,
    last_line: usize,
    label: Option<&'a str>,
    primary: bool,
}

fn render_parts_indexed(parts: Parts<'_>, style: RenderStyle, lines: Option<&LineIndex>) -> String {
    let level = match parts.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let mut title = level.primary_title(parts.message);
    if let Some(code) = parts.code {
        title = title.id(code);
    }
    let mut group = Group::with_title(title);
    let mut extra_notes: Vec<String> = Vec::new();
    let mut arrow: Option<String> = None;
    if let Some(primary) = &parts.primary {
        let source = primary.source;
        let built;
        let lines = match lines {
            Some(lines) => lines,
            None => {
                built = LineIndex::new(source);
                &built
            }
        };
        let main = place(source, lines, primary.span, primary.label, true);
        let others: Vec<Place<'_>> = parts
            .context
            .iter()
            .map(|(span, label)| place(source, lines, *span, Some(*label), false))
            .collect();
        let long = |p: &Place<'_>| {
            (p.first_line..=p.last_line).any(|l| lines.line(source, l).len() > LONG_LINE)
        };
        if long(&main) {
            // A window of the primary's first line; the other places become
            // notes, or annotations when they fall inside the window.
            let line = lines.line(source, main.first_line);
            let (text, shift, window) = window(source, line.clone(), &main.span);
            let column = source
                .get(line.start..main.span.start)
                .map_or(0, |before| before.chars().count())
                + 1;
            arrow = Some(format!(
                "{}:{}:{column}",
                primary.origin,
                main.first_line + 1
            ));
            let inside = |span: &core::ops::Range<usize>| {
                span.start >= window.start && span.end <= window.end
            };
            let moved = |span: &core::ops::Range<usize>| {
                (span.start - window.start + shift)..(span.end - window.start + shift)
            };
            let main_span =
                moved(&(main.span.start.max(window.start)..main.span.end.min(window.end)));
            let mut snippet = Snippet::source(text)
                .line_start(main.first_line + 1)
                .fold(true)
                .annotation(AnnotationKind::Primary.span(main_span).label(main.label));
            for other in &others {
                if other.first_line == main.first_line && inside(&other.span) {
                    snippet = snippet.annotation(
                        AnnotationKind::Context
                            .span(moved(&other.span))
                            .label(other.label),
                    );
                } else {
                    extra_notes.push(located(source, lines, primary.origin, other));
                }
            }
            group = group.element(snippet);
        } else {
            // Blocks of nearby lines, the primary's first; each one snippet.
            let mut blocks: Vec<(usize, usize, Vec<Place<'_>>)> =
                vec![(main.first_line, main.last_line, vec![main])];
            for other in others {
                if long(&other) {
                    extra_notes.push(located(source, lines, primary.origin, &other));
                    continue;
                }
                let near = blocks.iter_mut().find(|(first, last, _)| {
                    other.first_line + MAX_GAP_LINES > *first
                        && other.last_line < *last + MAX_GAP_LINES
                });
                match near {
                    Some((first, last, places)) => {
                        *first = (*first).min(other.first_line);
                        *last = (*last).max(other.last_line);
                        places.push(other);
                    }
                    None => blocks.push((other.first_line, other.last_line, vec![other])),
                }
            }
            for (first, last, places) in blocks {
                let start = lines.line(source, first).start;
                let end = lines.line(source, last).end;
                let text = source.get(start..end).unwrap_or_default();
                let mut snippet = Snippet::source(text)
                    .line_start(first + 1)
                    .path(primary.origin)
                    .fold(true);
                for p in places {
                    let kind = if p.primary {
                        AnnotationKind::Primary
                    } else {
                        AnnotationKind::Context
                    };
                    let span = (p.span.start - start).min(text.len())
                        ..(p.span.end - start).min(text.len());
                    snippet = snippet.annotation(kind.span(span).label(p.label));
                }
                group = group.element(snippet);
            }
        }
    }
    for note in &extra_notes {
        group = group.element(Level::NOTE.message(note.as_str()));
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
    let rendered = renderer.render(&[group]);
    match arrow {
        Some(at) => with_arrow(&rendered, &at),
        None => rendered,
    }
}

/// A span, clamped, with its lines; a span over more than
/// [`MAX_SPAN_LINES`] lines is cut at the end of its first line.
fn place<'a>(
    source: &str,
    lines: &LineIndex,
    span: Span,
    label: Option<&'a str>,
    primary: bool,
) -> Place<'a> {
    let mut span = clamp(span, source);
    let first_line = lines.line_of(span.start);
    let mut last_line = lines.line_of(span.end.saturating_sub(1).max(span.start));
    if last_line - first_line >= MAX_SPAN_LINES {
        span.end = lines.line(source, first_line).end.max(span.start);
        last_line = first_line;
    }
    Place {
        span,
        first_line,
        last_line,
        label,
        primary,
    }
}

/// `label (origin:line:column)`, for a place shown as a note.
fn located(source: &str, lines: &LineIndex, origin: &str, place: &Place<'_>) -> String {
    let line = lines.line(source, place.first_line);
    let column = source
        .get(line.start..place.span.start)
        .map_or(0, |before| before.chars().count())
        + 1;
    format!(
        "{} ({origin}:{}:{column})",
        place.label.unwrap_or_default(),
        place.first_line + 1
    )
}

/// The text shown for a long line: about [`WINDOW_MARGIN`] characters each
/// side of `span`, or the span's first [`WINDOW_SPAN`] characters when it
/// is longer, with `…` where the line goes on. Returns the text, the bytes added in front of the window
/// (the `…`), and the window's byte range in the source.
fn window(
    source: &str,
    line: core::ops::Range<usize>,
    span: &core::ops::Range<usize>,
) -> (String, usize, core::ops::Range<usize>) {
    let back = |from: usize, chars: usize| {
        source
            .get(line.start..from)
            .and_then(|before| before.char_indices().rev().nth(chars.saturating_sub(1)))
            .map_or(line.start, |(i, _)| line.start + i)
    };
    let forward = |from: usize, chars: usize| {
        source
            .get(from..line.end)
            .and_then(|after| after.char_indices().nth(chars))
            .map_or(line.end, |(i, _)| from + i)
    };
    let start = back(span.start, WINDOW_MARGIN);
    let cut = forward(span.start, WINDOW_SPAN);
    // A span cut short is followed by `…` at once.
    let end = if span.end > cut {
        cut
    } else {
        forward(span.end, WINDOW_MARGIN)
    };
    let mut text = String::new();
    let mut shift = 0;
    if start > line.start {
        text.push('…');
        shift = '…'.len_utf8();
    }
    text.push_str(source.get(start..end).unwrap_or_default());
    if end < line.end {
        text.push('…');
    }
    (text, shift, start..end)
}

/// Adds the ` --> origin:line:column` line that a snippet without a path
/// lacks, before its first `|` line, in that line's style.
fn with_arrow(rendered: &str, at: &str) -> String {
    let mut out = String::with_capacity(rendered.len() + at.len() + 8);
    let mut done = false;
    for line in rendered.split_inclusive('\n') {
        if !done {
            let plain = strip_ansi(line);
            let trimmed = plain.trim_end_matches('\n');
            if trimmed.ends_with('|') && trimmed.trim_start() == "|" {
                // `{width spaces}{style}|{reset}` becomes
                // `{width - 1 spaces}{style}--> {reset}{at}`.
                let width = trimmed.len() - 1;
                let spaces = line.len() - line.trim_start_matches(' ').len();
                let styled = line
                    .get(spaces..)
                    .unwrap_or_default()
                    .trim_end_matches('\n');
                let (style, reset) = styled.split_once('|').unwrap_or(("", ""));
                out.push_str(&" ".repeat(width.saturating_sub(1)));
                out.push_str(style);
                out.push_str("--> ");
                out.push_str(reset);
                out.push_str(at);
                out.push('\n');
                done = true;
            }
        }
        out.push_str(line);
    }
    out
}

/// The text of a line without ANSI escape sequences.
fn strip_ansi(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
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
