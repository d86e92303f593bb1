//! Naming facts from text that does not parse, so that the stand-in items
//! of a broken signature keep the names user code refers to. Naming itself
//! is core's (`rootsig_core::plan::names`).

use rootsig_core::plan::names::{ParamInfo, ParamKind, RangeInfo};
use rootsig_core::{DescriptorRangeType, RootDescriptorKind, Span};

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
