//! The text of a macro body and the way back to the Rust source. The
//! macros build a signature's text from Rust tokens or string literals,
//! each piece of the text remembering the source it came from; these are
//! the rules for laying out that text and for finding the pieces under a
//! byte range of it, so that core's diagnostics point at the user's tokens.
//!
//! ```
//! use rootsig_core::plan::body::{covering, gap};
//! let pieces = [0..3, 3..4, 4..6];
//! assert_eq!(covering(&pieces, |r| r.clone(), rootsig_core::Span::new(3, 6)), Some((1, 2)));
//! let mut text = String::new();
//! assert_eq!(gap(" /* a\n */ // b\n  x", &mut text), Some(17));
//! assert_eq!(text, "\n\n  ");
//! ```

use crate::span::Span;
use std::ops::Range;

/// The first and last pieces that overlap `span`, each piece's byte range
/// of the text given by `range`; for an empty span, the piece at or after
/// its position (or the last piece at the end); `None` without pieces.
/// Pieces are in text order and do not overlap, so this is two binary
/// searches.
pub fn covering<T>(
    pieces: &[T],
    range: impl Fn(&T) -> Range<usize>,
    span: Span,
) -> Option<(usize, usize)> {
    let last_piece = pieces.len().checked_sub(1)?;
    let first = pieces.partition_point(|p| range(p).end <= span.start);
    if span.is_empty() {
        return Some(if first <= last_piece {
            (first, first)
        } else {
            (last_piece, last_piece)
        });
    }
    let end = pieces.partition_point(|p| range(p).start < span.end);
    if first < end {
        Some((first, end - 1))
    } else {
        Some((last_piece, last_piece))
    }
}

/// Skips the whitespace and Rust comments at the start of `source` and
/// returns their length, or `None` when a block comment is not closed.
/// Writes their layout to `text`: their line breaks (at most 64) and, on
/// the last line, one space per character (at most 256), so that the
/// signature's text keeps the lines and columns of the Rust source.
pub fn gap(source: &str, text: &mut String) -> Option<usize> {
    let mut at = 0;
    loop {
        let rest = source.get(at..)?;
        if rest.starts_with("//") {
            at += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            at += block_comment(rest)?;
        } else if let Some(c) = rest.chars().next().filter(|c| c.is_whitespace()) {
            at += c.len_utf8();
        } else {
            break;
        }
    }
    let gap = source.get(..at)?;
    let last = gap.rfind('\n').map_or(gap, |at| &gap[at + 1..]);
    text.extend(std::iter::repeat_n('\n', gap.matches('\n').count().min(64)));
    text.extend(std::iter::repeat_n(' ', last.chars().count().min(256)));
    Some(at)
}

/// The length of the (nested) block comment at the start of `text`.
fn block_comment(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covering_finds_first_and_last_overlapping_pieces() {
        let pieces = [0..3, 3..4, 4..6, 6..7];
        let gaps = [0..3, 4..5, 8..9];
        // Pieces, the span, and the first and last pieces it covers: for an
        // empty span the piece at or after it, past every piece the last
        // one, and with gaps between pieces the pieces the span touches.
        type Case<'a> = (&'a [Range<usize>], (usize, usize), Option<(usize, usize)>);
        let cases: [Case; 8] = [
            (&pieces, (3, 6), Some((1, 2))),
            (&pieces, (7, 7), Some((3, 3))),
            (&pieces, (4, 4), Some((2, 2))),
            (&pieces, (9, 12), Some((3, 3))),
            (&gaps, (3, 8), Some((1, 1))),
            (&gaps, (2, 9), Some((0, 2))),
            (&gaps, (5, 8), Some((2, 2))),
            (&[], (0, 1), None),
        ];
        for (ranges, (start, end), expected) in cases {
            let at = Span::new(start, end);
            let found = covering(ranges, |r| r.clone(), at);
            assert_eq!(found, expected, "{ranges:?} {start}..{end}");
        }
    }

    #[test]
    fn gaps_keep_their_lines_and_nested_comments_close() {
        let mut text = String::new();
        assert_eq!(gap("/* a /* b */ c */x", &mut text), Some(17));
        assert_eq!(text, " ".repeat(17));
        let mut text = String::new();
        assert_eq!(gap("/* open", &mut text), None);
        assert_eq!(gap("x", &mut text), Some(0));
        assert_eq!(text, "");
    }
}
