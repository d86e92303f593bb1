rootsig::root_signature! {
    #[rootsig(version = "1.2")]
    Sig = StaticSampler(s0, flags = UINT_BORDER_COLOR),
          StaticSampler(s1, flags = NON_NORMALIZED_COORDINATES, minLOD = 0, maxLOD = 0,
                        addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP),
          StaticSampler(s2, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT,
                        addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP),
          StaticSampler(s3, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 0);
}

fn main() {}
