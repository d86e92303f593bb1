//! From a macro body to root signature text, keeping the way back: every
//! byte of the text maps to the token, string literal or HLSL file byte it
//! came from, so core's byte spans can become compiler spans.

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use rootsig_core::plan::body::{covering, gap};
use std::ops::Range;
use syn::{Error, Lit};

/// The root signature text of one item and where each byte came from.
pub struct Body {
    pub text: String,
    pub origin: Origin,
}

pub enum Origin {
    /// Bare DSL tokens written in Rust.
    Tokens(Vec<Piece>),
    /// One or more string literals, joined.
    Literals(Vec<Piece>),
    /// A `#define` or `[RootSignature]` of an HLSL file.
    File(FileOrigin),
}

/// One Rust token or string literal and the text bytes it produced.
pub struct Piece {
    pub range: Range<usize>,
    pub span: Span,
}

/// The HLSL files a text was read from.
pub struct FileOrigin {
    /// Every file the preprocessor read.
    pub sources: rootsig_core::hlsl::Sources,
    /// The text and where each byte was written.
    pub extracted: rootsig_core::hlsl::Extracted,
    /// The path literal in the macro call.
    pub span: Span,
}

/// Where a range of the text is in the Rust source.
pub enum Location {
    /// Exactly these tokens.
    Exact { start: Span, end: Span },
    /// Somewhere inside this literal (stable cannot point inside literals),
    /// so the message carries a caret diagram of the text.
    Inside(Span),
    /// In the HLSL file; the span is the path literal.
    File(Span),
}

impl Body {
    /// Maps a byte range of the text to the Rust source.
    pub fn locate(&self, span: rootsig_core::Span) -> Location {
        let (pieces, exact) = match &self.origin {
            Origin::Tokens(pieces) => (pieces, true),
            Origin::Literals(pieces) => (pieces, false),
            Origin::File(file) => return Location::File(file.span),
        };
        let (start, end) = covering(pieces, |p| p.range.clone(), span)
            .map_or((Span::call_site(), Span::call_site()), |(first, last)| {
                (pieces[first].span, pieces[last].span)
            });
        match exact {
            true => Location::Exact { start, end },
            false => Location::Inside(start),
        }
    }

    /// The first and last spans of the whole body.
    pub fn whole(&self) -> (Span, Span) {
        match &self.origin {
            Origin::Tokens(pieces) | Origin::Literals(pieces) => {
                match (pieces.first(), pieces.last()) {
                    (Some(first), Some(last)) => (first.span, last.span),
                    _ => (Span::call_site(), Span::call_site()),
                }
            }
            Origin::File(file) => (file.span, file.span),
        }
    }
}

/// Rebuilds DSL text from bare tokens.
///
/// Rust splits some DSL tokens in several (`.42` is `.` and `42`, `42.e+10f`
/// is five tokens), so tokens that touched in the source must touch in the
/// text. Inside each parenthesized group, the layout comes from the group's
/// source text (one call into the compiler per top-level group, cheap
/// whatever the line length): the gaps between tokens keep their line
/// breaks, and comments become spaces. Top-level trees (element names,
/// groups, commas, labels and their colons) are joined with a space after
/// commas and colons. Asking the compiler for each token's line and column
/// instead costs time in proportion to the token's column, which makes long
/// lines quadratic. A group whose source text does not match its tokens
/// (tokens made by another macro) has its tokens joined by spaces.
pub fn from_tokens(tokens: TokenStream) -> Body {
    let mut builder = TokenText::default();
    builder.top(tokens);
    Body {
        text: builder.text,
        origin: Origin::Tokens(builder.pieces),
    }
}

#[derive(Default)]
struct TokenText {
    text: String,
    pieces: Vec<Piece>,
}

/// A group's opening and closing delimiters as text.
fn delimiters(delimiter: Delimiter) -> (&'static str, &'static str) {
    match delimiter {
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::Brace => ("{", "}"),
        Delimiter::None => ("", ""),
    }
}

/// The text of an identifier, punctuation or literal.
fn leaf_text(leaf: &TokenTree) -> String {
    match leaf {
        TokenTree::Punct(punct) => punct.as_char().to_string(),
        other => other.to_string(),
    }
}

impl TokenText {
    /// The top-level trees of a body.
    fn top(&mut self, tokens: TokenStream) {
        let mut previous: Option<TokenTree> = None;
        for tree in tokens {
            let touches = match (&previous, &tree) {
                (None, _) => true,
                (_, TokenTree::Punct(p)) if matches!(p.as_char(), ',' | ':') => true,
                (Some(TokenTree::Ident(_)), TokenTree::Group(g)) => {
                    g.delimiter() == Delimiter::Parenthesis
                }
                _ => false,
            };
            if !touches {
                self.text.push(' ');
            }
            match &tree {
                TokenTree::Group(group) if self.scanned_group(group) => {}
                other => self.tree(other),
            }
            previous = Some(tree);
        }
    }

    /// Appends a token and where it came from.
    fn push(&mut self, token: &str, span: Span) {
        let from = self.text.len();
        self.text.push_str(token);
        self.pieces.push(Piece {
            range: from..self.text.len(),
            span,
        });
    }

    /// Appends a token tree, a group's tokens joined by spaces.
    fn tree(&mut self, tree: &TokenTree) {
        match tree {
            TokenTree::Group(group) => {
                let (open, close) = delimiters(group.delimiter());
                self.push(open, group.span_open());
                for (i, tree) in group.stream().into_iter().enumerate() {
                    if i > 0 {
                        self.text.push(' ');
                    }
                    self.tree(&tree);
                }
                self.push(close, group.span_close());
            }
            leaf => self.push(&leaf_text(leaf), leaf.span()),
        }
    }

    /// Lays out a group from its source text; false (with nothing
    /// written) when the text does not match the tokens.
    fn scanned_group(&mut self, group: &Group) -> bool {
        let Some(source) = group.span().source_text() else {
            return false;
        };
        let (text, pieces) = (self.text.len(), self.pieces.len());
        let mut scan = Scan {
            source: &source,
            at: 0,
            out: self,
        };
        if scan.group(group).is_some() && scan.at == source.len() {
            return true;
        }
        self.text.truncate(text);
        self.pieces.truncate(pieces);
        false
    }
}

/// The text of a `root_signature!` body: adjacent string literals, joined
/// with nothing in between as HLSL joins the literals of a `#define`, or
/// else bare tokens.
pub fn from_body(body: &[TokenTree]) -> Result<Body, Error> {
    let Some(TokenTree::Literal(first)) = body.first() else {
        return Ok(from_tokens(body.iter().cloned().collect()));
    };
    match Lit::new(first.clone()) {
        Lit::Str(_) => {}
        Lit::ByteStr(_) | Lit::CStr(_) => {
            return Err(Error::new(
                first.span(),
                "a byte or C string is not a root signature; write a plain string literal",
            ));
        }
        _ => return Ok(from_tokens(body.iter().cloned().collect())),
    }
    let mut text = String::new();
    let mut pieces = Vec::with_capacity(body.len());
    for tree in body {
        let literal = match tree {
            TokenTree::Literal(literal) => match Lit::new(literal.clone()) {
                Lit::Str(literal) => Some(literal),
                _ => None,
            },
            _ => None,
        };
        let Some(literal) = literal else {
            return Err(Error::new(
                tree.span(),
                "expected a string literal: a body is string literals or bare root signature tokens, not both",
            ));
        };
        if !literal.suffix().is_empty() {
            return Err(Error::new(
                literal.span(),
                "a string literal with a suffix is not a root signature",
            ));
        }
        let from = text.len();
        text.push_str(&literal.value());
        pieces.push(Piece {
            range: from..text.len(),
            span: literal.span(),
        });
    }
    Ok(Body {
        text,
        origin: Origin::Literals(pieces),
    })
}

/// Tokens matched against their group's source text, in order.
struct Scan<'a> {
    source: &'a str,
    /// Bytes of `source` read so far.
    at: usize,
    out: &'a mut TokenText,
}

impl Scan<'_> {
    fn group(&mut self, group: &Group) -> Option<()> {
        let (open, close) = match group.delimiter() {
            Delimiter::None => return None,
            other => delimiters(other),
        };
        self.token(open, group.span_open())?;
        for tree in group.stream() {
            self.gap()?;
            match &tree {
                TokenTree::Group(inner) => self.group(inner)?,
                leaf => self.token(&leaf_text(leaf), leaf.span())?,
            }
        }
        self.gap()?;
        self.token(close, group.span_close())
    }

    /// The token must come next in the source.
    fn token(&mut self, token: &str, span: Span) -> Option<()> {
        if !self.source.get(self.at..)?.starts_with(token) {
            return None;
        }
        self.at += token.len();
        self.out.push(token, span);
        Some(())
    }

    /// Skips whitespace and comments, writing their layout
    /// (`rootsig_core::plan::body::gap`).
    fn gap(&mut self) -> Option<()> {
        self.at += gap(self.source.get(self.at..)?, &mut self.out.text)?;
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The body read from the tokens of `source`.
    fn body_of(source: &str) -> Body {
        from_tokens(source.parse().unwrap())
    }

    #[test]
    fn tokens_keep_their_layout_inside_groups() {
        let body = body_of(
            "RootFlags(0),\n    CBV(b0, space = 1), StaticSampler(s0, mipLODBias = .5, maxLOD = 42.e+1f)",
        );
        assert_eq!(
            body.text,
            "RootFlags(0), CBV(b0, space = 1), StaticSampler(s0, mipLODBias = .5, maxLOD = 42.e+1f)"
        );
        let Origin::Tokens(pieces) = &body.origin else {
            panic!()
        };
        assert_eq!(&body.text[pieces[5].range.clone()], "CBV");
        for piece in pieces {
            assert_eq!(
                body.text[piece.range.clone()],
                piece.span.source_text().unwrap()
            );
        }

        // Inside a group: line breaks, and comments as spaces; labels and
        // their colons at the top level.
        let body = body_of(
            "a: DescriptorTable(CBV(b0), /* x */ SRV(t0,\n   numDescriptors // y\n = 2)) ,b:CBV(b1)",
        );
        assert_eq!(
            body.text,
            "a: DescriptorTable(CBV(b0),         SRV(t0,\n   numDescriptors\n = 2)), b: CBV(b1)"
        );
    }

    /// Groups are read from their source text, not token by token.
    #[test]
    fn groups_are_matched_against_their_source_text() {
        let tokens: TokenStream = "(b0, space = 1, x = .5)".parse().unwrap();
        let Some(TokenTree::Group(group)) = tokens.into_iter().next() else {
            panic!()
        };
        let mut builder = TokenText::default();
        assert!(builder.scanned_group(&group));
        assert_eq!(builder.text, "(b0, space = 1, x = .5)");
        assert_eq!(builder.pieces.len(), 12);
        // A group whose text does not match its tokens is left to the
        // token-by-token layout.
        let made = Group::new(Delimiter::Parenthesis, "b0".parse().unwrap());
        let mut builder = TokenText::default();
        assert!(!builder.scanned_group(&made));
        assert!(builder.text.is_empty() && builder.pieces.is_empty());
    }
}
