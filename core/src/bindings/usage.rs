//! What an entry point uses (docs/bindings.md §5): every global named by
//! a function reachable from the entry through the calls the bodies name.

use super::dxc_structs::Access;
use super::scan::{Scanned, Scope, Type};
use crate::hlsl::lex::{Kind, Token};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::HashSet;

/// The uses found.
#[derive(Debug, Default)]
pub(crate) struct Used {
    /// Per declaration (index into `Scanned::decls`): named as a whole.
    pub decls: Vec<bool>,
    /// Struct members named through an instance, by declaration: paths
    /// such as `albedo`, `inner.albedo`, or `Base::.albedo` for a member
    /// inherited from `Base`.
    pub members: FxHashMap<usize, MemberPaths>,
    /// Per declaration: its UAV counter is used.
    pub counters: Vec<bool>,
    /// A global numeric variable is used: `$Globals` exists.
    pub globals: bool,
    /// Accesses of resources inside struct instances, by declaration, in
    /// first-use order (for DXC's struct binding).
    pub accesses: FxHashMap<usize, Vec<Access>>,
    /// The accesses listed, so that listing each once stays linear.
    access_seen: FxHashSet<(usize, Access)>,
    /// Token indices of the first use of each descriptor heap.
    pub resource_heap: Option<usize>,
    pub sampler_heap: Option<usize>,
    pub all: bool,
}

/// The member paths named through one instance, and every path a named
/// one starts with, so that a lookup costs a few hash probes, not a walk
/// of every path named.
#[derive(Debug, Default)]
pub(crate) struct MemberPaths {
    named: FxHashSet<String>,
    starts: FxHashSet<String>,
}

impl MemberPaths {
    fn insert(&mut self, path: String) {
        for (k, b) in path.bytes().enumerate() {
            if b == b'.' {
                self.starts.insert(path[..k].to_owned());
            }
        }
        self.named.insert(path);
    }
}

impl Used {
    /// The member at `path` of instance `decl` is used.
    pub fn member(&self, decl: usize, path: &str) -> bool {
        if self.all || self.decls.get(decl).copied().unwrap_or(false) {
            return true;
        }
        let Some(paths) = self.members.get(&decl) else {
            return false;
        };
        // A named path covers what is inside it (`s.inner` covers
        // `s.inner.t`), and a longer one its start (`s.t.Sample`).
        paths.named.contains(path)
            || paths.starts.contains(path)
            || path
                .bytes()
                .enumerate()
                .any(|(k, b)| b == b'.' && paths.named.contains(&path[..k]))
    }
}

const COUNTER_METHODS: &[&[u8]] = &[
    b"IncrementCounter",
    b"DecrementCounter",
    b"Append",
    b"Consume",
];

/// The index after the `[`…`]` groups starting at `i`.
fn skip_subscripts(tokens: &[Token], mut i: usize, end: usize) -> usize {
    while i < end && tokens[i].is(b"[") {
        let mut depth = 0usize;
        while i < end {
            if tokens[i].is(b"[") {
                depth += 1;
            } else if tokens[i].is(b"]") {
                depth -= 1;
                if depth == 0 {
                    i += 1;
                    break;
                }
            }
            i += 1;
        }
    }
    i
}

/// Appends `component` to a member path, after a `.`.
fn push_component(path: &mut String, component: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(component);
}

/// The functions reached so far, and those whose bodies are still to read.
#[derive(Default)]
struct Reached {
    seen: HashSet<usize>,
    queue: Vec<usize>,
}

impl Reached {
    /// Queues the functions `found` that were not reached before.
    fn reach(&mut self, found: Option<&Vec<usize>>) {
        for &g in found.into_iter().flatten() {
            if self.seen.insert(g) {
                self.queue.push(g);
            }
        }
    }
}

/// The functions a name can call, by that name.
#[derive(Default)]
struct Callees<'s> {
    functions: FxHashMap<&'s str, Vec<usize>>,
    /// Methods, called as `x.name(`.
    methods: FxHashMap<&'s str, Vec<usize>>,
    /// Each struct's operators, by the struct's name.
    operators: FxHashMap<&'s str, Vec<usize>>,
}

impl<'s> Callees<'s> {
    fn new(scanned: &'s Scanned) -> Self {
        let mut callees = Callees::default();
        for (i, f) in scanned.functions.iter().enumerate() {
            callees
                .functions
                .entry(f.name.as_str())
                .or_default()
                .push(i);
            if let Some(owner) = &f.owner {
                callees.methods.entry(f.name.as_str()).or_default().push(i);
                if f.name.starts_with("operator") {
                    callees.operators.entry(owner.as_str()).or_default().push(i);
                }
            }
        }
        callees
    }
}

/// Globals by name; members of a cbuffer/tbuffer name their buffer.
fn global_names(scanned: &Scanned) -> FxHashMap<&str, usize> {
    let mut names: FxHashMap<&str, usize> = FxHashMap::default();
    for (i, d) in scanned.decls.iter().enumerate() {
        match d.scope {
            Scope::Global | Scope::Static | Scope::GroupShared | Scope::InBuffer(_) => {
                names.entry(d.name.as_str()).or_insert(i);
            }
            _ => {}
        }
    }
    names
}

/// A global struct with numeric members puts them in `$Globals`.
fn numeric_struct(scanned: &Scanned, ty: &Type) -> bool {
    match ty {
        Type::Struct(index) => scanned.structs[*index].numeric,
        _ => false,
    }
}

/// The walk from the entry through the functions it reaches.
struct Finder<'s> {
    scanned: &'s Scanned,
    tokens: &'s [Token],
    names: FxHashMap<&'s str, usize>,
    callees: Callees<'s>,
    reached: Reached,
    used: Used,
}

pub(crate) fn find(scanned: &Scanned, tokens: &[Token], entry: &str, all: bool) -> Used {
    let n = scanned.decls.len();
    let mut used = Used {
        decls: vec![all; n],
        counters: vec![false; n],
        all,
        ..Used::default()
    };
    if all {
        used.globals = scanned.decls.iter().any(|d| {
            d.scope == Scope::Global && (d.ty == Type::Numeric || numeric_struct(scanned, &d.ty))
        });
    }
    let mut reached = Reached::default();
    reached.queue = (scanned.functions.iter().enumerate())
        .filter(|(_, f)| f.name == entry && f.owner.is_none())
        .map(|(i, _)| i)
        .collect();
    reached.seen = reached.queue.iter().copied().collect();
    let mut finder = Finder {
        scanned,
        tokens,
        names: global_names(scanned),
        callees: Callees::new(scanned),
        reached,
        used,
    };
    while let Some(f) = finder.reached.queue.pop() {
        finder.function(f);
    }
    finder.used
}

impl Finder<'_> {
    /// Reads function `f`'s parameters and body.
    fn function(&mut self, f: usize) {
        let function = &self.scanned.functions[f];
        // A hull shader's patch-constant function is reached too.
        if let Some(pc) = &function.patch_constant {
            self.reached.reach(self.callees.functions.get(pc.as_str()));
        }
        for (start, end) in [function.params, function.body] {
            for i in start..end.min(self.tokens.len()) {
                self.word(i, end);
            }
        }
    }

    /// What the token at `at` names, when it is a word: a call, a heap, a
    /// global (its members, its counter).
    fn word(&mut self, at: usize, end: usize) {
        let tokens = self.tokens;
        let t = &tokens[at];
        if t.kind != Kind::Ident {
            return;
        }
        let Ok(word) = std::str::from_utf8(&t.text) else {
            return;
        };
        let i = at + 1;
        let called = tokens.get(i).is_some_and(|n| n.is(b"("));
        if at >= 1 && tokens[at - 1].is(b".") {
            // `x.name(`: every method of that name (the scanner does not
            // know `x`'s type).
            if called && !self.callees.methods.is_empty() {
                self.reached.reach(self.callees.methods.get(word));
            }
            return;
        }
        // Naming a struct (a local of its type, a cast, a template
        // instantiation) reaches its operators: `b[i]` calls `operator[]`
        // with nothing else to see.
        if !self.callees.operators.is_empty() {
            self.reached.reach(self.callees.operators.get(word));
        }
        match word {
            "ResourceDescriptorHeap" => {
                self.used.resource_heap.get_or_insert(at);
            }
            "SamplerDescriptorHeap" => {
                self.used.sampler_heap.get_or_insert(at);
            }
            _ => {}
        }
        if called {
            self.reached.reach(self.callees.functions.get(word));
        }
        let Some(&d) = self.names.get(word) else {
            return;
        };
        let decl = &self.scanned.decls[d];
        let used = &mut self.used;
        match (decl.scope, &decl.ty) {
            (Scope::InBuffer(b), _) => {
                used.decls[b] = true;
                used.decls[d] = true;
            }
            (Scope::Global, Type::Numeric) => {
                used.globals = true;
                used.decls[d] = true;
            }
            (scope, Type::Struct(index)) => {
                used.globals |= scope == Scope::Global && self.scanned.structs[*index].numeric;
                self.struct_use(d, i, end);
            }
            _ => {
                used.decls[d] = true;
                let k = skip_subscripts(tokens, i, end);
                if k + 2 < end
                    && tokens[k].is(b".")
                    && COUNTER_METHODS.contains(&&*tokens[k + 1].text)
                    && tokens[k + 2].is(b"(")
                {
                    used.counters[d] = true;
                }
            }
        }
    }

    /// A use of struct instance `d` whose name ends before token `i`: the
    /// member path it names, or the whole instance.
    fn struct_use(&mut self, d: usize, i: usize, end: usize) {
        let (scanned, tokens, used) = (self.scanned, self.tokens, &mut self.used);
        let Type::Struct(index) = scanned.decls[d].ty else {
            return;
        };
        if let Some(a) = super::dxc_structs::access(scanned, tokens, d, i)
            && used.access_seen.insert((d, a.clone()))
        {
            used.accesses.entry(d).or_default().push(a);
        }
        let mut k = skip_subscripts(tokens, i, end);
        let mut path = String::new();
        // The struct whose member the next name is, while known: an
        // inherited member's path passes through `Base::`
        // (docs/bindings.md §6.3).
        let mut current = Some(index);
        while k + 1 < end && tokens[k].is(b".") && tokens[k + 1].kind == Kind::Ident {
            let word = tokens[k + 1].display();
            let member = current.and_then(|c| scanned.member(c, &word));
            current = None;
            if let Some((bases, field)) = member {
                for base in bases {
                    push_component(&mut path, &format!("{base}::"));
                }
                if let Type::Struct(index) = field.ty {
                    current = Some(index);
                }
            }
            push_component(&mut path, &word);
            k = skip_subscripts(tokens, k + 2, end);
        }
        if path.is_empty() {
            used.decls[d] = true;
        } else {
            used.members.entry(d).or_default().insert(path);
        }
    }
}

/// The input-assembler inputs of a vertex entry point: the semantics of its
/// input parameters, and of the fields of a struct parameter, that are not
/// system values (`POSITION` and `TEXCOORD0`, not `SV_VertexID`), in order.
/// A vertex shader that reads any needs an input layout, which the root
/// signature must allow (`ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT`).
pub(crate) fn vertex_inputs(tokens: &[Token], params: (usize, usize)) -> Vec<String> {
    let params = &tokens[params.0..params.1.min(tokens.len())];
    let mut inputs = Vec::new();
    for param in split_top_level(params) {
        if param.iter().any(|t| t.is_ident(b"out")) {
            continue;
        }
        match semantics(param).first() {
            Some(semantic) => inputs.push(semantic.clone()),
            // No semantic: a struct, whose fields carry them.
            None => {
                let type_name = param.iter().find(|t| {
                    t.kind == Kind::Ident
                        && !matches!(
                            &*t.text,
                            b"in" | b"inout" | b"const" | b"precise" | b"nointerpolation"
                        )
                });
                if let Some(fields) = type_name.and_then(|name| struct_body(tokens, &name.text)) {
                    inputs.extend(semantics(fields));
                }
            }
        }
    }
    inputs.retain(|s| !s.to_ascii_uppercase().starts_with("SV_"));
    inputs.dedup();
    inputs
}

/// `tokens` split at the commas outside brackets.
fn split_top_level(tokens: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, t) in tokens.iter().enumerate() {
        if t.is(b"(") || t.is(b"[") || t.is(b"<") || t.is(b"{") {
            depth += 1;
        } else if t.is(b")") || t.is(b"]") || t.is(b">") || t.is(b"}") {
            depth = depth.saturating_sub(1);
        } else if t.is(b",") && depth == 0 {
            parts.push(&tokens[start..i]);
            start = i + 1;
        }
    }
    if start < tokens.len() {
        parts.push(&tokens[start..]);
    }
    parts
}

/// The semantics (`: NAME`) written in `tokens`, in order.
fn semantics(tokens: &[Token]) -> Vec<String> {
    tokens
        .windows(2)
        .filter(|w| w[0].is(b":") && w[1].kind == Kind::Ident)
        .map(|w| w[1].display())
        .collect()
}

/// The tokens between the braces of `struct NAME { … }`.
fn struct_body<'a>(tokens: &'a [Token], name: &[u8]) -> Option<&'a [Token]> {
    let at = tokens
        .windows(3)
        .position(|w| w[0].is_ident(b"struct") && w[1].is_ident(name) && w[2].is(b"{"))?;
    let open = at + 3;
    let mut depth = 1usize;
    for (i, t) in tokens[open..].iter().enumerate() {
        if t.is(b"{") {
            depth += 1;
        } else if t.is(b"}") {
            depth -= 1;
            if depth == 0 {
                return Some(&tokens[open..open + i]);
            }
        }
    }
    None
}
