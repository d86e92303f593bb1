//! `bind` is a method of `rootsig::Layout`: without the import, the
//! compiler says which trait to import.
rootsig::root_signature! {
    Forward = CBV(b0);
}

fn main() {
    let mut list = rootsig::CallLog::default();
    Forward::bind(&mut list, &rootsig::CallLog::root_signature("forward")).set_cbv(Forward::CBV_B0, 0x1000);
}
