//! Compares the HLSL preprocessor with gcc's `cpp -P -undef -nostdinc` on
//! programs generated from the input: object-like and function-like
//! macros (with `#`, `##`, empty arguments and rescanning), conditionals
//! and `__COUNTER__`, ending with a probe of `RS`.
//!
//! Checks, with core/tests/common/cpp.rs: when `cpp` leaves only string
//! literals and numbers for `RS`, rootsig reads the same text; when it
//! leaves other tokens, rootsig reads them as text (quotes stripped,
//! escapes decoded); when cpp fails, rootsig refuses too. Needs `cpp` on
//! the PATH.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::hlsl::{
    HlslOptions, MemoryFiles, Query, RootSignatureRequest, read_root_signature,
};

/// The oracle the core tests use too.
#[path = "../../core/tests/common/cpp.rs"]
mod cpp;

/// Pieces a program is made of; each input byte picks one.
const NAMES: [&str; 6] = ["A", "B", "C", "F", "G", "RS"];
const PARAMS: [&str; 3] = ["x", "y", "z"];
const ATOMS: [&str; 10] = [
    "\"s\"",
    "\"t\\\\n\"",
    "1",
    "22",
    "A",
    "B",
    "C",
    "F",
    "G",
    "__COUNTER__",
];

struct Bytes<'a>(std::slice::Iter<'a, u8>);

impl Bytes<'_> {
    fn pick<'s>(&mut self, items: &[&'s str]) -> Option<&'s str> {
        Some(items[usize::from(*self.0.next()?) % items.len()])
    }
}

/// A replacement list or argument: atoms, parameters, `#`, `##`, calls.
fn body(bytes: &mut Bytes<'_>, params: &[&str], out: &mut String) -> Option<()> {
    let n = usize::from(*bytes.0.next()?) % 5;
    for k in 0..n {
        let choice = *bytes.0.next()? % 8;
        match choice {
            0 if !params.is_empty() && k + 1 < n => {
                out.push_str(" # ");
                out.push_str(bytes.pick(params)?);
            }
            1 if k > 0 && k + 1 < n => out.push_str(" ## "),
            2 if !params.is_empty() => {
                out.push(' ');
                out.push_str(bytes.pick(params)?);
            }
            3 => {
                out.push(' ');
                out.push_str(bytes.pick(&["F", "G"])?);
                out.push('(');
                let args = usize::from(*bytes.0.next()?) % 3;
                for a in 0..args {
                    if a > 0 {
                        out.push(',');
                    }
                    out.push_str(bytes.pick(&ATOMS)?);
                }
                out.push(')');
            }
            _ => {
                out.push(' ');
                out.push_str(bytes.pick(&ATOMS)?);
            }
        }
    }
    Some(())
}

fn program(data: &[u8]) -> String {
    let mut bytes = Bytes(data.iter());
    let mut out = String::new();
    let mut open = 0;
    while let Some(&op) = bytes.0.next() {
        let step = (|| -> Option<()> {
            match op % 6 {
                0 | 1 => {
                    let name = bytes.pick(&NAMES)?;
                    out.push_str(&format!("#define {name}"));
                    body(&mut bytes, &[], &mut out)?;
                }
                2 => {
                    let name = bytes.pick(&["F", "G"])?;
                    let count = 1 + usize::from(*bytes.0.next()?) % 3;
                    let params = &PARAMS[..count];
                    out.push_str(&format!("#define {name}({})", params.join(", ")));
                    body(&mut bytes, params, &mut out)?;
                }
                3 => out.push_str(&format!("#undef {}", bytes.pick(&NAMES)?)),
                4 if open < 4 => {
                    out.push_str(&format!("#ifdef {}", bytes.pick(&NAMES)?));
                    open += 1;
                }
                _ if open > 0 => {
                    out.push_str(bytes.pick(&["#else", "#endif"])?);
                    if out.ends_with("#endif") {
                        open -= 1;
                    }
                }
                _ => out.push_str("int c = __COUNTER__;"),
            }
            Some(())
        })();
        out.push('\n');
        if step.is_none() {
            break;
        }
    }
    // `#else` twice is an error in both; keep the program well formed.
    for _ in 0..open {
        out.push_str("#endif\n");
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let text = program(data);
    let cpp = cpp::expand_rs(&text, None, &[]);
    let mut files = MemoryFiles::default();
    files.insert("main.hlsl", text.as_bytes());
    let options = HlslOptions::default();
    let request = RootSignatureRequest::new(
        "main.hlsl".as_ref(),
        "main.hlsl",
        Query::Define("RS"),
        &options,
    );
    let read = read_root_signature(&request, &mut files);
    let got = read.result.as_ref().ok().map(|e| e.text.as_str());
    // A define that is not made of literals is read as its text, as DXC's
    // `-rootsig-define` reads it.
    if let Err(e) = cpp::compare(cpp.as_deref(), got, true) {
        panic!(
            "program:\n{text}\n{e}; rootsig: {:?}",
            read.result.as_ref().err().map(|e| &e.message)
        );
    }
});
