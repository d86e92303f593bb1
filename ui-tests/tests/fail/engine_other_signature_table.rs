//! A table handle of another signature, passed while Forward is bound.
use rootsig::Layout;
use rootsig_ui_tests::RecordingList;

rootsig::root_signature! {
    Forward = CBV(b0), DescriptorTable(SRV(t0));
    Shadow = CBV(b0), DescriptorTable(SRV(t0));
}

fn main() {
    let mut list = RecordingList::default();
    let mut root = Forward::bind(&mut list);
    root.set_table(Forward::TABLE_SRV_T0, 0x1000);
    root.set_table(Shadow::TABLE_SRV_T0, 0x1000);
    root.set_cbv(Shadow::CBV_B0, 0x2000);
}
