//! Hostile HLSL input: every case an adversarial campaign found (crashes,
//! memory and time blow-ups, silent cut-offs) is a clear error with its
//! code, or the right answer.

mod common;

use rootsig_core::Code;
use rootsig_core::bindings::{BindingsError, Bound, ShaderRequest, SignatureSource, Stage};
use rootsig_core::hlsl::{
    FileSystem, HlslOptions, Loader, MemoryFiles, Query, read_root_signature,
};

/// The bindings of `main` (pixel stage) of `src`.
fn bindings(src: &[u8]) -> Result<Bound, BindingsError> {
    let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
    common::read_source(src, &request).result
}

/// `main` (pixel stage) of `src` checked against its own
/// `[RootSignature(…)]`.
fn checked(src: &str) -> rootsig_core::bindings::ReadBindings {
    common::check_main(src, SignatureSource::Attribute)
}

/// The first error's code and message.
fn first_error(result: Result<Bound, BindingsError>) -> (Code, String) {
    match result {
        Ok(bound) => panic!("no error: {:?}", bound.table.bindings),
        Err(BindingsError::Read(e)) => (e.code, e.message),
        Err(BindingsError::Diagnostics(d)) => {
            let first = d.iter().next().expect("a diagnostic");
            (first.code, first.message.clone())
        }
    }
}

fn error_of(src: &str) -> (Code, String) {
    first_error(bindings(src.as_bytes()))
}

/// Reads the root signature `#define`d as `name` in `s.hlsl`, among `files`.
fn define_in<const N: usize>(name: &str, files: [(&str, Vec<u8>); N]) -> rootsig_core::hlsl::Read {
    let mut memory = MemoryFiles::default();
    for (path, text) in files {
        memory.insert(path, text);
    }
    read_root_signature(
        "s.hlsl".as_ref(),
        "s.hlsl",
        Query::Define(name),
        &HlslOptions::default(),
        &mut memory,
    )
}

const MAIN: &str = "\nfloat4 main() : SV_Target { return 0; }\n";

#[test]
fn a1_an_array_declarator_at_the_end_of_the_file() {
    // The first group left open is reported.
    for (src, open) in [
        ("Texture2D t[", "["),
        ("typedef Texture2D T[", "["),
        ("struct S { Texture2D t[", "{"),
        ("cbuffer C { float4 x[", "{"),
        ("[+b b[", "["),
    ] {
        assert_eq!(
            error_of(src),
            (
                Code::BN0010,
                format!("this `{open}` is not closed before the end of the file")
            ),
            "{src}"
        );
    }
}

#[test]
fn a2_a_register_annotation_at_the_end_of_the_file() {
    assert_eq!(
        error_of("Texture2D t : register("),
        (
            Code::BN0010,
            "this `(` is not closed before the end of the file".to_owned()
        )
    );
}

#[test]
fn a3_deeply_nested_namespaces_are_refused_not_a_stack_overflow() {
    let depth = 30_000;
    let src = format!(
        "{}Texture2D t;{}{MAIN}",
        "namespace N { ".repeat(depth),
        "}".repeat(depth)
    );
    assert_eq!(
        error_of(&src),
        (
            Code::BN0012,
            "namespaces are nested more than 256 deep".to_owned()
        )
    );
    // At the limit they are read.
    let src = format!(
        "{}Texture2D t;{}{MAIN}",
        "namespace N { ".repeat(256),
        "}".repeat(256)
    );
    assert!(bindings(src.as_bytes()).is_ok());
}

#[test]
fn a5_input_past_the_byte_or_token_budget_is_one_error() {
    let too_long = vec![b' '; rootsig_core::rules::MAX_INPUT_BYTES + 1];
    let read = define_in("RS", [("s.hlsl", too_long)]);
    let e = read.result.unwrap_err();
    assert_eq!(e.code, Code::HL0004);
    assert_eq!(
        e.message,
        "preprocessing stopped: the files read hold more than 67108864 bytes (at `s.hlsl`)"
    );
    // One line of five million tokens stops at the token budget while it
    // is lexed, before its tokens take memory.
    let e = first_error(bindings(&b"a ".repeat(5_000_000)));
    assert_eq!(
        e,
        (
            Code::HL0004,
            "preprocessing stopped: the files read hold more than 4194304 tokens".to_owned()
        )
    );
}

#[test]
fn a6_skipped_defines_under_deeply_nested_conditions() {
    let mut src = String::new();
    for _ in 0..2000 {
        src.push_str("#if A\n");
    }
    src.push_str("#if 0\n");
    for i in 0..2000 {
        src.push_str(&format!("#define D{i} 1\n"));
    }
    src.push_str("#endif\n");
    for _ in 0..2000 {
        src.push_str("#endif\n");
    }
    src.push_str("#define RS \"\"\n");
    let read = define_in("D7", [("s.hlsl", src.into())]);
    let e = read.result.unwrap_err();
    assert_eq!(e.code, Code::HL0201);
    assert_eq!(e.notes.len(), 1);
    assert!(
        e.notes[0].ends_with("and `0`"),
        "{}",
        &e.notes[0][e.notes[0].len() - 40..]
    );
    assert_eq!(e.notes[0].matches("`A`").count(), 2000);
}

#[test]
fn a7_nested_arrays_of_structs_share_one_row_budget() {
    assert_eq!(
        error_of(
            "struct S { Texture2D<float4> t; }; struct T { S x[65536]; }; T big[65536];\
             \nfloat4 main() : SV_Target { return 0; }"
        ),
        (
            Code::BN0206,
            "'big' holds 4294967296 resources in struct elements, more than the 65536 rootsig lists for one shader"
                .to_owned()
        )
    );
}

#[cfg(unix)]
#[test]
fn b1_devices_and_fifos_are_refused_before_reading() {
    let dir = std::env::temp_dir().join(format!("rootsig-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("fifo");
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut targets = vec![std::path::PathBuf::from("/dev/zero")];
    if made.is_ok_and(|s| s.success()) {
        targets.push(fifo.clone());
    }
    for target in targets {
        let main = dir.join("s.hlsl");
        std::fs::write(&main, format!("#include \"{}\"\n", target.display())).unwrap();
        let read = common::read_on_disk(&main, "s.hlsl", Query::Define("RS"));
        let e = read.result.unwrap_err();
        assert_eq!(e.code, Code::HL0001);
        assert_eq!(
            e.message,
            format!(
                "cannot read `{}`: it is not a regular file",
                target.display()
            )
        );
        // Named as the main file too.
        let e = FileSystem.load(&target).unwrap_err();
        assert_eq!(e.to_string(), "it is not a regular file");
    }
}

#[test]
fn b2_a_guarded_header_included_many_times_is_read_once() {
    let mut header = String::from("#ifndef H\n#define H\n");
    for i in 0..2000 {
        header.push_str(&format!("float x{i} = {i} + {i} * {i};\n"));
    }
    header.push_str("#endif // H\n");
    // 20,000 includes of 24,000 tokens would pass the token budget if the
    // skipped copies were read again.
    let main = "#include \"h.hlsli\"\n".repeat(20_000) + "#define RS \"CBV(b0)\"\n";
    let read = define_in("RS", [("h.hlsli", header.into()), ("s.hlsl", main.into())]);
    assert_eq!(read.result.unwrap().text, "CBV(b0)");
}

#[test]
fn b2_tokens_of_skipped_groups_count_against_the_budget() {
    // Not a whole-file guard (code follows the `#endif`), so every copy is
    // read and skipped, and the skipping is counted.
    let mut header = String::from("#ifndef H\n#define H\n");
    header.push_str(&"x ".repeat(100_000));
    header.push_str("\n#endif\nfloat after;\n");
    let read = define_in(
        "RS",
        [
            ("h.hlsli", header.into()),
            ("s.hlsl", "#include \"h.hlsli\"\n".repeat(100).into()),
        ],
    );
    let e = read.result.unwrap_err();
    assert_eq!(e.code, Code::HL0004);
    assert_eq!(
        e.message,
        "preprocessing stopped: the input expands to more than 4194304 tokens"
    );
}

#[test]
fn b3_a_long_elif_chain() {
    let mut src = String::from("#if 0\n");
    src.push_str(&"#elif 0\n".repeat(8187));
    src.push_str("#else\n#define RS \"CBV(b1)\"\n#endif\n");
    let read = define_in("RS", [("s.hlsl", src.into())]);
    assert_eq!(read.result.unwrap().text, "CBV(b1)");
}

/// `levels` struct types, each holding the one before, the first a texture.
fn nested_structs(levels: usize) -> String {
    let mut src = String::from("struct S0 { Texture2D t; };\n");
    for i in 1..levels {
        src.push_str(&format!("struct S{i} {{ S{} s; }};\n", i - 1));
    }
    src
}

#[test]
fn c1_deeply_nested_struct_types_are_checked_or_refused() {
    // 18 levels: the texture inside is bound, and checked.
    let src = nested_structs(18)
        + "S17 deep;\n[RootSignature(\"RootFlags(0)\")]\n\
           float4 main() : SV_Target { return deep.s.s.s.s.s.s.s.s.s.s.s.s.s.s.s.s.s.t.Load(0); }\n";
    let read = checked(&src);
    assert_eq!(first_error(read.result).0, Code::BN0301);
    // Past the limit: refused at the struct that goes past it.
    let src = nested_structs(65) + MAIN;
    assert_eq!(
        error_of(&src),
        (
            Code::BN0012,
            "struct `S64` nests struct types 65 deep, more than 64".to_owned()
        )
    );
}

#[test]
fn c6_every_element_of_a_large_array_of_structs_is_listed() {
    let bound = bindings(
        b"struct S { Texture2D t; };\nS arr[5000];\nTexture2D after;\n\
          float4 main() : SV_Target { return arr[0].t.Load(0) + after.Load(0); }\n",
    )
    .unwrap();
    let rows = &bound.table.bindings;
    assert_eq!(rows.len(), 5001);
    assert_eq!(rows[4999].name, "arr[4999].t");
    assert_eq!(rows[4999].lower, Some(4999));
    assert_eq!(rows[5000].name, "after");
    assert_eq!(rows[5000].lower, Some(5000));
}

/// An unclosed template argument list, a negative array size and
/// `#undef defined`, each before `main`: the error each gets.
#[test]
fn malformed_lines_before_main_are_errors() {
    for (line, code, message) in [
        (
            "Texture2D<float4 x;",
            Code::BN0010,
            "the template argument list of `Texture2D` is not closed",
        ),
        (
            "Texture2D x[-1];",
            Code::BN0011,
            "the array size `-1` is negative",
        ),
        (
            "#undef defined",
            Code::HL0104,
            "`defined` cannot be a macro name",
        ),
    ] {
        let got = error_of(&format!("{line}{MAIN}"));
        assert_eq!(got, (code, message.to_owned()), "{line}");
    }
}

#[test]
fn number_suffixes_in_if_are_cs() {
    for (condition, ok) in [
        ("1u", true),
        ("1ULL", true),
        ("1llu", true),
        ("1uu", false),
        ("1LLL", false),
        ("1lL", false),
    ] {
        let result = bindings(format!("#if {condition}\n#endif{MAIN}").as_bytes());
        if ok {
            assert!(result.is_ok(), "{condition}");
        } else {
            assert_eq!(first_error(result).0, Code::HL0105, "{condition}");
        }
    }
}

#[test]
fn a_line_break_in_a_command_line_define_is_refused() {
    let mut files = MemoryFiles::default();
    files.insert("s.hlsl", "#define RS \"\"\n");
    let read = read_root_signature(
        "s.hlsl".as_ref(),
        "s.hlsl",
        Query::Define("RS"),
        &HlslOptions {
            defines: vec!["A=1\n#include \"/etc/hostname\"".to_owned()],
            ..HlslOptions::default()
        },
        &mut files,
    );
    let e = read.result.unwrap_err();
    assert_eq!(e.code, Code::HL0110);
    assert_eq!(
        e.message,
        "the define `A=1\\n#include \\\"/etc/hostname\\\"` holds a line break"
    );
}

#[cfg(unix)]
#[test]
fn d5_files_are_the_same_by_canonical_path() {
    let dir = std::env::temp_dir().join(format!("rootsig-identity-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("h.h"), "#pragma once\n#define N \"CBV(b0)\"\n").unwrap();
    std::os::unix::fs::symlink(dir.join("h.h"), dir.join("link.h")).unwrap();
    std::os::unix::fs::symlink(dir.join("sub"), dir.join("dirlink")).unwrap();
    // `link.h` is `h.h`: `#pragma once` holds, and `N` is defined once.
    std::fs::write(
        dir.join("s.hlsl"),
        "#include \"h.h\"\n#include \"link.h\"\n#undef N\n#include \"h.h\"\n#ifdef N\n#error read twice\n#endif\n#define RS \"\"\n",
    )
    .unwrap();
    let read = common::read_on_disk(&dir.join("s.hlsl"), "s.hlsl", Query::Define("RS"));
    assert_eq!(read.result.unwrap().text, "");
    // `dirlink/../h.h` is not `h.h` when `dirlink` is a link: it is the
    // parent of `sub`, which is `dir` here, so the same file.
    assert_eq!(
        FileSystem.identity(&dir.join("dirlink/../h.h")),
        FileSystem.identity(&dir.join("h.h"))
    );
}

#[test]
fn many_binding_errors_are_capped_with_a_count() {
    let mut src = String::new();
    for i in 0..150 {
        src.push_str(&format!("Texture2D t{i};\n"));
    }
    let uses: Vec<String> = (0..150).map(|i| format!("t{i}.Load(0)")).collect();
    src.push_str(&format!(
        "[RootSignature(\"RootFlags(0)\")]\nfloat4 main() : SV_Target {{ return {}; }}\n",
        uses.join(" + ")
    ));
    let read = checked(&src);
    let Err(BindingsError::Diagnostics(d)) = read.result else {
        panic!("no diagnostics");
    };
    assert_eq!(d.len(), 101);
    let last = d.iter().last().unwrap();
    assert_eq!(
        (last.code, last.message.as_str()),
        (Code::BN0301, "and 50 more errors not shown")
    );
    assert_eq!(last.span, None);
}

/// The root signature of entry `main` in `src`.
fn entry_text(src: &str) -> String {
    common::root_signature_text(src, Query::Entry("main"), &HlslOptions::default())
        .unwrap_or_else(|e| e)
}

#[test]
fn d3_line_is_the_line_of_the_use_and_follows_line_directives() {
    // `__LINE__` in a macro body gives the line where the macro is used,
    // as cpp does (`cpp -P` prints 3 here).
    let src = "#define L __LINE__\n\n[RootSignature(\"CBV(b\" L \")\")]\n\
               float4 main() : SV_Target { return 0; }\n";
    assert_eq!(entry_text(src), "CBV(b3)");
    // `#line 40` makes the next line 40; cpp gives 41 for the line after.
    let src = "#line 40\n#define L __LINE__\n[RootSignature(\"CBV(b\" L \")\")]\n\
               float4 main() : SV_Target { return 0; }\n";
    assert_eq!(entry_text(src), "CBV(b41)");
    // In the arguments of a call spanning lines, `__LINE__` is its own line
    // (DXC's clang expands arguments where they are written; `cpp -P`
    // prints 3 too). From the body of such a call, it is the line of the
    // call's `)`, as clang takes the end of the expansion (cpp gives the
    // macro name's line, 2).
    let src = "#define F(x, y) x y\n[RootSignature(F(\"CBV(b\"\n__LINE__,\n\")\"))]\n\
               float4 main() : SV_Target { return 0; }\n";
    assert_eq!(entry_text(src), "CBV(b3)");
    let src = "#define G(x) \"CBV(b\" __LINE__ x\n[RootSignature(G(\n\")\"\n))]\n\
               float4 main() : SV_Target { return 0; }\n";
    assert_eq!(entry_text(src), "CBV(b4)");
    // And `#line N "name"` names the file for `__FILE__`.
    let src = "#line 7 \"CBV(b0)\"\n[RootSignature(__FILE__)]\n\
               float4 main() : SV_Target { return 0; }\n";
    assert_eq!(entry_text(src), "CBV(b0)");
}
