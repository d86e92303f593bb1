rootsig::root_signature! {
    // Every semantic error is reported at once.
    Sig = CBV(b4294967295),
          SRV(t0, space = 4294967295),
          DescriptorTable(UAV(u0, numDescriptors = 0)),
          DescriptorTable(UAV(u4294967200, numDescriptors = 100));
}

fn main() {}
