//! A table handle of another signature, passed while Forward is bound.
use rootsig::Layout;

rootsig::root_signature! {
    Forward = CBV(b0), DescriptorTable(SRV(t0));
    Shadow = CBV(b0), DescriptorTable(SRV(t0));
}

fn main() {
    let mut list = rootsig::CallLog::default();
    let mut root = Forward::bind(&mut list, &rootsig::CallLog::root_signature("forward"));
    root.set_table(Forward::TABLE_SRV_T0, 0x1000);
    root.set_table(Shadow::TABLE_SRV_T0, 0x1000);
    root.set_cbv(Shadow::CBV_B0, 0x2000);
}
