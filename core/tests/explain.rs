//! Every code has an explanation, and every example does what it claims:
//! the failing text gives exactly that code first, the corrected text
//! compiles without errors or warnings, and the API examples (RS0220,
//! RS03xx) are mirrored here as descriptions that validate the same way.

use rootsig_core::explain::{Example, explain};
use rootsig_core::*;

mod common;
use common::RS0205_RULE;

#[test]
fn every_code_has_an_entry() {
    for &code in Code::ALL {
        let explanation = explain(code);
        assert_eq!(explanation.code, code);
        assert!(explanation.rule.len() > 60, "{code}: rule too short");
        let text = explanation.to_string();
        let header = format!(
            "{code} ({}): {}\n",
            match code.severity() {
                Severity::Error => "error",
                Severity::Warning => "warning",
            },
            code.title()
        );
        assert!(text.starts_with(&header), "{text}");
        assert!(text.contains("\nCorrected:\n"), "{text}");
        for line in text.lines() {
            assert!(
                !line.starts_with(' ') || line.starts_with("    "),
                "{code}: odd indentation in {line:?}"
            );
        }
    }
}

#[test]
fn ranges_name_the_first_and_last_code_of_each_family() {
    let family = |prefix: &str| -> Vec<Code> {
        Code::ALL
            .iter()
            .copied()
            .filter(|c| c.as_str().starts_with(prefix))
            .collect()
    };
    let (rs, bn, hl) = (family("RS"), family("BN"), family("HL"));
    assert_eq!(rs.len() + bn.len() + hl.len(), Code::ALL.len());
    assert_eq!(
        Code::ranges(),
        format!(
            "{} to {}, {} to {}, and {} to {}",
            rs[0],
            rs[rs.len() - 1],
            bn[0],
            bn[bn.len() - 1],
            hl[0],
            hl[hl.len() - 1]
        )
    );
    assert!(Code::ranges().starts_with("RS0001 to RS03"));
    let unknown = "RS9999".parse::<Code>().unwrap_err();
    assert_eq!(
        unknown.to_string(),
        format!(
            "'RS9999' is not a rootsig diagnostic code (they run {})",
            Code::ranges()
        )
    );
}

/// Text can produce every code except RS0220 (NaN) and RS03xx (values
/// the language cannot spell); the BN codes come from shaders.
fn text_can_trigger(code: Code) -> bool {
    code != Code::RS0220 && code < Code::RS0301
}

fn is_shader_code(code: Code) -> bool {
    (code.as_str().starts_with("BN") && !is_compiled_code(code)) || code.as_str().starts_with("HL")
}

/// The BN04xx codes concern compiled shaders and containers: their
/// examples are command lines (run by the CLI's tests).
fn is_compiled_code(code: Code) -> bool {
    code.as_str().starts_with("BN04")
}

#[test]
fn shader_examples_give_their_code_first_and_the_fix_is_clean() {
    use rootsig_core::bindings::{
        BindingOptions, BindingsError, ShaderRequest, SignatureCheck, SignatureSource, Stage,
        check_shader, read_bindings,
    };
    use rootsig_core::hlsl::{FileSystem, HlslOptions, Loader, MemoryFiles};
    use rootsig_core::plan::cbuffer::{StructNames, rust_source};
    let folder = std::env::temp_dir().join(format!("rootsig-explain-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let run = |code: Code, src: &str, stage: &str, failing: bool| {
        let mut memory = MemoryFiles::default();
        memory.insert("s.hlsl", src);
        // HL0001 is about files only a real file system has (`/dev/zero`).
        let main = folder.join("s.hlsl");
        std::fs::write(&main, src).unwrap();
        let (path, files): (&std::path::Path, &mut dyn Loader) = if code == Code::HL0001 {
            (&main, &mut FileSystem)
        } else {
            ("s.hlsl".as_ref(), &mut memory)
        };
        // HL0110 is about a define given on the command line.
        let hlsl = HlslOptions {
            defines: if code == Code::HL0110 && failing {
                vec!["A=1\n#error injected".to_owned()]
            } else {
                Vec::new()
            },
            ..HlslOptions::default()
        };
        // BN0205 is about the legacy reservation option.
        let options = BindingOptions {
            legacy_reservation: code == Code::BN0205,
            ..BindingOptions::default()
        };
        let stage = Stage::parse(stage).expect("a stage");
        let request = ShaderRequest {
            path,
            display: "s.hlsl",
            entry: "main",
            stage,
            hlsl: &hlsl,
            bindings: &options,
        };
        let read = if src.contains("[RootSignature(") {
            let signature_options = Options::default();
            let against = SignatureCheck::new(SignatureSource::Attribute, &signature_options);
            check_shader(&request, &against, files)
        } else {
            read_bindings(&request, files)
        };
        match read.result {
            // BN05xx come from generating each buffer's Rust struct.
            Ok(bound) if code.as_str().starts_with("BN05") => (bound.table.bindings.iter())
                .filter_map(|b| b.layout.as_ref())
                .filter_map(|layout| {
                    let names = StructNames {
                        rust: "Buffer",
                        hlsl: "Buffer",
                    };
                    rust_source(layout, &names).err().map(|d| d.code)
                })
                .collect(),
            // Replaced attributes are warned about before the bindings.
            Ok(bound) => (bound.replaced.iter().map(|e| e.code))
                .chain(bound.warnings.codes().iter().copied())
                .collect(),
            Err(BindingsError::Diagnostics(d)) => d.codes().to_vec(),
            Err(BindingsError::Read(e)) => vec![e.code],
        }
    };
    for &code in Code::ALL {
        let Example::Shader {
            failing,
            fixed,
            stage,
        } = explain(code).example
        else {
            assert!(!is_shader_code(code), "{code} has no shader example");
            continue;
        };
        assert!(is_shader_code(code), "{code}");
        let codes = run(code, failing, stage, true);
        assert_eq!(
            codes.first(),
            Some(&code),
            "{code}: {failing}\ngave {codes:?}"
        );
        assert_eq!(run(code, fixed, stage, false), [], "{code}: {fixed}");
    }
}

#[test]
fn examples_are_text_exactly_when_text_can_trigger_the_code() {
    for &code in Code::ALL {
        let is_text = matches!(explain(code).example, Example::Text(_));
        assert_eq!(is_text, text_can_trigger(code), "{code}");
        let is_shader = matches!(explain(code).example, Example::Shader { .. });
        assert_eq!(is_shader, is_shader_code(code), "{code}");
        let is_command = matches!(explain(code).example, Example::Command { .. });
        assert_eq!(is_command, is_compiled_code(code), "{code}");
    }
}

#[test]
fn failing_text_examples_give_their_code_first() {
    for &code in Code::ALL {
        let Example::Text(example) = explain(code).example else {
            continue;
        };
        let options = example.options();
        let diagnostics = match compile(&example.failing, &options) {
            Err(errors) => errors,
            Ok(blob) => blob.warnings().clone(),
        };
        assert_eq!(
            diagnostics.codes().first(),
            Some(&code),
            "{code}: {}\ngave {diagnostics}",
            example.failing
        );
        // Errors stop the blob; warnings do not (unless made errors).
        let denied = compile(
            &example.failing,
            &Options {
                warnings_as_errors: true,
                ..options
            },
        );
        let denied = denied.expect_err("failing example compiled with warnings denied");
        assert_eq!(denied.codes().first(), Some(&code));
        assert_eq!(
            compile(&example.failing, &options).is_ok(),
            code.severity() == Severity::Warning,
            "{code}"
        );
    }
}

#[test]
fn fixed_text_examples_compile_cleanly() {
    for &code in Code::ALL {
        let Example::Text(example) = explain(code).example else {
            continue;
        };
        let options = Options {
            warnings_as_errors: true,
            ..example.options()
        };
        let blob = compile(&example.fixed, &options)
            .unwrap_or_else(|e| panic!("{code}: {}\ngave {e}", example.fixed));
        assert!(blob.warnings().is_empty());
    }
}

#[test]
fn display_shows_settings_and_both_examples() {
    assert_eq!(
        explain(Code::RS0205).to_string(),
        format!(
            "RS0205 (error): version 1.0 has no flag fields\n\
             \n\
             {RS0205_RULE}\n\
             \n\
             Example (version 1.0, standalone context), which gives RS0205:\n\
             \n    \
                 CBV(b0, flags = DATA_STATIC)\n\
             \n\
             Corrected:\n\
             \n    \
                 CBV(b0)\n"
        )
    );
}

#[test]
fn long_examples_are_abbreviated_in_display() {
    let text = explain(Code::RS0233).to_string();
    assert!(
        text.contains(
            "\n    StaticSampler(s0), StaticSampler(s1), … (2030 more), StaticSampler(s2032)\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "\n    StaticSampler(s0), StaticSampler(s1), … (2029 more), StaticSampler(s2031)\n"
        ),
        "{text}"
    );
}

#[test]
fn api_examples_are_shown_as_code() {
    let text = explain(Code::RS0301).to_string();
    assert!(
        text.ends_with(
            "\n    let sig = RootSignature {\n        \
             flags: RootFlags::from_bits_retain(0x8000_0001),\n        \
             ..RootSignature::default()\n    \
             };\n\
             \n\
             Corrected:\n\
             \n    \
             let sig = RootSignature {\n        \
             flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,\n        \
             ..RootSignature::default()\n    \
             };\n"
        ),
        "{text}"
    );
}

// ---- the API examples, compiled and run for real ----

/// Runs the code, which builds the named description, and keeps its text.
macro_rules! snippet {
    ($result:ident; $($code:tt)*) => {{
        let sig: RootSignature = {
            $($code)*
            $result
        };
        (sig, stringify!($($code)*))
    }};
}

/// The text with all whitespace removed, so that `stringify!` output and
/// hand-formatted code compare equal.
fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

type Built = (RootSignature, &'static str);

/// A snippet that adds one static sampler, its `field` set to `value`, to
/// a default description.
macro_rules! one_sampler {
    ($field:ident = $value:expr) => {
        snippet! { sig;
            let mut sampler = StaticSampler::new(0);
            sampler.$field = $value;
            let mut sig = RootSignature::default();
            sig.static_samplers.push(sampler);
        }
    };
}

/// The failing and fixed snippets of a sampler example: `field` set to
/// `failing`, then to `fixed`.
macro_rules! sampler_pair {
    ($field:ident: $failing:expr => $fixed:expr) => {
        (
            one_sampler!($field = $failing),
            one_sampler!($field = $fixed),
        )
    };
}

/// A snippet that adds one root descriptor (register b0/t0/u0 of `kind`)
/// with `flags` and `visibility` to a default description.
macro_rules! one_root_descriptor {
    ($kind:ident, $flags:expr, $visibility:expr) => {
        snippet! { sig;
            let descriptor = RootDescriptor {
                shader_register: 0,
                register_space: 0,
                flags: $flags,
            };
            let mut sig = RootSignature::default();
            sig.parameters.push(RootParameter {
                kind: RootParameterKind::Descriptor(RootDescriptorKind::$kind, descriptor),
                visibility: $visibility,
            });
        }
    };
}

/// A snippet that runs `setup`, which makes the descriptor range `range`,
/// and adds a table of that one range to a default description.
macro_rules! one_table {
    ($range:ident; $($setup:tt)*) => {
        snippet! { sig;
            $($setup)*
            let table = DescriptorTable { ranges: vec![$range] };
            let mut sig = RootSignature::default();
            sig.parameters.push(RootParameter {
                kind: RootParameterKind::DescriptorTable(table),
                visibility: ShaderVisibility::ALL,
            });
        }
    };
}

/// The failing and fixed snippets of each API example, as real code.
fn api_pair(code: Code) -> (Built, Built) {
    match code {
        Code::RS0220 => sampler_pair!(min_lod: f32::NAN => 0.0),
        Code::RS0301 => (
            snippet! { sig;
                let sig = RootSignature {
                    flags: RootFlags::from_bits_retain(0x8000_0001),
                    ..RootSignature::default()
                };
            },
            snippet! { sig;
                let sig = RootSignature {
                    flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,
                    ..RootSignature::default()
                };
            },
        ),
        Code::RS0302 => (
            one_root_descriptor!(Cbv, None, ShaderVisibility(9)),
            one_root_descriptor!(Cbv, None, ShaderVisibility::PIXEL),
        ),
        Code::RS0303 => (
            one_table! { range;
                let range = DescriptorRange::new(DescriptorRangeType(7), 0);
            },
            one_table! { range;
                let range = DescriptorRange::new(DescriptorRangeType::SRV, 0);
            },
        ),
        Code::RS0304 => (
            one_root_descriptor!(
                Uav,
                Some(RootDescriptorFlags::from_bits_retain(0x1)),
                ShaderVisibility::ALL
            ),
            one_root_descriptor!(
                Uav,
                Some(RootDescriptorFlags::DATA_VOLATILE),
                ShaderVisibility::ALL
            ),
        ),
        Code::RS0305 => (
            one_table! { range;
                let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);
                range.flags = Some(DescriptorRangeFlags::from_bits_retain(0x20));
            },
            one_table! { range;
                let mut range = DescriptorRange::new(DescriptorRangeType::SRV, 0);
                range.flags = Some(DescriptorRangeFlags::DATA_STATIC);
            },
        ),
        Code::RS0306 => (
            snippet! { sig;
                let mut sampler = StaticSampler::new(0);
                sampler.flags = StaticSamplerFlags::from_bits_retain(0x4);
                let sig = RootSignature {
                    version: Version::V1_2,
                    static_samplers: vec![sampler],
                    ..RootSignature::default()
                };
            },
            snippet! { sig;
                let mut sampler = StaticSampler::new(0);
                sampler.flags = StaticSamplerFlags::UINT_BORDER_COLOR;
                sampler.border_color = StaticBorderColor::OPAQUE_WHITE_UINT;
                let sig = RootSignature {
                    version: Version::V1_2,
                    static_samplers: vec![sampler],
                    ..RootSignature::default()
                };
            },
        ),
        Code::RS0307 => sampler_pair!(filter: Filter(0x54) => Filter::MIN_MAG_MIP_LINEAR),
        Code::RS0308 => {
            sampler_pair!(address_u: TextureAddressMode(0) => TextureAddressMode::CLAMP)
        }
        Code::RS0309 => sampler_pair!(comparison_func: ComparisonFunc(9) => ComparisonFunc::LESS),
        Code::RS0310 => {
            sampler_pair!(border_color: StaticBorderColor(5) => StaticBorderColor::OPAQUE_BLACK)
        }
        other => panic!("{other} has a text example"),
    }
}

#[test]
fn api_examples_are_real_code_that_validates_as_described() {
    for &code in Code::ALL {
        let Example::Api { failing, fixed } = explain(code).example else {
            continue;
        };
        let ((bad, bad_code), (good, good_code)) = api_pair(code);
        // The explanation shows exactly the code run here.
        assert_eq!(squash(failing), squash(bad_code), "{code}");
        assert_eq!(squash(fixed), squash(good_code), "{code}");
        assert_eq!(
            validate(&bad, None, Context::Standalone).codes(),
            [code],
            "{code}: {failing}"
        );
        assert_eq!(
            validate(&good, None, Context::Standalone).codes(),
            [],
            "{code}: {fixed}"
        );
        assert_eq!(
            encode(&bad, EncodingMode::Standard)
                .err()
                .map(|d| d.codes()),
            Some(vec![code]),
            "{code}: {failing}"
        );
        assert!(encode(&good, EncodingMode::Standard).is_ok());
    }
}
