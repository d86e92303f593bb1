rootsig::root_signature! {
    #[rootsig(deny_warnings)]
    Sig = RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS),
          CBV(b0, visibility = SHADER_VISIBILITY_PIXEL),
          DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2)),
          DescriptorTable(SRV(t0, space = 1, numDescriptors = unbounded, offset = 10), SRV(t0, space = 2, offset = 0)),
          StaticSampler(s0, minLOD = 4, maxLOD = 2);
}

fn main() {}
