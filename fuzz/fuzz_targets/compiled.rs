//! Fuzzes compiled shaders: the container reader, PSV0, SFI0, the SHEX
//! declarations, the binding table made of them and the check against a
//! root signature, and rewriting the container.
//!
//! The input is a container; the checksum is not required, so that every
//! mutation reaches the part readers.
//!
//! Checks: nothing panics or hangs; every diagnostic renders; rewriting
//! the parts gives a container that reads back to the same shader; a
//! record's registers are in order.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::bindings::{
    SignatureCheck, SignatureSource, check_compiled, read_compiled, shader_diagnostic,
};
use rootsig_core::format::compiled::{UNBOUNDED, read_shader, shader_of};
use rootsig_core::format::container::{ChecksumPolicy, read_parts, write_container};
use rootsig_core::render::RenderStyle;
use rootsig_core::{Options, RootSignature};

fuzz_target!(|data: &[u8]| {
    let shader = match read_shader(data, ChecksumPolicy::Skip) {
        Ok(shader) => shader,
        Err(e) => {
            let _ = shader_diagnostic(&e).to_string();
            return;
        }
    };
    for r in &shader.resources {
        assert!(r.lower <= r.upper || r.upper == UNBOUNDED);
    }
    let read = read_compiled(&shader, "fuzz.dxil", None);
    let _ = read.render(RenderStyle::Plain);
    let options = Options::default();
    for signature in [
        SignatureSource::Described(&RootSignature::default()),
        SignatureSource::Text {
            text: "DescriptorTable(SRV(t0, numDescriptors = unbounded)), CBV(b0)",
            display: "rs",
        },
    ] {
        let checked = check_compiled(
            &shader,
            "fuzz.dxil",
            None,
            &SignatureCheck::new(signature, &options),
        );
        let _ = checked.render(RenderStyle::Plain);
    }
    let parts = read_parts(data, ChecksumPolicy::Skip).expect("read_shader read it");
    let written = write_container(parts.iter().map(|p| (p.four_cc, p.data)));
    let again = read_parts(&written, ChecksumPolicy::Verify).expect("a written container verifies");
    assert_eq!(
        shader_of(&again).expect("the same parts read again"),
        shader
    );
});
