//! Properties of the binding stage on random shaders: assigned ranges
//! never overlap, explicit registers are kept, and a derived root
//! signature compiles cleanly and covers its table.

use proptest::prelude::*;
use rootsig_core::bindings::{
    BindingCount, BindingsError, ShaderRequest, SignatureCheck, SignatureSource, Stage,
    check_shader, derive, read_bindings,
};
use rootsig_core::hlsl::MemoryFiles;
use rootsig_core::{Code, Options, compile_signature};

#[derive(Debug, Clone)]
struct Resource {
    kind: usize,
    explicit: bool,
    space: u32,
    /// 0 = single, 1–4 = array, 5 = unbounded.
    shape: u8,
    used: bool,
}

const KINDS: [(&str, char); 4] = [
    ("RWBuffer<float>", 'u'),
    ("Texture2D", 't'),
    ("SamplerState", 's'),
    ("ConstantBuffer<float4>", 'b'),
];

fn resource() -> impl Strategy<Value = Resource> {
    (
        0..4usize,
        any::<bool>(),
        0..3u32,
        0..6u8,
        prop::bool::weighted(0.7),
    )
        .prop_map(|(kind, explicit, space, shape, used)| Resource {
            kind,
            explicit,
            space,
            shape,
            used,
        })
}

/// The shader: explicit slots are 8 apart so that they never collide;
/// unbounded arrays are implicit and one per class and space at most.
fn shader(resources: &[Resource]) -> String {
    let mut src = String::new();
    let mut uses = Vec::new();
    let mut unbounded_seen = Vec::new();
    for (i, r) in resources.iter().enumerate() {
        let (ty, letter) = KINDS[r.kind];
        let mut shape = r.shape;
        if shape == 5 && (r.explicit || unbounded_seen.contains(&(r.kind, r.space))) {
            shape = 2;
        }
        if shape == 5 {
            unbounded_seen.push((r.kind, r.space));
        }
        let dims = match shape {
            0 => String::new(),
            5 => "[]".to_owned(),
            n => format!("[{n}]"),
        };
        let annotation = if r.explicit {
            format!(" : register({letter}{}, space{})", i * 8, r.space)
        } else if r.space != 0 {
            format!(" : register(space{})", r.space)
        } else {
            String::new()
        };
        src.push_str(&format!("{ty} r{i}{dims}{annotation};\n"));
        if r.used {
            uses.push(format!("use(r{i})"));
        }
    }
    src.push_str(&format!(
        "float4 main() : SV_Target {{ {}; return 0; }}\n",
        uses.join("; ")
    ));
    src
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn assignments_are_disjoint_keep_explicit_registers_and_derive_covers(
        resources in prop::collection::vec(resource(), 1..12)
    ) {
        let src = shader(&resources);
        let mut files = MemoryFiles::default();
        files.insert("s.hlsl", src.as_str());
        let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
        let read = read_bindings(&request, &mut files);
        let bound = match read.result {
            Ok(bound) => bound,
            // An implicit unbounded array takes the tail of its space, so a
            // later implicit resource there may find no room (as in DXC).
            Err(BindingsError::Diagnostics(d)) => {
                prop_assert!(src.contains("[] : register(space") || src.contains("[];"), "{}", src);
                prop_assert!(d.codes().iter().all(|c| *c == Code::BN0201), "{}\n{:?}", src, d);
                return Ok(());
            }
            Err(e) => panic!("{src}\n{e:?}"),
        };
        let rows = &bound.table.bindings;
        // Explicit registers are kept.
        for (i, r) in resources.iter().enumerate() {
            if r.explicit {
                let row = rows.iter().find(|b| b.name == format!("r{i}")).expect("row");
                prop_assert_eq!(row.lower, Some(i as u32 * 8), "{}", src);
                prop_assert_eq!(row.space, r.space);
            }
        }
        // Used ranges never overlap.
        let used: Vec<_> = rows.iter().filter(|b| b.used).collect();
        for (k, a) in used.iter().enumerate() {
            for b in &used[k + 1..] {
                if a.class != b.class || a.space != b.space {
                    continue;
                }
                let end = |x: &rootsig_core::bindings::Binding| match x.count {
                    BindingCount::Bounded(n) => u64::from(x.lower.unwrap()) + n - 1,
                    BindingCount::Unbounded => u64::from(u32::MAX),
                };
                let disjoint = end(a) < u64::from(b.lower.unwrap()) || end(b) < u64::from(a.lower.unwrap());
                prop_assert!(disjoint, "{} and {} overlap in\n{}", a.name, b.name, src);
            }
        }
        // A derived signature compiles without a diagnostic and covers the table.
        let text = derive(std::slice::from_ref(&bound.table));
        let compiled = compile_signature(&text, &Options::default())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        prop_assert!(compiled.blob.warnings().is_empty(), "{}", text);
        let options = Options::default();
        let against = SignatureCheck::new(SignatureSource::Described(&compiled.signature), &options);
        let again = check_shader(&request, &against, &mut files);
        prop_assert!(again.result.is_ok(), "{}\n{}", text, src);
    }
}
