rootsig::include_root_signature! {
    /// A wrong define name: one error, and the code below reports nothing.
    pub Lighting = "../shaders/forward.hlsl", define = "LightingRS";
}

fn set_srv<S>(_: rootsig::RootSrvIndex<S>) {}

fn main() {
    // No errors here: only the one above.
    set_srv(Lighting::SRV_T4);
    let _ = Lighting::shadow_map.offset();
    let _: &rootsig::RootSignatureBlob<42> = &Lighting::BLOB;
    let _: &[u8] = Lighting::BLOB.as_bytes();
    let _ = Lighting::DESC.to_signature();
    let _ = <Lighting as rootsig::Layout>::LAYOUT.tables().count();
}
