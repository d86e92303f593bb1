//! Each form real engines use, read the way DXC reads it.

use super::*;

fn files(list: &[(&str, &[u8])]) -> MemoryFiles {
    let mut files = MemoryFiles::default();
    for (path, bytes) in list {
        files.insert(path, bytes.to_vec());
    }
    files
}

fn read_with(list: &[(&str, &[u8])], query: Query<'_>, defines: &[&str]) -> Read {
    let options = HlslOptions {
        defines: defines.iter().map(|d| (*d).to_owned()).collect(),
        include_dirs: vec![PathBuf::from("inc")],
        ..HlslOptions::default()
    };
    read_root_signature(
        list[0].0.as_ref(),
        list[0].0,
        query,
        &options,
        &mut files(list),
    )
}

fn text(list: &[(&str, &[u8])], query: Query<'_>, defines: &[&str]) -> String {
    let read = read_with(list, query, defines);
    match read.result {
        Ok(e) => e.text,
        Err(e) => panic!("{}", e.render(&read.sources, RenderStyle::Plain)),
    }
}

fn error(list: &[(&str, &[u8])], query: Query<'_>, defines: &[&str]) -> String {
    let read = read_with(list, query, defines);
    match read.result {
        Ok(e) => panic!("expected an error, read {:?}", e.text),
        Err(e) => e.render(&read.sources, RenderStyle::Plain),
    }
}

/// The text `query` finds in `s.hlsl` holding `src`, without defines.
fn in_s_hlsl(src: &[u8], query: Query<'_>) -> String {
    text(&[("s.hlsl", src)], query, &[])
}

/// The text of `#define RS` in `s.hlsl` holding `src`, with `defines`.
fn rs(src: &[u8], defines: &[&str]) -> String {
    text(&[("s.hlsl", src)], Query::Define("RS"), defines)
}

/// The rendered error of reading `#define RS` from `s.hlsl` holding `src`.
fn rs_error(src: &[u8], defines: &[&str]) -> String {
    error(&[("s.hlsl", src)], Query::Define("RS"), defines)
}

/// Asserts that `message` begins with `start`, showing it whole if not.
#[track_caller]
fn assert_starts_with(message: &str, start: &str) {
    assert!(message.starts_with(start), "{message}");
}

const IFDEF: &[u8] = b"#ifdef A\n#define RS \"CBV(b0)\"\n#else\n#define RS \"SRV(t0)\"\n#endif\n";

#[test]
fn ifdef_picks_the_active_branch() {
    assert_eq!(rs(IFDEF, &[]), "SRV(t0)");
    assert_eq!(rs(IFDEF, &["A"]), "CBV(b0)");
}

#[test]
fn if_elif_with_defined_and_arithmetic() {
    let src = b"#if defined(PSO__A) && PLATFORM >= 2\n#define RS \"CBV(b0)\"\n\
#elif !defined(PSO__A) || (PLATFORM * 3) % 2 == 1\n#define RS \"SRV(t0)\"\n\
#else\n#define RS \"UAV(u0)\"\n#endif\n";
    for (defines, expected) in [
        (&["PSO__A", "PLATFORM=2"][..], "CBV(b0)"),
        (&["PLATFORM=1"], "SRV(t0)"),
        (&["PSO__A", "PLATFORM=1"], "SRV(t0)"),
        (&["PSO__A", "PLATFORM=0"], "UAV(u0)"),
    ] {
        assert_eq!(rs(src, defines), expected, "{defines:?}");
    }
}

#[test]
fn include_a_shared_header() {
    let list: &[(&str, &[u8])] = &[
        (
            "shaders/s.hlsl",
            b"#include \"CommonRS.hlsli\"\n[RootSignature(Common_RootSig)]\nvoid main() {}\n",
        ),
        (
            "shaders/CommonRS.hlsli",
            b"#ifndef COMMON\n#define COMMON\n#define Common_RootSig \"CBV(b0), \" \\\n  \"SRV(t0)\"\n#endif\n",
        ),
    ];
    assert_eq!(text(list, Query::Entry("main"), &[]), "CBV(b0), SRV(t0)");
    let read = read_with(list, Query::Entry("main"), &[]);
    let e = read.result.unwrap();
    assert_eq!(e.context, Context::Global);
    let s = e.text.find('S').unwrap();
    assert_eq!(
        read.sources.describe(e.locations[s]),
        "shaders/CommonRS.hlsli:4:4"
    );
}

#[test]
fn angle_includes_search_only_the_include_folders() {
    let list: &[(&str, &[u8])] = &[
        ("s.hlsl", b"#include <rs.h>\n"),
        ("inc/rs.h", b"#define RS \"CBV(b0)\"\n"),
        ("rs.h", b"#define RS \"SRV(t0)\"\n"),
    ];
    assert_eq!(text(list, Query::Define("RS"), &[]), "CBV(b0)");
    let list: &[(&str, &[u8])] = &[
        ("s.hlsl", b"#include \"sub\\\\rs.h\"\n"),
        ("sub/rs.h", b"#define RS \"CBV(b1)\"\n"),
    ];
    assert_eq!(text(list, Query::Define("RS"), &[]), "CBV(b1)");
}

#[test]
fn pragma_once_and_guards_stop_repeats() {
    let list: &[(&str, &[u8])] = &[
        (
            "s.hlsl",
            b"#include \"a.h\"\n#include \"a.h\"\n#include \"b.h\"\n#include \"b.h\"\n#define RS STR\n",
        ),
        ("a.h", b"#pragma once\n#ifdef STR\n#error twice\n#endif\n#define STR \"CBV(b0)\"\n"),
        ("b.h", b"#ifndef B\n#define B\n#ifdef SEEN_B\n#error twice\n#endif\n#define SEEN_B\n#endif\n"),
    ];
    assert_eq!(text(list, Query::Define("RS"), &[]), "CBV(b0)");
}

#[test]
fn a_number_between_literals() {
    let src = b"#define CONSTANTS_SIZE 12\n#define RS \"RootConstants(num32BitConstants=\" CONSTANTS_SIZE \", b3)\"\n";
    assert_eq!(rs(src, &[]), "RootConstants(num32BitConstants=12, b3)");
}

#[test]
fn bytes_that_are_not_utf8_outside_literals() {
    let mut src =
        b"// \x83\x56\x83\x46\x81\x5B\x83\x5F\x81\x5B (Shift-JIS)\n/* \xE9t\xE9 */\n".to_vec();
    src.extend_from_slice(b"#define RS \"CBV(b0)\" // \xff\n");
    assert_eq!(rs(&src, &[]), "CBV(b0)");
}

#[test]
fn attributes_made_by_macros() {
    let src = b"#define RS \"CBV(b0)\"\n#define ROOT_SIGNATURE [RootSignature(RS)]\nROOT_SIGNATURE\nvoid vsMain() { }\n";
    assert_eq!(in_s_hlsl(src, Query::Entry("vsMain")), "CBV(b0)");
    let src =
        b"#define RS RootSignature(\"SRV(t0)\")\n[RS]\n[numthreads(8, 8, 1)]\nvoid csMain() { }\n";
    assert_eq!(in_s_hlsl(src, Query::Entry("csMain")), "SRV(t0)");
}

#[test]
fn stringizing_and_pasting() {
    let src =
        b"#define SIG(n) \"RootConstants(num32BitConstants=\" #n \", b0)\"\n#define RS SIG(4)\n";
    assert_eq!(rs(src, &[]), "RootConstants(num32BitConstants=4, b0)");
    let src = b"#define CAT(a, b) a ## b\n#define RS_1 \"CBV(b1)\"\n#define RS CAT(RS_, 1)\n";
    assert_eq!(rs(src, &[]), "CBV(b1)");
}

#[test]
fn state_objects() {
    let src = b"GlobalRootSignature globalRS = { \"UAV(u0)\" };\nLocalRootSignature localRS = { \"RootConstants(num32BitConstants = 1, b0)\" };\n";
    let read = read_with(&[("s.hlsl", src)], Query::Subobject("localRS"), &[]);
    let e = read.result.unwrap();
    assert_eq!(e.text, "RootConstants(num32BitConstants = 1, b0)");
    assert_eq!(e.context, Context::Local);
    let read = read_with(&[("s.hlsl", src)], Query::Subobject("globalRS"), &[]);
    let e = read.result.unwrap();
    assert_eq!((e.text.as_str(), e.context), ("UAV(u0)", Context::Global));
}

#[test]
fn continuations_inside_literals_and_comments() {
    let src = b"// a comment \\\n#define RS \"wrong\"\n#define RS2 \"CB\\\nV(b0)\"\n";
    assert_eq!(in_s_hlsl(src, Query::Define("RS2")), "CBV(b0)");
    assert!(rs_error(src, &[]).starts_with("error[HL0201]: the file has no `#define RS`"));
}

#[test]
fn include_cycles_are_an_error() {
    // Each file includes the other.
    let a_h: &[u8] = b"#include \"b.h\"\n";
    let b_h: &[u8] = b"#include \"a.h\"\n";
    let message = error(&[("a.h", a_h), ("b.h", b_h)], Query::Define("RS"), &[]);
    assert_starts_with(
        &message,
        "error[HL0003]: `#include` nested more than 200 deep",
    );
}

#[test]
fn error_directives_are_errors() {
    let src = b"#ifndef PLATFORM\n#error define PLATFORM\n#endif\n#define RS \"CBV(b0)\"\n";
    assert_eq!(
        rs_error(src, &[]),
        "error[HL0108]: #error define PLATFORM\n --> s.hlsl:2:2\n  |\n2 | #error define PLATFORM\n  |  ^^^^^\n  |\n  \
         = note: for more information about this error, try `rootsig explain HL0108`"
    );
    assert_eq!(rs(src, &["PLATFORM"]), "CBV(b0)");
}

#[test]
fn inactive_branches_are_named_with_what_picks_them() {
    let src = b"#if defined(XBOX)\n#define RS \"CBV(b0)\"\n#elif defined(PS5)\n#define RS \"SRV(t0)\"\n#endif\n";
    assert_eq!(
        rs_error(src, &[]),
        "error[HL0201]: `RS` is defined only in conditional branches that are not active with the given defines\n \
         --> s.hlsl:2:9\n  |\n2 | #define RS \"CBV(b0)\"\n  |         ^^\n  |\n  \
         = note: s.hlsl:2:9: under `defined(XBOX)`; define XBOX to pick it\n  \
         = note: s.hlsl:4:9: under not `defined(XBOX)` and `defined(PS5)`; define PS5 to pick it\n  \
         = note: for more information about this error, try `rootsig explain HL0201`"
    );
}

#[test]
fn diagnostics_render_against_the_file_they_point_into() {
    let list: &[(&str, &[u8])] = &[
        ("s.hlsl", b"#include \"rs.h\"\n#define RS A \", \" A\n"),
        ("rs.h", b"// header\n#define A \"CBV(b0)\"\n"),
    ];
    let read = read_with(list, Query::Define("RS"), &[]);
    let e = read.result.unwrap();
    assert_eq!(e.text, "CBV(b0), CBV(b0)");
    let errors = crate::compile(&e.text, &crate::Options::default()).unwrap_err();
    let rendered = render_diagnostic(
        &read.sources,
        &e,
        errors.iter().next().unwrap(),
        RenderStyle::Plain,
    );
    assert!(
        rendered.starts_with("error[RS0217]: root parameter 1"),
        "{rendered}"
    );
    assert!(rendered.contains(" --> rs.h:2:12\n"), "{rendered}");
    assert!(
        rendered.contains("2 | #define A \"CBV(b0)\"\n"),
        "{rendered}"
    );
}

#[test]
fn unsupported_and_broken_input_is_an_error_never_a_panic() {
    for (src, start) in [
        (
            &b"#define RS\n"[..],
            "error[HL0202]: `#define RS` is empty; expected string literals",
        ),
        (
            b"#if 1 +\n#endif\n",
            "error[HL0105]: the #if expression ends too early\n --> s.hlsl:1:7",
        ),
        (
            b"#if 1\n",
            "error[HL0103]: this conditional has no `#endif` in its file",
        ),
        (b"#endif\n", "error[HL0103]: `#endif` without `#if`"),
        (
            b"#foo\n",
            "error[HL0102]: unknown preprocessing directive `#foo`",
        ),
        (b"/* open", "error[HL0101]: unterminated `/*` comment"),
        (
            b"#define F(x) x\n#define RS F(\"a\"\n",
            "error[HL0106]: unterminated argument list of macro `F`",
        ),
        (
            b"#define RS \"CBV(b0)\"\n#undef RS\n",
            "error[HL0201]: `#define RS` was removed by `#undef RS`",
        ),
        (
            b"#include \"missing.h\"\n",
            "error[HL0002]: cannot find the included file `missing.h` (looked for missing.h, inc/missing.h)",
        ),
        (
            b"#if 1/0\n#endif\n",
            "error[HL0105]: division by zero in a #if expression\n --> s.hlsl:1:6",
        ),
    ] {
        let message = rs_error(src, &[]);
        assert!(
            message.starts_with(start),
            "{}: {message}",
            String::from_utf8_lossy(src)
        );
    }
}

#[test]
fn recursion_and_blowup_stop() {
    // Each level doubles: 2^40 tokens unless the budget stops it.
    let mut src = b"#define L0 \"x\"\n".to_vec();
    for i in 1..=40 {
        src.extend_from_slice(format!("#define L{i} L{} L{}\n", i - 1, i - 1).as_bytes());
    }
    src.extend_from_slice(b"#define RS L40\n");
    let message = rs_error(&src, &[]);
    assert_starts_with(&message, "error[HL0004]: preprocessing stopped");
}

#[test]
fn dash_d_values_are_tokens() {
    let src = b"#define RS SIG\n";
    assert_eq!(rs(src, &["SIG=\"CBV(b0)\""]), "CBV(b0)");
}

#[test]
fn defined_made_by_a_macro_and_a_byte_order_mark() {
    let src = b"\xEF\xBB\xBF#define IS_PC !defined(XBOX)\n#if IS_PC\n#define RS \"CBV(b0)\"\n#else\n#define RS \"SRV(t0)\"\n#endif\n";
    assert_eq!(rs(src, &[]), "CBV(b0)");
    assert_eq!(rs(src, &["XBOX"]), "SRV(t0)");
}

#[test]
fn skipped_groups_only_count_their_directives() {
    let src = b"#if 0\n#ifdef\n#elif garbage (\n#else\n#foo\n#endif\n#error not here\n#endif\n#define RS \"CBV(b0)\"\n";
    assert_eq!(rs(src, &[]), "CBV(b0)");
}
