//! The binding table and implicit registers, as DXC assigns them
//! (docs/bindings.md §6.2), with struct members in member order
//! (docs/bindings.md §6.3).

use super::kinds::{Counter, DxilKind, ResourceType};
use super::register::Register;
use super::scan::{Decl, Dim, Scope, Type, elements};
use super::usage::Used;
use super::{Binding, BindingCount, BindingOptions, Pass, ResourceProperties, StructBinding};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::model::RegisterClass;
use crate::rules::MAX_STRUCT_ROWS;
use crate::span::Span;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

const TOP: u64 = u32::MAX as u64;

/// A row's request: explicit register, space-only, or nothing.
struct Unit {
    row: usize,
    explicit: Option<(u32, u32)>,
    space_only: Option<u32>,
    is_globals: bool,
    is_tbuffer: bool,
}

fn count_of(dims: &[Dim]) -> BindingCount {
    if dims.contains(&Dim::Unbounded) {
        return BindingCount::Unbounded;
    }
    BindingCount::Bounded(elements(dims))
}

/// Template arguments of a type as written: `Texture2DMS<float4, 4>`.
fn template_args(type_text: &str) -> Vec<String> {
    let Some(open) = type_text.find('<') else {
        return Vec::new();
    };
    let inner = type_text[open + 1..].trim_end().trim_end_matches('>');
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in inner.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(current.trim().to_owned());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_owned());
    }
    out
}

fn properties(
    pass: &Pass<'_>,
    r: ResourceType,
    decl: &Decl,
    counter_used: bool,
) -> ResourceProperties {
    let spec = r.spec();
    let args = template_args(&decl.type_text);
    let stride = match spec.dxil {
        DxilKind::StructuredBuffer => args.first().and_then(|t| pass.structured_stride(t)),
        _ => None,
    };
    ResourceProperties {
        kind: spec.dxil,
        element_type: args.first().cloned(),
        writeable: spec.writeable,
        rov: spec.rov,
        sample_count: match spec.dxil {
            DxilKind::Texture2DMS | DxilKind::Texture2DMSArray => {
                args.get(1).and_then(|a| a.parse().ok())
            }
            _ => None,
        },
        counter: match spec.counter {
            Counter::Always => true,
            Counter::IfUsed => counter_used,
            Counter::No => false,
        },
        globally_coherent: decl.globally_coherent,
        stride,
    }
}

/// A global declaration of a struct type, whose resource members become
/// rows.
struct StructDecl<'d> {
    /// Its index among the scanned declarations.
    index: usize,
    decl: &'d Decl,
    /// Its `register(...)` annotations.
    registers: &'d [Register],
    /// Each class's registers taken so far from its explicit base.
    next: HashMap<RegisterClass, u64>,
}

/// Where a struct member is: its row name (`s[1].tex`) and its path as
/// the code names it (`inner.tex`, `Base::tex`), which grow together.
#[derive(Clone, Copy)]
struct MemberAt<'n> {
    name: &'n str,
    path: &'n str,
}

/// The register a row asks for as written: an explicit slot and space, or
/// only a space.
#[derive(Clone, Copy)]
struct Request {
    explicit: Option<(u64, u32)>,
    space_only: Option<u32>,
}

struct Builder<'p, 'a> {
    pass: &'p mut Pass<'a>,
    /// Each declaration's register annotations.
    registers: &'p [Vec<Register>],
    used: &'p Used,
    options: &'p BindingOptions,
    rows: Vec<Binding>,
    units: Vec<Unit>,
}

impl Builder<'_, '_> {
    /// Rows for the resource members of struct `index`, for one element
    /// of `owner` at `at`.
    fn struct_rows(&mut self, owner: &mut StructDecl<'_>, index: usize, at: MemberAt<'_>) {
        // The scanner refused struct types nested deeper than
        // `MAX_STRUCT_DEPTH`, so this recursion is shallow; only fields
        // holding resources are visited, so the work is the rows made.
        let scanned = self.pass.scanned;
        let def = &scanned.structs[index];
        for (k, field) in def.holders.iter().map(|&k| (k, &def.fields[k])) {
            // A base class's members are named through `::Base`, as clang
            // names them; their use is found under `Base::` in the paths
            // the code names (docs/bindings.md §6.3).
            let (name, component) = if k < def.bases {
                (
                    format!("{}::{}", at.name, field.name),
                    format!("{}::", field.name),
                )
            } else {
                (format!("{}.{}", at.name, field.name), field.name.clone())
            };
            let path = if at.path.is_empty() {
                component
            } else {
                format!("{}.{component}", at.path)
            };
            let member = MemberAt {
                name: &name,
                path: &path,
            };
            match &field.ty {
                Type::Resource(_) => self.member_row(owner, field, member),
                Type::Struct(inner) if *inner != index => {
                    for e in 0..elements(&field.dims) {
                        let element = if field.dims.is_empty() {
                            name.clone()
                        } else {
                            format!("{name}[{e}]")
                        };
                        let at = MemberAt {
                            name: &element,
                            ..member
                        };
                        self.struct_rows(owner, *inner, at);
                    }
                }
                _ => {}
            }
        }
    }

    /// The row of resource member `field` of `owner`: its register is the
    /// owner's explicit base for its class plus the registers earlier
    /// members of that class took.
    fn member_row(&mut self, owner: &mut StructDecl<'_>, field: &Decl, at: MemberAt<'_>) {
        let Type::Resource(r) = field.ty else {
            return;
        };
        let class = r.class();
        let count = count_of(&field.dims);
        let span = self.pass.span_of(field.at, field.at);
        let explicit = owner
            .registers
            .iter()
            .find(|g| g.class() == Some(class))
            .map(|g| {
                let offset = owner.next.entry(class).or_insert(0);
                let slot = u64::from(g.slot) + *offset;
                *offset += match count {
                    BindingCount::Bounded(n) => n,
                    BindingCount::Unbounded => 1,
                };
                (slot, g.space.unwrap_or(0))
            });
        let space_only = space_only(owner.registers);
        let row = Binding {
            name: at.name.to_owned(),
            type_name: field.type_text.clone(),
            class,
            space: explicit.map_or(space_only.unwrap_or(0), |e| e.1),
            lower: None,
            count,
            explicit: explicit.is_some(),
            used: self.used.member(owner.index, at.path),
            properties: properties(self.pass, r, field, false),
            span,
            layout: self.pass.buffer_layout(field, None),
        };
        let request = Request {
            explicit,
            space_only,
        };
        self.push_row(row, request, owner.decl);
    }

    /// DXC's struct binding: the rows from `first_row` (one instance's
    /// members) become one row per accessed element, in first-use order,
    /// each at its member's register plus its index when explicit.
    fn dxc_elements(&mut self, first_row: usize, owner: &StructDecl<'_>) {
        let members: Vec<Binding> = self.rows.drain(first_row..).collect();
        let units: Vec<Unit> = self.units.drain(first_row..).collect();
        let accesses = self.used.accesses.get(&owner.index);
        for access in accesses.into_iter().flatten() {
            let Some(k) = members.iter().position(|r| r.name == access.row) else {
                continue;
            };
            let (member, unit) = (&members[k], &units[k]);
            let explicit = unit
                .explicit
                .map(|(slot, space)| (u64::from(slot) + access.element, space));
            let row = Binding {
                name: access.name.clone(),
                count: BindingCount::Bounded(1),
                lower: None,
                used: true,
                ..member.clone()
            };
            let request = Request {
                explicit,
                space_only: unit.space_only,
            };
            self.push_row(row, request, owner.decl);
        }
    }

    /// Adds a row with its request; an explicit range past the last
    /// register is reported at `decl`'s annotation and left implicit.
    fn push_row(&mut self, row: Binding, request: Request, decl: &Decl) {
        let index = self.rows.len();
        let mut explicit32 = None;
        let mut row = row;
        if let Some((slot, space)) = request.explicit {
            let last = match row.count {
                BindingCount::Bounded(n) => slot.saturating_add(n.max(1) - 1),
                BindingCount::Unbounded => slot,
            };
            if last > TOP || slot > TOP {
                let letter = row.class.letter();
                self.pass.report(Diagnostic::new(
                    Code::BN0006,
                    format!(
                        "'{}' at {letter}{slot} would end at register {last}, past 4294967295",
                        row.name
                    ),
                    Some(annotation_span(self.pass, decl).unwrap_or(row.span)),
                ));
            } else {
                explicit32 = Some((slot as u32, space));
                row.lower = Some(slot as u32);
            }
        }
        self.units.push(Unit {
            row: index,
            explicit: explicit32,
            space_only: request.space_only,
            is_globals: false,
            is_tbuffer: row.properties.kind == DxilKind::TBuffer,
        });
        self.rows.push(row);
    }

    /// The `$Globals` constant buffer's row, first, when the shader uses a
    /// global constant.
    fn globals_row(&mut self) {
        let span = self
            .pass
            .scanned
            .decls
            .iter()
            .find(|d| d.scope == Scope::Global && matches!(d.ty, Type::Numeric | Type::Struct(_)))
            .map_or(Span::new(0, 0), |d| self.pass.span_of(d.at, d.at));
        self.units.push(Unit {
            row: 0,
            explicit: None,
            space_only: None,
            is_globals: true,
            is_tbuffer: false,
        });
        let layout = Some(self.pass.globals_layout());
        self.rows.push(Binding {
            name: "$Globals".to_owned(),
            type_name: "cbuffer".to_owned(),
            class: RegisterClass::Cbv,
            space: self.options.auto_binding_space,
            lower: None,
            count: BindingCount::Bounded(1),
            explicit: false,
            used: true,
            properties: ResourceProperties {
                kind: DxilKind::CBuffer,
                element_type: None,
                writeable: false,
                rov: false,
                sample_count: None,
                counter: false,
                globally_coherent: false,
                stride: None,
            },
            span,
            layout,
        });
    }

    /// The row of global resource `r`, the `i`th declaration.
    fn resource_row(&mut self, i: usize, r: ResourceType) {
        let decl = &self.pass.scanned.decls[i];
        let regs = &self.registers[i][..];
        let class = r.class();
        let space_only = space_only(regs);
        let explicit = regs
            .iter()
            .find(|g| g.class() == Some(class))
            .map(|g| (u64::from(g.slot), g.space.unwrap_or(0)));
        let span = self.pass.span_of(decl.at, decl.at);
        let auto_space = self.options.auto_binding_space;
        let row = Binding {
            name: decl.name.clone(),
            type_name: decl.type_text.clone(),
            class,
            space: explicit.map_or(space_only.unwrap_or(auto_space), |e| e.1),
            lower: None,
            count: count_of(&decl.dims),
            explicit: explicit.is_some(),
            used: self.used.decls[i],
            properties: properties(self.pass, r, decl, self.used.counters[i]),
            span,
            layout: self.pass.buffer_layout(decl, Some(i)),
        };
        let request = Request {
            explicit,
            space_only,
        };
        self.push_row(row, request, decl);
    }

    /// The rows of global struct `owner`'s elements, when they fit in the
    /// `rows_left` that [`MAX_STRUCT_ROWS`] leaves; else BN0206.
    fn struct_decl_rows(&mut self, mut owner: StructDecl<'_>, index: usize, rows_left: &mut u64) {
        let decl = owner.decl;
        let n = elements(&decl.dims);
        let rows = n.saturating_mul(self.pass.scanned.structs[index].rows);
        if rows > *rows_left {
            let span = self.pass.span_of(decl.at, decl.at);
            self.pass.report(
                Diagnostic::new(
                    Code::BN0206,
                    format!(
                        "'{}' holds {rows} resources in struct elements, more than the {MAX_STRUCT_ROWS} rootsig lists for one shader",
                        decl.name
                    ),
                    Some(span),
                )
                .with_help("declare fewer struct elements holding resources, or an array of each resource"),
            );
            return;
        }
        *rows_left -= rows;
        if rows == 0 {
            return;
        }
        let first_row = self.rows.len();
        for e in 0..n {
            let prefix = if decl.dims.is_empty() {
                decl.name.clone()
            } else {
                format!("{}[{e}]", decl.name)
            };
            let at = MemberAt {
                name: &prefix,
                path: "",
            };
            self.struct_rows(&mut owner, index, at);
        }
        if self.options.struct_binding == StructBinding::Dxc {
            self.dxc_elements(first_row, &owner);
        }
    }
}

/// The space of a `register(spaceN)` annotation without a register.
fn space_only(registers: &[Register]) -> Option<u32> {
    registers
        .iter()
        .find(|g| g.letter.is_none())
        .and_then(|g| g.space)
}

fn annotation_span(pass: &Pass<'_>, decl: &Decl) -> Option<Span> {
    decl.annotations
        .first()
        .map(|a| pass.span_of(a.start, a.end))
}

/// Builds the rows in declaration order and assigns registers.
pub(crate) fn allocate(
    pass: &mut Pass<'_>,
    registers: &[Vec<Register>],
    used: &Used,
    options: &BindingOptions,
) -> Vec<Binding> {
    let scanned = pass.scanned;
    let mut b = Builder {
        pass,
        registers,
        used,
        options,
        rows: Vec::new(),
        units: Vec::new(),
    };
    if used.globals {
        b.globals_row();
    }
    let mut struct_rows_left = MAX_STRUCT_ROWS;
    for (i, decl) in scanned.decls.iter().enumerate() {
        if decl.scope != Scope::Global {
            continue;
        }
        match &decl.ty {
            Type::Resource(r) => b.resource_row(i, *r),
            Type::Struct(index) => {
                let owner = StructDecl {
                    index: i,
                    decl,
                    registers: &registers[i],
                    next: HashMap::default(),
                };
                b.struct_decl_rows(owner, *index, &mut struct_rows_left);
            }
            _ => {}
        }
    }
    assign(&mut b, options);
    b.rows
}

/// Free registers of one (class, space): intervals sorted by start, and
/// the row of the unbounded array owning the tail, if any.
#[derive(Default)]
struct Space {
    /// Explicit bindings, disjoint, by first register: last register and
    /// row.
    reserved: BTreeMap<u64, (u64, usize)>,
    tail_owner: Option<usize>,
    free: Option<FreeList>,
}

impl Space {
    /// The reserved binding with the lowest start that overlaps
    /// `lo..=hi`: its start and row.
    fn overlap(&self, lo: u64, hi: u64) -> Option<(u64, usize)> {
        let before = self
            .reserved
            .range(..=lo)
            .next_back()
            .filter(|(_, (last, _))| *last >= lo);
        let after = || self.reserved.range(lo..=hi).next();
        before
            .or_else(after)
            .map(|(&start, &(_, row))| (start, row))
    }

    fn free(&mut self) -> &mut FreeList {
        self.free.get_or_insert_with(|| {
            let mut free = Vec::new();
            let mut at = 0u64;
            for (&lo, &(hi, _)) in &self.reserved {
                if lo > at {
                    free.push((at, lo - 1));
                }
                at = at.max(hi + 1);
            }
            if at <= TOP {
                free.push((at, TOP));
            }
            FreeList::new(free)
        })
    }
}

/// Free intervals, sorted, that only shrink from their start, with a tree
/// of the longest length below each node: the first interval long enough
/// for a request is found in logarithmic time, so allocating among many
/// explicit bindings stays linear overall.
struct FreeList {
    /// Each interval's first free register and its last (inclusive); an
    /// interval used up has `first > last`.
    intervals: Vec<(u64, u64)>,
    /// `longest[leaves + k]` is interval `k`'s length; each inner node the
    /// larger of its two children.
    longest: Vec<u64>,
    leaves: usize,
}

impl FreeList {
    fn new(intervals: Vec<(u64, u64)>) -> Self {
        let leaves = intervals.len().next_power_of_two();
        let mut list = FreeList {
            intervals,
            longest: vec![0; 2 * leaves],
            leaves,
        };
        for k in 0..list.intervals.len() {
            list.longest[leaves + k] = list.len(k);
        }
        for node in (1..leaves).rev() {
            list.longest[node] = list.longest[2 * node].max(list.longest[2 * node + 1]);
        }
        list
    }

    fn len(&self, k: usize) -> u64 {
        let (first, last) = self.intervals[k];
        if first > last { 0 } else { last - first + 1 }
    }

    fn update(&mut self, k: usize) {
        let mut node = self.leaves + k;
        self.longest[node] = self.len(k);
        while node > 1 {
            node /= 2;
            self.longest[node] = self.longest[2 * node].max(self.longest[2 * node + 1]);
        }
    }

    /// Takes the first `n` free consecutive registers: their first.
    fn take_first_fit(&mut self, n: u64) -> Option<u64> {
        if self.longest.get(1).copied().unwrap_or(0) < n {
            return None;
        }
        let mut node = 1;
        while node < self.leaves {
            node = if self.longest[2 * node] >= n {
                2 * node
            } else {
                2 * node + 1
            };
        }
        let k = node - self.leaves;
        let first = self.intervals[k].0;
        self.intervals[k].0 += n;
        self.update(k);
        Some(first)
    }

    /// Takes the free tail up to register 4294967295, when it is free:
    /// its first register.
    fn take_tail(&mut self) -> Option<u64> {
        let k = self.intervals.len().checked_sub(1)?;
        let (first, last) = self.intervals[k];
        if last != TOP || first > last {
            return None;
        }
        self.intervals[k].0 = TOP + 1;
        self.update(k);
        Some(first)
    }
}

/// The registers of each (class, space).
type Spaces = HashMap<(RegisterClass, u32), Space>;

/// Reserves the explicit bindings, then assigns the implicit ones.
fn assign(b: &mut Builder<'_, '_>, options: &BindingOptions) {
    let mut spaces = Spaces::default();
    reserve_explicit(b, options, &mut spaces);
    assign_implicit(b, options, &mut spaces);
}

/// Reserves each explicit binding's registers: overlaps (BN0204), a second
/// unbounded array in a space (BN0203) and unbounded arrays under legacy
/// reservation (BN0205) are reported instead.
fn reserve_explicit(b: &mut Builder<'_, '_>, options: &BindingOptions, spaces: &mut Spaces) {
    for unit in &b.units {
        let row = &b.rows[unit.row];
        let Some((slot, space)) = unit.explicit else {
            continue;
        };
        let unbounded = row.count == BindingCount::Unbounded;
        if unbounded && options.legacy_reservation {
            b.pass.report(Diagnostic::new(
                Code::BN0205,
                format!(
                    "unbounded resource '{}' is not supported with legacy resource reservation",
                    row.name
                ),
                Some(row.span),
            ));
            continue;
        }
        if !row.used && !options.legacy_reservation {
            continue;
        }
        let hi = match row.count {
            BindingCount::Bounded(n) => u64::from(slot) + n.max(1) - 1,
            BindingCount::Unbounded => TOP,
        };
        let entry = spaces.entry((row.class, space)).or_default();
        if unbounded && let Some(owner) = entry.tail_owner {
            b.pass.report(Diagnostic::new(
                Code::BN0203,
                format!(
                    "more than one unbounded resource in space {space} ('{}' and '{}')",
                    b.rows[owner].name, row.name
                ),
                Some(row.span),
            ));
            continue;
        }
        if let Some((lo2, other)) = entry.overlap(u64::from(slot), hi) {
            let letter = row.class.letter();
            let mut d = Diagnostic::new(
                Code::BN0204,
                format!(
                    "'{}' at {letter}{slot} overlaps '{}' at {letter}{lo2} in space {space}",
                    row.name, b.rows[other].name
                ),
                Some(row.span),
            );
            d.related.push(crate::Related {
                span: Some(b.rows[other].span),
                label: format!("'{}' is declared here", b.rows[other].name),
            });
            b.pass.report(d);
            continue;
        }
        entry.reserved.insert(u64::from(slot), (hi, unit.row));
        if unbounded {
            entry.tail_owner = Some(unit.row);
        }
    }
}

/// Assigns the used implicit bindings the first free registers that fit:
/// `$Globals` first among CBVs, tbuffers after the other SRVs, otherwise
/// declaration order.
fn assign_implicit(b: &mut Builder<'_, '_>, options: &BindingOptions, spaces: &mut Spaces) {
    let mut order: Vec<usize> = (0..b.units.len())
        .filter(|&u| b.units[u].explicit.is_none() && b.rows[b.units[u].row].used)
        .collect();
    order.sort_by_key(|&u| (!b.units[u].is_globals, b.units[u].is_tbuffer));
    for u in order {
        let (row_index, space) = {
            let unit = &b.units[u];
            (
                unit.row,
                unit.space_only.unwrap_or(options.auto_binding_space),
            )
        };
        let (class, count, name, span) = {
            let row = &b.rows[row_index];
            (row.class, row.count, row.name.clone(), row.span)
        };
        let entry = spaces.entry((class, space)).or_default();
        match count {
            BindingCount::Bounded(n) => {
                let n = n.max(1);
                match entry.free().take_first_fit(n) {
                    Some(lo) => {
                        b.rows[row_index].lower = Some(lo as u32);
                        b.rows[row_index].space = space;
                    }
                    None => b.pass.report(Diagnostic::new(
                        Code::BN0201,
                        format!(
                            "resource '{name}' could not be allocated: no {n} free consecutive {} registers in space {space}",
                            class.name()
                        ),
                        Some(span),
                    )),
                }
            }
            BindingCount::Unbounded => {
                if options.legacy_reservation {
                    b.pass.report(Diagnostic::new(
                        Code::BN0205,
                        format!(
                            "unbounded resource '{name}' is not supported with legacy resource reservation"
                        ),
                        Some(span),
                    ));
                    continue;
                }
                let owner = entry.tail_owner;
                let tail = if owner.is_none() {
                    entry.free().take_tail()
                } else {
                    None
                };
                match (owner, tail) {
                    (None, Some(lo)) => {
                        entry.tail_owner = Some(row_index);
                        b.rows[row_index].lower = Some(lo as u32);
                        b.rows[row_index].space = space;
                    }
                    (Some(owner), _) => {
                        let first = b.rows[owner].name.clone();
                        b.pass.report(Diagnostic::new(
                            Code::BN0203,
                            format!(
                                "more than one unbounded resource in space {space} ('{first}' and '{name}')"
                            ),
                            Some(span),
                        ));
                    }
                    (None, None) => b.pass.report(Diagnostic::new(
                        Code::BN0202,
                        format!(
                            "unbounded resource '{name}' could not be allocated: the registers up to 4294967295 in space {space} are not free"
                        ),
                        Some(span),
                    )),
                }
            }
        }
    }
}
