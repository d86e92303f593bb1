//! Reading a shader's global declarations and functions from its
//! preprocessed tokens. The scanner does not compile HLSL: it finds the
//! declarations that can hold registers, the `register(...)` annotations on
//! anything, and which names each function body mentions.

use super::kinds::{Orientation, ResourceType, is_numeric_type};
use crate::diagnostic::Code;
use crate::hlsl::lex::{Kind, Token};
use crate::model::RegisterClass;
use crate::rules::{MAX_NAMESPACE_DEPTH, MAX_STRUCT_DEPTH};
use rustc_hash::FxHashMap as HashMap;
use std::cell::Cell;

/// One array dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dim {
    Fixed(u64),
    Unbounded,
}

/// What a declared type is, for the register rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Type {
    Resource(ResourceType),
    /// A numeric scalar, vector or matrix.
    Numeric,
    /// A user struct (index into `Scanned::structs`).
    Struct(usize),
    /// Anything else (unknown names, `RayQuery`, DXR subobjects, …).
    Other,
}

/// Where a declaration sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Global,
    /// A member of the `cbuffer`/`tbuffer` declaration with this index.
    InBuffer(usize),
    Static,
    GroupShared,
    /// A struct field.
    Field,
}

/// A `register(...)` annotation: the tokens between the parentheses, and
/// the token indices of `register` and of the closing parenthesis.
#[derive(Debug, Clone)]
pub(crate) struct Annotation {
    pub args: Vec<Token>,
    pub start: usize,
    pub end: usize,
}

/// A declared name that may hold registers (or carry an annotation).
#[derive(Debug, Clone)]
pub(crate) struct Decl {
    pub name: String,
    /// Token index of the name.
    pub at: usize,
    pub ty: Type,
    /// The type as written, such as `Texture2D<float4>` or `cbuffer`.
    pub type_text: String,
    pub dims: Vec<Dim>,
    pub annotations: Vec<Annotation>,
    pub scope: Scope,
    /// Declared `globallycoherent`.
    pub globally_coherent: bool,
    /// Declared `row_major` or `column_major`, or given one by its typedef.
    pub orientation: Option<Orientation>,
}

/// The type a declaration starts with, which its declarators share; its
/// `dims` and `orientation` come from a typedef.
#[derive(Clone)]
struct DeclaredType {
    ty: Type,
    /// The type as written.
    text: String,
    dims: Vec<Dim>,
    /// The matrix orientation a typedef fixed: written in it, or set by the
    /// `#pragma pack_matrix` in force at its name, as DXC reads it
    /// (docs/bindings.md §7.4).
    orientation: Option<Orientation>,
}

/// A user struct and its fields, with what its instances hold (worked
/// out once, when it is defined).
#[derive(Debug, Clone)]
pub(crate) struct StructDef {
    pub name: String,
    pub fields: Vec<Decl>,
    /// Every register class of a resource inside it, at any depth.
    pub classes: Vec<RegisterClass>,
    /// Some member, at any depth, is numeric.
    pub numeric: bool,
    /// Struct types nested in it, itself included (1 for no struct field).
    pub depth: usize,
    /// Resource rows one instance lists (array elements counted,
    /// saturating).
    pub rows: u64,
    /// The indices of the fields that hold resources, directly or inside.
    pub holders: Vec<usize>,
    /// The first `bases` fields are its base classes, in the order written,
    /// each named after its type (docs/bindings.md §6.3).
    pub bases: usize,
}

/// An error the scanner found, between two token indices.
#[derive(Debug, Clone)]
pub(crate) struct ScanError {
    pub code: Code,
    pub message: String,
    pub help: Option<String>,
    pub first: usize,
    pub last: usize,
}

/// A function: where its body is, and the patch-constant function its
/// attributes name.
#[derive(Debug, Clone)]
pub(crate) struct Function {
    pub name: String,
    /// Token indices of the parameters and the body, `{` and `}` excluded.
    pub params: (usize, usize),
    pub body: (usize, usize),
    pub patch_constant: Option<String>,
    /// The struct of a method (defined inside it or as `S::name`).
    pub owner: Option<String>,
}

/// Everything the scanner found.
#[derive(Debug, Default)]
pub(crate) struct Scanned {
    pub decls: Vec<Decl>,
    pub structs: Vec<StructDef>,
    pub functions: Vec<Function>,
    /// Annotations on parameters and locals (BN0007).
    pub local_annotations: Vec<(String, Annotation)>,
    /// Malformed or too deeply nested declarations.
    pub errors: Vec<ScanError>,
}

impl Scanned {
    /// The field `name` of an instance of struct `index`, its own or
    /// inherited (its own fields hide its bases', and bases are searched
    /// in the order written): the names of the bases passed through, and
    /// the field (docs/bindings.md §6.3).
    pub(crate) fn member(&self, index: usize, name: &str) -> Option<(Vec<&str>, &Decl)> {
        let def = self
            .structs
            .get(index)
            .filter(|d| d.depth <= MAX_STRUCT_DEPTH)?;
        let (bases, own) = def.fields.split_at(def.bases.min(def.fields.len()));
        if let Some(field) = own.iter().find(|f| f.name == name) {
            return Some((Vec::new(), field));
        }
        bases.iter().find_map(|base| {
            // A base is a struct read before this one: the search ends.
            let Type::Struct(inner) = base.ty else {
                return None;
            };
            let (mut path, field) = self.member(inner, name)?;
            path.insert(0, base.name.as_str());
            Some((path, field))
        })
    }
}

/// The number of elements of an array with these dimensions (an unbounded
/// one counts as one), saturating.
pub(crate) fn elements(dims: &[Dim]) -> u64 {
    dims.iter()
        .map(|d| match d {
            Dim::Fixed(n) => *n,
            Dim::Unbounded => 1,
        })
        .fold(1u64, u64::saturating_mul)
}

const QUALIFIERS: &[&str] = &[
    "const",
    "uniform",
    "extern",
    "volatile",
    "precise",
    "row_major",
    "column_major",
    "globallycoherent",
    "nointerpolation",
    "linear",
    "centroid",
    "noperspective",
    "sample",
    "inline",
    "export",
    "shared",
    "snorm",
    "unorm",
    "in",
    "out",
    "inout",
    "reordercoherent",
];

/// The orientation a `row_major` or `column_major` qualifier writes.
fn orientation_keyword(word: &str) -> Option<Orientation> {
    match word {
        "row_major" => Some(Orientation::RowMajor),
        "column_major" => Some(Orientation::ColumnMajor),
        _ => None,
    }
}

struct Scanner<'t> {
    tokens: &'t [Token],
    at: usize,
    out: Scanned,
    typedefs: HashMap<String, DeclaredType>,
    /// Where each `#pragma pack_matrix` takes effect (`Unit::pack_matrix`).
    pack_matrix: &'t [(usize, bool)],
    struct_index: HashMap<String, usize>,
    /// The declaration being read is `globallycoherent`.
    coherent: bool,
    /// The declaration being read is `row_major` or `column_major`.
    orientation: Option<Orientation>,
    /// The struct whose members are being read.
    owner: Option<String>,
    /// Namespaces entered.
    depth: usize,
    /// The first group opened and never closed before the end of the file.
    unclosed: Cell<Option<usize>>,
}

/// Scans the whole translation unit; `pack_matrix` says where each
/// `#pragma pack_matrix` takes effect, which typedefs capture.
pub(crate) fn scan(tokens: &[Token], pack_matrix: &[(usize, bool)]) -> Scanned {
    let mut s = Scanner {
        tokens,
        at: 0,
        out: Scanned::default(),
        typedefs: HashMap::default(),
        pack_matrix,
        struct_index: HashMap::default(),
        coherent: false,
        orientation: None,
        owner: None,
        depth: 0,
        unclosed: Cell::new(None),
    };
    s.top_level(tokens.len());
    if let Some(open) = s.unclosed.get() {
        let t = &tokens[open];
        s.out.errors.push(ScanError {
            code: Code::BN0010,
            message: format!(
                "this `{}` is not closed before the end of the file",
                t.display()
            ),
            help: Some(format!("close it, or remove the `{}`", t.display())),
            first: open,
            last: open,
        });
    }
    s.out
}

fn text(t: &Token) -> &str {
    std::str::from_utf8(&t.text).unwrap_or("")
}

impl<'t> Scanner<'t> {
    fn peek(&self, k: usize) -> Option<&'t Token> {
        self.tokens.get(self.at + k)
    }

    fn is(&self, k: usize, p: &str) -> bool {
        self.peek(k)
            .is_some_and(|t| t.kind == Kind::Punct && &*t.text == p.as_bytes())
    }

    fn ident(&self, k: usize) -> Option<&'t str> {
        self.peek(k).filter(|t| t.kind == Kind::Ident).map(text)
    }

    /// The tokens between the group opening at `open` and its closing
    /// token at `close - 1` (empty when the group is not closed).
    fn inside(&self, open: usize, close: usize) -> &'t [Token] {
        self.tokens
            .get(open + 1..close.saturating_sub(1))
            .unwrap_or(&[])
    }

    /// The index after the group opening at `open` (`(`, `[`, `{` or `<`);
    /// the end of the tokens (remembered as an error) when it is not
    /// closed.
    fn matching(&self, open: usize) -> usize {
        let (o, c): (&[u8], &[u8]) = match &*self.tokens[open].text {
            b"(" => (b"(", b")"),
            b"[" => (b"[", b"]"),
            b"{" => (b"{", b"}"),
            _ => (b"<", b">"),
        };
        let mut depth = 0usize;
        let mut i = open;
        while i < self.tokens.len() {
            let t = &self.tokens[i];
            if t.kind == Kind::Punct {
                if &*t.text == o {
                    depth += 1;
                } else if &*t.text == c {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                } else if o == b"<" && (&*t.text == b">>") {
                    depth = depth.saturating_sub(2);
                    if depth == 0 {
                        return i + 1;
                    }
                } else if o == b"<" && matches!(&*t.text, b";" | b"{" | b"}") {
                    return i;
                }
            }
            i += 1;
        }
        if o != b"<" && self.unclosed.get().is_none() {
            self.unclosed.set(Some(open));
        }
        self.tokens.len()
    }

    /// Skips to after the next `;` at this level (or a balanced `{…}`).
    fn skip_statement(&mut self, end: usize) {
        while self.at < end {
            if self.is(0, ";") {
                self.at += 1;
                return;
            }
            if self.is(0, "{") {
                self.at = self.matching(self.at);
                if self.is(0, ";") {
                    self.at += 1;
                }
                return;
            }
            if self.is(0, "(") || self.is(0, "[") {
                self.at = self.matching(self.at);
                continue;
            }
            self.at += 1;
        }
    }

    fn top_level(&mut self, end: usize) {
        let mut patch_constant = None;
        while self.at < end {
            if self.is(0, ";") {
                self.at += 1;
                continue;
            }
            if self.is(0, "[") {
                let close = self.matching(self.at);
                if let Some(name) = self.patch_constant_in(self.at, close) {
                    patch_constant = Some(name);
                }
                self.at = close;
                continue;
            }
            match self.ident(0) {
                Some("struct" | "class" | "interface") => {
                    self.struct_definition(end);
                }
                Some("typedef") => self.typedef(end),
                Some("cbuffer" | "tbuffer") => self.buffer(end),
                Some("namespace") if self.is(2, "{") => {
                    // Namespaces are transparent here: scan their contents.
                    let close = self.matching(self.at + 2);
                    if self.depth >= MAX_NAMESPACE_DEPTH {
                        self.out.errors.push(ScanError {
                            code: Code::BN0012,
                            message: format!(
                                "namespaces are nested more than {MAX_NAMESPACE_DEPTH} deep"
                            ),
                            help: Some("nest fewer namespaces".to_owned()),
                            first: self.at,
                            last: self.at + 1,
                        });
                        self.at = close;
                        continue;
                    }
                    self.at += 3;
                    self.depth += 1;
                    self.top_level(close.saturating_sub(1));
                    self.depth -= 1;
                    self.at = close;
                }
                Some("template") => {
                    if self.is(1, "<") {
                        self.at = self.matching(self.at + 1);
                    } else {
                        self.at += 1;
                    }
                }
                Some(_) => {
                    self.declaration(end, Scope::Global, patch_constant.take());
                }
                None => {
                    if self.is(0, "{") {
                        self.at = self.matching(self.at);
                    } else {
                        self.at += 1;
                    }
                }
            }
        }
    }

    /// `patchconstantfunc("Name")` inside an attribute list.
    fn patch_constant_in(&self, open: usize, close: usize) -> Option<String> {
        let list = self.tokens.get(open..close).unwrap_or(&[]);
        let k = list.iter().position(|t| {
            t.kind == Kind::Ident && t.text.eq_ignore_ascii_case(b"patchconstantfunc")
        })?;
        let lit = list.get(k + 2).filter(|t| t.kind == Kind::Str)?;
        let inner = &lit.text[1..lit.text.len() - 1];
        Some(String::from_utf8_lossy(inner).into_owned())
    }

    fn typedef(&mut self, end: usize) {
        self.at += 1;
        let mut written = None;
        while let Some(q) = self.ident(0).filter(|q| QUALIFIERS.contains(q)) {
            written = orientation_keyword(q).or(written);
            self.at += 1;
        }
        let Some(mut declared) = self.read_type() else {
            self.skip_statement(end);
            return;
        };
        if let Some(name) = self.ident(0).map(str::to_owned) {
            // DXC applies the pragma when it reads the type, one token
            // ahead: a pragma just before the name still counts.
            declared.orientation = written
                .or(declared.orientation)
                .or_else(|| Orientation::from_pragma(self.pack_matrix, self.at));
            self.at += 1;
            let mut dims = self.read_dims();
            dims.append(&mut declared.dims);
            declared.dims = dims;
            self.typedefs.insert(name, declared);
        }
        self.skip_statement(end);
    }

    fn struct_definition(&mut self, end: usize) {
        let keyword_at = self.at;
        self.at += 1;
        let name = self.ident(0).map(str::to_owned);
        if name.is_some() {
            self.at += 1;
        }
        let bases = self.base_classes(end);
        if !self.is(0, "{") {
            // A forward declaration, or `struct S s;`-style use of a type.
            self.at = keyword_at + 1;
            self.declaration(end, Scope::Global, None);
            return;
        }
        let close = self.matching(self.at);
        self.at += 1;
        let outer = std::mem::replace(&mut self.owner, name.clone());
        let base_count = bases.len();
        let mut fields = bases;
        while self.at < close.saturating_sub(1) {
            if self.is(0, ";") {
                self.at += 1;
                continue;
            }
            let before = self.out.decls.len();
            self.declaration(close - 1, Scope::Field, None);
            fields.extend(self.out.decls.drain(before..));
        }
        self.owner = outer;
        self.at = close;
        let index = self.out.structs.len();
        let type_name = name.clone().unwrap_or_default();
        let mut def = self.struct_def(type_name.clone(), fields);
        def.bases = base_count;
        if def.depth > MAX_STRUCT_DEPTH {
            self.out.errors.push(ScanError {
                code: Code::BN0012,
                message: format!(
                    "struct `{type_name}` nests struct types {} deep, more than {MAX_STRUCT_DEPTH}",
                    def.depth
                ),
                help: Some("hold fewer levels of struct types inside each other".to_owned()),
                first: keyword_at,
                last: keyword_at + usize::from(name.is_some()),
            });
        }
        self.out.structs.push(def);
        if let Some(name) = name {
            self.struct_index.insert(name, index);
        }
        // `struct S { … } s;` declares instances too.
        if self.ident(0).is_some() {
            let declared = DeclaredType {
                ty: Type::Struct(index),
                text: type_name,
                dims: Vec::new(),
                orientation: None,
            };
            self.declarators(end, declared, Scope::Global);
        } else if self.is(0, ";") {
            self.at += 1;
        }
    }

    /// `: public F, G` after a struct's name: each base class that is a
    /// struct read before, as a field of that type named after it (a base
    /// lays out first, as clang and DXC both place it). Reads up to the
    /// `{` or `;`.
    fn base_classes(&mut self, end: usize) -> Vec<Decl> {
        let mut bases = Vec::new();
        if !self.is(0, ":") {
            while self.at < end && !self.is(0, "{") && !self.is(0, ";") {
                self.at += 1;
            }
            return bases;
        }
        self.at += 1;
        while self.at < end && !self.is(0, "{") && !self.is(0, ";") {
            let at = self.at;
            if self.is(0, ",")
                || matches!(
                    self.ident(0),
                    Some("public" | "protected" | "private" | "virtual")
                )
            {
                self.at += 1;
                continue;
            }
            match self.read_type() {
                Some(DeclaredType {
                    ty: Type::Struct(index),
                    text,
                    ..
                }) => bases.push(Decl {
                    name: self.out.structs[index].name.clone(),
                    at,
                    ty: Type::Struct(index),
                    type_text: text,
                    dims: Vec::new(),
                    annotations: Vec::new(),
                    scope: Scope::Field,
                    globally_coherent: false,
                    orientation: None,
                }),
                Some(_) => {}
                None => self.at += 1,
            }
            self.at = self.at.max(at + 1);
        }
        bases
    }

    fn buffer(&mut self, end: usize) {
        let is_cbuffer = self.ident(0) == Some("cbuffer");
        self.at += 1;
        let Some(name) = self.ident(0).map(str::to_owned) else {
            self.skip_statement(end);
            return;
        };
        let at = self.at;
        self.at += 1;
        let annotations = self.read_annotations();
        let index = self.out.decls.len();
        self.out.decls.push(Decl {
            name,
            at,
            ty: Type::Resource(if is_cbuffer {
                ResourceType::CBUFFER
            } else {
                ResourceType::TBUFFER
            }),
            type_text: if is_cbuffer { "cbuffer" } else { "tbuffer" }.to_owned(),
            dims: Vec::new(),
            annotations,
            scope: Scope::Global,
            globally_coherent: false,
            orientation: None,
        });
        if !self.is(0, "{") {
            self.skip_statement(end);
            return;
        }
        let close = self.matching(self.at);
        self.at += 1;
        while self.at < close.saturating_sub(1) {
            if self.is(0, ";") {
                self.at += 1;
                continue;
            }
            // A `tbuffer` or resource inside a `cbuffer` is a global of its
            // own, in declaration order (DXC's bindings1.hlsl).
            if matches!(self.ident(0), Some("cbuffer" | "tbuffer")) {
                self.buffer(close - 1);
                continue;
            }
            let before = self.out.decls.len();
            self.declaration(close - 1, Scope::InBuffer(index), None);
            for d in &mut self.out.decls[before..] {
                if matches!(d.ty, Type::Resource(_)) {
                    d.scope = Scope::Global;
                }
            }
        }
        self.at = close;
        if self.is(0, ";") {
            self.at += 1;
        }
    }

    /// A struct's definition from its fields: what its instances hold.
    fn struct_def(&self, name: String, fields: Vec<Decl>) -> StructDef {
        let mut def = StructDef {
            name,
            fields: Vec::new(),
            classes: Vec::new(),
            numeric: false,
            depth: 1,
            rows: 0,
            holders: Vec::new(),
            bases: 0,
        };
        for (k, field) in fields.iter().enumerate() {
            match &field.ty {
                Type::Resource(r) => {
                    if !def.classes.contains(&r.class()) {
                        def.classes.push(r.class());
                    }
                    def.rows = def.rows.saturating_add(1);
                    def.holders.push(k);
                }
                Type::Numeric => def.numeric = true,
                Type::Struct(i) => {
                    let inner = &self.out.structs[*i];
                    for c in &inner.classes {
                        if !def.classes.contains(c) {
                            def.classes.push(*c);
                        }
                    }
                    def.numeric |= inner.numeric;
                    def.depth = def.depth.max(inner.depth.saturating_add(1));
                    def.rows = def
                        .rows
                        .saturating_add(elements(&field.dims).saturating_mul(inner.rows));
                    if inner.rows > 0 {
                        def.holders.push(k);
                    }
                }
                Type::Other => {}
            }
        }
        def.fields = fields;
        def
    }

    /// A type: a name with template arguments, or a typedef (with the
    /// array dimensions it carries).
    fn read_type(&mut self) -> Option<DeclaredType> {
        while matches!(self.ident(0), Some("struct" | "class")) {
            self.at += 1;
        }
        let first = self.ident(0)?;
        let start = self.at;
        self.at += 1;
        // `unsigned int` is `uint` (`unsigned` alone too).
        if first == "unsigned" || first == "signed" {
            let unsigned = first == "unsigned";
            let width = self.ident(0).filter(|w| is_numeric_type(w));
            if width.is_some() {
                self.at += 1;
            }
            let rest = width.and_then(|w| w.strip_prefix("int")).unwrap_or("");
            let text = if unsigned { "uint" } else { "int" };
            return Some(DeclaredType {
                ty: Type::Numeric,
                text: format!("{text}{rest}"),
                dims: Vec::new(),
                orientation: None,
            });
        }
        // `a::b` qualified names.
        while self.is(0, "::") && self.ident(1).is_some() {
            self.at += 2;
        }
        let name = text(&self.tokens[self.at - 1]);
        if self.is(0, "<") {
            let close = self.matching(self.at);
            if !self
                .tokens
                .get(close.wrapping_sub(1))
                .is_some_and(|t| t.is(b">") || t.is(b">>"))
            {
                self.out.errors.push(ScanError {
                    code: Code::BN0010,
                    message: format!("the template argument list of `{name}` is not closed"),
                    help: Some("close it with `>`".to_owned()),
                    first: self.at,
                    last: close.saturating_sub(1).max(self.at),
                });
            }
            self.at = close;
        }
        let type_text = crate::hlsl::preprocess::spelling(&self.tokens[start..self.at]);
        let ty = if let Some(resource) = ResourceType::from_name(name) {
            Type::Resource(resource)
        } else if let Some(&index) = self.struct_index.get(name) {
            Type::Struct(index)
        } else if let Some(declared) = self.typedefs.get(name) {
            return Some(declared.clone());
        } else if is_numeric_type(name) {
            Type::Numeric
        } else {
            Type::Other
        };
        Some(DeclaredType {
            ty,
            text: type_text,
            dims: Vec::new(),
            orientation: None,
        })
    }

    fn read_dims(&mut self) -> Vec<Dim> {
        let mut dims = Vec::new();
        while self.is(0, "[") {
            let close = self.matching(self.at);
            let inner = self.inside(self.at, close);
            let dim = if inner.is_empty() {
                Dim::Unbounded
            } else {
                match crate::hlsl::expr::evaluate(inner).map(|v| v.as_size()) {
                    Ok(Some(n)) => Dim::Fixed(n),
                    Ok(None) => {
                        self.out.errors.push(ScanError {
                            code: Code::BN0011,
                            message: format!(
                                "the array size `{}` is negative",
                                crate::hlsl::preprocess::spelling(inner)
                            ),
                            help: Some("an array size is zero or more".to_owned()),
                            first: self.at + 1,
                            last: close.saturating_sub(2).max(self.at + 1),
                        });
                        Dim::Fixed(0)
                    }
                    // A size the preprocessor cannot evaluate (a `static
                    // const`) is taken as one element.
                    Err(_) => Dim::Fixed(1),
                }
            };
            dims.push(dim);
            self.at = close;
        }
        dims
    }

    /// `: register(…)`, `: packoffset(…)` and `: SEMANTIC`, repeated.
    fn read_annotations(&mut self) -> Vec<Annotation> {
        let mut out = Vec::new();
        while self.is(0, ":") {
            match self.ident(1) {
                Some(word) if word.eq_ignore_ascii_case("register") && self.is(2, "(") => {
                    let open = self.at + 2;
                    let close = self.matching(open);
                    out.push(Annotation {
                        args: self.inside(open, close).to_vec(),
                        start: self.at + 1,
                        end: close.saturating_sub(1),
                    });
                    self.at = close;
                }
                Some(_) if self.is(2, "(") => self.at = self.matching(self.at + 2),
                Some(_) => self.at += 2,
                None => break,
            }
        }
        out
    }

    /// A declaration or function at `scope`.
    fn declaration(&mut self, end: usize, scope: Scope, patch_constant: Option<String>) {
        let mut scope = scope;
        self.coherent = false;
        self.orientation = None;
        while let Some(word) = self.ident(0) {
            self.coherent |= word == "globallycoherent";
            self.orientation = orientation_keyword(word).or(self.orientation);
            match word {
                "static" if scope == Scope::Global => scope = Scope::Static,
                "groupshared" if scope == Scope::Global => scope = Scope::GroupShared,
                "static" | "groupshared" => {}
                q if QUALIFIERS.contains(&q) => {}
                _ => break,
            }
            self.at += 1;
        }
        let Some(declared) = self.read_type() else {
            self.skip_statement(end);
            return;
        };
        if let Some((name, owner, open)) = self.method_head(scope) {
            let before = self.out.functions.len();
            self.at = open - 1;
            self.function(name, end, patch_constant);
            if let Some(f) = self.out.functions.get_mut(before) {
                f.owner = owner;
            }
            return;
        }
        let Some(name) = self.ident(0).map(str::to_owned) else {
            self.skip_statement(end);
            return;
        };
        if self.is(1, "(") && matches!(scope, Scope::Global | Scope::Static) {
            self.function(name, end, patch_constant);
            return;
        }
        self.declarators(end, declared, scope);
    }

    /// A method's name, struct and the index of its `(`: `g(` or
    /// `operator[](` inside a struct, `S::g(` or a template's `B<T>::g(`
    /// outside it.
    fn method_head(&self, scope: Scope) -> Option<(String, Option<String>, usize)> {
        let (owner, k) = match scope {
            Scope::Field => (self.owner.clone(), 0),
            Scope::Global | Scope::Static => {
                let owner = self.ident(0)?;
                let k = if self.is(1, "<") {
                    self.matching(self.at + 1) - self.at
                } else {
                    1
                };
                if !self.is(k, "::") {
                    return None;
                }
                (Some(owner.to_owned()), k + 1)
            }
            _ => return None,
        };
        let word = self.ident(k)?;
        if word != "operator" {
            return self
                .is(k + 1, "(")
                .then(|| (word.to_owned(), owner, self.at + k + 1));
        }
        // The operator's symbol: `[]`, `()`, `+`, `==`, up to the `(`.
        let mut symbol = String::new();
        let mut j = k + 1;
        if self.is(j, "(") && self.is(j + 1, ")") {
            symbol.push_str("()");
            j += 2;
        }
        while !self.is(j, "(") {
            symbol.push_str(&self.peek(j).filter(|_| j < k + 4)?.display());
            j += 1;
        }
        Some((format!("operator{symbol}"), owner, self.at + j))
    }

    /// `a[2] : register(t0) = init, b;`, each name of type `declared`.
    fn declarators(&mut self, end: usize, declared: DeclaredType, scope: Scope) {
        loop {
            let Some(name) = self.ident(0).map(str::to_owned) else {
                self.skip_statement(end);
                return;
            };
            let at = self.at;
            self.at += 1;
            let mut dims = self.read_dims();
            dims.extend_from_slice(&declared.dims);
            let annotations = self.read_annotations();
            if self.is(0, "=") {
                // Skip the initializer to the next `,` or `;` at this level.
                self.at += 1;
                while self.at < end && !self.is(0, ",") && !self.is(0, ";") {
                    if self.is(0, "{") || self.is(0, "(") || self.is(0, "[") {
                        self.at = self.matching(self.at);
                    } else {
                        self.at += 1;
                    }
                }
            }
            self.out.decls.push(Decl {
                name,
                at,
                ty: declared.ty.clone(),
                type_text: declared.text.clone(),
                dims,
                annotations,
                scope,
                globally_coherent: self.coherent,
                orientation: self.orientation.or(declared.orientation),
            });
            if self.is(0, ",") {
                self.at += 1;
                continue;
            }
            if self.is(0, ";") {
                self.at += 1;
            } else {
                self.skip_statement(end);
            }
            return;
        }
    }

    fn function(&mut self, name: String, end: usize, patch_constant: Option<String>) {
        let open = self.at + 1;
        let close = self.matching(open);
        self.local_annotations(open + 1, close.saturating_sub(1));
        self.at = close;
        // `: SV_Target`, `const`, attributes: skip to the body or `;`.
        while self.at < end && !self.is(0, "{") && !self.is(0, ";") {
            self.at += 1;
        }
        if !self.is(0, "{") {
            self.at += 1;
            return;
        }
        let body_close = self.matching(self.at);
        let body = (self.at + 1, body_close.saturating_sub(1));
        self.local_annotations(body.0, body.1);
        self.out.functions.push(Function {
            name,
            params: (open + 1, close.saturating_sub(1)),
            body,
            patch_constant,
            owner: None,
        });
        self.at = body_close;
    }

    /// `name : register(…)` inside parameters or a body (BN0007).
    fn local_annotations(&mut self, start: usize, end: usize) {
        let mut i = start;
        while i + 2 < end {
            let t = &self.tokens[i];
            if t.is(b":")
                && self.tokens[i + 1].kind == Kind::Ident
                && self.tokens[i + 1].text.eq_ignore_ascii_case(b"register")
                && self.tokens[i + 2].is(b"(")
            {
                let close = self.matching(i + 2);
                // The name is the identifier before `:` (past array dims).
                let mut k = i;
                while k > start && self.tokens[k - 1].is(b"]") {
                    while k > start && !self.tokens[k - 1].is(b"[") {
                        k -= 1;
                    }
                    k = k.saturating_sub(1);
                }
                let name_at = k.saturating_sub(1);
                let name = self.tokens[name_at].display();
                self.out.local_annotations.push((
                    name,
                    Annotation {
                        args: self.inside(i + 2, close).to_vec(),
                        start: i + 1,
                        end: close.saturating_sub(1),
                    },
                ));
                i = close;
                continue;
            }
            i += 1;
        }
    }
}
