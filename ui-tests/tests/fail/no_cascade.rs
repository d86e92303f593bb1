rootsig::root_signature! {
    /// Broken in validation: every name survives, with its type.
    pub Validation = camera: CBV(b0), DescriptorTable(textures: SRV(t0), CBV(b0));
    /// Broken in parsing: names are recovered from the text.
    pub Parsing = camera: CBV(b0), DescriptorTable(textures: SRV(t0, numDescriptors = ?)), UAV(u3);
}

fn set_cbv<S>(_: rootsig::RootCbvIndex<S>) {}
fn write_srv<S, const T: u32>(_: rootsig::DescriptorOffset<rootsig::CbvSrvUavHeap, S, T>) {}

fn main() {
    // No errors here: only the two above.
    set_cbv(Validation::camera);
    write_srv(Validation::textures.offset());
    let _ = Validation::CBV_B0.offset();
    set_cbv(Parsing::camera);
    write_srv(Parsing::textures.offset());
    let _ = Parsing::UAV_U3.index();
    let _: &[u8] = Parsing::BLOB.as_bytes();
    let _ = Parsing::DESC.to_signature();
    let mut list = rootsig::CallLog::default();
    <Parsing as rootsig::Layout>::bind(&mut list, &rootsig::CallLog::root_signature("parsing")).set_table(Parsing::TABLE_SRV_T0, 0);
}
