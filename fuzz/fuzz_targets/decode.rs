//! Fuzzes the decoder. The first byte picks how the rest is fed:
//!
//! * 0: as given (a container when it starts with `DXBC`, else a bare part);
//! * 1: as a container whose ContainerSizeInBytes, RTS0 PartSize and digest
//!   are repaired first, so that the part and RTS0 checks are reached;
//! * 2: as RTS0 part data wrapped in a fresh signed container;
//! * 3: as a bare RTS0 part whose Version word is forced to 1, 2 or 3.
//!
//! Checks: nothing panics; the zero-copy view accepts exactly what the
//! decoder accepts and reads the same values; a decoded description
//! re-encodes canonically; a decoded description that validates prints to
//! text that compiles back to the same blob.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::format::checksum;
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::format::decode::is_canonical;
use rootsig_core::format::encode::encode_container;
use rootsig_core::format::view::RootSignatureView;
use rootsig_core::{Context, EncodingMode, Options, compile, decode, print, validate};

fn write_u32(bytes: &mut [u8], offset: usize, value: u32) {
    if let Some(word) = bytes.get_mut(offset..offset + 4) {
        word.copy_from_slice(&value.to_le_bytes());
    }
}

/// A root-signature-only container around `rts0`, signed.
fn wrap(rts0: &[u8]) -> Vec<u8> {
    let mut out = b"DXBC".to_vec();
    out.extend_from_slice(&[0; 16]);
    out.extend_from_slice(&[1, 0, 0, 0]);
    out.extend_from_slice(&((44 + rts0.len()) as u32).to_le_bytes());
    out.extend_from_slice(&[1, 0, 0, 0, 36, 0, 0, 0]);
    out.extend_from_slice(b"RTS0");
    out.extend_from_slice(&(rts0.len() as u32).to_le_bytes());
    out.extend_from_slice(rts0);
    checksum::sign(&mut out);
    out
}

fn check(bytes: &[u8]) {
    let decoded = decode(bytes);
    let view = if bytes.starts_with(b"DXBC") {
        RootSignatureView::from_container(bytes, ChecksumPolicy::Verify)
    } else {
        RootSignatureView::from_rts0(bytes)
    };
    assert_eq!(view.is_ok(), decoded.is_ok(), "{view:?} vs {decoded:?}");
    let (Ok(view), Ok(sig)) = (view, decoded) else {
        return;
    };
    assert_eq!(view.to_signature(), sig);
    for (i, parameter) in view.parameters().enumerate() {
        assert_eq!(parameter.to_parameter(), sig.parameters[i]);
    }
    for i in 0..view.static_sampler_count() {
        assert_eq!(view.static_sampler(i), Some(sig.static_samplers[i]));
    }

    // Canonical round trip: re-encoding is stable and decodes the same.
    let blob = encode_container(&sig, EncodingMode::Standard);
    assert_eq!(encode_container(&sig, EncodingMode::Dxc), blob);
    assert_eq!(decode(&blob).as_ref(), Ok(&sig));
    assert_eq!(is_canonical(&blob), Ok(true));
    if is_canonical(bytes) == Ok(true) && bytes.starts_with(b"DXBC") {
        assert_eq!(blob, bytes);
    }

    // A valid description prints to text that compiles to the same blob.
    // Infinite minLOD/maxLOD validate but have no spelling in the language
    // (documented on `print`); core/tests/fuzz_regressions.rs checks that
    // their text fails to compile instead of giving another blob.
    let printable = sig
        .static_samplers
        .iter()
        .all(|s| s.min_lod.is_finite() && s.max_lod.is_finite());
    if printable && !validate(&sig, None, Context::Standalone).has_errors() {
        let text = print(&sig);
        let options = Options {
            version: sig.version,
            ..Options::default()
        };
        match compile(&text, &options) {
            Ok(compiled) => assert_eq!(compiled.as_bytes(), &blob[..], "{text}"),
            Err(d) => panic!("valid decoded signature prints as {text:?}, which fails: {d:?}"),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    match mode & 3 {
        0 => check(rest),
        1 => {
            let mut bytes = rest.to_vec();
            let len = bytes.len() as u32;
            write_u32(&mut bytes, 24, len);
            if bytes.len() >= 44 {
                write_u32(&mut bytes, 40, len - 44);
            }
            checksum::sign(&mut bytes);
            check(&bytes);
        }
        2 => check(&wrap(rest)),
        _ => {
            let mut bytes = rest.to_vec();
            write_u32(&mut bytes, 0, u32::from(mode >> 2) % 3 + 1);
            check(&bytes);
        }
    }
});
