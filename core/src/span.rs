//! Byte ranges into the source text.

/// A half-open byte range `start..end` into the root signature text.
///
/// ```
/// use rootsig_core::Span;
/// let span = Span::new(4, 7);
/// assert_eq!(&"CBV(b12)"[span.range()], "b12");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Span {
    /// First byte of the range.
    pub start: usize,
    /// One past the last byte of the range.
    pub end: usize,
}

impl Span {
    /// A span from `start` (inclusive) to `end` (exclusive).
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span that covers both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// The span as a `Range`, for slicing the source.
    pub fn range(self) -> core::ops::Range<usize> {
        self.start..self.end
    }

    /// Number of bytes covered.
    pub fn len(self) -> usize {
        self.end - self.start
    }

    /// True when the span covers no bytes (an end-of-input position).
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}
