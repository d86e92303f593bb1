rootsig::root_signature! {
    Mixed = "DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))";
    AfterUnbounded = "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0))";
    Overflow = "DescriptorTable(SRV(t0, offset = 4294967290, numDescriptors = 10))";
}

fn main() {}
