//! Shader resources by name. Each entry point of an item's
//! `#[rootsig(shader = …, entry = …, stage = …)]` options (and
//! `include_root_signature!`'s `stage`) goes through core's binding stage:
//! the signature must bind every resource the entry point uses (BN03xx are
//! compile errors that show the HLSL), and each resource becomes a handle
//! named after it (`rootsig_core::plan::resources`).

use crate::diag::{compile_error, report, with_diagram};
use crate::include::{locate, read_error, tracking};
use crate::input::Item;
use proc_macro2::{Span, TokenStream};
use rootsig_core::bindings::{
    BindingOptions, BindingsError, ReadBindings, SignatureSource, check_shader, read_bindings,
};
use rootsig_core::hlsl::{self, FileSystem};
use rootsig_core::plan::resources::Resources;
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
        let binding_options = BindingOptions {
            struct_binding: shader.struct_binding,
            ..BindingOptions::default()
        };
        let unchecked = || {
            let options = binding_options;
            let (stage, files) = (shader.stage, &mut FileSystem);
            read_bindings(&main, &path, &entry, stage, &hlsl_options, &options, files)
        };
        let mut read = if check {
            check_shader(
                &main,
                &path,
                &entry,
                shader.stage,
                &hlsl_options,
                &binding_options,
                SignatureSource::Described(signature),
                &item.options.options,
                &mut FileSystem,
            )
        } else {
            unchecked()
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
        for conflict in out.resources.add(&bound.table, signature) {
            out.tokens
                .extend(compile_error(entry_span, entry_span, &conflict));
        }
    }
    out
}
