//! Shader resources by name. Each entry point of an item's
//! `#[rootsig(shader = …, entry = …, stage = …)]` options (and
//! `include_root_signature!`'s `stage`) goes through core's binding stage:
//! the signature must bind every resource the entry point uses (BN03xx are
//! compile errors that show the HLSL), and each resource becomes a handle
//! named after it (`rootsig_core::plan::resources`).
//!
//! Each `#[rootsig(shader_binary = "…")]` names a compiled shader (a DXC
//! or FXC container): its resource records must be bound too, with the
//! same BN codes, each error naming the file and the record. Records have
//! no names, so they give no handles.

use crate::diag::{compile_error, located_at, report};
use crate::include::{locate, read_error, tracking};
use crate::input::Item;
use proc_macro2::{Span, TokenStream};
use rootsig_core::bindings::{
    BindingTable, BindingsError, ReadBindings, ShaderRequest, SignatureCheck, SignatureSource,
    check_compiled, check_shader, read_bindings, shader_diagnostic,
};
use rootsig_core::format::compiled::read_shader;
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::hlsl::{self, FileSystem};
use rootsig_core::plan::messages::with_diagram;
use rootsig_core::plan::resources::{Resources, foreign_records};
use rootsig_core::render::RenderStyle;
use rootsig_core::{Diagnostic, RootSignature, Severity};

/// What reading an item's shaders gave.
#[derive(Default)]
pub struct Shaders {
    /// The resources, in the order the entry points declare them.
    pub resources: Resources,
    /// Errors, warnings and the tokens that track the files read.
    pub tokens: TokenStream,
}

/// A compile error or warning at `span` for a diagnostic in the HLSL
/// files.
fn located(sources: &hlsl::Sources, d: &Diagnostic, span: Span, as_error: bool) -> TokenStream {
    let rendered = hlsl::render_in_sources(sources, d, RenderStyle::Plain);
    report((span, span), d, &with_diagram(d, &rendered), as_error)
}

/// Reads every shader entry point of `item`. When `check`, the signature
/// must bind each one's resources; a signature with errors of its own (the
/// part of it that parsed) only gives the resources their handles, so that
/// code naming them reports nothing more than the signature's errors.
pub fn read(item: &Item, signature: &RootSignature, check: bool) -> Shaders {
    let mut out = Shaders::default();
    // Each entry point's bindings, to compare compiled shaders with.
    let mut tables: Vec<BindingTable> = Vec::new();
    let mut pending: Vec<_> = item.options.cbuffers.iter().collect();
    let signature_source = SignatureSource::Described(signature);
    let against = SignatureCheck::new(signature_source, &item.options.options);
    for shader in &item.options.shaders {
        let entry_span = shader.entry.span();
        let Some(path) = &shader.path else {
            out.tokens.extend(compile_error(
                entry_span,
                entry_span,
                "name the HLSL file of this entry point: `shader = \"file.hlsl\"`",
            ));
            continue;
        };
        let (path, path_span) = (path.value(), path.span());
        let entry = shader.entry.value();
        let (main, mut hlsl_options) =
            locate(&path, path_span, &shader.defines, &shader.include_dirs);
        hlsl_options.target.shader_model = shader.shader_model.unwrap_or_default();
        hlsl_options.target.enable_16bit_types = shader.enable_16bit_types;
        let binding_options = shader.binding;
        let request = ShaderRequest {
            path: &main,
            display: &path,
            entry: &entry,
            stage: shader.stage,
            hlsl: &hlsl_options,
            bindings: &binding_options,
        };
        let unchecked = || read_bindings(&request, &mut FileSystem);
        let mut read = match check {
            true => check_shader(&request, &against, &mut FileSystem),
            false => unchecked(),
        };
        out.tokens.extend(tracking(&read.sources, path_span));
        if let Err(BindingsError::Diagnostics(diagnostics)) = &read.result {
            for d in diagnostics.iter() {
                let as_error = d.severity == Severity::Error;
                out.tokens
                    .extend(located(&read.sources, d, path_span, as_error));
            }
            // Resources the signature does not bind are reported; the
            // others still get their handles.
            read = ReadBindings {
                result: unchecked().result.map(|mut bound| {
                    bound.warnings.0.clear();
                    bound
                }),
                ..read
            };
        }
        let bound = match read.result {
            Ok(bound) => bound,
            Err(BindingsError::Read(e)) => {
                let (span, message) = read_error(&read.sources, &e, path_span, entry_span);
                out.tokens.extend(compile_error(span, span, &message));
                continue;
            }
            Err(BindingsError::Diagnostics(_)) => continue,
        };
        for d in bound.warnings.iter() {
            out.tokens
                .extend(located(&read.sources, d, path_span, false));
        }
        pending.retain(|(request, span)| {
            let tokens = match request.source(&bound.table) {
                None => return true,
                Some(Ok(text)) => located_at(crate::diag::rust_tokens(&text), *span),
                Some(Err(d)) => located(&read.sources, &d, *span, true),
            };
            out.tokens.extend(tokens);
            false
        });
        tables.push(bound.table.clone());
        for conflict in out.resources.add(&bound.table, signature) {
            out.tokens
                .extend(compile_error(entry_span, entry_span, &conflict));
        }
    }
    for (unused, span) in pending.iter().filter(|_| check) {
        out.tokens
            .extend(compile_error(*span, *span, &unused.unused(&tables)));
    }
    for (path, span) in &item.options.binaries {
        let checked = check.then_some((&against, &tables[..]));
        out.tokens.extend(check_binary(path, *span, checked));
    }
    out
}

/// Tracks the compiled shader at `path` and checks it `against` the
/// signature and the HLSL entry points' tables (unless a signature with
/// errors of its own is only tracked): its errors and the tokens that
/// track the file.
fn check_binary(
    path: &str,
    span: Span,
    against: Option<(&SignatureCheck, &[BindingTable])>,
) -> TokenStream {
    let (file, _) = locate(path, span, &[], &[]);
    let bytes = match std::fs::read(&file) {
        Ok(bytes) => bytes,
        Err(e) => {
            return compile_error(span, span, &format!("cannot read {}: {e}", file.display()));
        }
    };
    let mut out = TokenStream::new();
    let full = std::fs::canonicalize(&file).unwrap_or(file);
    if let Some(absolute) = full.to_str() {
        let mut literal = proc_macro2::Literal::string(absolute);
        literal.set_span(span);
        out.extend(quote::quote! { const _: &[u8] = ::core::include_bytes!(#literal); });
    }
    let Some((against, tables)) = against else {
        return out;
    };
    let shader = match read_shader(&bytes, ChecksumPolicy::AllowUnsigned) {
        Ok(shader) => shader,
        Err(e) => {
            let d = shader_diagnostic(&e);
            out.extend(compile_error(
                span,
                span,
                &format!("{path}: {}: {}", d.code, d.message),
            ));
            return out;
        }
    };
    let read = check_compiled(&shader, path, None, against);
    match &read.result {
        Ok(bound) => {
            for message in foreign_records(path, &bound.table, tables) {
                out.extend(compile_error(span, span, &message));
            }
        }
        Err(BindingsError::Diagnostics(diagnostics)) => {
            for d in diagnostics.iter() {
                out.extend(located(
                    &read.sources,
                    d,
                    span,
                    d.severity == Severity::Error,
                ));
            }
        }
        Err(BindingsError::Read(_)) => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::parse_items;
    use rootsig_core::{Options, compile_signature};

    /// Reads the shaders of the `root_signature!` item `source` against
    /// `signature`.
    fn read_item(source: &str, signature: &str) -> Shaders {
        let mut errors = Vec::new();
        let items = parse_items(source.parse().unwrap(), &mut errors);
        assert!(errors.is_empty());
        let compiled = compile_signature(signature, &Options::default()).unwrap();
        read(&items[0], &compiled.signature, true)
    }

    #[test]
    fn compiled_shaders_are_checked_and_tracked() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../conformance/data/vkd3d-proton/bindless/bindless_srv.dxil");
        let source = format!("#[rootsig(shader_binary = {path:?})] X = \"\";");
        let tokens = read_item(&source, "UAV(u0)").tokens.to_string();
        assert!(
            tokens.contains("include_bytes") && tokens.contains("bindless_srv.dxil"),
            "{tokens}"
        );
        assert!(
            tokens.contains("BN0301: 'record 0' (SRV t4.., space 1) is not fully bound by the root signature for the compute stage"),
            "{tokens}"
        );
        assert_eq!(tokens.matches("BN0301: ").count(), 6, "{tokens}");
        let signature = "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded, offset = 0), \
             SRV(t4, space = 2, numDescriptors = unbounded, offset = 0)), \
             DescriptorTable(SRV(t4, space = 3, numDescriptors = 64), SRV(t4, space = 4, numDescriptors = 64), \
             SRV(t100, space = 3), SRV(t199, space = 3)), UAV(u0)";
        let tokens = read_item(&source, signature).tokens.to_string();
        assert!(!tokens.contains("compile_error"), "{tokens}");
        // With the HLSL it was compiled from: they agree; with other HLSL
        // of the same stage, each record it lacks is an error.
        let hlsl = path.with_file_name("bindless_srv.cs_5_1.cs_6_0.hlsl");
        let both = format!(
            "#[rootsig(shader = {hlsl:?}, entry = \"main\", stage = \"compute\")]\n#[rootsig(shader_binary = {path:?})] X = \"\";"
        );
        let tokens = read_item(&both, signature).tokens.to_string();
        assert!(!tokens.contains("compile_error"), "{tokens}");
        let dir = std::env::temp_dir().join(format!("rootsig-binary-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let other = dir.join("other.hlsl");
        std::fs::write(
            &other,
            "RWByteAddressBuffer OBuffer : register(u0);\n[numthreads(1, 1, 1)] void main() { OBuffer.Store(0, 1); }\n",
        )
        .unwrap();
        let mismatched = format!(
            "#[rootsig(shader = {other:?}, entry = \"main\", stage = \"compute\")]\n#[rootsig(shader_binary = {path:?})] X = \"\";"
        );
        let tokens = read_item(&mismatched, signature).tokens.to_string();
        assert!(
            tokens.contains("record 0 (SRV t4.., space 1) is not a resource that `main` uses for the compute stage: the shader was compiled from other HLSL or with other defines"),
            "{tokens}"
        );
        assert_eq!(
            tokens.matches("is not a resource that").count(),
            6,
            "{tokens}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
        let missing = "#[rootsig(shader_binary = \"no/such.dxil\")] X = \"\";";
        let tokens = read_item(missing, "UAV(u0)").tokens.to_string();
        assert!(tokens.contains("cannot read"), "{tokens}");
    }

    #[test]
    fn a_broken_signature_only_tracks_compiled_shaders() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../conformance/data/vkd3d-proton/bindless/bindless_srv.dxil");
        let source = format!("#[rootsig(shader_binary = {path:?})] X = \"\";");
        let mut errors = Vec::new();
        let items = parse_items(source.parse().unwrap(), &mut errors);
        assert!(errors.is_empty());
        // The part of the signature that parsed binds none of the records:
        // only the signature's own errors are reported.
        let signature = compile_signature("UAV(u0)", &Options::default()).unwrap();
        let tokens = read(&items[0], &signature.signature, false)
            .tokens
            .to_string();
        assert!(tokens.contains("include_bytes"), "{tokens}");
        assert!(!tokens.contains("compile_error"), "{tokens}");
    }
}
