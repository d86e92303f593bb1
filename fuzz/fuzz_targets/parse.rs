//! Fuzzes the text pipeline: arbitrary text → `compile_signature` with
//! options taken from the first byte (version, encoding mode, context,
//! warnings as errors, labels).
//!
//! Checks: nothing panics; when the text compiles, the blob is canonical,
//! decodes to what was compiled, and printing the description and compiling
//! that text reproduces the blob.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::format::decode::is_canonical;
use rootsig_core::{
    Context, EncodingMode, Options, Version, compile, compile_signature, decode, parse, print,
};

/// Options from one byte: bits 0–1 version, 2 mode, 3–4 context, 5 warnings
/// as errors, 6 labels.
fn options(byte: u8) -> Options {
    Options {
        version: Version::ALL[usize::from(byte & 3) % 3],
        encoding: if byte & 4 == 0 {
            EncodingMode::Standard
        } else {
            EncodingMode::Dxc
        },
        context: match (byte >> 3) & 3 {
            1 => Context::Global,
            2 => Context::Local,
            _ => Context::Standalone,
        },
        warnings_as_errors: byte & 0x20 != 0,
        labels: byte & 0x40 != 0,
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let options = options(first);
    let parsed = parse(&text, &options);
    // `compile` validates without the source map and starts over with it
    // only to report, `compile_signature` validates with it: they must
    // agree exactly. Debug text, so that NaN floats compare equal to
    // themselves.
    let compiled_alone = compile(&text, &options);
    let with_map = compile_signature(&text, &options).map(|c| c.blob);
    assert_eq!(
        format!("{compiled_alone:?}"),
        format!("{with_map:?}"),
        "compile and compile_signature disagree on {text:?}"
    );
    let Ok(compiled) = compile_signature(&text, &options) else {
        return;
    };
    assert!(parsed.is_ok(), "compiled but did not parse: {text:?}");
    let bytes = compiled.blob.as_bytes();
    assert_eq!(is_canonical(bytes), Ok(true), "{text:?}");
    let decoded = decode(bytes).expect("own blob decodes");
    assert_eq!(decoded.version, options.version);
    assert_eq!(decoded.flags, compiled.signature.flags);
    assert_eq!(
        decoded.parameters.len(),
        compiled.signature.parameters.len()
    );
    assert_eq!(decoded.static_samplers, {
        let mut samplers = compiled.signature.static_samplers.clone();
        if options.version != Version::V1_2 {
            // Only version 1.2 stores sampler flags.
            for s in &mut samplers {
                s.flags = Default::default();
            }
        }
        samplers
    });
    // The printed text states LOCAL_ROOT_SIGNATURE explicitly, so compile it
    // stand-alone; flags it prints are explicit, so the mode is irrelevant.
    let printed = print(&compiled.signature);
    let again = Options {
        context: Context::Standalone,
        warnings_as_errors: false,
        ..options
    };
    match compile(&printed, &again) {
        Ok(blob) => assert_eq!(
            blob.as_bytes(),
            bytes,
            "{text:?} printed as {printed:?} compiles differently"
        ),
        Err(d) => panic!("{text:?} compiled, but its printed form {printed:?} does not: {d:?}"),
    }
    // And the same through the decoded description.
    let reprinted = print(&decoded);
    match compile(&reprinted, &again) {
        Ok(blob) => assert_eq!(blob.as_bytes(), bytes, "{text:?} via decode: {reprinted:?}"),
        Err(d) => panic!("{text:?}: printed decode {reprinted:?} does not compile: {d:?}"),
    }
});
