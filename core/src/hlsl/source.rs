//! The files a preprocessor run read, and places in them.

use std::path::{Path, PathBuf};
use std::rc::Rc;

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
        let spliced = splice(&bytes);
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

/// Shared bytes behind one thin pointer: every token holds one, so a token
/// stays at 40 bytes (a fat `Rc<[u8]>` made it 56, and the copies of the
/// token lists cost page faults and memory traffic in proportion).
pub(crate) type Buffer = Rc<Box<[u8]>>;

/// Bytes as text for messages, one `?` per byte that is not UTF-8, so that
/// byte offsets stay valid in the result.
pub(crate) fn display_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    push_display(&mut out, bytes);
    out
}

/// Appends `bytes` to `out` as [`display_bytes`] shows them.
pub(crate) fn push_display(out: &mut String, bytes: &[u8]) {
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('?');
        }
    }
}

/// A file after line splicing: its bytes without `\`-newline pairs, and for
/// each byte its offset in the file as read.
pub(crate) struct Spliced {
    pub bytes: Buffer,
    /// `raw[i]` is the file offset of `bytes[i]`; `raw[len]` is the file
    /// length. `None` when nothing was spliced: every offset is its own.
    pub raw: Option<Vec<u32>>,
}

impl Spliced {
    /// The file offset of a spliced offset.
    pub fn raw_offset(&self, spliced: u32) -> usize {
        match &self.raw {
            None => (spliced as usize).min(self.bytes.len()),
            Some(raw) => raw
                .get(spliced as usize)
                .or(raw.last())
                .map_or(0, |&r| r as usize),
        }
    }
}

/// A `\` that ends a line, at or after `from`.
fn continuation(file: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(k) = file.get(at..)?.iter().position(|&b| b == b'\\') {
        let i = at + k;
        match (file.get(i + 1), file.get(i + 2)) {
            (Some(b'\n'), _) | (Some(b'\r'), Some(b'\n')) => return Some(i),
            _ => at = i + 1,
        }
    }
    None
}

/// Phase 2: removes each backslash that ends a line, with its newline.
pub(crate) fn splice(file: &[u8]) -> Spliced {
    // `contains` on bytes is a vectorised search; most files have no `\`.
    let first = if file.contains(&b'\\') {
        continuation(file, 0)
    } else {
        None
    };
    let Some(first) = first else {
        return Spliced {
            bytes: Rc::new(Box::from(file)),
            raw: None,
        };
    };
    let mut bytes = Vec::with_capacity(file.len());
    let mut raw = Vec::with_capacity(file.len() + 1);
    bytes.extend_from_slice(&file[..first]);
    raw.extend((0..first).map(offset32));
    let mut i = first;
    while i < file.len() {
        if file[i] == b'\\' {
            match (file.get(i + 1), file.get(i + 2)) {
                (Some(b'\n'), _) => {
                    i += 2;
                    continue;
                }
                (Some(b'\r'), Some(b'\n')) => {
                    i += 3;
                    continue;
                }
                _ => {}
            }
        }
        bytes.push(file[i]);
        raw.push(offset32(i));
        i += 1;
    }
    raw.push(offset32(file.len()));
    Spliced {
        bytes: Rc::new(bytes.into_boxed_slice()),
        raw: Some(raw),
    }
}

/// Offsets are `u32` to keep tokens small; files are capped below 4 GiB
/// by the loader, so this never saturates in practice.
#[inline]
pub(crate) fn offset32(at: usize) -> u32 {
    u32::try_from(at).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splices_lines_and_keeps_file_offsets() {
        let s = splice(b"ab\\\ncd\\\r\ne");
        assert_eq!(&s.bytes[..], b"abcde");
        assert_eq!(s.raw.as_deref(), Some(&[0, 1, 4, 5, 9, 10][..]));
        assert_eq!(s.raw_offset(2), 4);
        // Nothing to splice: offsets are their own.
        let plain = splice(b"a\\b\n");
        assert_eq!(
            (&plain.bytes[..], plain.raw.as_deref()),
            (&b"a\\b\n"[..], None)
        );
        assert_eq!(plain.raw_offset(3), 3);
    }
}
