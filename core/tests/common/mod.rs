//! What several test files share: the golden blobs of docs/format.md, the
//! crafted inputs that once took quadratic time, the `cpp` oracle of the
//! preprocessor, the decode errors of a damaged part, and the rule text
//! that both `explain` and docs/rules.md show. The `scale` bench, the
//! conformance tests, the CLI's tests and the fuzz seeds include these
//! files by path.
#![allow(dead_code)] // each includer uses some of these

pub mod cpp;
pub mod decode_errors;
pub mod golden;
pub mod scale;

use rootsig_core::bindings::{
    BindingOptions, ReadBindings, ShaderRequest, SignatureCheck, SignatureSource, Stage,
    check_shader, read_bindings,
};
use rootsig_core::hlsl::{FileSystem, HlslOptions, MemoryFiles, Query, Read, read_root_signature};
use rootsig_core::{
    Options, RootConstants, RootDescriptorKind, RootParameter, RootParameterKind, ShaderVisibility,
};
use std::path::Path;

/// `main` (pixel stage) of the file `s.hlsl` holding `source`, checked
/// against `signature` with default options.
pub fn check_main(source: impl Into<Vec<u8>>, signature: SignatureSource<'_>) -> ReadBindings {
    let mut files = MemoryFiles::default();
    files.insert("s.hlsl", source);
    let options = Options::default();
    let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
    check_shader(
        &request,
        &SignatureCheck::new(signature, &options),
        &mut files,
    )
}

/// The bindings `request` reads from its file holding `source`.
pub fn read_source(source: impl Into<Vec<u8>>, request: &ShaderRequest<'_>) -> ReadBindings {
    let mut files = MemoryFiles::default();
    files.insert(request.display, source);
    read_bindings(request, &mut files)
}

/// What `query` finds in the file `s.hlsl` holding `source`: the root
/// signature's text, or the error's message.
pub fn root_signature_text(
    source: impl Into<Vec<u8>>,
    query: Query<'_>,
    options: &HlslOptions,
) -> Result<String, String> {
    let mut files = MemoryFiles::default();
    files.insert("s.hlsl", source);
    read_root_signature("s.hlsl".as_ref(), "s.hlsl", query, options, &mut files)
        .result
        .map(|e| e.text)
        .map_err(|e| e.message)
}

/// What `query` reads, with default options, from the file `s.hlsl`
/// holding `source`.
pub fn read_in_memory(source: impl Into<Vec<u8>>, query: Query<'_>) -> Read {
    let mut files = MemoryFiles::default();
    files.insert("s.hlsl", source);
    let options = HlslOptions::default();
    read_root_signature("s.hlsl".as_ref(), "s.hlsl", query, &options, &mut files)
}

/// What `query` reads, with default options, from the file `path` on disk,
/// shown as `display`.
pub fn read_on_disk(path: &Path, display: &str, query: Query<'_>) -> Read {
    let options = HlslOptions::default();
    read_root_signature(path, display, query, &options, &mut FileSystem)
}

/// Root constants visible to all stages.
pub fn constants(register: u32, space: u32, count: u32) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::Constants(RootConstants {
            shader_register: register,
            register_space: space,
            num_32bit_values: count,
        }),
        visibility: ShaderVisibility::ALL,
    }
}

/// `n` root CBVs at b0 with the distinct unknown visibilities 8, 9, 10, …:
/// one overlap cluster in which no pair conflicts. The one scale input that
/// text cannot spell (so not in [`scale`], which imports nothing).
pub fn unknown_visibility_cbvs(n: u32) -> Vec<RootParameter> {
    (0..n)
        .map(|i| RootParameter {
            visibility: ShaderVisibility(8 + i),
            ..RootParameter::descriptor(RootDescriptorKind::Cbv, 0)
        })
        .collect()
}

/// The rule of RS0205, which the tests of `explain` and of docs/rules.md
/// both show whole.
pub const RS0205_RULE: &str = "\
    Root signature version 1.0 has no flag fields: root descriptors always behave\n\
    as DATA_VOLATILE, CBV/SRV/UAV ranges as DESCRIPTORS_VOLATILE | DATA_VOLATILE\n\
    and Sampler ranges as DESCRIPTORS_VOLATILE. At 1.0, 'flags' may only restate\n\
    that fixed behaviour (as clang allows); anything else would be silently lost,\n\
    so it is an error. DXC rejects every 'flags' at 1.0. Remove the flags, or\n\
    compile at version 1.1.";

/// The struct of DXC's test `CodeGenSPIRV/vk.layout.cbuffer.fxc.hlsl`
/// (`-fvk-use-dx-layout`), whose comments quote fxc's reflection.
pub const STRUCT_S: &str = "struct S {
    float              scalar1;
    double             scalar2;
    float3             vector1;
    float3             vector2;
    double3            vector3;
    double3            vector4;
    float2x3           matrix1;
    row_major float2x3 matrix2;
    float3x2           matrix3;
    row_major float3x2 matrix4;
    float              scalarArray1[1];
    double             scalarArray2[2];
    float3             vectorArray1[1];
    float3             vectorArray2[2];
    double3            vectorArray3[3];
    double3            vectorArray4[4];
    float2x3           matrixArray1[1];
    row_major float2x3 matrixArray2[2];
    float3x2           matrixArray3[3];
    row_major float3x2 matrixArray4[4];
};
";

/// The whole source of that test: `STRUCT_S`, then `cbuffer MyCBuffer`
/// and `tbuffer MyTBuffer` holding the same members (the cbuffer three
/// more), whose fxc layouts its comments quote, and `main` reading both.
pub fn vk_layout_cbuffer_fxc() -> String {
    let members = "    float              X_scalar1;
    S                  X_sArray[2];
    float              X_scalarArray1[1];
    float3             X_vectorArray1[1];
    float3             X_vector1;
    float2x3           X_matrixArray1[1];
    float3             X_vector2;
    double             X_scalarArray2[2];
    float2x3           X_matrix1;
    double3            X_vector3;
    row_major float2x3 X_matrix2;
    row_major float2x3 X_matrixArray2[2];
    float3x2           X_matrix3;
    row_major float3x2 X_matrix4;
    float3             X_vectorArray2[2];
    float3x2           X_matrixArray3[3];
    double3            X_vectorArray3[3];
    row_major float3x2 X_matrixArray4[4];
    double3            X_vector4;
    double3            X_vectorArray4[4];
    double             X_scalar2;
";
    format!(
        "{STRUCT_S}cbuffer MyCBuffer {{\n{}    float3 CB_vector5;\n    int CB_scalarArray3[3];\n    float3 CB_vector6;\n}};\ntbuffer MyTBuffer {{\n{}}};\nfloat4 main() : SV_Target {{ return CB_scalar1 + TB_scalar1; }}\n",
        members.replace("X_", "CB_"),
        members.replace("X_", "TB_"),
    )
}

/// The bindings of `main` (pixel stage) of the file `s.hlsl` holding
/// `source`.
pub fn read_main(source: &str, options: &BindingOptions) -> ReadBindings {
    read_source(
        source,
        &ShaderRequest {
            bindings: options,
            ..ShaderRequest::new("s.hlsl", "main", Stage::Pixel)
        },
    )
}
