//! The HLSL files the macros read: where a path in a macro call points,
//! the preprocessor's options, and the message when reading fails.
//!
//! ```
//! use rootsig_core::plan::files::{Folders, is_define};
//! let folders = Folders { crate_dir: "/no/such/crate".into(), caller_dir: None };
//! let (main, options) = folders.locate("shaders/a.hlsl", &["X=1".into()], &[]);
//! assert_eq!(main, std::path::Path::new("/no/such/crate/shaders/a.hlsl"));
//! assert_eq!(options.defines, ["X=1"]);
//! assert!(is_define("X=1") && is_define("_Y") && !is_define("1X") && !is_define("=2"));
//! ```

use crate::hlsl::{HlslError, HlslOptions, Sources};
use crate::render::RenderStyle;
use std::path::PathBuf;

/// The folders a path in a macro call is relative to.
#[derive(Debug, Clone, Default)]
pub struct Folders {
    /// The crate's directory (`CARGO_MANIFEST_DIR`), tried first.
    pub crate_dir: PathBuf,
    /// The directory of the file holding the macro call, as `include_str!`
    /// has it, when the compiler says.
    pub caller_dir: Option<PathBuf>,
}

impl Folders {
    /// The file `path` names, and the preprocessor's options with
    /// `defines` and `include_dirs`: relative to the crate directory, or
    /// else to the caller's; include folders resolve the same way.
    pub fn locate(
        &self,
        path: &str,
        defines: &[String],
        include_dirs: &[String],
    ) -> (PathBuf, HlslOptions) {
        let mut main = self.crate_dir.join(path);
        if !main.is_file()
            && let Some(dir) = &self.caller_dir
            && dir.join(path).is_file()
        {
            main = dir.join(path);
        }
        let options = HlslOptions {
            defines: defines.to_vec(),
            include_dirs: include_dirs
                .iter()
                .map(|d| {
                    let in_crate = self.crate_dir.join(d);
                    match &self.caller_dir {
                        Some(dir) if !in_crate.is_dir() && dir.join(d).is_dir() => dir.join(d),
                        _ => in_crate,
                    }
                })
                .collect(),
            ..HlslOptions::default()
        };
        (main, options)
    }
}

/// Whether a `defines` entry is `NAME` or `NAME=VALUE`, `NAME` an
/// identifier.
pub fn is_define(define: &str) -> bool {
    let name = define.split_once('=').map_or(define, |(n, _)| n);
    name.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// Where an error reading HLSL files points in the macro call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadErrorAt {
    /// The path literal.
    Path,
    /// The name that was not found (the define, entry or subobject).
    Name,
}

/// Where an error reading `sources` points, and its message: the path,
/// with the place in the files when there is one; or else the name that
/// was not found, after the file's name.
pub fn read_error(sources: &Sources, e: &HlslError) -> (ReadErrorAt, String) {
    let message = super::messages::coded(&e.render(sources, RenderStyle::Plain));
    // Words added to the header go on its line, so that the explain note
    // stays last.
    let (header, rest) = message.split_once('\n').unwrap_or((&message, ""));
    let rest = if rest.is_empty() {
        String::new()
    } else {
        format!("\n{rest}")
    };
    let main = sources
        .files()
        .iter()
        .find(|f| !f.path.as_os_str().is_empty());
    match (main, e.at) {
        (None, _) => (
            ReadErrorAt::Path,
            format!(
                "{header}; the path is relative to the crate directory (CARGO_MANIFEST_DIR) or to the file holding the macro call{rest}"
            ),
        ),
        (Some(_), Some(_)) => (ReadErrorAt::Path, message.clone()),
        (Some(file), None) => (ReadErrorAt::Name, format!("{}: {message}", file.display)),
    }
}
