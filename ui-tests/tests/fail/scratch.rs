rootsig::root_signature! {
    /// Docs.
    pub Tokens = CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5));
    pub Strings = "CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))";
    Warn = DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2));
    Parse = CBV(b0) SRV(t0);
    Lex = CBV(b0, space = 0x10);
}

fn main() {
    let _ = Tokens::CBV_B2.index();
    let _ = Strings::BLOB.as_bytes();
    let _ = Parse::CBV_B0;
}
