//! The token parser that the in-place parser replaced, kept while the
//! switch is checked: the property tests hold the new parser to it.
#![allow(dead_code, missing_docs)]
//! The parser: tokens to a [`RootSignature`] and its [`SourceMap`]
//! (LANGUAGE.md §3–§5, diagnostics RS0101–RS0118 of §7.3).
//!
//! One recursive-descent parser that pulls tokens from a [`Lexer`] as it
//! goes, so the text is read once and no token vector is built. Its speed
//! is in the primitives: small inlined happy paths, and every diagnostic
//! built in a `#[cold]` function.
//!
//! The parser stops at the first error and runs no semantic checks: values
//! such as `flags = DATA_STATIC` at version 1.0 or `numDescriptors = 0` parse
//! fine and are left to the validator. The `local` context is not applied
//! here either.

use super::lex::{
    self, ALL_FLAG_KINDS, FlagKind, Keyword, Lexer, RANGE_FLAGS, ROOT_DESCRIPTOR_FLAGS, ROOT_FLAGS,
    RegisterClass, SAMPLER_FLAGS, Token, TokenKind, family,
};
use super::{Arg, ArgSpans, ElementSpans, Label, ParameterSpans};
use crate::Options;
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::language::SourceMap;
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeType, DescriptorTable, Filter, RootConstants,
    RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags, RootParameter,
    RootParameterKind, RootSignature, ShaderVisibility, StaticBorderColor, StaticSampler,
    StaticSamplerFlags, TextureAddressMode, Version,
};
use crate::span::Span;

/// Parses text into a description and its source map.
///
/// Parsing stops at the first error (RS0101–RS0118), but the first lexing
/// error (RS0001–RS0008) anywhere in the text wins over a parse error. Omitted `flags` stay `None`, omitted sampler and range
/// arguments take the defaults of LANGUAGE.md §5.2.
///
/// **Labels** (only with [`Options::labels`]): `name: Element(…)` names a
/// root parameter (`RootConstants`, `CBV`, `SRV`, `UAV`, `DescriptorTable`)
/// or a range inside a table, and is stored in [`ElementSpans::label`]. A
/// label must be a Rust identifier, since `root_signature!` turns it into a
/// Rust name. Errors, using existing codes:
/// * RS0106 for a label that is not allowed: on `RootFlags`, on
///   `StaticSampler`, on a table's `visibility`, or a label that is a Rust
///   keyword or `_`;
/// * RS0116 for a label name used twice anywhere in the signature (root
///   parameters and ranges share one namespace); the related span points at
///   the first use.
///
/// Without the option, `:` is an unexpected character (RS0001).
///
/// ```
/// use rootsig_core::{language::parse::parse, Options, RootParameterKind};
/// let options = Options { labels: true, ..Options::default() };
/// let (sig, map) = parse("camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4))", &options).unwrap();
/// assert_eq!(sig.parameters.len(), 2);
/// assert_eq!(map.parameters[0].element.label.as_ref().unwrap().name, "camera");
/// assert_eq!(map.parameters[1].ranges[0].label.as_ref().unwrap().name, "albedo");
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[1].kind else { panic!() };
/// assert_eq!(table.ranges[0].num_descriptors, 4);
/// ```
pub fn parse(text: &str, options: &Options) -> Result<(RootSignature, SourceMap), Diagnostic> {
    parse_with::<true>(text, options)
}

/// Like [`parse`], without building the source map (it is returned empty),
/// for callers that need spans only when there are diagnostics.
pub(crate) fn parse_without_map(
    text: &str,
    options: &Options,
) -> Result<RootSignature, Diagnostic> {
    parse_with::<false>(text, options).map(|(signature, _)| signature)
}

/// The parser, recording spans in the source map when `MAP`.
fn parse_with<const MAP: bool>(
    text: &str,
    options: &Options,
) -> Result<(RootSignature, SourceMap), Diagnostic> {
    let mut parser = Parser::<MAP>::new(text, options);
    match parser.root_signature(options.version) {
        Ok(parsed) => Ok(parsed),
        Err(error) => Err(lexing_error_or(parser.lexer, error)),
    }
}

/// The first lexing error after the tokens parsed so far (which lexed
/// fine), or else the parse error: a lexing error anywhere wins.
#[cold]
#[inline(never)]
fn lexing_error_or(mut rest: Lexer<'_>, error: Box<Diagnostic>) -> Diagnostic {
    *rest.first_error().unwrap_or(error)
}

/// Errors are boxed inside the parser so that the happy path moves small values.
type PResult<T> = Result<T, Box<Diagnostic>>;

#[cold]
#[inline(never)]
fn error(code: Code, message: String, span: Span) -> Box<Diagnostic> {
    Box::new(Diagnostic::new(code, message, Some(span)))
}

/// Strict and reserved Rust keywords: a label becomes a Rust name, so these
/// cannot be labels.
const RUST_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "Self", "static", "struct", "super", "trait", "true", "try", "type",
    "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

const ELEMENT_KEYWORDS: &[&str] = &[
    "RootFlags",
    "RootConstants",
    "CBV",
    "SRV",
    "UAV",
    "DescriptorTable",
    "StaticSampler",
];

/// The element whose parentheses the parser is inside, for messages.
struct Elem {
    /// The keyword, as RS0103–RS0105 write it (`CBV`).
    keyword: &'static str,
    /// The element as RS0106/RS0107/RS0116/RS0117 write it (`CBV` or `CBV range`).
    name: &'static str,
    /// What it accepts, for RS0106.
    accepts: &'static str,
    /// Parameter names, for "did you mean" hints.
    params: &'static [&'static str],
    /// The opening parenthesis.
    paren: Span,
}

const ROOT_DESCRIPTOR_PARAMS: &[&str] = &["space", "visibility", "flags"];
const RANGE_PARAMS: &[&str] = &["numDescriptors", "space", "offset", "flags"];
const SAMPLER_PARAMS: &[&str] = &[
    "filter",
    "addressU",
    "addressV",
    "addressW",
    "mipLODBias",
    "maxAnisotropy",
    "comparisonFunc",
    "borderColor",
    "minLOD",
    "maxLOD",
    "space",
    "visibility",
    "flags",
];

/// The arguments of the element being parsed: a bit per written [`Arg`]
/// and its span (slots of unwritten arguments are stale).
struct Written {
    mask: u32,
    spans: [Span; Arg::ALL.len()],
}

impl Written {
    #[inline]
    fn get(&self, arg: Arg) -> Option<Span> {
        if self.mask & (1 << arg as u32) == 0 {
            return None;
        }
        self.spans.get(arg as usize).copied()
    }

    #[inline]
    fn set(&mut self, arg: Arg, span: Span) {
        if let Some(slot) = self.spans.get_mut(arg as usize) {
            *slot = span;
            self.mask |= 1 << arg as u32;
        }
    }

    /// The source map's copy, for an element starting at `base`.
    #[inline]
    fn arg_spans(&self, base: usize) -> ArgSpans {
        let mut args = ArgSpans::NONE;
        let mut mask = self.mask;
        while mask != 0 {
            let index = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if let (Some(&arg), Some(&span)) = (Arg::ALL.get(index), self.spans.get(index)) {
                args.set(base, arg, span);
            }
        }
        args
    }
}

#[inline]
fn find_arg(args: &Written, arg: Arg) -> Option<Span> {
    args.get(arg)
}

#[cold]
#[inline(never)]
fn empty_item(keyword: &str, span: Span) -> Box<Diagnostic> {
    error(
        Code::RS0105,
        format!("empty item in {keyword}: remove the extra ','"),
        span,
    )
    .with_help_boxed("remove the extra ','")
}

#[cold]
#[inline(never)]
fn missing_register(elem: &Elem, keyword: Span, class: RegisterClass) -> Box<Diagnostic> {
    let letter = class.letter();
    error(
        Code::RS0117,
        format!("{} needs a '{letter}' register", elem.name),
        keyword,
    )
    .with_help_boxed(format!("add a register such as '{letter}0'"))
}

#[cold]
#[inline(never)]
fn set_twice(elem: &Elem, span: Span, first: Span, name: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::new(
            Code::RS0116,
            format!("{} sets '{name}' more than once", elem.name),
            Some(span),
        )
        .with_related(Some(first), format!("'{name}' is first set here"))
        .with_help(format!("remove one of the '{name}' arguments")),
    )
}

#[cold]
#[inline(never)]
fn expected_paren(keyword: &str, span: Span) -> Box<Diagnostic> {
    error(Code::RS0103, format!("expected '(' after {keyword}"), span)
}

#[cold]
#[inline(never)]
fn expected_equals(name: &str, span: Span) -> Box<Diagnostic> {
    error(Code::RS0108, format!("expected '=' after '{name}'"), span)
        .with_help_boxed(format!("write '{name} = …'"))
}

struct Parser<'a, const MAP: bool> {
    text: &'a str,
    /// Where the token after `tok` starts.
    lexer: Lexer<'a>,
    /// The next token, not consumed yet.
    tok: Token,
    /// The end of the last consumed token.
    prev_end: usize,
    labels_enabled: bool,
    /// Labels seen so far, for RS0116.
    labels: Vec<(&'a str, Span)>,
    /// Arguments of the element being parsed.
    args: Written,
}

impl<'a, const MAP: bool> Parser<'a, MAP> {
    fn new(text: &'a str, options: &Options) -> Self {
        let mut lexer = Lexer::new(text, options.labels);
        let mut tok = Token {
            kind: TokenKind::Eof,
            span: Span::default(),
        };
        lexer.next_into(&mut tok);
        Parser {
            text,
            lexer,
            tok,
            prev_end: 0,
            labels_enabled: options.labels,
            labels: Vec::new(),
            args: Written {
                mask: 0,
                spans: [Span::default(); Arg::ALL.len()],
            },
        }
    }

    // ---- token access ----

    /// Consumes `self.tok`.
    #[inline(always)]
    fn bump(&mut self) {
        self.prev_end = self.tok.span.end;
        self.lexer.next_into(&mut self.tok);
    }

    /// The token after `self.tok`, without consuming anything.
    fn second(&self) -> Token {
        self.lexer.clone().next()
    }

    /// Where the element opened by `kw` was written, once its `)` is consumed.
    #[inline(always)]
    fn element_spans(&self, kw: Token, label: Option<Label>) -> ElementSpans {
        ElementSpans {
            span: Span::new(kw.span.start, self.prev_end),
            keyword: kw.span,
            args: if MAP {
                self.args.arg_spans(kw.span.start)
            } else {
                ArgSpans::NONE
            },
            label,
        }
    }

    fn slice(&self, span: Span) -> &'a str {
        self.text.get(span.range()).unwrap_or_default()
    }

    fn end_span(&self) -> Span {
        Span::new(self.text.len(), self.text.len())
    }

    /// `'tok'`, or `end of input`.
    fn found(&self, tok: Token) -> String {
        match tok.kind {
            TokenKind::Eof => "end of input".to_owned(),
            _ => format!("'{}'", self.slice(tok.span)),
        }
    }

    #[cold]
    #[inline(never)]
    fn unclosed(&self, elem: &Elem) -> Box<Diagnostic> {
        Box::new(
            Diagnostic::new(
                Code::RS0104,
                format!("unexpected end of input: '{}(' is not closed", elem.keyword),
                Some(self.end_span()),
            )
            .with_related(
                Some(elem.paren),
                format!("'{}(' is opened here", elem.keyword),
            )
            .with_help("add the missing ')'"),
        )
    }

    /// The next token inside parentheses; the end of input is RS0104.
    #[inline(always)]
    fn peek_in(&self, elem: &Elem) -> PResult<Token> {
        if self.tok.kind == TokenKind::Eof {
            return Err(self.unclosed(elem));
        }
        Ok(self.tok)
    }

    // ---- top level ----

    fn root_signature(&mut self, version: Version) -> PResult<(RootSignature, SourceMap)> {
        // Guesses of the element counts, to size the vectors once for most
        // text: real text has about 64 bytes per element, and a guess too
        // large only reserves a little more.
        let parameters = (self.text.len() / 64 + 1).min(64);
        let samplers = parameters / 4 + 1;
        let mut signature = RootSignature {
            version,
            flags: RootFlags::empty(),
            parameters: Vec::with_capacity(parameters),
            static_samplers: Vec::with_capacity(samplers),
        };
        let mut map = SourceMap {
            root_flags: None,
            parameters: Vec::with_capacity(if MAP { parameters } else { 0 }),
            static_samplers: Vec::with_capacity(if MAP { samplers } else { 0 }),
        };
        while self.tok.kind != TokenKind::Eof {
            let label = if self.labels_enabled {
                self.label()?
            } else {
                None
            };
            let tok = self.tok;
            let TokenKind::Keyword(keyword) = tok.kind else {
                return Err(self.not_an_element(tok));
            };
            match keyword {
                Keyword::RootFlags => {
                    self.reject_label(label, "RootFlags")?;
                    if let Some(first) = &map.root_flags {
                        return Err(Box::new(
                            Diagnostic::new(
                                Code::RS0118,
                                "RootFlags may appear only once",
                                Some(tok.span),
                            )
                            .with_related(Some(first.span), "the first RootFlags is here")
                            .with_help("combine the flags with '|' in one RootFlags"),
                        ));
                    }
                    let (flags, spans) = self.root_flags(tok)?;
                    signature.flags = flags;
                    map.root_flags = Some(spans);
                }
                Keyword::RootConstants => {
                    let (parameter, spans) = self.root_constants(tok, label)?;
                    signature.parameters.push(parameter);
                    if MAP {
                        map.parameters.push(spans);
                    }
                }
                Keyword::Cbv | Keyword::Srv | Keyword::Uav => {
                    let (parameter, spans) = self.root_descriptor(tok, keyword, label)?;
                    signature.parameters.push(parameter);
                    if MAP {
                        map.parameters.push(spans);
                    }
                }
                Keyword::DescriptorTable => {
                    let (parameter, spans) = self.descriptor_table(tok, label)?;
                    signature.parameters.push(parameter);
                    if MAP {
                        map.parameters.push(spans);
                    }
                }
                Keyword::StaticSampler => {
                    self.reject_label(label, "StaticSampler")?;
                    let (sampler, spans) = self.static_sampler(tok)?;
                    signature.static_samplers.push(sampler);
                    if MAP {
                        map.static_samplers.push(spans);
                    }
                }
                _ => return Err(self.not_an_element(tok)),
            }
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Comma => {
                    self.bump();
                    if self.tok.kind == TokenKind::Comma {
                        return Err(empty_item("the root signature", self.tok.span));
                    }
                }
                _ => return Err(self.expected_comma(keyword)),
            }
        }
        Ok((signature, map))
    }

    #[cold]
    #[inline(never)]
    fn expected_comma(&self, keyword: Keyword) -> Box<Diagnostic> {
        error(
            Code::RS0102,
            format!(
                "expected ',' or end of input after {}, found {}",
                keyword.as_str(),
                self.found(self.tok)
            ),
            self.tok.span,
        )
        .with_help_boxed("separate elements with ','")
    }

    #[cold]
    #[inline(never)]
    fn not_an_element(&self, tok: Token) -> Box<Diagnostic> {
        let mut diagnostic = Diagnostic::new(
            Code::RS0101,
            format!(
                "expected a root element (RootFlags, RootConstants, CBV, SRV, UAV, DescriptorTable or StaticSampler), found {}",
                self.found(tok)
            ),
            Some(tok.span),
        );
        match tok.kind {
            TokenKind::Keyword(Keyword::Sampler) => {
                diagnostic = diagnostic.with_help(
                    "Sampler ranges go inside DescriptorTable(…); a static sampler is written StaticSampler(…)",
                );
            }
            TokenKind::Comma => {
                diagnostic = diagnostic.with_help("remove the ','");
            }
            TokenKind::Ident(_) | TokenKind::Keyword(_) => {
                let word = self.slice(tok.span);
                if let Some(s) = suggest(word, ELEMENT_KEYWORDS.iter().copied()) {
                    diagnostic = diagnostic.with_help(format!("did you mean '{s}'?"));
                }
            }
            _ => {}
        }
        Box::new(diagnostic)
    }

    // ---- labels ----

    /// Reads `name:` when labels are enabled.
    fn label(&mut self) -> PResult<Option<Label>> {
        if !self.labels_enabled {
            return Ok(None);
        }
        let tok = self.tok;
        if !matches!(tok.kind, TokenKind::Ident(_) | TokenKind::Keyword(_))
            || self.second().kind != TokenKind::Colon
        {
            return Ok(None);
        }
        let name = self.slice(tok.span);
        if name == "_" || RUST_KEYWORDS.contains(&name) {
            return Err(error(
                Code::RS0106,
                format!("'{name}' is not allowed as a label; labels become Rust names, and '{name}' is reserved in Rust"),
                tok.span,
            )
            .with_help_boxed("choose another name"));
        }
        if let Some((_, first)) = self.labels.iter().find(|(n, _)| *n == name) {
            return Err(Box::new(
                Diagnostic::new(
                    Code::RS0116,
                    format!("the root signature uses label '{name}' more than once"),
                    Some(tok.span),
                )
                .with_related(Some(*first), format!("'{name}' is first used here"))
                .with_help("give each root parameter and range its own label"),
            ));
        }
        self.labels.push((name, tok.span));
        self.bump();
        self.bump();
        Ok(Some(Label {
            name: name.to_owned(),
            span: tok.span,
        }))
    }

    fn reject_label(&self, label: Option<Label>, what: &str) -> PResult<()> {
        match label {
            None => Ok(()),
            Some(label) => Err(error(
                Code::RS0106,
                format!(
                    "label '{}' is not allowed on {what}; labels name root parameters (RootConstants, CBV, SRV, UAV, DescriptorTable) and descriptor ranges",
                    label.name
                ),
                label.span,
            )
            .with_help_boxed("remove the label")),
        }
    }

    // ---- element structure ----
    //
    // Hot paths are small and inlined; every diagnostic is built in a
    // `#[cold]` function so that the happy path stays short.

    /// Consumes `(` after an element keyword (the keyword is already consumed).
    #[inline]
    fn open(&mut self, keyword: &'static str) -> PResult<Span> {
        let tok = self.tok;
        if tok.kind != TokenKind::LParen {
            return Err(expected_paren(keyword, tok.span));
        }
        self.bump();
        Ok(tok.span)
    }

    /// The first token of the next item of a parenthesised list, or `None`
    /// once `)` is consumed. `first` is true right after `(`.
    #[inline(always)]
    fn next_item(&mut self, elem: &Elem, first: bool) -> PResult<Option<Token>> {
        let mut tok = self.peek_in(elem)?;
        if !first {
            match tok.kind {
                TokenKind::Comma => self.bump(),
                TokenKind::RParen => {
                    self.bump();
                    return Ok(None);
                }
                _ => return Err(self.expected_comma_or_paren(elem, tok)),
            }
            tok = self.peek_in(elem)?;
        }
        match tok.kind {
            TokenKind::RParen => {
                self.bump();
                Ok(None)
            }
            TokenKind::Comma => Err(empty_item(elem.keyword, tok.span)),
            _ => Ok(Some(tok)),
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_comma_or_paren(&self, elem: &Elem, tok: Token) -> Box<Diagnostic> {
        error(
            Code::RS0104,
            format!(
                "expected ',' or ')' in {}, found {}",
                elem.keyword,
                self.found(tok)
            ),
            tok.span,
        )
    }

    #[cold]
    #[inline(never)]
    fn not_allowed(&self, elem: &Elem, tok: Token) -> Box<Diagnostic> {
        let item = self.slice(tok.span);
        let mut diagnostic = Diagnostic::new(
            Code::RS0106,
            format!(
                "'{item}' is not allowed in {}; it accepts {}",
                elem.name, elem.accepts
            ),
            Some(tok.span),
        );
        let help = match tok.kind {
            TokenKind::Keyword(Keyword::Visibility) if elem.name.ends_with("range") => {
                Some("visibility is set on the DescriptorTable itself".to_owned())
            }
            TokenKind::Keyword(Keyword::StaticSampler) => Some(
                "static samplers are written at the top level, outside DescriptorTable".to_owned(),
            ),
            TokenKind::Keyword(
                Keyword::RootFlags
                | Keyword::RootConstants
                | Keyword::DescriptorTable
                | Keyword::Cbv
                | Keyword::Srv
                | Keyword::Uav
                | Keyword::Sampler,
            ) => Some(if elem.keyword == "DescriptorTable" {
                "only CBV, SRV, UAV and Sampler ranges can be nested, inside DescriptorTable"
                    .to_owned()
            } else {
                "elements cannot be nested; ranges go directly inside DescriptorTable(…)".to_owned()
            }),
            TokenKind::Ident(_) | TokenKind::Keyword(_) => {
                suggest(item, elem.params.iter().copied()).map(|s| format!("did you mean '{s}'?"))
            }
            _ => None,
        };
        if let Some(help) = help {
            diagnostic = diagnostic.with_help(help);
        }
        Box::new(diagnostic)
    }

    /// RS0117 unless the element's arguments (in `self.args`) hold a register.
    #[inline]
    fn missing_register(&self, elem: &Elem, keyword: Span, class: RegisterClass) -> PResult<()> {
        if find_arg(&self.args, Arg::Register).is_some() {
            Ok(())
        } else {
            Err(missing_register(elem, keyword, class))
        }
    }

    // ---- arguments ----

    /// A register item: checks its class and that it is the only one, and
    /// records it in `self.args`.
    #[inline(always)]
    fn register_arg(&mut self, elem: &Elem, expected: RegisterClass, tok: Token) -> PResult<u32> {
        match tok.kind {
            TokenKind::Register(class, number)
                if class == expected && find_arg(&self.args, Arg::Register).is_none() =>
            {
                self.bump();
                self.args.set(Arg::Register, tok.span);
                Ok(number)
            }
            _ => Err(self.bad_register(elem, expected, tok)),
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_register(&self, elem: &Elem, expected: RegisterClass, tok: Token) -> Box<Diagnostic> {
        let TokenKind::Register(class, number) = tok.kind else {
            return self.not_allowed(elem, tok);
        };
        let text = self.slice(tok.span);
        if class != expected {
            return error(
                Code::RS0107,
                format!(
                    "{} takes a '{}' register, found '{text}'",
                    elem.name,
                    expected.letter()
                ),
                tok.span,
            )
            .with_help_boxed(format!("write '{}{number}'", expected.letter()));
        }
        let first = find_arg(&self.args, Arg::Register).unwrap_or_default();
        Box::new(
            Diagnostic::new(
                Code::RS0116,
                format!(
                    "{} has more than one register ('{}' and '{text}')",
                    elem.name,
                    self.slice(first)
                ),
                Some(tok.span),
            )
            .with_related(Some(first), "the first register is here")
            .with_help("an element binds one register; use a descriptor table range for several"),
        )
    }

    /// `name =`: checks the parameter is not set yet (`first` is where it
    /// was set before, if it was) and consumes the `=`.
    #[inline(always)]
    fn arg_name(
        &mut self,
        elem: &Elem,
        first: Option<Span>,
        tok: Token,
        name: &'static str,
    ) -> PResult<()> {
        if let Some(first) = first {
            return Err(set_twice(elem, tok.span, first, name));
        }
        self.bump();
        let next = self.peek_in(elem)?;
        if next.kind != TokenKind::Equals {
            return Err(expected_equals(name, next.span));
        }
        self.bump();
        Ok(())
    }

    /// `[+] INTEGER`, or the keyword `special` standing for `u32::MAX`.
    #[inline(always)]
    fn unsigned(
        &mut self,
        elem: &Elem,
        name: &'static str,
        special: Option<Keyword>,
    ) -> PResult<u32> {
        let mut tok = self.peek_in(elem)?;
        if let TokenKind::Integer(n) = tok.kind {
            self.bump();
            return Ok(n);
        }
        if special.is_some() && special.map(TokenKind::Keyword) == Some(tok.kind) {
            self.bump();
            return Ok(u32::MAX);
        }
        if tok.kind == TokenKind::Plus {
            self.bump();
            tok = self.peek_in(elem)?;
            if let TokenKind::Integer(n) = tok.kind {
                self.bump();
                return Ok(n);
            }
        }
        Err(self.not_unsigned(name, special, tok))
    }

    #[cold]
    #[inline(never)]
    fn not_unsigned(&self, name: &str, special: Option<Keyword>, tok: Token) -> Box<Diagnostic> {
        let mut span = tok.span;
        let number = self.second();
        if tok.kind == TokenKind::Minus
            && matches!(number.kind, TokenKind::Integer(_) | TokenKind::Float)
        {
            span = span.to(number.span);
        }
        let mut diagnostic = error(
            Code::RS0109,
            format!(
                "'{name}' takes an unsigned decimal integer, found '{}'",
                self.slice(span)
            ),
            span,
        );
        diagnostic.help = match (tok.kind, special) {
            (TokenKind::Minus, _) => Some("negative values are not allowed here".to_owned()),
            (_, Some(k)) => Some(format!("write an integer or {}", k.as_str())),
            (TokenKind::Float, None) => {
                Some("write an integer, without '.', exponent or 'f'".to_owned())
            }
            _ => None,
        };
        diagnostic
    }

    /// `[+|-] (INTEGER | FLOAT)`, converted through f64 to f32.
    #[inline]
    fn number(&mut self, elem: &Elem, name: &'static str) -> PResult<f32> {
        let mut tok = self.peek_in(elem)?;
        let mut negative = false;
        let start = tok.span.start;
        if matches!(tok.kind, TokenKind::Plus | TokenKind::Minus) {
            negative = tok.kind == TokenKind::Minus;
            self.bump();
            tok = self.peek_in(elem)?;
        }
        let value = match tok.kind {
            TokenKind::Integer(n) => {
                if negative && n > 2_147_483_648 {
                    return Err(self.negative_integer_too_large(start, tok));
                }
                // Exact in f64; `-0` is +0.0 because the negation is done on integers.
                let n = i64::from(n);
                (if negative { -n } else { n }) as f64
            }
            TokenKind::Float => {
                let x = lex::float_value(self.slice(tok.span));
                if negative { -x } else { x }
            }
            _ => return Err(self.not_a_number(name, tok)),
        };
        self.bump();
        Ok(value as f32)
    }

    #[cold]
    #[inline(never)]
    fn negative_integer_too_large(&self, start: usize, tok: Token) -> Box<Diagnostic> {
        let text = format!("-{}", self.slice(tok.span));
        error(
            Code::RS0111,
            format!(
                "integer {text} is out of range here; write it as a float literal such as {text}.0"
            ),
            Span::new(start, tok.span.end),
        )
        .with_help_boxed(format!("write {text}.0"))
    }

    #[cold]
    #[inline(never)]
    fn not_a_number(&self, name: &str, tok: Token) -> Box<Diagnostic> {
        error(
            Code::RS0110,
            format!("'{name}' takes a number, found {}", self.found(tok)),
            tok.span,
        )
    }

    /// An enumeration name of `family` (whose spellings, for messages, are `spellings`).
    #[inline(always)]
    fn enum_value<T>(
        &mut self,
        elem: &Elem,
        kind: &'static str,
        spellings: &'static [(&'static str, T)],
        family: u16,
    ) -> PResult<u32> {
        let tok = self.peek_in(elem)?;
        if let TokenKind::Ident(name) = tok.kind
            && let Some(value) = name.value_in(family)
        {
            self.bump();
            return Ok(value);
        }
        Err(self.unknown_value(kind, spellings, tok))
    }

    #[cold]
    #[inline(never)]
    fn unknown_value<T>(
        &self,
        kind: &str,
        spellings: &[(&'static str, T)],
        tok: Token,
    ) -> Box<Diagnostic> {
        let names: Vec<&str> = spellings.iter().map(|(s, _)| *s).collect();
        let word = self.slice(tok.span);
        let mut diagnostic = error(
            Code::RS0112,
            format!(
                "unknown {kind} '{word}'; expected one of {}",
                names.join(", ")
            ),
            tok.span,
        );
        let is_word = matches!(tok.kind, TokenKind::Ident(_) | TokenKind::Keyword(_));
        if word.to_ascii_uppercase().contains("ANISOTROPIC_MIP_POINT") {
            diagnostic.help = Some(
                "the MIN_MAG_ANISOTROPIC_MIP_POINT filters are not accepted; use an ANISOTROPIC filter such as FILTER_ANISOTROPIC".to_owned(),
            );
        } else if let Some(s) = suggest(word, names.iter().copied()).filter(|_| is_word) {
            diagnostic.help = Some(format!("did you mean '{s}'?"));
        }
        diagnostic
    }

    /// `zero | flag { "|" flag }`.
    fn flag_set(&mut self, elem: &Elem, kind: &'static FlagKind) -> PResult<u32> {
        let mut bits = 0;
        let mut first = true;
        loop {
            let tok = self.peek_in(elem)?;
            let value = match tok.kind {
                TokenKind::Ident(name) => name.value_in(kind.family),
                _ => None,
            };
            let Some(value) = value else {
                return self.zero_or_bad_flag(kind, tok, first);
            };
            self.bump();
            bits |= value;
            first = false;
            if self.tok.kind == TokenKind::Pipe {
                self.bump();
            } else {
                return Ok(bits);
            }
        }
    }

    /// A flag set item that is not a flag name: `[+] 0` standing alone, or
    /// an error (RS0113, RS0114, RS0115).
    fn zero_or_bad_flag(
        &mut self,
        kind: &'static FlagKind,
        tok: Token,
        first: bool,
    ) -> PResult<u32> {
        let integer = match tok.kind {
            TokenKind::Integer(n) => Some((n, tok.span, 1)),
            TokenKind::Plus => match self.second() {
                Token {
                    kind: TokenKind::Integer(n),
                    span,
                } => Some((n, tok.span.to(span), 2)),
                _ => None,
            },
            _ => None,
        };
        let Some((n, span, len)) = integer else {
            return Err(self.bad_flag(kind, tok));
        };
        if n != 0 {
            return Err(error(
                Code::RS0114,
                format!(
                    "flags must be written by name; only 0 may be written as a number, found '{}'",
                    self.slice(span)
                ),
                span,
            )
            .with_help_boxed(format!("write {} flag names joined with '|'", kind.what)));
        }
        let zero_combined = || {
            error(
                Code::RS0115,
                "'0' means \"no flags\" and cannot be combined with '|'".to_owned(),
                span,
            )
            .with_help_boxed("write either 0 alone or flag names joined with '|'")
        };
        if !first {
            return Err(zero_combined());
        }
        for _ in 0..len {
            self.bump();
        }
        if self.tok.kind == TokenKind::Pipe {
            return Err(zero_combined());
        }
        Ok(0)
    }

    #[cold]
    #[inline(never)]
    fn bad_flag(&self, kind: &FlagKind, tok: Token) -> Box<Diagnostic> {
        let names = kind
            .names
            .iter()
            .map(|(s, _)| *s)
            .collect::<Vec<_>>()
            .join(", ");
        let mut diagnostic = Diagnostic::new(
            Code::RS0113,
            format!(
                "expected a {} flag ({names}) or 0, found {}",
                kind.what,
                self.found(tok)
            ),
            Some(tok.span),
        );
        if matches!(tok.kind, TokenKind::Ident(_) | TokenKind::Keyword(_)) {
            let word = self.slice(tok.span);
            // No flag name is a keyword.
            let other = ALL_FLAG_KINDS.iter().find(|k| {
                k.what != kind.what
                    && matches!(tok.kind, TokenKind::Ident(name) if name.value_in(k.family).is_some())
            });
            if let Some(other) = other {
                diagnostic = diagnostic.with_help(format!(
                    "{word} is a {} flag; it cannot be used here",
                    other.what
                ));
            } else if let Some(s) = suggest(word, kind.names.iter().map(|(s, _)| *s)) {
                diagnostic = diagnostic.with_help(format!("did you mean '{s}'?"));
            }
        }
        Box::new(diagnostic)
    }

    // ---- elements ----

    fn root_flags(&mut self, kw: Token) -> PResult<(RootFlags, ElementSpans)> {
        self.bump();
        let paren = self.open("RootFlags")?;
        let elem = Elem {
            keyword: "RootFlags",
            name: "RootFlags",
            accepts: "root flag names joined with '|', or 0",
            params: &[],
            paren,
        };
        let mut args = ArgSpans::NONE;
        let mut bits = 0;
        if self.peek_in(&elem)?.kind != TokenKind::RParen {
            let start = self.peek_in(&elem)?.span.start;
            bits = self.flag_set(&elem, &ROOT_FLAGS)?;
            args.set(kw.span.start, Arg::Flags, Span::new(start, self.prev_end));
        }
        let close = self.peek_in(&elem)?;
        if close.kind != TokenKind::RParen {
            let mut diagnostic = error(
                Code::RS0104,
                format!(
                    "expected '|' or ')' in RootFlags, found {}",
                    self.found(close)
                ),
                close.span,
            );
            if close.kind == TokenKind::Comma {
                diagnostic =
                    diagnostic.with_help_boxed("root flags are combined with '|', not ','");
            }
            return Err(diagnostic);
        }
        self.bump();
        Ok((
            RootFlags::from_bits_retain(bits),
            ElementSpans {
                span: Span::new(kw.span.start, self.prev_end),
                keyword: kw.span,
                args,
                label: None,
            },
        ))
    }

    fn root_constants(
        &mut self,
        kw: Token,
        label: Option<Label>,
    ) -> PResult<(RootParameter, ParameterSpans)> {
        self.bump();
        let paren = self.open("RootConstants")?;
        let elem = Elem {
            keyword: "RootConstants",
            name: "RootConstants",
            accepts: "num32BitConstants, a 'b' register, space and visibility",
            params: &["num32BitConstants", "space", "visibility"],
            paren,
        };
        let mut constants = RootConstants {
            shader_register: 0,
            register_space: 0,
            num_32bit_values: 0,
        };
        let mut visibility = ShaderVisibility::ALL;
        self.args.mask = 0;
        let mut first = true;
        while let Some(tok) = self.next_item(&elem, first)? {
            first = false;
            let start = tok.span.start;
            let (arg, keyword) = match tok.kind {
                TokenKind::Register(..) => {
                    constants.shader_register =
                        self.register_arg(&elem, RegisterClass::Cbv, tok)?;
                    continue;
                }
                TokenKind::Keyword(k @ Keyword::Num32BitConstants) => (Arg::Num32BitConstants, k),
                TokenKind::Keyword(k @ Keyword::Space) => (Arg::Space, k),
                TokenKind::Keyword(k @ Keyword::Visibility) => (Arg::Visibility, k),
                _ => return Err(self.not_allowed(&elem, tok)),
            };
            let name = keyword.as_str();
            self.arg_name(&elem, find_arg(&self.args, arg), tok, name)?;
            match arg {
                Arg::Num32BitConstants => {
                    constants.num_32bit_values = self.unsigned(&elem, name, None)?
                }
                Arg::Space => constants.register_space = self.unsigned(&elem, name, None)?,
                _ => {
                    visibility = ShaderVisibility(self.enum_value(
                        &elem,
                        "shader visibility",
                        ShaderVisibility::SPELLINGS,
                        family::VISIBILITY,
                    )?)
                }
            }
            self.args.set(arg, Span::new(start, self.prev_end));
        }
        self.missing_register(&elem, kw.span, RegisterClass::Cbv)?;
        if find_arg(&self.args, Arg::Num32BitConstants).is_none() {
            return Err(error(
                Code::RS0117,
                "RootConstants needs 'num32BitConstants'".to_owned(),
                kw.span,
            )
            .with_help_boxed("add 'num32BitConstants = N', the number of 32-bit values"));
        }
        Ok((
            RootParameter {
                kind: RootParameterKind::Constants(constants),
                visibility,
            },
            ParameterSpans {
                element: self.element_spans(kw, label),
                ranges: Vec::new(),
            },
        ))
    }

    fn root_descriptor(
        &mut self,
        kw: Token,
        keyword: Keyword,
        label: Option<Label>,
    ) -> PResult<(RootParameter, ParameterSpans)> {
        let (kind, class, accepts) = match keyword {
            Keyword::Cbv => (
                RootDescriptorKind::Cbv,
                RegisterClass::Cbv,
                "a 'b' register, space, visibility and flags",
            ),
            Keyword::Srv => (
                RootDescriptorKind::Srv,
                RegisterClass::Srv,
                "a 't' register, space, visibility and flags",
            ),
            _ => (
                RootDescriptorKind::Uav,
                RegisterClass::Uav,
                "a 'u' register, space, visibility and flags",
            ),
        };
        self.bump();
        let paren = self.open(kind.keyword())?;
        let elem = Elem {
            keyword: kind.keyword(),
            name: kind.keyword(),
            accepts,
            params: ROOT_DESCRIPTOR_PARAMS,
            paren,
        };
        let mut descriptor = RootDescriptor {
            shader_register: 0,
            register_space: 0,
            flags: None,
        };
        let mut visibility = ShaderVisibility::ALL;
        self.args.mask = 0;
        let mut first = true;
        while let Some(tok) = self.next_item(&elem, first)? {
            first = false;
            let start = tok.span.start;
            let (arg, keyword) = match tok.kind {
                TokenKind::Register(..) => {
                    descriptor.shader_register = self.register_arg(&elem, class, tok)?;
                    continue;
                }
                TokenKind::Keyword(k @ Keyword::Space) => (Arg::Space, k),
                TokenKind::Keyword(k @ Keyword::Visibility) => (Arg::Visibility, k),
                TokenKind::Keyword(k @ Keyword::Flags) => (Arg::Flags, k),
                _ => return Err(self.not_allowed(&elem, tok)),
            };
            let name = keyword.as_str();
            self.arg_name(&elem, find_arg(&self.args, arg), tok, name)?;
            match arg {
                Arg::Space => descriptor.register_space = self.unsigned(&elem, name, None)?,
                Arg::Visibility => {
                    visibility = ShaderVisibility(self.enum_value(
                        &elem,
                        "shader visibility",
                        ShaderVisibility::SPELLINGS,
                        family::VISIBILITY,
                    )?)
                }
                _ => {
                    let bits = self.flag_set(&elem, &ROOT_DESCRIPTOR_FLAGS)?;
                    descriptor.flags = Some(RootDescriptorFlags::from_bits_retain(bits));
                }
            }
            self.args.set(arg, Span::new(start, self.prev_end));
        }
        self.missing_register(&elem, kw.span, class)?;
        Ok((
            RootParameter {
                kind: RootParameterKind::Descriptor(kind, descriptor),
                visibility,
            },
            ParameterSpans {
                element: self.element_spans(kw, label),
                ranges: Vec::new(),
            },
        ))
    }

    fn descriptor_table(
        &mut self,
        kw: Token,
        label: Option<Label>,
    ) -> PResult<(RootParameter, ParameterSpans)> {
        self.bump();
        let paren = self.open("DescriptorTable")?;
        let elem = Elem {
            keyword: "DescriptorTable",
            name: "DescriptorTable",
            accepts: "CBV, SRV, UAV and Sampler ranges, and visibility",
            params: &["visibility", "CBV", "SRV", "UAV", "Sampler"],
            paren,
        };
        // The table's only argument is visibility; ranges use `self.args`
        // for theirs.
        let mut ranges = Vec::new();
        let mut range_spans = Vec::new();
        let mut visibility = ShaderVisibility::ALL;
        let mut visibility_span = None;
        let mut first = true;
        while self.next_item(&elem, first)?.is_some() {
            first = false;
            let range_label = if self.labels_enabled {
                self.label()?
            } else {
                None
            };
            let tok = self.peek_in(&elem)?;
            match tok.kind {
                TokenKind::Keyword(
                    k @ (Keyword::Cbv | Keyword::Srv | Keyword::Uav | Keyword::Sampler),
                ) => {
                    let (range, spans) = self.range(tok, k, range_label)?;
                    ranges.push(range);
                    if MAP {
                        range_spans.push(spans);
                    }
                }
                TokenKind::Keyword(Keyword::Visibility) => {
                    self.reject_label(range_label, "visibility")?;
                    self.arg_name(&elem, visibility_span, tok, "visibility")?;
                    visibility = ShaderVisibility(self.enum_value(
                        &elem,
                        "shader visibility",
                        ShaderVisibility::SPELLINGS,
                        family::VISIBILITY,
                    )?);
                    visibility_span = Some(Span::new(tok.span.start, self.prev_end));
                }
                _ => return Err(self.not_allowed(&elem, tok)),
            }
        }
        Ok((
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
                visibility,
            },
            ParameterSpans {
                element: ElementSpans {
                    span: Span::new(kw.span.start, self.prev_end),
                    keyword: kw.span,
                    args: {
                        let mut args = ArgSpans::NONE;
                        if let Some(span) = visibility_span {
                            args.set(kw.span.start, Arg::Visibility, span);
                        }
                        args
                    },
                    label,
                },
                ranges: range_spans,
            },
        ))
    }

    fn range(
        &mut self,
        kw: Token,
        keyword: Keyword,
        label: Option<Label>,
    ) -> PResult<(DescriptorRange, ElementSpans)> {
        let (range_type, class, keyword, name, accepts) = match keyword {
            Keyword::Cbv => (
                DescriptorRangeType::CBV,
                RegisterClass::Cbv,
                "CBV",
                "CBV range",
                "a 'b' register, numDescriptors, space, offset and flags",
            ),
            Keyword::Srv => (
                DescriptorRangeType::SRV,
                RegisterClass::Srv,
                "SRV",
                "SRV range",
                "a 't' register, numDescriptors, space, offset and flags",
            ),
            Keyword::Uav => (
                DescriptorRangeType::UAV,
                RegisterClass::Uav,
                "UAV",
                "UAV range",
                "a 'u' register, numDescriptors, space, offset and flags",
            ),
            _ => (
                DescriptorRangeType::SAMPLER,
                RegisterClass::Sampler,
                "Sampler",
                "Sampler range",
                "an 's' register, numDescriptors, space, offset and flags",
            ),
        };
        self.bump();
        let paren = self.open(keyword)?;
        let elem = Elem {
            keyword,
            name,
            accepts,
            params: RANGE_PARAMS,
            paren,
        };
        let mut range = DescriptorRange::new(range_type, 0);
        self.args.mask = 0;
        let mut first = true;
        while let Some(tok) = self.next_item(&elem, first)? {
            first = false;
            let start = tok.span.start;
            let (arg, keyword) = match tok.kind {
                TokenKind::Register(..) => {
                    range.base_shader_register = self.register_arg(&elem, class, tok)?;
                    continue;
                }
                TokenKind::Keyword(k @ Keyword::NumDescriptors) => (Arg::NumDescriptors, k),
                TokenKind::Keyword(k @ Keyword::Space) => (Arg::Space, k),
                TokenKind::Keyword(k @ Keyword::Offset) => (Arg::Offset, k),
                TokenKind::Keyword(k @ Keyword::Flags) => (Arg::Flags, k),
                _ => return Err(self.not_allowed(&elem, tok)),
            };
            let name = keyword.as_str();
            self.arg_name(&elem, find_arg(&self.args, arg), tok, name)?;
            match arg {
                Arg::NumDescriptors => {
                    range.num_descriptors = self.unsigned(&elem, name, Some(Keyword::Unbounded))?
                }
                Arg::Space => range.register_space = self.unsigned(&elem, name, None)?,
                Arg::Offset => {
                    range.offset =
                        self.unsigned(&elem, name, Some(Keyword::DescriptorRangeOffsetAppend))?
                }
                _ => {
                    let bits = self.flag_set(&elem, &RANGE_FLAGS)?;
                    range.flags = Some(crate::DescriptorRangeFlags::from_bits_retain(bits));
                }
            }
            self.args.set(arg, Span::new(start, self.prev_end));
        }
        self.missing_register(&elem, kw.span, class)?;
        Ok((range, self.element_spans(kw, label)))
    }

    fn static_sampler(&mut self, kw: Token) -> PResult<(StaticSampler, ElementSpans)> {
        self.bump();
        let paren = self.open("StaticSampler")?;
        let elem = Elem {
            keyword: "StaticSampler",
            name: "StaticSampler",
            accepts: "an 's' register, filter, addressU, addressV, addressW, mipLODBias, maxAnisotropy, comparisonFunc, borderColor, minLOD, maxLOD, space, visibility and flags",
            params: SAMPLER_PARAMS,
            paren,
        };
        let mut sampler = StaticSampler::new(0);
        self.args.mask = 0;
        let mut first = true;
        while let Some(tok) = self.next_item(&elem, first)? {
            first = false;
            let start = tok.span.start;
            let keyword = match tok.kind {
                TokenKind::Register(..) => {
                    sampler.shader_register =
                        self.register_arg(&elem, RegisterClass::Sampler, tok)?;
                    continue;
                }
                TokenKind::Keyword(k) => k,
                _ => return Err(self.not_allowed(&elem, tok)),
            };
            let arg = match keyword {
                Keyword::Filter => Arg::Filter,
                Keyword::AddressU => Arg::AddressU,
                Keyword::AddressV => Arg::AddressV,
                Keyword::AddressW => Arg::AddressW,
                Keyword::MipLodBias => Arg::MipLodBias,
                Keyword::MaxAnisotropy => Arg::MaxAnisotropy,
                Keyword::ComparisonFunc => Arg::ComparisonFunc,
                Keyword::BorderColor => Arg::BorderColor,
                Keyword::MinLod => Arg::MinLod,
                Keyword::MaxLod => Arg::MaxLod,
                Keyword::Space => Arg::Space,
                Keyword::Visibility => Arg::Visibility,
                Keyword::Flags => Arg::Flags,
                _ => return Err(self.not_allowed(&elem, tok)),
            };
            let name = keyword.as_str();
            self.arg_name(&elem, find_arg(&self.args, arg), tok, name)?;
            const ADDRESS: &str = "texture address mode";
            match arg {
                Arg::Filter => {
                    sampler.filter = Filter(self.enum_value(
                        &elem,
                        "filter",
                        Filter::SPELLINGS,
                        family::FILTER,
                    )?)
                }
                Arg::AddressU => {
                    sampler.address_u = TextureAddressMode(self.enum_value(
                        &elem,
                        ADDRESS,
                        TextureAddressMode::SPELLINGS,
                        family::ADDRESS,
                    )?)
                }
                Arg::AddressV => {
                    sampler.address_v = TextureAddressMode(self.enum_value(
                        &elem,
                        ADDRESS,
                        TextureAddressMode::SPELLINGS,
                        family::ADDRESS,
                    )?)
                }
                Arg::AddressW => {
                    sampler.address_w = TextureAddressMode(self.enum_value(
                        &elem,
                        ADDRESS,
                        TextureAddressMode::SPELLINGS,
                        family::ADDRESS,
                    )?)
                }
                Arg::MipLodBias => sampler.mip_lod_bias = self.number(&elem, name)?,
                Arg::MaxAnisotropy => sampler.max_anisotropy = self.unsigned(&elem, name, None)?,
                Arg::ComparisonFunc => {
                    sampler.comparison_func = ComparisonFunc(self.enum_value(
                        &elem,
                        "comparison function",
                        ComparisonFunc::SPELLINGS,
                        family::COMPARISON,
                    )?)
                }
                Arg::BorderColor => {
                    sampler.border_color = StaticBorderColor(self.enum_value(
                        &elem,
                        "border colour",
                        StaticBorderColor::SPELLINGS,
                        family::BORDER,
                    )?)
                }
                Arg::MinLod => sampler.min_lod = self.number(&elem, name)?,
                Arg::MaxLod => sampler.max_lod = self.number(&elem, name)?,
                Arg::Space => sampler.register_space = self.unsigned(&elem, name, None)?,
                Arg::Visibility => {
                    sampler.visibility = ShaderVisibility(self.enum_value(
                        &elem,
                        "shader visibility",
                        ShaderVisibility::SPELLINGS,
                        family::VISIBILITY,
                    )?)
                }
                _ => {
                    let bits = self.flag_set(&elem, &SAMPLER_FLAGS)?;
                    sampler.flags = StaticSamplerFlags::from_bits_retain(bits);
                }
            }
            self.args.set(arg, Span::new(start, self.prev_end));
        }
        self.missing_register(&elem, kw.span, RegisterClass::Sampler)?;
        Ok((sampler, self.element_spans(kw, None)))
    }
}

/// Parses as much of `text` as it can, for callers that need what was
/// written even when the text has errors (such as `root_signature!`,
/// whose stand-in items keep the names of a broken signature).
///
/// An error inside an element skips to the element's closing `)` and
/// parsing goes on with the next element. Every root parameter whose
/// kind could be read is kept, with its label and the register and space
/// read before the error (0 otherwise), and tables keep the ranges read;
/// an element that fails takes the defaults for what it lacks. Static
/// samplers and root flags that fail are left out. Diagnostics are not
/// reported: [`parse`] gives the first one. Text that parses gives what
/// [`parse`] gives.
///
/// ```
/// use rootsig_core::{language::parse::parse_recovering, Options, RootParameterKind};
/// let options = Options { labels: true, ..Options::default() };
/// let (sig, map) = parse_recovering("a: CBV(b1, space = 2, flags = ?), DescriptorTable(SRV(t0), UAV(u3, space 4)), SRV(t7)", &options);
/// assert_eq!(sig.parameters.len(), 3);
/// assert_eq!(map.parameters[0].element.label.as_ref().unwrap().name, "a");
/// let RootParameterKind::Descriptor(_, cbv) = &sig.parameters[0].kind else { panic!() };
/// assert_eq!((cbv.shader_register, cbv.register_space), (1, 2));
/// let RootParameterKind::DescriptorTable(table) = &sig.parameters[1].kind else { panic!() };
/// assert_eq!(table.ranges[1].base_shader_register, 3);
/// ```
pub fn parse_recovering(text: &str, options: &Options) -> (RootSignature, SourceMap) {
    let mut parser = Parser::<true>::new(text, options);
    let mut signature = RootSignature {
        version: options.version,
        flags: RootFlags::empty(),
        parameters: Vec::new(),
        static_samplers: Vec::new(),
    };
    let mut map = SourceMap::default();
    while parser.tok.kind != TokenKind::Eof {
        if parser.tok.kind == TokenKind::Comma {
            parser.advance();
            continue;
        }
        let label = parser.label_recovering();
        let tok = parser.tok;
        let TokenKind::Keyword(
            keyword @ (Keyword::RootFlags
            | Keyword::RootConstants
            | Keyword::Cbv
            | Keyword::Srv
            | Keyword::Uav
            | Keyword::DescriptorTable
            | Keyword::StaticSampler),
        ) = tok.kind
        else {
            parser.skip_item();
            continue;
        };
        let state = parser.save();
        parser.args.mask = 0;
        let parsed = match keyword {
            Keyword::RootFlags => parser.root_flags(tok).map(|(flags, spans)| {
                signature.flags = flags;
                map.root_flags = Some(spans);
            }),
            Keyword::RootConstants => parser.root_constants(tok, label.clone()).map(|p| {
                signature.parameters.push(p.0);
                map.parameters.push(p.1);
            }),
            Keyword::Cbv | Keyword::Srv | Keyword::Uav => parser
                .root_descriptor(tok, keyword, label.clone())
                .map(|p| {
                    signature.parameters.push(p.0);
                    map.parameters.push(p.1);
                }),
            Keyword::DescriptorTable => {
                // A table that fails is read again range by range, keeping
                // the ranges that parse.
                let (parameter, spans) = match parser.descriptor_table(tok, label.clone()) {
                    Ok(parsed) => parsed,
                    Err(_) => {
                        parser.restore(state);
                        parser.table_recovering(tok, label.clone())
                    }
                };
                signature.parameters.push(parameter);
                map.parameters.push(spans);
                Ok(())
            }
            _ => parser.static_sampler(tok).map(|s| {
                signature.static_samplers.push(s.0);
                map.static_samplers.push(s.1);
            }),
        };
        if parsed.is_err() {
            let read = parser.read_so_far();
            parser.restore(state);
            let (register, space) = read;
            let visibility = ShaderVisibility::ALL;
            let kind = match keyword {
                Keyword::RootConstants => Some(RootParameterKind::Constants(RootConstants {
                    shader_register: register,
                    register_space: space,
                    num_32bit_values: 0,
                })),
                Keyword::Cbv | Keyword::Srv | Keyword::Uav => {
                    let kind = match keyword {
                        Keyword::Cbv => RootDescriptorKind::Cbv,
                        Keyword::Srv => RootDescriptorKind::Srv,
                        _ => RootDescriptorKind::Uav,
                    };
                    Some(RootParameterKind::Descriptor(
                        kind,
                        RootDescriptor {
                            shader_register: register,
                            register_space: space,
                            flags: None,
                        },
                    ))
                }
                _ => None,
            };
            let spans = parser.skip_element(tok, label);
            if let Some(kind) = kind {
                signature
                    .parameters
                    .push(RootParameter { kind, visibility });
                map.parameters.push(ParameterSpans {
                    element: spans,
                    ranges: Vec::new(),
                });
            }
        }
    }
    (signature, map)
}

/// Where a recovering parser stands, to go back to.
#[derive(Clone, Copy)]
struct State<'a> {
    lexer: Lexer<'a>,
    tok: Token,
    prev_end: usize,
}

// Error recovery: only `parse_recovering` calls these, so the happy path
// of `parse` pays nothing for them.
impl<'a> Parser<'a, true> {
    fn save(&self) -> State<'a> {
        State {
            lexer: self.lexer,
            tok: self.tok,
            prev_end: self.prev_end,
        }
    }

    fn restore(&mut self, state: State<'a>) {
        self.lexer = state.lexer;
        self.tok = state.tok;
        self.prev_end = state.prev_end;
    }

    /// Consumes the current token; a lexing error is skipped a character
    /// at a time.
    fn advance(&mut self) {
        if self.tok.kind != TokenKind::Error {
            return self.bump();
        }
        let at = self.tok.span.start;
        let width = self
            .text
            .get(at..)
            .and_then(|rest| rest.chars().next())
            .map_or(1, char::len_utf8);
        self.prev_end = at + width;
        self.lexer.seek(at + width);
        self.lexer.next_into(&mut self.tok);
    }

    /// Skips one token, or a parenthesised group with what it holds.
    fn skip_item(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.tok.kind {
                TokenKind::Eof => return,
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth = depth.saturating_sub(1),
                _ => {}
            }
            self.advance();
            if depth == 0 {
                return;
            }
        }
    }

    /// Skips the element whose keyword is `kw` (the current token) and its
    /// parenthesised arguments, and returns where it was written.
    fn skip_element(&mut self, kw: Token, label: Option<Label>) -> ElementSpans {
        self.advance();
        if self.tok.kind == TokenKind::LParen {
            self.skip_item();
        }
        ElementSpans {
            span: Span::new(kw.span.start, self.prev_end.max(kw.span.end)),
            keyword: kw.span,
            args: ArgSpans::NONE,
            label,
        }
    }

    /// `name:` when labels are enabled, even a label that is not allowed.
    fn label_recovering(&mut self) -> Option<Label> {
        let state = self.save();
        match self.label() {
            Ok(label) => label,
            Err(_) => {
                self.restore(state);
                let tok = self.tok;
                self.bump();
                self.bump();
                Some(Label {
                    name: self.slice(tok.span).to_owned(),
                    span: tok.span,
                })
            }
        }
    }

    /// The register and space of the element that failed, as far as they
    /// were read (0 otherwise).
    fn read_so_far(&self) -> (u32, u32) {
        let value = |arg: Arg| {
            let span = find_arg(&self.args, arg)?;
            let mut lexer = Lexer::new(self.text, false);
            lexer.seek(span.start);
            let mut last = None;
            loop {
                let tok = lexer.next();
                if tok.span.start >= span.end || tok.kind == TokenKind::Eof {
                    return last;
                }
                if let TokenKind::Register(_, n) | TokenKind::Integer(n) = tok.kind {
                    last = Some(n);
                }
            }
        };
        (
            value(Arg::Register).unwrap_or(0),
            value(Arg::Space).unwrap_or(0),
        )
    }

    /// A descriptor table (the current token is its keyword), keeping the
    /// ranges that parse and what was read of those that do not.
    fn table_recovering(
        &mut self,
        kw: Token,
        label: Option<Label>,
    ) -> (RootParameter, ParameterSpans) {
        let mut ranges = Vec::new();
        let mut range_spans = Vec::new();
        let mut visibility = ShaderVisibility::ALL;
        self.advance();
        if self.tok.kind == TokenKind::LParen {
            self.advance();
            loop {
                match self.tok.kind {
                    TokenKind::Eof => break,
                    TokenKind::RParen => {
                        self.advance();
                        break;
                    }
                    TokenKind::Comma => {
                        self.advance();
                        continue;
                    }
                    _ => {}
                }
                let range_label = self.label_recovering();
                let tok = self.tok;
                let state = self.save();
                self.args.mask = 0;
                match tok.kind {
                    TokenKind::Keyword(
                        k @ (Keyword::Cbv | Keyword::Srv | Keyword::Uav | Keyword::Sampler),
                    ) => match self.range(tok, k, range_label.clone()) {
                        Ok((range, spans)) => {
                            ranges.push(range);
                            range_spans.push(spans);
                        }
                        Err(_) => {
                            let (register, space) = self.read_so_far();
                            self.restore(state);
                            let range_type = match k {
                                Keyword::Cbv => DescriptorRangeType::CBV,
                                Keyword::Srv => DescriptorRangeType::SRV,
                                Keyword::Uav => DescriptorRangeType::UAV,
                                _ => DescriptorRangeType::SAMPLER,
                            };
                            let mut range = DescriptorRange::new(range_type, register);
                            range.register_space = space;
                            ranges.push(range);
                            range_spans.push(self.skip_element(tok, range_label));
                        }
                    },
                    TokenKind::Keyword(Keyword::Visibility) => {
                        self.advance();
                        if self.tok.kind == TokenKind::Equals {
                            self.advance();
                            if let TokenKind::Ident(name) = self.tok.kind
                                && let Some(value) = name.value_in(family::VISIBILITY)
                            {
                                visibility = ShaderVisibility(value);
                            }
                        }
                        self.skip_item();
                    }
                    _ => self.skip_item(),
                }
            }
        }
        (
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
                visibility,
            },
            ParameterSpans {
                element: ElementSpans {
                    span: Span::new(kw.span.start, self.prev_end.max(kw.span.end)),
                    keyword: kw.span,
                    args: ArgSpans::NONE,
                    label,
                },
                ranges: range_spans,
            },
        )
    }
}

/// Adds a help line to a boxed diagnostic.
trait WithHelpBoxed {
    fn with_help_boxed(self, help: impl Into<String>) -> Self;
}

impl WithHelpBoxed for Box<Diagnostic> {
    fn with_help_boxed(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// A close spelling among `candidates` for a "did you mean" hint: the only
/// candidate that ends with `_word`, or the nearest by edit distance.
fn suggest<'c>(word: &str, candidates: impl Iterator<Item = &'c str> + Clone) -> Option<&'c str> {
    if word.len() < 2 || word.len() > 64 {
        return None;
    }
    let upper = word.to_ascii_uppercase();
    let mut suffix_matches = candidates.clone().filter(|c| {
        let c_upper = c.to_ascii_uppercase();
        c_upper.len() > upper.len() + 1
            && c_upper.ends_with(&upper)
            && c_upper.as_bytes().get(c_upper.len() - upper.len() - 1) == Some(&b'_')
    });
    if let (Some(only), None) = (suffix_matches.next(), suffix_matches.next()) {
        return Some(only);
    }
    let limit = (word.len() / 4).clamp(1, 3);
    candidates
        .filter(|c| c.len() <= 64)
        .map(|c| (edit_distance(&upper, &c.to_ascii_uppercase()), c))
        .filter(|(d, _)| *d > 0 && *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance over bytes (both inputs are short ASCII).
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut previous_diagonal = row.first().copied().unwrap_or(0);
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
        for (j, cb) in b.iter().enumerate() {
            let above = row.get(j + 1).copied().unwrap_or(0);
            let left = row.get(j).copied().unwrap_or(0);
            let cost = usize::from(ca != *cb);
            let value = (previous_diagonal + cost).min(above + 1).min(left + 1);
            previous_diagonal = above;
            if let Some(cell) = row.get_mut(j + 1) {
                *cell = value;
            }
        }
    }
    row.last().copied().unwrap_or(0)
}
