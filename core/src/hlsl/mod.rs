//! Reading a root signature out of HLSL source, after a C preprocessor,
//! the way DXC does.
//!
//! The preprocessor runs `#if`/`#ifdef`/`#elif`/`#else`, `#include` (with
//! include guards and `#pragma once`), object-like and function-like
//! macros with `#` and `##`, and `\` continuations, on bytes that need not
//! be UTF-8. Then a [`Query`] picks the signature: a `#define` (as
//! `dxc -rootsig-define`), an entry function's `[RootSignature(…)]`, or a
//! DXR `GlobalRootSignature`/`LocalRootSignature` state object. Adjacent
//! string literals are joined, and every byte of the result remembers the
//! file and offset it was written at, so diagnostics point at the real
//! place through includes and macros.
//!
//! ```
//! use rootsig_core::hlsl::{
//!     read_root_signature, HlslOptions, MemoryFiles, Query, RootSignatureRequest,
//! };
//! let mut files = MemoryFiles::default();
//! files.insert("common.hlsli", "#define SIZE 4\n");
//! files.insert(
//!     "shader.hlsl",
//!     "#include \"common.hlsli\"\n\
//!      #ifdef XBOX\n#define RS \"CBV(b0)\"\n#else\n\
//!      #define RS \"RootConstants(num32BitConstants=\" SIZE \", b0)\"\n#endif\n",
//! );
//! let options = HlslOptions::default();
//! let request =
//!     RootSignatureRequest::new("shader.hlsl".as_ref(), "shader.hlsl", Query::Define("RS"), &options);
//! let read = read_root_signature(&request, &mut files);
//! let extracted = read.result.unwrap();
//! assert_eq!(extracted.text, "RootConstants(num32BitConstants=4, b0)");
//! // Every byte knows where it was written: the `4` comes from the header.
//! let four = extracted.text.find('4').unwrap();
//! assert_eq!(read.sources.describe(extracted.locations[four]), "common.hlsli:1:14");
//! ```

pub(crate) mod expr;
pub(crate) mod extract;
pub(crate) mod lex;
mod predefined;
pub(crate) mod preprocess;
mod source;

pub use predefined::{ShaderModel, Stage, Target, predefined};
pub use source::{FileId, Location, SourceFile, Sources};

use crate::diagnostic::{Code, Diagnostic};
use crate::model::Context;
use crate::render::RenderStyle;
use crate::rules::MAX_INPUT_BYTES;
use crate::span::Span;
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

/// The preprocessor's inputs besides the file: `-D` and `-I`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HlslOptions {
    /// `NAME` or `NAME=VALUE`, as `dxc -D`. `NAME` alone defines it as `1`;
    /// the value is preprocessing tokens (`SIZE=4`, `RS="CBV(b0)"`).
    pub defines: Vec<String>,
    /// Folders searched for `#include`, in order, after the including
    /// file's folder (`"…"`) or alone (`<…>`).
    pub include_dirs: Vec<PathBuf>,
    /// The target whose macros DXC predefines ([`predefined`]); a `defines`
    /// entry of the same name replaces one.
    pub target: Target,
}

/// Where the preprocessor gets file contents.
pub trait Loader {
    /// The bytes of the file at `path`. A missing file is
    /// [`io::ErrorKind::NotFound`], so the next include folder is tried;
    /// one larger than [`MAX_INPUT_BYTES`] is best refused as
    /// [`io::ErrorKind::FileTooLarge`].
    fn load(&mut self, path: &Path) -> io::Result<Vec<u8>>;

    /// What makes two paths the same file, for `#pragma once` and include
    /// guards: the path with `.` and `..` resolved by its text, unless the
    /// loader knows better.
    fn identity(&mut self, path: &Path) -> PathBuf {
        preprocess::normalize(path)
    }
}

/// Reads files from the file system: only regular files, at most
/// [`MAX_INPUT_BYTES`] of each, and files are the same when their
/// canonical paths are (symbolic links resolved), as in clang.
#[derive(Debug, Clone, Copy, Default)]
pub struct FileSystem;

impl Loader for FileSystem {
    fn load(&mut self, path: &Path) -> io::Result<Vec<u8>> {
        // Checked before opening: opening a FIFO blocks until it has a
        // writer. A device, FIFO or socket reports no useful size, and
        // reading it may never end.
        let meta = std::fs::metadata(path)?;
        if meta.is_dir() {
            return Err(io::Error::new(io::ErrorKind::NotFound, "it is a folder"));
        }
        if !meta.is_file() {
            return Err(io::Error::other("it is not a regular file"));
        }
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if !meta.is_file() {
            return Err(io::Error::other("it is not a regular file"));
        }
        // What is read is capped, not what the file reports (`/proc` files
        // report 0).
        let cap = MAX_INPUT_BYTES as u64;
        let mut bytes = Vec::with_capacity(meta.len().min(cap) as usize);
        io::Read::read_to_end(&mut io::Read::take(&file, cap + 1), &mut bytes)?;
        if bytes.len() as u64 > cap {
            return Err(io::Error::new(
                io::ErrorKind::FileTooLarge,
                format!("the file is larger than {MAX_INPUT_BYTES} bytes"),
            ));
        }
        Ok(bytes)
    }

    fn identity(&mut self, path: &Path) -> PathBuf {
        std::fs::canonicalize(path).unwrap_or_else(|_| preprocess::normalize(path))
    }
}

/// Files held in memory, keyed by path: for tests, fuzzing and tools that
/// have the source already.
///
/// ```
/// use rootsig_core::hlsl::{Loader, MemoryFiles};
/// let mut files = MemoryFiles::default();
/// files.insert("a/b.hlsli", "#pragma once");
/// assert_eq!(files.load("a/./b.hlsli".as_ref()).unwrap(), b"#pragma once");
/// assert!(files.load("c.hlsl".as_ref()).is_err());
/// ```
#[derive(Debug, Clone, Default)]
pub struct MemoryFiles {
    files: HashMap<PathBuf, Vec<u8>>,
}

impl MemoryFiles {
    /// Adds (or replaces) a file.
    pub fn insert(&mut self, path: impl AsRef<Path>, bytes: impl Into<Vec<u8>>) {
        self.files
            .insert(preprocess::normalize(path.as_ref()), bytes.into());
    }
}

impl Loader for MemoryFiles {
    fn load(&mut self, path: &Path) -> io::Result<Vec<u8>> {
        self.files
            .get(&preprocess::normalize(path))
            .cloned()
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
    }
}

/// Which root signature of the file to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Query<'a> {
    /// A `#define`d name, expanded at the end of the file (`dxc -rootsig-define`).
    Define(&'a str),
    /// The `[RootSignature(…)]` attribute of this entry function.
    Entry(&'a str),
    /// A `GlobalRootSignature` or `LocalRootSignature` state object.
    Subobject(&'a str),
}

/// A root signature read from HLSL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extracted {
    /// The root signature text, literals joined.
    pub text: String,
    /// For each byte of `text`, and one past its end, where it was written.
    pub locations: Vec<Location>,
    /// The context the query implies: global for an entry attribute and a
    /// `GlobalRootSignature`, local for a `LocalRootSignature`, standalone
    /// for a define.
    pub context: Context,
    /// Earlier `[RootSignature]` attributes of the entry, which the last one
    /// replaces as in DXC ([`Extracted::warnings`]).
    pub replaced: Vec<Location>,
}

impl Extracted {
    /// Warnings about the text's source: each `[RootSignature]` attribute
    /// that a later one on the same function replaces.
    pub fn warnings(&self) -> Vec<HlslError> {
        self.replaced
            .iter()
            .map(|&at| HlslError {
                code: Code::HL0204,
                message: "this [RootSignature] attribute is ignored: a later one on the same function replaces it".to_owned(),
                at: Some(at),
                notes: vec!["DXC keeps the last [RootSignature] attribute".to_owned()],
            })
            .collect()
    }

    /// Where a span of `text` was written: the file of its first byte and
    /// the byte range in that file. A span that ends in another file (a
    /// literal joined from a header) is cut to its first byte's token.
    pub fn locate(&self, span: Span) -> Option<(FileId, Span)> {
        let start = *self.locations.get(span.start)?;
        let mut end = start.offset;
        // Extend byte by byte while the bytes stay contiguous in one file.
        for i in span.start..span.end {
            match self.locations.get(i) {
                Some(l) if l.file == start.file && l.offset >= end && l.offset <= end + 8 => {
                    end = l.offset + 1;
                }
                _ => break,
            }
        }
        Some((start.file, Span::new(start.offset, end.max(start.offset))))
    }
}

/// Why no root signature could be read: a preprocessing error, or the
/// query found nothing. Never a different signature.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HlslError {
    /// The rule broken: an `HL` code.
    pub code: Code,
    /// What went wrong.
    pub message: String,
    /// Where, when there is one place.
    pub at: Option<Location>,
    /// More places and hints, each a line.
    pub notes: Vec<String>,
}

/// Everything one read produced: the files it opened (every one, for build
/// tracking) and the result.
#[derive(Debug)]
pub struct Read {
    /// The files read, main file first; a `-D` list is a file named
    /// `<command line>` with an empty path.
    pub sources: Sources,
    /// The root signature, or why there is none.
    pub result: Result<Extracted, HlslError>,
}

/// Which root signature to read, from which file, preprocessed how.
#[derive(Debug, Clone, Copy)]
pub struct RootSignatureRequest<'a> {
    /// The file, as the [`Loader`] opens it.
    pub path: &'a Path,
    /// The file's name in messages: the path as the user wrote it.
    pub display: &'a str,
    /// Which root signature of the file.
    pub query: Query<'a>,
    /// How the file is preprocessed.
    pub options: &'a HlslOptions,
}

impl<'a> RootSignatureRequest<'a> {
    /// The root signature `query` names in the file at `path`, named
    /// `display` in messages, preprocessed with `options`.
    pub fn new(
        path: &'a Path,
        display: &'a str,
        query: Query<'a>,
        options: &'a HlslOptions,
    ) -> Self {
        RootSignatureRequest {
            path,
            display,
            query,
            options,
        }
    }
}

/// Preprocesses the request's file and finds the root signature its query
/// names.
pub fn read_root_signature(request: &RootSignatureRequest<'_>, loader: &mut dyn Loader) -> Read {
    let query = request.query;
    let (sources, result) = preprocess_with(
        request.path,
        request.display,
        request.options,
        loader,
        |pp| extract::extract(pp, query),
    );
    Read { sources, result }
}

/// Starts a preprocessor on the file at `path` (its `-D`s run) and hands it
/// to `then`; gives the files it read, whatever happened.
pub(crate) fn preprocess_with<R>(
    path: &Path,
    display: &str,
    options: &HlslOptions,
    loader: &mut dyn Loader,
    then: impl FnOnce(&mut preprocess::Preprocessor<'_>) -> Result<R, HlslError>,
) -> (Sources, Result<R, HlslError>) {
    match preprocess::Preprocessor::new(loader, path, display, options) {
        Ok(mut pp) => {
            let result = then(&mut pp);
            (pp.sources, result)
        }
        Err((sources, e)) => {
            let error = HlslError::from_pp(&sources, e);
            (sources, Err(error))
        }
    }
}

impl HlslError {
    fn from_pp(sources: &Sources, e: preprocess::PpError) -> Self {
        HlslError {
            code: e.code,
            message: e.message,
            at: e.at.map(|p| Location {
                file: p.file,
                offset: sources.raw_offset(p.file, p.offset),
            }),
            notes: e.notes,
        }
    }

    /// The error in rustc's style, with a snippet of the file it points at.
    ///
    /// ```
    /// use rootsig_core::hlsl::{
    ///     read_root_signature, HlslOptions, MemoryFiles, Query, RootSignatureRequest,
    /// };
    /// use rootsig_core::render::RenderStyle;
    /// let mut files = MemoryFiles::default();
    /// files.insert("s.hlsl", "#error no signature for this platform\n");
    /// let options = HlslOptions::default();
    /// let request = RootSignatureRequest::new("s.hlsl".as_ref(), "s.hlsl", Query::Define("RS"), &options);
    /// let read = read_root_signature(&request, &mut files);
    /// let error = read.result.unwrap_err();
    /// assert_eq!(
    ///     error.render(&read.sources, RenderStyle::Plain),
    ///     "error[HL0108]: #error no signature for this platform\n \
    ///      --> s.hlsl:1:2\n  \
    ///       |\n\
    ///      1 | #error no signature for this platform\n  \
    ///       |  ^^^^^\n  \
    ///       |\n  \
    ///       = note: for more information about this error, try `rootsig explain HL0108`",
    /// );
    /// ```
    pub fn render(&self, sources: &Sources, style: RenderStyle) -> String {
        self.render_as(sources, style, crate::diagnostic::Severity::Error)
    }

    /// Renders it as a warning, such as one of [`Extracted::warnings`].
    pub fn render_warning(&self, sources: &Sources, style: RenderStyle) -> String {
        self.render_as(sources, style, crate::diagnostic::Severity::Warning)
    }

    fn render_as(
        &self,
        sources: &Sources,
        style: RenderStyle,
        severity: crate::diagnostic::Severity,
    ) -> String {
        let at = self.at.and_then(|at| {
            let file = sources.file(at.file)?;
            let len = file.token_len(at.offset);
            Some((file, Span::new(at.offset, at.offset + len), None))
        });
        let notes: Vec<&str> = self.notes.iter().map(String::as_str).collect();
        crate::render::render_parts(
            crate::render::Parts {
                severity,
                code: Some(self.code),
                message: &self.message,
                primary: at
                    .as_ref()
                    .map(|(file, span, label)| crate::render::Primary {
                        source: file.display_text(),
                        origin: &file.display,
                        span: *span,
                        label: *label,
                    }),
                context: Vec::new(),
                notes,
                help: None,
            },
            style,
        )
    }
}

/// Renders a diagnostic of an extracted text against the files it came
/// from: the snippet shows the file of the primary span, related places in
/// that file are labelled in it, and places in other files become notes
/// with their `file:line:column`.
pub fn render_diagnostic(
    sources: &Sources,
    extracted: &Extracted,
    diagnostic: &Diagnostic,
    style: RenderStyle,
) -> String {
    render_located(sources, diagnostic, style, |s| extracted.locate(s))
}

/// Renders a diagnostic whose spans are global offsets of `sources` (see
/// [`Sources::global`]), as [`render_diagnostic`] does for extracted text.
pub fn render_in_sources(sources: &Sources, diagnostic: &Diagnostic, style: RenderStyle) -> String {
    render_located(sources, diagnostic, style, |s| {
        let start = sources.local(s.start)?;
        let end = sources.local(s.end.max(s.start))?;
        let end = if end.file == start.file {
            end.offset
        } else {
            start.offset
        };
        Some((start.file, Span::new(start.offset, end.max(start.offset))))
    })
}

fn render_located(
    sources: &Sources,
    diagnostic: &Diagnostic,
    style: RenderStyle,
    locate: impl Fn(Span) -> Option<(FileId, Span)>,
) -> String {
    let located = |span: Option<Span>| span.and_then(&locate);
    let primary = located(diagnostic.span);
    let primary_file = primary.and_then(|(id, _)| sources.file(id).map(|f| (id, f)));
    let mut context = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    for related in &diagnostic.related {
        match (located(related.span), primary_file) {
            (Some((id, span)), Some((pid, _))) if id == pid => {
                context.push((span, related.label.as_str()));
            }
            (Some((id, span)), _) => notes.push(format!(
                "{} (at {})",
                related.label,
                sources.describe(Location {
                    file: id,
                    offset: span.start
                })
            )),
            (None, _) => notes.push(related.label.clone()),
        }
    }
    let title = diagnostic.code.title();
    let label = (!title.eq_ignore_ascii_case(&diagnostic.message)).then_some(title);
    crate::render::render_parts(
        crate::render::Parts {
            severity: diagnostic.severity,
            code: Some(diagnostic.code),
            message: &diagnostic.message,
            primary: match (primary, primary_file) {
                (Some((_, span)), Some((_, file))) => Some(crate::render::Primary {
                    source: file.display_text(),
                    origin: &file.display,
                    span,
                    label,
                }),
                _ => None,
            },
            context,
            notes: notes.iter().map(String::as_str).collect(),
            help: diagnostic.help.as_deref(),
        },
        style,
    )
}

#[cfg(test)]
mod tests;
