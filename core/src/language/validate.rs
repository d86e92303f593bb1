//! The validator: the semantic rules (RS0201–RS0233) and the value-domain
//! rules (RS0301–RS0310) of docs/language.md §5.
//!
//! Every violation is found. Diagnostics are ordered by the start of
//! their primary span when a [`SourceMap`] is given, and otherwise by
//! element: root flags, then root parameters (each followed by its ranges),
//! then static samplers. The report is bounded, in that order
//! ([`crate::diagnostic::MAX_REPEATS`] per code and element, then a
//! summary; [`crate::diagnostic::MAX_DIAGNOSTICS`] in all, then a count of
//! what was left out), and the whole check takes O(n log n) time.
//!
//! Primary spans are as specific as the rule allows: the register token
//! (RS0201), `space = …` (RS0202), `numDescriptors = …` (RS0203, RS0204,
//! RS0214), `offset = …` when written (RS0213, RS0215), `flags = …` (the
//! flag rules, RS0205–RS0211, RS0223–RS0226, RS0304–RS0306), `visibility = …`
//! (RS0227, RS0229, RS0302), the sampler argument a rule is about (RS0218–
//! RS0222, RS0307–RS0310), and the whole element otherwise. Rules about the
//! whole signature point at one element:
//!
//! * RS0228, RS0231, RS0301: the `RootFlags(…)` element;
//! * RS0212: the first range that makes the table mix heaps;
//! * RS0216, RS0217: the later of the two elements (the earlier one is related);
//! * RS0230, RS0232: the root parameter at which the total first goes over the limit;
//! * RS0233: static sampler 2032, the first one past the limit.

use crate::diagnostic::Code;
use crate::diagnostic::{Diagnostic, Diagnostics, Severity};
use crate::diagnostic::{MAX_DIAGNOSTICS, MAX_REPEATS};
use crate::language::facts::{self, BindingOwner, RegisterClass};
use crate::language::first_cover::FirstCover;
use crate::language::{Arg, ElementSpans, SourceMap};
use crate::model::flag_names;
use crate::model::{
    Context, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, DescriptorTable, Filter,
    RootDescriptorFlags, RootFlags, RootParameter, RootParameterKind, RootSignature,
    ShaderVisibility, StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode,
    Version,
};
use crate::rules::{
    FIRST_RESERVED_SPACE, MAX_ANISOTROPY, MAX_LOCAL_ROOT_ARGUMENTS_SIZE, MAX_MIP_LOD_BIAS,
    MAX_ROOT_COST, MAX_STATIC_SAMPLERS, MIN_MIP_LOD_BIAS, SHADER_IDENTIFIER_SIZE,
    SHADER_RECORD_SIZE,
};
use crate::span::Span;
use core::fmt::Write as _;

/// Runs every semantic and value-domain rule.
///
/// `context` decides how `LOCAL_ROOT_SIGNATURE` is treated (docs/language.md §1.3):
/// a signature is local when its flags contain it or the context is
/// [`Context::Local`]; writing it in the [`Context::Global`] context is RS0231.
///
/// ```
/// use rootsig_core::{rules::MAX_ANISOTROPY, *};
/// let too_many = MAX_ANISOTROPY + 1;
/// let mut sig = RootSignature::default();
/// sig.static_samplers.push(StaticSampler { max_anisotropy: too_many, ..StaticSampler::new(0) });
/// let diagnostics = language::validate::validate(&sig, None, Context::Standalone);
/// assert_eq!(diagnostics.codes(), [Code::RS0218]);
/// assert_eq!(
///     diagnostics.0[0].message,
///     format!(
///         "static sampler 0 `StaticSampler(s0)`: maxAnisotropy {too_many} is above the \
///          maximum of {MAX_ANISOTROPY}"
///     ),
/// );
/// ```
pub fn validate(
    signature: &RootSignature,
    source_map: Option<&SourceMap>,
    context: Context,
) -> Diagnostics {
    let local =
        context == Context::Local || signature.flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE);
    let mut v = Validator {
        sig: signature,
        map: source_map,
        out: Vec::new(),
        overlap_pairs: Vec::new(),
    };
    v.root_flags(context, local);
    for (i, parameter) in signature.parameters.iter().enumerate() {
        v.parameter(i, parameter, local);
    }
    for (k, sampler) in signature.static_samplers.iter().enumerate() {
        v.sampler(k, sampler);
    }
    v.overlaps();
    v.limits(local);

    let mut out = core::mem::take(&mut v.out);
    if out.is_empty() {
        return Diagnostics::new();
    }
    // Entries are small; a stable sort keeps push order among equal keys.
    if source_map.is_some() {
        out.sort_by_key(|entry| entry.span.map_or(0, |s| s.start));
    } else {
        out.sort_by_key(|entry| entry.elem.order());
    }
    let scopes = (signature.parameters.len(), signature.static_samplers.len());
    Diagnostics(bound(out.into_iter(), scopes, |pending| v.write(pending)))
}

/// Where repeats of one code are counted: a table and its ranges together,
/// and every other element alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Scope {
    Root,
    Param(usize),
    Sampler(usize),
}

impl Scope {
    fn of(e: Elem) -> Scope {
        match e {
            Elem::RootFlags => Scope::Root,
            Elem::Owner(BindingOwner::Parameter(i) | BindingOwner::Range { parameter: i, .. }) => {
                Scope::Param(i)
            }
            Elem::Owner(BindingOwner::StaticSampler(k)) => Scope::Sampler(k),
        }
    }
}

/// How far one code in one scope has come in [`bound`].
#[derive(Clone, Copy)]
struct Seen {
    code: Code,
    shown: usize,
    summary: Summary,
}

#[derive(Clone, Copy)]
enum Summary {
    None,
    /// At this index of the kept diagnostics.
    Kept(usize),
    /// Past the total limit.
    Left,
}

/// [`Seen`] per scope: a short list of codes for each element.
struct SeenTable {
    root: Vec<Seen>,
    parameters: Vec<Vec<Seen>>,
    samplers: Vec<Vec<Seen>>,
    other: Vec<Seen>,
}

impl SeenTable {
    fn get(&mut self, code: Code, scope: Scope) -> &mut Seen {
        let list = match scope {
            Scope::Root => Some(&mut self.root),
            Scope::Param(i) => self.parameters.get_mut(i),
            Scope::Sampler(k) => self.samplers.get_mut(k),
        }
        .unwrap_or(&mut self.other);
        let at = match list.iter().position(|s| s.code == code) {
            Some(at) => at,
            None => {
                list.push(Seen {
                    code,
                    shown: 0,
                    summary: Summary::None,
                });
                list.len() - 1
            }
        };
        &mut list[at]
    }
}

impl SeenTable {
    fn new((parameters, samplers): (usize, usize)) -> SeenTable {
        SeenTable {
            root: Vec::new(),
            parameters: vec![Vec::new(); parameters],
            samplers: vec![Vec::new(); samplers],
            other: Vec::new(),
        }
    }

    /// The message of each kept place that holds a repeat summary, by the
    /// count of diagnostics each place stands for.
    fn summaries(&self, counts: &[usize]) -> Vec<Option<String>> {
        let mut summaries: Vec<Option<String>> = vec![None; counts.len()];
        let scoped = self
            .parameters
            .iter()
            .enumerate()
            .flat_map(|(i, list)| list.iter().map(move |s| (Scope::Param(i), s)))
            .chain(
                self.samplers
                    .iter()
                    .enumerate()
                    .flat_map(|(k, list)| list.iter().map(move |s| (Scope::Sampler(k), s))),
            )
            .chain(self.root.iter().map(|s| (Scope::Root, s)))
            .chain(self.other.iter().map(|s| (Scope::Root, s)));
        for (scope, state) in scoped {
            if let Summary::Kept(k) = state.summary
                && let (Some(slot), Some(count)) = (summaries.get_mut(k), counts.get(k))
            {
                *slot = Some(repeat_summary(state.code, scope, *count));
            }
        }
        summaries
    }
}

/// What [`bound`] left out past the total limit: errors, warnings, and the
/// code of the first of each.
#[derive(Default)]
struct LeftOut {
    errors: usize,
    warnings: usize,
    first_error: Option<Code>,
    first_warning: Option<Code>,
}

impl LeftOut {
    fn leave(&mut self, code: Code) {
        if code.severity() == Severity::Error {
            self.errors += 1;
            self.first_error.get_or_insert(code);
        } else {
            self.warnings += 1;
            self.first_warning.get_or_insert(code);
        }
    }

    /// The last diagnostic, which counts what was left out (with the code
    /// of the first error, or else of the first warning).
    fn diagnostic(&self) -> Option<Diagnostic> {
        if self.errors + self.warnings == 0 {
            return None;
        }
        let mut parts = Vec::new();
        if self.errors > 0 {
            parts.push(plural(self.errors, "error", "errors"));
        }
        if self.warnings > 0 {
            parts.push(plural(self.warnings, "warning", "warnings"));
        }
        let message = format!(
            "{} left out: only the first {MAX_DIAGNOSTICS} diagnostics are reported",
            parts.join(" and "),
        );
        let code = self
            .first_error
            .or(self.first_warning)
            .unwrap_or(Code::RS0217);
        Some(Diagnostic::new(code, message, None))
    }
}

/// Applies the two limits of [`crate::diagnostic`], in report order: after
/// [`MAX_REPEATS`] diagnostics with one code in one scope, the next is
/// replaced by a summary that counts it and every later one, and after
/// [`MAX_DIAGNOSTICS`] diagnostics one last diagnostic counts the rest.
/// Summaries keep the code and severity of what they count, so a suppressed
/// error still fails a compile and a suppressed warning still fails one
/// that denies warnings. Only the diagnostics shown are written.
fn bound(
    entries: impl Iterator<Item = Entry>,
    scopes: (usize, usize),
    write: impl Fn(Pending) -> Diagnostic,
) -> Vec<Diagnostic> {
    let mut seen = SeenTable::new(scopes);
    // What each kept place holds and how many diagnostics it stands for.
    let mut kept: Vec<Entry> = Vec::new();
    let mut counts: Vec<usize> = Vec::new();
    let mut left = LeftOut::default();
    for entry in entries {
        let code = entry.code;
        let state = seen.get(code, Scope::of(entry.elem));
        if state.shown < MAX_REPEATS {
            state.shown += 1;
            if kept.len() < MAX_DIAGNOSTICS {
                kept.push(entry);
                counts.push(1);
            } else {
                left.leave(code);
            }
            continue;
        }
        match state.summary {
            Summary::Kept(k) => {
                if let Some(count) = counts.get_mut(k) {
                    *count += 1;
                }
            }
            Summary::Left => left.leave(code),
            Summary::None if kept.len() < MAX_DIAGNOSTICS => {
                state.summary = Summary::Kept(kept.len());
                kept.push(entry);
                counts.push(1);
            }
            Summary::None => {
                state.summary = Summary::Left;
                left.leave(code);
            }
        }
    }
    let summaries = seen.summaries(&counts);
    let mut out: Vec<Diagnostic> = kept
        .into_iter()
        .zip(summaries)
        .map(|(entry, summary)| match summary {
            Some(message) => Diagnostic::new(entry.code, message, entry.span),
            None => write(entry.diagnostic),
        })
        .collect();
    out.extend(left.diagnostic());
    out
}

/// The message of a repeat summary.
fn repeat_summary(code: Code, scope: Scope, count: usize) -> String {
    let n = grouped(count);
    let place = match scope {
        Scope::Root => "on RootFlags",
        Scope::Param(_) => "in this table",
        Scope::Sampler(_) => "on this static sampler",
    };
    match code {
        Code::RS0216 => format!("and {n} more range pairs alias {place}"),
        Code::RS0217 => format!("and {n} more bindings overlap {place}"),
        _ => format!("and {n} more {code} diagnostics {place} ({})", code.title()),
    }
}

/// `1 error`, `2,500 errors`.
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// A count with thousands separators: `24,997`.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// An argument of an element, where a message points.
#[derive(Clone, Copy)]
struct ArgOf(Elem, Arg);

/// An element a diagnostic is about: the root flags, or an element that
/// binds registers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Elem {
    RootFlags,
    Owner(BindingOwner),
}

impl Elem {
    /// The sort key used when there is no source map.
    fn order(self) -> (u8, usize, usize) {
        match self {
            Elem::RootFlags => (0, 0, 0),
            Elem::Owner(BindingOwner::Parameter(i)) => (1, i, 0),
            Elem::Owner(BindingOwner::Range { parameter, range }) => {
                (1, parameter, range.saturating_add(1))
            }
            Elem::Owner(BindingOwner::StaticSampler(k)) => (2, k, 0),
        }
    }

    fn param(i: usize) -> Elem {
        Elem::Owner(BindingOwner::Parameter(i))
    }

    fn range(parameter: usize, range: usize) -> Elem {
        Elem::Owner(BindingOwner::Range { parameter, range })
    }

    fn sampler(k: usize) -> Elem {
        Elem::Owner(BindingOwner::StaticSampler(k))
    }
}

struct Entry {
    elem: Elem,
    code: Code,
    span: Option<Span>,
    diagnostic: Pending,
}

/// A diagnostic, or what is needed to write it: the two rules that can
/// report once per element keep their message unwritten until the limits
/// of [`bound`] have decided that it is shown.
enum Pending {
    Ready(Box<Diagnostic>),
    /// RS0217: (later, earlier) at this index of `Validator::overlaps`.
    Overlap(usize),
    /// RS0216.
    Aliasing(Alias),
}

/// RS0216: in table `table`, range `later` shares slots `x..=y` (`y` is
/// `u64::MAX` when unbounded) with the earlier range `earlier`.
#[derive(Clone, Copy)]
struct Alias {
    table: usize,
    later: usize,
    earlier: usize,
    slots: (u64, u64),
}

struct Validator<'a> {
    sig: &'a RootSignature,
    map: Option<&'a SourceMap>,
    out: Vec<Entry>,
    /// The (later, earlier) bindings of each RS0217.
    overlap_pairs: Vec<(Bind, Bind)>,
}

/// One binding in the overlap check (docs/language.md §5.6).
#[derive(Debug, Clone, Copy)]
struct Bind {
    class: RegisterClass,
    space: u32,
    lo: u32,
    /// Inclusive; a bounded range that runs past the last register (RS0204)
    /// is cut at 4294967295.
    hi: u32,
    unbounded: bool,
    visibility: ShaderVisibility,
    /// Collection order: source position (when known), then binary order.
    order: (usize, usize),
    owner: BindingOwner,
    /// (class, space, first register, binary order) as one integer, to
    /// sort by: computed once, and compared faster than the tuple.
    key: u128,
}

impl Bind {
    fn conflicts(&self, other: &Bind) -> bool {
        self.lo <= other.hi
            && other.lo <= self.hi
            && (self.visibility == ShaderVisibility::ALL
                || other.visibility == ShaderVisibility::ALL
                || self.visibility == other.visibility)
    }
}

/// One range's descriptor slots in the RS0216 check.
#[derive(Debug, Clone, Copy)]
struct Slot {
    start: u64,
    /// Inclusive; `u64::MAX` stands for an unbounded range.
    end: u64,
    index: usize,
    range_type: DescriptorRangeType,
}

impl Slot {
    const EMPTY: Slot = Slot {
        start: 0,
        end: 0,
        index: 0,
        range_type: DescriptorRangeType::SRV,
    };

    /// The shared slots, when the two ranges have different types and intersect.
    fn aliases(&self, other: &Slot) -> Option<(u64, u64)> {
        (self.range_type != other.range_type && self.start <= other.end && other.start <= self.end)
            .then(|| (self.start.max(other.start), self.end.min(other.end)))
    }
}

/// Tables with at most this many ranges are checked pairwise on the stack.
const SMALL_TABLE: usize = 8;

/// Whether a range takes part in RS0216.
fn takes_part(r: &DescriptorRange) -> bool {
    r.num_descriptors != 0 && r.range_type.is_known()
}

/// How many ranges take part in RS0216, when they are of more than one type.
fn mixed_types(ranges: &[DescriptorRange]) -> Option<usize> {
    let mut types = ranges
        .iter()
        .filter(|r| takes_part(r))
        .map(|r| r.range_type);
    let first_type = types.next()?;
    let mut count = 1;
    let mut mixed = false;
    for t in types {
        count += 1;
        mixed |= t != first_type;
    }
    mixed.then_some(count)
}

/// RS0216 in a small table, pair by pair from stack storage: (later,
/// earlier, shared slots) for each range that aliases an earlier one.
fn small_table_aliasing(slots: impl Iterator<Item = Slot>) -> Vec<(usize, usize, (u64, u64))> {
    let mut small = [Slot::EMPTY; SMALL_TABLE];
    let mut n = 0;
    for slot in slots {
        if let Some(cell) = small.get_mut(n) {
            *cell = slot;
            n += 1;
        }
    }
    let small = small.get(..n).unwrap_or_default();
    let mut found = Vec::new();
    // Slots are in range order: each range meets its partners in order.
    for (m, later) in small.iter().enumerate() {
        let first = small
            .get(..m)
            .unwrap_or_default()
            .iter()
            .find_map(|earlier| Some((earlier, later.aliases(earlier)?)));
        if let Some((earlier, shared)) = first {
            found.push((later.index, earlier.index, shared));
        }
    }
    found
}

/// RS0216 in a large table, as [`small_table_aliasing`]: one [`FirstCover`]
/// tree per range type; a range asks the trees of the other types for the
/// earliest range that shares a slot with it.
fn tree_aliasing(slots: &[Slot]) -> Vec<(usize, usize, (u64, u64))> {
    let mut starts: Vec<u64> = slots.iter().map(|s| s.start).collect();
    starts.sort_unstable();
    starts.dedup();
    // A tree only for the types present.
    let mut present = [false; 4];
    for slot in slots {
        if let Some(p) = usize::try_from(slot.range_type.0)
            .ok()
            .and_then(|t| present.get_mut(t))
        {
            *p = true;
        }
    }
    let mut trees: [Option<FirstCover>; 4] =
        core::array::from_fn(|t| present[t].then(|| FirstCover::from_sorted(starts.clone())));
    let mut found = Vec::new();
    for (m, slot) in slots.iter().enumerate() {
        let own = usize::try_from(slot.range_type.0).unwrap_or(usize::MAX);
        let earliest = trees
            .iter()
            .enumerate()
            .filter(|(t, _)| *t != own)
            .filter_map(|(_, tree)| tree.as_ref()?.first(slot.start, slot.end))
            .min();
        if let Some((earlier, shared)) = earliest
            .and_then(|k| slots.get(k))
            .and_then(|earlier| Some((earlier, slot.aliases(earlier)?)))
        {
            found.push((slot.index, earlier.index, shared));
        }
        if let Some(Some(tree)) = trees.get_mut(own) {
            tree.insert(slot.start, slot.end, m);
        }
    }
    found
}

/// Overlap clusters up to this size are searched pair by pair.
const SMALL_CLUSTER: usize = 8;

const DATA_FLAGS: DescriptorRangeFlags = DescriptorRangeFlags::DATA_VOLATILE
    .union(DescriptorRangeFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE)
    .union(DescriptorRangeFlags::DATA_STATIC);

const NON_NORMALIZED_FILTER_LIST: &str = "FILTER_MIN_MAG_MIP_POINT, FILTER_MIN_MAG_LINEAR_MIP_POINT, \
FILTER_MINIMUM_MIN_MAG_MIP_POINT, FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT, \
FILTER_MAXIMUM_MIN_MAG_MIP_POINT or FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT";

impl<'a> Validator<'a> {
    // ---- spans, names, output ----

    fn spans(&self, e: Elem) -> Option<&'a ElementSpans> {
        let map = self.map?;
        match e {
            Elem::RootFlags => map.root_flags.as_ref(),
            Elem::Owner(BindingOwner::Parameter(i)) => map.parameters.get(i).map(|p| &p.element),
            Elem::Owner(BindingOwner::Range { parameter, range }) => {
                map.parameters.get(parameter)?.ranges.get(range)
            }
            Elem::Owner(BindingOwner::StaticSampler(k)) => map.static_samplers.get(k),
        }
    }

    /// The whole element.
    fn span(&self, e: Elem) -> Option<Span> {
        self.spans(e).map(|s| s.span)
    }

    /// An argument, or the whole element when it was not written.
    fn arg_span(&self, e: Elem, arg: Arg) -> Option<Span> {
        self.spans(e).map(|s| s.arg_or_element(arg))
    }

    /// An argument, only when it was written.
    fn written(&self, e: Elem, arg: Arg) -> Option<Span> {
        self.spans(e)?.arg(arg)
    }

    /// Pushes `diagnostic` with a secondary label on the argument when the
    /// element writes it.
    fn push_naming_arg(&mut self, ArgOf(e, arg): ArgOf, diagnostic: Diagnostic, label: &str) {
        let diagnostic = match self.written(e, arg) {
            Some(span) => diagnostic.with_related(Some(span), label),
            None => diagnostic,
        };
        self.push(e, diagnostic);
    }

    fn push(&mut self, e: Elem, diagnostic: Diagnostic) {
        self.out.push(Entry {
            elem: e,
            code: diagnostic.code,
            span: diagnostic.span,
            diagnostic: Pending::Ready(Box::new(diagnostic)),
        });
    }

    /// Records a diagnostic to be written only if it is shown.
    fn push_pending(&mut self, e: Elem, code: Code, pending: Pending) {
        let span = self.span(e);
        self.out.push(Entry {
            elem: e,
            code,
            span,
            diagnostic: pending,
        });
    }

    /// Writes a diagnostic that was recorded unwritten.
    fn write(&self, pending: Pending) -> Diagnostic {
        match pending {
            Pending::Ready(d) => *d,
            Pending::Overlap(k) => match self.overlap_pairs.get(k) {
                Some((later, earlier)) => self.overlap(later, earlier),
                None => Diagnostic::new(Code::RS0217, "", None),
            },
            Pending::Aliasing(alias) => self.aliasing(alias),
        }
    }

    fn name(&self, e: Elem) -> String {
        let sig = self.sig;
        match e {
            Elem::RootFlags => "RootFlags".to_owned(),
            Elem::Owner(BindingOwner::Parameter(i)) => match sig.parameters.get(i) {
                Some(p) => param_name(i, p),
                None => format!("root parameter {i}"),
            },
            Elem::Owner(BindingOwner::Range {
                parameter: i,
                range: j,
            }) => match sig.parameters.get(i).map(|p| &p.kind) {
                Some(RootParameterKind::DescriptorTable(t)) => match t.ranges.get(j) {
                    Some(r) => range_name(i, j, r),
                    None => format!("range {j} of root parameter {i}"),
                },
                _ => format!("range {j} of root parameter {i}"),
            },
            Elem::Owner(BindingOwner::StaticSampler(k)) => match sig.static_samplers.get(k) {
                Some(s) => sampler_name(k, s),
                None => format!("static sampler {k}"),
            },
        }
    }

    // ---- root flags ----

    fn root_flags(&mut self, context: Context, local: bool) {
        let flags = self.sig.flags;
        let span = self.span(Elem::RootFlags);
        let unknown = flags.bits() & !RootFlags::all().bits();
        if unknown != 0 {
            let message = format!(
                "root flags 0x{:X} contain unknown bits 0x{unknown:X}",
                flags.bits()
            );
            self.push(
                Elem::RootFlags,
                Diagnostic::new(Code::RS0301, message, span),
            );
        }
        if context == Context::Global && flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE) {
            let d = Diagnostic::new(
                Code::RS0231,
                "LOCAL_ROOT_SIGNATURE cannot be used in a global root signature",
                span,
            )
            .with_help("remove LOCAL_ROOT_SIGNATURE, or use this as a local root signature");
            self.push(Elem::RootFlags, d);
        }
        if local {
            for (name, flag) in RootFlags::all().iter_names() {
                if flag != RootFlags::LOCAL_ROOT_SIGNATURE && flags.contains(flag) {
                    let message = format!("LOCAL_ROOT_SIGNATURE cannot be combined with {name}");
                    self.push(
                        Elem::RootFlags,
                        Diagnostic::new(Code::RS0228, message, span),
                    );
                }
            }
        }
    }

    // ---- root parameters ----

    fn parameter(&mut self, i: usize, parameter: &RootParameter, local: bool) {
        let e = Elem::param(i);
        match &parameter.kind {
            RootParameterKind::Constants(c) => {
                self.register(e, 'b', c.shader_register);
                self.space(e, c.register_space);
            }
            RootParameterKind::Descriptor(kind, d) => {
                self.register(e, kind.register_letter(), d.shader_register);
                self.space(e, d.register_space);
            }
            RootParameterKind::DescriptorTable(_) => {}
        }
        self.parameter_visibility(e, parameter.visibility, local);
        match &parameter.kind {
            RootParameterKind::Descriptor(_, d) => {
                if let Some(flags) = d.flags {
                    self.root_descriptor_flags(e, flags);
                }
            }
            RootParameterKind::DescriptorTable(table) => self.table(i, table),
            RootParameterKind::Constants(_) => {}
        }
    }

    fn parameter_visibility(&mut self, e: Elem, visibility: ShaderVisibility, local: bool) {
        if !visibility.is_known() {
            self.unknown_visibility(e, visibility);
            return;
        }
        if visibility == ShaderVisibility::ALL {
            return;
        }
        let stage = visibility.short_name().unwrap_or("?");
        if let Some(deny) = visibility.deny_flag()
            && self.sig.flags.contains(deny)
        {
            let message = format!(
                "{} is visible only to {stage}, but RootFlags denies that stage root access \
                 (DENY_{stage}_SHADER_ROOT_ACCESS)",
                self.name(e)
            );
            let d = Diagnostic::new(Code::RS0227, message, self.arg_span(e, Arg::Visibility))
                .with_related(
                    self.span(Elem::RootFlags),
                    format!("DENY_{stage}_SHADER_ROOT_ACCESS is set here"),
                )
                .with_help(format!(
                    "remove DENY_{stage}_SHADER_ROOT_ACCESS, or make the parameter visible to \
                     another stage"
                ));
            self.push(e, d);
        }
        if local && visibility != ShaderVisibility::ALL {
            let message = format!(
                "{} must be visible to ALL in a local root signature (found {stage})",
                self.name(e)
            );
            let d = Diagnostic::new(Code::RS0229, message, self.arg_span(e, Arg::Visibility))
                .with_help("remove the visibility argument");
            self.push(e, d);
        }
    }

    fn unknown_visibility(&mut self, e: Elem, visibility: ShaderVisibility) {
        let what = format_args!("shader visibility {}", visibility.0);
        self.unknown_value(ArgOf(e, Arg::Visibility), Code::RS0302, what);
    }

    fn register(&mut self, e: Elem, letter: char, register: u32) {
        if register == u32::MAX {
            let message = format!(
                "{} uses register {letter}{register}, which is reserved; register numbers go up \
                 to 4294967294",
                self.name(e)
            );
            let span = self.arg_span(e, Arg::Register);
            self.push(e, Diagnostic::new(Code::RS0201, message, span));
        }
    }

    fn space(&mut self, e: Elem, space: u32) {
        if space >= FIRST_RESERVED_SPACE {
            let message = format!(
                "{} uses space {space}, which is reserved for the driver and the OS (spaces \
                 {FIRST_RESERVED_SPACE} and above)",
                self.name(e)
            );
            let span = self.arg_span(e, Arg::Space);
            self.push(e, Diagnostic::new(Code::RS0202, message, span));
        }
    }

    fn root_descriptor_flags(&mut self, e: Elem, flags: RootDescriptorFlags) {
        let unknown = flags.bits() & !RootDescriptorFlags::all().bits();
        if unknown != 0 {
            let what = format_args!("root descriptor flag bits 0x{unknown:X}");
            self.unknown_value(ArgOf(e, Arg::Flags), Code::RS0304, what);
        }
        if self.sig.version == Version::V1_0 {
            let implied = RootDescriptorFlags::DATA_VOLATILE;
            if flags != implied {
                self.version_1_0_flags(e, &flag_names(&implied), &flag_names(&flags));
            }
            return;
        }
        let data = flags & RootDescriptorFlags::all();
        if data.bits().count_ones() >= 2 {
            self.several_data_flags(e, Code::RS0207, &flag_names(&data));
        }
    }

    /// RS0207 or RS0208: `flags` holds the two or more DATA_* flags set.
    fn several_data_flags(&mut self, e: Elem, code: Code, flags: &str) {
        let message = format!(
            "{} sets more than one DATA_* flag ({flags}); choose one",
            self.name(e)
        );
        let span = self.arg_span(e, Arg::Flags);
        self.push(e, Diagnostic::new(code, message, span));
    }

    fn version_1_0_flags(&mut self, e: Elem, implied: &str, found: &str) {
        let message = format!(
            "{}: root signature version 1.0 has no flag fields, so 'flags' may only restate the \
             1.0 behaviour ({implied}); found {found}. Remove it or use version 1.1",
            self.name(e)
        );
        self.push(
            e,
            Diagnostic::new(Code::RS0205, message, self.arg_span(e, Arg::Flags)),
        );
    }

    // ---- descriptor tables ----

    fn table(&mut self, i: usize, table: &DescriptorTable) {
        for (j, range) in table.ranges.iter().enumerate() {
            self.range(Elem::range(i, j), range);
        }
        self.mixed_heaps(i, table);
        self.offsets(i, table);
    }

    fn range(&mut self, e: Elem, range: &DescriptorRange) {
        if !range.range_type.is_known() {
            let message = format!(
                "{} has unknown range type {}",
                self.name(e),
                range.range_type.0
            );
            let span = self.span(e);
            self.push(e, Diagnostic::new(Code::RS0303, message, span));
        }
        let letter = range_letter(range.range_type);
        self.register(e, letter, range.base_shader_register);
        self.space(e, range.register_space);
        if range.num_descriptors == 0 {
            let message = format!(
                "{} has numDescriptors = 0; a range needs at least one descriptor",
                self.name(e)
            );
            let span = self.arg_span(e, Arg::NumDescriptors);
            self.push(e, Diagnostic::new(Code::RS0203, message, span));
        } else if !range.is_unbounded() {
            let end = u64::from(range.base_shader_register) + u64::from(range.num_descriptors) - 1;
            if end > u64::from(u32::MAX) {
                let message = format!(
                    "{} runs past the last register: {} descriptors from {letter}{} would end at \
                     {letter}{end}",
                    self.name(e),
                    range.num_descriptors,
                    range.base_shader_register
                );
                let span = self.arg_span(e, Arg::NumDescriptors);
                self.push(e, Diagnostic::new(Code::RS0204, message, span));
            }
        }
        if let Some(flags) = range.flags {
            self.range_flags(e, range.range_type, flags);
        }
    }

    fn range_flags(
        &mut self,
        e: Elem,
        range_type: DescriptorRangeType,
        flags: DescriptorRangeFlags,
    ) {
        let unknown = flags.bits() & !DescriptorRangeFlags::all().bits();
        if unknown != 0 {
            let what = format_args!("descriptor range flag bits 0x{unknown:X}");
            self.unknown_value(ArgOf(e, Arg::Flags), Code::RS0305, what);
        }
        // An unknown range type (RS0303) has no flag rules to apply.
        let Some(class) = RegisterClass::of_range_type(range_type) else {
            return;
        };
        let sampler = class == RegisterClass::Sampler;
        if self.sig.version == Version::V1_0 {
            let implied = if sampler {
                DescriptorRangeFlags::DESCRIPTORS_VOLATILE
            } else {
                DescriptorRangeFlags::DESCRIPTORS_VOLATILE | DescriptorRangeFlags::DATA_VOLATILE
            };
            if flags != implied {
                self.version_1_0_flags(e, &flag_names(&implied), &flag_names(&flags));
            }
            return;
        }
        let data = flags & DATA_FLAGS;
        if sampler {
            if !data.is_empty() {
                let message = format!(
                    "{}: Sampler ranges cannot have DATA_* flags ({}) because samplers have no data",
                    self.name(e),
                    flag_names(&data)
                );
                self.push(
                    e,
                    Diagnostic::new(Code::RS0211, message, self.arg_span(e, Arg::Flags)),
                );
            }
        } else {
            if data.bits().count_ones() >= 2 {
                self.several_data_flags(e, Code::RS0208, &flag_names(&data));
            }
            if flags.contains(
                DescriptorRangeFlags::DESCRIPTORS_VOLATILE | DescriptorRangeFlags::DATA_STATIC,
            ) {
                let message = format!(
                    "{} combines DESCRIPTORS_VOLATILE with DATA_STATIC; volatile descriptors \
                     allow only DATA_VOLATILE or DATA_STATIC_WHILE_SET_AT_EXECUTE",
                    self.name(e)
                );
                self.push(
                    e,
                    Diagnostic::new(Code::RS0209, message, self.arg_span(e, Arg::Flags)),
                );
            }
        }
        if flags.contains(
            DescriptorRangeFlags::DESCRIPTORS_VOLATILE
                | DescriptorRangeFlags::DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS,
        ) {
            let message = format!(
                "{} combines DESCRIPTORS_VOLATILE with DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS; \
                 descriptors cannot be both volatile and static",
                self.name(e)
            );
            self.push(
                e,
                Diagnostic::new(Code::RS0210, message, self.arg_span(e, Arg::Flags)),
            );
        }
    }

    /// RS0212, reported once per table on the first range that makes the
    /// table mix the two heaps.
    fn mixed_heaps(&mut self, i: usize, table: &DescriptorTable) {
        let first_sampler = table
            .ranges
            .iter()
            .position(|r| r.range_type == DescriptorRangeType::SAMPLER);
        let first_other = table.ranges.iter().position(|r| {
            RegisterClass::of_range_type(r.range_type).is_some_and(|c| c != RegisterClass::Sampler)
        });
        let (Some(a), Some(b)) = (first_sampler, first_other) else {
            return;
        };
        let other_type = table
            .ranges
            .get(b)
            .and_then(|r| r.range_type.name())
            .unwrap_or("CBV/SRV/UAV");
        let message = format!(
            "{} mixes Sampler ranges with CBV/SRV/UAV ranges (range {a} is Sampler, range {b} is \
             {other_type}); put samplers in their own table",
            self.name(Elem::param(i))
        );
        let (later, earlier) = (Elem::range(i, a.max(b)), Elem::range(i, a.min(b)));
        let d = Diagnostic::new(Code::RS0212, message, self.span(later)).with_related(
            self.span(earlier),
            format!("{} is here", self.name(earlier)),
        );
        self.push(later, d);
    }

    /// The offset walk of docs/language.md §5.5 (RS0213–RS0216). Ranges with no
    /// descriptors (RS0203) take no part.
    fn offsets(&mut self, i: usize, table: &DescriptorTable) {
        let mut previous: Option<(usize, &DescriptorRange)> = None;
        let mut stopped_at = table.ranges.len();
        for (j, (range, layout)) in table
            .ranges
            .iter()
            .zip(facts::table_walk(table))
            .enumerate()
        {
            if range.num_descriptors == 0 {
                continue;
            }
            if let Some((p, previous_range)) = previous
                && previous_range.is_unbounded()
            {
                let (e, unbounded) = (Elem::range(i, j), Elem::range(i, p));
                if range.offset == DescriptorRange::APPEND {
                    let message = format!(
                        "{} is appended after unbounded range {p}, so it has no start offset; an \
                         unbounded range must be the last range of its table",
                        self.name(e)
                    );
                    let d = Diagnostic::new(Code::RS0213, message, self.arg_span(e, Arg::Offset))
                        .with_related(
                            self.span(unbounded),
                            format!("{} is unbounded", self.name(unbounded)),
                        )
                        .with_help(
                            "give this range an explicit offset, or move the unbounded range to \
                             the end of the table",
                        );
                    self.push(e, d);
                    stopped_at = j;
                    break;
                }
                let message = format!(
                    "{} is unbounded but is not the last range of its table",
                    self.name(unbounded)
                );
                let d = Diagnostic::new(
                    Code::RS0214,
                    message,
                    self.arg_span(unbounded, Arg::NumDescriptors),
                )
                .with_related(self.span(e), format!("{} follows it", self.name(e)))
                .with_help("move the unbounded range to the end of the table");
                self.push(unbounded, d);
            }
            if let (Some(start), Some(n)) = (layout.offset, layout.num_descriptors) {
                let end = start.saturating_add(u64::from(n) - 1);
                if end > u64::from(u32::MAX) {
                    let e = Elem::range(i, j);
                    let message = format!(
                        "{} ends past descriptor offset 4294967295 (it starts at offset {start} \
                         and has {n} descriptors)",
                        self.name(e)
                    );
                    let span = self.arg_span(e, Arg::Offset);
                    self.push(e, Diagnostic::new(Code::RS0215, message, span));
                }
            }
            previous = Some((j, range));
        }
        self.slot_aliasing(i, table, stopped_at);
    }

    /// RS0216: ranges of different types whose slot intervals intersect,
    /// reported once per range, naming the first earlier range it shares
    /// slots with. Small tables test every pair from stack storage; large
    /// ones ask [`FirstCover`] trees, in O(n log n).
    fn slot_aliasing(&mut self, i: usize, table: &DescriptorTable, stopped_at: usize) {
        let ranges = table.ranges.get(..stopped_at).unwrap_or(&table.ranges);
        let Some(count) = mixed_types(ranges) else {
            return;
        };
        let slots = ranges
            .iter()
            .zip(facts::table_walk(table))
            .enumerate()
            .filter(|(_, (r, _))| takes_part(r))
            .filter_map(|(j, (r, layout))| {
                let start = layout.offset?;
                let end = match layout.num_descriptors {
                    Some(n) => start.saturating_add(u64::from(n) - 1),
                    None => u64::MAX,
                };
                Some(Slot {
                    start,
                    end,
                    index: j,
                    range_type: r.range_type,
                })
            });
        let found = match count <= SMALL_TABLE {
            true => small_table_aliasing(slots),
            false => tree_aliasing(&slots.collect::<Vec<Slot>>()),
        };
        for (later, earlier, slots) in found {
            let alias = Alias {
                table: i,
                later,
                earlier,
                slots,
            };
            let pending = Pending::Aliasing(alias);
            self.push_pending(Elem::range(i, later), Code::RS0216, pending);
        }
    }

    fn aliasing(&self, alias: Alias) -> Diagnostic {
        let Alias {
            table: i,
            later,
            earlier,
            slots: (x, y),
        } = alias;
        let (e, other) = (Elem::range(i, later), Elem::range(i, earlier));
        let other_type = match self.sig.parameters.get(i).map(|p| &p.kind) {
            Some(RootParameterKind::DescriptorTable(table)) => table.ranges.get(earlier),
            _ => None,
        }
        .and_then(|r| r.range_type.name())
        .unwrap_or("?");
        let y = if y == u64::MAX {
            String::new()
        } else {
            y.to_string()
        };
        let message = format!(
            "{} and range {earlier} ({other_type}) of the same table both use descriptor slots \
             {x}..{y}; only ranges of the same type may share slots",
            self.name(e)
        );
        Diagnostic::new(Code::RS0216, message, self.span(e))
            .with_related(self.span(other), format!("{} is here", self.name(other)))
            .with_help("give one of the two ranges a different offset")
    }

    // ---- static samplers ----

    fn sampler(&mut self, k: usize, s: &StaticSampler) {
        let e = Elem::sampler(k);
        self.register(e, 's', s.shader_register);
        self.space(e, s.register_space);
        if !s.visibility.is_known() {
            self.unknown_visibility(e, s.visibility);
        }
        self.sampler_values(e, s);
        self.sampler_flags(e, s);
        self.sampler_numbers(e, s);
        if s.comparison_func == crate::model::ComparisonFunc::NONE && s.filter.is_comparison() {
            let filter = s.filter.name().unwrap_or("?");
            let what = format_args!(
                "comparison filter {filter} needs a comparison function; COMPARISON_NONE is not \
                 allowed"
            );
            let d = self
                .about(ArgOf(e, Arg::ComparisonFunc), Code::RS0222, what)
                .with_help("choose a comparison function, or a filter without COMPARISON");
            self.push_naming_arg(
                ArgOf(e, Arg::Filter),
                d,
                "the comparison filter is chosen here",
            );
        }
        if self.sig.version >= Version::V1_2 {
            self.sampler_flag_rules(e, s);
        }
    }

    /// RS0307–RS0310: enumeration values the language cannot spell.
    fn sampler_values(&mut self, e: Elem, s: &StaticSampler) {
        if !s.filter.is_known() {
            let what = format_args!("filter 0x{:X}", s.filter.0);
            self.unknown_value(ArgOf(e, Arg::Filter), Code::RS0307, what);
        }
        for (field, arg, mode) in [
            ("addressU", Arg::AddressU, s.address_u),
            ("addressV", Arg::AddressV, s.address_v),
            ("addressW", Arg::AddressW, s.address_w),
        ] {
            if !mode.is_known() {
                self.unknown_value(
                    ArgOf(e, arg),
                    Code::RS0308,
                    format_args!("{field} {}", mode.0),
                );
            }
        }
        if !s.comparison_func.is_known() {
            let what = format_args!("comparison function {}", s.comparison_func.0);
            self.unknown_value(ArgOf(e, Arg::ComparisonFunc), Code::RS0309, what);
        }
        if !s.border_color.is_known() {
            let what = format_args!("border colour {}", s.border_color.0);
            self.unknown_value(ArgOf(e, Arg::BorderColor), Code::RS0310, what);
        }
    }

    /// `code` at an argument of an element: "{element}: {what}".
    fn about(&self, ArgOf(e, arg): ArgOf, code: Code, what: std::fmt::Arguments<'_>) -> Diagnostic {
        let message = format!("{}: {what}", self.name(e));
        Diagnostic::new(code, message, self.arg_span(e, arg))
    }

    /// Reports `code` for an element whose argument holds an unknown value,
    /// `what` naming the field and the value: "{element} has unknown {what}".
    fn unknown_value(&mut self, ArgOf(e, arg): ArgOf, code: Code, what: std::fmt::Arguments<'_>) {
        let message = format!("{} has unknown {what}", self.name(e));
        let span = self.arg_span(e, arg);
        self.push(e, Diagnostic::new(code, message, span));
    }

    /// RS0306 and RS0206.
    fn sampler_flags(&mut self, e: Elem, s: &StaticSampler) {
        let unknown = s.flags.bits() & !StaticSamplerFlags::all().bits();
        if unknown != 0 {
            let what = format_args!("sampler flag bits 0x{unknown:X}");
            self.unknown_value(ArgOf(e, Arg::Flags), Code::RS0306, what);
        }
        if self.sig.version < Version::V1_2 && !s.flags.is_empty() {
            let message = format!(
                "{}: static sampler flags need root signature version 1.2 (this is {})",
                self.name(e),
                self.sig.version
            );
            let d = Diagnostic::new(Code::RS0206, message, self.arg_span(e, Arg::Flags))
                .with_help("remove the flags, or use version 1.2");
            self.push(e, d);
        }
    }

    /// RS0218–RS0221.
    fn sampler_numbers(&mut self, e: Elem, s: &StaticSampler) {
        if s.max_anisotropy > MAX_ANISOTROPY {
            let message = format!(
                "{}: maxAnisotropy {} is above the maximum of {MAX_ANISOTROPY}",
                self.name(e),
                s.max_anisotropy
            );
            let span = self.arg_span(e, Arg::MaxAnisotropy);
            self.push(e, Diagnostic::new(Code::RS0218, message, span));
        }
        // NaN fails both comparisons.
        if !(s.mip_lod_bias >= MIN_MIP_LOD_BIAS && s.mip_lod_bias <= MAX_MIP_LOD_BIAS) {
            let message = format!(
                "{}: mipLODBias {} is outside the range {MIN_MIP_LOD_BIAS} to {MAX_MIP_LOD_BIAS}",
                self.name(e),
                float(s.mip_lod_bias)
            );
            let span = self.arg_span(e, Arg::MipLodBias);
            self.push(e, Diagnostic::new(Code::RS0219, message, span));
        }
        for (field, arg, value) in [
            ("minLOD", Arg::MinLod, s.min_lod),
            ("maxLOD", Arg::MaxLod, s.max_lod),
        ] {
            if value.is_nan() {
                let message = format!("{}: {field} is NaN", self.name(e));
                let span = self.arg_span(e, arg);
                self.push(e, Diagnostic::new(Code::RS0220, message, span));
            }
        }
        if s.min_lod > s.max_lod {
            let (min, max) = (float(s.min_lod), float(s.max_lod));
            let what = format_args!("minLOD {min} is greater than maxLOD {max}");
            let d = self.about(ArgOf(e, Arg::MinLod), Code::RS0221, what);
            self.push_naming_arg(ArgOf(e, Arg::MaxLod), d, "maxLOD is set here");
        }
    }

    /// RS0223–RS0226 (version 1.2).
    fn sampler_flag_rules(&mut self, e: Elem, s: &StaticSampler) {
        if s.flags.contains(StaticSamplerFlags::UINT_BORDER_COLOR)
            && matches!(
                s.border_color,
                StaticBorderColor::OPAQUE_BLACK | StaticBorderColor::OPAQUE_WHITE
            )
        {
            let color = s
                .border_color
                .name()
                .map_or("?", |n| n.trim_start_matches("STATIC_BORDER_COLOR_"));
            let what = format_args!(
                "UINT_BORDER_COLOR needs borderColor TRANSPARENT_BLACK, OPAQUE_BLACK_UINT or \
                 OPAQUE_WHITE_UINT, found {color}"
            );
            let d = self.about(ArgOf(e, Arg::Flags), Code::RS0223, what);
            self.push_naming_arg(
                ArgOf(e, Arg::BorderColor),
                d,
                "the border colour is chosen here",
            );
        }
        if !s
            .flags
            .contains(StaticSamplerFlags::NON_NORMALIZED_COORDINATES)
        {
            return;
        }
        // An unknown filter is RS0307 already.
        if s.filter.is_known() && !Filter::NON_NORMALIZED_COMPATIBLE.contains(&s.filter) {
            let filter = s.filter.name().unwrap_or("?");
            let what = format_args!(
                "NON_NORMALIZED_COORDINATES does not allow filter {filter}; use \
                 {NON_NORMALIZED_FILTER_LIST}"
            );
            let d = self.about(ArgOf(e, Arg::Flags), Code::RS0224, what);
            self.push_naming_arg(ArgOf(e, Arg::Filter), d, "the filter is chosen here");
        }
        if s.min_lod != 0.0 || s.max_lod != 0.0 {
            let (min, max) = (float(s.min_lod), float(s.max_lod));
            let what = format_args!(
                "NON_NORMALIZED_COORDINATES needs minLOD = 0 and maxLOD = 0, found {min} and {max}"
            );
            let d = self.about(ArgOf(e, Arg::Flags), Code::RS0225, what);
            let lod = if s.min_lod != 0.0 {
                Arg::MinLod
            } else {
                Arg::MaxLod
            };
            self.push_naming_arg(ArgOf(e, lod), d, "the level of detail is set here");
        }
        let clamps = |mode: TextureAddressMode| {
            matches!(mode, TextureAddressMode::CLAMP | TextureAddressMode::BORDER)
        };
        let (u_ok, v_ok) = (clamps(s.address_u), clamps(s.address_v));
        if !(u_ok && v_ok) {
            let found = match (u_ok, v_ok) {
                (false, true) => format!("addressU = {}", address_name(s.address_u)),
                (true, false) => format!("addressV = {}", address_name(s.address_v)),
                _ => format!(
                    "addressU = {} and addressV = {}",
                    address_name(s.address_u),
                    address_name(s.address_v)
                ),
            };
            let what = format_args!(
                "NON_NORMALIZED_COORDINATES needs addressU and addressV to be \
                 TEXTURE_ADDRESS_CLAMP or TEXTURE_ADDRESS_BORDER, found {found}"
            );
            let d = self.about(ArgOf(e, Arg::Flags), Code::RS0226, what);
            let arg = if u_ok { Arg::AddressV } else { Arg::AddressU };
            self.push_naming_arg(ArgOf(e, arg), d, "the addressing mode is chosen here");
        }
    }

    // ---- register overlap (RS0217, docs/language.md §5.6) ----

    /// Sorts the bindings by (class, space, first register) and sweeps them,
    /// so a signature without overlaps costs one sort. Only groups of
    /// bindings whose intervals chain together (clusters) are then searched,
    /// each binding for the earliest conflicting earlier binding, with
    /// [`FirstCover`] trees: one for every binding, one for those visible to
    /// ALL, and one per other visibility value (unknown values from a
    /// decoded blob included). The whole check is O(n log n).
    fn overlaps(&mut self) {
        let sig = self.sig;
        let capacity = sig.static_samplers.len()
            + sig
                .parameters
                .iter()
                .map(|p| match &p.kind {
                    RootParameterKind::DescriptorTable(t) => t.ranges.len(),
                    _ => 1,
                })
                .sum::<usize>();
        let mut binds: Vec<Bind> = Vec::with_capacity(capacity);
        for (seq, b) in facts::bindings(sig).enumerate() {
            binds.push(Bind {
                class: b.class,
                space: b.space,
                lo: b.first,
                hi: u32::try_from(b.last()).unwrap_or(u32::MAX),
                unbounded: b.count.is_none(),
                visibility: b.visibility,
                // The source position is looked up only for bindings in a cluster.
                order: (0, seq),
                owner: b.owner,
                key: (u128::from(b.class as u8) << 120)
                    | (u128::from(b.space) << 88)
                    | (u128::from(b.first) << 56)
                    | (seq as u128 & ((1 << 56) - 1)),
            });
        }
        binds.sort_unstable_by_key(|b| b.key);

        let mut found: Vec<(Bind, Bind)> = Vec::new();
        let mut cluster: Vec<Bind> = Vec::new();
        let mut rest = binds.as_slice();
        while let Some((first, _)) = rest.split_first() {
            let mut last_register = first.hi;
            let len = 1 + rest
                .iter()
                .skip(1)
                .take_while(|b| {
                    let chained =
                        b.class == first.class && b.space == first.space && b.lo <= last_register;
                    if chained {
                        last_register = last_register.max(b.hi);
                    }
                    chained
                })
                .count();
            let (group, tail) = rest.split_at(len.min(rest.len()));
            if group.len() > 1 {
                cluster.clear();
                cluster.extend_from_slice(group);
                for b in cluster.iter_mut() {
                    b.order.0 = self.span(Elem::Owner(b.owner)).map_or(0, |span| span.start);
                }
                cluster.sort_unstable_by_key(|b| b.order);
                if cluster.len() <= SMALL_CLUSTER {
                    for (m, later) in cluster.iter().enumerate() {
                        if let Some(earlier) = cluster
                            .get(..m)
                            .and_then(|before| before.iter().find(|a| a.conflicts(later)))
                        {
                            found.push((*later, *earlier));
                        }
                    }
                } else {
                    first_conflicts(group, &cluster, &mut found);
                }
            }
            rest = tail;
        }
        self.out.reserve(found.len());
        for (k, (later, _)) in found.iter().enumerate() {
            let e = Elem::Owner(later.owner);
            self.push_pending(e, Code::RS0217, Pending::Overlap(k));
        }
        self.overlap_pairs = found;
    }

    fn overlap(&self, later: &Bind, earlier: &Bind) -> Diagnostic {
        let letter = later.class.letter();
        let (lo, hi) = (later.lo.max(earlier.lo), later.hi.min(earlier.hi));
        let registers = if lo == hi {
            format!("{letter}{lo}")
        } else if hi == u32::MAX && later.unbounded && earlier.unbounded {
            format!("{letter}{lo}..")
        } else {
            format!("{letter}{lo}..{letter}{hi}")
        };
        let visibility = if earlier.visibility != ShaderVisibility::ALL {
            earlier.visibility
        } else {
            later.visibility
        };
        let (e, other) = (Elem::Owner(later.owner), Elem::Owner(earlier.owner));
        let message = format!(
            "{} overlaps {}: both bind {registers} in space {} for {}",
            self.name(e),
            self.name(other),
            later.space,
            visibility_name(visibility)
        );
        Diagnostic::new(Code::RS0217, message, self.span(e))
            .with_related(self.span(other), format!("{} is here", self.name(other)))
            .with_help(
                "use a different register or space, or give the two elements different \
                 single-stage visibilities",
            )
    }

    // ---- limits ----

    fn limits(&mut self, local: bool) {
        let sig = self.sig;
        if local {
            let crossing = facts::local_root_arguments(sig)
                .position(|a| a.end() > MAX_LOCAL_ROOT_ARGUMENTS_SIZE);
            if let Some(i) = crossing {
                let size = facts::local_root_arguments_size(sig);
                let message = format!(
                    "local root arguments take {size} bytes; a local root signature may use at \
                     most {MAX_LOCAL_ROOT_ARGUMENTS_SIZE} ({SHADER_RECORD_SIZE}-byte record minus \
                     the {SHADER_IDENTIFIER_SIZE}-byte shader identifier)"
                );
                let e = Elem::param(i);
                let d = Diagnostic::new(Code::RS0230, message, self.span(e)).with_help(
                    "move root constants into a buffer, or root descriptors into descriptor tables",
                );
                self.push(e, d);
            }
        } else {
            let cost = facts::root_cost_breakdown(sig);
            if cost.total() > MAX_ROOT_COST {
                let mut running = facts::RootCost::default();
                let crossing = sig.parameters.iter().position(|p| {
                    running = running.plus(facts::RootCost::of_parameter(p));
                    running.total() > MAX_ROOT_COST
                });
                let message = format!(
                    "root signature costs {} DWORDs, more than the limit of {MAX_ROOT_COST} ({} \
                     tables × 1 + \
                     {} root descriptors × 2 + {} root constants)",
                    cost.total(),
                    cost.tables,
                    cost.root_descriptors,
                    cost.root_constants
                );
                let e = Elem::param(crossing.unwrap_or(0));
                let d = Diagnostic::new(Code::RS0232, message, self.span(e)).with_help(
                    "move root constants or root descriptors into descriptor tables, which cost \
                     1 DWORD each",
                );
                self.push(e, d);
            }
        }
        let count = sig.static_samplers.len();
        if count > MAX_STATIC_SAMPLERS {
            let message = format!(
                "root signature has {count} static samplers; a device supports at most \
                 {MAX_STATIC_SAMPLERS} unique static samplers"
            );
            let e = Elem::sampler(MAX_STATIC_SAMPLERS);
            self.push(e, Diagnostic::new(Code::RS0233, message, self.span(e)));
        }
    }
}

/// RS0217 in one cluster of more than [`SMALL_CLUSTER`] bindings, sorted
/// in collection order: for each binding, the earliest earlier binding that
/// conflicts with it, pushed to `found` as (later, earlier).
fn first_conflicts(by_register: &[Bind], cluster: &[Bind], found: &mut Vec<(Bind, Bind)>) {
    // `by_register` is the same cluster in register order: starts taken
    // from it come sorted.
    let all_starts = || {
        by_register
            .iter()
            .map(|b| u64::from(b.lo))
            .collect::<Vec<u64>>()
    };
    let has_all = cluster
        .iter()
        .any(|b| b.visibility == ShaderVisibility::ALL);
    let has_single = cluster
        .iter()
        .any(|b| b.visibility != ShaderVisibility::ALL);
    // Every binding, asked by bindings visible to ALL.
    let mut any = has_all.then(|| FirstCover::from_sorted(all_starts()));
    // Bindings visible to ALL, asked by the others.
    let mut to_all = (has_all && has_single).then(|| FirstCover::from_sorted(all_starts()));
    // One tree per other visibility shared by two bindings or more, over
    // its own bindings only, so that distinct unknown visibilities cost
    // nothing: a binding alone with its visibility meets no earlier one.
    // The eight known values are counted; only unknown ones are sorted.
    let mut known = [0usize; 8];
    let mut unknown: Vec<u32> = Vec::new();
    for b in cluster {
        match known.get_mut(b.visibility.0 as usize) {
            Some(count) => *count += 1,
            None => unknown.push(b.visibility.0),
        }
    }
    unknown.sort_unstable();
    let shared: Vec<u32> = (1..8u32)
        .filter(|&v| known.get(v as usize).is_some_and(|&n| n > 1))
        .chain(
            unknown
                .chunk_by(|a, b| a == b)
                .filter(|run| run.len() > 1)
                .filter_map(|run| run.first().copied()),
        )
        .collect();
    let mut starts: Vec<Vec<u64>> = vec![Vec::new(); shared.len()];
    for b in by_register {
        if let Ok(k) = shared.binary_search(&b.visibility.0)
            && let Some(list) = starts.get_mut(k)
        {
            list.push(u64::from(b.lo));
        }
    }
    let mut single: Vec<FirstCover> = starts.into_iter().map(FirstCover::from_sorted).collect();
    for (m, b) in cluster.iter().enumerate() {
        let (lo, hi) = (u64::from(b.lo), u64::from(b.hi));
        let all = b.visibility == ShaderVisibility::ALL;
        let stage = shared.binary_search(&b.visibility.0).ok();
        let earliest = match stage {
            None if all => any.as_ref().and_then(|tree| tree.first(lo, hi)),
            None => to_all.as_ref().and_then(|tree| tree.first(lo, hi)),
            Some(k) => {
                let same = single.get(k).and_then(|tree| tree.first(lo, hi));
                let all = to_all.as_ref().and_then(|tree| tree.first(lo, hi));
                match (all, same) {
                    (Some(a), Some(s)) => Some(a.min(s)),
                    (a, s) => a.or(s),
                }
            }
        };
        if let Some(earlier) = earliest.and_then(|k| cluster.get(k)) {
            found.push((*b, *earlier));
        }
        if let Some(tree) = any.as_mut() {
            tree.insert(lo, hi, m);
        }
        let own = match stage {
            None if all => to_all.as_mut(),
            None => None,
            Some(k) => single.get_mut(k),
        };
        if let Some(tree) = own {
            tree.insert(lo, hi, m);
        }
    }
}

// ---- naming (docs/language.md §5.2) ----

fn space_suffix(out: &mut String, space: u32) {
    if space != 0 {
        let _ = write!(out, ", space={space}");
    }
}

/// ``root parameter 2 `CBV(b0, space=1)` ``.
fn param_name(i: usize, parameter: &RootParameter) -> String {
    let mut out = format!("root parameter {i} `");
    match &parameter.kind {
        RootParameterKind::Constants(c) => {
            let _ = write!(out, "RootConstants(b{}", c.shader_register);
            space_suffix(&mut out, c.register_space);
            out.push(')');
        }
        RootParameterKind::Descriptor(kind, d) => {
            let _ = write!(
                out,
                "{}({}{}",
                kind.keyword(),
                kind.register_letter(),
                d.shader_register
            );
            space_suffix(&mut out, d.register_space);
            out.push(')');
        }
        RootParameterKind::DescriptorTable(_) => out.push_str("DescriptorTable"),
    }
    out.push('`');
    out
}

/// The register letter of a range; `r` for an unknown type (as the printer writes it).
fn range_letter(range_type: DescriptorRangeType) -> char {
    range_type.register_letter().unwrap_or('r')
}

/// ``range 1 `UAV(u1..u100)` of root parameter 3``.
fn range_name(i: usize, j: usize, range: &DescriptorRange) -> String {
    let letter = range_letter(range.range_type);
    let base = range.base_shader_register;
    let mut out = format!("range {j} `");
    match range.range_type.name() {
        Some(keyword) => out.push_str(keyword),
        None => {
            let _ = write!(out, "RANGE_TYPE_{}", range.range_type.0);
        }
    }
    let _ = write!(out, "({letter}{base}");
    if range.is_unbounded() {
        out.push_str("..");
    } else if range.num_descriptors > 1 {
        let last = u64::from(base) + u64::from(range.num_descriptors) - 1;
        let _ = write!(out, "..{letter}{last}");
    }
    space_suffix(&mut out, range.register_space);
    let _ = write!(out, ")` of root parameter {i}");
    out
}

/// ``static sampler 0 `StaticSampler(s0)` ``.
fn sampler_name(k: usize, sampler: &StaticSampler) -> String {
    let mut out = format!(
        "static sampler {k} `StaticSampler(s{}",
        sampler.shader_register
    );
    space_suffix(&mut out, sampler.register_space);
    out.push_str(")`");
    out
}

fn visibility_name(visibility: ShaderVisibility) -> String {
    match visibility.short_name() {
        Some(name) => name.to_owned(),
        None => format!("visibility {}", visibility.0),
    }
}

fn address_name(mode: TextureAddressMode) -> String {
    match mode.name() {
        Some(name) => name.to_owned(),
        None => mode.0.to_string(),
    }
}

/// A float as messages write it: the shortest decimal that reads back as
/// the same f32, with an exponent for very large or very small values.
fn float(value: f32) -> String {
    let magnitude = value.abs();
    if value.is_finite() && (magnitude >= 1e16 || (magnitude != 0.0 && magnitude < 1e-5)) {
        format!("{value:e}")
    } else {
        format!("{value}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats() {
        assert_eq!(float(16.0), "16");
        assert_eq!(float(15.990001), "15.990001");
        assert_eq!(float(-1.5), "-1.5");
        assert_eq!(float(f32::MAX), "3.4028235e38");
        assert_eq!(float(f32::NAN), "NaN");
        assert_eq!(float(1e-30), "1e-30");
        assert_eq!(15.99f32.to_bits(), 0x417F_D70A);
    }

    #[test]
    fn known_values_follow_the_format() {
        // docs/format.md §4.9: 36 filters; the other enumerations are ranges.
        let filters = (0..0x800).filter(|&v| Filter(v).is_known()).count();
        assert_eq!(filters, 36);
        for v in 0..64 {
            assert_eq!(v <= 7, ShaderVisibility(v).is_known());
            assert_eq!(v <= 3, DescriptorRangeType(v).is_known());
            assert_eq!((1..=5).contains(&v), TextureAddressMode(v).is_known());
            assert_eq!(v <= 8, crate::model::ComparisonFunc(v).is_known());
            assert_eq!(v <= 4, StaticBorderColor(v).is_known());
        }
    }

    #[test]
    fn flag_rendering() {
        assert_eq!(flag_names(&RootDescriptorFlags::empty()), "0");
        assert_eq!(
            flag_names(
                &(DescriptorRangeFlags::DESCRIPTORS_VOLATILE | DescriptorRangeFlags::DATA_VOLATILE)
            ),
            "DESCRIPTORS_VOLATILE | DATA_VOLATILE"
        );
        assert_eq!(
            flag_names(&RootDescriptorFlags::from_bits_retain(0x3)),
            "DATA_VOLATILE | 0x1"
        );
    }

    #[test]
    fn range_summaries() {
        let mut r = DescriptorRange::new(DescriptorRangeType::UAV, 1);
        assert_eq!(
            range_name(3, 1, &r),
            "range 1 `UAV(u1)` of root parameter 3"
        );
        r.num_descriptors = 100;
        assert_eq!(
            range_name(3, 1, &r),
            "range 1 `UAV(u1..u100)` of root parameter 3"
        );
        r.num_descriptors = DescriptorRange::UNBOUNDED;
        r.register_space = 2;
        assert_eq!(
            range_name(0, 0, &r),
            "range 0 `UAV(u1.., space=2)` of root parameter 0"
        );
        r.range_type = DescriptorRangeType(7);
        r.num_descriptors = 1;
        r.register_space = 0;
        assert_eq!(
            range_name(0, 0, &r),
            "range 0 `RANGE_TYPE_7(r1)` of root parameter 0"
        );
    }
}
