//! Rust names for root parameters and descriptor ranges.
//!
//! A label (`camera: CBV(b0)`) is used as written. Other elements are named
//! after their registers: `CBV_B0`, `SRV_T3_SPACE1`, `CONSTANTS_B2`,
//! `SAMPLER_S0`; a table after its first range (`TABLE_SRV_T0`, or
//! `TABLE` when empty). Clashes get `_2`, `_3`, … in element order
//! (each root parameter, then its ranges), so names are stable as long as
//! the elements before them do not change.

use rootsig_core::{
    DescriptorRangeType, RootDescriptorKind, RootParameterKind, RootSignature, SourceMap, Span,
};

/// Names the expansion itself uses.
pub const RESERVED: [&str; 4] = ["BLOB", "RTS0", "VERSION", "DESC"];

/// What a root parameter is, as far as naming and handle types care.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParamKind {
    Constants,
    Descriptor(RootDescriptorKind),
    Table,
}

/// The naming facts of one root parameter.
#[derive(Clone, Debug)]
pub struct ParamInfo {
    pub label: Option<(String, Span)>,
    pub kind: ParamKind,
    pub register: u32,
    pub space: u32,
    pub ranges: Vec<RangeInfo>,
}

/// The naming facts of one descriptor range.
#[derive(Clone, Debug)]
pub struct RangeInfo {
    pub label: Option<(String, Span)>,
    pub range_type: DescriptorRangeType,
    pub register: u32,
    pub space: u32,
}

/// The chosen names, parallel to the parameters and their ranges.
#[derive(Debug, Default)]
pub struct Names {
    pub params: Vec<String>,
    pub ranges: Vec<Vec<String>>,
}

/// Collects naming facts from a parsed signature.
pub fn infos(signature: &RootSignature, map: &SourceMap) -> Vec<ParamInfo> {
    let label_of = |spans: Option<&rootsig_core::language::ElementSpans>| {
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
            && crate::input::is_identifier(label)
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
pub fn slots(names: &mut Names) -> impl Iterator<Item = &mut String> {
    names
        .params
        .iter_mut()
        .chain(names.ranges.iter_mut().flatten())
}

/// An element named after its registers that binds exactly one of the
/// shaders' resources takes that resource's name (`SRV_T4` becomes
/// `shadow_map`), unless another handle has it.
pub fn adopt(
    names: &mut Names,
    params: &[ParamInfo],
    resources: &[crate::shader::Resource],
    by_hand: &[crate::options::Rename],
) {
    use rootsig_core::bindings::ResourceSlot;
    // (parameter, range) of each resource; `usize::MAX` for no range.
    let owners: Vec<(usize, usize)> = resources
        .iter()
        .filter_map(|r| match r.slot {
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
    for (resource, &owner) in resources.iter().zip(&owners) {
        if owners.iter().filter(|&&o| o == owner).count() != 1
            || RESERVED.contains(&resource.name.as_str())
            || resource.name == "resources"
            || slots(names).any(|n| *n == resource.name)
        {
            continue;
        }
        let (p, r) = owner;
        let Some(param) = params.get(p) else { continue };
        let (label, slot) = if r == usize::MAX {
            (&param.label, names.params.get_mut(p))
        } else {
            (
                &match param.ranges.get(r) {
                    Some(range) => range.label.clone(),
                    None => continue,
                },
                names.ranges.get_mut(p).and_then(|v| v.get_mut(r)),
            )
        };
        if label.is_none()
            && let Some(slot) = slot
            && !by_hand.iter().any(|r| r.new == *slot)
        {
            slot.clone_from(&resource.name);
        }
    }
}

/// Applies `names(new = OLD, …)` and returns the errors; with `partial`,
/// the renames whose `OLD` is not found are returned instead of reported
/// (for a second pass after [`adopt`]).
pub fn rename(
    names: &mut Names,
    renames: &[crate::options::Rename],
    partial: bool,
    errors: &mut Vec<(proc_macro2::Span, String)>,
) -> Vec<crate::options::Rename> {
    let mut left = Vec::new();
    for rename in renames {
        if !crate::input::is_identifier(&rename.new) || RESERVED.contains(&rename.new.as_str()) {
            errors.push((
                rename.new_span,
                format!("`{}` cannot name a handle; choose another name", rename.new),
            ));
            continue;
        }
        if slots(names).any(|n| *n == rename.new) {
            errors.push((
                rename.new_span,
                format!(
                    "`names({} = {})`: another handle is already called `{}`",
                    rename.new, rename.old, rename.new
                ),
            ));
            continue;
        }
        if let Some(slot) = slots(names).find(|n| **n == rename.old) {
            slot.clone_from(&rename.new);
            continue;
        }
        if partial {
            left.push(rename.clone());
            continue;
        }
        {
            {
                let all: Vec<String> = slots(names).map(|n| format!("`{n}`")).collect();
                errors.push((
                    rename.old_span,
                    format!(
                        "`names({} = {})`: the signature has no handle `{}`; its handles are {}",
                        rename.new,
                        rename.old,
                        rename.old,
                        all.join(", ")
                    ),
                ));
            }
        }
    }
    left
}

/// Best-effort naming facts from text that failed to parse, so that the
/// stub items of a broken signature keep the names user code refers to.
/// Reads `[label:] Keyword(…)` at the top level and inside tables.
pub fn sketch(text: &str) -> Vec<ParamInfo> {
    let tokens = rough_tokens(text);
    let mut params = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let (label, at) = label_at(&tokens, i);
        let Some(Rough::Word(keyword, _)) = tokens.get(at) else {
            i = skip_item(&tokens, at);
            continue;
        };
        let keyword = keyword.to_ascii_lowercase();
        let open = at + 1;
        if !matches!(tokens.get(open), Some(Rough::Open)) {
            i = skip_item(&tokens, at);
            continue;
        }
        let close = matching(&tokens, open);
        let inner = &tokens[open + 1..close.min(tokens.len())];
        let kind = match keyword.as_str() {
            "rootconstants" => Some(ParamKind::Constants),
            "cbv" => Some(ParamKind::Descriptor(RootDescriptorKind::Cbv)),
            "srv" => Some(ParamKind::Descriptor(RootDescriptorKind::Srv)),
            "uav" => Some(ParamKind::Descriptor(RootDescriptorKind::Uav)),
            "descriptortable" => Some(ParamKind::Table),
            _ => None,
        };
        if let Some(kind) = kind {
            let (register, space) = register_and_space(inner);
            let ranges = if kind == ParamKind::Table {
                sketch_ranges(inner)
            } else {
                Vec::new()
            };
            params.push(ParamInfo {
                label,
                kind,
                register,
                space,
                ranges,
            });
        }
        i = skip_item(&tokens, close);
    }
    params
}

fn sketch_ranges(tokens: &[Rough]) -> Vec<RangeInfo> {
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let (label, at) = label_at(tokens, i);
        if let (Some(Rough::Word(keyword, _)), Some(Rough::Open)) =
            (tokens.get(at), tokens.get(at + 1))
        {
            let close = matching(tokens, at + 1);
            let range_type = match keyword.to_ascii_lowercase().as_str() {
                "srv" => Some(DescriptorRangeType::SRV),
                "uav" => Some(DescriptorRangeType::UAV),
                "cbv" => Some(DescriptorRangeType::CBV),
                "sampler" => Some(DescriptorRangeType::SAMPLER),
                _ => None,
            };
            if let Some(range_type) = range_type {
                let (register, space) =
                    register_and_space(&tokens[at + 2..close.min(tokens.len())]);
                ranges.push(RangeInfo {
                    label,
                    range_type,
                    register,
                    space,
                });
            }
            i = skip_item(tokens, close);
        } else {
            i = skip_item(tokens, at);
        }
    }
    ranges
}

#[derive(Debug, Clone, PartialEq)]
enum Rough {
    Word(String, Span),
    Number(u32),
    Open,
    Close,
    Comma,
    Colon,
    Equals,
    Other,
}

fn rough_tokens(text: &str) -> Vec<Rough> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_alphabetic() || b == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push(Rough::Word(text[start..i].to_owned(), Span::new(start, i)));
            continue;
        }
        if b.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            out.push(text[start..i].parse().map_or(Rough::Other, Rough::Number));
            continue;
        }
        out.push(match b {
            b'(' => Rough::Open,
            b')' => Rough::Close,
            b',' => Rough::Comma,
            b':' => Rough::Colon,
            b'=' => Rough::Equals,
            b' ' | b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            _ => Rough::Other,
        });
        i += 1;
    }
    out
}

/// A `word:` label at `i`, and where the element starts.
fn label_at(tokens: &[Rough], i: usize) -> (Option<(String, Span)>, usize) {
    match (tokens.get(i), tokens.get(i + 1)) {
        (Some(Rough::Word(name, span)), Some(Rough::Colon)) => (Some((name.clone(), *span)), i + 2),
        _ => (None, i),
    }
}

/// The index of the `)` matching the `(` at `open` (or the end).
fn matching(tokens: &[Rough], open: usize) -> usize {
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate().skip(open) {
        match t {
            Rough::Open => depth += 1,
            Rough::Close => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The index after the next top-level comma from `i`.
fn skip_item(tokens: &[Rough], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < tokens.len() {
        match tokens[i] {
            Rough::Open => depth += 1,
            Rough::Close => depth = depth.saturating_sub(1),
            Rough::Comma if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i + 1
}

/// The register number and `space = N` written directly in an element's
/// argument list (not inside nested elements).
fn register_and_space(args: &[Rough]) -> (u32, u32) {
    let mut register = 0;
    let mut space = 0;
    let mut depth = 0usize;
    for (i, t) in args.iter().enumerate() {
        match t {
            Rough::Open => depth += 1,
            Rough::Close => depth = depth.saturating_sub(1),
            Rough::Word(w, _) if depth == 0 => {
                let mut chars = w.chars();
                if let Some(letter) = chars.next()
                    && matches!(letter, 'b' | 't' | 'u' | 's')
                    && let Ok(n) = chars.as_str().parse::<u32>()
                    && !chars.as_str().is_empty()
                {
                    register = n;
                }
                if w.eq_ignore_ascii_case("space")
                    && let (Some(Rough::Equals), Some(Rough::Number(n))) =
                        (args.get(i + 1), args.get(i + 2))
                {
                    space = *n;
                }
            }
            _ => {}
        }
    }
    (register, space)
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

    #[test]
    fn sketch_reads_broken_text() {
        let infos = sketch(
            "RootFlags(0), camera: CBV(b0, space = 3), DescriptorTable(tex: SRV(t2), Sampler(s1)), RootConstants(b1, num32BitConstants = ), StaticSampler(s0",
        );
        assert_eq!(infos.len(), 3);
        assert_eq!(
            infos[0].label.as_ref().map(|l| l.0.as_str()),
            Some("camera")
        );
        assert_eq!((infos[0].register, infos[0].space), (0, 3));
        assert_eq!(infos[1].kind, ParamKind::Table);
        assert_eq!(infos[1].ranges.len(), 2);
        assert_eq!(
            infos[1].ranges[0].label.as_ref().map(|l| l.0.as_str()),
            Some("tex")
        );
        assert_eq!(infos[1].ranges[1].range_type, DescriptorRangeType::SAMPLER);
        assert_eq!(infos[2].kind, ParamKind::Constants);
        assert_eq!(infos[2].register, 1);
    }
}
