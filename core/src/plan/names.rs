//! Rust names for the handles: root parameters, descriptor ranges and
//! shader resources.
//!
//! A label (`camera: CBV(b0)`) is used as written. Other elements are named
//! after their registers: `CBV_B0`, `SRV_T3_SPACE1`, `CONSTANTS_B2`,
//! `SAMPLER_S0`; a table after its first range (`TABLE_SRV_T0`, or
//! `TABLE` when empty). Clashes get `_2`, `_3`, … in element order
//! (each root parameter, then its ranges), so names are stable as long as
//! the elements before them do not change.

use crate::bindings::ResourceSlot;
use crate::language::{ElementSpans, SourceMap};
use crate::model::{DescriptorRangeType, RootDescriptorKind, RootParameterKind, RootSignature};
use crate::span::Span;

/// Names the expansion itself uses.
pub const RESERVED: [&str; 4] = ["BLOB", "RTS0", "VERSION", "DESC"];

/// What a root parameter is, as far as naming and handle types care.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParamKind {
    /// Root constants.
    Constants,
    /// A root CBV, SRV or UAV.
    Descriptor(RootDescriptorKind),
    /// A descriptor table.
    Table,
}

/// The naming facts of one root parameter.
#[derive(Clone, Debug)]
pub struct ParamInfo {
    /// Its label and where it was written.
    pub label: Option<(String, Span)>,
    /// What it is.
    pub kind: ParamKind,
    /// Its register (0 for a table).
    pub register: u32,
    /// Its space (0 for a table).
    pub space: u32,
    /// A table's ranges.
    pub ranges: Vec<RangeInfo>,
}

/// The naming facts of one descriptor range.
#[derive(Clone, Debug)]
pub struct RangeInfo {
    /// Its label and where it was written.
    pub label: Option<(String, Span)>,
    /// Its type.
    pub range_type: DescriptorRangeType,
    /// Its base register.
    pub register: u32,
    /// Its space.
    pub space: u32,
}

/// The chosen names, parallel to the parameters and their ranges.
#[derive(Debug, Default)]
pub struct Names {
    /// One per root parameter.
    pub params: Vec<String>,
    /// One list per root parameter: its ranges' names.
    pub ranges: Vec<Vec<String>>,
}

impl Names {
    /// The name of root parameter `i` (a placeholder past the end).
    pub fn param(&self, i: usize) -> &str {
        self.params.get(i).map_or("PARAMETER", String::as_str)
    }

    /// The name of range `j` of root parameter `i` (a placeholder past the end).
    pub fn range(&self, i: usize, j: usize) -> &str {
        self.ranges
            .get(i)
            .and_then(|r| r.get(j))
            .map_or("RANGE", String::as_str)
    }
}

/// Collects naming facts from a parsed signature.
pub fn infos(signature: &RootSignature, map: &SourceMap) -> Vec<ParamInfo> {
    let label_of = |spans: Option<&ElementSpans>| {
        spans
            .and_then(|s| s.label.as_ref())
            .map(|l| (l.name.clone(), l.span))
    };
    signature
        .parameters
        .iter()
        .enumerate()
        .map(|(i, parameter)| {
            let spans = map.parameters.get(i);
            let label = label_of(spans.map(|s| &s.element));
            match &parameter.kind {
                RootParameterKind::Constants(c) => ParamInfo {
                    label,
                    kind: ParamKind::Constants,
                    register: c.shader_register,
                    space: c.register_space,
                    ranges: Vec::new(),
                },
                RootParameterKind::Descriptor(kind, d) => ParamInfo {
                    label,
                    kind: ParamKind::Descriptor(*kind),
                    register: d.shader_register,
                    space: d.register_space,
                    ranges: Vec::new(),
                },
                RootParameterKind::DescriptorTable(table) => ParamInfo {
                    label,
                    kind: ParamKind::Table,
                    register: 0,
                    space: 0,
                    ranges: table
                        .ranges
                        .iter()
                        .enumerate()
                        .map(|(j, r)| RangeInfo {
                            label: label_of(spans.and_then(|s| s.ranges.get(j))),
                            range_type: r.range_type,
                            register: r.base_shader_register,
                            space: r.register_space,
                        })
                        .collect(),
                },
            }
        })
        .collect()
}

fn register_name(prefix: &str, letter: char, register: u32, space: u32) -> String {
    let mut name = format!("{prefix}_{}{register}", letter.to_ascii_uppercase());
    if space != 0 {
        name.push_str(&format!("_SPACE{space}"));
    }
    name
}

fn range_base(range: &RangeInfo) -> String {
    let (prefix, letter) = match range.range_type {
        DescriptorRangeType::SRV => ("SRV", 't'),
        DescriptorRangeType::UAV => ("UAV", 'u'),
        DescriptorRangeType::CBV => ("CBV", 'b'),
        DescriptorRangeType::SAMPLER => ("SAMPLER", 's'),
        _ => ("RANGE", 'r'),
    };
    register_name(prefix, letter, range.register, range.space)
}

fn param_base(param: &ParamInfo) -> String {
    match param.kind {
        ParamKind::Constants => register_name("CONSTANTS", 'b', param.register, param.space),
        ParamKind::Descriptor(kind) => register_name(
            kind.keyword(),
            kind.register_letter(),
            param.register,
            param.space,
        ),
        ParamKind::Table => match param.ranges.first() {
            Some(first) => format!("TABLE_{}", range_base(first)),
            None => "TABLE".to_owned(),
        },
    }
}

/// A set of names: a Vec while small (quicker than hashing in an
/// unoptimized macro build), a hash set past [`NameSet::SMALL`] names, so
/// that naming n elements stays linear.
#[derive(Default)]
struct NameSet {
    few: Vec<String>,
    many: std::collections::HashSet<String>,
}

impl NameSet {
    const SMALL: usize = 64;

    fn contains(&self, name: &String) -> bool {
        if self.many.is_empty() {
            self.few.contains(name)
        } else {
            self.many.contains(name)
        }
    }

    fn push(&mut self, name: String) {
        if self.many.is_empty() && self.few.len() < Self::SMALL {
            self.few.push(name);
        } else {
            self.many.extend(self.few.drain(..));
            self.many.insert(name);
        }
    }
}

/// Chooses every name. Labels that clash with the expansion's own names
/// are reported as `(span, message)`; they still get a deduplicated name so
/// that the expansion stays well-formed.
pub fn assign(params: &[ParamInfo]) -> (Names, Vec<(Span, String)>) {
    let mut errors = Vec::new();
    let mut taken = NameSet::default();
    for reserved in RESERVED {
        taken.push((*reserved).to_owned());
    }
    for param in params {
        for (label, span) in param
            .label
            .iter()
            .chain(param.ranges.iter().filter_map(|r| r.label.as_ref()))
        {
            if RESERVED.contains(&label.as_str()) {
                errors.push((
                    *span,
                    format!(
                        "the name `{label}` is taken by the root signature's own `{label}` constant; choose another label"
                    ),
                ));
            } else {
                taken.push(label.clone());
            }
        }
    }
    // A label is used by its first element only; core reports a repeated
    // label (RS0116), and later elements fall back to derived names.
    let mut labels_used = NameSet::default();
    let mut unique = |label: &Option<(String, Span)>, base: String| -> String {
        if let Some((label, _)) = label
            && !RESERVED.contains(&label.as_str())
            && is_identifier(label)
            && !labels_used.contains(label)
        {
            labels_used.push(label.clone());
            return label.clone();
        }
        let mut name = base.clone();
        let mut n = 2;
        while taken.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        taken.push(name.clone());
        name
    };
    let mut names = Names::default();
    for param in params {
        names.params.push(unique(&param.label, param_base(param)));
        names.ranges.push(
            param
                .ranges
                .iter()
                .map(|r| unique(&r.label, range_base(r)))
                .collect(),
        );
    }
    (names, errors)
}

/// Every name in `names`, as a mutable slot.
fn slots(names: &mut Names) -> impl Iterator<Item = &mut String> {
    names
        .params
        .iter_mut()
        .chain(names.ranges.iter_mut().flatten())
}

/// A shader resource's name, and where the root signature binds it.
pub type NamedSlot<'a> = (&'a str, ResourceSlot);

/// A `names(new = OLD)` rename: the new name, then the old.
pub type Rename<'a> = (&'a str, &'a str);

/// An element named after its registers that binds exactly one of the
/// shaders' resources (`name`, where it is bound) takes that resource's
/// name (`SRV_T4` becomes `shadow_map`), unless another handle has it or
/// `keep` lists its name (renamed by hand).
pub fn adopt(
    names: &mut Names,
    params: &[ParamInfo],
    resources: &[NamedSlot<'_>],
    keep: &[&str],
) {
    // (parameter, range) of each resource; `usize::MAX` for no range.
    let owners: Vec<Option<(usize, usize)>> = resources
        .iter()
        .map(|(_, slot)| match *slot {
            ResourceSlot::RootConstants { parameter }
            | ResourceSlot::RootDescriptor { parameter, .. } => {
                Some((parameter as usize, usize::MAX))
            }
            ResourceSlot::Table {
                parameter, range, ..
            } => Some((parameter as usize, range as usize)),
            ResourceSlot::StaticSampler { .. } => None,
        })
        .collect();
    for (&(name, _), owner) in resources.iter().zip(&owners) {
        let Some((p, r)) = *owner else { continue };
        if owners.iter().filter(|&o| *o == *owner).count() != 1
            || RESERVED.contains(&name)
            || name == "resources"
            || slots(names).any(|n| n == name)
        {
            continue;
        }
        let Some(param) = params.get(p) else { continue };
        let (label, slot) = if r == usize::MAX {
            (param.label.is_some(), names.params.get_mut(p))
        } else {
            match param.ranges.get(r) {
                Some(range) => (
                    range.label.is_some(),
                    names.ranges.get_mut(p).and_then(|v| v.get_mut(r)),
                ),
                None => continue,
            }
        };
        if !label
            && let Some(slot) = slot
            && !keep.contains(&slot.as_str())
        {
            slot.clear();
            slot.push_str(name);
        }
    }
}

/// Frees `name` for the expansion's own use: a handle called `name` is
/// called `name_2` instead. True when there was one (an error to report).
pub fn reserve(names: &mut Names, name: &str) -> bool {
    match slots(names).find(|n| *n == name) {
        Some(slot) => {
            slot.push_str("_2");
            true
        }
        None => false,
    }
}

/// Why a `names(new = OLD)` rename was not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenameError {
    /// `new` is not a name a handle can take.
    Invalid,
    /// Another handle is already called `new`.
    Taken,
    /// No handle is called `OLD`; the message lists the handles.
    Unknown(String),
}

impl RenameError {
    /// The error's message for `names(new = old)`.
    pub fn message(&self, new: &str, old: &str) -> String {
        match self {
            RenameError::Invalid => format!("`{new}` cannot name a handle; choose another name"),
            RenameError::Taken => {
                format!("`names({new} = {old})`: another handle is already called `{new}`")
            }
            RenameError::Unknown(all) => format!(
                "`names({new} = {old})`: the signature has no handle `{old}`; its handles are {all}"
            ),
        }
    }
}

/// Applies one `names(new = OLD)`: the handle called `old` is called `new`.
pub fn rename(names: &mut Names, new: &str, old: &str) -> Result<(), RenameError> {
    if !is_identifier(new) || RESERVED.contains(&new) {
        return Err(RenameError::Invalid);
    }
    if slots(names).any(|n| n == new) {
        return Err(RenameError::Taken);
    }
    if let Some(slot) = slots(names).find(|n| *n == old) {
        slot.clear();
        slot.push_str(new);
        return Ok(());
    }
    let all: Vec<String> = slots(names).map(|n| format!("`{n}`")).collect();
    Err(RenameError::Unknown(all.join(", ")))
}

/// Settles the handles' names once the `names(new = OLD)` renames and the
/// shaders' resources (`shaders`, when the signature has any) have had
/// their say. Each rename is tried before the resources' names are adopted
/// and, if no handle was called `OLD`, again after, so that it may name a
/// handle by its register name or by the name it takes from a resource.
/// With shaders, a handle called `resources` gives the name up. Returns
/// the renames that failed, by index, and whether a handle gave up
/// `resources` (both errors to report).
///
/// ```
/// use rootsig_core::bindings::ResourceSlot;
/// use rootsig_core::plan::names::{self, RenameError};
/// use rootsig_core::{compile_signature, Options};
/// let compiled = compile_signature("CBV(b0), CBV(b1)", &Options::default()).unwrap();
/// let infos = names::infos(&compiled.signature, &compiled.source_map);
/// let (mut names, _) = names::assign(&infos);
/// let camera = ResourceSlot::RootDescriptor { parameter: 0, kind: rootsig_core::RootDescriptorKind::Cbv };
/// let renames = [("main_camera", "Camera"), ("light", "CBV_B9")];
/// let (failed, _) = names::settle(&mut names, &infos, &renames, Some(&[("Camera", camera)]));
/// assert_eq!(names.params, ["main_camera", "CBV_B1"]);
/// assert!(matches!(failed[..], [(1, RenameError::Unknown(_))]));
/// ```
pub fn settle(
    names: &mut Names,
    params: &[ParamInfo],
    renames: &[Rename<'_>],
    shaders: Option<&[NamedSlot<'_>]>,
) -> (Vec<(usize, RenameError)>, bool) {
    let mut failed = Vec::new();
    for (i, (new, old)) in renames.iter().enumerate() {
        if let Err(e) = rename(names, new, old) {
            failed.push((i, e));
        }
    }
    let keep: Vec<&str> = renames.iter().map(|(new, _)| *new).collect();
    adopt(names, params, shaders.unwrap_or_default(), &keep);
    let failed = failed
        .into_iter()
        .filter_map(|(i, first)| {
            let (new, old) = renames[i];
            let error = match first {
                RenameError::Unknown(_) => rename(names, new, old).err(),
                other => Some(other),
            };
            Some((i, error?))
        })
        .collect();
    (failed, shaders.is_some() && reserve(names, "resources"))
}

/// Rust's keywords (strict, reserved and weak ones that cannot name an
/// item), and `_`.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
    "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "_",
];

/// True for a Rust keyword, or `_`.
pub fn is_keyword(name: &str) -> bool {
    KEYWORDS.contains(&name)
}

/// True for a Rust identifier that is not a keyword (or `_`).
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
        && !KEYWORDS.contains(&name)
}

/// A Rust name for an HLSL resource name: `instance.member` and
/// `array[2].member` become `instance_member` and `array_2_member`,
/// `$Globals` becomes `Globals`, and a Rust keyword gets a `_` after it.
///
/// ```
/// use rootsig_core::plan::names::rust_name;
/// assert_eq!(rust_name("lights[2].shadowMap"), "lights_2_shadowMap");
/// assert_eq!(rust_name("type"), "type_");
/// ```
pub fn rust_name(hlsl: &str) -> String {
    let mut out = String::with_capacity(hlsl.len());
    for c in hlsl.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            out.push(c);
        } else if c != '$' && !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    while out.ends_with('_') && out.len() > 1 {
        out.pop();
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    if !is_identifier(&out) {
        out.push('_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(range_type: DescriptorRangeType, register: u32, space: u32) -> RangeInfo {
        RangeInfo {
            label: None,
            range_type,
            register,
            space,
        }
    }

    fn param(kind: ParamKind, register: u32, space: u32, ranges: Vec<RangeInfo>) -> ParamInfo {
        ParamInfo {
            label: None,
            kind,
            register,
            space,
            ranges,
        }
    }

    #[test]
    fn names_come_from_registers_and_clashes_are_numbered() {
        let params = [
            param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 0, 0, vec![]),
            param(ParamKind::Constants, 1, 2, vec![]),
            param(
                ParamKind::Table,
                0,
                0,
                vec![
                    range(DescriptorRangeType::SRV, 0, 0),
                    range(DescriptorRangeType::CBV, 0, 0),
                ],
            ),
            param(
                ParamKind::Table,
                0,
                0,
                vec![range(DescriptorRangeType::SAMPLER, 3, 0)],
            ),
            param(ParamKind::Table, 0, 0, vec![]),
            param(ParamKind::Table, 0, 0, vec![]),
        ];
        let (names, errors) = assign(&params);
        assert!(errors.is_empty());
        assert_eq!(
            names.params,
            [
                "CBV_B0",
                "CONSTANTS_B1_SPACE2",
                "TABLE_SRV_T0",
                "TABLE_SAMPLER_S3",
                "TABLE",
                "TABLE_2"
            ]
        );
        assert_eq!(names.ranges[2], ["SRV_T0", "CBV_B0_2"]);
        assert_eq!(names.ranges[3], ["SAMPLER_S3"]);
    }

    #[test]
    fn hlsl_names_become_rust_names() {
        assert_eq!(rust_name("albedo"), "albedo");
        assert_eq!(rust_name("Camera"), "Camera");
        assert_eq!(rust_name("$Globals"), "Globals");
        assert_eq!(rust_name("light.shadowMap"), "light_shadowMap");
        assert_eq!(rust_name("lights[2].shadowMap"), "lights_2_shadowMap");
        assert_eq!(rust_name("type"), "type_");
        assert_eq!(rust_name("self"), "self_");
        assert_eq!(rust_name("_"), "__");
    }

    #[test]
    fn renames_apply_or_say_why_not() {
        let params = [
            param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 0, 0, vec![]),
            param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 1, 0, vec![]),
        ];
        let (mut names, _) = assign(&params);
        assert_eq!(rename(&mut names, "camera", "CBV_B0"), Ok(()));
        assert_eq!(
            rename(&mut names, "camera", "CBV_B1"),
            Err(RenameError::Taken)
        );
        assert_eq!(
            rename(&mut names, "type", "CBV_B1"),
            Err(RenameError::Invalid)
        );
        assert_eq!(
            rename(&mut names, "light", "CBV_B9"),
            Err(RenameError::Unknown("`camera`, `CBV_B1`".to_owned()))
        );
        assert_eq!(names.params, ["camera", "CBV_B1"]);
    }

    #[test]
    fn elements_that_bind_one_resource_take_its_name() {
        let table = param(
            ParamKind::Table,
            0,
            0,
            vec![
                range(DescriptorRangeType::SRV, 0, 0),
                range(DescriptorRangeType::UAV, 0, 0),
            ],
        );
        let params = [
            param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 0, 0, vec![]),
            table,
        ];
        let (mut names, _) = assign(&params);
        let in_range = |range, offset| ResourceSlot::Table {
            parameter: 1,
            range,
            range_type: DescriptorRangeType::SRV,
            offset,
            count: Some(1),
        };
        let camera = ResourceSlot::RootDescriptor {
            parameter: 0,
            kind: RootDescriptorKind::Cbv,
        };
        adopt(
            &mut names,
            &params,
            &[
                ("Camera", camera),
                ("a", in_range(0, 0)),
                ("b", in_range(0, 1)),
                ("out", in_range(1, 2)),
            ],
            &[],
        );
        // The SRV range binds two resources and keeps its register name.
        assert_eq!(names.params, ["Camera", "TABLE_SRV_T0"]);
        assert_eq!(names.ranges[1], ["SRV_T0", "out"]);
    }

    #[test]
    fn labels_win_and_reserved_labels_are_errors() {
        let mut camera = param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 0, 0, vec![]);
        camera.label = Some(("CBV_B1".to_owned(), Span::new(0, 6)));
        let mut blob = param(ParamKind::Descriptor(RootDescriptorKind::Cbv), 1, 0, vec![]);
        blob.label = Some(("BLOB".to_owned(), Span::new(20, 24)));
        let (names, errors) = assign(&[camera, blob]);
        assert_eq!(names.params, ["CBV_B1", "CBV_B1_2"]);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, Span::new(20, 24));
    }

    #[test]
    fn repeated_and_keyword_labels_fall_back_to_derived_names() {
        let labelled = |label: &str, register| {
            let mut p = param(
                ParamKind::Descriptor(RootDescriptorKind::Srv),
                register,
                0,
                vec![],
            );
            p.label = Some((label.to_owned(), Span::new(0, 1)));
            p
        };
        let (names, errors) = assign(&[
            labelled("camera", 0),
            labelled("camera", 1),
            labelled("type", 2),
        ]);
        assert!(errors.is_empty());
        assert_eq!(names.params, ["camera", "SRV_T1", "SRV_T2"]);
    }
}
