rootsig::root_signature! {
    Sig = CBV(b0, flags = DATA_VOLATILE | DATA_STATIC),
          DescriptorTable(CBV(b1, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE)),
          DescriptorTable(CBV(b2, flags = DESCRIPTORS_VOLATILE | DATA_STATIC)),
          DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS)),
          DescriptorTable(Sampler(s0, flags = DATA_VOLATILE));
}

fn main() {}
