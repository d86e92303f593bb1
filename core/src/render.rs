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
//!   |
//!   = help: use a different register or space, or give the two elements different single-stage visibilities
//!   = note: for more information about this error, try `rootsig explain RS0217`
//! ```
//!
//! Every error with a code ends with a note that points at its
//! explanation ([`Code::explain_note`]). The output is plain text by default, so that it can be embedded in
//! compiler errors and compared in tests; [`RenderStyle::Ansi`] adds colour
//! for terminals.

use crate::diagnostic::{Code, Diagnostic, Diagnostics, Severity};
use crate::span::Span;
use annotate_snippets::renderer::DEFAULT_TERM_WIDTH;
use annotate_snippets::{Annotation, AnnotationKind, Element, Group, Level, Renderer, Snippet};
use core::ops::Range;
use std::borrow::Cow;

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
    let file = File {
        text: source,
        origin,
        lines: &lines,
    };
    let mut out = String::new();
    for (i, diagnostic) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&render_in(diagnostic, &file, style));
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
///       |        ^ a character that cannot start any token\n  \
///       |\n  \
///       = note: for more information about this error, try `rootsig explain RS0001`",
/// );
/// ```
pub fn render_diagnostic(
    diagnostic: &Diagnostic,
    source: &str,
    origin: &str,
    style: RenderStyle,
) -> String {
    let lines = LineIndex::new(source);
    let file = File {
        text: source,
        origin,
        lines: &lines,
    };
    render_in(diagnostic, &file, style)
}

/// Renders one diagnostic whose spans point into `file`.
fn render_in(diagnostic: &Diagnostic, file: &File<'_>, style: RenderStyle) -> String {
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
    let parts = Parts {
        severity: diagnostic.severity,
        code: Some(diagnostic.code),
        message: &diagnostic.message,
        primary: diagnostic.span.map(|span| Primary {
            source: file.text,
            origin: file.origin,
            span,
            label,
        }),
        context,
        notes,
        help: diagnostic.help.as_deref(),
    };
    render_with_lines(parts, style, Some(file.lines))
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
    pub code: Option<Code>,
    pub message: &'a str,
    pub primary: Option<Primary<'a>>,
    /// Labelled places in the primary's source.
    pub context: Vec<(Span, &'a str)>,
    pub notes: Vec<&'a str>,
    pub help: Option<&'a str>,
}

/// The one renderer behind every rustc-style message rootsig prints.
pub(crate) fn render_parts(parts: Parts<'_>, style: RenderStyle) -> String {
    render_with_lines(parts, style, None)
}

/// A related place on a line longer than this many bytes is shown as a
/// note with its position, unless it is within [`NEAR`] bytes of the
/// primary span on the same line: annotate-snippets shows everything
/// between the places it labels, and a long line as a window around them
/// (`...` where it goes on).
const LONG_LINE: usize = 512;

/// How close to the primary span a related place on a long line must be
/// to be labelled in the snippet.
const NEAR: usize = 40;

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
    fn line(&self, source: &str, line: usize) -> Range<usize> {
        let start = self.starts.get(line).copied().unwrap_or(source.len());
        let end = self
            .starts
            .get(line + 1)
            .map_or(source.len(), |&next| next - 1);
        start..end.max(start)
    }
}

/// The text that a message's spans point into, with its name and lines.
struct File<'a> {
    text: &'a str,
    origin: &'a str,
    lines: &'a LineIndex,
}

/// One labelled place, clamped to the source, with its lines.
struct Place<'a> {
    span: Range<usize>,
    first_line: usize,
    last_line: usize,
    label: Option<&'a str>,
    primary: bool,
}

/// What a message shows of its source: snippets, and the related places
/// on long lines, as notes.
struct Shown<'a> {
    elements: Vec<Element<'a>>,
    notes: Vec<String>,
}

/// Lines near each other, shown in one snippet, with the places on them.
struct Block<'a> {
    first_line: usize,
    last_line: usize,
    places: Vec<Place<'a>>,
}

fn render_with_lines(parts: Parts<'_>, style: RenderStyle, lines: Option<&LineIndex>) -> String {
    let level = match parts.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let mut title = level.primary_title(parts.message);
    if let Some(code) = parts.code {
        title = title.id(code.as_str());
    }
    let built;
    let shown = match &parts.primary {
        Some(primary) => {
            let lines = match lines {
                Some(lines) => lines,
                None => {
                    built = LineIndex::new(primary.source);
                    &built
                }
            };
            let file = File {
                text: primary.source,
                origin: primary.origin,
                lines,
            };
            show(&file, primary, &parts.context)
        }
        None => Shown {
            elements: Vec::new(),
            notes: Vec::new(),
        },
    };
    let notes = (shown.notes.into_iter().map(Cow::Owned))
        .chain(parts.notes.into_iter().map(Cow::Borrowed))
        .map(|note| Level::NOTE.message(note));
    let mut group = Group::with_title(title)
        .elements(shown.elements)
        .elements(notes);
    if let Some(help) = parts.help {
        group = group.element(Level::HELP.message(help));
    }
    if let (Some(code), Severity::Error) = (parts.code, parts.severity) {
        group = group.element(Level::NOTE.message(code.explain_note()));
    }
    let renderer = match style {
        RenderStyle::Plain => Renderer::plain(),
        RenderStyle::Ansi => Renderer::styled(),
    };
    renderer.render(&[group])
}

/// The snippets of the primary place and the labelled places around it:
/// blocks of nearby lines, the primary's first, each one snippet.
fn show<'a>(file: &File<'a>, primary: &Primary<'a>, context: &[(Span, &'a str)]) -> Shown<'a> {
    let main = place(file, primary.span, primary.label, true);
    let mut notes = Vec::new();
    let mut blocks = Vec::new();
    for &(span, label) in context {
        let other = place(file, span, Some(label), false);
        if is_long(file, &other) && !is_near(&other, &main) {
            notes.push(located(file, &other));
        } else {
            blocks.push(other);
        }
    }
    let elements = blocks_of(main, blocks)
        .into_iter()
        .map(|block| snippet(file, block).into())
        .collect();
    Shown { elements, notes }
}

/// True when a place is on a line longer than [`LONG_LINE`].
fn is_long(file: &File<'_>, place: &Place<'_>) -> bool {
    (place.first_line..=place.last_line).any(|l| file.lines.line(file.text, l).len() > LONG_LINE)
}

/// True when a place is within [`NEAR`] bytes of the primary place, on its line.
fn is_near(place: &Place<'_>, main: &Place<'_>) -> bool {
    place.first_line == main.first_line
        && place.span.end + NEAR >= main.span.start
        && place.span.start <= main.span.end + NEAR
}

/// The places grouped in blocks of lines less than [`MAX_GAP_LINES`] apart,
/// the primary's block first.
fn blocks_of<'a>(main: Place<'a>, others: Vec<Place<'a>>) -> Vec<Block<'a>> {
    let mut blocks = vec![Block {
        first_line: main.first_line,
        last_line: main.last_line,
        places: vec![main],
    }];
    for other in others {
        let near = blocks.iter_mut().find(|b| {
            other.first_line + MAX_GAP_LINES > b.first_line
                && other.last_line < b.last_line + MAX_GAP_LINES
        });
        match near {
            Some(block) => {
                block.first_line = block.first_line.min(other.first_line);
                block.last_line = block.last_line.max(other.last_line);
                block.places.push(other);
            }
            None => blocks.push(Block {
                first_line: other.first_line,
                last_line: other.last_line,
                places: vec![other],
            }),
        }
    }
    blocks
}

/// One block's lines as an annotated snippet of the file.
fn snippet<'a>(file: &File<'a>, block: Block<'a>) -> Snippet<'a, Annotation<'a>> {
    let start = file.lines.line(file.text, block.first_line).start;
    // annotate-snippets shows at most a terminal's width of a line after
    // the last place it labels, so the rest of a long line is left out:
    // rendering costs what is shown, whatever the line's length.
    let last_line = file.lines.line(file.text, block.last_line);
    let labelled_end = block.places.iter().map(|p| p.span.end).max();
    let end = labelled_end.map_or(last_line.end, |at| {
        chars_after(file.text, at.max(last_line.start), DEFAULT_TERM_WIDTH).min(last_line.end)
    });
    let text = file.text.get(start..end).unwrap_or_default();
    let annotations = block.places.into_iter().map(|p| {
        let kind = if p.primary {
            AnnotationKind::Primary
        } else {
            AnnotationKind::Context
        };
        let span = (p.span.start - start).min(text.len())..(p.span.end - start).min(text.len());
        kind.span(span).label(p.label)
    });
    Snippet::source(text)
        .line_start(block.first_line + 1)
        .path(file.origin)
        .fold(true)
        .annotations(annotations)
}

/// The byte offset `count` characters after `at` (or the end of `text`).
fn chars_after(text: &str, at: usize, count: usize) -> usize {
    text.get(at..)
        .and_then(|after| after.char_indices().nth(count))
        .map_or(text.len(), |(i, _)| at + i)
}

/// A span, clamped, with its lines; a span over more than
/// [`MAX_SPAN_LINES`] lines is cut at the end of its first line.
fn place<'a>(file: &File<'_>, span: Span, label: Option<&'a str>, primary: bool) -> Place<'a> {
    let mut span = clamp(span, file.text);
    let first_line = file.lines.line_of(span.start);
    let mut last_line = file
        .lines
        .line_of(span.end.saturating_sub(1).max(span.start));
    if last_line - first_line >= MAX_SPAN_LINES {
        span.end = file.lines.line(file.text, first_line).end.max(span.start);
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

/// The 1-based character column where a place starts.
fn column(file: &File<'_>, place: &Place<'_>) -> usize {
    let line = file.lines.line(file.text, place.first_line);
    file.text
        .get(line.start..place.span.start)
        .map_or(0, |before| before.chars().count())
        + 1
}

/// `label (origin:line:column)`, for a place shown as a note.
fn located(file: &File<'_>, place: &Place<'_>) -> String {
    format!(
        "{} ({}:{}:{})",
        place.label.unwrap_or_default(),
        file.origin,
        place.first_line + 1,
        column(file, place)
    )
}

/// Keeps a span inside the source and on character boundaries, so that a
/// stale or foreign span can never make the renderer panic.
fn clamp(span: Span, source: &str) -> Range<usize> {
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
