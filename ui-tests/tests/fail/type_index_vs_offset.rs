rootsig::root_signature! {
    Sig = CBV(b0), DescriptorTable(SRV(t0));
}

fn set_table<const T: u32>(_: rootsig::CbvSrvUavTableIndex<Sig, T>) {}
fn set_cbv(_: rootsig::RootCbvIndex<Sig>) {}

fn main() {
    // A descriptor offset is not a root parameter index...
    set_cbv(Sig::SRV_T0.offset());
    // ...and a root CBV is not a descriptor table.
    set_table(Sig::CBV_B0);
}
