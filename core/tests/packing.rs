//! Constant-buffer packing (docs/bindings.md §7.4) against the layouts that
//! DXC's own tests quote from fxc's and DXC's reflection, and BN0306.

mod common;

use rootsig_core::Code;
use rootsig_core::bindings::packing::{CBufferLayout, Member, MemberType, Orientation};
use rootsig_core::bindings::{
    BindingOptions, BindingsError, ShaderRequest, SignatureSource, Stage,
};
use rootsig_core::hlsl::HlslOptions;

fn bindings_with(source: &str, enable_16bit_types: bool) -> Vec<rootsig_core::bindings::Binding> {
    let options = BindingOptions {
        all_used: true,
        ..BindingOptions::default()
    };
    let mut hlsl = HlslOptions::default();
    hlsl.target.enable_16bit_types = enable_16bit_types;
    let request = ShaderRequest {
        bindings: &options,
        hlsl: &hlsl,
        ..ShaderRequest::new("s.hlsl", "main", Stage::Pixel)
    };
    common::read_source(source, &request)
        .result
        .expect("bindings")
        .table
        .bindings
}

fn layout_of(source: &str, name: &str) -> CBufferLayout {
    layout_with(source, name, false)
}

fn layout_with(source: &str, name: &str, enable_16bit_types: bool) -> CBufferLayout {
    bindings_with(source, enable_16bit_types)
        .into_iter()
        .find(|b| b.name == name)
        .and_then(|b| b.layout)
        .unwrap_or_else(|| panic!("no layout for {name}"))
}

/// (name, offset, size) of each member.
fn rows(members: &[Member]) -> Vec<(String, u32, u32)> {
    members
        .iter()
        .map(|m| (m.name.clone(), m.offset, m.size))
        .collect()
}

/// The `name offset size` of each member, e.g. `"x 0 4, y 16 4"`.
fn member_list(members: &[Member]) -> String {
    let rows: Vec<String> = rows(members)
        .iter()
        .map(|(name, offset, size)| format!("{name} {offset} {size}"))
        .collect();
    rows.join(", ")
}

/// Asserts the members' `name offset size` triples, e.g. `"x 0 4, y 16 4"`.
#[track_caller]
fn expect(members: &[Member], expected: &str) {
    assert_eq!(member_list(members), expected);
}

#[test]
fn dxc_vk_layout_cbuffer_fxc_struct_s_offsets() {
    let source = format!(
        "{}ConstantBuffer<S> cb;\nfloat4 main() : SV_Target {{ return cb.scalar1; }}\n",
        common::STRUCT_S
    );
    let layout = layout_of(&source, "cb");
    // fxc: `struct S { … } // Size: 984`.
    assert_eq!(layout.size, 984);
    let offsets: Vec<u32> = layout.members.iter().map(|m| m.offset).collect();
    assert_eq!(
        offsets,
        [
            0, 8, 16, 32, 48, 80, 112, 160, 192, 224, 272, 288, 320, 336, 368, 464, 592, 640, 704,
            800
        ]
    );
    let m = &layout.members[7];
    assert_eq!(m.ty.to_string(), "row_major float2x3");
    assert_eq!(m.size, 28);
    // `double3 vectorArray3[3]`: SPIR-V ArrayStride 32.
    assert_eq!(
        layout.members[14].array.map(|a| (a.count, a.stride)),
        Some((3, 32))
    );
}

#[test]
fn dxc_vk_layout_cbuffer_fxc_my_cbuffer_and_tbuffer() {
    let source = common::vk_layout_cbuffer_fxc();
    // The sizes fxc prints for the members after CB_sArray.
    let tail = [
        ("scalarArray1", 2000, 4),
        ("vectorArray1", 2016, 12),
        ("vector1", 2032, 12),
        ("matrixArray1", 2048, 40),
        ("vector2", 2096, 12),
        ("scalarArray2", 2112, 24),
        ("matrix1", 2144, 40),
        ("vector3", 2192, 24),
        ("matrix2", 2224, 28),
        ("matrixArray2", 2256, 60),
        ("matrix3", 2320, 28),
        ("matrix4", 2352, 40),
        ("vectorArray2", 2400, 28),
        ("matrixArray3", 2432, 92),
        ("vectorArray3", 2528, 88),
        ("matrixArray4", 2624, 184),
        ("vector4", 2816, 24),
        ("vectorArray4", 2848, 120),
        ("scalar2", 2968, 8),
    ];
    for (buffer, prefix) in [("MyCBuffer", "CB_"), ("MyTBuffer", "TB_")] {
        let layout = layout_of(&source, buffer);
        let mut expected = vec![
            (format!("{prefix}scalar1"), 0, 4),
            (format!("{prefix}sArray"), 16, 1976),
        ];
        expected.extend(tail.iter().map(|&(n, o, s)| (format!("{prefix}{n}"), o, s)));
        if prefix == "CB_" {
            expected.extend([
                ("CB_vector5".to_owned(), 2976, 12),
                ("CB_scalarArray3".to_owned(), 2992, 36),
                ("CB_vector6".to_owned(), 3028, 12),
            ]);
        }
        assert_eq!(rows(&layout.members), expected, "{buffer}");
        // The struct's members are offsets from its own start.
        let MemberType::Struct { name, members } = &layout.members[1].ty else {
            panic!("not a struct");
        };
        assert_eq!(name, "S");
        assert_eq!(members[19].offset, 800);
        assert_eq!(layout.members[1].array.map(|a| a.stride), Some(992));
    }
}

#[test]
fn dxc_vk_layout_cbuffer_fxc_matrix_simple() {
    // DXC's CodeGenSPIRV/vk.layout.cbuffer.fxc.matrix.simple.hlsl and its
    // float2x3 sibling quote fxc: `float1x2 foo` at 16 size 20, `float
    // end` at 36; `float2x3 foo` at 16 size 40, `float end` at 56.
    for (matrix, expected) in [
        ("float1x2", "dummy0 0 4, foo 16 20, end 36 4"),
        ("float2x3", "dummy0 0 4, foo 16 40, end 56 4"),
    ] {
        let source = format!(
            "cbuffer buffer0 {{ float dummy0; {matrix} foo; float end; }};\nfloat4 main() : SV_Target {{ return end; }}\n"
        );
        assert_eq!(
            member_list(&layout_of(&source, "buffer0").members),
            expected,
            "{matrix}"
        );
    }
}

#[test]
fn dxc_vk_layout_register_c_places_globals() {
    // DXC's CodeGenSPIRV/vk.layout.register-c.all.hlsl quotes each global's
    // offset and size in $Globals.
    let layout = layout_of(
        "float  x       : register(c0);
float  y       : register(c1);
float  z       : register(c2);
float  w       : register(c4);
float2 xy      : register(c6);
float3 xyz     : register(c9);
float4 xyzw    : register(c10);
float4 arr4[3] : register(c12);
float2 arr2[3] : register(c15);
float3 arr3[3] : register(c18);
float  s       : register(c21);
float4 main() : SV_Target { return x; }
",
        "$Globals",
    );
    expect(
        &layout.members,
        "x 0 4, y 16 4, z 32 4, w 64 4, xy 96 8, xyz 144 12, xyzw 160 16, arr4 192 48, arr2 240 40, arr3 288 44, s 336 4",
    );
}

#[test]
fn packoffset_is_honoured() {
    // The packoffset example of the HLSL documentation, as quoted in
    // DXC's proposal INF-0003: Element3 at c1.y.
    let layout = layout_of(
        "cbuffer MyBuffer { float4 Element1 : packoffset(c0); float1 Element2 : packoffset(c12); float1 Element3 : packoffset(c1.y); };\nfloat4 main() : SV_Target { return Element1; }\n",
        "MyBuffer",
    );
    expect(
        &layout.members,
        "Element1 0 16, Element2 192 4, Element3 20 4",
    );
    assert_eq!(layout.size, 196);
}

/// `cbuffer Foo` of DXC's `HLSLFileCheck/hlsl/objects/CbufferLegacy/`
/// tests `cbufferHalf.hlsl` (with `-enable-16bit-types`) and
/// `cbufferMinPrec.hlsl` (without, `min16float` for `half`).
const HALF_FOO: &str = "cbuffer Foo {
  half f_h1; float3 f_f3; half2 f_h2; float3 f_f3_1; float2 f_f2; half4 f_h4;
  half2 f_h2_1; half3 f_h3; double f_d1; half3 f_h3_1; int f_i1; double f_d2;
}
float4 main() : SV_Target { return f_h1; }
";

#[test]
fn dxc_cbuffer_half_with_16bit_types() {
    let layout = layout_with(HALF_FOO, "Foo", true);
    let offsets: Vec<u32> = layout.members.iter().map(|m| m.offset).collect();
    assert_eq!(offsets, [0, 4, 16, 20, 32, 40, 48, 52, 64, 72, 80, 88]);
    // DXC prints `Size: 96`, the buffer rounded up to a row.
    assert_eq!(layout.size, 96);
    // `cbuffer Bar` of the same test: halves packed two bytes apart.
    let layout = layout_with(
        "cbuffer Bar { half b_h1; half b_h2; half b_h3; half2 b_h4; half3 b_h5;
           half3 b_h6; half4 b_h7; half b_h8; half4 b_h9; half3 b_h10;
           half2 b_h11; half3 b_h12; half2 b_h13; half b_h14;
           half b_h16; half b_h17; half b_h18; half b_h19; half b_h20; half b_h21; half b_h22; half b_h23; }
         float4 main() : SV_Target { return b_h1; }",
        "Bar",
        true,
    );
    let offsets: Vec<u32> = layout.members.iter().map(|m| m.offset).collect();
    assert_eq!(
        offsets,
        [
            0, 2, 4, 6, 10, 16, 22, 30, 32, 40, 48, 52, 58, 62, 64, 66, 68, 70, 72, 74, 76, 78
        ]
    );
    assert_eq!(layout.size, 80);
}

#[test]
fn dxc_cbuffer_min_prec_without_16bit_types() {
    // cbufferMinPrec.hlsl: without -enable-16bit-types every min16float is
    // stored in 32 bits; `half` is the same.
    let expected = [0, 4, 16, 32, 48, 64, 80, 96, 112];
    for half in ["min16float", "half"] {
        let source = format!(
            "cbuffer Foo {{ {half} h1; float3 f3; {half}2 h2; float3 f3_1; float2 f2; {half}4 h4; {half}2 h2_1; {half}3 h3; double d1; }}
             float4 main() : SV_Target {{ return h1; }}"
        );
        let layout = layout_of(&source, "Foo");
        let offsets: Vec<u32> = layout.members.iter().map(|m| m.offset).collect();
        assert_eq!(offsets, expected, "{half}");
        assert_eq!(layout.size, 120, "{half}");
    }
}

#[test]
fn dxc_cbuffer_64_types() {
    // cbuffer64Types.hlsl: `double4 d` is read from rows 0 and 1,
    // `int64_t4 i` from rows 2 and 3.
    let cases = [
        ("Foo", "double4 d; int64_t4 i;", "d", "d 0 32, i 32 32"),
        // A matrix of 64-bit vectors: each column of three doubles takes two rows.
        ("M", "double3x2 m; float f;", "f", "m 0 56, f 56 4"),
    ];
    for (buffer, members_text, used, expected) in cases {
        let source = format!(
            "cbuffer {buffer} {{ {members_text} }}\nfloat4 main() : SV_Target {{ return {used}; }}\n"
        );
        assert_eq!(
            member_list(&layout_of(&source, buffer).members),
            expected,
            "{buffer}"
        );
    }
}

/// Facts of RenderDoc's `D3D11_CBuffer_Zoo` test (MIT licence), whose
/// expected values are fxc's packing, read back on the GPU.
#[test]
fn renderdoc_cbuffer_zoo_rows() {
    let layout = layout_of(
        "cbuffer consts {
           float3 b; float e_pad;
           float2 c; float2 d;
           float n[4]; float4 dummy1;
           float o[4]; float p;
           column_major float4x4 q; row_major float4x4 r;
           column_major float3x4 s; float4 dummy3; row_major float3x4 t;
           row_major float2x2 y; float z;
         }
         float4 main() : SV_Target { return z; }",
        "consts",
    );
    expect(
        &layout.members,
        concat!(
            // A float3 leaves one word for the float after it.
            "b 0 12, e_pad 12 4, ",
            // Two float2s share a row.
            "c 16 8, d 24 8, ",
            // An array of floats: one per row, the last one unpadded.
            "n 32 52, dummy1 96 16, ",
            // The next float packs into the last element's row.
            "o 112 52, p 164 4, q 176 64, r 240 64, ",
            // Column-major 3x4: 4 columns of 3; row-major: 3 rows of 4.
            "s 304 60, dummy3 368 16, t 384 48, ",
            // `z` sits in the padding of the matrix's last row.
            "y 432 24, z 456 4",
        ),
    );
}

#[test]
fn pack_matrix_sets_the_default_orientation() {
    let layout = layout_of(
        "cbuffer Before { float3x4 a; float f; }
         #pragma pack_matrix(row_major)
         struct S { float3x4 m; column_major float3x4 c; };
         cbuffer After { float3x4 b; S s; }
         #pragma pack_matrix(column_major)
         cbuffer Back { float3x4 d; }
         float4 main() : SV_Target { return f + b[0].x + s.m[0].x + d[0].x; }",
        "After",
    );
    let MemberType::Matrix { orientation, .. } = &layout.members[0].ty else {
        panic!("{layout:?}")
    };
    assert_eq!(*orientation, Orientation::RowMajor);
    expect(&layout.members, "b 0 48, s 48 108");
    let MemberType::Struct { members, .. } = &layout.members[1].ty else {
        panic!()
    };
    expect(members, "m 0 48, c 48 60");
    let before = layout_of(
        "cbuffer Before { float3x4 a; float f; }
float4 main() : SV_Target { return f; }
",
        "Before",
    );
    expect(&before.members, "a 0 60, f 60 4");
}

/// A typedef fixes the orientation written in it, or the pragma's at its
/// name (DXC's `matrix_packing/pragma_granularity.hlsl`); without either,
/// the declaration's pragma decides. Column-major `float3x4` is 60 bytes,
/// row-major 48.
#[test]
fn typedefs_keep_the_orientation_they_were_made_with() {
    let cases = [
        ("typedef row_major float3x4 M;\n", "a 0 48"),
        (
            "#pragma pack_matrix(row_major)\ntypedef float3x4 M;\n#pragma pack_matrix(column_major)\n",
            "a 0 48",
        ),
        (
            "typedef float3x4\n#pragma pack_matrix(row_major)\nM;\n#pragma pack_matrix(column_major)\n",
            "a 0 48",
        ),
        (
            "#pragma pack_matrix(column_major)\ntypedef float3x4 M;\n#pragma pack_matrix(row_major)\n",
            "a 0 60",
        ),
        (
            "typedef float3x4 M;\n#pragma pack_matrix(row_major)\n",
            "a 0 48",
        ),
        ("typedef row_major float3x4 R;\ntypedef R M;\n", "a 0 48"),
        ("typedef row_major float3x4 M[2];\n", "a 0 96"),
    ];
    for (typedefs, members) in cases {
        let source = format!(
            "{typedefs}cbuffer C {{ M a; }}\nfloat4 main() : SV_Target {{ return a[0].x; }}\n"
        );
        let layout = layout_of(&source, "C");
        expect(&layout.members, members);
    }
}

#[test]
fn struct_methods_and_resources_take_no_space() {
    let layout = layout_of(
        "struct P { float4 a; float b; float twice() { return b * 2; } };\nConstantBuffer<P> p;\nfloat4 main() : SV_Target { return p.a; }\n",
        "p",
    );
    expect(&layout.members, "a 0 16, b 16 4");
    assert_eq!(layout.size, 20);
}

#[test]
fn layout_lines_show_nested_members() {
    let layout = layout_of(
        "struct L { float3 dir; float range; };\ncbuffer Lights { uint count; L lights[2]; };\nfloat4 main() : SV_Target { return count; }\n",
        "Lights",
    );
    assert_eq!(
        layout.lines(),
        [
            "offset 0 size 4: uint count",
            "offset 16 size 32: L lights[2] (stride 16)",
            "  offset 16 size 12: float3 dir",
            "  offset 28 size 4: float range",
        ]
    );
}

fn check(source: &str) -> Result<(), Vec<(Code, String, Option<String>)>> {
    let read = common::check_main(source, SignatureSource::Attribute);
    match read.result {
        Ok(_) => Ok(()),
        Err(BindingsError::Diagnostics(d)) => Err(d
            .iter()
            .map(|d| (d.code, d.message.clone(), d.help.clone()))
            .collect()),
        Err(BindingsError::Read(e)) => panic!("{}", e.message),
    }
}

#[test]
fn bn0306_root_constants_smaller_than_their_cbuffer() {
    // DXC's verifier checks the register only and passes this; the shader
    // then reads 48 undefined bytes.
    let got = check(
        "cbuffer Draw : register(b1) { float4x4 m; }\n[RootSignature(\"RootConstants(num32BitConstants = 4, b1)\")]\nfloat4 main() : SV_Target { return m[0]; }\n",
    );
    assert_eq!(
        got,
        Err(vec![(
            Code::BN0306,
            "'Draw' needs 64 bytes, but the root constants at b1 hold 16 bytes (4 32-bit constants)"
                .to_owned(),
            Some("set num32BitConstants = 16, or bind 'Draw' with CBV(b1)".to_owned()),
        )])
    );
    // Two uints need two constants, not a whole row.
    assert_eq!(
        check(
            "cbuffer Draw : register(b1) { uint a; uint b; }\n[RootSignature(\"RootConstants(num32BitConstants = 2, b1)\")]\nfloat4 main() : SV_Target { return a + b; }\n",
        ),
        Ok(())
    );
    // A root CBV holds any size.
    assert_eq!(
        check(
            "cbuffer Draw : register(b1) { float4x4 m; }\n[RootSignature(\"CBV(b1)\")]\nfloat4 main() : SV_Target { return m[0]; }\n",
        ),
        Ok(())
    );
}

#[test]
fn bn0306_for_globals_and_constant_buffer_of_struct() {
    let got = check(
        "float4 tint; float scale;\n[RootSignature(\"RootConstants(num32BitConstants = 4, b0)\")]\nfloat4 main() : SV_Target { return tint * scale; }\n",
    )
    .unwrap_err();
    assert_eq!(got[0].0, Code::BN0306);
    assert_eq!(
        got[0].1,
        "'$Globals' needs 20 bytes, but the root constants at b0 hold 16 bytes (4 32-bit constants)"
    );
    let got = check(
        "struct D { float3 p; float2 q; };\nConstantBuffer<D> d : register(b0);\n[RootSignature(\"RootConstants(num32BitConstants = 5, b0)\")]\nfloat4 main() : SV_Target { return d.p.x; }\n",
    )
    .unwrap_err();
    // float2 q would straddle the first row: it starts at 16.
    assert_eq!(
        got[0].1,
        "'d' needs 24 bytes, but the root constants at b0 hold 20 bytes (5 32-bit constants)"
    );
}

/// DXC defines `__HLSL_ENABLE_16_BIT` under `-enable-16bit-types`, and
/// shaders choose their types by it: with the option, `v` is a `half4` of
/// 8 bytes and `w` follows it at 8; without it, `v` is a `float4`.
#[test]
fn enable_16bit_types_defines_hlsl_enable_16_bit() {
    let source = "#if __HLSL_ENABLE_16_BIT\ntypedef half4 V;\n#else\ntypedef float4 V;\n#endif\n\
                  cbuffer C { V v; float w; };\nfloat4 main() : SV_Target { return v.x + w; }\n";
    assert_eq!(
        rows(&layout_with(source, "C", true).members),
        [("v".to_owned(), 0, 8), ("w".to_owned(), 8, 4)]
    );
    assert_eq!(
        rows(&layout_with(source, "C", false).members),
        [("v".to_owned(), 0, 16), ("w".to_owned(), 16, 4)]
    );
}
