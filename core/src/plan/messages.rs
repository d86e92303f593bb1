//! The texts of the macros' compile errors and warnings for core's
//! diagnostics. A stable proc macro gives each error one message and one
//! span (no notes of its own), so the header, related places, help and
//! caret diagrams all go into the message, and its last line says where
//! to read about the code.
//!
//! ```
//! use rootsig_core::plan::messages::coded;
//! assert_eq!(coded("error[HL0201]: no such file"), "HL0201: no such file");
//! ```

use crate::diagnostic::{Diagnostic, Related};

/// `RS0218: message`, a diagnostic's header.
pub fn header(d: &Diagnostic) -> String {
    format!("{}: {}", d.code, d.message)
}

/// An error's message ending with where to read about its code, once (a
/// caret diagram rendered by core ends with it already).
pub fn with_explain_note(d: &Diagnostic, message: &str) -> String {
    let note = d.code.explain_note();
    let message = message.trim_end();
    match message.ends_with(&note) {
        true => message.to_owned(),
        false => format!("{message}\n{note}"),
    }
}

/// A rendered HLSL front-end error as a compile error's message: its
/// `error[HL0201]: ` header becomes `HL0201: `, as coded diagnostics read.
/// An error without a place keeps its one note (the explain note) as the
/// message's last line, without the empty gutter drawn above it.
pub fn coded(rendered: &str) -> String {
    let message = match rendered
        .strip_prefix("error[")
        .and_then(|rest| rest.split_once("]: "))
    {
        Some((code, rest)) => format!("{code}: {rest}"),
        None => rendered
            .strip_prefix("error: ")
            .unwrap_or(rendered)
            .to_owned(),
    };
    match message.split_once("\n  |\n  = note: ") {
        Some((header, note)) if !header.contains('\n') && !note.contains('\n') => {
            format!("{header}\n{note}")
        }
        _ => message,
    }
}

/// The message of a diagnostic rendered with its caret diagram
/// (`rendered`): its header, then the diagram without the rendered header
/// line, which the compiler's own `error:` line replaces.
pub fn with_diagram(d: &Diagnostic, rendered: &str) -> String {
    let diagram = rendered.split_once('\n').map_or("", |(_, rest)| rest);
    format!("{}\n{diagram}", header(d))
}

/// The header, a `note:` line per related place and the `help:` line.
/// `line_column` gives a related place's line and 0-based column in the
/// Rust source, when it has one: the compiler shows one error, so a note
/// is text in its message.
pub fn with_notes(
    d: &Diagnostic,
    line_column: impl Fn(&Related) -> Option<(usize, usize)>,
) -> String {
    let mut message = header(d);
    for related in &d.related {
        message.push_str("\nnote: ");
        message.push_str(&related.label);
        if let Some((line, column)) = line_column(related) {
            message.push_str(&format!(" (line {line}, column {})", column + 1));
        }
    }
    if let Some(help) = &d.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    message
}
