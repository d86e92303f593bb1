//! Shader resources by name. Each entry point of an item's
//! `#[rootsig(shader = …, entry = …, stage = …)]` options (and
//! `include_root_signature!`'s `stage`) goes through core's binding stage:
//! the signature must bind every resource the entry point uses (BN03xx are
//! compile errors that show the HLSL), and each resource becomes a handle
//! named after it.

use crate::diag::{compile_error, in_files, report};
use crate::include::{locate, tracking};
use crate::input::Item;
use proc_macro2::{Span, TokenStream};
use rootsig_core::bindings::{
    BindingOptions, BindingsError, ResourceSlot, SignatureSource, check_shader, resolve,
};
use rootsig_core::hlsl::{self, FileSystem};
use rootsig_core::plan::Resource;
use rootsig_core::plan::names::rust_name;
use rootsig_core::render::RenderStyle;
use rootsig_core::{Diagnostic, RootSignature, Severity};

/// What reading an item's shaders gave.
#[derive(Default)]
pub struct Shaders {
    /// The resources, in the order the entry points declare them.
    pub resources: Vec<Resource>,
    /// Errors, warnings and the tokens that track the files read.
    pub tokens: TokenStream,
}

/// A compile error or warning at `span` for a diagnostic in the HLSL
/// files.
fn located(sources: &hlsl::Sources, d: &Diagnostic, span: Span, as_error: bool) -> TokenStream {
    let rendered = hlsl::render_in_sources(sources, d, RenderStyle::Plain);
    report(span, span, &in_files(d, &rendered), as_error)
}

/// Reads every shader entry point of `item` and checks it against
/// `signature`.
pub fn read(item: &Item, signature: &RootSignature) -> Shaders {
    let mut out = Shaders::default();
    // Each resource found so far: its HLSL name, its slot, and which entry
    // point found it first.
    let mut seen: Vec<(String, ResourceSlot, String)> = Vec::new();
    for shader in &item.options.shaders {
        let Some((path, path_span)) = &shader.path else {
            out.tokens.extend(compile_error(
                shader.span,
                shader.span,
                "name the HLSL file of this entry point: `shader = \"file.hlsl\"`",
            ));
            continue;
        };
        let (main, hlsl_options) = locate(path, *path_span, &shader.defines, &shader.include_dirs);
        let read = check_shader(
            &main,
            path,
            &shader.entry,
            shader.stage,
            &hlsl_options,
            &BindingOptions::default(),
            SignatureSource::Described(signature),
            &item.options.options,
            &mut FileSystem,
        );
        out.tokens.extend(tracking(&read.sources, *path_span));
        let bound = match read.result {
            Ok(bound) => bound,
            Err(BindingsError::Read(e)) => {
                let rendered = e.render(&read.sources, RenderStyle::Plain);
                let message = &crate::diag::coded(&rendered);
                let (span, message) = if e.at.is_some() {
                    (*path_span, message.to_owned())
                } else {
                    (shader.span, format!("{path}: {message}"))
                };
                out.tokens.extend(compile_error(span, span, &message));
                continue;
            }
            Err(BindingsError::Diagnostics(diagnostics)) => {
                for d in diagnostics.iter() {
                    let as_error = d.severity == Severity::Error;
                    out.tokens
                        .extend(located(&read.sources, d, *path_span, as_error));
                }
                continue;
            }
        };
        for d in bound.warnings.iter() {
            out.tokens
                .extend(located(&read.sources, d, *path_span, false));
        }
        let at = format!("`{}` ({})", shader.entry, shader.stage);
        for (binding, slot) in resolve(&bound.table, signature) {
            if matches!(slot, ResourceSlot::StaticSampler { .. }) {
                continue; // nothing for the engine to bind
            }
            if let Some((_, first, first_at)) = seen.iter().find(|(n, ..)| *n == binding.name) {
                if *first != slot {
                    out.tokens.extend(compile_error(
                        shader.span,
                        shader.span,
                        &format!(
                            "'{}' takes different registers in {first_at} and {at}, so one handle cannot address it; give it an explicit `register(…)`",
                            binding.name
                        ),
                    ));
                }
                continue;
            }
            seen.push((binding.name.clone(), slot, at.clone()));
            let base = rust_name(&binding.name);
            let mut name = base.clone();
            let mut n = 2;
            while out.resources.iter().any(|r| r.name == name) {
                name = format!("{base}_{n}");
                n += 1;
            }
            let registers = match binding.registers() {
                Some(registers) => format!("{registers}, space {}", binding.space),
                None => "no register".to_owned(),
            };
            out.resources.push(Resource {
                name,
                doc: format!(
                    "`{} {}` ({registers}), used by {at}.",
                    binding.type_name, binding.name
                ),
                slot,
            });
        }
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
        read(&items[0], &compiled.signature)
    }

    #[test]
    fn every_file_read_is_tracked_and_resources_are_resolved() {
        let dir = std::env::temp_dir().join(format!("rootsig-shader-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("inc")).unwrap();
        std::fs::write(
            dir.join("inc/common.hlsli"),
            "cbuffer Camera : register(b0) { float4 tint; };\n",
        )
        .unwrap();
        std::fs::write(
            dir.join("s.hlsl"),
            "#include \"common.hlsli\"\nTexture2D albedo[2] : register(t3);\n\
             float4 main() : SV_Target { return tint * albedo[1].Load(int3(0, 0, 0)); }\n",
        )
        .unwrap();
        let path = dir.join("s.hlsl");
        let source = format!(
            "#[rootsig(shader = {path:?}, entry = \"main\", stage = \"pixel\", include_dirs = [{:?}])] X = \"\";",
            dir.join("inc")
        );
        let shaders = read_item(
            &source,
            "CBV(b0), DescriptorTable(SRV(t2, numDescriptors = 4))",
        );
        let tokens = shaders.tokens.to_string();
        assert!(!tokens.contains("compile_error"), "{tokens}");
        for file in ["s.hlsl", "common.hlsli"] {
            assert!(
                tokens.contains("include_bytes") && tokens.contains(file),
                "{file} is not tracked: {tokens}"
            );
        }
        let found: Vec<(&str, ResourceSlot)> = shaders
            .resources
            .iter()
            .map(|r| (r.name.as_str(), r.slot))
            .collect();
        assert_eq!(
            found,
            [
                (
                    "Camera",
                    ResourceSlot::RootDescriptor {
                        parameter: 0,
                        kind: rootsig_core::RootDescriptorKind::Cbv
                    }
                ),
                (
                    "albedo",
                    ResourceSlot::Table {
                        parameter: 1,
                        range: 0,
                        range_type: rootsig_core::DescriptorRangeType::SRV,
                        offset: 1,
                        count: Some(2)
                    }
                ),
            ]
        );
        assert_eq!(
            shaders.resources[1].doc,
            "`Texture2D albedo` (t3..t4, space 0), used by `main` (pixel)."
        );

        // Unbound: BN0301, and the files are still tracked.
        let shaders = read_item(&source, "CBV(b0)");
        let tokens = shaders.tokens.to_string();
        assert!(tokens.contains("BN0301: 'albedo'"), "{tokens}");
        assert!(tokens.contains("common.hlsli"), "{tokens}");
        assert!(shaders.resources.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_resource_in_different_registers_for_two_entry_points_is_an_error() {
        // Implicit registers follow use: `b` is t1 for `Both`, t0 for `One`.
        let dir = std::env::temp_dir().join(format!("rootsig-shader2-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("two.hlsl");
        std::fs::write(
            &path,
            "Texture2D a;\nTexture2D b;\n\
             float4 Both() : SV_Target { return a.Load(int3(0, 0, 0)) + b.Load(int3(0, 0, 0)); }\n\
             float4 One() : SV_Target { return b.Load(int3(0, 0, 0)); }\n",
        )
        .unwrap();
        let source = format!(
            "#[rootsig(shader = {path:?}, entry = \"Both\", stage = \"pixel\")]\n\
             #[rootsig(shader = {path:?}, entry = \"One\", stage = \"pixel\")] X = \"\";"
        );
        let shaders = read_item(&source, "DescriptorTable(SRV(t0, numDescriptors = 2))");
        let tokens = shaders.tokens.to_string();
        assert!(
            tokens.contains(
                "'b' takes different registers in `Both` (pixel) and `One` (pixel), so one handle cannot address it"
            ),
            "{tokens}"
        );
        let names: Vec<&str> = shaders.resources.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
