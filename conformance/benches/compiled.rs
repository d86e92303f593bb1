//! Compiled shaders: reading a typical DXC container's bindings (the
//! container's structure, PSV0 and SFI0, without and with the checksum)
//! and an FXC container's declarations, and `check` of a DXIL file
//! against a root signature (records to a binding table, then the BN03xx
//! check), on vkd3d-proton's `bindless_srv` (2.4 KB, 7 resources).
//!
//! Run with `cargo bench -p rootsig-conformance --bench compiled`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rootsig_core::bindings::{SignatureCheck, SignatureSource, check_compiled};
use rootsig_core::format::compiled::read_shader;
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::{Options, compile_signature};

const DXIL: &[u8] = include_bytes!("../data/vkd3d-proton/bindless/bindless_srv.dxil");
const DXBC: &[u8] = include_bytes!("../data/vkd3d-proton/bindless/bindless_srv.dxbc");
const SIGNATURE: &str = "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded, offset = 0), \
     SRV(t4, space = 2, numDescriptors = unbounded, offset = 0)), \
     DescriptorTable(SRV(t4, space = 3, numDescriptors = 64), SRV(t4, space = 4, numDescriptors = 64), \
     SRV(t100, space = 3), SRV(t199, space = 3)), UAV(u0)";

fn bench(c: &mut Criterion) {
    c.bench_function("compiled/read_dxil", |b| {
        b.iter(|| read_shader(black_box(DXIL), ChecksumPolicy::Skip).unwrap())
    });
    c.bench_function("compiled/read_dxil_verified", |b| {
        b.iter(|| read_shader(black_box(DXIL), ChecksumPolicy::Verify).unwrap())
    });
    c.bench_function("compiled/read_dxbc", |b| {
        b.iter(|| read_shader(black_box(DXBC), ChecksumPolicy::Skip).unwrap())
    });
    let signature = compile_signature(SIGNATURE, &Options::default())
        .unwrap()
        .signature;
    let options = Options::default();
    c.bench_function("compiled/check_dxil", |b| {
        b.iter(|| {
            let shader = read_shader(black_box(DXIL), ChecksumPolicy::Verify).unwrap();
            let against = SignatureCheck::new(SignatureSource::Described(&signature), &options);
            let read = check_compiled(&shader, "bindless_srv.dxil", None, &against);
            assert!(read.result.is_ok());
            read
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
