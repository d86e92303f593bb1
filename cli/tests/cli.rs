//! The `rootsig` binary end to end: exact stdout, stderr and exit status.

use rootsig::Code;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// How every RS0217 (overlap) diagnostic ends.
const OVERLAP_HELP: &str = "  = help: use a different register or space, or give the two elements different single-stage visibilities
  = note: for more information about this error, try `rootsig explain RS0217`
";

#[path = "../../core/tests/common/scale.rs"]
mod scale;

/// `CBV(b0)` at 1.1, standard mode (docs/format.md §8.3).
const CBV_B0_HEX: &str = "44584243663e9d2e7186a352f4aea60f9a8ec2bc010000005c00000001000000\
                          2400000052545330300000000200000001000000180000000000000030000000\
                          00000000020000000000000024000000000000000000000004000000";
/// The same in `dxc` mode.
const CBV_B0_DXC_HEX: &str = "445842435ecb3effd1a2b57ffd4d5b031e995d60010000005c00000001000000\
                              2400000052545330300000000200000001000000180000000000000030000000\
                              00000000020000000000000024000000000000000000000000000000";
/// The empty root signature at 1.0 (docs/format.md §8.1).
const EMPTY_V1_0_HEX: &str = "445842431dfc4ad63577c25d4acbda9efaa7d86b010000004400000001000000\
                              2400000052545330180000000100000000000000180000000000000018000000\
                              00000000";

fn unhex(hex: &str) -> Vec<u8> {
    let digits: Vec<u8> = hex
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .map(|b| char::from(b).to_digit(16).expect("hex digit") as u8)
        .collect();
    digits.chunks(2).map(|p| (p[0] << 4) | p[1]).collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Runs `rootsig args…` with `stdin` piped in.
fn run_with_stdin(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rootsig"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn rootsig");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    child.wait_with_output().expect("wait for rootsig")
}

fn run(args: &[&str]) -> Output {
    run_with_stdin(args, b"")
}

fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("utf-8 stdout")
}

fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).expect("utf-8 stderr")
}

fn assert_status(output: &Output, code: i32) {
    assert_eq!(
        output.status.code(),
        Some(code),
        "stdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Asserts that `output` exited with `code` and its standard error begins
/// with `prefix`.
#[track_caller]
fn assert_stderr_starts_with(output: &Output, code: i32, prefix: &str) {
    assert_status(output, code);
    assert!(stderr(output).starts_with(prefix), "{}", stderr(output));
}

/// Asserts that `output` exited with `code` and its standard error ends
/// with `suffix`.
#[track_caller]
fn assert_stderr_ends_with(output: &Output, code: i32, suffix: &str) {
    assert_status(output, code);
    assert!(stderr(output).ends_with(suffix), "{}", stderr(output));
}

/// Asserts that `output` exited with `code` and its standard output is
/// exactly `expected`.
#[track_caller]
fn assert_stdout(output: &Output, code: i32, expected: impl AsRef<str>) {
    assert_status(output, code);
    assert_eq!(stdout(output), expected.as_ref());
}

/// Asserts that `output` exited with `code` and its standard output ends
/// with `suffix`.
#[track_caller]
fn assert_stdout_ends_with(output: &Output, code: i32, suffix: &str) {
    assert_status(output, code);
    assert!(stdout(output).ends_with(suffix), "{}", stdout(output));
}

/// A fresh path in the test scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("rootsig-cli-tests");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn path_str(path: &std::path::Path) -> &str {
    path.to_str().expect("utf-8 path")
}

// ---- compile ----

/// Each command line, with its standard input, writes this blob as hex
/// and nothing else.
#[test]
fn compile_writes_hex() {
    let file = scratch("input.hlsl");
    std::fs::write(&file, "  CBV(\n\tb0\n)  ").expect("write input");
    let cases: [(&[&str], &[u8], &str); 6] = [
        (
            &["compile", "--text", "CBV(b0)", "--format", "hex"],
            b"",
            CBV_B0_HEX,
        ),
        (
            &[
                "compile",
                "--dxc-bytes",
                "--format",
                "hex",
                "--text",
                "CBV(b0)",
            ],
            b"",
            CBV_B0_DXC_HEX,
        ),
        (
            &[
                "compile",
                "--version",
                "1.0",
                "--format",
                "hex",
                "--text",
                "",
            ],
            b"",
            EMPTY_V1_0_HEX,
        ),
        (
            &["compile", "--format", "hex", "-"],
            b"CBV(b0)\n",
            CBV_B0_HEX,
        ),
        (
            &["compile", "--format", "hex", path_str(&file)],
            b"",
            CBV_B0_HEX,
        ),
        // Empty standard input is the empty root signature.
        (
            &["compile", "--version", "1.0", "--format", "hex", "-"],
            b"",
            EMPTY_V1_0_HEX,
        ),
    ];
    for (args, stdin, hex) in cases {
        let out = run_with_stdin(args, stdin);
        assert_status(&out, 0);
        assert_eq!(stdout(&out), format!("{hex}\n"), "{args:?}");
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}

#[test]
fn compile_version_1_2_writes_version_3() {
    let text = "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)";
    let out = run(&["compile", "--version", "1.2", "--text", text]);
    assert_status(&out, 0);
    assert_eq!(&out.stdout[44..48], &[3, 0, 0, 0]);
    let sig = rootsig::decode(&out.stdout).expect("decodes");
    assert_eq!(sig.version, rootsig::Version::V1_2);
    assert_eq!(
        sig.static_samplers[0].flags,
        rootsig::StaticSamplerFlags::UINT_BORDER_COLOR
    );
    // The same text at the default 1.1 is RS0206.
    let out = run(&["compile", "--text", text]);
    assert_stderr_starts_with(&out, 1, "error[RS0206]: ");
}

#[test]
fn compile_binary_to_stdout() {
    let out = run(&["compile", "--text", "CBV(b0)"]);
    assert_status(&out, 0);
    assert_eq!(out.stdout, unhex(CBV_B0_HEX));
    assert_eq!(stderr(&out), "");
}

#[test]
fn compile_to_output_file() {
    let bin = scratch("out.bin");
    let out = run(&["compile", "--text", "CBV(b0)", "-o", path_str(&bin)]);
    assert_status(&out, 0);
    assert_eq!(stdout(&out), "");
    assert_eq!(std::fs::read(&bin).expect("output"), unhex(CBV_B0_HEX));

    let hex_path = scratch("out.hex");
    let out = run(&[
        "compile",
        "--text",
        "CBV(b0)",
        "--format",
        "hex",
        "--output",
        path_str(&hex_path),
    ]);
    assert_status(&out, 0);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        std::fs::read_to_string(&hex_path).expect("output"),
        format!("{CBV_B0_HEX}\n")
    );
}

#[test]
fn compile_contexts() {
    let text = "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)";
    let out = run(&["compile", "--context", "global", "--text", text]);
    assert_stderr_starts_with(&out, 1, "error[RS0231]: ");
    assert_eq!(stdout(&out), "");

    // The local context adds LOCAL_ROOT_SIGNATURE (0x80) by itself.
    let out = run(&["compile", "--context", "local", "--text", "CBV(b0)"]);
    assert_status(&out, 0);
    let sig = rootsig::decode(&out.stdout).expect("decodes");
    assert_eq!(sig.flags, rootsig::RootFlags::LOCAL_ROOT_SIGNATURE);

    let out = run(&["compile", "--context", "standalone", "--text", text]);
    assert_status(&out, 0);
}

#[test]
fn compile_failure_renders_the_diagnostic() {
    let out = run(&["compile", "--text", "CBV(b0), CBV(b0)"]);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        "\
error[RS0217]: root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> <text>:1:10
  |
1 | CBV(b0), CBV(b0)
  | -------  ^^^^^^^ two bindings overlap
  | |
  | root parameter 0 `CBV(b0)` is here
  |
".to_owned()
        + OVERLAP_HELP
    );
}

#[test]
fn compile_failure_names_the_file() {
    let file = scratch("bad.hlsl");
    std::fs::write(&file, "RootFlags(0),\nCBV(B0)\n").expect("write input");
    let out = run(&["compile", path_str(&file)]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        format!(
            "\
error[RS0002]: register 'B0' must be written in lowercase: 'b0'
 --> {}:2:5
  |
2 | CBV(B0)
  |     ^^ register letters are lowercase
  |
  = help: write 'b0'
  = note: for more information about this error, try `rootsig explain RS0002`
",
            file.display()
        )
    );
}

const WARNING_TEXT: &str = "StaticSampler(s0, minLOD = 4, maxLOD = 2)";
const WARNING_RENDERED: &str = "\
warning[RS0221]: static sampler 0 `StaticSampler(s0)`: minLOD 4 is greater than maxLOD 2
 --> <text>:1:19
  |
1 | StaticSampler(s0, minLOD = 4, maxLOD = 2)
  |                   ^^^^^^^^^^  ---------- maxLOD is set here
  |                   |
  |                   minLOD is greater than maxLOD
";

#[test]
fn compile_warnings_go_to_stderr_and_the_blob_is_written() {
    let out = run(&["compile", "--format", "hex", "--text", WARNING_TEXT]);
    assert_status(&out, 0);
    assert_eq!(stderr(&out), WARNING_RENDERED);
    let blob = unhex(stdout(&out).trim_end());
    let sig = rootsig::decode(&blob).expect("decodes");
    assert_eq!(sig.static_samplers[0].min_lod, 4.0);
}

#[test]
fn compile_deny_warnings() {
    let out = run(&["compile", "--deny-warnings", "--text", WARNING_TEXT]);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        format!("{WARNING_RENDERED}error: warnings are denied (--deny-warnings)\n")
    );
}

/// A table whose ranges alternate SRV and UAV at offset 0: ten RS0216
/// warnings and one summary for the other 989; the blob is written, and
/// denying warnings fails on them all the same.
#[test]
fn compile_bounded_warnings_and_deny_warnings() {
    let text = scale::aliasing_table(1000);
    let out = run(&["compile", "--format", "hex", "--text", &text]);
    assert_status(&out, 0);
    let err = stderr(&out);
    assert_eq!(err.matches("warning[RS0216]").count(), 11, "{err}");
    assert!(
        err.contains("warning[RS0216]: and 989 more range pairs alias in this table\n"),
        "{err}"
    );
    assert!(err.lines().all(|line| line.chars().count() < 200), "{err}");
    assert!(!stdout(&out).is_empty());

    let out = run(&["compile", "--deny-warnings", "--text", &text]);
    assert_stderr_ends_with(&out, 1, "error: warnings are denied (--deny-warnings)\n");
    assert_eq!(stdout(&out), "");
    assert_eq!(stderr(&out).matches("warning[RS0216]").count(), 11);
}

#[test]
fn compile_labels_change_no_byte() {
    let labelled =
        "camera: CBV(b0), materials: DescriptorTable(albedo: SRV(t0, numDescriptors = 4), UAV(u0))";
    let plain = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0))";
    let out = run(&["compile", "--labels", "--format", "hex", "--text", labelled]);
    assert_status(&out, 0);
    assert_eq!(stderr(&out), "");
    let expected = run(&["compile", "--format", "hex", "--text", plain]);
    assert_status(&expected, 0);
    assert_eq!(stdout(&out), stdout(&expected));
    // `--labels` changes nothing for text without labels.
    let again = run(&["compile", "--labels", "--format", "hex", "--text", plain]);
    assert_eq!(stdout(&again), stdout(&expected));

    // Without `--labels`, a label is RS0001, and the help names the option.
    let out = run(&["compile", "--color", "never", "--text", labelled]);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        "error[RS0001]: unexpected character ':'\n\
         \x20--> <text>:1:7\n\
         \x20 |\n\
         1 | camera: CBV(b0), materials: DescriptorTable(albedo: SRV(t0, numDescriptors = 4), UAV(u0))\n\
         \x20 |       ^ a character that cannot start any token\n\
         \x20 |\n\
         \x20 = help: labels (`name: CBV(b0)`) are a rootsig extension: root_signature! accepts them, and so does `rootsig compile --labels`\n\
         \x20 = note: for more information about this error, try `rootsig explain RS0001`\n"
    );
}

#[test]
fn compile_usage_errors_exit_2() {
    for args in [
        &["compile"][..],
        &["compile", "--text", "CBV(b0)", "file.hlsl"],
        &["compile", "--version", "2.0", "--text", "CBV(b0)"],
        &["compile", "--format", "octal", "--text", "CBV(b0)"],
        &["compile", "--context", "remote", "--text", "CBV(b0)"],
        &["frobnicate"],
        &[],
    ] {
        let out = run(args);
        assert_status(&out, 2);
        assert_eq!(stdout(&out), "", "{args:?}");
    }
}

#[test]
fn compile_bad_input_files() {
    let missing = scratch("does-not-exist.hlsl");
    let out = run(&["compile", path_str(&missing)]);
    assert_stderr_starts_with(
        &out,
        1,
        &format!("error: cannot read '{}': ", missing.display()),
    );

    let binary = scratch("binary.hlsl");
    std::fs::write(&binary, [b'C', b'B', 0xFF, 0xFE]).expect("write input");
    let out = run(&["compile", path_str(&binary)]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        format!("error: '{}' is not valid UTF-8 text\n", binary.display())
    );

    let out = run_with_stdin(&["compile", "-"], &[0xC3, 0x28]);
    assert_status(&out, 1);
    assert_eq!(stderr(&out), "error: stdin is not valid UTF-8 text\n");

    let out = run(&[
        "compile",
        "-o",
        "/nonexistent-dir/x.bin",
        "--text",
        "CBV(b0)",
    ]);
    assert_stderr_starts_with(&out, 1, "error: cannot write '/nonexistent-dir/x.bin': ");
}

// ---- decode ----

#[test]
fn decode_container_file() {
    let file = scratch("cbv.bin");
    std::fs::write(&file, unhex(CBV_B0_HEX)).expect("write blob");
    let out = run(&["decode", path_str(&file)]);
    assert_stdout(
        &out,
        0,
        "CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)\n",
    );
    assert_eq!(stderr(&out), "");
}

#[test]
fn decode_bare_rts0_and_hex_text() {
    let container = unhex(CBV_B0_DXC_HEX);
    let out = run_with_stdin(&["decode", "-"], &container[44..]);
    assert_status(&out, 0);
    assert_eq!(stdout(&out), "CBV(b0, flags = 0)\n");

    // Hex text with line breaks and spaces, as docs/format.md prints it.
    let spaced = "44584243663e9d2e7186a352f4aea60f\n9a8ec2bc 01000000 5c000000 01000000\n\
                  24000000525453303000000002000000\r\n01000000180000000000000030000000\n\
                  00000000020000000000000024000000\n000000000000000004000000\n";
    let out = run_with_stdin(&["decode", "-"], spaced.as_bytes());
    assert_stdout(
        &out,
        0,
        "CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)\n",
    );

    // Hex of a bare RTS0 part.
    let out = run_with_stdin(&["decode", "-"], hex(&container[44..]).as_bytes());
    assert_status(&out, 0);
    assert_eq!(stdout(&out), "CBV(b0, flags = 0)\n");
}

#[test]
fn decode_json() {
    let text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
                DescriptorTable(SRV(t1, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE), visibility = SHADER_VISIBILITY_PIXEL), \
                StaticSampler(s2, minLOD = 0.5)";
    let compiled = run(&["compile", "--format", "hex", "--text", text]);
    assert_status(&compiled, 0);
    let out = run_with_stdin(&["decode", "--format", "json", "-"], &compiled.stdout);
    assert_status(&out, 0);
    assert_eq!(stderr(&out), "");
    assert_eq!(
        stdout(&out),
        r#"{
  "flags": {
    "names": [
      "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT"
    ],
    "unknown_bits": 0,
    "value": 1
  },
  "parameters": [
    {
      "index": 0,
      "kind": "DescriptorTable",
      "parameter_type": 0,
      "ranges": [
        {
          "append": true,
          "base_shader_register": 1,
          "flags": {
            "names": [
              "DESCRIPTORS_VOLATILE"
            ],
            "unknown_bits": 0,
            "value": 1
          },
          "index": 0,
          "num_descriptors": 4294967295,
          "offset": 4294967295,
          "range_type": {
            "name": "SRV",
            "value": 0
          },
          "register_space": 0,
          "unbounded": true
        }
      ],
      "visibility": {
        "name": "SHADER_VISIBILITY_PIXEL",
        "value": 5
      }
    }
  ],
  "rts0_version": 2,
  "static_samplers": [
    {
      "address_u": {
        "name": "TEXTURE_ADDRESS_WRAP",
        "value": 1
      },
      "address_v": {
        "name": "TEXTURE_ADDRESS_WRAP",
        "value": 1
      },
      "address_w": {
        "name": "TEXTURE_ADDRESS_WRAP",
        "value": 1
      },
      "border_color": {
        "name": "STATIC_BORDER_COLOR_OPAQUE_WHITE",
        "value": 2
      },
      "comparison_func": {
        "name": "COMPARISON_LESS_EQUAL",
        "value": 4
      },
      "filter": {
        "name": "FILTER_ANISOTROPIC",
        "value": 85
      },
      "flags": {
        "names": [],
        "unknown_bits": 0,
        "value": 0
      },
      "index": 0,
      "max_anisotropy": 16,
      "max_lod": {
        "bits": "0x7F7FFFFF",
        "value": 3.4028234663852886e+38
      },
      "min_lod": {
        "bits": "0x3F000000",
        "value": 0.5
      },
      "mip_lod_bias": {
        "bits": "0x00000000",
        "value": 0.0
      },
      "register_space": 0,
      "shader_register": 2,
      "visibility": {
        "name": "SHADER_VISIBILITY_ALL",
        "value": 0
      }
    }
  ],
  "version": "1.1"
}
"#
    );
}

#[test]
fn decode_json_keeps_unknown_values() {
    // docs/format.md §8.4 with header flags 0x80000011 and ComparisonFunc 9:
    // unknown values are reported with their raw numbers, not dropped.
    let mut part = unhex(
        "03000000 00000000 18000000 01000000 18000000 11000080
         55000000 01000000 01000000 01000000
         00000000 10000000 04000000 02000000
         00000000 ffff7f7f 1f000000 20000000 00000000
         01000000",
    );
    part[48] = 9; // the sampler's ComparisonFunc (RTS0 offset 24 + 24)
    let out = run_with_stdin(&["decode", "--format", "json", "-"], &part);
    assert_status(&out, 1);
    let json = stdout(&out);
    assert!(
        json.contains(
            "\"flags\": {\n    \"names\": [\n      \"ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT\",\n      \"DENY_GEOMETRY_SHADER_ROOT_ACCESS\"\n    ],\n    \"unknown_bits\": 2147483648,\n    \"value\": 2147483665\n  }"
        ),
        "{json}"
    );
    assert!(
        json.contains(
            "\"comparison_func\": {\n        \"name\": null,\n        \"value\": 9\n      }"
        ),
        "{json}"
    );
}

#[test]
fn decode_reports_an_invalid_signature() {
    // docs/format.md §8.4: UINT_BORDER_COLOR with the float colour OPAQUE_WHITE.
    let part = unhex(
        "03000000 00000000 18000000 01000000 18000000 11000000
         55000000 01000000 01000000 01000000
         00000000 10000000 04000000 02000000
         00000000 ffff7f7f 1f000000 20000000 00000000
         01000000",
    );
    let out = run_with_stdin(&["decode", "-"], &part);
    assert_stdout(
        &out,
        1,
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_GEOMETRY_SHADER_ROOT_ACCESS),\n\
         StaticSampler(s31, space = 32, flags = UINT_BORDER_COLOR)\n",
    );
    let err = stderr(&out);
    assert!(err.starts_with("error[RS0223]: static sampler 0 "), "{err}");
    assert!(!err.contains("-->"), "{err}");
    assert!(
        err.ends_with("\nerror: the blob holds an invalid root signature\n"),
        "{err}"
    );
}

#[test]
fn decode_warnings_do_not_fail() {
    let compiled = run(&["compile", "--text", WARNING_TEXT]);
    assert_status(&compiled, 0);
    let out = run_with_stdin(&["decode", "-"], &compiled.stdout);
    assert_stdout(&out, 0, "StaticSampler(s0, minLOD = 4.0, maxLOD = 2.0)\n");
    assert_eq!(
        stderr(&out),
        "warning[RS0221]: static sampler 0 `StaticSampler(s0)`: minLOD 4 is greater than maxLOD 2\n"
    );
}

#[test]
fn decode_errors() {
    // Bad checksum.
    let mut blob = unhex(CBV_B0_HEX);
    blob[4] ^= 1;
    let out = run_with_stdin(&["decode", "-"], &blob);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        "error: bad container checksum: stored 673e9d2e7186a352f4aea60f9a8ec2bc, computed 663e9d2e7186a352f4aea60f9a8ec2bc\n"
    );

    // Odd-length hex, non-hex text, empty input, a missing file.
    let out = run_with_stdin(&["decode", "-"], b"445 ");
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        "error: hex input has an odd number of digits (3)\n"
    );

    let out = run_with_stdin(&["decode", "-"], b"CBV(b0)");
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        "error: the input is neither a blob nor hex text: 'V' at byte 2 is not a hex digit\n"
    );

    let out = run_with_stdin(&["decode", "-"], b"");
    assert_status(&out, 1);
    assert_eq!(stderr(&out), "error: stdin is empty\n");

    let out = run_with_stdin(&["decode", "-"], b" \n\t");
    assert_status(&out, 1);
    assert_eq!(stderr(&out), "error: stdin is empty\n");

    let missing = scratch("missing.bin");
    let out = run(&["decode", path_str(&missing)]);
    assert_stderr_starts_with(
        &out,
        1,
        &format!("error: cannot read '{}': ", missing.display()),
    );

    // Truncated binary input.
    let out = run_with_stdin(&["decode", "-"], &[1, 0, 0]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        "error: RTS0 part is 3 bytes, shorter than its 24-byte header\n"
    );

    let out = run(&["decode"]);
    assert_status(&out, 2);
}

#[test]
fn decode_unsigned_containers_only_when_allowed() {
    let mut blob = unhex(CBV_B0_HEX);
    blob[4..20].fill(0);
    let out = run_with_stdin(&["decode", "-"], &blob);
    assert_stderr_starts_with(
        &out,
        1,
        "error: bad container checksum: stored 00000000000000000000000000000000, computed ",
    );

    let out = run_with_stdin(&["decode", "--allow-unsigned", "-"], &blob);
    assert_stdout(
        &out,
        0,
        "CBV(b0, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)\n",
    );
    assert_eq!(
        stderr(&out),
        "warning: the container is unsigned (its digest is all zero); CreateRootSignature rejects it\n"
    );
}

#[test]
fn compile_decode_compile_gives_identical_bytes() {
    let text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS),\n\
                RootConstants(num32BitConstants = 3, b0, visibility = SHADER_VISIBILITY_VERTEX),\n\
                CBV(b1), SRV(t0, space = 2), UAV(u0),\n\
                DescriptorTable(CBV(b2, numDescriptors = 2), SRV(t1, offset = 5), UAV(u1, numDescriptors = unbounded)),\n\
                DescriptorTable(Sampler(s0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL),\n\
                DescriptorTable(),\n\
                StaticSampler(s4, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, \
                mipLODBias = -0.1, maxAnisotropy = 8, comparisonFunc = COMPARISON_ALWAYS, \
                borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK, minLOD = -0.0, maxLOD = 1000.5, visibility = SHADER_VISIBILITY_PIXEL)";
    for version in ["1.0", "1.1", "1.2"] {
        for extra in [&[][..], &["--dxc-bytes"][..]] {
            // Explicit flags exist from 1.1 on.
            let text = if version == "1.0" {
                text.to_owned()
            } else {
                format!(
                    "{text}, UAV(u7, space = 5, flags = DATA_STATIC), \
                     DescriptorTable(SRV(t9, space = 5, flags = 0), \
                     UAV(u0, space = 5, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE))"
                )
            };
            let mut args = vec!["compile", "--version", version, "--text", &text];
            args.extend_from_slice(extra);
            let first = run(&args);
            assert_status(&first, 0);
            let decoded = run_with_stdin(&["decode", "-"], &first.stdout);
            assert_status(&decoded, 0);
            let mut again = vec!["compile", "--version", version, "-"];
            again.extend_from_slice(extra);
            let second = run_with_stdin(&again, &decoded.stdout);
            assert_status(&second, 0);
            assert_eq!(
                hex(&second.stdout),
                hex(&first.stdout),
                "version {version} {extra:?}:\n{}",
                stdout(&decoded)
            );
        }
    }
}

// ---- explain ----

#[test]
fn explain_prints_the_explanation() {
    let out = run(&["explain", "RS0217"]);
    assert_stdout(&out, 0, rootsig::explain::explain(Code::RS0217).to_string());
    assert!(stdout(&out).starts_with("RS0217 (error): two bindings overlap\n\n"));
    assert_eq!(stderr(&out), "");

    // Case does not matter, and the prefix may be left out.
    for spelling in ["rs0214", "0214"] {
        let out = run(&["explain", spelling]);
        assert_status(&out, 0);
        assert_eq!(
            stdout(&out),
            rootsig::explain::explain(Code::RS0214).to_string()
        );
    }
}

#[test]
fn explain_list_prints_the_index() {
    let out = run(&["explain", "--list"]);
    assert_status(&out, 0);
    assert_eq!(stdout(&out), rootsig::explain::index());
    assert_eq!(stdout(&out).lines().count(), Code::ALL.len());
    assert!(
        stdout(&out).contains("\nRS0217  error    two bindings overlap\n"),
        "{}",
        stdout(&out)
    );
    assert_eq!(stderr(&out), "");
    // A code and --list together are a usage error.
    let out = run(&["explain", "--list", "RS0217"]);
    assert_status(&out, 2);
}

#[test]
fn explain_unknown_code() {
    let out = run(&["explain", "RS9999"]);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        format!(
            "error: 'RS9999' is not a rootsig diagnostic code (they run {})\n",
            Code::ranges()
        )
    );
    let out = run(&["explain"]);
    assert_status(&out, 2);
}

#[test]
fn decode_warns_when_the_text_cannot_reproduce_the_blob() {
    let sig = rootsig::RootSignature {
        static_samplers: vec![rootsig::StaticSampler {
            max_lod: f32::INFINITY,
            ..rootsig::StaticSampler::new(0)
        }],
        ..rootsig::RootSignature::default()
    };
    let blob = rootsig::encode(&sig, rootsig::EncodingMode::Standard).expect("valid");
    let out = run_with_stdin(&["decode", "-"], blob.as_bytes());
    assert_status(&out, 0);
    assert_eq!(stdout(&out), "StaticSampler(s0, maxLOD = inf)\n");
    assert_eq!(
        stderr(&out),
        "warning: this blob holds values that the root signature language cannot spell \
         (such as an infinite minLOD or maxLOD), so the printed text does not compile back to it\n"
    );
}

// ---- compile --hlsl ----

/// Writes the files of a small shader tree and gives its folder.
fn shader_tree(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("rootsig-cli-tests")
        .join(name);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("shader dir");
        std::fs::write(&path, text).expect("write shader");
    }
    dir
}

/// Runs `rootsig compile --hlsl FILE ARGS… --format hex`.
fn compile_hlsl_to_hex(file: &Path, args: &[&str]) -> Output {
    let mut command = vec!["compile", "--hlsl", path_str(file)];
    command.extend_from_slice(args);
    command.extend_from_slice(&["--format", "hex"]);
    run(&command)
}

/// A shader tree (see [`shader_tree`]) of the one file `name`, holding
/// `text`: the file's path.
fn shader_file(test: &str, name: &str, text: &str) -> PathBuf {
    shader_tree(test, &[(name, text)]).join(name)
}

const PLATFORM_HLSL: &str = "#include <common.hlsli>\n\
#ifdef XBOX\n#define RS \"SRV(t0)\"\n#else\n#define RS \"CBV(b\" SLOT \")\"\n#endif\n\
[RootSignature(RS)]\nvoid main() {}\n\
LocalRootSignature local = { \"CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)\" };\n";

#[test]
fn compile_hlsl_with_defines_and_include_dirs() {
    let dir = shader_tree(
        "hlsl-ok",
        &[
            ("s.hlsl", PLATFORM_HLSL),
            ("inc/common.hlsli", "#pragma once\n#define SLOT 0\n"),
        ],
    );
    let file = dir.join("s.hlsl");
    let inc = dir.join("inc");
    let pc = compile_hlsl_to_hex(&file, &["--define", "RS", "-I", path_str(&inc)]);
    assert_status(&pc, 0);
    assert_eq!(stdout(&pc), format!("{CBV_B0_HEX}\n"));
    let xbox = compile_hlsl_to_hex(
        &file,
        &["--entry", "main", "-D", "XBOX", "-I", path_str(&inc)],
    );
    assert_status(&xbox, 0);
    // The entry point's attribute is a global root signature; the bytes
    // are the same as the text's.
    let text = run(&["compile", "--text", "SRV(t0)", "--format", "hex"]);
    assert_eq!(stdout(&xbox), stdout(&text));
    // A local state object implies the local context, where a visibility
    // other than ALL would be refused; --context overrides it.
    let local = run(&[
        "compile",
        "--hlsl",
        path_str(&file),
        "--subobject",
        "local",
        "-I",
        path_str(&inc),
    ]);
    assert_stderr_starts_with(&local, 1, "error[RS0229]: ");
    let standalone = compile_hlsl_to_hex(
        &file,
        &[
            "--subobject",
            "local",
            "--context",
            "standalone",
            "-I",
            path_str(&inc),
        ],
    );
    assert_status(&standalone, 0);
}

#[test]
fn compile_hlsl_errors_point_into_the_right_file() {
    let dir = shader_tree(
        "hlsl-errors",
        &[
            ("s.hlsl", "#include \"h.hlsli\"\n#define RS A \", \" A\n"),
            ("h.hlsli", "// header\n#define A \"CBV(b0)\"\n"),
            (
                "branches.hlsl",
                "#ifdef XBOX\n#define RS \"CBV(b0)\"\n#endif\n",
            ),
        ],
    );
    let file = dir.join("s.hlsl");
    let out = run(&["compile", "--hlsl", path_str(&file), "--define", "RS"]);
    assert_status(&out, 1);
    let header = dir.join("h.hlsli");
    assert_eq!(
        stderr(&out),
        format!(
            "\
error[RS0217]: root parameter 1 `CBV(b0)` overlaps root parameter 0 `CBV(b0)`: both bind b0 in space 0 for ALL
 --> {}:2:12
  |
2 | #define A \"CBV(b0)\"
  |            ^^^^^^^
  |            |
  |            two bindings overlap
  |            root parameter 0 `CBV(b0)` is here
  |
  = help: use a different register or space, or give the two elements different single-stage visibilities
  = note: for more information about this error, try `rootsig explain RS0217`
",
            header.display(),
        )
    );
    let file = dir.join("branches.hlsl");
    let out = run(&["compile", "--hlsl", path_str(&file), "--define", "RS"]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        format!(
            "\
error[HL0201]: `RS` is defined only in conditional branches that are not active with the given defines
 --> {f}:2:9
  |
2 | #define RS \"CBV(b0)\"
  |         ^^
  |
  = note: {f}:2:9: under `defined(XBOX)`; define XBOX to pick it
  = note: for more information about this error, try `rootsig explain HL0201`
",
            f = file.display()
        )
    );
}

#[test]
fn compile_hlsl_usage_errors_exit_2() {
    for args in [
        &["compile", "--hlsl", "s.hlsl"][..],
        &[
            "compile", "--hlsl", "s.hlsl", "--define", "A", "--entry", "main",
        ],
        &["compile", "--define", "A", "x.rootsig"],
        &[
            "compile", "--hlsl", "s.hlsl", "--define", "A", "--text", "CBV(b0)",
        ],
    ] {
        let out = run(args);
        assert_status(&out, 2);
    }
    let out = run(&["compile", "--hlsl", "/nonexistent/s.hlsl", "--define", "A"]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        "error[HL0001]: cannot read `/nonexistent/s.hlsl`: No such file or directory (os error 2)\n  \
           |\n  \
           = note: for more information about this error, try `rootsig explain HL0001`\n"
    );
}

// ---- bindings, check, derive ----

/// Runs `rootsig COMMAND FILE --entry ENTRY --stage STAGE MORE…`.
fn on_entry(
    command: &str,
    file: &std::path::Path,
    entry: &str,
    stage: &str,
    more: &[&str],
) -> Output {
    let mut args = vec![command, path_str(file), "--entry", entry, "--stage", stage];
    args.extend_from_slice(more);
    run(&args)
}

/// `rootsig check FILE --entry ENTRY --stage STAGE --root-signature SIGNATURE`.
fn check_against(file: &Path, entry: &str, stage: &str, signature: &Path) -> Output {
    on_entry(
        "check",
        file,
        entry,
        stage,
        &["--root-signature", path_str(signature)],
    )
}

const FORWARD_HLSL: &str = "\
cbuffer Camera : register(b0) { float4x4 viewProjection; };
cbuffer Material { float4 tint; };
Texture2D albedo : register(t0);
Texture2D shadowMap;
Texture2D unusedTex;
SamplerState linearSampler : register(s0);
struct VSOut { float4 position : SV_Position; float2 uv : UV; };
#define RS \"CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2)), StaticSampler(s0)\"
[RootSignature(RS)]
VSOut VSMain(float3 p : POSITION) { VSOut o; o.position = mul(viewProjection, float4(p, 1)); o.uv = 0; return o; }
[RootSignature(RS)]
float4 PSMain(VSOut i) : SV_Target { return tint * albedo.Sample(linearSampler, i.uv) * shadowMap.Sample(linearSampler, i.uv); }
";

/// `rootsig COMMAND` on `entry` at `stage` of a fresh copy of
/// `FORWARD_HLSL` in the scratch folder `test`: the file and the output.
fn on_forward(test: &str, command: &str, entry: &str, stage: &str) -> (PathBuf, Output) {
    let file = shader_file(test, "fwd.hlsl", FORWARD_HLSL);
    let out = on_entry(command, &file, entry, stage, &[]);
    (file, out)
}

#[test]
fn bindings_prints_the_table() {
    let (file, out) = on_forward("bindings", "bindings", "PSMain", "pixel");
    assert_stdout(
        &out,
        0,
        "\
// Bindings of PSMain (pixel stage)
Name           Type          Class  Register  Space  Count  Binding   Used
-------------  ------------  -----  --------  -----  -----  --------  ----
Camera         cbuffer       b      b0        0      1      explicit  no
Material       cbuffer       b      b0        0      1      implicit  yes
albedo         Texture2D     t      t0        0      1      explicit  yes
shadowMap      Texture2D     t      t1        0      1      implicit  yes
unusedTex      Texture2D     t      -         0      1      implicit  no
linearSampler  SamplerState  s      s0        0      1      explicit  yes
",
    );
    let json = on_entry("bindings", &file, "VSMain", "vertex", &["--format", "json"]);
    assert_status(&json, 0);
    let text = stdout(&json);
    assert!(text.starts_with("[\n  {\n"), "{text}");
    assert!(text.contains("\"name\": \"Camera\""), "{text}");
    assert!(text.contains("\"lower\": null"), "{text}");
    assert!(text.contains("\"kind\": \"Texture2D\""), "{text}");
    let rows: serde_json::Value = serde_json::from_str(text).expect("json");
    assert_eq!(
        rows[0]["layout"],
        serde_json::json!({ "size": 64, "members": [
            { "name": "viewProjection", "offset": 0, "size": 64, "type": "float4x4", "array": null },
        ] })
    );
    assert_eq!(rows[2]["layout"], serde_json::Value::Null);
}

const LAYOUT_HLSL: &str = "struct Light { float3 dir; float range; };\n\
             cbuffer Lights : register(b0) { uint count; row_major float3x4 m; Light lights[2]; float4 tail : packoffset(c9); };\n\
             float4 main() : SV_Target { return count; }\n";

#[test]
fn bindings_layout_prints_each_constant_buffer() {
    let file = shader_file("layout", "l.hlsl", LAYOUT_HLSL);
    let out = on_entry("bindings", &file, "main", "pixel", &["--layout"]);
    assert_stdout_ends_with(
        &out,
        0,
        "\n// Layout of Lights (160 bytes)\n\
             offset 0 size 4: uint count\n\
             offset 16 size 48: row_major float3x4 m\n\
             offset 64 size 32: Light lights[2] (stride 16)\n\
             \x20 offset 64 size 12: float3 dir\n\
             \x20 offset 76 size 4: float range\n\
             offset 144 size 16: float4 tail\n",
    );
}

const CBUFFER_HLSL: &str = "struct Light { float3 dir; float range; };\n\
    cbuffer Frame : register(b0) { float3 eye; float time; half2 h; Light lights[2]; uint type; };\n\
    cbuffer Unused : register(b1) { float4 never; };\n\
    float4 main() : SV_Target { return eye.x + time + h.x + lights[1].range + type; }\n";

#[test]
fn cbuffer_prints_the_layout_of_each_buffer_the_entry_uses() {
    let dir = shader_tree("cbuffer", &[("c.hlsl", CBUFFER_HLSL)]);
    let file = dir.join("c.hlsl");
    let out = on_entry("cbuffer", &file, "main", "pixel", &[]);
    assert_stdout(
        &out,
        0,
        "// Frame (cbuffer, 68 bytes)\n\
         offset 0 size 12: float3 eye\n\
         offset 12 size 4: float time\n\
         offset 16 size 8: float2 h\n\
         offset 32 size 32: Light lights[2] (stride 16)\n\
         \x20 offset 32 size 12: float3 dir\n\
         \x20 offset 44 size 4: float range\n\
         offset 64 size 4: uint type\n",
    );
    // With 16-bit types, `half2` takes 4 bytes: `lights` still starts a row.
    let out = on_entry("cbuffer", &file, "main", "pixel", &["--enable-16bit-types"]);
    assert_status(&out, 0);
    assert!(
        stdout(&out).contains("offset 16 size 4: float16_t2 h\n"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn cbuffer_rust_prints_exactly_what_core_generates() {
    use rootsig::bindings::{ShaderRequest, Stage, read_bindings};
    use rootsig::cbuffer::{StructNames, rust_source};
    use rootsig::hlsl::FileSystem;
    let file = shader_file("cbuffer-rust", "c.hlsl", CBUFFER_HLSL);
    let frame = ["--rust", "--buffer", "Frame", "--name", "FrameConstants"];
    let out = on_entry("cbuffer", &file, "main", "pixel", &frame);
    assert_status(&out, 0);
    let read = read_bindings(
        &ShaderRequest::new(path_str(&file), "main", Stage::Pixel),
        &mut FileSystem,
    );
    let table = read.result.expect("bindings").table;
    let layout = table.constant_buffer("Frame").expect("Frame");
    let names = StructNames {
        rust: "FrameConstants",
        hlsl: "Frame",
    };
    let expected = rust_source(layout, &names).expect("a struct");
    assert_eq!(stdout(&out), expected);
    assert!(
        expected.contains("pub struct FrameConstantsLight {"),
        "{expected}"
    );
    assert!(expected.contains("    pub type_: u32,\n"), "{expected}");
    // Without --buffer, one struct per buffer used, named after it.
    let out = on_entry("cbuffer", &file, "main", "pixel", &["--rust"]);
    assert_status(&out, 0);
    let text = stdout(&out);
    assert!(text.contains("pub struct Frame {"), "{text}");
    assert!(!text.contains("Unused"), "{text}");
}

#[test]
fn cbuffer_names_the_buffers_an_entry_uses() {
    let dir = shader_tree("cbuffer-names", &[("c.hlsl", CBUFFER_HLSL)]);
    let file = dir.join("c.hlsl");
    let out = on_entry("cbuffer", &file, "main", "pixel", &["--buffer", "Unused"]);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        "error: `main` (pixel) uses no constant buffer named `Unused`; it uses `Frame`\n"
    );
}

const PAIR_HLSL: &str = "struct Pair { double d; float f; };\ncbuffer Draw { Pair p; float g; }\nfloat4 main() : SV_Target { return p.f + g; }\n";

#[test]
fn cbuffer_rust_refuses_what_a_struct_cannot_hold() {
    let file = shader_file("cbuffer-bn0501", "p.hlsl", PAIR_HLSL);
    let plain = ["--rust", "--color", "never"];
    let out = on_entry("cbuffer", &file, "main", "pixel", &plain);
    assert_status(&out, 1);
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        format!(
            "error[BN0501]: `g` cannot be a field of a Rust struct: it starts at byte 12, inside `p`, whose Rust type `DrawPair` takes bytes 0 to 16\n \
             --> {}:2:30\n  \
             |\n\
             2 | cbuffer Draw {{ Pair p; float g; }}\n  \
             |                              ^ a constant-buffer member that a Rust struct cannot hold\n  \
             |\n  \
             = note: for more information about this error, try `rootsig explain BN0501`\n",
            path_str(&file)
        )
    );
}

#[test]
fn check_names_what_the_root_signature_misses() {
    let (file, out) = on_forward("check", "check", "PSMain", "pixel");
    // One line says what was checked.
    assert_stdout(
        &out,
        0,
        format!(
            "{}: the [RootSignature] attribute of PSMain binds the 4 resources that PSMain uses for the pixel stage\n",
            file.display()
        ),
    );
    assert_eq!(stderr(&out), "");
    let vs = on_entry("check", &file, "VSMain", "vertex", &["--define", "RS"]);
    assert_stdout(
        &vs,
        0,
        format!(
            "{}: the root signature `RS` binds the 1 resource that VSMain uses for the vertex stage\n",
            file.display()
        ),
    );
    let rs = file.with_file_name("narrow.rootsig");
    std::fs::write(&rs, "CBV(b0), DescriptorTable(SRV(t0))").expect("write rs");
    let out = check_against(&file, "PSMain", "pixel", &rs);
    assert_status(&out, 1);
    assert_eq!(
        stderr(&out),
        format!(
            "\
error[BN0301]: 'shadowMap' (SRV t1, space 0) is not fully bound by the root signature for the pixel stage
 --> {f}:4:11
  |
4 | Texture2D shadowMap;
  |           ^^^^^^^^^ a used resource is not bound by the root signature
  |
  = help: bind it, for example with DescriptorTable(SRV(t1)) with visibility ALL or PIXEL
  = note: for more information about this error, try `rootsig explain BN0301`

error[BN0301]: 'linearSampler' (sampler s0, space 0) is not fully bound by the root signature for the pixel stage
 --> {f}:6:14
  |
6 | SamplerState linearSampler : register(s0);
  |              ^^^^^^^^^^^^^ a used resource is not bound by the root signature
  |
  = help: bind it, for example with DescriptorTable(Sampler(s0)) with visibility ALL or PIXEL
  = note: for more information about this error, try `rootsig explain BN0301`
",
            f = file.display()
        )
    );
    // A blob works as well as text.
    let blob = file.with_file_name("narrow.rs0");
    let compiled = run(&["compile", path_str(&rs), "-o", path_str(&blob)]);
    assert_status(&compiled, 0);
    let out = check_against(&file, "PSMain", "pixel", &blob);
    assert_status(&out, 1);
    assert_eq!(stderr(&out).matches("error[BN0301]").count(), 2);
}

#[test]
fn derive_writes_a_signature_that_checks() {
    let file = shader_file("derive", "fwd.hlsl", FORWARD_HLSL);
    let with_pixel = ["--entry", "PSMain", "--stage", "pixel"];
    let out = on_entry("derive", &file, "VSMain", "vertex", &with_pixel);
    // VSMain reads a vertex input (POSITION), so the input layout is allowed.
    assert_stdout(
        &out,
        0,
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
         CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL), \
         DescriptorTable(Sampler(s0), visibility = SHADER_VISIBILITY_PIXEL)\n",
    );
    // The pixel shader alone reads no vertex input.
    let ps = on_entry("derive", &file, "PSMain", "pixel", &[]);
    assert_status(&ps, 0);
    assert!(!stdout(&ps).contains("RootFlags"), "{}", stdout(&ps));
    let rs = file.with_file_name("derived.rootsig");
    std::fs::write(&rs, stdout(&out)).expect("write rs");
    for (entry, stage) in [("VSMain", "vertex"), ("PSMain", "pixel")] {
        let check = check_against(&file, entry, stage, &rs);
        assert_status(&check, 0);
    }
    let mismatched = on_entry("derive", &file, "VSMain", "vertex", &["--entry", "PSMain"]);
    assert_status(&mismatched, 1);
}

const TWO_ATTRIBUTES_HLSL: &str = "#if __SHADER_TARGET_MINOR >= 6\n#define RS \"RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)\"\n#endif\n\
             [RootSignature(\"\")]\n[RootSignature(\"CBV(b0)\")]\nfloat4 main() : SV_Target { return 0; }\n";

#[test]
fn compile_hlsl_takes_the_last_attribute_and_the_shader_model() {
    let file = shader_file("engines", "s.hlsl", TWO_ATTRIBUTES_HLSL);
    let out = compile_hlsl_to_hex(&file, &["--entry", "main"]);
    assert_stderr_starts_with(
        &out,
        0,
        "warning[HL0204]: this [RootSignature] attribute is ignored: a later one on the same function replaces it\n",
    );
    // check reads the same attribute, and warns the same way.
    let check = on_entry("check", &file, "main", "pixel", &[]);
    assert_stderr_starts_with(
        &check,
        0,
        "warning[HL0204]: this [RootSignature] attribute is ignored: a later one on the same function replaces it\n",
    );
    // RS exists only from Shader Model 6.6.
    let sm60 = run(&["compile", "--hlsl", path_str(&file), "--define", "RS"]);
    assert_status(&sm60, 1);
    let sm66 = compile_hlsl_to_hex(&file, &["--define", "RS", "--shader-model", "6_6"]);
    assert_status(&sm66, 0);
}

const STRUCT_ARRAY_HLSL: &str = "struct B { RWBuffer<float> Bufs[10]; };\nB b1 : register(u2);\nB b2;\n\
             [numthreads(4,1,1)]\nvoid main() { b1.Bufs[0][0] = b2.Bufs[7][0] + b2.Bufs[2][0] + b2.Bufs[1][0]; }\n";

#[test]
fn bindings_struct_binding_dxc() {
    let file = shader_file("struct-binding", "s.hlsl", STRUCT_ARRAY_HLSL);
    let dxc = ["--struct-binding", "dxc"];
    let out = on_entry("bindings", &file, "main", "compute", &dxc);
    assert_stdout(
        &out,
        0,
        "\
// Bindings of main (compute stage)
Name       Type             Class  Register  Space  Count  Binding   Used
---------  ---------------  -----  --------  -----  -----  --------  ----
b1.Bufs.0  RWBuffer<float>  u      u2        0      1      explicit  yes
b2.Bufs.7  RWBuffer<float>  u      u0        0      1      implicit  yes
b2.Bufs.2  RWBuffer<float>  u      u1        0      1      implicit  yes
b2.Bufs.1  RWBuffer<float>  u      u3        0      1      implicit  yes
",
    );
}

#[test]
fn bindings_prints_names_longer_than_any_format_width() {
    // `{:<w$}` panics for widths past 65,535; the table pads by hand.
    let name = "n".repeat(70_000);
    let file = shader_file(
        "bindings-long-name",
        "long.hlsl",
        &format!("Texture2D {name};\nfloat4 main() : SV_Target {{ return {name}.Load(0); }}\n"),
    );
    let out = on_entry("bindings", &file, "main", "pixel", &[]);
    assert_status(&out, 0);
    let row = stdout(&out).lines().nth(3).expect("a row");
    assert_eq!(
        row,
        format!("{name}  Texture2D  t      t0        0      1      implicit  yes")
    );
}

#[test]
fn bindings_prints_the_vertex_inputs_of_a_vertex_shader() {
    let (_, out) = on_forward("vertex-inputs", "bindings", "VSMain", "vertex");
    assert_stdout_ends_with(
        &out,
        0,
        "\n// reads vertex inputs (POSITION): needs ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT\n",
    );
}

/// `--help` of every command: one line per option, as clap's short layout
/// gives, and `--stage` lists its values.
#[test]
fn every_command_helps_in_the_same_layout() {
    let stages = "[possible values: vertex, hull, domain, geometry, pixel, amplification, mesh, \
                  compute, library, raytracing, node]";
    for command in [
        "compile", "decode", "explain", "bindings", "check", "derive", "cbuffer",
    ] {
        let out = run(&[command, "--help"]);
        assert_status(&out, 0);
        let help = stdout(&out);
        let options = help
            .split("\nOptions:\n")
            .nth(1)
            .expect("an Options section");
        assert!(
            options.lines().all(|l| l.trim_start().starts_with('-')),
            "rootsig {command} --help:\n{help}"
        );
        assert!(!help.contains("see a summary with '-h'"), "{help}");
        let stage = help.lines().find(|l| l.trim_start().starts_with("--stage"));
        if let Some(stage) = stage {
            assert!(stage.ends_with(stages), "rootsig {command}: {stage}");
        }
        assert_eq!(
            stage.is_some(),
            ["bindings", "check", "derive", "cbuffer"].contains(&command),
            "{help}"
        );
    }
}

/// Binary output is not written to a terminal: `script` gives the command
/// a pseudo-terminal as stdout.
#[test]
fn compile_refuses_to_write_binary_to_a_terminal() {
    let binary = env!("CARGO_BIN_EXE_rootsig");
    let on_terminal = |args: &str| {
        Command::new("script")
            .args(["-qec", &format!("'{binary}' {args}"), "/dev/null"])
            .stdin(Stdio::null())
            .output()
            .expect("run script (util-linux)")
    };
    let out = on_terminal("compile --text 'CBV(b0)'");
    assert_status(&out, 1);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n"),
        "error: refusing to write a binary root signature to a terminal; \
         give -o FILE, redirect stdout, or use --format hex\n"
    );
    // Hex is text: it is written.
    let text = on_terminal("compile --format hex --text 'CBV(b0)'");
    assert_status(&text, 0);
    assert_eq!(
        String::from_utf8_lossy(&text.stdout).replace("\r\n", "\n"),
        format!("{CBV_B0_HEX}\n")
    );
    // Piped, the bytes go through as before.
    let piped = run(&["compile", "--text", "CBV(b0)"]);
    assert_status(&piped, 0);
    assert_eq!(hex(&piped.stdout), CBV_B0_HEX);
}
