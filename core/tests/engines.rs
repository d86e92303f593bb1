//! The shader front end on what real engines write: each case is a
//! reproducer, what DXC does, and what rootsig does (docs/bindings.md §2.2,
//! §3.2 and §5).

mod common;

use rootsig_core::Code;
use rootsig_core::bindings::{
    BindingOptions, BindingsError, ReadBindings, ShaderRequest, SignatureSource, Stage,
};
use rootsig_core::hlsl::{HlslOptions, ShaderModel, Target};
use rootsig_core::render::RenderStyle;

fn read(source: &str, entry: &str) -> ReadBindings {
    read_with(source, entry, Stage::Pixel, &BindingOptions::default())
}

/// `source` read for `entry` as a `stage` shader, with `options`.
fn read_with(source: &str, entry: &str, stage: Stage, options: &BindingOptions) -> ReadBindings {
    let request = ShaderRequest {
        bindings: options,
        ..ShaderRequest::new("s.hlsl", entry, stage)
    };
    common::read_source(source, &request)
}

/// The table's rows as `Display` writes them.
fn rows(source: &str) -> Vec<String> {
    let read = read(source, "main");
    match &read.result {
        Ok(bound) => bound.table.bindings.iter().map(|b| b.to_string()).collect(),
        Err(_) => panic!("{}", read.render(RenderStyle::Plain)),
    }
}

/// Codes and messages of the warnings (on success) or the errors.
fn diagnostics(source: &str) -> Vec<(Code, String, Option<String>)> {
    let read = read(source, "main");
    let d = match &read.result {
        Ok(bound) => &bound.warnings,
        Err(BindingsError::Diagnostics(d)) => d,
        Err(BindingsError::Read(e)) => panic!("{}", e.message),
    };
    d.iter()
        .map(|d| (d.code, d.message.clone(), d.help.clone()))
        .collect()
}

fn check(source: &str) -> Vec<Code> {
    check_with(source, SignatureSource::Attribute).expect("read")
}

/// The read of `source` checked against `signature`, for `main` (pixel).
fn check_read(source: &str, signature: SignatureSource<'_>) -> ReadBindings {
    common::check_main(source, signature)
}

#[test]
fn unsigned_int_members_are_uint() {
    // DXC reads `unsigned int` as `uint`: the cbuffer is used and takes
    // b0. rootsig recorded the member as `int`, so the buffer was unused.
    let source = "cbuffer cb { unsigned int offset; unsigned int value; };\n\
                  float4 main() : SV_Target { return offset + value; }\n";
    assert_eq!(rows(source), ["cb: cbuffer b0 space0 (implicit)"]);
    let read = read(source, "main");
    let table = read.result.unwrap().table;
    let layout = table.bindings[0].layout.as_ref().unwrap();
    assert_eq!(layout.members[1].name, "value");
    assert_eq!(layout.members[1].offset, 4);
    assert_eq!(layout.members[1].ty.to_string(), "uint");
    // So a signature without b0 fails, as DXC's does.
    assert_eq!(
        check(
            "cbuffer cb { unsigned int offset; };\n[RootSignature(\"RootFlags(0)\")]\n\
             float4 main() : SV_Target { return offset; }\n"
        ),
        [Code::BN0301]
    );
}

#[test]
fn unsigned_int_main_is_a_function() {
    // DXC compiles `unsigned int main()`; rootsig said the file had no
    // function `main`.
    assert_eq!(
        rows("Buffer<uint> b;\nunsigned int main() : SV_Target { return b[0]; }\n"),
        ["b: Buffer<uint> t0 space0 (implicit)"]
    );
}

#[test]
fn rw_multisampled_textures_are_uavs() {
    // Shader Model 6.7: DXC binds both as UAVs, with their sample count.
    assert_eq!(
        rows(
            "RWTexture2DMS<float4, 4> a : register(u1);\nRWTexture2DMSArray<float4, 2> b;\n\
             float4 main() : SV_Target { return a.Load(int2(0, 0), 0) + b.Load(int3(0, 0, 0), 0); }\n"
        ),
        [
            "a: RWTexture2DMS<float4, 4> u1 space0",
            "b: RWTexture2DMSArray<float4, 2> u0 space0 (implicit)",
        ]
    );
    let read = read(
        "RWTexture2DMS<float4, 4> a;\nfloat4 main() : SV_Target { return a.Load(int2(0, 0), 0); }\n",
        "main",
    );
    let p = &read.result.unwrap().table.bindings[0].properties;
    assert_eq!((p.writeable, p.sample_count), (true, Some(4)));
}

#[test]
fn feedback_textures_and_legacy_samplers_are_known() {
    assert_eq!(
        rows(
            "FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> fb;\nsampler2D s2;\n\
             float4 main() : SV_Target { fb.WriteSamplerFeedback(0, s2, 0); return 0; }\n"
        ),
        [
            "fb: FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> u0 space0 (implicit)",
            "s2: sampler2D s0 space0 (implicit)",
        ]
    );
}

#[test]
fn an_unknown_resource_like_type_never_vanishes() {
    // Without a register: a warning instead of silence.
    assert_eq!(
        diagnostics("RWTexture4D<float4> t;\nfloat4 main() : SV_Target { return 0; }\n"),
        [(
            Code::BN0107,
            "'t' has the unknown type 'RWTexture4D', so it is left out of the binding table"
                .to_owned(),
            Some(
                "check the spelling of 'RWTexture4D'; rootsig knows the resource types of docs/bindings.md §3.2"
                    .to_owned()
            ),
        )]
    );
    // With a register: an error that names the type.
    assert_eq!(
        diagnostics(
            "MyTexture<float4> t : register(t0);\nfloat4 main() : SV_Target { return 0; }\n"
        ),
        [(
            Code::BN0101,
            "'t' cannot be bound to a 't' register: 't' is only for SRV resources".to_owned(),
            Some(
                "'MyTexture' is not a resource type rootsig knows (docs/bindings.md §3.2)"
                    .to_owned()
            ),
        )]
    );
    // Other unknown types (a struct from elsewhere, an enum) stay quiet.
    assert_eq!(
        diagnostics("Light l;\nfloat4 main() : SV_Target { return 0; }\n"),
        []
    );
}

#[test]
fn resources_used_inside_methods_are_used() {
    // The reproducer: DXC reports t0 as not bound; rootsig passed it.
    let reader = "Texture2D gTex : register(t0);\n\
                  struct Reader { float4 read() { return gTex.Load(0); } };\n\
                  [RootSignature(\"RootFlags(0)\")]\n\
                  float4 main() : SV_Target { Reader r; return r.read(); }\n";
    assert_eq!(check(reader), [Code::BN0301]);
    // A method that is never called uses nothing.
    assert_eq!(
        rows(
            "Texture2D gTex;\nstruct Reader { float4 read() { return gTex.Load(0); } };\n\
             float4 main() : SV_Target { Reader r; return 0; }\n"
        ),
        ["gTex: Texture2D (implicit, unused)"]
    );
}

#[test]
fn operators_of_template_structs_reach_the_heap() {
    // WickedEngine's bindless wrapper: DXC needs the heap-indexing flag.
    let source = "template<typename T> struct Bindless { T operator[](uint i) { return (T)ResourceDescriptorHeap[i]; } };\n\
                  [RootSignature(\"RootFlags(0)\")]\n\
                  float4 main() : SV_Target { Bindless<Texture2D> textures; return textures[3].Load(0); }\n";
    assert_eq!(check(source), [Code::BN0305]);
    let read = read(source, "main");
    assert!(read.result.unwrap().table.uses_resource_heap);
}

#[test]
fn methods_defined_outside_their_struct() {
    // `S::g` uses the cbuffer M; there is no $Globals.
    assert_eq!(
        rows(
            "cbuffer M { float4 m; };\nstruct S { float4 g(); };\n\
             float4 S::g() { return m; }\n\
             float4 main() : SV_Target { S s; return s.g(); }\n"
        ),
        ["M: cbuffer b0 space0 (implicit)"]
    );
}

#[test]
fn template_methods_defined_outside_their_struct() {
    // `B<T>::g` is the only place `t` is used: calling `b.g()` uses it.
    let source = "Texture2D t;\nTexture2D other;\n\
                  template<typename T> struct B { T g(); };\n\
                  template<typename T> T B<T>::g() { return (T)t.Load(0); }\n\
                  float4 main() : SV_Target { B<float4> b; return b.g(); }\n";
    assert_eq!(
        rows(source),
        [
            "t: Texture2D t0 space0 (implicit)",
            "other: Texture2D (implicit, unused)"
        ]
    );
    // Not called, it uses nothing.
    assert_eq!(
        rows(&source.replace("return b.g();", "return 0;")),
        [
            "t: Texture2D (implicit, unused)",
            "other: Texture2D (implicit, unused)"
        ]
    );
    // The reproducer's shape: a signature without t0 is BN0301.
    let checked = source.replace(
        "float4 main",
        "[RootSignature(\"RootFlags(0)\")]\nfloat4 main",
    );
    assert_eq!(check(&checked), [Code::BN0301]);
}

#[test]
fn a_method_named_like_the_entry_is_not_the_entry() {
    assert_eq!(
        rows(
            "Texture2D a;\nTexture2D b;\nstruct S { float4 main() { return a.Load(0); } };\n\
             float4 main() : SV_Target { return b.Load(0); }\n"
        ),
        [
            "a: Texture2D (implicit, unused)",
            "b: Texture2D t0 space0 (implicit)"
        ]
    );
}

fn define_text(source: &str, name: &str, options: &HlslOptions) -> Result<String, String> {
    common::root_signature_text(source, rootsig_core::hlsl::Query::Define(name), options)
}

#[test]
fn dxc_predefined_macros() {
    // WickedEngine guards its signatures with `__hlsl_dx_compiler`, which
    // DXC always defines; rootsig said they were only in inactive branches.
    let wicked = "#if defined(__hlsl_dx_compiler)\n#define RS \"CBV(b0)\"\n#endif\n";
    assert_eq!(
        define_text(wicked, "RS", &HlslOptions::default()),
        Ok("CBV(b0)".to_owned())
    );
    // The model comes from the options (6_0 by default), the language is
    // HLSL 2021, and there is no stage without one.
    let by_target = "#if __SHADER_TARGET_MAJOR == 6 && __SHADER_TARGET_MINOR >= 6 && __HLSL_VERSION == 2021\n\
                     #define RS \"RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)\"\n\
                     #else\n#define RS \"RootFlags(0)\"\n#endif\n\
                     #ifdef __SHADER_TARGET_STAGE\n#define STAGED \"CBV(b0)\"\n#endif\n";
    assert_eq!(
        define_text(by_target, "RS", &HlslOptions::default()),
        Ok("RootFlags(0)".to_owned())
    );
    let sm66 = HlslOptions {
        target: Target {
            stage: None,
            shader_model: ShaderModel::parse("6_6").unwrap(),
            ..Target::default()
        },
        ..HlslOptions::default()
    };
    assert_eq!(
        define_text(by_target, "RS", &sm66),
        Ok("RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)".to_owned())
    );
    assert!(define_text(by_target, "STAGED", &sm66).is_err());
    // `-D` replaces a predefined macro.
    let overridden = HlslOptions {
        defines: vec!["__SHADER_TARGET_MINOR=6".to_owned()],
        ..HlslOptions::default()
    };
    assert_eq!(
        define_text(by_target, "RS", &overridden),
        Ok("RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)".to_owned())
    );
}

#[test]
fn the_stage_of_the_entry_is_predefined_for_bindings() {
    // A shader that declares per-stage resources, as engines do with
    // `__SHADER_TARGET_STAGE`.
    let source = "#if __SHADER_TARGET_STAGE == __SHADER_STAGE_PIXEL\nTexture2D pixelOnly;\n\
                  #elif __SHADER_TARGET_STAGE == __SHADER_STAGE_VERTEX\nTexture2D vertexOnly;\n#endif\n\
                  float4 main() : SV_Target { return 0; }\n";
    assert_eq!(rows(source), ["pixelOnly: Texture2D (implicit, unused)"]);
}

#[test]
fn rootsig_define_reads_any_expansion_as_text() {
    // DXC's -rootsig-define expands the macro to text and strips the
    // quotes (MacroExpander with STRIP_QUOTES): a bare signature, a
    // function-like macro and a define built of pieces all work.
    let options = HlslOptions::default();
    for (source, expected) in [
        (
            "#define RS DescriptorTable(SRV(t3))\n",
            "DescriptorTable(SRV(t3))",
        ),
        (
            "#define MAKE(r) CBV(r), SRV(t0)\n#define RS MAKE(b2)\n",
            "CBV(b2), SRV(t0)",
        ),
        (
            "#define SLOT 4\n#define RS \"RootConstants(num32BitConstants=\" SLOT \", b0)\"\n",
            "RootConstants(num32BitConstants=4, b0)",
        ),
        (
            "#define FLAGS RootFlags(0)\n#define RS FLAGS, \"CBV(b0)\"\n",
            "RootFlags(0),CBV(b0)",
        ),
        // A macro that names itself stops expanding; the root signature
        // parser then reports the text.
        ("#define RS RS RS\n", "RS RS"),
    ] {
        assert_eq!(
            define_text(source, "RS", &options),
            Ok(expected.to_owned()),
            "{source}"
        );
    }
}

fn check_with(source: &str, signature: SignatureSource<'_>) -> Result<Vec<Code>, String> {
    match check_read(source, signature).result {
        Ok(_) => Ok(Vec::new()),
        Err(BindingsError::Diagnostics(d)) => Ok(d.codes()),
        Err(BindingsError::Read(e)) => Err(e.message),
    }
}

#[test]
fn rootsig_define_falls_back_to_the_attribute() {
    // WickedEngine passes -rootsig-define for every shader; where the macro
    // is not defined (or #undef-ed), DXC uses the entry's attribute.
    let attribute = "Texture2D t : register(t0);\n\
                     [RootSignature(\"DescriptorTable(SRV(t0))\")]\n\
                     float4 main() : SV_Target { return t.Load(0); }\n";
    assert_eq!(
        check_with(attribute, SignatureSource::Define("WICKED_RS")),
        Ok(vec![])
    );
    let undefined = format!("#define WICKED_RS \"CBV(b0)\"\n#undef WICKED_RS\n{attribute}");
    assert_eq!(
        check_with(&undefined, SignatureSource::Define("WICKED_RS")),
        Ok(vec![])
    );
    // A define that exists wins over the attribute.
    let defined = format!("#define WICKED_RS \"CBV(b0)\"\n{attribute}");
    assert_eq!(
        check_with(&defined, SignatureSource::Define("WICKED_RS")),
        Ok(vec![Code::BN0301])
    );
    // With neither, the define's error stays.
    assert_eq!(
        check_with(
            "float4 main() : SV_Target { return 0; }\n",
            SignatureSource::Define("WICKED_RS")
        ),
        Err("the file has no `#define WICKED_RS`".to_owned())
    );
}

#[test]
fn the_last_root_signature_attribute_wins() {
    // DXC's tests put `[RootSignature("")]` before the real one, and the
    // shader compiles with the last.
    use rootsig_core::hlsl::Query;
    let source = "[RootSignature(\"\")]\n[RootSignature(\"CBV(b0)\")]\nfloat4 main() : SV_Target { return 0; }\n";
    let read = common::read_in_memory(source, Query::Entry("main"));
    let extracted = read.result.unwrap();
    assert_eq!(extracted.text, "CBV(b0)");
    let warnings: Vec<String> = extracted
        .warnings()
        .iter()
        .map(|w| w.render_warning(&read.sources, RenderStyle::Plain))
        .collect();
    assert_eq!(
        warnings,
        [
            "warning[HL0204]: this [RootSignature] attribute is ignored: a later one on the same function replaces it\n \
          --> s.hlsl:1:2\n  \
          |\n\
          1 | [RootSignature(\"\")]\n  \
          |  ^^^^^^^^^^^^^\n  \
          |\n  \
          = note: DXC keeps the last [RootSignature] attribute"
        ]
    );
}

/// BN0301's help and related labels for `source` checked against its attribute.
fn bn0301_help(source: &str) -> (Option<String>, Vec<String>) {
    let read = check_read(source, SignatureSource::Attribute);
    let Err(BindingsError::Diagnostics(d)) = read.result else {
        panic!("expected BN0301");
    };
    let d = d.iter().next().unwrap();
    assert_eq!(d.code, Code::BN0301);
    (
        d.help.clone(),
        d.related.iter().map(|r| r.label.clone()).collect(),
    )
}

#[test]
fn bn0301_help_names_the_visibility_or_the_space() {
    // Bound, but for the vertex stage only.
    assert_eq!(
        bn0301_help(
            "Texture2D t : register(t0);\n[RootSignature(\"DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_VERTEX)\")]\n\
             float4 main() : SV_Target { return t.Load(0); }\n"
        ),
        (
            Some("range 0 of root parameter 0 binds it with visibility VERTEX, which the pixel stage does not see; make it SHADER_VISIBILITY_ALL or SHADER_VISIBILITY_PIXEL".to_owned()),
            vec!["visible to VERTEX only".to_owned()],
        )
    );
    // Bound, but in another space.
    assert_eq!(
        bn0301_help(
            "Texture2D t : register(t0, space1);\n[RootSignature(\"DescriptorTable(SRV(t0))\")]\n\
             float4 main() : SV_Target { return t.Load(0); }\n"
        ),
        (
            Some("range 0 of root parameter 0 binds these registers in space 0, but 't' is in space 1; put both in the same space".to_owned()),
            vec!["space 0".to_owned()],
        )
    );
    // Not bound at all: the element to add.
    assert_eq!(
        bn0301_help(
            "Texture2D t : register(t0);\n[RootSignature(\"DescriptorTable(SRV(t1))\")]\n\
             float4 main() : SV_Target { return t.Load(0); }\n"
        )
        .0,
        Some(
            "bind it, for example with DescriptorTable(SRV(t0)) with visibility ALL or PIXEL"
                .to_owned()
        )
    );
}

#[test]
fn a_missing_entry_point_gets_did_you_mean() {
    let read = read(
        "float4 PSMain() : SV_Target { return 0; }\nfloat4 VSMain() : SV_Position { return 0; }\n",
        "PSmain",
    );
    let Err(BindingsError::Read(e)) = read.result else {
        panic!("expected an error");
    };
    assert_eq!(
        e.message,
        "the file has no function `PSmain` (after preprocessing)"
    );
    assert_eq!(e.notes, ["did you mean `PSMain`?"]);
}

#[test]
fn buffers_and_resources_nested_in_a_cbuffer_are_globals() {
    // DXC's bindings1.hlsl prints `MyTB … tbuffer T4 t11,space3` for a
    // tbuffer declared inside a cbuffer; rootsig said BN0101.
    assert_eq!(
        rows(
            "cbuffer A : register(b0) { float4 x; tbuffer T : register(t1) { float4 y; }; };\n\
             float4 main() : SV_Target { return x + y; }\n"
        ),
        ["A: cbuffer b0 space0", "T: tbuffer t1 space0",]
    );
    // Implicit registers in declaration order, as if declared where the
    // cbuffer is: `inner` before `after`.
    assert_eq!(
        rows(
            "Texture2D before;\ncbuffer A { float4 x; Texture2D inner; };\nTexture2D after;\n\
             float4 main() : SV_Target { return x + before.Load(0) + inner.Load(0) + after.Load(0); }\n"
        ),
        [
            "before: Texture2D t0 space0 (implicit)",
            "A: cbuffer b0 space0 (implicit)",
            "inner: Texture2D t1 space0 (implicit)",
            "after: Texture2D t2 space0 (implicit)",
        ]
    );
}

#[test]
fn struct_globals_with_numbers_make_globals() {
    // DXC puts a global struct's numeric members in $Globals at b0; rootsig
    // listed only its resources, so a signature without b0 passed.
    let source = "struct Material { float4 tint; Texture2D albedo; };\nMaterial m;\n\
                  [RootSignature(\"DescriptorTable(SRV(t0))\")]\n\
                  float4 main() : SV_Target { return m.tint * m.albedo.Load(0); }\n";
    assert_eq!(check(source), [Code::BN0301]);
    let read = read(source, "main");
    let table = read.result.unwrap().table;
    let table_rows: Vec<String> = table.bindings.iter().map(|b| b.to_string()).collect();
    assert_eq!(
        table_rows,
        [
            "$Globals: cbuffer b0 space0 (implicit)",
            "m.albedo: Texture2D t0 space0 (implicit)",
        ]
    );
    let layout = table.bindings[0].layout.as_ref().unwrap();
    assert_eq!(
        layout.lines(),
        [
            "offset 0 size 16: Material m",
            "  offset 0 size 16: float4 tint"
        ]
    );
    // A struct of resources alone makes no $Globals.
    assert_eq!(
        rows(
            "struct R { Texture2D t; };\nR r;\nfloat4 main() : SV_Target { return r.t.Load(0); }\n"
        ),
        ["r.t: Texture2D t0 space0 (implicit)"]
    );
}

/// Every row, with rootsig's default struct binding, for a compute entry.
fn compute_rows(source: &str) -> Vec<String> {
    let read = read_with(source, "main", Stage::Compute, &BindingOptions::default());
    match read.result {
        Ok(bound) => bound.table.bindings.iter().map(|b| b.to_string()).collect(),
        Err(_) => panic!("{}", read.render(RenderStyle::Plain)),
    }
}

/// Used rows as `name=u0`, with DXC's struct binding, for a compute entry.
fn dxc_struct_rows(source: &str) -> Vec<String> {
    use rootsig_core::bindings::StructBinding;
    let options = BindingOptions {
        struct_binding: StructBinding::Dxc,
        ..BindingOptions::default()
    };
    let read = read_with(source, "main", Stage::Compute, &options);
    let table = match read.result {
        Ok(bound) => bound.table,
        Err(_) => panic!("{}", read.render(RenderStyle::Plain)),
    };
    table
        .bindings
        .iter()
        .filter(|b| b.used)
        .map(|b| format!("{}={}", b.name, b.registers().unwrap_or_default()))
        .collect()
}

// wg-hlsl proposal 0038 ("Resources in Structures"), "Current Behavior in
// DXC": the Resource Bindings tables DXC prints for its examples 1, 2, 4
// and 6 (rows here in rootsig's order: instances in declaration order).

#[test]
fn dxc_struct_binding_proposal_0038_example_1() {
    assert_eq!(
        dxc_struct_rows(
            "struct A { RWBuffer<float> Buf; };\nA a1 : register(u5);\nA a2;\n\
             [numthreads(4,1,1)]\nvoid main() { a1.Buf[0] = a2.Buf[0]; }\n"
        ),
        ["a1.Buf=u5", "a2.Buf=u0"]
    );
}

#[test]
fn dxc_struct_binding_proposal_0038_example_2() {
    let source = "struct B { RWBuffer<float> Bufs[10]; };\nB b1 : register(u2);\nB b2;\n\
                  [numthreads(4,1,1)]\nvoid main() {\n  float x = b2.Bufs[7][0];\n  float y = b2.Bufs[2][0];\n  float z = b2.Bufs[1][0];\n  b1.Bufs[0][0] = x + y + z;\n}\n";
    assert_eq!(
        dxc_struct_rows(source),
        [
            "b1.Bufs.0=u2",
            "b2.Bufs.7=u0",
            "b2.Bufs.2=u1",
            "b2.Bufs.1=u3"
        ]
    );
    // rootsig's default: whole members in declaration order.
    assert_eq!(
        rows(
            source
                .replace(
                    "[numthreads(4,1,1)]\nvoid main()",
                    "float4 main() : SV_Target"
                )
                .replace(
                    "b1.Bufs[0][0] = x + y + z;",
                    "b1.Bufs[0][0] = x + y + z; return 0;"
                )
                .as_str()
        ),
        [
            "b1.Bufs: RWBuffer<float> u2 space0 [10]",
            "b2.Bufs: RWBuffer<float> u12 space0 [10] (implicit)"
        ]
    );
}

#[test]
fn dxc_struct_binding_proposal_0038_example_4() {
    assert_eq!(
        dxc_struct_rows(
            "struct A { RWBuffer<float> Buf; };\nA d[10] : register(u5);\nA e[50];\n\
             [numthreads(4,1,1)]\nvoid main(uint3 ID : SV_GroupID) {\n  float x = d[2].Buf[1];\n  float y = e[7].Buf[0];\n  float z = e[1].Buf[0];\n  d[5].Buf[0] = x + y + z;\n}\n"
        ),
        ["d.2.Buf=u7", "d.5.Buf=u10", "e.7.Buf=u0", "e.1.Buf=u1"]
    );
}

/// Proposal 0038's example 6 and 7: `G` inherits `F`'s `SrvBuf1`.
const PROPOSAL_0038_G: &str = "class E { RWBuffer<float> UavBuf1; };\n\
     class F { StructuredBuffer<int> SrvBuf1; };\n\
     class G : F { E e; StructuredBuffer<int> SrvBuf2; RWBuffer<float4> UavBufs2[4]; };\n";

/// Example 6's and 7's entry, using instance `g`.
fn proposal_0038_main(g: &str) -> String {
    format!(
        "[numthreads(4,4,4)]\nvoid main(uint3 ID : SV_GroupID) {{\n  float x = {g}.e.UavBuf1[0];\n  \
         float y = {g}.SrvBuf1[0];\n  float z = {g}.SrvBuf2[0];\n  float w = {g}.UavBufs2[3][0].x;\n  \
         {g}.UavBufs2[1][0] = float4(x, y, z, w);\n}}\n"
    )
}

#[test]
fn dxc_struct_binding_proposal_0038_example_6() {
    // DXC's table: g.F.SrvBuf1 t3, g.SrvBuf2 t4, g.UavBufs2.3 u9,
    // g.UavBufs2.1 u7, g.e.UavBuf1 u5. The base's member comes first in
    // declaration order, and is named through the base (rows here in
    // first-use order).
    let source = format!(
        "{PROPOSAL_0038_G}G g : register(u5) : register(t3);\n{}",
        proposal_0038_main("g")
    );
    assert_eq!(
        dxc_struct_rows(&source),
        [
            "g.e.UavBuf1=u5",
            "g.F.SrvBuf1=t3",
            "g.SrvBuf2=t4",
            "g.UavBufs2.3=u9",
            "g.UavBufs2.1=u7"
        ]
    );
    // rootsig's default (the proposal's clang design): whole members in
    // declaration order, the base's first, named `g::F.SrvBuf1`.
    assert_eq!(
        compute_rows(&source),
        [
            "g::F.SrvBuf1: StructuredBuffer<int> t3 space0",
            "g.e.UavBuf1: RWBuffer<float> u5 space0",
            "g.SrvBuf2: StructuredBuffer<int> t4 space0",
            "g.UavBufs2: RWBuffer<float4> u6 space0 [4]"
        ]
    );
}

#[test]
fn dxc_struct_binding_proposal_0038_example_7() {
    // Example 6 without the annotations. DXC's table: g_impl.F.SrvBuf1 t0,
    // g_impl.SrvBuf2 t1, g_impl.UavBufs2.3 u0, g_impl.UavBufs2.1 u1,
    // g_impl.e.UavBuf1 u2. The proposal calls DXC's order here
    // unpredictable: `e.UavBuf1`, named first, is bound last. rootsig's
    // first-use order agrees on the SRVs and names, not on the UAVs
    // (docs/bindings.md §6.3).
    let source = format!(
        "{PROPOSAL_0038_G}G g_impl;\n{}",
        proposal_0038_main("g_impl")
    );
    assert_eq!(
        dxc_struct_rows(&source),
        [
            "g_impl.e.UavBuf1=u0",
            "g_impl.F.SrvBuf1=t0",
            "g_impl.SrvBuf2=t1",
            "g_impl.UavBufs2.3=u1",
            "g_impl.UavBufs2.1=u2"
        ]
    );
}

#[test]
fn base_classes_in_the_proposal_0038_clang_design() {
    // The proposal's "Single Resources": `struct B : A { A a; }` gives
    // `b1::A.Buf` for the inherited resource and `b1.a.Buf` for the
    // member, in declaration order from u2; `C : A` gives `c1::A.Buf`.
    let source = "struct A { RWBuffer<float> Buf; };\nstruct B : A { A a; };\n\
                  struct C : A {};\nA a1;\nB b1 : register(u2);\nC c1;\n\
                  [numthreads(1,1,1)]\nvoid main() { a1.Buf[0] = b1.Buf[0] + b1.a.Buf[0] + c1.Buf[0]; }\n";
    assert_eq!(
        compute_rows(source),
        [
            "a1.Buf: RWBuffer<float> u0 space0 (implicit)",
            "b1::A.Buf: RWBuffer<float> u2 space0",
            "b1.a.Buf: RWBuffer<float> u3 space0",
            "c1::A.Buf: RWBuffer<float> u1 space0 (implicit)"
        ]
    );
    // A member of its own hides the base's: `d.Buf` is D's.
    assert_eq!(
        compute_rows(
            "struct A { RWBuffer<float> Buf; };\nstruct D : public A { RWBuffer<float> Buf; };\nD d;\n\
             [numthreads(1,1,1)]\nvoid main() { d.Buf[0] = 1; }\n"
        ),
        [
            "d::A.Buf: RWBuffer<float> (implicit, unused)",
            "d.Buf: RWBuffer<float> u0 space0 (implicit)"
        ]
    );
}

#[test]
fn structured_buffer_strides_follow_dxc_layout() {
    // C-like packing: members aligned to their scalar's size, arrays tight,
    // a struct rounded up to its largest alignment (docs/bindings.md §7.5).
    let source = "struct P { float3 p; float s; };\n\
                  struct D { double d; float f; };\n\
                  struct M { float4x4 m; uint id; };\n\
                  struct A { float a[3]; half h; min16float m; };\n\
                  struct N { D d; float x; };\n\
                  struct Base { uint2 b; };\n\
                  struct Derived : Base { float c; };\n\
                  struct Method { float4 v; float4 get() { return v; } };\n\
                  StructuredBuffer<float3> s0;\nStructuredBuffer<P> s1;\nRWStructuredBuffer<D> s2;\n\
                  StructuredBuffer<M> s3;\nStructuredBuffer<A> s4;\nAppendStructuredBuffer<N> s5;\n\
                  StructuredBuffer<Derived> s6;\nStructuredBuffer<Method> s7;\n\
                  StructuredBuffer<uint64_t> s8;\nStructuredBuffer<Unknown> s9;\nTexture2D t;\n\
                  float4 main() : SV_Target { return 0; }\n";
    let read = read(source, "main");
    let strides: Vec<(String, Option<u32>)> = read
        .result
        .unwrap()
        .table
        .bindings
        .iter()
        .map(|b| (b.name.clone(), b.properties.stride))
        .collect();
    let expected = [
        ("s0", Some(12)),
        ("s1", Some(16)),
        ("s2", Some(16)),
        ("s3", Some(68)),
        ("s4", Some(20)),
        ("s5", Some(24)),
        ("s6", Some(12)),
        ("s7", Some(16)),
        ("s8", Some(8)),
        ("s9", None),
        ("t", None),
    ]
    .map(|(n, s)| (n.to_owned(), s));
    assert_eq!(strides, expected);
}
