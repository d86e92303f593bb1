//! rustc-style rendering: exact text for real compiler diagnostics,
//! multi-line and end-of-input spans, span-less diagnostics, colour, and
//! spans that do not fit the source.

use rootsig_core::render::{RenderStyle, render, render_diagnostic};
use rootsig_core::*;

/// How every RS0217 (overlap) diagnostic ends.
const OVERLAP_HELP: &str = "  = help: use a different register or space, or give the two elements different single-stage visibilities
  = note: for more information about this error, try `rootsig explain RS0217`
";

fn errors(text: &str, options: &Options) -> Diagnostics {
    match compile(text, options) {
        Err(diagnostics) => diagnostics,
        Ok(blob) => blob.warnings().clone(),
    }
}

fn plain(text: &str) -> String {
    render(
        &errors(text, &Options::default()),
        text,
        "input",
        RenderStyle::Plain,
    )
}

#[test]
fn overlap_with_secondary_label_and_help() {
    assert_eq!(
        plain("CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))"),
        "\
error[RS0217]: range 0 `CBV(b0..b4)` of root parameter 1 overlaps root parameter 0 `CBV(b2)`: both bind b2 in space 0 for ALL
 --> input:1:26
  |
1 | CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))
  | -------                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^ two bindings overlap
  | |
  | root parameter 0 `CBV(b2)` is here
  |
".to_owned()
        + OVERLAP_HELP
    );
}

#[test]
fn lexing_error_on_a_one_line_source() {
    assert_eq!(
        plain("CBV(B0)"),
        "\
error[RS0002]: register 'B0' must be written in lowercase: 'b0'
 --> input:1:5
  |
1 | CBV(B0)
  |     ^^ register letters are lowercase
  |
  = help: write 'b0'
  = note: for more information about this error, try `rootsig explain RS0002`
"
    );
}

#[test]
fn spans_on_later_lines_use_line_and_character_columns() {
    assert_eq!(
        plain("CBV(b0)  ,\n  SRV(t0),\n\tCBV(b0)"),
        "\
error[RS0217]: root parameter 2 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> input:3:2
  |
1 | CBV(b0)  ,
  | ------- root parameter 0 `CBV(b0)` is here
2 |   SRV(t0),
3 |     CBV(b0)
  |     ^^^^^^^ two bindings overlap
  |
".to_owned()
        + OVERLAP_HELP
    );
}

#[test]
fn end_of_input_span() {
    assert_eq!(
        plain("DescriptorTable(SRV(t0),\n"),
        "\
error[RS0104]: unexpected end of input: 'DescriptorTable(' is not closed
 --> input:1:26
  |
1 | DescriptorTable(SRV(t0),
  |                -        ^ expected ',' or ')' (or the input ended inside parentheses)
  |                |
  |                'DescriptorTable(' is opened here
  |
  = help: add the missing ')'
  = note: for more information about this error, try `rootsig explain RS0104`
"
    );
}

#[test]
fn primary_label_is_left_out_when_it_repeats_the_message() {
    assert_eq!(
        plain("RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)"),
        "\
error[RS0118]: RootFlags may appear only once
 --> input:1:24
  |
1 | RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)
  | ------------           ^^^^^^^^^
  | |
  | the first RootFlags is here
  |
  = help: combine the flags with '|' in one RootFlags
  = note: for more information about this error, try `rootsig explain RS0118`
"
    );
}

#[test]
fn warnings_and_errors_are_separated_by_a_blank_line() {
    let text = "StaticSampler(s0, minLOD = 4, maxLOD = 2), CBV(b0), CBV(b0)";
    let diagnostics = errors(text, &Options::default());
    assert_eq!(diagnostics.codes(), [Code::RS0221, Code::RS0217]);
    let out = render(&diagnostics, text, "shader.rs", RenderStyle::Plain);
    assert_eq!(
        out,
        "\
warning[RS0221]: static sampler 0 `StaticSampler(s0)`: minLOD 4 is greater than maxLOD 2
 --> shader.rs:1:19
  |
1 | StaticSampler(s0, minLOD = 4, maxLOD = 2), CBV(b0), CBV(b0)
  |                   ^^^^^^^^^^  ---------- maxLOD is set here
  |                   |
  |                   minLOD is greater than maxLOD

error[RS0217]: root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> shader.rs:1:53
  |
1 | StaticSampler(s0, minLOD = 4, maxLOD = 2), CBV(b0), CBV(b0)
  |                                            -------  ^^^^^^^ two bindings overlap
  |                                            |
  |                                            root parameter 0 `CBV(b0)` is here
  |
".to_owned()
        + OVERLAP_HELP
    );
    // The single-diagnostic form is the same text without the final newline.
    let first = render_diagnostic(&diagnostics.0[0], text, "shader.rs", RenderStyle::Plain);
    assert!(out.starts_with(&format!("{first}\n\n")));
}

/// Every error with a code ends with the note pointing at `rootsig
/// explain`; warnings do not have it.
#[test]
fn errors_end_with_the_note_that_points_at_their_explanation() {
    for &code in Code::ALL {
        let d = Diagnostic::new(code, "a message", Some(Span::new(0, 3)));
        let out = render_diagnostic(&d, "CBV(b0)", "input", RenderStyle::Plain);
        let last = out.lines().last().unwrap_or_default();
        match code.severity() {
            Severity::Error => assert_eq!(
                last,
                format!(
                    "  = note: for more information about this error, try `rootsig explain {code}`"
                ),
            ),
            Severity::Warning => assert!(!out.contains("rootsig explain"), "{out}"),
        }
    }
}

#[test]
fn no_diagnostics_render_as_nothing() {
    assert_eq!(
        render(&Diagnostics::new(), "CBV(b0)", "input", RenderStyle::Plain),
        ""
    );
}

#[test]
fn diagnostics_without_spans_render_header_notes_and_help() {
    let diagnostic = Diagnostic::new(
        Code::RS0302,
        "root parameter 0 `CBV(b0)` has unknown shader visibility 9",
        None,
    )
    .with_related(None, "root parameter 1 `CBV(b1)` is related")
    .with_help("use a visibility from 0 (ALL) to 7 (MESH)");
    assert_eq!(
        render_diagnostic(&diagnostic, "", "decoded", RenderStyle::Plain),
        "\
error[RS0302]: root parameter 0 `CBV(b0)` has unknown shader visibility 9
  |
  = note: root parameter 1 `CBV(b1)` is related
  = help: use a visibility from 0 (ALL) to 7 (MESH)
  = note: for more information about this error, try `rootsig explain RS0302`"
    );
    let bare = Diagnostic::new(
        Code::RS0214,
        "range 0 `SRV(t0..)` of root parameter 0 is unbounded but is not the last range of its table",
        None,
    );
    assert_eq!(
        render_diagnostic(&bare, "", "decoded", RenderStyle::Plain),
        "warning[RS0214]: range 0 `SRV(t0..)` of root parameter 0 is unbounded but is not the last range of its table"
    );
}

#[test]
fn validator_output_for_a_decoded_description_renders_without_source() {
    let sig = RootSignature {
        flags: RootFlags::from_bits_retain(0x8000_0000),
        ..RootSignature::default()
    };
    let diagnostics = validate(&sig, None, Context::Standalone);
    assert_eq!(diagnostics.codes(), [Code::RS0301]);
    let out = render(&diagnostics, "", "blob", RenderStyle::Plain);
    assert!(
        out.starts_with("error[RS0301]: root flags 0x80000000 contain unknown bits 0x80000000"),
        "{out}"
    );
    assert!(!out.contains("-->"), "{out}");
}

#[test]
fn spans_that_do_not_fit_the_source_are_clamped() {
    // Past the end, reversed, and inside a multi-byte character.
    let source = "CBV(b0) é";
    for span in [
        Span::new(100, 200),
        Span::new(5, 2),
        Span::new(9, 10),
        Span::new(0, 9),
    ] {
        let diagnostic = Diagnostic::new(Code::RS0001, "unexpected character 'é'", Some(span))
            .with_related(Some(Span::new(usize::MAX - 1, usize::MAX)), "elsewhere");
        let out = render_diagnostic(&diagnostic, source, "input", RenderStyle::Plain);
        assert!(
            out.starts_with("error[RS0001]: unexpected character 'é'\n --> input:1:"),
            "{out}"
        );
    }
    let empty = Diagnostic::new(
        Code::RS0101,
        "expected a root element",
        Some(Span::new(0, 0)),
    );
    assert_eq!(
        render_diagnostic(&empty, "", "input", RenderStyle::Plain),
        "\
error[RS0101]: expected a root element
 --> input:1:1
  |
1 |
  | ^
  |
  = note: for more information about this error, try `rootsig explain RS0101`"
    );
}

/// Removes `ESC [ … m` sequences.
fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn ansi_style_adds_colour_to_the_same_text() {
    let text = "CBV(b0), CBV(b0)";
    let diagnostics = errors(text, &Options::default());
    let coloured = render(&diagnostics, text, "input", RenderStyle::Ansi);
    let plain = render(&diagnostics, text, "input", RenderStyle::Plain);
    assert!(coloured.contains("\u{1b}["));
    assert!(!plain.contains('\u{1b}'));
    assert_eq!(strip_ansi(&coloured), plain);
    assert_eq!(RenderStyle::default(), RenderStyle::Plain);
}

// ---- output in proportion to what is shown ----

/// A long line is shown as annotate-snippets' window around the span, with
/// `...` where the line goes on; the column is still the line's, and a
/// related place on a line longer than 512 bytes and more than 40 bytes
/// from the span becomes a note with its position.
#[test]
fn long_line_shows_a_window_around_the_span() {
    let text = vec!["CBV(b0)"; 100].join(", ");
    let d = errors(&text, &Options::default());
    assert_eq!(
        render_diagnostic(&d.0[58], &text, "input", RenderStyle::Plain),
        "\
error[RS0217]: root parameter 58 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> input:1:523
  |
1 | ...(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0)...
  |                                                       ^^^^^^^ two bindings overlap
  |
  = note: root parameter 0 `CBV(b0)` is here (input:1:1)
  = help: use a different register or space, or give the two elements different single-stage visibilities
  = note: for more information about this error, try `rootsig explain RS0217`"
    );
    // Near the start of the line: no `...` in front, and the related place
    // near the span is labelled in it.
    assert_eq!(
        render_diagnostic(&d.0[0], &text, "input", RenderStyle::Plain),
        "\
error[RS0217]: root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> input:1:10
  |
1 | CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0)...
  | -------  ^^^^^^^ two bindings overlap
  | |
  | root parameter 0 `CBV(b0)` is here
  |
  = help: use a different register or space, or give the two elements different single-stage visibilities
  = note: for more information about this error, try `rootsig explain RS0217`"
    );
    // The same through `render`, and in colour the `-->` line has the
    // style of the line after it.
    assert_eq!(
        render(
            &Diagnostics(vec![d.0[58].clone()]),
            &text,
            "input",
            RenderStyle::Plain
        ),
        render_diagnostic(&d.0[58], &text, "input", RenderStyle::Plain) + "\n"
    );
    let short = "CBV(b0), CBV(b0)";
    let ansi = |text: &str, d: &Diagnostic| {
        let out = render_diagnostic(d, text, "input", RenderStyle::Ansi);
        out.lines().nth(1).unwrap_or_default().to_owned()
    };
    assert_eq!(
        ansi(&text, &d.0[0]),
        ansi(short, &errors(short, &Options::default()).0[0])
    );
}

/// A span wider than the window is shown with `...` in its middle.
#[test]
fn long_span_on_a_long_line_is_cut() {
    let ranges: Vec<_> = (0..100).map(|i| format!("SRV(t{i})")).collect();
    let text = format!("CBV(b0), DescriptorTable({}), CBV(b0)", ranges.join(", "));
    let d = Diagnostic::new(
        Code::RS0232,
        "the table",
        Some(Span::new(9, text.len() - 9)),
    );
    assert_eq!(
        render_diagnostic(&d, &text, "input", RenderStyle::Plain),
        "\
error[RS0232]: the table
 --> input:1:10
  |
1 | ...), DescriptorTable(SRV(t0), SRV(t1), SRV(t2), SR...t95), SRV(t96), SRV(t97), SRV(t98), SRV(t99)), C...
  |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^...^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ the root signature costs more than 64 DWORDs
  |
  = note: for more information about this error, try `rootsig explain RS0232`"
    );
}

/// A span over more than 16 lines is shown on its first line.
#[test]
fn span_over_many_lines_shows_its_first_line() {
    let text = format!("DescriptorTable(\n{}\n)", vec!["  CBV(b1)"; 30].join(",\n"));
    let d = Diagnostic::new(Code::RS0232, "the table", Some(Span::new(0, text.len())));
    assert_eq!(
        render_diagnostic(&d, &text, "input", RenderStyle::Plain),
        "\
error[RS0232]: the table
 --> input:1:1
  |
1 | DescriptorTable(
  | ^^^^^^^^^^^^^^^^ the root signature costs more than 64 DWORDs
  |
  = note: for more information about this error, try `rootsig explain RS0232`"
    );
}

/// A related place 16 lines or more away gets a snippet of its own.
#[test]
fn distant_related_place_has_its_own_snippet() {
    let mut lines = vec!["CBV(b0)".to_owned()];
    lines.extend((1..40).map(|i| format!("CBV(b{i})")));
    lines.push("CBV(b0)".into());
    let text = lines.join(",\n");
    let d = errors(&text, &Options::default());
    assert_eq!(d.codes(), [Code::RS0232, Code::RS0217]);
    assert_eq!(
        render_diagnostic(&d.0[1], &text, "input", RenderStyle::Plain),
        "\
error[RS0217]: root parameter 40 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
  --> input:41:1
   |
41 | CBV(b0)
   | ^^^^^^^ two bindings overlap
   |
  ::: input:1:1
   |
 1 | CBV(b0),
   | ------- root parameter 0 `CBV(b0)` is here
   |
   = help: use a different register or space, or give the two elements different single-stage visibilities
   = note: for more information about this error, try `rootsig explain RS0217`"
    );
}
