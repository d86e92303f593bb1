//! Phase 4: directives, conditional inclusion, `#include` and macro
//! expansion, as a C preprocessor does them (C11 §6.10, with Prosser's
//! hide sets for rescanning).
//!
//! Tokens are pulled one at a time: [`Preprocessor::next_expanded`] reads
//! from the pushback of earlier expansions, then from the innermost file,
//! which runs any directive it meets. Every unit of work is charged to a
//! budget, and every recursion has a depth limit, so no input can make it
//! hang or overflow the stack.

use super::expr;
use super::lex::{self, Kind, Pos, Token, UnterminatedComment};
use super::source::{self, FileId, Location, Sources};
use super::{HlslOptions, Loader};
use rustc_hash::FxHashMap;
use std::collections::{HashMap, HashSet};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

/// Tokens read, copied or produced before a run is stopped as runaway
/// (smaller in unit tests, so that reaching it is quick there).
const BUDGET: u64 = if cfg!(test) { 1 << 16 } else { 1 << 22 };
/// `#include` nesting, as in clang.
const MAX_INCLUDE_DEPTH: usize = 200;
/// Nested macro-argument expansions and `#if` sub-expansions.
const MAX_EXPANSION_DEPTH: usize = 128;

/// A preprocessing failure: a message, where, and notes.
#[derive(Debug)]
pub(crate) struct PpError {
    pub message: String,
    pub at: Option<Pos>,
    pub notes: Vec<String>,
}

fn fail<T>(message: impl Into<String>, at: Option<Pos>) -> Result<T, PpError> {
    Err(PpError {
        message: message.into(),
        at,
        notes: Vec::new(),
    })
}

#[derive(Clone)]
pub(crate) struct Macro {
    id: u32,
    /// `None` for an object-like macro.
    params: Option<Rc<[Rc<[u8]>]>>,
    variadic: bool,
    pub body: Rc<[Token]>,
    pub pos: Pos,
}

/// One condition of a branch and the value it must have, as written
/// (`defined(XBOX)` must be true).
pub(crate) type Requirement = (String, bool);

/// A `#define` in a group that was skipped.
pub(crate) struct InactiveDefine {
    pub name: Rc<[u8]>,
    pub pos: Pos,
    /// Every condition, outermost first, that selects its branch.
    pub requires: Vec<Requirement>,
}

struct Cond {
    /// The current branch is being read.
    active: bool,
    /// Some branch was (or, in a skipped parent, counts as) taken.
    taken: bool,
    parent_active: bool,
    saw_else: bool,
    /// The conditions selecting the current branch.
    branch: Vec<Requirement>,
    /// The conditions of the branches so far, each as it is written.
    prior: Vec<Requirement>,
    pos: Pos,
}

struct Frame {
    file: FileId,
    tokens: Rc<Vec<Token>>,
    at: usize,
    conds: Vec<Cond>,
}

pub(crate) struct Preprocessor<'l> {
    loader: &'l mut dyn Loader,
    pub sources: Sources,
    include_dirs: Vec<(PathBuf, String)>,
    loaded: HashMap<PathBuf, (FileId, Rc<Vec<Token>>)>,
    once: HashSet<FileId>,
    pub macros: FxHashMap<Rc<[u8]>, Macro>,
    next_macro_id: u32,
    stack: Vec<Frame>,
    /// Tokens to read before the files, last first.
    pushback: Vec<Token>,
    /// Reading a list (a macro argument or a `#if` line): stop at its end.
    bounded: bool,
    /// Expanding a `#if` line, where `defined` is an operator.
    in_condition: bool,
    spent: u64,
    depth: usize,
    counter: u64,
    pub inactive: Vec<InactiveDefine>,
    pub undefined: HashMap<Rc<[u8]>, Pos>,
}

impl<'l> Preprocessor<'l> {
    /// A preprocessor with the caller's defines run, ready to read `main`.
    pub fn new(
        loader: &'l mut dyn Loader,
        main: &Path,
        display: &str,
        options: &HlslOptions,
    ) -> Result<Self, (Sources, PpError)> {
        let mut pp = Preprocessor {
            loader,
            sources: Sources::default(),
            include_dirs: options
                .include_dirs
                .iter()
                .map(|d| (d.clone(), d.to_string_lossy().replace('\\', "/")))
                .collect(),
            loaded: HashMap::new(),
            once: HashSet::new(),
            macros: FxHashMap::default(),
            next_macro_id: 0,
            stack: Vec::new(),
            pushback: Vec::new(),
            bounded: false,
            in_condition: false,
            spent: 0,
            depth: 0,
            counter: 0,
            inactive: Vec::new(),
            undefined: HashMap::new(),
        };
        match pp.start(main, display, options) {
            Ok(()) => Ok(pp),
            Err(e) => Err((pp.sources, e)),
        }
    }

    fn start(&mut self, main: &Path, display: &str, options: &HlslOptions) -> Result<(), PpError> {
        {
            // DXC's predefined macros, then `-D NAME=VALUE` as `#define NAME
            // VALUE` (`-D NAME` as `#define NAME 1`), which replaces one.
            let defines: Vec<(&str, &str)> = options
                .defines
                .iter()
                .map(|d| d.split_once('=').unwrap_or((d, "1")))
                .collect();
            let mut text = Vec::new();
            for (name, value) in super::predefined(&options.target) {
                if !defines.iter().any(|(n, _)| *n == name) {
                    text.extend_from_slice(format!("#define {name} {value}\n").as_bytes());
                }
            }
            for (name, value) in defines {
                text.extend_from_slice(format!("#define {name} {value}\n").as_bytes());
            }
            let id = self.sources.add(PathBuf::new(), "<command line>", text);
            let tokens = self.lex_file(id)?;
            self.push_file(id, tokens);
            while self.next_raw()?.is_some() {}
        }
        let bytes = match self.loader.load(main) {
            Ok(bytes) => bytes,
            Err(e) => return fail(format!("cannot read `{display}`: {e}"), None),
        };
        let id = self.sources.add(main.to_path_buf(), display, bytes);
        let tokens = self.lex_file(id)?;
        self.loaded.insert(normalize(main), (id, tokens.clone()));
        self.push_file(id, tokens);
        Ok(())
    }

    fn lex_file(&mut self, id: FileId) -> Result<Rc<Vec<Token>>, PpError> {
        let file = self
            .sources
            .file(id)
            .map_or_else(|| Rc::new(Box::default()), |f| f.spliced.bytes.clone());
        match lex::tokenize(id, &file) {
            Ok(tokens) => Ok(Rc::new(tokens)),
            Err(UnterminatedComment { at }) => fail(
                "unterminated `/*` comment",
                Some(Pos {
                    file: id,
                    offset: at,
                    synthetic: false,
                }),
            ),
        }
    }

    fn push_file(&mut self, id: FileId, tokens: Rc<Vec<Token>>) {
        self.stack.push(Frame {
            file: id,
            tokens,
            at: 0,
            conds: Vec::new(),
        });
    }

    /// The location of a token's first byte in its file as read.
    pub fn location(&self, pos: Pos) -> Location {
        Location {
            file: pos.file,
            offset: self.sources.raw_offset(pos.file, pos.offset),
        }
    }

    #[inline]
    fn charge(&mut self, units: usize) -> Result<(), PpError> {
        self.spent += units as u64;
        if self.spent > BUDGET {
            return fail(
                format!("preprocessing stopped: the input expands to more than {BUDGET} tokens"),
                None,
            );
        }
        Ok(())
    }

    fn active(&self) -> bool {
        self.stack
            .last()
            .and_then(|f| f.conds.last())
            .is_none_or(|c| c.active)
    }

    /// How many tokens the files being read have left: a capacity hint.
    pub fn size_hint(&self) -> usize {
        self.stack
            .iter()
            .map(|f| f.tokens.len().saturating_sub(f.at))
            .sum()
    }

    /// The next token of the files, after directives and skipped groups.
    pub fn next_raw(&mut self) -> Result<Option<Token>, PpError> {
        loop {
            let Some(frame) = self.stack.last_mut() else {
                return Ok(None);
            };
            let Some(tok) = frame.tokens.get(frame.at) else {
                if let Some(cond) = frame.conds.last() {
                    return fail(
                        "this conditional has no `#endif` in its file",
                        Some(cond.pos),
                    );
                }
                self.stack.pop();
                continue;
            };
            if tok.bol && tok.is(b"#") {
                let hash = tok.pos;
                let start = frame.at + 1;
                let end = frame.tokens[start..]
                    .iter()
                    .position(|t| t.bol)
                    .map_or(frame.tokens.len(), |p| start + p);
                frame.at = end;
                let tokens = frame.tokens.clone();
                self.charge(end - start + 1)?;
                self.directive(hash, &tokens[start..end])?;
                continue;
            }
            frame.at += 1;
            // Tokens of a skipped group are passed over, never copied.
            if frame.conds.last().is_some_and(|c| !c.active) {
                continue;
            }
            let tok = tok.clone();
            self.charge(1)?;
            return Ok(Some(tok));
        }
    }

    fn next_token(&mut self) -> Result<Option<Token>, PpError> {
        if let Some(t) = self.pushback.pop() {
            return Ok(Some(t));
        }
        if self.bounded {
            return Ok(None);
        }
        self.next_raw()
    }

    /// The next token after macro expansion.
    pub fn next_expanded(&mut self) -> Result<Option<Token>, PpError> {
        loop {
            let Some(tok) = self.next_token()? else {
                return Ok(None);
            };
            if tok.kind != Kind::Ident {
                return Ok(Some(tok));
            }
            if self.in_condition && tok.is_ident(b"defined") {
                return self.defined(&tok).map(Some);
            }
            if let Some(builtin) = self.builtin(&tok) {
                return Ok(Some(builtin));
            }
            let Some(m) = self.macros.get(&*tok.text) else {
                return Ok(Some(tok));
            };
            if hidden(&tok.hide, m.id) {
                return Ok(Some(tok));
            }
            let m = m.clone();
            let (args, hide) = match &m.params {
                None => (Vec::new(), hide_add(&tok.hide, m.id)),
                Some(_) => {
                    let Some(next) = self.next_token()? else {
                        return Ok(Some(tok));
                    };
                    if !next.is(b"(") {
                        self.pushback.push(next);
                        return Ok(Some(tok));
                    }
                    let (args, close) = self.read_args(&m, &tok)?;
                    (
                        args,
                        hide_add(&hide_intersect(&tok.hide, &close.hide), m.id),
                    )
                }
            };
            let mut out = self.substitute(&m, &args, &tok)?;
            for t in &mut out {
                t.hide = hide_union(&t.hide, &hide);
                t.bol = false;
            }
            if let Some(first) = out.first_mut() {
                first.space = tok.space;
            }
            self.charge(out.len())?;
            self.pushback.extend(out.into_iter().rev());
        }
    }

    /// Appends every remaining token after macro expansion to `out`: what
    /// [`Preprocessor::next_expanded`] gives, with the common token (from
    /// the file, in an active group, neither a directive nor a name that
    /// may expand) copied straight across.
    pub fn expand_into(&mut self, out: &mut Vec<Token>) -> Result<(), PpError> {
        loop {
            if self.pushback.is_empty() && !self.bounded && self.spent < BUDGET {
                let macros = &self.macros;
                if let Some(frame) = self.stack.last_mut()
                    && let Some(tok) = frame.tokens.get(frame.at)
                    && !(tok.bol && tok.is(b"#"))
                    && frame.conds.last().is_none_or(|c| c.active)
                    && !(tok.kind == Kind::Ident
                        && (tok.text.starts_with(b"__")
                            || (self.in_condition && tok.is_ident(b"defined"))
                            || macros.contains_key(&*tok.text)))
                {
                    frame.at += 1;
                    self.spent += 1;
                    out.push(tok.clone());
                    continue;
                }
            }
            match self.next_expanded()? {
                Some(t) => out.push(t),
                None => return Ok(()),
            }
        }
    }

    /// Expands a list of tokens completely, reading nothing past it.
    pub fn expand_list(&mut self, tokens: &[Token], at: Pos) -> Result<Vec<Token>, PpError> {
        self.depth += 1;
        if self.depth > MAX_EXPANSION_DEPTH {
            return fail("macro invocations are nested too deeply", Some(at));
        }
        let pushback =
            std::mem::replace(&mut self.pushback, tokens.iter().rev().cloned().collect());
        let bounded = std::mem::replace(&mut self.bounded, true);
        let mut out = Vec::with_capacity(tokens.len());
        while let Some(t) = self.next_expanded()? {
            out.push(t);
        }
        self.pushback = pushback;
        self.bounded = bounded;
        self.depth -= 1;
        Ok(out)
    }

    /// `defined X` or `defined(X)` in a `#if` line: 1 or 0.
    fn defined(&mut self, tok: &Token) -> Result<Token, PpError> {
        let needs_name = || {
            fail(
                "`defined` needs a macro name: `defined(NAME)`",
                Some(tok.pos),
            )
        };
        let mut next = self.next_token()?;
        let parenthesized = next.as_ref().is_some_and(|t| t.is(b"("));
        if parenthesized {
            next = self.next_token()?;
        }
        let Some(target) = next.filter(|t| t.kind == Kind::Ident) else {
            return needs_name();
        };
        if parenthesized && !self.next_token()?.is_some_and(|t| t.is(b")")) {
            return needs_name();
        }
        let value = if self.macros.contains_key(&*target.text) {
            b"1"
        } else {
            b"0"
        };
        Ok(synthetic(Kind::Number, value.to_vec(), tok))
    }

    fn builtin(&mut self, tok: &Token) -> Option<Token> {
        if !tok.text.starts_with(b"__") {
            return None;
        }
        let text: Vec<u8> = match &*tok.text {
            b"__LINE__" => {
                let at = self.location(tok.pos);
                let line = self.sources.file(at.file)?.line_column(at.offset).0;
                line.to_string().into_bytes()
            }
            b"__FILE__" => {
                let display = &self.sources.file(tok.pos.file)?.display;
                let mut s = b"\"".to_vec();
                for b in display.bytes() {
                    if b == b'"' || b == b'\\' {
                        s.push(b'\\');
                    }
                    s.push(b);
                }
                s.push(b'"');
                s
            }
            b"__COUNTER__" => {
                self.counter += 1;
                (self.counter - 1).to_string().into_bytes()
            }
            _ => return None,
        };
        let kind = if text.first() == Some(&b'"') {
            Kind::Str
        } else {
            Kind::Number
        };
        Some(synthetic(kind, text, tok))
    }

    /// The arguments of a function-like macro call, after its `(`; gives
    /// them unexpanded, and the closing `)`.
    fn read_args(&mut self, m: &Macro, name: &Token) -> Result<(Vec<Vec<Token>>, Token), PpError> {
        let params = m.params.as_deref().unwrap_or(&[]);
        let mut args: Vec<Vec<Token>> = vec![Vec::new()];
        let mut depth = 0usize;
        let close = loop {
            let Some(t) = self.next_token()? else {
                return fail(
                    format!("unterminated argument list of macro `{}`", name.display()),
                    Some(name.pos),
                );
            };
            self.charge(1)?;
            if t.is(b"(") {
                depth += 1;
            } else if t.is(b")") {
                if depth == 0 {
                    break t;
                }
                depth -= 1;
            } else if t.is(b",") && depth == 0 && !(m.variadic && args.len() == params.len()) {
                args.push(Vec::new());
                continue;
            }
            if let Some(last) = args.last_mut() {
                last.push(t);
            }
        };
        let given = args.len();
        let wanted = params.len();
        let fits = given == wanted
            || (wanted == 0 && given == 1 && args[0].is_empty())
            || (m.variadic && given + 1 == wanted);
        if !fits {
            return fail(
                format!(
                    "macro `{}` takes {wanted} argument{}, but {given} {} given",
                    name.display(),
                    if wanted == 1 { "" } else { "s" },
                    if given == 1 { "was" } else { "were" },
                ),
                Some(name.pos),
            );
        }
        if wanted == 0 {
            args.clear();
        }
        args.resize(wanted, Vec::new());
        Ok((args, close))
    }

    fn param_index(m: &Macro, t: Option<&Token>) -> Option<usize> {
        let t = t?;
        if t.kind != Kind::Ident {
            return None;
        }
        m.params.as_deref()?.iter().position(|p| **p == *t.text)
    }

    /// The replacement list with parameters replaced, `#` and `##` applied.
    fn substitute(
        &mut self,
        m: &Macro,
        args: &[Vec<Token>],
        call: &Token,
    ) -> Result<Vec<Token>, PpError> {
        let body = &m.body;
        let mut out: Vec<Token> = Vec::with_capacity(body.len());
        let mut expanded: Vec<Option<Vec<Token>>> = vec![None; args.len()];
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            if m.params.is_some()
                && t.is(b"#")
                && let Some(p) = Self::param_index(m, body.get(i + 1))
            {
                out.push(stringize(&args[p], t));
                i += 2;
                continue;
            }
            // GNU `, ## __VA_ARGS__`: the comma goes when the arguments are empty.
            if m.variadic
                && t.is(b",")
                && body.get(i + 1).is_some_and(|n| n.is(b"##"))
                && body.get(i + 2).is_some_and(|n| n.is_ident(b"__VA_ARGS__"))
            {
                if args.last().is_none_or(Vec::is_empty) {
                    i += 3;
                } else {
                    out.push(t.clone());
                    out.extend(args.last().into_iter().flatten().cloned());
                    i += 3;
                }
                continue;
            }
            if t.is(b"##") {
                let Some(left) = out.pop() else {
                    return fail("`##` cannot start a macro body", Some(t.pos));
                };
                match (Self::param_index(m, body.get(i + 1)), body.get(i + 1)) {
                    (Some(p), _) => match args[p].split_first() {
                        Some((first, rest)) => {
                            out.push(paste(&left, first)?);
                            out.extend(rest.iter().cloned());
                        }
                        None => out.push(left),
                    },
                    (None, Some(right)) => out.push(paste(&left, right)?),
                    (None, None) => return fail("`##` cannot end a macro body", Some(t.pos)),
                }
                i += 2;
                continue;
            }
            if let Some(p) = Self::param_index(m, Some(t)) {
                if body.get(i + 1).is_some_and(|n| n.is(b"##")) {
                    if args[p].is_empty() {
                        // `x ## y` with x empty is y (a parameter's argument unexpanded).
                        match Self::param_index(m, body.get(i + 2)) {
                            Some(q) => {
                                out.extend(args[q].iter().cloned());
                                i += 3;
                            }
                            None => i += 2,
                        }
                    } else {
                        out.extend(args[p].iter().cloned());
                        i += 1;
                    }
                    continue;
                }
                if expanded[p].is_none() {
                    expanded[p] = Some(self.expand_list(&args[p], call.pos)?);
                }
                out.extend(expanded[p].iter().flatten().cloned());
                i += 1;
                continue;
            }
            out.push(t.clone());
            i += 1;
        }
        Ok(out)
    }

    // ---- directives ----

    fn directive(&mut self, hash: Pos, line: &[Token]) -> Result<(), PpError> {
        let Some(name) = line.first() else {
            return Ok(()); // the null directive
        };
        let rest = &line[1..];
        let active = self.active();
        match &*name.text {
            b"if" | b"ifdef" | b"ifndef" if name.kind == Kind::Ident => {
                self.open_conditional(name, rest, active)
            }
            b"elif" if name.kind == Kind::Ident => self.elif(name, rest),
            b"else" if name.kind == Kind::Ident => {
                let Some(cond) = self.conds_mut().and_then(|c| c.last_mut()) else {
                    return fail("`#else` without `#if`", Some(name.pos));
                };
                if cond.saw_else {
                    return fail("`#else` after `#else`", Some(name.pos));
                }
                cond.saw_else = true;
                cond.active = cond.parent_active && !cond.taken;
                cond.taken = true;
                cond.branch = cond.prior.iter().map(|(t, v)| (t.clone(), !v)).collect();
                Ok(())
            }
            b"endif" if name.kind == Kind::Ident => {
                if self.conds_mut().and_then(Vec::pop).is_none() {
                    return fail("`#endif` without `#if`", Some(name.pos));
                }
                Ok(())
            }
            _ if !active => {
                if name.is_ident(b"define")
                    && let Some(defined) = rest.first().filter(|t| t.kind == Kind::Ident)
                {
                    let requires = self
                        .stack
                        .last()
                        .map(|f| f.conds.iter().flat_map(|c| c.branch.clone()).collect())
                        .unwrap_or_default();
                    self.inactive.push(InactiveDefine {
                        name: Rc::from(&*defined.text),
                        pos: defined.pos,
                        requires,
                    });
                }
                Ok(())
            }
            b"define" => self.define(name, rest),
            b"undef" => {
                let Some(target) = rest.first().filter(|t| t.kind == Kind::Ident) else {
                    return fail("`#undef` needs a macro name", Some(name.pos));
                };
                self.macros.remove(&*target.text);
                self.undefined.insert(Rc::from(&*target.text), target.pos);
                Ok(())
            }
            b"include" => self.include(name, rest),
            b"pragma" => {
                if rest.first().is_some_and(|t| t.is_ident(b"once"))
                    && let Some(frame) = self.stack.last()
                {
                    self.once.insert(frame.file);
                }
                Ok(())
            }
            b"error" => fail(format!("#error {}", spelling(rest)), Some(name.pos)),
            // Diagnostics point at the real file and line, so `#line` changes nothing.
            b"line" | b"warning" | b"ident" => Ok(()),
            _ if name.kind == Kind::Number => Ok(()), // a GNU line marker
            _ => fail(
                format!("unknown preprocessing directive `#{}`", name.display()),
                Some(hash),
            ),
        }
    }

    fn conds_mut(&mut self) -> Option<&mut Vec<Cond>> {
        self.stack.last_mut().map(|f| &mut f.conds)
    }

    /// The condition of `#if`, `#ifdef` or `#ifndef` as written, and its
    /// value when `evaluate` is set.
    fn condition(
        &mut self,
        name: &Token,
        rest: &[Token],
        evaluate: bool,
    ) -> Result<(Requirement, bool), PpError> {
        if name.is_ident(b"if") || name.is_ident(b"elif") {
            let text = spelling(rest);
            let value = evaluate && self.evaluate(name, rest)?;
            return Ok(((text, true), value));
        }
        let Some(target) = rest.first().filter(|t| t.kind == Kind::Ident) else {
            if !evaluate {
                // A skipped group's directives are only counted.
                return Ok(((spelling(rest), true), false));
            }
            return fail(
                format!("`#{}` needs a macro name", name.display()),
                Some(name.pos),
            );
        };
        let defined = self.macros.contains_key(&*target.text);
        let want = name.is_ident(b"ifdef");
        Ok((
            (format!("defined({})", target.display()), want),
            defined == want,
        ))
    }

    fn open_conditional(
        &mut self,
        name: &Token,
        rest: &[Token],
        active: bool,
    ) -> Result<(), PpError> {
        let (requirement, value) = self.condition(name, rest, active)?;
        let cond = Cond {
            active: active && value,
            taken: !active || value,
            parent_active: active,
            saw_else: false,
            branch: vec![requirement.clone()],
            prior: vec![requirement],
            pos: name.pos,
        };
        if let Some(conds) = self.conds_mut() {
            conds.push(cond);
        }
        Ok(())
    }

    fn elif(&mut self, name: &Token, rest: &[Token]) -> Result<(), PpError> {
        let Some(cond) = self.conds_mut().and_then(|c| c.last()) else {
            return fail("`#elif` without `#if`", Some(name.pos));
        };
        if cond.saw_else {
            return fail("`#elif` after `#else`", Some(name.pos));
        }
        let evaluate = cond.parent_active && !cond.taken;
        let (requirement, value) = self.condition(name, rest, evaluate)?;
        let Some(cond) = self.conds_mut().and_then(|c| c.last_mut()) else {
            return Ok(());
        };
        cond.branch = cond.prior.iter().map(|(t, v)| (t.clone(), !v)).collect();
        cond.branch.push(requirement.clone());
        cond.prior.push(requirement);
        cond.active = evaluate && value;
        cond.taken |= cond.active;
        Ok(())
    }

    fn evaluate(&mut self, name: &Token, rest: &[Token]) -> Result<bool, PpError> {
        // `defined X` and `defined(X)` are read unexpanded, also where a
        // macro on the line expands to them (as gcc and clang do).
        let outer = std::mem::replace(&mut self.in_condition, true);
        let expanded = self.expand_list(rest, name.pos);
        self.in_condition = outer;
        let mut expanded = expanded?;
        // Identifiers left after expansion are 0 (`true` is 1, as in C++).
        for t in &mut expanded {
            if t.kind == Kind::Ident {
                let value: &[u8] = if t.is_ident(b"true") { b"1" } else { b"0" };
                *t = synthetic(Kind::Number, value.to_vec(), t);
            }
        }
        match expr::evaluate(&expanded) {
            Ok(v) => Ok(v.is_true()),
            Err(e) => fail(
                e.message,
                Some(
                    e.token
                        .and_then(|k| expanded.get(k))
                        .map_or(name.pos, |t| t.pos),
                ),
            ),
        }
    }

    fn define(&mut self, directive: &Token, rest: &[Token]) -> Result<(), PpError> {
        let Some(name) = rest.first().filter(|t| t.kind == Kind::Ident) else {
            return fail("`#define` needs a macro name", Some(directive.pos));
        };
        if name.is_ident(b"defined") {
            return fail("`defined` cannot be a macro name", Some(name.pos));
        }
        let mut body_start = 1;
        let mut params = None;
        let mut variadic = false;
        if rest.get(1).is_some_and(|t| t.is(b"(") && !t.space) {
            let mut list: Vec<Rc<[u8]>> = Vec::new();
            let mut i = 2;
            loop {
                let Some(t) = rest.get(i) else {
                    return fail("unterminated macro parameter list", Some(name.pos));
                };
                if t.is(b")") && list.is_empty() && !variadic {
                    i += 1;
                    break;
                }
                if t.is(b"...") {
                    variadic = true;
                    list.push(Rc::from(&b"__VA_ARGS__"[..]));
                } else if t.kind == Kind::Ident && !list.iter().any(|p| **p == *t.text) {
                    list.push(Rc::from(&*t.text));
                } else {
                    return fail(
                        format!("`{}` cannot stand in a macro parameter list", t.display()),
                        Some(t.pos),
                    );
                }
                match rest.get(i + 1) {
                    Some(n) if n.is(b")") => {
                        i += 2;
                        break;
                    }
                    Some(n) if n.is(b",") && !variadic => i += 2,
                    Some(n) => {
                        return fail(
                            format!(
                                "expected `,` or `)` in the macro parameter list, found `{}`",
                                n.display()
                            ),
                            Some(n.pos),
                        );
                    }
                    None => return fail("unterminated macro parameter list", Some(name.pos)),
                }
            }
            body_start = i;
            params = Some(Rc::<[Rc<[u8]>]>::from(list));
        }
        let body: Rc<[Token]> = rest[body_start..].iter().cloned().collect();
        if let Some(first) = body.first().filter(|t| t.is(b"##")) {
            return fail("`##` cannot start a macro body", Some(first.pos));
        }
        if let Some(last) = body.last().filter(|t| t.is(b"##")) {
            return fail("`##` cannot end a macro body", Some(last.pos));
        }
        if let Some(t) = body.iter().find(|t| t.is_ident(b"__VA_OPT__")) {
            return fail(
                "`__VA_OPT__` is not supported by rootsig's preprocessor",
                Some(t.pos),
            );
        }
        if let Some(list) = &params {
            for (k, t) in body.iter().enumerate() {
                let next_is_param = body
                    .get(k + 1)
                    .is_some_and(|n| n.kind == Kind::Ident && list.iter().any(|p| **p == *n.text));
                if t.is(b"#") && !next_is_param {
                    return fail("`#` must be followed by a macro parameter", Some(t.pos));
                }
            }
        }
        let id = self.next_macro_id;
        self.next_macro_id += 1;
        self.undefined.remove(&*name.text);
        self.macros.insert(
            Rc::from(&*name.text),
            Macro {
                id,
                params,
                variadic,
                body,
                pos: name.pos,
            },
        );
        Ok(())
    }

    fn include(&mut self, directive: &Token, rest: &[Token]) -> Result<(), PpError> {
        let expanded;
        let rest = if rest
            .first()
            .is_some_and(|t| t.kind == Kind::Str || t.is(b"<"))
        {
            rest
        } else {
            expanded = self.expand_list(rest, directive.pos)?;
            &expanded[..]
        };
        let (name, angled) = match rest {
            [t] if t.kind == Kind::Str => (t.text[1..t.text.len() - 1].to_vec(), false),
            [open, inner @ .., close] if open.is(b"<") && close.is(b">") => {
                let mut name = Vec::new();
                for (k, t) in inner.iter().enumerate() {
                    if k > 0 && t.space {
                        name.push(b' ');
                    }
                    name.extend_from_slice(&t.text);
                }
                (name, true)
            }
            _ => {
                return fail(
                    "expected `#include \"file\"` or `#include <file>`",
                    Some(directive.pos),
                );
            }
        };
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            let chain: Vec<String> = self
                .stack
                .iter()
                .rev()
                .take(4)
                .filter_map(|f| self.sources.file(f.file).map(|s| s.display.clone()))
                .collect();
            return Err(PpError {
                message: format!(
                    "`#include` nested more than {MAX_INCLUDE_DEPTH} deep: an include cycle without a guard?"
                ),
                at: Some(directive.pos),
                notes: vec![format!("the innermost files: {}", chain.join(" <- "))],
            });
        }
        let name = String::from_utf8_lossy(&name).replace('\\', "/");
        let includer = self.stack.last().map(|f| f.file);
        let mut candidates: Vec<(PathBuf, String)> = Vec::new();
        if !angled && let Some(file) = includer.and_then(|f| self.sources.file(f)) {
            let display_folder = Path::new(&file.display).parent().unwrap_or(Path::new(""));
            candidates.push((
                file.folder().join(&name),
                normalize(&display_folder.join(&name))
                    .to_string_lossy()
                    .into_owned(),
            ));
        }
        for (dir, display) in &self.include_dirs {
            candidates.push((
                dir.join(&name),
                normalize(&Path::new(display).join(&name))
                    .to_string_lossy()
                    .into_owned(),
            ));
        }
        for (path, display) in &candidates {
            let key = normalize(path);
            if let Some((id, tokens)) = self.loaded.get(&key) {
                let (id, tokens) = (*id, tokens.clone());
                if !self.once.contains(&id) {
                    self.push_file(id, tokens);
                }
                return Ok(());
            }
            match self.loader.load(path) {
                Ok(bytes) => {
                    let id = self.sources.add(path.clone(), display.clone(), bytes);
                    let tokens = self.lex_file(id)?;
                    self.loaded.insert(key, (id, tokens.clone()));
                    self.push_file(id, tokens);
                    return Ok(());
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    return fail(format!("cannot read `{display}`: {e}"), Some(directive.pos));
                }
            }
        }
        let looked: Vec<&str> = candidates.iter().map(|(_, d)| d.as_str()).collect();
        let mut message = format!("cannot find the included file `{name}`");
        if looked.is_empty() {
            message
                .push_str(" (no include folders were given; a `<…>` include searches only those)");
        } else {
            message.push_str(&format!(" (looked for {})", looked.join(", ")));
        }
        fail(message, Some(directive.pos))
    }
}

/// Tokens as written, one space where the source had whitespace.
pub(crate) fn spelling(tokens: &[Token]) -> String {
    let mut out = String::new();
    for (k, t) in tokens.iter().enumerate() {
        if k > 0 && t.space {
            out.push(' ');
        }
        source::push_display(&mut out, &t.text);
    }
    out
}

fn synthetic(kind: Kind, text: Vec<u8>, from: &Token) -> Token {
    Token {
        kind,
        text: text.into(),
        pos: Pos {
            synthetic: true,
            ..from.pos
        },
        space: from.space,
        bol: false,
        hide: from.hide.clone(),
    }
}

/// `#arg`: the argument's spelling as a string literal.
fn stringize(arg: &[Token], hash: &Token) -> Token {
    let mut text = b"\"".to_vec();
    for (k, t) in arg.iter().enumerate() {
        if k > 0 && t.space {
            text.push(b' ');
        }
        for &b in t.text.iter() {
            if matches!(t.kind, Kind::Str | Kind::Char) && (b == b'"' || b == b'\\') {
                text.push(b'\\');
            }
            text.push(b);
        }
    }
    text.push(b'"');
    synthetic(Kind::Str, text, arg.first().unwrap_or(hash))
}

/// `a ## b`: one token spelled as both, or an error.
fn paste(left: &Token, right: &Token) -> Result<Token, PpError> {
    let mut text = left.text.to_vec();
    text.extend_from_slice(&right.text);
    match lex::single_token(&text) {
        Some(kind) => Ok(synthetic(kind, text, left)),
        None => fail(
            format!(
                "pasting `{}` and `{}` does not give a valid preprocessing token",
                left.display(),
                right.display()
            ),
            Some(left.pos),
        ),
    }
}

fn hidden(hide: &lex::HideSet, id: u32) -> bool {
    hide.as_deref()
        .is_some_and(|h| h.binary_search(&id).is_ok())
}

fn hide_add(hide: &lex::HideSet, id: u32) -> lex::HideSet {
    let mut v: Vec<u32> = hide.as_deref().map_or(&[][..], |h| h).to_vec();
    if let Err(at) = v.binary_search(&id) {
        v.insert(at, id);
    }
    Some(Rc::new(v.into_boxed_slice()))
}

fn hide_intersect(a: &lex::HideSet, b: &lex::HideSet) -> lex::HideSet {
    let (a, b) = (a.as_deref()?, b.as_deref()?);
    let v: Vec<u32> = a
        .iter()
        .copied()
        .filter(|x| b.binary_search(x).is_ok())
        .collect();
    (!v.is_empty()).then(|| Rc::new(v.into_boxed_slice()))
}

fn hide_union(a: &lex::HideSet, b: &lex::HideSet) -> lex::HideSet {
    match (a.as_deref(), b.as_deref()) {
        (None, _) => b.clone(),
        (_, None) => a.clone(),
        (Some(x), Some(y)) if x == y => a.clone(),
        (Some(x), Some(y)) => {
            let mut v: Vec<u32> = x.iter().chain(y).copied().collect();
            v.sort_unstable();
            v.dedup();
            Some(Rc::new(v.into_boxed_slice()))
        }
    }
}

/// A path with `.` and `..` resolved by its text, as an identity for files.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if matches!(out.components().next_back(), Some(Component::Normal(_))) {
                    out.pop();
                } else {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}
