//! Shader resources by name. Each entry point of an item's
//! `#[rootsig(shader = …, entry = …, stage = …)]` options (and
//! `include_root_signature!`'s `stage`) goes through core's binding stage:
//! the signature must bind every resource the entry point uses (BN03xx are
//! compile errors that show the HLSL), and each resource becomes a handle
//! named after it.
//!
//! Each `#[rootsig(shader_binary = "…")]` names a compiled shader (a DXC
//! or FXC container): its resource records must be bound too, with the
//! same BN codes, each error naming the file and the record. Records have
//! no names, so they give no handles.

use crate::diag::{compile_error, in_files, report};
use crate::include::{locate, tracking};
use crate::input::Item;
use proc_macro2::{Span, TokenStream};
use rootsig_core::bindings::{
    Binding, BindingCount, BindingOptions, BindingTable, BindingsError, ResourceSlot,
    SignatureSource, check_compiled, check_shader, resolve, shader_diagnostic,
};
use rootsig_core::format::compiled::read_shader;
use rootsig_core::format::container::ChecksumPolicy;
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
    // Each entry point's bindings, to compare compiled shaders with.
    let mut tables: Vec<BindingTable> = Vec::new();
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
                let message = rendered.strip_prefix("error: ").unwrap_or(&rendered);
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
        tables.push(bound.table.clone());
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
    for (path, span) in &item.options.binaries {
        out.tokens.extend(check_binary(
            path,
            *span,
            signature,
            &item.options.options,
            &tables,
        ));
    }
    out
}

/// Errors for the records of a compiled shader that no HLSL entry point
/// of its stage uses: the HLSL was compiled with other defines (a register
/// or space that differs, or a resource the HLSL lacks). A resource of the
/// HLSL that the binary lacks is normal (the optimiser removed its use).
fn compare(
    path: &str,
    span: Span,
    compiled: &BindingTable,
    tables: &[BindingTable],
) -> TokenStream {
    let same_stage: Vec<&BindingTable> = tables
        .iter()
        .filter(|t| t.stage == compiled.stage)
        .collect();
    let mut out = TokenStream::new();
    if same_stage.is_empty() {
        return out;
    }
    let range = |b: &Binding| {
        let lower = u64::from(b.lower?);
        let last = match b.count {
            BindingCount::Bounded(n) => lower + n.max(1) - 1,
            BindingCount::Unbounded => u64::from(u32::MAX),
        };
        Some((lower, last))
    };
    for record in &compiled.bindings {
        let Some((lower, last)) = range(record) else {
            continue;
        };
        let covered = same_stage.iter().flat_map(|t| &t.bindings).any(|b| {
            b.used
                && b.class == record.class
                && b.space == record.space
                && range(b).is_some_and(|(lo, hi)| lo <= lower && last <= hi)
        });
        if !covered {
            let entries: Vec<String> = same_stage
                .iter()
                .map(|t| format!("`{}`", t.entry))
                .collect();
            out.extend(compile_error(
                span,
                span,
                &format!(
                    "{path}: {} ({} {}, space {}) is not a resource that {} uses for the {} stage: the shader was compiled from other HLSL or with other defines",
                    record.name,
                    record.class.name(),
                    record.registers().unwrap_or_default(),
                    record.space,
                    entries.join(" or "),
                    compiled.stage
                ),
            ));
        }
    }
    out
}

/// Checks the compiled shader at `path` against `signature`: its errors
/// and the tokens that track the file.
fn check_binary(
    path: &str,
    span: Span,
    signature: &RootSignature,
    options: &rootsig_core::Options,
    tables: &[BindingTable],
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
    let read = check_compiled(
        &shader,
        path,
        None,
        SignatureSource::Described(signature),
        options,
        false,
    );
    match &read.result {
        Ok(bound) => out.extend(compare(path, span, &bound.table, tables)),
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
        assert_eq!(tokens.matches("BN0301").count(), 6, "{tokens}");
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
