//! The root signature language: lex → parse → validate, and print back.

pub mod lex;
pub mod lower;
pub mod parse;
pub mod print;
pub mod validate;

use crate::Span;

/// Which argument of an element a span belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Arg {
    /// The register token (`b0`, `t3`, …).
    Register,
    Space,
    Visibility,
    Flags,
    NumDescriptors,
    Offset,
    Num32BitConstants,
    Filter,
    AddressU,
    AddressV,
    AddressW,
    MipLodBias,
    MaxAnisotropy,
    ComparisonFunc,
    BorderColor,
    MinLod,
    MaxLod,
}

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
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ElementSpans {
    /// The whole element, from its keyword to its closing parenthesis.
    pub span: Span,
    /// The element keyword (`CBV`, `DescriptorTable`, …).
    pub keyword: Span,
    /// Each argument that was written, as `name = value` (or the register token).
    pub args: Vec<(Arg, Span)>,
    /// The label, when one was written.
    pub label: Option<Label>,
}

impl ElementSpans {
    /// The span of an argument, if it was written.
    pub fn arg(&self, arg: Arg) -> Option<Span> {
        self.args.iter().find(|(a, _)| *a == arg).map(|(_, s)| *s)
    }

    /// The span of an argument, or the whole element when it was not written.
    pub fn arg_or_element(&self, arg: Arg) -> Span {
        self.arg(arg).unwrap_or(self.span)
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
