//! The HLSL preprocessor against a real one: `cpp -P -undef -nostdinc`
//! from the system's gcc, with the same `-D` and `-I`.
//!
//! Each case generates a small shader tree (a main file, a header beside it
//! and one in an include folder) from the forms real engines use: nested
//! conditionals on defines and arithmetic, macros that build literals from
//! numbers, `#` and `##`, includes with guards and `#pragma once`, and `\`
//! continuations in defines, literals and comments. The root signature that
//! rootsig reads must be exactly the literals `cpp` leaves, joined; where
//! `cpp` leaves anything else, rootsig must refuse.

mod common;

use common::cpp::{self, Agreement};
use rootsig_core::hlsl::{FileSystem, HlslOptions, Query, read_root_signature};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A small deterministic generator (xorshift64*), so a failing case is
/// named by its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

const ELEMENTS: &[&str] = &[
    "CBV(b0)",
    "SRV(t1)",
    "UAV(u2)",
    "RootFlags(0)",
    "CBV(b3, space = 1)",
];
const DEFINES: &[&str] = &["XBOX", "PS5", "PSO__SHADOW", "TIER"];

/// Spells a string literal, sometimes split by a `\` continuation.
fn literal(rng: &mut Rng, text: &str) -> String {
    if rng.chance(20) && text.len() > 2 {
        let cut = 1 + rng.below(text.len() as u64 - 1) as usize;
        if text.is_char_boundary(cut) {
            return format!("\"{}\\\n{}\"", &text[..cut], &text[cut..]);
        }
    }
    format!("\"{text}\"")
}

/// A condition over the generated defines.
fn condition(rng: &mut Rng) -> String {
    let d = rng.pick(DEFINES);
    let n = rng.below(4);
    match rng.below(8) {
        0 => format!("#ifdef {d}"),
        1 => format!("#ifndef {d}"),
        2 => format!("#if defined({d}) && N{n} > 3"),
        3 => format!("#if N{n} * 2 == 8 || !defined {d}"),
        4 => format!("#if (TIER + 0) >= {n} ? 1 : 0"),
        5 => format!("#if {d}"),
        6 => format!("#if N{n} % 3 == 1 /* a comment */ && N{n} << 1 > 2"),
        _ => format!("#if IS_{d} || !IS_{}", rng.pick(DEFINES)),
    }
}

/// One define of a string piece `S{k}`, in one of the ways engines build them.
fn piece(rng: &mut Rng, k: u64) -> String {
    let element = rng.pick(ELEMENTS);
    let cont = if rng.chance(25) { " \\\n    " } else { " " };
    match rng.below(7) {
        0 => format!(
            "#define S{k}{cont}{}",
            literal(rng, &format!("{element}, "))
        ),
        1 => format!(
            "#define S{k} \"RootConstants(num32BitConstants=\"{cont}N{} \", b{k}), \"",
            rng.below(4)
        ),
        2 => format!("#define S{k} SIG(N{})", rng.below(4)),
        3 => format!("#define S{k} CAT(S, {})", rng.below(6)),
        4 => format!("#define S{k} STR({element}) \", \""),
        5 => format!("#define S{k} S{}{cont}S{}", rng.below(6), rng.below(6)),
        _ => format!("#define S{k} /* {element} */ {}", literal(rng, "SRV(t5), ")),
    }
}

/// Lines of conditionals and defines, nested up to `depth`.
fn block(rng: &mut Rng, depth: u32, out: &mut String) {
    for _ in 0..1 + rng.below(4) {
        match rng.below(6) {
            0 | 1 if depth > 0 => {
                let _ = writeln!(out, "{}", condition(rng));
                block(rng, depth - 1, out);
                if rng.chance(40) {
                    let d = rng.pick(DEFINES);
                    let _ = writeln!(out, "#elif defined({d}) || N{} == 2", rng.below(4));
                    block(rng, depth - 1, out);
                }
                if rng.chance(50) {
                    out.push_str("#else // the fallback\n");
                    block(rng, depth - 1, out);
                }
                out.push_str("#endif\n");
            }
            2 => {
                let n = rng.below(4);
                let _ = writeln!(out, "#undef N{n}\n#define N{n} {}", rng.below(9));
            }
            3 if rng.chance(30) => {
                let _ = writeln!(out, "#undef S{}", rng.below(6));
            }
            _ => {
                let k = rng.below(6);
                let _ = writeln!(out, "{}", piece(rng, k));
            }
        }
    }
}

struct Case {
    dir: PathBuf,
    defines: Vec<String>,
    query: &'static str,
}

fn generate(seed: u64, root: &Path) -> Case {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let dir = root.join(format!("case{seed}"));
    std::fs::create_dir_all(dir.join("inc")).expect("case folder");

    let mut common = String::from("#pragma once\n// Shared macros.\n");
    common.push_str("#define STR(x) #x\n#define CAT(a, b) a ## b\n");
    common.push_str("#define SIG(n) \"RootConstants(num32BitConstants=\" #n \", b9), \"\n");
    for n in 0..4 {
        let _ = writeln!(common, "#define N{n} {}", rng.below(9));
    }
    for d in DEFINES {
        let _ = writeln!(common, "#define IS_{d} defined({d})");
    }
    block(&mut rng, 2, &mut common);

    let mut header = String::from("#ifndef HEADER_GUARD\n#define HEADER_GUARD\n");
    header.push_str("#include <common.hlsli>\n");
    block(&mut rng, 2, &mut header);
    header.push_str("#endif\n");

    let mut main = String::from("// \u{30B7}\u{30A7}\u{30FC}\u{30C0}\n#include \"header.hlsli\"\n");
    main.push_str("#include \"header.hlsli\" // guarded: no effect\n");
    main.push_str("#include <common.hlsli> // once: no effect\n");
    block(&mut rng, 3, &mut main);
    let parts: Vec<String> = (0..1 + rng.below(3))
        .map(|_| format!("S{}", rng.below(6)))
        .collect();
    let tail = literal(&mut rng, "StaticSampler(s0)");
    let _ = writeln!(main, "#define RS {} \\\n  {tail}", parts.join(" "));
    let query = if rng.chance(50) {
        "define"
    } else {
        main.push_str("#define ATTRIBUTE [RootSignature(RS)]\nATTRIBUTE\nvoid main() {}\n");
        "entry"
    };

    let write = |path: PathBuf, text: &str| std::fs::write(path, text).expect("write case file");
    write(dir.join("inc/common.hlsli"), &common);
    write(dir.join("header.hlsli"), &header);
    write(dir.join("main.hlsl"), &main);

    let mut defines = Vec::new();
    for d in DEFINES {
        if rng.chance(40) {
            defines.push(if rng.chance(50) {
                format!("{d}={}", rng.below(4))
            } else {
                (*d).to_owned()
            });
        }
    }
    Case {
        dir,
        defines,
        query,
    }
}

/// What `cpp` expands `RS` to at the end of the case's main file, as text;
/// `None` when cpp fails.
fn cpp_output(case: &Case) -> Option<String> {
    let main = std::fs::read_to_string(case.dir.join("main.hlsl")).expect("read main");
    let mut args = vec![format!("-I{}", case.dir.join("inc").display())];
    args.extend(case.defines.iter().map(|d| format!("-D{d}")));
    cpp::expand_rs(&main, Some(&case.dir), &args)
}

/// Programs where rootsig once differed from cpp, each a main file whose
/// `RS` is read at its end.
const CASES: &[&str] = &[
    // `##` with empty arguments: placemarkers (C11 6.10.3.3, and the
    // 6.10.3.5 example 5).
    "#define t(x, y, z) x ## y ## z\n#define RS \"a\" t(,,12) \"b\"\n",
    "#define t(w, x, y, z) w x ## y ## z\n#define RS \"a\" t(1,,,3) \"b\"\n",
    "#define A \"x\"\n#define AB \"y\"\n#define B \"z\"\n#define t(x, y, z) A x ## y ## z\n#define RS t(, , B)\n",
    "#define t(x, y) x ## y\n#define RS \"a\" t(,) t(1,) t(,2) \"b\"\n",
    // Stringizing: whitespace between tokens is one space, none at the ends.
    "#define STR(x) #x\n#define XSTR(x) STR(x)\n#define TWO(a,b) a b\n#define RS XSTR(RootConstants(num32BitConstants=TWO(1,6), b0))\n",
    "#define STR(x) #x\n#define RS STR(  a   +    \"b\\n\"   )\n",
    // `$` is an identifier character.
    "#define RS \"a\"\n#undef RS$X\n#ifdef RS$\n#error RS$ is not RS\n#endif\n",
    // `__COUNTER__` counts in the text too.
    "int a = __COUNTER__;\nint b = __COUNTER__;\n#define RS \"c\" __COUNTER__\n",
    // Digraphs.
    "%:define RS \"d\" <% %>\n%:undef RS\n%:define STR(x) %:x\n%:define RS STR(e)\n",
    // Escapes.
    "#define RS \"\\061\\x30\\x41G\"\n",
    "#define RS \"\\x41B\"\n",
    // Rescanning: a macro is disabled while its expansion is read.
    "#define f(a) a*g\n#define g(a) f(a)\n#define STR(x) #x\n#define XSTR(x) STR(x)\n#define RS XSTR(f(2)(9))\n",
    "#define A B(A)\n#define B(x) x\n#define STR(x) #x\n#define XSTR(x) STR(x)\n#define RS XSTR(A)\n",
    "#define f(x) x f\n#define STR(x) #x\n#define XSTR(x) STR(x)\n#define RS XSTR(f(1)(2))\n",
    "#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n#define z z[0]\n#define STR(x) #x\n#define XSTR(x) STR(x)\n#define RS XSTR(f(y+1) + f(f(z)) % g(2))\n",
    // A paste that makes a preprocessing number of letters (found by the
    // preprocess_cpp fuzz target).
    "#define RS 1 ## __COUNTER__ \"s\"\n",
    // Refused by both.
    "#if 1uu\n#endif\n#define RS \"\"\n",
    "#if 1LLL\n#endif\n#define RS \"\"\n",
    "#undef defined\n#define RS \"\"\n",
    "#define RS \"\\777\"\n",
];

#[test]
fn cases_that_once_differed_agree_with_cpp() {
    if !cpp::available() {
        eprintln!("skipped: `cpp` is not installed");
        return;
    }
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("preprocess-cpp-cases");
    for (k, text) in CASES.iter().enumerate() {
        let dir = root.join(k.to_string());
        std::fs::create_dir_all(dir.join("inc")).expect("case dir");
        std::fs::write(dir.join("main.hlsl"), text).expect("write case");
        let case = Case {
            dir: dir.clone(),
            defines: Vec::new(),
            query: "define",
        };
        let expected = cpp_output(&case).as_deref().and_then(cpp::join_literals);
        let read = common::read_on_disk(&dir.join("main.hlsl"), "main.hlsl", Query::Define("RS"));
        let got = read.result.as_ref().ok().map(|e| e.text.clone());
        assert_eq!(
            got,
            expected,
            "{text}: rootsig {:?}",
            read.result.err().map(|e| e.message)
        );
    }
}

#[test]
fn extracted_text_equals_what_cpp_gives() {
    if !cpp::available() {
        eprintln!(
            "skipped: `cpp` (gcc's C preprocessor) is not installed; \
             on Debian, apt-get install cpp (./scripts/test.sh does it)"
        );
        return;
    }
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("preprocess-cpp");
    let _ = std::fs::remove_dir_all(&root);
    let (mut agreed_ok, mut agreed_err) = (0, 0);
    for seed in 0..400 {
        let case = generate(seed, &root);
        let options = HlslOptions {
            defines: case.defines.clone(),
            include_dirs: vec![case.dir.join("inc")],
            ..HlslOptions::default()
        };
        let query = if case.query == "define" {
            Query::Define("RS")
        } else {
            Query::Entry("main")
        };
        let read = read_root_signature(
            &case.dir.join("main.hlsl"),
            "main.hlsl",
            query,
            &options,
            &mut FileSystem,
        );
        let got = read.result.as_ref().ok().map(|e| e.text.as_str());
        // A define that is not made of literals is read as its text.
        let agreement = cpp::compare(cpp_output(&case).as_deref(), got, case.query == "define")
            .unwrap_or_else(|e| {
                panic!(
                    "seed {seed} ({} with -D {:?}) in {}: {e}; rootsig {}",
                    case.query,
                    case.defines,
                    case.dir.display(),
                    match &read.result {
                        Ok(_) => "read a signature".to_owned(),
                        Err(e) => format!("refused: {}", e.message),
                    }
                )
            });
        match agreement {
            Agreement::Read => agreed_ok += 1,
            Agreement::Refused => agreed_err += 1,
            Agreement::NotCompared => {}
        }
    }
    // Both outcomes must be exercised, or the generator has drifted.
    assert!(
        agreed_ok > 100 && agreed_err > 20,
        "{agreed_ok} read, {agreed_err} refused"
    );
}

/// A define that is not made of string literals is read as its text, as
/// DXC's `-rootsig-define` reads it, even where the text is not a complete
/// macro call (found by the preprocess_cpp fuzz target, whose oracle still
/// expected literals only).
#[test]
fn a_define_of_plain_tokens_is_read_as_its_text() {
    assert_eq!(define_rs("#define RS G(\n"), Ok("G(".to_owned()));
}

/// The text of the define `RS` in a file holding `source`, default options.
fn define_rs(source: &str) -> Result<String, String> {
    common::root_signature_text(source, Query::Define("RS"), &HlslOptions::default())
}

/// Found by the `preprocess_cpp` fuzz target: `G` is an empty object-like
/// macro, so `RS` is `("t\\n","s")`. DXC's `-rootsig-define` reads that as
/// its text, parentheses included, as cpp spells it; an attribute's
/// argument in parentheses is an expression, and keeps its literals only.
#[test]
fn a_define_in_parentheses_keeps_them_as_text() {
    let text = define_rs("#define RS G(\"t\\\\n\",\"s\")\n#define G\n");
    assert_eq!(text, Ok("(t\\n,s)".to_owned()));
    let attribute = common::root_signature_text(
        "[RootSignature((\"CBV(b0)\"))]\nfloat4 main() : SV_Target { return 0; }\n",
        Query::Entry("main"),
        &HlslOptions::default(),
    );
    assert_eq!(attribute, Ok("CBV(b0)".to_owned()));
}
