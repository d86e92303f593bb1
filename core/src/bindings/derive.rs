//! A root signature derived from binding tables: every
//! used resource covered, samplers in sampler tables, each class and space
//! in the fewest ranges, constant buffers as root CBVs while the 64-DWORD
//! budget allows, visibilities as narrow as the stages allow, and the root
//! flags the entry points need: the input layout for a vertex shader that
//! reads vertex inputs, direct heap indexing for one that indexes a heap.

use super::{BindingCount, BindingTable, Stage};
use crate::model::RegisterClass;
use crate::model::ShaderVisibility;
use std::collections::BTreeMap;
use std::fmt::Write as _;

const TOP: u64 = u32::MAX as u64;
/// Root signature cost limit, in DWORDs.
const BUDGET: usize = 64;

/// Registers used by one or more stages.
#[derive(Debug, Clone)]
struct Group {
    class: RegisterClass,
    space: u32,
    lo: u64,
    hi: u64,
    unbounded: bool,
    /// A single constant buffer: may be a root CBV.
    single_cbv: bool,
    stages: Vec<Stage>,
}

fn visibility_of(stages: &[Stage]) -> ShaderVisibility {
    match stages {
        [only] => only.visibility().unwrap_or(ShaderVisibility::ALL),
        [first, rest @ ..] if rest.iter().all(|s| s == first) => {
            first.visibility().unwrap_or(ShaderVisibility::ALL)
        }
        _ => ShaderVisibility::ALL,
    }
}

fn visibility_arg(v: ShaderVisibility) -> String {
    if v == ShaderVisibility::ALL {
        String::new()
    } else {
        format!(
            ", visibility = {}",
            v.name().unwrap_or("SHADER_VISIBILITY_ALL")
        )
    }
}

/// Groups of used registers: overlapping bindings of one class and space
/// merge, and their stages join.
fn groups(tables: &[BindingTable]) -> Vec<Group> {
    let mut all: Vec<Group> = Vec::new();
    for table in tables {
        for b in table.bindings.iter().filter(|b| b.used) {
            let Some(lo) = b.lower else { continue };
            let lo = u64::from(lo);
            let (hi, unbounded) = match b.count {
                BindingCount::Bounded(n) => (lo + n.max(1) - 1, false),
                BindingCount::Unbounded => (TOP, true),
            };
            all.push(Group {
                class: b.class,
                space: b.space,
                lo,
                hi: hi.min(TOP),
                unbounded,
                single_cbv: b.class == RegisterClass::Cbv && b.count == BindingCount::Bounded(1),
                stages: vec![table.stage],
            });
        }
    }
    merged(all, |last, g| {
        if g.lo > last.hi {
            return false;
        }
        last.single_cbv &= g.single_cbv && g.lo == last.lo && g.hi == last.hi;
        last.hi = last.hi.max(g.hi);
        last.unbounded |= g.unbounded;
        for s in &g.stages {
            if !last.stages.contains(s) {
                last.stages.push(*s);
            }
        }
        true
    })
}

/// `groups` sorted by class, space and start, each merged into the one
/// before it when both have the same class and space and `merge` (which
/// then updates that one) says so.
fn merged(mut groups: Vec<Group>, merge: impl Fn(&mut Group, &Group) -> bool) -> Vec<Group> {
    groups.sort_by_key(|g| (g.class, g.space, g.lo));
    let mut out: Vec<Group> = Vec::new();
    for g in groups {
        if let Some(last) = out.last_mut()
            && last.class == g.class
            && last.space == g.space
            && merge(last, &g)
        {
            continue;
        }
        out.push(g);
    }
    out
}

/// One table's ranges, by visibility and by sampler or not.
type Tables = BTreeMap<(u32, bool), Vec<Group>>;

fn tables_for(groups: &[Group], narrow: bool) -> Tables {
    let mut tables: Tables = BTreeMap::new();
    for g in groups {
        let v = if narrow {
            visibility_of(&g.stages)
        } else {
            ShaderVisibility::ALL
        };
        tables
            .entry((v.0, g.class == RegisterClass::Sampler))
            .or_default()
            .push(g.clone());
    }
    tables
}

/// Adjacent groups of one class and space merge into one range.
fn ranges(groups: &[Group]) -> Vec<Group> {
    merged(groups.to_vec(), |last, g| {
        if last.unbounded || g.lo != last.hi + 1 {
            return false;
        }
        last.hi = g.hi;
        last.unbounded = g.unbounded;
        true
    })
}

fn range_text(r: &Group) -> String {
    let mut s = format!("{}({}{}", r.class.range_keyword(), r.class.letter(), r.lo);
    if r.unbounded {
        s.push_str(", numDescriptors = unbounded");
    } else if r.hi > r.lo {
        let _ = write!(s, ", numDescriptors = {}", r.hi - r.lo + 1);
    }
    if r.space != 0 {
        let _ = write!(s, ", space = {}", r.space);
    }
    s.push(')');
    s
}

/// Root signature text that binds every used resource of `tables`.
///
/// ```
/// use rootsig_core::bindings::{derive, read_bindings, ShaderRequest, Stage};
/// use rootsig_core::hlsl::MemoryFiles;
/// let mut files = MemoryFiles::default();
/// files.insert("s.hlsl", "cbuffer C { float4 tint; };\nTexture2D t[4];\nSamplerState s;\n\
///     float4 main(float2 uv : UV) : SV_Target { return tint * t[1].Sample(s, uv); }\n");
/// let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
/// let read = read_bindings(&request, &mut files);
/// let table = read.result.unwrap().table;
/// assert_eq!(
///     derive(&[table]),
///     "CBV(b0, visibility = SHADER_VISIBILITY_PIXEL), \
///      DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), \
///      DescriptorTable(Sampler(s0), visibility = SHADER_VISIBILITY_PIXEL)",
/// );
/// ```
pub fn derive(tables: &[BindingTable]) -> String {
    let groups = groups(tables);
    let mut narrow = true;
    loop {
        let mut table_groups = tables_for(&groups, narrow);
        // Tables cost 1 DWORD each, root CBVs 2: promote constant buffers
        // to root CBVs (in register order) while the budget allows.
        let mut root_cbvs: Vec<(Group, ShaderVisibility)> = Vec::new();
        let mut cost = table_groups.len();
        for ((v, sampler), list) in table_groups.iter_mut() {
            if *sampler {
                continue;
            }
            let (cbvs, rest): (Vec<Group>, Vec<Group>) = list.drain(..).partition(|g| g.single_cbv);
            *list = rest;
            for g in cbvs {
                // Moving the last range out of a table also saves the table.
                let saves = usize::from(list.is_empty());
                if cost + 2 - saves <= BUDGET {
                    cost = cost + 2 - saves;
                    root_cbvs.push((g, ShaderVisibility(*v)));
                } else {
                    list.push(g);
                }
            }
        }
        table_groups.retain(|_, list| !list.is_empty());
        let cost = root_cbvs.len() * 2
            + table_groups
                .values()
                .map(|l| {
                    1 + ranges(l)
                        .iter()
                        .filter(|r| r.unbounded)
                        .count()
                        .saturating_sub(1)
                })
                .sum::<usize>();
        if cost > BUDGET && narrow {
            narrow = false;
            continue;
        }
        let mut parts: Vec<String> = Vec::new();
        let heap = tables.iter().any(|t| t.uses_resource_heap);
        let sampler_heap = tables.iter().any(|t| t.uses_sampler_heap);
        // A vertex shader that reads vertex inputs runs with an input
        // layout, which the root signature must allow.
        let input_layout = tables.iter().any(|t| !t.vertex_inputs.is_empty());
        let flags: Vec<&str> = [
            (input_layout, "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT"),
            (heap, "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED"),
            (sampler_heap, "SAMPLER_HEAP_DIRECTLY_INDEXED"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, f)| *f)
        .collect();
        if !flags.is_empty() {
            parts.push(format!("RootFlags({})", flags.join(" | ")));
        }
        root_cbvs.sort_by_key(|(g, _)| (g.space, g.lo));
        for (g, v) in &root_cbvs {
            let space = if g.space != 0 {
                format!(", space = {}", g.space)
            } else {
                String::new()
            };
            parts.push(format!("CBV(b{}{space}{})", g.lo, visibility_arg(*v)));
        }
        for ((v, _), list) in &table_groups {
            let vis = visibility_arg(ShaderVisibility(*v));
            let all = ranges(list);
            // An unbounded range must end its table: each gets a table of
            // its own after the bounded ranges.
            let (bounded, unbounded): (Vec<&Group>, Vec<&Group>) =
                all.iter().partition(|r| !r.unbounded);
            let mut current: Vec<String> = bounded.iter().map(|r| range_text(r)).collect();
            for (k, u) in unbounded.iter().enumerate() {
                if k == 0 {
                    current.push(range_text(u));
                } else {
                    parts.push(format!("DescriptorTable({}{vis})", range_text(u)));
                }
            }
            if !current.is_empty() {
                parts.push(format!("DescriptorTable({}{vis})", current.join(", ")));
            }
        }
        return parts.join(", ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::{ShaderRequest, read_bindings};
    use crate::hlsl::MemoryFiles;

    /// The signature derived for `main` of `src` at `stage`, and the
    /// vertex inputs found.
    fn derived(src: &str, stage: Stage) -> (String, Vec<String>) {
        let mut files = MemoryFiles::default();
        files.insert("s.hlsl", src);
        let read = read_bindings(&ShaderRequest::new("s.hlsl", "main", stage), &mut files);
        let table = read.result.expect("the shader binds").table;
        let inputs = table.vertex_inputs.clone();
        (derive(&[table]), inputs)
    }

    const CAMERA: &str = "cbuffer Camera { float4x4 viewProjection; };\n";

    #[test]
    fn a_vertex_shader_that_reads_vertex_inputs_allows_the_input_layout() {
        let src = format!(
            "{CAMERA}float4 main(float3 p : POSITION, float2 uv : TEXCOORD0, uint id : SV_VertexID) \
             : SV_Position {{ return mul(viewProjection, float4(p, 1)); }}\n"
        );
        assert_eq!(
            derived(&src, Stage::Vertex),
            (
                "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
                 CBV(b0, visibility = SHADER_VISIBILITY_VERTEX)"
                    .to_owned(),
                vec!["POSITION".to_owned(), "TEXCOORD0".to_owned()]
            )
        );
    }

    #[test]
    fn vertex_inputs_in_a_struct_parameter_count_and_outputs_do_not() {
        let src = format!(
            "{CAMERA}struct VSIn {{ float3 position : POSITION; uint instance : SV_InstanceID; }};\n\
             void main(in VSIn v, out float4 o : SV_Position, out float2 uv : TEXCOORD0) \
             {{ o = mul(viewProjection, float4(v.position, 1)); uv = 0; }}\n"
        );
        let (signature, inputs) = derived(&src, Stage::Vertex);
        assert_eq!(inputs, ["POSITION"]);
        assert!(
            signature.starts_with("RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), "),
            "{signature}"
        );
    }

    #[test]
    fn system_values_alone_need_no_input_layout() {
        // A full-screen triangle from SV_VertexID has no vertex buffer.
        let src = format!(
            "{CAMERA}float4 main(uint id : SV_VertexID) : SV_Position \
             {{ return viewProjection[id]; }}\n"
        );
        assert_eq!(
            derived(&src, Stage::Vertex),
            (
                "CBV(b0, visibility = SHADER_VISIBILITY_VERTEX)".to_owned(),
                Vec::new()
            )
        );
    }

    #[test]
    fn inputs_of_other_stages_are_not_vertex_inputs() {
        let src = format!(
            "{CAMERA}float4 main(float2 uv : TEXCOORD0) : SV_Target \
             {{ return viewProjection[0] * uv.x; }}\n"
        );
        assert_eq!(
            derived(&src, Stage::Pixel),
            (
                "CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)".to_owned(),
                Vec::new()
            )
        );
    }
}
