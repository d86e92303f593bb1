//! Phase 4: directives, conditional inclusion, `#include` and macro
//! expansion, as a C preprocessor does them (C11 §6.10; a macro is
//! disabled while its expansion is read, as in clang).
//!
//! Tokens are pulled one at a time: [`Preprocessor::next_expanded`] reads
//! from the pushback of earlier expansions, then from the innermost file,
//! which runs any directive it meets. Every unit of work is charged to a
//! budget, and every recursion has a depth limit, so no input can make it
//! hang or overflow the stack.

use super::expr;
use super::lex::{self, Kind, LexError, Pos, Token};
use super::source::{self, FileId, Location, Sources};
use super::{HlslOptions, Loader};
use crate::diagnostic::Code;
use crate::rules::{MAX_EXPANSION_DEPTH, MAX_INCLUDE_DEPTH, MAX_INPUT_BYTES};
use rustc_hash::FxHashMap;
use std::collections::{HashMap, HashSet};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

/// Tokens read (skipped ones too), copied or produced before a run is
/// stopped as runaway, and separately tokens lexed from files (smaller in
/// unit tests, so that reaching it is quick there).
pub const BUDGET: u64 = if cfg!(test) { 1 << 16 } else { 1 << 22 };

/// A preprocessing failure: a message, where, and notes.
#[derive(Debug)]
pub(crate) struct PpError {
    pub code: Code,
    pub message: String,
    pub at: Option<Pos>,
    pub notes: Vec<String>,
}

fn fail<T>(code: Code, message: impl Into<String>, at: Option<Pos>) -> Result<T, PpError> {
    Err(PpError {
        code,
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
    /// For each body token, the index of the parameter it names, or
    /// `NOT_PARAM`: worked out once, so substitution does not search.
    body_params: Rc<[u32]>,
    pub pos: Pos,
}

const NOT_PARAM: u32 = u32::MAX;

impl Macro {
    /// The parameter the body token at `k` names.
    fn param_at(&self, k: usize) -> Option<usize> {
        match self.body_params.get(k) {
            Some(&p) if p != NOT_PARAM => Some(p as usize),
            _ => None,
        }
    }
}

/// One condition of a branch and the value it must have, as written
/// (`defined(XBOX)` must be true).
pub(crate) type Requirement = (String, bool);

/// A `#define` in a group that was skipped.
pub(crate) struct InactiveDefine {
    pub name: Rc<[u8]>,
    pub pos: Pos,
    /// The last of the conditions that select its branch (see
    /// [`Preprocessor::requirements`]).
    requires: Option<u32>,
}

/// One condition in a chain of them: conditions are shared between the
/// branches and defines they select, so that a skipped define or an
/// `#elif` costs one link, not a copy of every enclosing condition.
struct Link {
    requirement: Requirement,
    before: Option<u32>,
}

struct Cond {
    /// The current branch is being read.
    active: bool,
    /// Some branch was (or, in a skipped parent, counts as) taken.
    taken: bool,
    parent_active: bool,
    saw_else: bool,
    /// The conditions selecting the current branch (a chain's last link).
    branch: Option<u32>,
    /// The enclosing conditions and the negation of every branch before
    /// the current one.
    not_before: Option<u32>,
    /// The current branch's own condition, as written.
    current: Requirement,
    pos: Pos,
}

struct Frame {
    file: FileId,
    tokens: Rc<Vec<Token>>,
    at: usize,
    conds: Vec<Cond>,
    /// What `#line` set: the line number minus the physical line, and the
    /// file name `__FILE__` gives.
    line_delta: i64,
    file_name: Option<Vec<u8>>,
}

/// A file's bytes as read, before they join the sources: its path (empty
/// for the command line's defines) and its name in messages.
struct FileText {
    path: PathBuf,
    display: String,
    bytes: Vec<u8>,
}

/// A file read and lexed once, kept for later includes of it.
struct Loaded {
    id: FileId,
    tokens: Rc<Vec<Token>>,
    /// The macro of an include guard around the whole file: when it is
    /// defined, including the file again reads nothing (clang's
    /// multiple-include optimization).
    guard: Option<Rc<[u8]>>,
}

pub(crate) struct Preprocessor<'l> {
    loader: &'l mut dyn Loader,
    pub sources: Sources,
    include_dirs: Vec<(PathBuf, String)>,
    loaded: HashMap<PathBuf, Loaded>,
    once: HashSet<FileId>,
    pub macros: FxHashMap<Rc<[u8]>, Macro>,
    next_macro_id: u32,
    stack: Vec<Frame>,
    /// Tokens to read before the files, last first.
    pushback: Vec<Token>,
    /// The macro expansions being read, innermost last: the pushback's
    /// length below the expansion's tokens, and the macro. Reading past
    /// them enables the macro again (clang's model, in place of Prosser's
    /// hide sets, which grow with the depth of an expansion).
    expansions: Vec<(usize, u32)>,
    /// For each macro id, how many of its expansions are being read.
    disabled: Vec<u32>,
    /// Reading a list (a macro argument or a `#if` line): stop at its end.
    bounded: bool,
    /// Expanding a `#if` line, where `defined` is an operator.
    in_condition: bool,
    spent: u64,
    /// Tokens lexed from files, and bytes read.
    lexed: u64,
    read_bytes: usize,
    depth: usize,
    counter: u64,
    /// Where the last token read from a file was: the end of the
    /// outermost macro invocation being expanded, whose line a `__LINE__`
    /// from a macro body gives (as clang does).
    last_read: Option<Pos>,
    links: Vec<Link>,
    pub inactive: Vec<InactiveDefine>,
    pub undefined: HashMap<Rc<[u8]>, Pos>,
    /// `#pragma pack_matrix` directives read but not yet placed: `true`
    /// for `row_major`.
    pack_matrix_pending: Vec<bool>,
    /// Each `#pragma pack_matrix` that [`Preprocessor::expand_into`] read:
    /// the index in its output of the first token after it, and `true` for
    /// `row_major` (docs/bindings.md §7.4).
    pub pack_matrix: Vec<(usize, bool)>,
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
            expansions: Vec::new(),
            disabled: Vec::new(),
            bounded: false,
            in_condition: false,
            spent: 0,
            lexed: 0,
            read_bytes: 0,
            depth: 0,
            counter: 0,
            last_read: None,
            links: Vec::new(),
            inactive: Vec::new(),
            undefined: HashMap::new(),
            pack_matrix_pending: Vec::new(),
            pack_matrix: Vec::new(),
        };
        match pp.start(main, display, options) {
            Ok(()) => Ok(pp),
            Err(e) => Err((pp.sources, e)),
        }
    }

    fn start(&mut self, main: &Path, display: &str, options: &HlslOptions) -> Result<(), PpError> {
        {
            // DXC's command line cannot put a line break in a define; here
            // one would inject directives.
            if let Some(define) = options.defines.iter().find(|d| d.contains(['\n', '\r'])) {
                return fail(
                    Code::HL0110,
                    format!("the define `{}` holds a line break", define.escape_debug()),
                    None,
                );
            }
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
            let text = FileText {
                path: PathBuf::new(),
                display: "<command line>".into(),
                bytes: text,
            };
            let (id, tokens) = self.add_file(text, None)?;
            self.push_file(id, tokens.tokens.clone());
            while self.next_raw()?.is_some() {}
        }
        let bytes = match self.loader.load(main) {
            Ok(bytes) => bytes,
            Err(e) => return Err(read_error(display, &e, None)),
        };
        let key = self.loader.identity(main);
        let text = FileText {
            path: main.to_path_buf(),
            display: display.to_owned(),
            bytes,
        };
        let (id, loaded) = self.add_file(text, None)?;
        let tokens = loaded.tokens.clone();
        self.loaded.insert(key, loaded);
        self.push_file(id, tokens);
        Ok(())
    }

    /// Adds a file to the sources and lexes it, within the byte and token
    /// budgets; `at` is the `#include` that read it.
    fn add_file(&mut self, text: FileText, at: Option<Pos>) -> Result<(FileId, Loaded), PpError> {
        let FileText {
            path,
            display,
            bytes,
        } = text;
        self.read_bytes = self.read_bytes.saturating_add(bytes.len());
        if self.read_bytes > MAX_INPUT_BYTES {
            return fail(
                Code::HL0004,
                format!(
                    "preprocessing stopped: the files read hold more than {MAX_INPUT_BYTES} bytes (at `{display}`)"
                ),
                at,
            );
        }
        let id = self.sources.add(path, display, bytes);
        let file = self
            .sources
            .file(id)
            .map_or_else(|| Rc::new(Box::default()), |f| f.spliced.bytes.clone());
        let limit = usize::try_from(BUDGET.saturating_sub(self.lexed)).unwrap_or(usize::MAX);
        let pos = |offset| {
            Some(Pos {
                file: id,
                offset,
                synthetic: false,
                in_body: false,
            })
        };
        match lex::tokenize(id, &file, limit) {
            Ok(tokens) => {
                self.lexed += tokens.len() as u64;
                let guard = include_guard(&tokens);
                let loaded = Loaded {
                    id,
                    tokens: Rc::new(tokens),
                    guard,
                };
                Ok((id, loaded))
            }
            Err(LexError::UnterminatedComment(offset)) => {
                fail(Code::HL0101, "unterminated `/*` comment", pos(offset))
            }
            Err(LexError::TooManyTokens(offset)) => fail(
                Code::HL0004,
                format!("preprocessing stopped: the files read hold more than {BUDGET} tokens"),
                pos(offset),
            ),
        }
    }

    fn push_file(&mut self, id: FileId, tokens: Rc<Vec<Token>>) {
        self.stack.push(Frame {
            file: id,
            tokens,
            at: 0,
            conds: Vec::new(),
            line_delta: 0,
            file_name: None,
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
                Code::HL0004,
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
                        Code::HL0103,
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
            // Tokens of a skipped group are passed over, never copied, but
            // counted: reading them is work too.
            if frame.conds.last().is_some_and(|c| !c.active) {
                self.charge(1)?;
                continue;
            }
            let tok = tok.clone();
            self.charge(1)?;
            self.last_read = Some(tok.pos);
            return Ok(Some(tok));
        }
    }

    fn next_token(&mut self) -> Result<Option<Token>, PpError> {
        self.leave_finished_expansions();
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
            if tok.no_expand {
                return Ok(Some(tok));
            }
            // A name read while its own expansion is being read never
            // expands, not even later (C11 6.10.3.4p2).
            if self.disabled.get(m.id as usize).is_some_and(|&n| n > 0) {
                let mut tok = tok;
                tok.no_expand = true;
                return Ok(Some(tok));
            }
            let m = m.clone();
            let args = match &m.params {
                None => Vec::new(),
                Some(_) => {
                    let Some(next) = self.next_token()? else {
                        return Ok(Some(tok));
                    };
                    if !next.is(b"(") {
                        self.pushback.push(next);
                        return Ok(Some(tok));
                    }
                    self.read_args(&m, &tok)?
                }
            };
            // Arguments are expanded before the macro is disabled.
            let mut out = self.substitute(&m, &args, &tok)?;
            for t in &mut out {
                t.bol = false;
            }
            if let Some(first) = out.first_mut() {
                first.space = tok.space;
            }
            self.charge(out.len())?;
            self.expansions.push((self.pushback.len(), m.id));
            if let Some(n) = self.disabled.get_mut(m.id as usize) {
                *n += 1;
            }
            self.pushback.extend(out.into_iter().rev());
        }
    }

    /// Enables again the macros whose expansions have been read to the
    /// end: those whose tokens were all taken from the pushback.
    fn leave_finished_expansions(&mut self) {
        while let Some(&(base, id)) = self.expansions.last() {
            if self.pushback.len() > base {
                break;
            }
            self.expansions.pop();
            if let Some(n) = self.disabled.get_mut(id as usize) {
                *n = n.saturating_sub(1);
            }
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
                    self.last_read = Some(tok.pos);
                    out.push(tok.clone());
                    continue;
                }
            }
            let next = self.next_expanded()?;
            for row_major in self.pack_matrix_pending.drain(..) {
                self.pack_matrix.push((out.len(), row_major));
            }
            match next {
                Some(t) => out.push(t),
                None => return Ok(()),
            }
        }
    }

    /// Expands a list of tokens completely, reading nothing past it.
    pub fn expand_list(&mut self, tokens: &[Token], at: Pos) -> Result<Vec<Token>, PpError> {
        self.depth += 1;
        if self.depth > MAX_EXPANSION_DEPTH {
            return fail(
                Code::HL0111,
                "macro invocations are nested too deeply",
                Some(at),
            );
        }
        let pushback =
            std::mem::replace(&mut self.pushback, tokens.iter().rev().cloned().collect());
        let expansions = std::mem::take(&mut self.expansions);
        let bounded = std::mem::replace(&mut self.bounded, true);
        let mut out = Vec::with_capacity(tokens.len());
        while let Some(t) = self.next_expanded()? {
            out.push(t);
        }
        // The list is read: every expansion in it is finished.
        self.leave_finished_expansions();
        self.pushback = pushback;
        self.expansions = expansions;
        self.bounded = bounded;
        self.depth -= 1;
        Ok(out)
    }

    /// `defined X` or `defined(X)` in a `#if` line: 1 or 0.
    fn defined(&mut self, tok: &Token) -> Result<Token, PpError> {
        let needs_name = || {
            fail(
                Code::HL0105,
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
                // Written in the file (in a macro call's arguments too) it
                // is its own line; from a macro's body, the line where the
                // outermost call read from the file ends, as DXC's clang
                // does (docs/bindings.md §2.1).
                let pos = if tok.pos.in_body {
                    self.last_read.unwrap_or(tok.pos)
                } else {
                    tok.pos
                };
                let at = self.location(pos);
                let line = self.sources.file(at.file)?.line_column(at.offset).0 as i64;
                let delta = self.frame_of(pos.file).map_or(0, |f| f.line_delta);
                line.saturating_add(delta).to_string().into_bytes()
            }
            b"__FILE__" => {
                let pos = self.last_read.unwrap_or(tok.pos);
                let named = self.frame_of(pos.file).and_then(|f| f.file_name.clone());
                let display = named.unwrap_or_else(|| {
                    self.sources
                        .file(pos.file)
                        .map_or_else(Vec::new, |f| f.display.as_bytes().to_vec())
                });
                let mut s = b"\"".to_vec();
                for &b in &display {
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
    fn read_args(&mut self, m: &Macro, name: &Token) -> Result<Vec<Vec<Token>>, PpError> {
        let params = m.params.as_deref().unwrap_or(&[]);
        let mut args: Vec<Vec<Token>> = vec![Vec::new()];
        let mut depth = 0usize;
        loop {
            let Some(t) = self.next_token()? else {
                return fail(
                    Code::HL0106,
                    format!("unterminated argument list of macro `{}`", name.display()),
                    Some(name.pos),
                );
            };
            self.charge(1)?;
            if t.is(b"(") {
                depth += 1;
            } else if t.is(b")") {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if t.is(b",") && depth == 0 && !(m.variadic && args.len() == params.len()) {
                args.push(Vec::new());
                continue;
            }
            if let Some(last) = args.last_mut() {
                last.push(t);
            }
        }
        let given = args.len();
        let wanted = params.len();
        let fits = given == wanted
            || (wanted == 0 && given == 1 && args[0].is_empty())
            || (m.variadic && given + 1 == wanted);
        if !fits {
            return fail(
                Code::HL0106,
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
        Ok(args)
    }

    /// The replacement list with parameters replaced, `#` and `##` applied.
    fn substitute(
        &mut self,
        m: &Macro,
        args: &[Vec<Token>],
        call: &Token,
    ) -> Result<Vec<Token>, PpError> {
        let body = &m.body;
        let mut out: Vec<Item> = Vec::with_capacity(body.len());
        let mut expanded: Vec<Option<Vec<Token>>> = vec![None; args.len()];
        // The next item is pasted onto the last one (a `##` was read).
        let mut paste_next = false;
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            if m.params.is_some()
                && t.is(b"#")
                && let Some(p) = m.param_at(i + 1)
            {
                let mut string = stringize(&args[p], t);
                string.space = t.space;
                emit(&mut out, &mut paste_next, [Item::Token(string)])?;
                i += 2;
                continue;
            }
            // GNU `, ## __VA_ARGS__`: the comma goes when the arguments are empty.
            if m.variadic
                && t.is(b",")
                && body.get(i + 1).is_some_and(|n| n.is(b"##"))
                && body.get(i + 2).is_some_and(|n| n.is_ident(b"__VA_ARGS__"))
            {
                let rest = args.last().map_or(&[][..], Vec::as_slice);
                if !rest.is_empty() {
                    emit(&mut out, &mut paste_next, [Item::Token(t.clone())])?;
                    out.extend(rest.iter().cloned().map(Item::Token));
                }
                i += 3;
                continue;
            }
            if t.is(b"##") {
                paste_next = true;
                i += 1;
                continue;
            }
            if let Some(p) = m.param_at(i) {
                let pasted =
                    i > 0 && body[i - 1].is(b"##") || body.get(i + 1).is_some_and(|n| n.is(b"##"));
                let tokens = if pasted {
                    // Next to `##` an argument is not expanded, and an
                    // empty one is a placemarker.
                    if args[p].is_empty() {
                        emit(&mut out, &mut paste_next, [Item::Placemarker(t.space)])?;
                        i += 1;
                        continue;
                    }
                    &args[p]
                } else {
                    if expanded[p].is_none() {
                        expanded[p] = Some(self.expand_list(&args[p], call.pos)?);
                    }
                    expanded[p].as_deref().unwrap_or(&[])
                };
                // The argument takes the parameter's leading space.
                let items = tokens.iter().enumerate().map(|(k, a)| {
                    let mut a = a.clone();
                    if k == 0 {
                        a.space = t.space;
                    }
                    Item::Token(a)
                });
                emit(&mut out, &mut paste_next, items)?;
                i += 1;
                continue;
            }
            emit(&mut out, &mut paste_next, [Item::Token(t.clone())])?;
            i += 1;
        }
        Ok(out
            .into_iter()
            .filter_map(|item| match item {
                Item::Token(t) => Some(t),
                Item::Placemarker(_) => None,
            })
            .collect())
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
            b"else" if name.kind == Kind::Ident => self.else_branch(name),
            b"endif" if name.kind == Kind::Ident => {
                if self.conds_mut().and_then(Vec::pop).is_none() {
                    return fail(Code::HL0103, "`#endif` without `#if`", Some(name.pos));
                }
                Ok(())
            }
            _ if !active => {
                self.skipped_define(name, rest);
                Ok(())
            }
            b"define" => self.define(name, rest),
            b"undef" => self.undef(name, rest),
            b"include" => self.include(name, rest),
            b"pragma" => {
                self.pragma(rest);
                Ok(())
            }
            b"error" => fail(
                Code::HL0108,
                format!("#error {}", spelling(rest)),
                Some(name.pos),
            ),
            // Diagnostics point at the real file and line, so `#line`
            // changes only `__LINE__` and `__FILE__`.
            b"line" => self.line(name, rest),
            b"warning" | b"ident" => Ok(()),
            _ if name.kind == Kind::Number => self.line(name, line), // a GNU line marker
            _ => fail(
                Code::HL0102,
                format!("unknown preprocessing directive `#{}`", name.display()),
                Some(hash),
            ),
        }
    }

    /// `#else`: its branch is taken when no branch before it was, and is
    /// selected by the negation of the branch before it.
    fn else_branch(&mut self, name: &Token) -> Result<(), PpError> {
        let Some(cond) = self.conds_mut().and_then(|c| c.last_mut()) else {
            return fail(Code::HL0103, "`#else` without `#if`", Some(name.pos));
        };
        if cond.saw_else {
            return fail(Code::HL0103, "`#else` after `#else`", Some(name.pos));
        }
        cond.saw_else = true;
        cond.active = cond.parent_active && !cond.taken;
        cond.taken = true;
        let (text, want) = cond.current.clone();
        let not_before = cond.not_before;
        let negated = self.link((text, !want), not_before);
        if let Some(cond) = self.conds_mut().and_then(|c| c.last_mut()) {
            cond.not_before = negated;
            cond.branch = negated;
        }
        Ok(())
    }

    /// A `#define` in a skipped group is remembered with the conditions
    /// that would select it, for the hint of a name left undefined.
    fn skipped_define(&mut self, name: &Token, rest: &[Token]) {
        if name.is_ident(b"define")
            && let Some(defined) = rest.first().filter(|t| t.kind == Kind::Ident)
        {
            let requires = self
                .stack
                .last()
                .and_then(|f| f.conds.last())
                .and_then(|c| c.branch);
            self.inactive.push(InactiveDefine {
                name: Rc::from(&*defined.text),
                pos: defined.pos,
                requires,
            });
        }
    }

    fn undef(&mut self, name: &Token, rest: &[Token]) -> Result<(), PpError> {
        let Some(target) = rest.first().filter(|t| t.kind == Kind::Ident) else {
            return fail(Code::HL0104, "`#undef` needs a macro name", Some(name.pos));
        };
        if target.is_ident(b"defined") {
            return fail(
                Code::HL0104,
                "`defined` cannot be a macro name",
                Some(target.pos),
            );
        }
        self.macros.remove(&*target.text);
        self.undefined.insert(Rc::from(&*target.text), target.pos);
        Ok(())
    }

    /// `#pragma once`, and `#pragma pack_matrix(row_major)`: the default
    /// matrix orientation from here on (docs/bindings.md §7.4). Other
    /// pragmas are ignored.
    fn pragma(&mut self, rest: &[Token]) {
        if rest.first().is_some_and(|t| t.is_ident(b"once"))
            && let Some(frame) = self.stack.last()
        {
            self.once.insert(frame.file);
        }
        if let [word, open, orientation, ..] = rest
            && word.is_ident(b"pack_matrix")
            && open.is(b"(")
        {
            if orientation.is_ident(b"row_major") {
                self.pack_matrix_pending.push(true);
            } else if orientation.is_ident(b"column_major") {
                self.pack_matrix_pending.push(false);
            }
        }
    }

    /// The innermost file being read that is `file`.
    fn frame_of(&self, file: FileId) -> Option<&Frame> {
        self.stack.iter().rev().find(|f| f.file == file)
    }

    /// `#line N` or `#line N "file"` (macros expanded), or a GNU line
    /// marker `# N "file" flags`: the line after it is line N.
    fn line(&mut self, name: &Token, rest: &[Token]) -> Result<(), PpError> {
        let expanded = self.expand_list(rest, name.pos)?;
        let number = expanded
            .first()
            .filter(|t| t.kind == Kind::Number && t.text.iter().all(u8::is_ascii_digit))
            .and_then(|t| std::str::from_utf8(&t.text).ok()?.parse::<i64>().ok());
        let Some(number) = number else {
            return fail(
                Code::HL0109,
                "`#line` needs a line number: `#line 12` or `#line 12 \"file\"`",
                Some(name.pos),
            );
        };
        let file_name = match expanded.get(1) {
            Some(t) if t.kind == Kind::Str => Some(t.text[1..t.text.len() - 1].to_vec()),
            None => None,
            // A line marker's flags follow its file name.
            Some(_) if name.kind == Kind::Number => None,
            Some(t) => {
                return fail(
                    Code::HL0109,
                    format!(
                        "expected a file name after the `#line` number, found `{}`",
                        t.display()
                    ),
                    Some(t.pos),
                );
            }
        };
        let last = rest.last().unwrap_or(name).pos;
        let at = self.location(last);
        let physical = self
            .sources
            .file(at.file)
            .map_or(0, |f| f.line_column(at.offset).0 as i64);
        if let Some(frame) = self.stack.last_mut() {
            frame.line_delta = number - (physical + 1);
            if file_name.is_some() {
                frame.file_name = file_name;
            }
        }
        Ok(())
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
                Code::HL0105,
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
        let outer = self
            .stack
            .last()
            .and_then(|f| f.conds.last())
            .and_then(|c| c.branch);
        let branch = self.link(requirement.clone(), outer);
        let cond = Cond {
            active: active && value,
            taken: !active || value,
            parent_active: active,
            saw_else: false,
            branch,
            not_before: outer,
            current: requirement,
            pos: name.pos,
        };
        if let Some(conds) = self.conds_mut() {
            conds.push(cond);
        }
        Ok(())
    }

    fn elif(&mut self, name: &Token, rest: &[Token]) -> Result<(), PpError> {
        let Some(cond) = self.conds_mut().and_then(|c| c.last()) else {
            return fail(Code::HL0103, "`#elif` without `#if`", Some(name.pos));
        };
        if cond.saw_else {
            return fail(Code::HL0103, "`#elif` after `#else`", Some(name.pos));
        }
        let evaluate = cond.parent_active && !cond.taken;
        let (requirement, value) = self.condition(name, rest, evaluate)?;
        let Some(cond) = self.conds_mut().and_then(|c| c.last()) else {
            return Ok(());
        };
        let (text, want) = cond.current.clone();
        let not_before = cond.not_before;
        let not_before = self.link((text, !want), not_before);
        let branch = self.link(requirement.clone(), not_before);
        if let Some(cond) = self.conds_mut().and_then(|c| c.last_mut()) {
            cond.not_before = not_before;
            cond.branch = branch;
            cond.current = requirement;
            cond.active = evaluate && value;
            cond.taken |= cond.active;
        }
        Ok(())
    }

    /// A new link: `requirement` after the chain ending at `before`.
    fn link(&mut self, requirement: Requirement, before: Option<u32>) -> Option<u32> {
        let index = u32::try_from(self.links.len()).ok()?;
        self.links.push(Link {
            requirement,
            before,
        });
        Some(index)
    }

    /// Every condition, outermost first, that selects the branch of an
    /// inactive define.
    pub fn requirements(&self, define: &InactiveDefine) -> Vec<Requirement> {
        let mut out = Vec::new();
        let mut at = define.requires;
        while let Some(link) = at.and_then(|k| self.links.get(k as usize)) {
            out.push(link.requirement.clone());
            at = link.before;
        }
        out.reverse();
        out
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
                Code::HL0105,
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
            return fail(
                Code::HL0104,
                "`#define` needs a macro name",
                Some(directive.pos),
            );
        };
        if name.is_ident(b"defined") {
            return fail(
                Code::HL0104,
                "`defined` cannot be a macro name",
                Some(name.pos),
            );
        }
        let params = if rest.get(1).is_some_and(|t| t.is(b"(") && !t.space) {
            macro_params(name, rest)?
        } else {
            Params::object_like()
        };
        let body: Rc<[Token]> = rest[params.body_start..]
            .iter()
            .map(|t| {
                let mut t = t.clone();
                t.pos.in_body = true;
                t
            })
            .collect();
        let body_params: Rc<[u32]> = body
            .iter()
            .map(|t| match t.kind {
                Kind::Ident => params.indices.get(&*t.text).copied().unwrap_or(NOT_PARAM),
                _ => NOT_PARAM,
            })
            .collect();
        check_body(&body, &body_params, params.list.is_some())?;
        let id = self.next_macro_id;
        self.next_macro_id += 1;
        self.disabled.push(0);
        self.undefined.remove(&*name.text);
        self.macros.insert(
            Rc::from(&*name.text),
            Macro {
                id,
                params: params.list,
                variadic: params.variadic,
                body,
                body_params,
                pos: name.pos,
            },
        );
        Ok(())
    }

    fn include(&mut self, directive: &Token, rest: &[Token]) -> Result<(), PpError> {
        let (name, angled) = self.include_name(directive, rest)?;
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            let chain: Vec<String> = self
                .stack
                .iter()
                .rev()
                .take(4)
                .filter_map(|f| self.sources.file(f.file).map(|s| s.display.clone()))
                .collect();
            return Err(PpError {
                code: Code::HL0003,
                message: format!(
                    "`#include` nested more than {MAX_INCLUDE_DEPTH} deep: an include cycle without a guard?"
                ),
                at: Some(directive.pos),
                notes: vec![format!("the innermost files: {}", chain.join(" <- "))],
            });
        }
        let name = String::from_utf8_lossy(&name).replace('\\', "/");
        let candidates = self.include_candidates(&name, angled);
        for (path, display) in &candidates {
            if self.open_include(path, display, directive.pos)? {
                return Ok(());
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
        fail(Code::HL0002, message, Some(directive.pos))
    }

    /// The file an `#include` names (its line expanded unless it starts
    /// with `"…"` or `<`), and whether it is `<…>`.
    fn include_name(
        &mut self,
        directive: &Token,
        rest: &[Token],
    ) -> Result<(Vec<u8>, bool), PpError> {
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
        match rest {
            [t] if t.kind == Kind::Str => Ok((t.text[1..t.text.len() - 1].to_vec(), false)),
            [open, inner @ .., close] if open.is(b"<") && close.is(b">") => {
                let mut name = Vec::new();
                for (k, t) in inner.iter().enumerate() {
                    if k > 0 && t.space {
                        name.push(b' ');
                    }
                    name.extend_from_slice(&t.text);
                }
                Ok((name, true))
            }
            _ => fail(
                Code::HL0109,
                "expected `#include \"file\"` or `#include <file>`",
                Some(directive.pos),
            ),
        }
    }

    /// Where an include of `name` is looked for, in order, with each path
    /// as messages show it: the including file's folder (not for `<…>`),
    /// then the include folders.
    fn include_candidates(&self, name: &str, angled: bool) -> Vec<(PathBuf, String)> {
        let includer = self.stack.last().map(|f| f.file);
        let mut candidates: Vec<(PathBuf, String)> = Vec::new();
        if !angled && let Some(file) = includer.and_then(|f| self.sources.file(f)) {
            let display_folder = Path::new(&file.display).parent().unwrap_or(Path::new(""));
            candidates.push((
                file.folder().join(name),
                normalize(&display_folder.join(name))
                    .to_string_lossy()
                    .into_owned(),
            ));
        }
        for (dir, display) in &self.include_dirs {
            candidates.push((
                dir.join(name),
                normalize(&Path::new(display).join(name))
                    .to_string_lossy()
                    .into_owned(),
            ));
        }
        candidates
    }

    /// Reads the file at `path` when it exists: again from what was lexed
    /// before unless a guard or `#pragma once` says not to. `false` when
    /// there is no such file.
    fn open_include(&mut self, path: &Path, display: &str, at: Pos) -> Result<bool, PpError> {
        let key = self.loader.identity(path);
        if let Some(loaded) = self.loaded.get(&key) {
            let guarded = loaded
                .guard
                .as_ref()
                .is_some_and(|g| self.macros.contains_key(g));
            if !guarded && !self.once.contains(&loaded.id) {
                let (id, tokens) = (loaded.id, loaded.tokens.clone());
                self.push_file(id, tokens);
            }
            return Ok(true);
        }
        match self.loader.load(path) {
            Ok(bytes) => {
                let text = FileText {
                    path: path.to_path_buf(),
                    display: display.to_owned(),
                    bytes,
                };
                let (id, loaded) = self.add_file(text, Some(at))?;
                let tokens = loaded.tokens.clone();
                self.loaded.insert(key, loaded);
                self.push_file(id, tokens);
                Ok(true)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(read_error(display, &e, Some(at))),
        }
    }
}

/// A macro's parameters, and where its body starts in the directive.
struct Params<'t> {
    /// `None` for an object-like macro.
    list: Option<Rc<[Rc<[u8]>]>>,
    variadic: bool,
    /// Each parameter's index, by name (`__VA_ARGS__` for `...`).
    indices: FxHashMap<&'t [u8], u32>,
    body_start: usize,
}

impl Params<'_> {
    fn object_like() -> Self {
        Params {
            list: None,
            variadic: false,
            indices: FxHashMap::default(),
            body_start: 1,
        }
    }
}

/// The parameter list of function-like macro `name`, from the `(` at
/// `rest[1]`: distinct names, `...` last.
fn macro_params<'t>(name: &Token, rest: &'t [Token]) -> Result<Params<'t>, PpError> {
    let mut params = Params::object_like();
    let mut list: Vec<Rc<[u8]>> = Vec::new();
    let mut i = 2;
    loop {
        let Some(t) = rest.get(i) else {
            return fail(
                Code::HL0104,
                "unterminated macro parameter list",
                Some(name.pos),
            );
        };
        if t.is(b")") && list.is_empty() && !params.variadic {
            i += 1;
            break;
        }
        if t.is(b"...") {
            params.variadic = true;
            params.indices.insert(
                b"__VA_ARGS__",
                u32::try_from(list.len()).unwrap_or(NOT_PARAM),
            );
            list.push(Rc::from(&b"__VA_ARGS__"[..]));
        } else if t.kind == Kind::Ident && !params.indices.contains_key(&*t.text) {
            (params.indices).insert(&*t.text, u32::try_from(list.len()).unwrap_or(NOT_PARAM));
            list.push(Rc::from(&*t.text));
        } else {
            return fail(
                Code::HL0104,
                format!("`{}` cannot stand in a macro parameter list", t.display()),
                Some(t.pos),
            );
        }
        match rest.get(i + 1) {
            Some(n) if n.is(b")") => {
                i += 2;
                break;
            }
            Some(n) if n.is(b",") && !params.variadic => i += 2,
            Some(n) => {
                return fail(
                    Code::HL0104,
                    format!(
                        "expected `,` or `)` in the macro parameter list, found `{}`",
                        n.display()
                    ),
                    Some(n.pos),
                );
            }
            None => {
                return fail(
                    Code::HL0104,
                    "unterminated macro parameter list",
                    Some(name.pos),
                );
            }
        }
    }
    params.body_start = i;
    params.list = Some(Rc::<[Rc<[u8]>]>::from(list));
    Ok(params)
}

/// A macro body is well formed: `##` neither starts nor ends it, no
/// `__VA_OPT__`, and in a function-like macro `#` comes before a
/// parameter.
fn check_body(body: &[Token], body_params: &[u32], function_like: bool) -> Result<(), PpError> {
    if let Some(first) = body.first().filter(|t| t.is(b"##")) {
        return fail(
            Code::HL0104,
            "`##` cannot start a macro body",
            Some(first.pos),
        );
    }
    if let Some(last) = body.last().filter(|t| t.is(b"##")) {
        return fail(Code::HL0104, "`##` cannot end a macro body", Some(last.pos));
    }
    if let Some(t) = body.iter().find(|t| t.is_ident(b"__VA_OPT__")) {
        return fail(
            Code::HL0104,
            "`__VA_OPT__` is not supported by rootsig's preprocessor",
            Some(t.pos),
        );
    }
    if function_like {
        for (k, t) in body.iter().enumerate() {
            let next_is_param = body_params.get(k + 1).is_some_and(|&p| p != NOT_PARAM);
            if t.is(b"#") && !next_is_param {
                return fail(
                    Code::HL0104,
                    "`#` must be followed by a macro parameter",
                    Some(t.pos),
                );
            }
        }
    }
    Ok(())
}

/// Why a file could not be read: too large (HL0004), or anything else
/// (HL0001).
fn read_error(display: &str, e: &std::io::Error, at: Option<Pos>) -> PpError {
    let code = if e.kind() == std::io::ErrorKind::FileTooLarge {
        Code::HL0004
    } else {
        Code::HL0001
    };
    PpError {
        code,
        message: format!("cannot read `{display}`: {e}"),
        at,
        notes: Vec::new(),
    }
}

/// The macro of an include guard around a whole file: the file is
/// `#ifndef NAME` … `#endif` with nothing outside, and no `#else` or
/// `#elif` of that conditional.
fn include_guard(tokens: &[Token]) -> Option<Rc<[u8]>> {
    let [hash, ifndef, name, ..] = tokens else {
        return None;
    };
    if !(hash.bol && hash.is(b"#") && ifndef.is_ident(b"ifndef") && name.kind == Kind::Ident) {
        return None;
    }
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate() {
        if !(t.bol && t.is(b"#")) {
            continue;
        }
        match tokens.get(k + 1) {
            Some(d) if d.is_ident(b"if") || d.is_ident(b"ifdef") || d.is_ident(b"ifndef") => {
                depth += 1;
            }
            Some(d) if depth == 1 && (d.is_ident(b"else") || d.is_ident(b"elif")) => return None,
            Some(d) if d.is_ident(b"endif") => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    // Only the rest of the `#endif` line may follow.
                    let after = tokens[k + 2..].iter().any(|t| t.bol);
                    return (!after).then(|| Rc::from(&*name.text));
                }
            }
            _ => {}
        }
    }
    None
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
        no_expand: from.no_expand,
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

/// What a macro body position gives: a token, or a placemarker (an empty
/// argument next to `##`, C11 6.10.3.3) with the leading space of its
/// parameter, gone once every paste is done.
enum Item {
    Token(Token),
    Placemarker(bool),
}

/// Appends `items`; when a `##` is pending, the first of them is pasted
/// onto the last item (a placemarker pasted with anything is that thing).
fn emit(
    out: &mut Vec<Item>,
    paste_next: &mut bool,
    items: impl IntoIterator<Item = Item>,
) -> Result<(), PpError> {
    let mut items = items.into_iter();
    if std::mem::take(paste_next)
        && let Some(right) = items.next()
    {
        let joined = match (out.pop(), right) {
            (Some(Item::Token(l)), Item::Token(r)) => Item::Token(paste(&l, &r)?),
            (Some(Item::Placemarker(space)), Item::Token(mut r)) => {
                r.space = space;
                Item::Token(r)
            }
            (Some(left), Item::Placemarker(_)) => left,
            (None, right) => right,
        };
        out.push(joined);
    }
    out.extend(items);
    Ok(())
}

/// `a ## b`: one token spelled as both, or an error.
fn paste(left: &Token, right: &Token) -> Result<Token, PpError> {
    let mut text = left.text.to_vec();
    text.extend_from_slice(&right.text);
    match lex::single_token(&text) {
        Some(kind) => Ok(synthetic(kind, text, left)),
        None => fail(
            Code::HL0107,
            format!(
                "pasting `{}` and `{}` does not give a valid preprocessing token",
                left.display(),
                right.display()
            ),
            Some(left.pos),
        ),
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
