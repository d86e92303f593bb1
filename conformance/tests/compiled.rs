//! Compiled shaders: real DXC and FXC output (vkd3d-proton's test shaders,
//! LGPL-2.1, in `data/vkd3d-proton/`) read by rootsig, with three oracles:
//! the compilers' own container hashes, LLVM's independent DXContainer
//! reader and writer (`obj2yaml-19`, `yaml2obj-19`, Debian's `llvm-19`),
//! and rootsig's HLSL scan of the same shaders' sources.

use rootsig_core::bindings::{self, BindingCount, BindingOptions, BindingsError};
use rootsig_core::format::checksum::container_digest;
use rootsig_core::format::compiled::psv0::Psv0;
use rootsig_core::format::compiled::{ResourceType, ShaderError, ShaderKind, read_shader, shex};
use rootsig_core::format::container::{ChecksumPolicy, read_parts, write_container};
use rootsig_core::hlsl::FileSystem;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/vkd3d-proton")
}

/// Every compiled fixture with this extension, sorted.
fn fixtures(ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for group in std::fs::read_dir(data()).unwrap() {
        let group = group.unwrap().path();
        if !group.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&group).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == ext) {
                out.push(file);
            }
        }
    }
    out.sort();
    out
}

/// `group/file`, as the pinned lists name fixtures.
fn name(path: &Path) -> String {
    let group = path
        .parent()
        .unwrap()
        .file_name()
        .unwrap()
        .to_string_lossy();
    format!("{group}/{}", path.file_name().unwrap().to_string_lossy())
}

/// The one DXC container in the set that was not signed (all-zero digest).
const UNSIGNED: &[&str] = &["shaders/cs_root_constant_indexing.dxil"];

#[test]
fn the_set_is_complete() {
    assert_eq!(fixtures("dxil").len(), 334);
    assert_eq!(fixtures("dxbc").len(), 544);
}

#[test]
fn recomputing_the_hash_reproduces_every_real_container() {
    let mut unsigned = Vec::new();
    for path in fixtures("dxil").into_iter().chain(fixtures("dxbc")) {
        let bytes = std::fs::read(&path).unwrap();
        let stored = &bytes[4..20];
        if stored == [0; 16] {
            unsigned.push(name(&path));
            continue;
        }
        assert_eq!(container_digest(&bytes), stored, "{}", name(&path));
    }
    assert_eq!(unsigned, UNSIGNED);
}

#[test]
fn rewriting_the_parts_reproduces_every_container_byte_for_byte() {
    for path in fixtures("dxil").into_iter().chain(fixtures("dxbc")) {
        let bytes = std::fs::read(&path).unwrap();
        let parts = read_parts(&bytes, ChecksumPolicy::AllowUnsigned).unwrap();
        let written = write_container(parts.iter().map(|p| (p.four_cc, p.data)));
        // The unsigned one comes back signed; every other byte is the same.
        assert_eq!(written[20..], bytes[20..], "{}", name(&path));
        assert_eq!(written[4..20], container_digest(&bytes), "{}", name(&path));
    }
}

/// DXR and work-graph libraries keep their resources in RDAT: BN0403.
#[test]
fn every_shader_reads_and_only_libraries_lack_a_resource_list() {
    let mut libraries = 0;
    for path in fixtures("dxil").into_iter().chain(fixtures("dxbc")) {
        let bytes = std::fs::read(&path).unwrap();
        match read_shader(&bytes, ChecksumPolicy::AllowUnsigned) {
            Ok(shader) => assert!(
                path.extension().unwrap() == "dxbc" || shader.runtime_info.is_some(),
                "{}",
                name(&path)
            ),
            Err(ShaderError::NoResourceList { parts }) => {
                assert!(parts.contains(b"RDAT"), "{}: {parts:?}", name(&path));
                libraries += 1;
            }
            Err(e) => panic!("{}: {e}", name(&path)),
        }
    }
    assert_eq!(libraries, 29);
}

/// The PSV0 fields both readers give, as `key: value` lines in obj2yaml's
/// order.
fn psv0_lines(psv: &Psv0) -> Vec<String> {
    let mut out = vec![format!("Version: {}", psv.version)];
    if let Some(stage) = psv.info.stage {
        out.push(format!("ShaderStage: {}", stage.to_u32()));
    }
    out.push(format!("MinimumWaveLaneCount: {}", psv.info.min_wave_lanes));
    out.push(format!("MaximumWaveLaneCount: {}", psv.info.max_wave_lanes));
    if let Some(view_id) = psv.info.uses_view_id {
        out.push(format!("UsesViewID: {}", u8::from(view_id)));
    }
    if let Some([x, y, z]) = psv.info.threads {
        out.push(format!("NumThreadsX: {x}"));
        out.push(format!("NumThreadsY: {y}"));
        out.push(format!("NumThreadsZ: {z}"));
    }
    if let Some(entry) = &psv.entry {
        out.push(format!("EntryName: {entry}"));
    }
    for r in &psv.resources {
        out.push(format!("Type: {}", r.res_type.to_u32()));
        out.push(format!("Space: {}", r.space));
        out.push(format!("LowerBound: {}", r.lower));
        out.push(format!("UpperBound: {}", r.upper));
        if let Some(kind) = r.kind {
            out.push(format!("Kind: {}", kind.to_u32()));
            out.push(format!("Flags: {}", r.flags));
        }
    }
    out
}

/// obj2yaml-19's PSVInfo, the same keys.
fn obj2yaml_lines(path: &Path) -> Vec<String> {
    let output = Command::new("obj2yaml-19")
        .arg(path)
        .output()
        .expect("obj2yaml-19 runs: install Debian's llvm-19 (scripts/test.sh does)");
    assert!(output.status.success(), "{}", name(path));
    let text = String::from_utf8(output.stdout).unwrap();
    let keys = [
        "Version",
        "ShaderStage",
        "MinimumWaveLaneCount",
        "MaximumWaveLaneCount",
        "UsesViewID",
        "NumThreadsX",
        "NumThreadsY",
        "NumThreadsZ",
        "EntryName",
        "Type",
        "Space",
        "LowerBound",
        "UpperBound",
        "Kind",
        "Flags",
    ];
    let section = text
        .split("PSVInfo:")
        .nth(1)
        .and_then(|s| s.split("SigInputElements:").next())
        .unwrap_or_default();
    section
        .lines()
        .filter_map(|line| {
            let line = line.trim().trim_start_matches("- ");
            let (key, value) = line.split_once(':')?;
            keys.contains(&key)
                .then(|| format!("{key}: {}", value.trim()))
        })
        .collect()
}

#[test]
fn psv0_agrees_with_llvm_obj2yaml_on_every_dxc_container() {
    let mut compared = 0;
    for path in fixtures("dxil") {
        let bytes = std::fs::read(&path).unwrap();
        let parts = read_parts(&bytes, ChecksumPolicy::AllowUnsigned).unwrap();
        let Some(part) = parts.find(*b"PSV0") else {
            continue;
        };
        let psv = Psv0::read(part.data).unwrap();
        assert_eq!(psv0_lines(&psv), obj2yaml_lines(&path), "{}", name(&path));
        compared += 1;
    }
    assert_eq!(compared, 305);
}

/// A DXContainer with one PSV0 part of `version`, written by yaml2obj-19.
/// yaml2obj writes the part's data whatever `Size` says, so a first run
/// with size 0 measures it.
fn yaml2obj_psv0(version: u32, stage_fields: &str, resources: &str) -> Vec<u8> {
    let stride = if version < 2 { 16 } else { 24 };
    let dir = std::env::temp_dir().join(format!("rootsig-psv0-{}-{version}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("in.yaml"), dir.join("out.dxbc"));
    let tables = if version >= 1 {
        "      SigInputElements: []\n      SigOutputElements: []\n      SigPatchOrPrimElements: []\n      InputOutputMap:\n        - [  ]\n        - [  ]\n        - [  ]\n        - [  ]\n"
    } else {
        ""
    };
    let mut size = 0;
    for _ in 0..2 {
        let yaml = format!(
            "--- !dxcontainer\nHeader:\n  Hash: [ 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0 ]\n  Version:\n    Major: 1\n    Minor: 0\n  PartCount: 1\nParts:\n  - Name: PSV0\n    Size: {size}\n    PSVInfo:\n      Version: {version}\n{stage_fields}      MinimumWaveLaneCount: 4\n      MaximumWaveLaneCount: 64\n      ResourceStride: {stride}\n      Resources:\n{resources}{tables}...\n"
        );
        std::fs::write(&input, yaml).unwrap();
        let status = Command::new("yaml2obj-19")
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .status()
            .expect("yaml2obj-19 runs: install Debian's llvm-19 (scripts/test.sh does)");
        assert!(status.success());
        // Header, one part offset, one part header.
        size = std::fs::read(&output).unwrap().len() - 44;
    }
    std::fs::read(&output).unwrap()
}

#[test]
fn every_psv0_version_written_by_yaml2obj() {
    let record = |t: u32, space: u32, lo: u32, hi: u32, kind: Option<(u32, u32)>| {
        let mut r = format!(
            "        - Type: {t}\n          Space: {space}\n          LowerBound: {lo}\n          UpperBound: {hi}\n"
        );
        if let Some((kind, flags)) = kind {
            r += &format!("          Kind: {kind}\n          Flags: {flags}\n");
        }
        r
    };
    // Version 0: a vertex shader's stage data, no kinds.
    let v0 = yaml2obj_psv0(
        0,
        "      ShaderStage: 1\n      OutputPositionPresent: 1\n",
        &(record(2, 0, 1, 1, None) + &record(9, 3, 0, u32::MAX, None)),
    );
    let parts = read_parts(&v0, ChecksumPolicy::AllowUnsigned).unwrap();
    let psv = Psv0::read(parts.find(*b"PSV0").unwrap().data).unwrap();
    assert_eq!(psv.version, 0);
    assert_eq!(psv.info.stage, None);
    assert_eq!((psv.info.min_wave_lanes, psv.info.max_wave_lanes), (4, 64));
    let rows: Vec<String> = psv
        .resources
        .iter()
        .map(|r| format!("{:?} {} space{}", r.res_type, r.registers(), r.space))
        .collect();
    assert_eq!(
        rows,
        ["Cbv b1 space0", "UavStructuredWithCounter u0.. space3"]
    );
    // Without a DXIL part, version 0 does not say the stage.
    assert_eq!(
        read_shader(&v0, ChecksumPolicy::AllowUnsigned)
            .unwrap_err()
            .to_string(),
        "PSV0 part, offset 0: a version 0 PSV0 part without a DXIL part does not say the stage"
    );
    // Versions 1 to 3: the stage; kinds, flags and threads from 2, the
    // entry name from 3.
    for version in 1..=3 {
        let stage = "      ShaderStage: 5\n      UsesViewID: 0\n      SigInputVectors: 0\n      SigOutputVectors: [ 0, 0, 0, 0 ]\n";
        let threads = if version >= 2 {
            "      NumThreadsX: 8\n      NumThreadsY: 4\n      NumThreadsZ: 2\n"
        } else {
            ""
        };
        let entry = if version >= 3 {
            "      EntryName: CSMain\n"
        } else {
            ""
        };
        let bytes = yaml2obj_psv0(
            version,
            &format!("{stage}{threads}{entry}"),
            &(record(3, 2, 5, 9, (version >= 2).then_some((7, 0)))
                + &record(8, 0, 1, 1, (version >= 2).then_some((12, 1)))),
        );
        let shader = read_shader(&bytes, ChecksumPolicy::AllowUnsigned).unwrap();
        let psv = shader.runtime_info.clone().unwrap();
        assert_eq!(shader.source.to_string(), format!("PSV0 version {version}"));
        assert_eq!(shader.model.kind, ShaderKind::Compute);
        assert_eq!(psv.threads, (version >= 2).then_some([8, 4, 2]));
        assert_eq!(shader.entry.as_deref(), (version >= 3).then_some("CSMain"));
        let rows: Vec<String> = shader
            .resources
            .iter()
            .map(|r| {
                format!(
                    "{:?} {:?} {} space{} flags {}",
                    r.res_type,
                    r.kind,
                    r.registers(),
                    r.space,
                    r.flags
                )
            })
            .collect();
        let expected = if version >= 2 {
            [
                "SrvTyped Some(Texture2DArray) t5..t9 space2 flags 0",
                "UavStructured Some(StructuredBuffer) u1 space0 flags 1",
            ]
        } else {
            [
                "SrvTyped None t5..t9 space2 flags 0",
                "UavStructured None u1 space0 flags 0",
            ]
        };
        assert_eq!(rows, expected, "version {version}");
    }
}

/// Every prefix of a part, and every byte of a container set to 0x00,
/// 0xFF and its bit flips, read without the checksum: no panic, and a
/// malformed part names itself and an offset inside it.
fn hostile(path: &str) {
    let bytes = std::fs::read(data().join(path)).unwrap();
    let parts = read_parts(&bytes, ChecksumPolicy::Verify).unwrap();
    let four_ccs: Vec<[u8; 4]> = parts.iter().map(|p| p.four_cc).collect();
    for part in parts.iter() {
        let read = |data: &[u8]| match &part.four_cc {
            b"PSV0" => Some(Psv0::read(data).map(|p| format!("{p:?}"))),
            b"SHEX" | b"SHDR" => Some(shex::read(part.four_cc, data).map(|d| format!("{d:?}"))),
            _ => None,
        };
        let Some(Ok(whole)) = read(part.data) else {
            continue;
        };
        for len in 0..part.data.len() {
            // A cut past what the reader reads (PSV0's signature tables)
            // reads the same; any other cut is an error inside the part.
            match read(&part.data[..len]) {
                Some(Ok(cut)) => assert_eq!(cut, whole, "cut at {len}"),
                Some(Err(e)) => {
                    assert_eq!(e.part, part.four_cc);
                    assert!(e.offset <= len, "{e}");
                }
                None => unreachable!(),
            }
        }
    }
    for len in 0..bytes.len() {
        assert!(matches!(
            read_shader(&bytes[..len], ChecksumPolicy::Skip),
            Err(ShaderError::Container(_))
        ));
    }
    let mut damaged = bytes.clone();
    for at in 0..bytes.len() {
        for value in [0, 0xFF, bytes[at] ^ 1, bytes[at] ^ 0x80] {
            damaged[at] = value;
            if let Err(ShaderError::Part(e)) = read_shader(&damaged, ChecksumPolicy::Skip) {
                assert!(four_ccs.contains(&e.part), "{e}");
            }
        }
        damaged[at] = bytes[at];
    }
}

#[test]
fn hostile_bytes_around_a_dxc_container() {
    hostile("bindless/bindless_srv.dxil");
}

#[test]
fn hostile_bytes_around_an_fxc_container() {
    hostile("bindless/bindless_srv.dxbc");
}

/// The HLSL source of a fixture: `<name>.<profile>[.<profile>].hlsl`.
fn source_of(path: &Path) -> Option<PathBuf> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    std::fs::read_dir(path.parent()?).ok()?.find_map(|f| {
        let f = f.ok()?.path();
        let file = f.file_name()?.to_string_lossy().into_owned();
        let profiles = file
            .strip_prefix(&stem)?
            .strip_prefix('.')?
            .strip_suffix(".hlsl")?;
        profiles
            .split('.')
            .all(|p| p.len() >= 4 && p.as_bytes()[2] == b'_')
            .then_some(f)
    })
}

/// (class, space, lower, count) of every used binding.
fn rows(table: &bindings::BindingTable) -> BTreeSet<(char, u32, u32, String)> {
    table
        .bindings
        .iter()
        .filter(|b| b.used)
        .filter_map(|b| {
            let count = match b.count {
                BindingCount::Bounded(n) => n.to_string(),
                BindingCount::Unbounded => "unbounded".to_owned(),
            };
            Some((b.class.letter(), b.space, b.lower?, count))
        })
        .collect()
}

/// Every compiled fixture with its HLSL source: its path, the compiler's
/// binding table, and rootsig's read of the source for the same entry and
/// stage.
fn with_sources(
    ext: &str,
    options: &BindingOptions,
) -> Vec<(PathBuf, bindings::BindingTable, bindings::ReadBindings)> {
    let mut out = Vec::new();
    for path in fixtures(ext) {
        let Some(source) = source_of(&path) else {
            continue;
        };
        let bytes = std::fs::read(&path).unwrap();
        let Ok(shader) = read_shader(&bytes, ChecksumPolicy::AllowUnsigned) else {
            continue;
        };
        let compiled = bindings::read_compiled(&shader, "x", None)
            .result
            .unwrap()
            .table;
        let entry = shader.entry.clone().unwrap_or_else(|| "main".to_owned());
        let display = source.display().to_string();
        let request = bindings::ShaderRequest {
            path: &source,
            bindings: options,
            ..bindings::ShaderRequest::new(&display, &entry, compiled.stage)
        };
        let read = bindings::read_bindings(&request, &mut FileSystem);
        out.push((path, compiled, read));
    }
    out
}

/// For every compiled fixture with its HLSL source: rootsig's bindings of
/// the source against the compiler's records. Returns (agreeing, compared,
/// differences).
fn compare(ext: &str, options: &BindingOptions) -> (usize, usize, Vec<String>) {
    let (mut agree, mut total, mut differences) = (0, 0, Vec::new());
    for (path, compiled, read) in with_sources(ext, options) {
        total += 1;
        let hlsl = match &read.result {
            Ok(bound) => rows(&bound.table),
            Err(BindingsError::Read(e)) => {
                differences.push(format!("{}: {}", name(&path), e.message));
                continue;
            }
            Err(BindingsError::Diagnostics(d)) => {
                differences.push(format!("{}: {:?}", name(&path), d.codes()));
                continue;
            }
        };
        let records = rows(&compiled);
        if hlsl == records {
            agree += 1;
        } else {
            let only_hlsl: Vec<_> = hlsl.difference(&records).collect();
            let only_records: Vec<_> = records.difference(&hlsl).collect();
            differences.push(format!(
                "{}: source only {only_hlsl:?}, records only {only_records:?}",
                name(&path)
            ));
        }
    }
    (agree, total, differences)
}

/// DXC: all 274 agree (a cbuffer whose members are declared `unsigned
/// int` is read as used, as DXC reads it).
#[test]
fn hlsl_scan_agrees_with_dxc_psv0_records() {
    let (agree, total, differences) = compare("dxil", &BindingOptions::default());
    assert_eq!(differences, [] as [String; 0]);
    assert_eq!((agree, total), (274, 274));
}

/// FXC: 538 of 544 agree (rootsig allocates as DXC does; FXC's
/// declarations are compared the same way). The differences and their
/// causes:
/// - a rootsig bug: the scan finds no entry function whose return type is
///   written `struct vs_out` (1);
/// - FXC's own allocation: in an SM 5.0 pixel shader, UAV slots start
///   after the render targets, so an implicit UAV gets u1, not u0 (2);
/// - FXC's SM 5.0 form: each used element of a resource array is
///   declared on its own (3).
#[test]
fn hlsl_scan_against_fxc_declarations() {
    let (agree, total, differences) = compare("dxbc", &BindingOptions::default());
    let names: Vec<&str> = differences
        .iter()
        .map(|d| d.split(':').next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "descriptors/null_uav_ld_buffer.dxbc",
            "descriptors/null_uav_ld_texture.dxbc",
            "pso/vs_append_aligned_element.dxbc",
            "robustness/undefined_structured_raw_alias.dxbc",
            "robustness/undefined_structured_raw_read_typed.dxbc",
            "robustness/undefined_typed_read_structured_raw.dxbc",
        ]
    );
    assert_eq!(
        differences[0],
        "descriptors/null_uav_ld_buffer.dxbc: source only [('u', 0, 0, \"1\")], records only [('u', 0, 1, \"1\")]"
    );
    assert_eq!(
        differences[2],
        "pso/vs_append_aligned_element.dxbc: the file has no function `main` (after preprocessing)"
    );
    assert!(differences[3].contains("records only [('t', 0, 0, \"1\"), ('t', 0, 1, \"1\")"));
    assert_eq!((agree, total), (538, 544));
}

/// FXC marks no counter in its declarations; rootsig finds the counter's
/// uses. For every shader compiled by both, the UAVs with a counter are
/// the ones DXC's PSV0 lists as UAVStructuredWithCounter.
#[test]
fn fxc_counter_uses_match_dxc_counter_records() {
    let counted = |path: &Path| -> BTreeSet<(u32, u32)> {
        let bytes = std::fs::read(path).unwrap();
        let shader = read_shader(&bytes, ChecksumPolicy::AllowUnsigned).unwrap();
        shader
            .resources
            .iter()
            .filter(|r| r.res_type == ResourceType::UavStructuredWithCounter)
            .map(|r| (r.space, r.lower))
            .collect()
    };
    let mut with_counter = 0;
    for dxbc in fixtures("dxbc") {
        let dxil = dxbc.with_extension("dxil");
        if !dxil.exists() {
            continue;
        }
        let fxc = counted(&dxbc);
        assert_eq!(fxc, counted(&dxil), "{}", name(&dxbc));
        with_counter += usize::from(!fxc.is_empty());
    }
    assert_eq!(with_counter, 2);
}

/// Structured buffer strides: rootsig's, from the element type in the
/// HLSL (docs/bindings.md §7.6), against the structure stride FXC declares
/// for the same register in every compiled fixture with its source.
#[test]
fn structured_strides_agree_with_fxc_declarations() {
    let (mut compared, mut differences, mut strides) = (0, Vec::new(), BTreeSet::new());
    for (path, compiled, read) in with_sources("dxbc", &BindingOptions::default()) {
        let Ok(bound) = read.result else {
            continue;
        };
        for record in &compiled.bindings {
            let Some(stride) = record.properties.stride else {
                continue;
            };
            let hlsl = bound.table.bindings.iter().find(|b| {
                b.used && (b.class, b.space, b.lower) == (record.class, record.space, record.lower)
            });
            let Some(hlsl) = hlsl else {
                continue;
            };
            compared += 1;
            strides.insert(stride);
            if hlsl.properties.stride != Some(stride) {
                differences.push(format!(
                    "{} {}: rootsig {:?}, FXC {stride}",
                    name(&path),
                    hlsl.name,
                    hlsl.properties.stride
                ));
            }
        }
    }
    assert_eq!(differences, [] as [String; 0]);
    // 4 to 16: scalars and vectors; 36: a struct of mixed members.
    assert_eq!(
        (compared, strides),
        (164, BTreeSet::from([4, 8, 12, 16, 36]))
    );
}
