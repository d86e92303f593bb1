//! The binding stage on small shaders: the implicit-binding examples of
//! docs/bindings.md §6.5, and each BN code with a near-identical case that
//! passes.

use super::*;
use crate::diagnostic::Code;
use crate::hlsl::MemoryFiles;
use crate::render::RenderStyle;

/// The file every test reads.
const PATH: &str = "s.hlsl";

/// The bindings of `entry` for `stage`, read from [`PATH`] in `files`.
fn read_entry(
    files: &mut MemoryFiles,
    entry: &str,
    stage: Stage,
    options: &BindingOptions,
) -> ReadBindings {
    let request = ShaderRequest {
        bindings: options,
        ..ShaderRequest::new(PATH, entry, stage)
    };
    read_bindings(&request, files)
}

/// The bindings of `entry` for `stage`, read from [`PATH`] in `files` and
/// checked against `signature`.
fn check_entry(
    files: &mut MemoryFiles,
    entry: &str,
    stage: Stage,
    signature: SignatureSource<'_>,
) -> ReadBindings {
    let options = crate::Options::default();
    let request = ShaderRequest::new(PATH, entry, stage);
    check_shader(&request, &SignatureCheck::new(signature, &options), files)
}

/// The bindings of `main` in `src`, for the pixel stage.
fn read(src: &str, options: &BindingOptions) -> ReadBindings {
    let mut files = MemoryFiles::default();
    files.insert(PATH, src);
    read_entry(&mut files, "main", Stage::Pixel, options)
}

/// The rows as `name=u1` (space when not 0, `..` when unbounded), used
/// rows only.
fn assigned(src: &str) -> Vec<String> {
    assigned_with(src, &BindingOptions::default())
}

fn assigned_with(src: &str, options: &BindingOptions) -> Vec<String> {
    let r = read(src, options);
    let bound = match r.result {
        Ok(b) => b,
        Err(_) => panic!("{}", r.render(RenderStyle::Plain)),
    };
    bound
        .table
        .bindings
        .iter()
        .filter(|b| b.used)
        .map(|b| {
            let mut s = format!(
                "{}={}{}",
                b.name,
                b.class.letter(),
                b.lower.map_or(-1, i64::from)
            );
            if b.count == BindingCount::Unbounded {
                s.push_str("..");
            }
            if b.space != 0 {
                s.push_str(&format!(" space{}", b.space));
            }
            s
        })
        .collect()
}

/// The codes and messages of the diagnostics.
fn codes(src: &str, options: &BindingOptions) -> Vec<(Code, String)> {
    let r = read(src, options);
    let d = match r.result {
        Ok(b) => b.warnings,
        Err(BindingsError::Diagnostics(d)) => d,
        Err(BindingsError::Read(e)) => panic!("{}", e.message),
    };
    d.iter().map(|d| (d.code, d.message.clone())).collect()
}

/// `decls` and a `main` that uses element 0 of each of `names`.
fn with_uses(decls: &str, names: &[&str]) -> String {
    let sum: Vec<String> = names.iter().map(|n| format!("{n}[0]")).collect();
    format!(
        "{decls}float4 main() : SV_Target {{ return {}; }}\n",
        sum.join(" + ")
    )
}

/// The seeds of docs/bindings.md §6.5: declarations, the names `main`
/// uses (element 0 of each), and the registers assigned.
#[test]
fn implicit_binding_seeds() {
    let seed_1_1 = "RWBuffer<float> A : register(u0);\n\
                    RWBuffer<float> B;\n\
                    RWBuffer<float> C : register(u2);\n\
                    RWBuffer<float> D;\n";
    let cases: [(&str, &str, &[&str], &[&str]); 8] = [
        // An unused explicit binding reserves nothing.
        ("1.1", seed_1_1, &["A", "B", "D"], &["A=u0", "B=u1", "D=u2"]),
        (
            "1.1 all used",
            seed_1_1,
            &["A", "B", "C", "D"],
            &["A=u0", "B=u1", "C=u2", "D=u3"],
        ),
        // First fit.
        (
            "2.1",
            "RWBuffer<float> A : register(u2);\n\
             RWBuffer<float> B[4];\n\
             RWBuffer<float> C[2];\n\
             RWBuffer<float> D[50] : register(u6);\n\
             RWBuffer<float> E[2];\n",
            &["A", "B[0]", "C[0]", "E[0]"],
            &["A=u2", "B=u3", "C=u0", "E=u7"],
        ),
        // Unbounded arrays.
        (
            "3",
            "RWBuffer<float> A : register(u1);\n\
             RWBuffer<float> B[];\n\
             RWBuffer<float> C : register(u5);\n\
             RWBuffer<float> D[3];\n",
            &["A", "B[0]", "C", "D[0]"],
            &["A=u1", "B=u6..", "C=u5", "D=u2"],
        ),
        (
            "3, D first",
            "RWBuffer<float> A : register(u1);\n\
             RWBuffer<float> D[4];\n\
             RWBuffer<float> B[];\n\
             RWBuffer<float> C : register(u5);\n",
            &["A", "B[0]", "C", "D[0]"],
            &["A=u1", "D=u6", "B=u10..", "C=u5"],
        ),
        // Spaces.
        (
            "4.1",
            "RWBuffer<float> A : register(u0, space1);\n\
             RWBuffer<float> B[10];\n\
             RWBuffer<float> C[5][4] : register(u10, space5);\n\
             RWBuffer<float> D;\n",
            &["A", "B[0]", "C[0][0]", "D"],
            &["A=u0 space1", "B=u0", "C=u10 space5", "D=u10"],
        ),
        (
            "5.1",
            "RWBuffer<float> A : register(u1);\n\
             RWBuffer<float> B[];\n\
             RWBuffer<float> C[3] : register(space1);\n\
             RWBuffer<float> D : register(space1);\n",
            &["A", "B[0]", "C[0]", "D"],
            &["A=u1", "B=u2..", "C=u0 space1", "D=u3 space1"],
        ),
        (
            "6.1",
            "RWBuffer<float> A;\n\
             RWBuffer<float> B[10] : register(u0);\n\
             RWBuffer<float> C : register(u2);\n\
             struct S { RWBuffer<float> D; };\n\
             S s : register(u5);\n\
             RWBuffer<float> E[5];\n",
            &["A", "E[0]"],
            &["A=u0", "E=u1"],
        ),
    ];
    for (seed, decls, uses, expected) in cases {
        assert_eq!(assigned(&with_uses(decls, uses)), expected, "seed {seed}");
    }
}

#[test]
fn seed_3_unbounded_arrays_that_do_not_fit() {
    let src = "RWBuffer<float> A : register(u1);\nRWBuffer<float> B[];\nRWBuffer<float> C : register(u5);\nRWBuffer<float> D[4];\n";
    assert_eq!(
        codes(
            &with_uses(src, &["A", "B[0]", "C", "D[0]"]),
            &BindingOptions::default()
        ),
        [(
            Code::BN0201,
            "resource 'D' could not be allocated: no 4 free consecutive UAV registers in space 0"
                .to_owned()
        )]
    );
    let src = "RWBuffer<float> C[];\nRWBuffer<float> D[];\n";
    assert_eq!(
        codes(
            &with_uses(src, &["C[0]", "D[0]"]),
            &BindingOptions::default()
        ),
        [(
            Code::BN0203,
            "more than one unbounded resource in space 0 ('C' and 'D')".to_owned()
        )]
    );
}

#[test]
fn structs_in_member_order() {
    // 1.2: member order, not use order.
    let src = "RWBuffer<float> A : register(u0);\nRWBuffer<float> C : register(u2);\nstruct S { RWBuffer<float> B; RWBuffer<float> D; };\nS s;\nfloat4 main() : SV_Target { return s.D[0] + s.B[0] + A[0]; }\n";
    assert_eq!(assigned(src), ["A=u0", "s.B=u1", "s.D=u2"]);
    // 2.2: whole arrays, in member order.
    let src = "RWBuffer<float> A : register(u2);\nstruct S { RWBuffer<float> B[4]; RWBuffer<float> C[2]; RWBuffer<float> E[3]; };\nS s;\nfloat4 main() : SV_Target { return s.E[2][0] + s.B[3][0] + s.C[1][0] + A[0]; }\n";
    assert_eq!(assigned(src), ["A=u2", "s.B=u3", "s.C=u0", "s.E=u7"]);
}

#[test]
fn globals_come_first_among_cbvs() {
    let src = "cbuffer Early { float4 a; };\nfloat g;\nConstantBuffer<float4> Late;\nfloat4 main() : SV_Target { return a + g + Late; }\n";
    assert_eq!(assigned(src), ["$Globals=b0", "Early=b1", "Late=b2"]);
}

#[test]
fn register_syntax_codes() {
    let o = BindingOptions::default();
    let main = "float4 main() : SV_Target { return 0; }\n";
    for (decl, code, message) in [
        (
            "Texture2D t : register();",
            Code::BN0001,
            "register annotation on 't' is empty",
        ),
        (
            "Texture2D t : register(t 2);",
            Code::BN0002,
            "malformed register 't 2' on 't'; write 't2'",
        ),
        (
            "Texture2D t : register(t2, space 3);",
            Code::BN0002,
            "malformed register 't2, space 3' on 't'; write 't2, space3'",
        ),
        (
            "float f : register(x0);",
            Code::BN0003,
            "'x' is not a register type; use t (SRV), u (UAV), b (CBV), s (sampler) or c ($Globals offset)",
        ),
        (
            "Texture2D t : register(tf);",
            Code::BN0004,
            "register number in 'tf' on 't' must be a decimal integer",
        ),
        (
            "Texture2D t : register(t0, s2);",
            Code::BN0005,
            "invalid space 's2' on 't'; write 'space' followed by a decimal integer, like space1",
        ),
        (
            "RWBuffer<float> a[4] : register(u4294967294);",
            Code::BN0006,
            "'a' at u4294967294 would end at register 4294967297, past 4294967295",
        ),
        (
            "static Texture2D t : register(t0);",
            Code::BN0007,
            "'register' applies only to cbuffer/tbuffer declarations and non-static global variables, not to 't'",
        ),
        (
            "float f : register(i0);",
            Code::BN0008,
            "register type 'i' (integer constant) is no longer supported; the annotation on 'f' is ignored",
        ),
        (
            "SamplerState s : register(ps, s2);",
            Code::BN0009,
            "profile-qualified register annotations are not supported: 'ps, s2'",
        ),
        (
            "float f : register(t0);",
            Code::BN0101,
            "'f' cannot be bound to a 't' register: 't' is only for SRV resources",
        ),
        (
            "RWBuffer<float> r : register(c3);",
            Code::BN0101,
            "'r' cannot be bound to a 'c' register: 'c' is only for numeric variables at global scope",
        ),
        (
            "groupshared float g : register(c0);",
            Code::BN0101,
            "'g' cannot be bound to a 'c' register: 'c' is only for numeric variables at global scope",
        ),
        (
            "float f : register(b0);",
            Code::BN0102,
            "register type 'b' on 'f' is only for constant buffers; the DX9 'bool constant' register is no longer supported",
        ),
        (
            "cbuffer C { float f : register(c2); }",
            Code::BN0103,
            "register type 'c' is ignored inside a constant buffer; use packoffset for 'f'",
        ),
        (
            "struct E { float f; }; E e : register(t0);",
            Code::BN0104,
            "'e' has no SRV member, so its 't' annotation binds nothing",
        ),
        (
            "struct S { RWBuffer<int> a, b; }; S s : register(u9) : register(u10);",
            Code::BN0105,
            "'s' has more than one 'u' annotation",
        ),
        (
            "float f : register(c0, space1);",
            Code::BN0106,
            "'f' is a global constant and cannot take a register space",
        ),
    ] {
        let got = codes(&format!("{decl}\n{main}"), &o);
        assert_eq!(got, [(code, message.to_owned())], "{decl}");
    }
    // Near-identical cases that pass.
    for decl in [
        "Texture2D t : register(t2);",
        "Texture2D t : register(T2, SPACE3);",
        "Texture2D t : register(t0, space00);",
        "RWBuffer<float> x : register(u4294967295);",
        "float f : register(c0);",
        "cbuffer C { float f : packoffset(c2); }",
        "struct E { float f; Texture2D t; }; E e : register(t0);",
        "Texture2D t : register(space2);",
    ] {
        assert_eq!(codes(&format!("{decl}\n{main}"), &o), [], "{decl}");
    }
}

#[test]
fn legacy_bindings_downgrade_and_silence() {
    let o = BindingOptions {
        legacy_bindings: true,
        ..BindingOptions::default()
    };
    let r = read(
        "float f : register(b0);\nstruct E { float x; }; E e : register(t0);\nfloat4 main() : SV_Target { return f; }\n",
        &o,
    );
    let bound = r.result.expect("only warnings");
    assert_eq!(bound.warnings.codes(), [Code::BN0102]);
    assert_eq!(
        bound.warnings.iter().next().unwrap().severity,
        Severity::Warning
    );
}

#[test]
fn allocation_codes() {
    let o = BindingOptions::default();
    assert_eq!(
        codes("RWBuffer<float> A : register(u4294967295);\nRWBuffer<float> B[];\nfloat4 main() : SV_Target { return A[0] + B[0][0]; }\n", &o),
        [(Code::BN0202, "unbounded resource 'B' could not be allocated: the registers up to 4294967295 in space 0 are not free".to_owned())]
    );
    assert_eq!(
        codes(
            "Texture2D a[10] : register(t0);\nTexture2D b : register(t5);\nfloat4 main() : SV_Target { return a[0].Load(0) + b.Load(0); }\n",
            &o
        ),
        [(
            Code::BN0204,
            "'b' at t5 overlaps 'a' at t0 in space 0".to_owned()
        )]
    );
    // Unused: no overlap, unless legacy reservation reserves it.
    let unused = "Texture2D a[10] : register(t0);\nTexture2D b : register(t5);\nfloat4 main() : SV_Target { return b.Load(0); }\n";
    assert_eq!(codes(unused, &o), []);
    let legacy = BindingOptions {
        legacy_reservation: true,
        ..o
    };
    assert_eq!(
        codes(unused, &legacy).first().map(|c| c.0),
        Some(Code::BN0204)
    );
    assert_eq!(
        codes(
            "RWBuffer<float> b[];\nfloat4 main() : SV_Target { return b[0][0]; }\n",
            &legacy
        ),
        [(
            Code::BN0205,
            "unbounded resource 'b' is not supported with legacy resource reservation".to_owned()
        )]
    );
}

#[test]
fn used_means_reachable_through_calls() {
    let src = "Texture2D a; Texture2D b; Texture2D c;\n\
               float4 helper() { return b.Load(0); }\n\
               float4 unused() { return c.Load(0); }\n\
               float4 main() : SV_Target { return a.Load(0) + helper(); }\n";
    assert_eq!(assigned(src), ["a=t0", "b=t1"]);
    let all = BindingOptions {
        all_used: true,
        ..BindingOptions::default()
    };
    assert_eq!(assigned_with(src, &all), ["a=t0", "b=t1", "c=t2"]);
}

#[test]
fn register_on_locals_and_parameters_is_bn0007() {
    let got = codes(
        "float4 main(Texture2D p : register(t1)) : SV_Target { Texture2D t : register(t0); return 0; }\n",
        &BindingOptions::default(),
    );
    assert_eq!(
        got.iter().map(|c| c.0).collect::<Vec<_>>(),
        [Code::BN0007, Code::BN0007]
    );
}

#[test]
fn properties_and_rendering() {
    let src = "globallycoherent RWStructuredBuffer<uint> counts : register(u1);\nTexture2DMS<float4, 4> ms;\n\
               float4 main() : SV_Target { counts.IncrementCounter(); return ms.Load(0, 0); }\n";
    let r = read(src, &BindingOptions::default());
    let table = r.result.unwrap().table;
    let counts = &table.bindings[0].properties;
    assert!(counts.counter && counts.globally_coherent && counts.writeable);
    assert_eq!(counts.element_type.as_deref(), Some("uint"));
    assert_eq!(table.bindings[1].properties.sample_count, Some(4));
    let r = read(
        "Texture2D t : register(t 2);\nfloat4 main() : SV_Target { return t.Load(0); }\n",
        &BindingOptions::default(),
    );
    assert_eq!(
        r.render(RenderStyle::Plain),
        "error[BN0002]: malformed register 't 2' on 't'; write 't2'\n --> s.hlsl:1:15\n  |\n1 | Texture2D t : register(t 2);\n  |               ^^^^^^^^^^^^^ a malformed register annotation\n  |\n  = note: for more information about this error, try `rootsig explain BN0002`\n"
    );
}

fn check_codes(src: &str, stage: Stage) -> Vec<(Code, String)> {
    let mut files = MemoryFiles::default();
    files.insert(PATH, src);
    let r = check_entry(&mut files, "main", stage, SignatureSource::Attribute);
    match r.result {
        Ok(b) => b
            .warnings
            .iter()
            .map(|d| (d.code, d.message.clone()))
            .collect(),
        Err(BindingsError::Diagnostics(d)) => {
            d.iter().map(|d| (d.code, d.message.clone())).collect()
        }
        Err(BindingsError::Read(e)) => panic!("{}", e.message),
    }
}

#[test]
fn coverage_against_the_root_signature() {
    let cb = "cbuffer C : register(b0) { float4 color; }\n";
    let body = "float4 main() : SV_Target { return color; }\n";
    let with = |rs: &str| format!("{cb}[RootSignature(\"{rs}\")]\n{body}");
    assert_eq!(
        check_codes(&with("CBV(b1)"), Stage::Pixel),
        [(
            Code::BN0301,
            "'C' (CBV b0, space 0) is not fully bound by the root signature for the pixel stage"
                .to_owned()
        )]
    );
    assert_eq!(check_codes(&with("CBV(b0)"), Stage::Pixel), []);
    assert_eq!(
        check_codes(
            &with("RootConstants(num32BitConstants = 4, b0)"),
            Stage::Pixel
        ),
        []
    );
    // Visible to another stage only.
    let vertex_only = with("DescriptorTable(CBV(b0), visibility = SHADER_VISIBILITY_VERTEX)");
    assert_eq!(
        check_codes(&vertex_only, Stage::Pixel).first().map(|c| c.0),
        Some(Code::BN0301)
    );
    assert_eq!(check_codes(&vertex_only, Stage::Vertex), []);
    // Compute sees ALL only.
    assert_eq!(
        check_codes(&vertex_only, Stage::Compute)
            .first()
            .map(|c| c.0),
        Some(Code::BN0301)
    );
    // Two adjacent ranges do not cover an array together.
    let array = "ConstantBuffer<float4> c[6] : register(b3);\n\
                 [RootSignature(\"DescriptorTable(CBV(b2, numDescriptors = 5), CBV(b7, numDescriptors = 4))\")]\n\
                 float4 main() : SV_Target { return c[0]; }\n";
    assert_eq!(
        check_codes(array, Stage::Pixel),
        [(Code::BN0301, "'c' (CBV b3..b8, space 0) is not fully bound by the root signature for the pixel stage".to_owned())]
    );
}

#[test]
fn root_descriptors_hold_raw_and_structured_buffers_only() {
    let cases: [(&str, &[(Code, &str)]); 4] = [
        (
            "Texture2D t : register(t0);\n[RootSignature(\"DescriptorTable(Sampler(s0)), SRV(t0)\")]\nfloat4 main() : SV_Target { return t.Load(0); }\n",
            &[(
                Code::BN0302,
                "'t' (Texture2D) is bound through root SRV descriptor root parameter 1 `SRV(t0)`; root SRV/UAV descriptors can only hold raw or structured buffers",
            )],
        ),
        (
            "StructuredBuffer<float4> t : register(t0);\n[RootSignature(\"SRV(t0)\")]\nfloat4 main() : SV_Target { return t[0]; }\n",
            &[],
        ),
        (
            "AppendStructuredBuffer<float4> a : register(u0);\n[RootSignature(\"UAV(u0)\")]\nfloat4 main() : SV_Target { a.Append(0); return 0; }\n",
            &[(
                Code::BN0303,
                "'a' uses a UAV counter, which a root UAV descriptor (root parameter 0 `UAV(u0)`) cannot provide; put it in a descriptor table",
            )],
        ),
        (
            "RWStructuredBuffer<float4> a : register(u0);\n[RootSignature(\"UAV(u0)\")]\nfloat4 main() : SV_Target { a[0] = 1; return 0; }\n",
            &[],
        ),
    ];
    for (src, expected) in cases {
        let expected: Vec<(Code, String)> = expected
            .iter()
            .map(|&(code, message)| (code, message.to_owned()))
            .collect();
        assert_eq!(check_codes(src, Stage::Pixel), expected, "{src}");
    }
}

#[test]
fn deny_flags_and_heap_flags() {
    let denied = "cbuffer C : register(b0) { float4 color; }\n\
                  [RootSignature(\"RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), DescriptorTable(CBV(b0))\")]\n\
                  float4 main() : SV_Target { return color; }\n";
    assert_eq!(
        check_codes(denied, Stage::Pixel),
        [(Code::BN0304, "the pixel shader binds resources, but the root signature denies that stage root access (DENY_PIXEL_SHADER_ROOT_ACCESS)".to_owned())]
    );
    assert_eq!(check_codes(denied, Stage::Vertex), []);
    let heap = "[RootSignature(\"RootConstants(num32BitConstants = 1, b0)\")]\n\
                float4 main() : SV_Target { Texture2D t = ResourceDescriptorHeap[0]; return t.Load(0); }\n";
    assert_eq!(
        check_codes(heap, Stage::Pixel),
        [(Code::BN0305, "the shader indexes ResourceDescriptorHeap but the root signature lacks CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED".to_owned())]
    );
    let allowed = heap.replace(
        "RootConstants(",
        "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED), RootConstants(",
    );
    assert_eq!(check_codes(&allowed, Stage::Pixel), []);
}

/// Derive, compile, check again: nothing to report.
fn round_trip(src: &str, entries: &[(&str, Stage)]) -> String {
    let mut files = MemoryFiles::default();
    files.insert(PATH, src);
    let tables: Vec<BindingTable> = entries
        .iter()
        .map(|(entry, stage)| {
            let r = read_entry(&mut files, entry, *stage, &BindingOptions::default());
            r.result.expect("binds").table
        })
        .collect();
    let text = derive(&tables);
    let compiled = crate::compile_signature(&text, &crate::Options::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(compiled.blob.warnings().is_empty(), "{text}");
    for (entry, stage) in entries {
        let signature = SignatureSource::Described(&compiled.signature);
        let r = check_entry(&mut files, entry, *stage, signature);
        assert!(r.result.is_ok(), "{text}: {}", r.render(RenderStyle::Plain));
    }
    text
}

#[test]
fn derived_signatures_cover_their_tables() {
    let src = "cbuffer Camera : register(b0) { float4x4 vp; };\ncbuffer Material : register(b1) { float4 tint; };\n\
               Texture2D albedo : register(t0);\nTexture2D normal : register(t1);\nTexture2D shadow : register(t5);\n\
               Texture2D bindless[] : register(t0, space1);\nRWStructuredBuffer<uint> counts;\n\
               SamplerState linearSampler; SamplerComparisonState shadowSampler : register(s1);\n\
               float4 vs(float4 p : P) : SV_Position { return mul(vp, p); }\n\
               float4 ps(float2 uv : UV) : SV_Target { counts.IncrementCounter(); return tint * albedo.Sample(linearSampler, uv) * normal.Sample(linearSampler, uv) * shadow.SampleCmp(shadowSampler, uv, 0) * bindless[3].Sample(linearSampler, uv); }\n";
    assert_eq!(
        round_trip(src, &[("vs", Stage::Vertex), ("ps", Stage::Pixel)]),
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
         CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), CBV(b1, visibility = SHADER_VISIBILITY_PIXEL), \
         DescriptorTable(SRV(t0, numDescriptors = 2), SRV(t5), UAV(u0), SRV(t0, numDescriptors = unbounded, space = 1), visibility = SHADER_VISIBILITY_PIXEL), \
         DescriptorTable(Sampler(s0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL)"
    );
    // The same buffer in two stages is visible to ALL.
    let shared = "cbuffer Frame { float4 time; };\nfloat4 vs() : SV_Position { return time; }\nfloat4 ps() : SV_Target { return time; }\n";
    assert_eq!(
        round_trip(shared, &[("vs", Stage::Vertex), ("ps", Stage::Pixel)]),
        "CBV(b0)"
    );
}

#[test]
fn typedefs_multidimensional_and_unbounded_arrays() {
    let src = "typedef Texture2D<float4> Tex;\ntypedef RWBuffer<uint> Counters[4];\n\
               Tex a[2][3];\nCounters c;\nTexture2D b[][3] : register(t10, space2);\n\
               float4 main() : SV_Target { return a[1][2].Load(0) + c[0][0] + b[7][1].Load(0); }\n";
    let r = read(src, &BindingOptions::default());
    let rows: Vec<String> = r
        .result
        .unwrap()
        .table
        .bindings
        .iter()
        .map(|b| b.to_string())
        .collect();
    assert_eq!(
        rows,
        [
            "a: Texture2D<float4> t0 space0 [6] (implicit)",
            "c: RWBuffer<uint> u0 space0 [4] (implicit)",
            "b: Texture2D t10 space2 [unbounded]",
        ]
    );
}

#[test]
fn uniform_entry_parameters_are_refused_by_name() {
    let r = read(
        "float4 main(uniform float4 tint) : SV_Target { return tint; }\n",
        &BindingOptions::default(),
    );
    let Err(BindingsError::Read(e)) = r.result else {
        panic!("expected an error")
    };
    assert_eq!(
        e.message,
        "`uniform` parameters of the entry function `main` are not supported; declare the resource or value at global scope"
    );
}

#[test]
fn a_hull_shader_reaches_its_patch_constant_function() {
    let src = "Buffer<float> factors;\nTexture2D unused;\n\
               struct P { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };\n\
               P constants() { P p; p.e[0] = factors[0]; return p; }\n\
               [domain(\"tri\")]\n[patchconstantfunc(\"constants\")]\n\
               float4 main(float4 v : POSITION) : POSITION { return v; }\n";
    assert_eq!(assigned(src), ["factors=t0"]);
}

#[test]
fn diagnostics_point_at_the_annotation_or_the_declaration_in_its_file() {
    let mut files = MemoryFiles::default();
    files.insert("h.hlsli", "Texture2D a[10] : register(t0);\n");
    files.insert(
        PATH,
        "#include \"h.hlsli\"\nTexture2D b : register(t5);\nTexture2D c : register(q0);\n\
         float4 main() : SV_Target { return a[0].Load(0) + b.Load(0); }\n",
    );
    let r = read_entry(&mut files, "main", Stage::Pixel, &BindingOptions::default());
    assert_eq!(
        r.render(RenderStyle::Plain),
        "error[BN0204]: 'b' at t5 overlaps 'a' at t0 in space 0\n --> s.hlsl:2:11\n  |\n2 | Texture2D b : register(t5);\n  |           ^ explicit bindings overlap\n  |\n  = note: 'a' is declared here (at h.hlsli:1:11)\n  = note: for more information about this error, try `rootsig explain BN0204`\n\n\
         error[BN0003]: 'q' is not a register type; use t (SRV), u (UAV), b (CBV), s (sampler) or c ($Globals offset)\n --> s.hlsl:3:15\n  |\n3 | Texture2D c : register(q0);\n  |               ^^^^^^^^^^^^ an unknown register type\n  |\n  = note: for more information about this error, try `rootsig explain BN0003`\n"
    );
}

#[test]
fn auto_binding_space_and_arrays_of_structs() {
    let src = "struct S { Texture2D t; SamplerState s; };\nS arr[2];\nTexture2D fixed : register(t0);\n\
               float4 main() : SV_Target { return arr[1].t.Sample(arr[0].s, 0) + fixed.Load(0); }\n";
    assert_eq!(
        assigned(src),
        [
            "arr[0].t=t1",
            "arr[0].s=s0",
            "arr[1].t=t2",
            "arr[1].s=s1",
            "fixed=t0"
        ]
    );
    let options = BindingOptions {
        auto_binding_space: 3,
        ..BindingOptions::default()
    };
    assert_eq!(
        assigned_with(src, &options),
        [
            "arr[0].t=t0 space3",
            "arr[0].s=s0 space3",
            "arr[1].t=t1 space3",
            "arr[1].s=s1 space3",
            "fixed=t0"
        ]
    );
    // An explicit struct annotation numbers each class from its base.
    let src = "struct S { Texture2D a; Texture2D b; };\nS arr[2] : register(t4);\n\
               float4 main() : SV_Target { return arr[1].b.Load(0); }\n";
    assert_eq!(assigned(src), ["arr[0].b=t5", "arr[1].b=t7"]);
}

/// `name: slot` for each resource `signature` provides to `main` (pixel).
fn resolved(src: &str, signature: &str) -> Vec<String> {
    let r = read(src, &BindingOptions::default());
    let table = r.result.expect("bindings").table;
    let sig = crate::compile_signature(signature, &crate::Options::default())
        .expect("the signature compiles")
        .signature;
    resolve(&table, &sig)
        .into_iter()
        .map(|(b, slot)| match slot {
            ResourceSlot::Table {
                parameter,
                range,
                offset,
                count,
                ..
            } => format!(
                "{}: table {parameter} range {range} offset {offset} count {count:?}",
                b.name
            ),
            other => format!("{}: {other:?}", b.name),
        })
        .collect()
}

#[test]
fn resources_resolve_to_the_element_that_binds_them() {
    let src = "cbuffer C : register(b1) { float4 v; };\n\
               Texture2D a[3] : register(t5);\n\
               Texture2D rest[] : register(t10);\n\
               Texture2D tail[] : register(t0, space1);\n\
               SamplerState s : register(s0);\n\
               Texture2D hidden : register(t0, space2);\n\
               float4 main() : SV_Target { return v + a[0].Sample(s, 0) + rest[9].Load(0) + tail[0].Load(0) + hidden.Load(0); }\n";
    let sig = "RootConstants(num32BitConstants = 4, b1), \
               DescriptorTable(SRV(t0, numDescriptors = 4), SRV(t4, numDescriptors = 4, offset = 10), \
                               SRV(t10, numDescriptors = unbounded)), \
               DescriptorTable(SRV(t0, space = 1, numDescriptors = 6)), \
               DescriptorTable(SRV(t0, space = 2), visibility = SHADER_VISIBILITY_VERTEX), \
               StaticSampler(s0)";
    assert_eq!(
        resolved(src, sig),
        [
            "C: RootConstants { parameter: 0 }",
            // t5 is the second descriptor of the range at offset 10.
            "a: table 1 range 1 offset 11 count Some(3)",
            // Unbounded in an unbounded range: to its end.
            "rest: table 1 range 2 offset 14 count None",
            // Unbounded in a bounded range: what the range has left.
            "tail: table 2 range 0 offset 0 count Some(6)",
            "s: StaticSampler { index: 0 }",
            // `hidden` is bound for the vertex stage only: not provided.
        ]
    );
}

#[test]
fn a_zero_size_array_is_checked_as_its_first_register() {
    // Bad input never panics: `t[0]` takes no registers, and the check
    // treats it as its first one.
    let body = "float4 main() : SV_Target { return t[0].Load(int3(0, 0, 0)); }\n";
    let src = format!("Texture2D t[0];\n[RootSignature(\"CBV(b0)\")]\n{body}");
    let codes = check_codes(&src, Stage::Pixel);
    assert_eq!(codes.len(), 1);
    assert_eq!(codes[0].0, Code::BN0301);
    assert!(
        codes[0].1.starts_with("'t' (SRV t0, space 0)"),
        "{}",
        codes[0].1
    );
    assert_eq!(
        resolved(
            &format!("Texture2D t[0];\n{body}"),
            "DescriptorTable(SRV(t0))"
        ),
        ["t: table 0 range 0 offset 0 count Some(0)"]
    );
}
