//! The files a preprocessor run read, and places in them.

use super::lex::{Spliced, display_bytes};
use std::path::{Path, PathBuf};

/// Which file of a [`Sources`] (an index into [`Sources::files`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte offset in one file, as the file was read (before line splicing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Location {
    /// The file.
    pub file: FileId,
    /// The byte offset in it.
    pub offset: usize,
}

/// One file read by the preprocessor.
pub struct SourceFile {
    /// The path it was opened at.
    pub path: PathBuf,
    /// The path for messages: as the caller named the main file, and for a
    /// header the including file's folder (or the include folder) joined
    /// with the name in the `#include`.
    pub display: String,
    /// The bytes as read.
    pub bytes: Vec<u8>,
    pub(crate) spliced: Spliced,
    /// The bytes as text for snippets (see [`SourceFile::display_text`]),
    /// made when first needed.
    text: std::cell::OnceCell<String>,
    /// Offsets where lines start, for line and column numbers (made when
    /// first needed: only diagnostics and `__LINE__` ask).
    line_starts: std::cell::OnceCell<Vec<usize>>,
    /// Where the file starts in the offset space of all files (see
    /// [`Sources::global`]).
    base: usize,
}

impl std::fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceFile")
            .field("path", &self.path)
            .field("display", &self.display)
            .field("len", &self.bytes.len())
            .finish_non_exhaustive()
    }
}

impl SourceFile {
    pub(crate) fn new(path: PathBuf, display: String, bytes: Vec<u8>) -> Self {
        let spliced = super::lex::splice(&bytes);
        SourceFile {
            path,
            display,
            text: std::cell::OnceCell::new(),
            bytes,
            spliced,
            line_starts: std::cell::OnceCell::new(),
            base: 0,
        }
    }

    /// 1-based line and column (in bytes) of a byte offset.
    ///
    /// ```
    /// use rootsig_core::hlsl::{Sources, FileId};
    /// let mut sources = Sources::default();
    /// let id = sources.add("a.hlsl", "a.hlsl", b"x\n  y".to_vec());
    /// assert_eq!(sources.file(id).unwrap().line_column(4), (2, 3));
    /// ```
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(
                    self.bytes
                        .iter()
                        .enumerate()
                        .filter(|&(_, &b)| b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect()
        });
        let offset = offset.min(self.bytes.len());
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts.get(line.wrapping_sub(1)).copied().unwrap_or(0);
        (line.max(1), offset - start + 1)
    }

    /// The file as text for snippets: each byte that is not UTF-8 becomes
    /// `?`, so byte offsets are unchanged.
    pub fn display_text(&self) -> &str {
        self.text.get_or_init(|| display_bytes(&self.bytes))
    }

    /// The length of the identifier, number or literal starting at
    /// `offset` (at least 1), for underlining it.
    pub(crate) fn token_len(&self, offset: usize) -> usize {
        let rest = self.bytes.get(offset..).unwrap_or(&[]);
        let word = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        if word > 0 {
            return word;
        }
        if let [q @ (b'"' | b'\''), tail @ ..] = rest
            && let Some(close) = tail.iter().position(|b| b == q || *b == b'\n')
        {
            return close + 2;
        }
        1
    }

    /// The folder holding the file, for `#include "…"`.
    pub(crate) fn folder(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new(""))
    }
}

/// Every file a preprocessor run read, main file first.
#[derive(Debug, Default)]
pub struct Sources {
    files: Vec<SourceFile>,
}

impl Sources {
    /// Adds a file and gives its id.
    pub fn add(
        &mut self,
        path: impl Into<PathBuf>,
        display: impl Into<String>,
        bytes: Vec<u8>,
    ) -> FileId {
        let id = FileId(u32::try_from(self.files.len()).unwrap_or(u32::MAX));
        let mut file = SourceFile::new(path.into(), display.into(), bytes);
        file.base = self.files.last().map_or(0, |f| f.base + f.bytes.len() + 1);
        self.files.push(file);
        id
    }

    /// A location as one offset in the space of all files, each file after
    /// the previous one and a byte of gap: so that a [`crate::Span`] of a
    /// [`crate::Diagnostic`] can point into any file (see
    /// [`Sources::local`]).
    pub fn global(&self, at: Location) -> usize {
        self.file(at.file)
            .map_or(0, |f| f.base + at.offset.min(f.bytes.len()))
    }

    /// The file and offset of a global offset.
    pub fn local(&self, global: usize) -> Option<Location> {
        let index = self
            .files
            .partition_point(|f| f.base <= global)
            .checked_sub(1)?;
        let file = &self.files[index];
        Some(Location {
            file: FileId(u32::try_from(index).ok()?),
            offset: (global - file.base).min(file.bytes.len()),
        })
    }

    /// The file with this id (`None` for an id of another `Sources`).
    pub fn file(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    /// Every file, in the order they were read.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// `path:line:column` of a location.
    pub fn describe(&self, at: Location) -> String {
        match self.file(at.file) {
            Some(file) => {
                let (line, column) = file.line_column(at.offset);
                format!("{}:{line}:{column}", file.display)
            }
            None => "<unknown file>".to_owned(),
        }
    }

    /// The file offset of a spliced offset.
    pub(crate) fn raw_offset(&self, file: FileId, spliced: u32) -> usize {
        self.file(file).map_or(0, |f| f.spliced.raw_offset(spliced))
    }
}
