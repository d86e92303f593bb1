//! The root signature language: lex → parse → validate, and print back.

pub mod facts;
mod first_cover;
pub mod lex;
pub mod parse;
pub mod print;
pub mod validate;

use crate::span::Span;

pub use parse::Arg;

/// The spans of the arguments written in one element, one slot per
/// [`Arg`], stored inline as offsets from the element's start (an element's
/// source map allocates nothing). Offsets are exact for elements shorter
/// than 4 GiB.
#[derive(Clone, Copy, Default)]
pub(crate) struct ArgSpans {
    /// Bit `arg as usize` is set for each written argument.
    written: u32,
    /// `(start, end)` offsets from the element's start.
    offsets: [(u32, u32); Arg::ALL.len()],
}

impl ArgSpans {
    pub(crate) const NONE: ArgSpans = ArgSpans {
        written: 0,
        offsets: [(0, 0); Arg::ALL.len()],
    };

    /// The span of `arg`, for an element starting at `base`.
    #[inline]
    fn get(&self, base: usize, arg: Arg) -> Option<Span> {
        if self.written & (1 << arg as u32) == 0 {
            return None;
        }
        let (start, end) = *self.offsets.get(arg as usize)?;
        Some(Span::new(
            base.saturating_add(start as usize),
            base.saturating_add(end as usize),
        ))
    }

    /// Records `arg` at `span`, for an element starting at `base`.
    #[inline]
    pub(crate) fn set(&mut self, base: usize, arg: Arg, span: Span) {
        let offset = |at: usize| u32::try_from(at.saturating_sub(base)).unwrap_or(u32::MAX);
        if let Some(slot) = self.offsets.get_mut(arg as usize) {
            *slot = (offset(span.start), offset(span.end));
            self.written |= 1 << arg as u32;
        }
    }

    /// The written arguments, in source order.
    fn written(&self, base: usize) -> Vec<(Arg, Span)> {
        let mut args: Vec<(Arg, Span)> = Arg::ALL
            .iter()
            .filter_map(|&arg| Some((arg, self.get(base, arg)?)))
            .collect();
        args.sort_by_key(|(_, span)| span.start);
        args
    }
}

impl PartialEq for ArgSpans {
    fn eq(&self, other: &Self) -> bool {
        self.written == other.written
            && Arg::ALL
                .iter()
                .all(|&arg| self.get(0, arg) == other.get(0, arg))
    }
}

impl Eq for ArgSpans {}

/// A Rust name given to a root parameter or range with `name: CBV(b0)`
/// (a rootsig extension, accepted only when [`crate::Options::labels`] is set).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label {
    /// The identifier.
    pub name: String,
    /// Where it was written.
    pub span: Span,
}

/// Where one element (a root parameter, a range or a static sampler) was written.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct ElementSpans {
    /// The whole element, from its keyword to its closing parenthesis.
    pub span: Span,
    /// The element keyword (`CBV`, `DescriptorTable`, …).
    pub keyword: Span,
    /// The label, when one was written.
    pub label: Option<Label>,
    /// Each argument that was written, as `name = value` (or the register
    /// token); see [`ElementSpans::arg`] and [`ElementSpans::args`].
    pub(crate) args: ArgSpans,
}

impl ElementSpans {
    /// The span of an argument, if it was written: `name = value`, or the
    /// register token.
    ///
    /// ```
    /// use rootsig_core::{language::Arg, parse, Options, Span};
    /// let (_, map) = parse("CBV(b0, space = 1)", &Options::default()).unwrap();
    /// let cbv = &map.parameters[0].element;
    /// assert_eq!(cbv.arg(Arg::Space), Some(Span::new(8, 17)));
    /// assert_eq!(cbv.arg(Arg::Flags), None);
    /// ```
    #[inline]
    pub fn arg(&self, arg: Arg) -> Option<Span> {
        self.args.get(self.span.start, arg)
    }

    /// Every argument that was written, in source order.
    ///
    /// ```
    /// use rootsig_core::{language::Arg, parse, Options, Span};
    /// let (_, map) = parse("CBV(space = 1, b0)", &Options::default()).unwrap();
    /// assert_eq!(
    ///     map.parameters[0].element.args(),
    ///     [(Arg::Space, Span::new(4, 13)), (Arg::Register, Span::new(15, 17))],
    /// );
    /// ```
    pub fn args(&self) -> Vec<(Arg, Span)> {
        self.args.written(self.span.start)
    }

    /// The span of an argument, or the whole element when it was not written.
    pub fn arg_or_element(&self, arg: Arg) -> Span {
        self.arg(arg).unwrap_or(self.span)
    }
}

impl core::fmt::Debug for ElementSpans {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ElementSpans")
            .field("span", &self.span)
            .field("keyword", &self.keyword)
            .field("label", &self.label)
            .field("args", &self.args())
            .finish()
    }
}

/// Where a root parameter (and, for a table, each of its ranges) was written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParameterSpans {
    /// The parameter element itself.
    pub element: ElementSpans,
    /// One entry per range, for descriptor tables; empty otherwise.
    pub ranges: Vec<ElementSpans>,
}

/// Source positions for a parsed root signature, parallel to its
/// parameters, ranges and static samplers. Descriptions built through the
/// API or decoded from a blob have none.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SourceMap {
    /// The `RootFlags(…)` element, when written.
    pub root_flags: Option<ElementSpans>,
    /// One entry per root parameter, in binary order.
    pub parameters: Vec<ParameterSpans>,
    /// One entry per static sampler, in binary order.
    pub static_samplers: Vec<ElementSpans>,
}
