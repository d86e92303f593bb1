//! Fuzzes the shader side: the HLSL scanner, the register rules, the
//! allocator, the check against the entry's root signature and derive.
//!
//! Byte 0 picks the stage (bits 0–3) and options (bit 4 all-used, bit 5
//! legacy bindings, bit 6 legacy reservation, bit 7 strict unbounded);
//! the rest is `main.hlsl`, whose entry is `main`.
//!
//! Checks: nothing panics or hangs; every diagnostic renders; a table's
//! derived root signature compiles and covers the table, and `resolve`
//! finds where it binds each used resource.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::bindings::{
    BindingOptions, ShaderRequest, SignatureCheck, SignatureSource, Stage, check_shader, derive,
    read_bindings, resolve,
};
use rootsig_core::hlsl::MemoryFiles;
use rootsig_core::render::RenderStyle;
use rootsig_core::{Options, compile_signature};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let stage = Stage::ALL[usize::from(first & 15) % Stage::ALL.len()];
    let options = BindingOptions {
        all_used: first & 16 != 0,
        legacy_bindings: first & 32 != 0,
        legacy_reservation: first & 64 != 0,
        auto_binding_space: 0,
        ..BindingOptions::default()
    };
    let strict_unbounded = first & 128 != 0;
    let signature_options = Options::default();
    let against = |signature| SignatureCheck {
        strict_unbounded,
        ..SignatureCheck::new(signature, &signature_options)
    };
    let mut files = MemoryFiles::default();
    files.insert("main.hlsl", rest);
    let request = ShaderRequest {
        bindings: &options,
        ..ShaderRequest::new("main.hlsl", "main", stage)
    };
    let read = read_bindings(&request, &mut files);
    let _ = read.render(RenderStyle::Plain);
    let checked = check_shader(&request, &against(SignatureSource::Attribute), &mut files);
    let _ = checked.render(RenderStyle::Plain);
    if let Ok(bound) = read.result {
        let text = derive(std::slice::from_ref(&bound.table));
        // Derive must give a signature that compiles, unless the table
        // needs more than the 64-DWORD budget.
        if let Ok(compiled) = compile_signature(&text, &Options::default()) {
            let signature = SignatureSource::Described(&compiled.signature);
            let again = check_shader(&request, &against(signature), &mut files);
            assert!(again.result.is_ok(), "{text} does not cover its table");
            let placed = resolve(&bound.table, &compiled.signature).len();
            let used = bound
                .table
                .bindings
                .iter()
                .filter(|b| b.used && b.lower.is_some())
                .count();
            assert_eq!(placed, used, "{text}: resolve misses a used resource");
        }
    }
});
