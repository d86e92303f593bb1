//! The `cpp` oracle: gcc's `cpp -P -undef -nostdinc` run on a program that
//! ends by probing `RS`, and the rule that says whether rootsig's reading of
//! `RS` agrees with it. core/tests/preprocess_cpp.rs and the
//! `preprocess_cpp` fuzz target both use it; it needs only `std`, so the
//! fuzz crate includes this file by path.
#![allow(dead_code)] // each includer uses some of these

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

/// True when `cpp` runs.
pub fn available() -> bool {
    Command::new("cpp")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// What `cpp` expands `RS` to at the end of `program`, as text: the program
/// is read from standard input in `dir` (so that `#include "…"` finds files
/// there), with `args` (`-I…`, `-D…`) added. `None` when cpp fails.
pub fn expand_rs(program: &str, dir: Option<&Path>, args: &[String]) -> Option<String> {
    let mut command = Command::new("cpp");
    command
        .args(["-P", "-undef", "-nostdinc"])
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command.spawn().ok()?;
    let probe = format!("{program}\n__BEGIN__ RS __END__\n");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(probe.as_bytes()).ok()?;
    }
    let output = child.wait_with_output().ok()?;
    if !output.status.success() {
        return None;
    }
    let out = String::from_utf8_lossy(&output.stdout);
    let start = out.find("__BEGIN__")? + "__BEGIN__".len();
    let end = out[start..].find("__END__")? + start;
    Some(out[start..end].to_owned())
}

/// How rootsig's reading of `RS` compared with cpp's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    /// Both read the same text.
    Read,
    /// Both refused.
    Refused,
    /// Text rootsig reads as written that this oracle cannot spell (an
    /// escape it does not decode): not compared.
    NotCompared,
}

/// Compares rootsig's text for `RS` (`got`, `None` when it refused) with
/// cpp's tokens for it (`cpp`, `None` when cpp failed).
///
/// When cpp leaves only string literals and numbers, rootsig must read
/// them joined. Otherwise rootsig must refuse, unless `as_text`: a define
/// read as DXC's `-rootsig-define` reads it, as its text with the quotes
/// of its literals stripped and their escapes decoded, which must then be
/// cpp's text, compared without whitespace and quotes.
pub fn compare(cpp: Option<&str>, got: Option<&str>, as_text: bool) -> Result<Agreement, String> {
    let expected = cpp.and_then(join_literals);
    if as_text
        && expected.is_none()
        && let (Some(got), Some(cpp)) = (got, cpp)
    {
        let Some(text) = plain_text(cpp) else {
            return Ok(Agreement::NotCompared);
        };
        let got = squash(got);
        return if got == text {
            Ok(Agreement::Read)
        } else {
            Err(format!("plain text: rootsig {got:?}, cpp {text:?}"))
        };
    }
    match (got, expected.as_deref()) {
        (Some(g), Some(e)) if g == e => Ok(Agreement::Read),
        (None, None) => Ok(Agreement::Refused),
        (got, expected) => Err(format!("rootsig {got:?}, cpp {expected:?}")),
    }
}

/// The text without whitespace and quotes.
pub fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '"')
        .collect()
}

/// The escape after a `\` in a literal, decoded: `\x41`, `\061`, `\n`,
/// `\"`. `None` past a byte (an error in clang) or at the end.
fn escape(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Option<char> {
    match chars.next()? {
        'x' => {
            let mut value = 0u32;
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                value = value.saturating_mul(16) + d;
                chars.next();
            }
            char::from_u32(value).filter(|_| value < 256)
        }
        d @ '0'..='7' => {
            let mut value = d.to_digit(8)?;
            for _ in 0..2 {
                let Some(d) = chars.peek().and_then(|d| d.to_digit(8)) else {
                    break;
                };
                value = value * 8 + d;
                chars.next();
            }
            char::from_u32(value).filter(|_| value < 256)
        }
        'n' => Some('\n'),
        other => Some(other),
    }
}

/// cpp's text with each literal's escapes decoded, then squashed; `None`
/// when an escape does not decode.
fn plain_text(tokens: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = tokens.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '"' {
            out.push(c);
            continue;
        }
        loop {
            match chars.next()? {
                '"' => break,
                '\\' => out.push(escape(&mut chars)?),
                other => out.push(other),
            }
        }
    }
    Some(squash(&out))
}

/// `"a" 12 "b"` → `a12b` (two numbers side by side keep a space between
/// them, and escapes are decoded); `None` for any other token, or for no
/// literal.
pub fn join_literals(tokens: &str) -> Option<String> {
    let mut out = String::new();
    let mut any_literal = false;
    let mut after_number = false;
    let mut chars = tokens.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '"' => {
                any_literal = true;
                after_number = false;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => out.push(escape(&mut chars)?),
                        other => out.push(other),
                    }
                }
            }
            c if c.is_ascii_digit() => {
                if after_number {
                    out.push(' ');
                }
                after_number = true;
                out.push(c);
                // The rest of a preprocessing number: rootsig joins the
                // token as cpp spells it.
                while let Some(&d) = chars.peek().filter(|d| {
                    d.is_ascii_alphanumeric()
                        || **d == '_'
                        || **d == '.'
                        || (matches!(**d, '+' | '-') && out.ends_with(['e', 'E', 'p', 'P']))
                }) {
                    out.push(d);
                    chars.next();
                }
            }
            _ => return None,
        }
    }
    any_literal.then_some(out)
}
