rootsig::root_signature! {
    Sig = DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0));
}

fn write_srv<const T: u32>(_: rootsig::DescriptorOffset<rootsig::CbvSrvUavHeap, Sig, T>) {}

fn main() {
    // A sampler-heap offset is not a CBV/SRV/UAV-heap offset.
    write_srv(Sig::SAMPLER_S0.offset());
}
