//! `#[rootsig(shader_binary = "…")]`: a compiled shader checked at compile
//! time. DXC's and FXC's output for vkd3d-proton's `bindless_srv` (LGPL-2.1
//! test data in `conformance/data/`) is bound by this signature, so the
//! item compiles, and both agree with the HLSL they were compiled from. An
//! unbound record, or one the HLSL does not use, is a compile error
//! (tested in the macro crate).

rootsig::root_signature! {
    #[rootsig(
        shader = "../conformance/data/vkd3d-proton/bindless/bindless_srv.cs_5_1.cs_6_0.hlsl",
        entry = "main",
        stage = "compute"
    )]
    #[rootsig(shader_binary = "../conformance/data/vkd3d-proton/bindless/bindless_srv.dxil")]
    #[rootsig(shader_binary = "../conformance/data/vkd3d-proton/bindless/bindless_srv.dxbc")]
    /// The signature of the `bindless_srv` compute shader.
    pub Bindless = "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded)), \
                    DescriptorTable(SRV(t4, space = 2, numDescriptors = unbounded)), \
                    DescriptorTable(SRV(t4, space = 3, numDescriptors = 64), \
                    SRV(t4, space = 4, numDescriptors = 64), SRV(t100, space = 3), SRV(t199, space = 3)), \
                    UAV(u0)";
}

#[test]
fn a_signature_checked_against_compiled_shaders_compiles() {
    let bytes = Bindless::BLOB.as_bytes();
    // ContainerSizeInBytes, and the blob `rootsig compile` writes.
    assert_eq!(
        u32::from_le_bytes([bytes[24], bytes[25], bytes[26], bytes[27]]) as usize,
        bytes.len()
    );
}
