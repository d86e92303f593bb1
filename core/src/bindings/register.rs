//! `register(...)` annotations: their syntax (BN00xx) and whether the
//! register type fits the declaration (BN01xx, docs/bindings.md §4).

use super::scan::{Annotation, Decl, Scanned, Scope, Type};
use super::{BindingOptions, Pass};
use crate::diagnostic::Code;
use crate::diagnostic::{Diagnostic, Severity};
use crate::hlsl::lex::{Kind, Token};
use crate::model::RegisterClass;
use crate::span::Span;

/// A well-formed annotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Register {
    /// The letter, lowercase (`t`, `u`, `b`, `s`, `c`), or `None` for a
    /// space-only annotation.
    pub letter: Option<char>,
    pub slot: u32,
    pub space: Option<u32>,
}

impl Register {
    pub fn class(self) -> Option<RegisterClass> {
        match self.letter? {
            't' => Some(RegisterClass::Srv),
            'u' => Some(RegisterClass::Uav),
            'b' => Some(RegisterClass::Cbv),
            's' => Some(RegisterClass::Sampler),
            _ => None,
        }
    }
}

fn word(t: &Token) -> String {
    t.display()
}

fn glued(tokens: &[Token]) -> String {
    tokens.iter().map(word).collect()
}

fn spaced(tokens: &[Token]) -> String {
    crate::hlsl::preprocess::spelling(tokens)
}

fn is_profile(t: &Token) -> bool {
    let w = word(t).to_ascii_lowercase();
    let stage = w.split('_').next().unwrap_or("");
    t.kind == Kind::Ident
        && matches!(
            stage,
            "vs" | "ps" | "gs" | "hs" | "ds" | "cs" | "ms" | "as" | "lib"
        )
        && w.split('_')
            .skip(1)
            .all(|p| p.bytes().all(|b| b.is_ascii_digit()))
}

/// A decimal number of at most 32 bits, or why not (`None`: not decimal).
fn decimal(digits: &str) -> Option<Result<u32, ()>> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(
        digits
            .parse::<u64>()
            .ok()
            .and_then(|v| u32::try_from(v).ok())
            .ok_or(()),
    )
}

/// Parses one annotation on `name`; an error is a BN00xx diagnostic.
pub(crate) fn parse(pass: &Pass<'_>, ann: &Annotation, name: &str) -> Result<Register, Diagnostic> {
    let span = pass.span_of(ann.start, ann.end);
    let text = spaced(&ann.args);
    let error = |code: Code, message: String| Diagnostic::new(code, message, Some(span));
    if ann.args.is_empty() {
        return Err(error(
            Code::BN0001,
            format!("register annotation on '{name}' is empty"),
        ));
    }
    let groups: Vec<&[Token]> = ann.args.split(|t| t.is(b",")).collect();
    if groups.len() == 2 && groups[0].len() == 1 && is_profile(&groups[0][0]) {
        return Err(error(
            Code::BN0009,
            format!("profile-qualified register annotations are not supported: '{text}'"),
        ));
    }
    let fixed = groups
        .iter()
        .map(|g| glued(g))
        .collect::<Vec<_>>()
        .join(", ");
    if groups.len() > 2 || groups.iter().any(|g| g.len() != 1) {
        return Err(error(
            Code::BN0002,
            format!("malformed register '{text}' on '{name}'; write '{fixed}'"),
        ));
    }
    let first = word(&groups[0][0]);
    let space_of = |w: &str| -> Result<u32, Diagnostic> {
        let lower = w.to_ascii_lowercase();
        match lower.strip_prefix("space").and_then(decimal) {
            Some(Ok(n)) => Ok(n),
            _ => Err(error(
                Code::BN0005,
                format!(
                    "invalid space '{w}' on '{name}'; write 'space' followed by a decimal integer, like space1"
                ),
            )),
        }
    };
    if first.to_ascii_lowercase().starts_with("space") && groups.len() == 1 {
        return Ok(Register {
            letter: None,
            slot: 0,
            space: Some(space_of(&first)?),
        });
    }
    let mut chars = first.chars();
    let letter = chars.next().unwrap_or('?').to_ascii_lowercase();
    if !matches!(letter, 't' | 'u' | 'b' | 's' | 'c' | 'i') {
        return Err(error(
            Code::BN0003,
            format!(
                "'{letter}' is not a register type; use t (SRV), u (UAV), b (CBV), s (sampler) or c ($Globals offset)"
            ),
        ));
    }
    let slot = match decimal(chars.as_str()) {
        Some(Ok(n)) => n,
        Some(Err(())) => {
            return Err(error(
                Code::BN0006,
                format!(
                    "'{name}' at {first} would end at register {}, past 4294967295",
                    chars.as_str()
                ),
            ));
        }
        None => {
            return Err(error(
                Code::BN0004,
                format!("register number in '{first}' on '{name}' must be a decimal integer"),
            ));
        }
    };
    let space = match groups.get(1) {
        Some(g) => Some(space_of(&word(&g[0]))?),
        None => None,
    };
    Ok(Register {
        letter: Some(letter),
        slot,
        space,
    })
}

/// How a declaration is classified for the decision table.
enum Class {
    /// A resource (or array of them) binding this class.
    Resource(RegisterClass),
    Basic {
        in_buffer: bool,
    },
    /// A struct instance: the classes it holds, and whether it has a
    /// numeric member.
    Udt {
        classes: Vec<RegisterClass>,
        numeric: bool,
    },
    Other,
}

fn classify(scanned: &Scanned, decl: &Decl) -> Class {
    if decl.scope == Scope::GroupShared {
        return Class::Other;
    }
    match &decl.ty {
        Type::Resource(r) => Class::Resource(r.class()),
        Type::Numeric => Class::Basic {
            in_buffer: matches!(decl.scope, Scope::InBuffer(_)),
        },
        Type::Struct(i) => {
            let def = &scanned.structs[*i];
            Class::Udt {
                classes: def.classes.clone(),
                numeric: def.numeric,
            }
        }
        Type::Other => Class::Other,
    }
}

fn only_for(letter: char) -> &'static str {
    match letter {
        't' => "SRV resources",
        'u' => "UAV resources",
        'b' => "constant buffers",
        's' => "samplers",
        _ => "numeric variables at global scope",
    }
}

fn class_name(class: RegisterClass) -> &'static str {
    match class {
        RegisterClass::Srv => "SRV",
        RegisterClass::Uav => "UAV",
        RegisterClass::Cbv => "constant buffer",
        RegisterClass::Sampler => "sampler",
    }
}

/// BN0007: an annotation on a local, a parameter, a static global or a
/// struct field.
pub(crate) fn not_bindable(pass: &mut Pass<'_>, name: &str, annotation: &Annotation) {
    let span = pass.span_of(annotation.start, annotation.end);
    pass.report(Diagnostic::new(
        Code::BN0007,
        format!(
            "'register' applies only to cbuffer/tbuffer declarations and non-static global variables, not to '{name}'"
        ),
        Some(span),
    ));
}

/// BN0107: a global of a type that rootsig does not know, but whose name
/// looks like a resource's (`RWTexture4D`), would otherwise vanish from
/// the table; with a register annotation BN0101 reports it instead.
pub(crate) fn unknown_resource(pass: &mut Pass<'_>, decl: &Decl) {
    if decl.scope != Scope::Global || decl.ty != Type::Other || !decl.annotations.is_empty() {
        return;
    }
    let base = decl.type_text.split('<').next().unwrap_or("").trim();
    if !super::kinds::looks_like_resource(base) {
        return;
    }
    let mut d = Diagnostic::new(
        Code::BN0107,
        format!(
            "'{}' has the unknown type '{base}', so it is left out of the binding table",
            decl.name
        ),
        Some(pass.span_of(decl.at, decl.at)),
    );
    d.help = Some(format!(
        "check the spelling of '{base}'; rootsig knows the resource types of docs/bindings.md §3.2"
    ));
    pass.report(d);
}

/// The registers a declaration asks for: its well-formed annotations that
/// fit, after every BN00xx and BN01xx check, in order.
pub(crate) fn check(pass: &mut Pass<'_>, decl: &Decl, options: &BindingOptions) -> Vec<Register> {
    let mut out: Vec<Register> = Vec::new();
    if decl.annotations.is_empty() {
        return out;
    }
    let name = decl.name.as_str();
    if matches!(decl.scope, Scope::Static | Scope::Field) {
        for a in &decl.annotations {
            not_bindable(pass, name, a);
        }
        return out;
    }
    let annotated = Annotated {
        name,
        class: classify(pass.scanned, decl),
        options,
    };
    let mut seen: Vec<char> = Vec::new();
    for a in &decl.annotations {
        let s = pass.span_of(a.start, a.end);
        let reg = match parse(pass, a, name) {
            Ok(r) => r,
            Err(d) => {
                pass.report(d);
                continue;
            }
        };
        let Some(letter) = reg.letter else {
            // Space-only: no type check (docs/bindings.md §4.1).
            out.push(reg);
            continue;
        };
        if letter == 'i' {
            annotated.legacy(
                pass,
                Diagnostic::new(
                    Code::BN0008,
                    format!(
                        "register type 'i' (integer constant) is no longer supported; the annotation on '{name}' is ignored"
                    ),
                    Some(s),
                ),
            );
            continue;
        }
        if matches!(annotated.class, Class::Other) {
            let base = decl.type_text.split('<').next().unwrap_or("").trim();
            let mut d = annotated.mismatch(letter, s);
            if decl.scope != Scope::GroupShared && !base.is_empty() {
                d.help = Some(format!(
                    "'{base}' is not a resource type rootsig knows (docs/bindings.md §3.2)"
                ));
            }
            pass.report(d);
            continue;
        }
        if seen.contains(&letter) {
            pass.report(Diagnostic::new(
                Code::BN0105,
                format!("'{name}' has more than one '{letter}' annotation"),
                Some(s),
            ));
            continue;
        }
        seen.push(letter);
        let typed = Typed {
            reg: &reg,
            letter,
            span: s,
        };
        if annotated.fits(pass, typed) {
            out.push(reg);
        }
    }
    out
}

/// A register annotation with a register type: the register, its type's
/// letter, and where it is written.
#[derive(Clone, Copy)]
struct Typed<'r> {
    reg: &'r Register,
    letter: char,
    span: Span,
}

/// A declaration whose register annotations are being checked.
struct Annotated<'d> {
    name: &'d str,
    /// What kind of thing it declares.
    class: Class,
    options: &'d BindingOptions,
}

impl Annotated<'_> {
    /// Reports `d`, one of BN0008, BN0102 and BN0103, which are warnings
    /// with legacy bindings.
    fn legacy(&self, pass: &mut Pass<'_>, mut d: Diagnostic) {
        if self.options.legacy_bindings {
            d.severity = Severity::Warning;
        }
        pass.report(d);
    }

    /// BN0101: a register of type `letter` (written at `s`) cannot bind
    /// what the declaration declares.
    fn mismatch(&self, letter: char, s: Span) -> Diagnostic {
        Diagnostic::new(
            Code::BN0101,
            format!(
                "'{}' cannot be bound to a '{letter}' register: '{letter}' is only for {}",
                self.name,
                only_for(letter)
            ),
            Some(s),
        )
    }

    /// Whether the register binds part of the declaration; when not, what
    /// the rules say about it is reported (BN0101 to BN0104, BN0106).
    fn fits(&self, pass: &mut Pass<'_>, typed: Typed<'_>) -> bool {
        let Typed {
            reg,
            letter,
            span: s,
        } = typed;
        let name = self.name;
        match &self.class {
            Class::Resource(c) => {
                if reg.class() == Some(*c) {
                    return true;
                }
                pass.report(self.mismatch(letter, s));
            }
            Class::Basic { in_buffer: false } => {
                if reg.space.is_some() {
                    pass.report(Diagnostic::new(
                        Code::BN0106,
                        format!("'{name}' is a global constant and cannot take a register space"),
                        Some(s),
                    ));
                    return false;
                }
                match letter {
                    'c' => return true,
                    'b' => self.legacy(
                        pass,
                        Diagnostic::new(
                            Code::BN0102,
                            format!(
                                "register type 'b' on '{name}' is only for constant buffers; the DX9 'bool constant' register is no longer supported"
                            ),
                            Some(s),
                        ),
                    ),
                    _ => pass.report(self.mismatch(letter, s)),
                }
            }
            Class::Basic { in_buffer: true } => {
                if letter == 'c' {
                    self.legacy(
                        pass,
                        Diagnostic::new(
                            Code::BN0103,
                            format!(
                                "register type 'c' is ignored inside a constant buffer; use packoffset for '{name}'"
                            ),
                            Some(s),
                        ),
                    );
                } else {
                    pass.report(self.mismatch(letter, s));
                }
            }
            Class::Udt { classes, numeric } => {
                let has = match reg.class() {
                    Some(c) => classes.contains(&c),
                    None => *numeric,
                };
                if has {
                    return true;
                }
                if !self.options.legacy_bindings {
                    let what = match reg.class() {
                        Some(c) => class_name(c),
                        None => "numeric",
                    };
                    pass.report(Diagnostic::new(
                        Code::BN0104,
                        format!("'{name}' has no {what} member, so its '{letter}' annotation binds nothing"),
                        Some(s),
                    ));
                }
            }
            Class::Other => {}
        }
        false
    }
}
