//! Constant-buffer packing (docs/bindings.md §7.4): where each member of a
//! `cbuffer`, `tbuffer`, `ConstantBuffer<T>`, `TextureBuffer<T>` or
//! `$Globals` sits, by HLSL's legacy rules:
//!
//! - memory is read in 16-byte rows, and a member never straddles a row:
//!   one that would moves to the next row;
//! - otherwise a member is aligned to its scalar's size (a `double` to 8);
//! - arrays, structs, and matrices of more than one row (as stored) start
//!   on a row; array elements are 16-byte aligned, so an array's size is
//!   `(count - 1) * stride + element size`;
//! - a matrix is stored as vectors one row apart: columns when
//!   `column_major` (the default), rows when `row_major`;
//! - `packoffset(cN.x)` (and `register(cN)` on a global) puts a member
//!   where it says.
//!
//! Sizes are not rounded up to a row: root constants need to cover only
//! the bytes that members occupy.
//!
//! ```
//! use rootsig_core::bindings::{read_bindings, ShaderRequest, Stage};
//! use rootsig_core::hlsl::MemoryFiles;
//! let mut files = MemoryFiles::default();
//! files.insert(
//!     "s.hlsl",
//!     "cbuffer Draw { float3 tint; float alpha; float4x4 world; uint id; };\n\
//!      float4 main() : SV_Target { return float4(tint, alpha); }\n",
//! );
//! let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
//! let read = read_bindings(&request, &mut files);
//! let table = read.result.unwrap().table;
//! let layout = table.bindings[0].layout.as_ref().unwrap();
//! let members: Vec<(&str, u32, u32)> =
//!     layout.members.iter().map(|m| (m.name.as_str(), m.offset, m.size)).collect();
//! assert_eq!(members, [("tint", 0, 12), ("alpha", 12, 4), ("world", 16, 64), ("id", 80, 4)]);
//! assert_eq!(layout.size, 84);
//! ```

use super::Pass;
use super::kinds::DxilKind;
pub use super::kinds::{ArrayLayout, Orientation, ROW};
use super::scan::{Decl, Dim, Scope, Type};
use crate::hlsl::lex::{Kind, Token};
use crate::span::Span;
use std::fmt;

/// The packed layout of one constant buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CBufferLayout {
    /// Bytes from the start to the end of the last member (not rounded up
    /// to a row).
    pub size: u32,
    /// The members, in declaration order.
    pub members: Vec<Member>,
}

/// One member of a constant buffer or of a struct inside one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// Its name.
    pub name: String,
    /// Bytes from the start of the buffer (or of the enclosing struct).
    pub offset: u32,
    /// Bytes it occupies, the whole array for an array.
    pub size: u32,
    /// Its type (of one element, for an array).
    pub ty: MemberType,
    /// Its array shape, when it is an array.
    pub array: Option<ArrayLayout>,
    /// Where it is declared, when it was read from a file.
    pub declared: Option<Declared>,
}

/// Where a member is declared; shown as `file:line`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    /// The file as messages name it.
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// Its name's span in the files read (see [`crate::hlsl::Sources::global`]).
    pub span: Span,
}

impl fmt::Display for Declared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// What packing reads besides the declarations: the `#pragma pack_matrix`
/// directives and `-enable-16bit-types` (docs/bindings.md §7.4).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Packing<'a> {
    /// The index of the first token each `#pragma pack_matrix` governs,
    /// and `true` for `row_major`.
    pub pack_matrix: &'a [(usize, bool)],
    /// `half` and the `min16` types are 16 bits wide.
    pub enable_16bit_types: bool,
}

impl Packing<'_> {
    /// The orientation of a matrix declared at token `at` without
    /// `row_major` or `column_major`, itself or through its typedef: the
    /// last `#pragma pack_matrix` before it, else column-major.
    fn default_orientation(&self, at: usize) -> Orientation {
        Orientation::from_pragma(self.pack_matrix, at).unwrap_or(Orientation::ColumnMajor)
    }
}

/// The scalar types a constant buffer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// `bool` (4 bytes).
    Bool,
    /// `int`, `int32_t`, `min16int`, `min12int` (4 bytes).
    Int,
    /// `uint`, `dword`, `uint32_t`, `min16uint`, `unsigned int` (4 bytes).
    Uint,
    /// `float`, `float32_t`, and `half` and the `min16float` family
    /// without `-enable-16bit-types` (4 bytes).
    Float,
    /// `double`, `float64_t` (8 bytes).
    Double,
    /// `int64_t` (8 bytes).
    Int64,
    /// `uint64_t` (8 bytes).
    Uint64,
    /// `int16_t`, and `min16int` and `min12int` with
    /// `-enable-16bit-types` (2 bytes).
    Int16,
    /// `uint16_t`, and `min16uint` with `-enable-16bit-types` (2 bytes).
    Uint16,
    /// `float16_t`, and `half`, `min16float` and `min10float` with
    /// `-enable-16bit-types` (2 bytes).
    Float16,
}

impl Scalar {
    /// Its size in bytes.
    pub const fn size(self) -> u32 {
        match self {
            Scalar::Int16 | Scalar::Uint16 | Scalar::Float16 => 2,
            Scalar::Double | Scalar::Int64 | Scalar::Uint64 => 8,
            _ => 4,
        }
    }

    /// The HLSL name of its canonical spelling.
    pub const fn as_str(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::Int => "int",
            Scalar::Uint => "uint",
            Scalar::Float => "float",
            Scalar::Double => "double",
            Scalar::Int64 => "int64_t",
            Scalar::Uint64 => "uint64_t",
            Scalar::Int16 => "int16_t",
            Scalar::Uint16 => "uint16_t",
            Scalar::Float16 => "float16_t",
        }
    }

    /// The scalar that the HLSL type name `name` spells; with
    /// `enable_16bit_types`, `half` and the `min16` types are 16-bit, as
    /// DXC's `-enable-16bit-types` makes them.
    ///
    /// ```
    /// use rootsig_core::bindings::packing::Scalar;
    /// assert_eq!(Scalar::parse("half", false), Some(Scalar::Float));
    /// assert_eq!(Scalar::parse("half", true), Some(Scalar::Float16));
    /// assert_eq!(Scalar::parse("min16uint", true), Some(Scalar::Uint16));
    /// ```
    pub fn parse(name: &str, enable_16bit_types: bool) -> Option<Scalar> {
        if enable_16bit_types {
            match name {
                "half" | "min16float" | "min10float" => return Some(Scalar::Float16),
                "min16int" | "min12int" => return Some(Scalar::Int16),
                "min16uint" => return Some(Scalar::Uint16),
                _ => {}
            }
        }
        Some(match name {
            "bool" => Scalar::Bool,
            "int" | "int32_t" | "min16int" | "min12int" => Scalar::Int,
            "uint" | "dword" | "uint32_t" | "min16uint" | "unsigned" => Scalar::Uint,
            "float" | "float32_t" | "half" | "min16float" | "min10float" => Scalar::Float,
            "double" | "float64_t" => Scalar::Double,
            "int64_t" => Scalar::Int64,
            "uint64_t" => Scalar::Uint64,
            "int16_t" => Scalar::Int16,
            "uint16_t" => Scalar::Uint16,
            "float16_t" => Scalar::Float16,
            _ => return None,
        })
    }
}

/// The type of a member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MemberType {
    /// A scalar.
    Scalar(Scalar),
    /// A vector of 1 to 4 components.
    Vector {
        /// The component type.
        scalar: Scalar,
        /// The number of components.
        len: u32,
    },
    /// A matrix.
    Matrix {
        /// The component type.
        scalar: Scalar,
        /// Rows (the first number of `float3x4`).
        rows: u32,
        /// Columns (the second number).
        columns: u32,
        /// How it is stored.
        orientation: Orientation,
    },
    /// A struct, with its members' offsets from the struct's start.
    Struct {
        /// The struct's name.
        name: String,
        /// Its members.
        members: Vec<Member>,
    },
}

impl MemberType {
    /// How one element is stored as vectors: how many, and the components
    /// of each. A matrix's orientation decides (a row-major `float3x4` is
    /// 3 vectors of 4); a vector is one, a scalar one of 1, a struct none.
    pub(crate) fn vectors(&self) -> (u32, u32) {
        match self {
            MemberType::Scalar(_) => (1, 1),
            MemberType::Vector { len, .. } => (1, *len),
            MemberType::Matrix {
                rows,
                columns,
                orientation,
                ..
            } => orientation.vectors(*rows, *columns),
            MemberType::Struct { .. } => (0, 0),
        }
    }
}

impl fmt::Display for MemberType {
    /// The type as HLSL writes it (`row_major float3x4`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemberType::Scalar(s) => f.write_str(s.as_str()),
            MemberType::Vector { scalar, len } => write!(f, "{}{len}", scalar.as_str()),
            MemberType::Matrix {
                scalar,
                rows,
                columns,
                orientation,
            } => {
                if *orientation == Orientation::RowMajor {
                    f.write_str("row_major ")?;
                }
                write!(f, "{}{rows}x{columns}", scalar.as_str())
            }
            MemberType::Struct { name, .. } => f.write_str(name),
        }
    }
}

impl CBufferLayout {
    /// One line per member, nested struct members indented, as `rootsig
    /// bindings --layout` prints them.
    ///
    /// ```
    /// use rootsig_core::bindings::packing::{CBufferLayout, Member, MemberType, Scalar, ArrayLayout};
    /// let layout = CBufferLayout {
    ///     size: 36,
    ///     members: vec![Member {
    ///         name: "weights".into(), offset: 0, size: 36,
    ///         ty: MemberType::Scalar(Scalar::Float),
    ///         array: Some(ArrayLayout { count: 3, stride: 16 }),
    ///         declared: None,
    ///     }],
    /// };
    /// assert_eq!(layout.lines(), ["offset 0 size 36: float weights[3] (stride 16)"]);
    /// ```
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        lines_of(&self.members, 0, "", &mut out);
        out
    }
}

fn lines_of(members: &[Member], base: u32, indent: &str, out: &mut Vec<String>) {
    for m in members {
        let array = m
            .array
            .map(|a| format!("[{}] (stride {})", a.count, a.stride))
            .unwrap_or_default();
        out.push(format!(
            "{indent}offset {} size {}: {} {}{array}",
            base + m.offset,
            m.size,
            m.ty,
            m.name
        ));
        if let MemberType::Struct { members, .. } = &m.ty {
            // Every element of an array of structs is alike: the first shows them.
            let deeper = format!("{indent}  ");
            lines_of(members, base + m.offset, &deeper, out);
        }
    }
}

/// Size, alignment and "starts on a row" of one element of a type.
struct Element {
    size: u32,
    align: u32,
    new_row: bool,
}

fn element(ty: &MemberType) -> Element {
    match ty {
        MemberType::Scalar(s) => Element {
            size: s.size(),
            align: s.size(),
            new_row: false,
        },
        MemberType::Vector { scalar, len } => Element {
            size: scalar.size() * len,
            align: scalar.size(),
            new_row: false,
        },
        MemberType::Matrix { scalar, .. } => {
            let (vectors, len) = ty.vectors();
            // A vector of more than 16 bytes (`double3`, `double4`) takes
            // two rows.
            let vector = len * scalar.size();
            Element {
                size: (vectors - 1) * round_up(vector, ROW) + vector,
                align: scalar.size(),
                new_row: vectors > 1,
            }
        }
        MemberType::Struct { members, .. } => Element {
            size: end_of(members),
            align: ROW,
            new_row: true,
        },
    }
}

fn end_of(members: &[Member]) -> u32 {
    members.iter().map(|m| m.offset + m.size).max().unwrap_or(0)
}

fn round_up(n: u32, to: u32) -> u32 {
    n.div_ceil(to).saturating_mul(to)
}

/// One declared member before packing: its place, if written.
struct Unpacked {
    name: String,
    declared: Option<Declared>,
    ty: MemberType,
    count: Option<u32>,
    at: Option<u32>,
}

/// Packs members in order: each at its written place, or after the last.
fn pack(unpacked: Vec<Unpacked>) -> Vec<Member> {
    let mut next = 0u32;
    let mut out = Vec::with_capacity(unpacked.len());
    for u in unpacked {
        let e = element(&u.ty);
        let (size, array) = match u.count {
            Some(count) => {
                let stride = round_up(e.size, ROW);
                let size = count
                    .saturating_sub(1)
                    .saturating_mul(stride)
                    .saturating_add(if count == 0 { 0 } else { e.size });
                (size, Some(ArrayLayout { count, stride }))
            }
            None => (e.size, None),
        };
        let offset = match u.at {
            Some(at) => at,
            None if array.is_some() || e.new_row || next % ROW + size > ROW => round_up(next, ROW),
            None => round_up(next, e.align.max(1)),
        };
        next = offset.saturating_add(size);
        out.push(Member {
            name: u.name,
            offset,
            size,
            ty: u.ty,
            array,
            declared: u.declared,
        });
    }
    out
}

/// `float4x4`, `uint2`, `vector<float, 3>`, `matrix<int, 2, 2>`,
/// `unsigned int`: the numeric type a member's type text spells.
fn numeric(
    type_text: &str,
    orientation: Orientation,
    enable_16bit_types: bool,
) -> Option<MemberType> {
    let parse = |name: &str| Scalar::parse(name, enable_16bit_types);
    let text = type_text.trim();
    let text = text.strip_prefix("unsigned ").map_or(text, |_| "uint");
    if let Some((name, args)) = text.split_once('<') {
        let args: Vec<&str> = args
            .trim_end_matches('>')
            .split(',')
            .map(str::trim)
            .collect();
        let scalar = parse(args.first()?)?;
        let n = |i: usize| args.get(i).and_then(|a| a.parse::<u32>().ok());
        return match name.trim() {
            "vector" => vector(scalar, n(1)?),
            "matrix" => matrix(scalar, n(1)?, n(2)?, orientation),
            _ => None,
        };
    }
    if let Some(s) = parse(text) {
        return Some(MemberType::Scalar(s));
    }
    let base = text.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    let scalar = parse(base)?;
    let dims = &text[base.len()..];
    match dims.split_once('x') {
        Some((r, c)) => matrix(scalar, r.parse().ok()?, c.parse().ok()?, orientation),
        None => vector(scalar, dims.parse().ok()?),
    }
}

fn vector(scalar: Scalar, len: u32) -> Option<MemberType> {
    (1..=4)
        .contains(&len)
        .then_some(MemberType::Vector { scalar, len })
}

fn matrix(scalar: Scalar, rows: u32, columns: u32, orientation: Orientation) -> Option<MemberType> {
    ((1..=4).contains(&rows) && (1..=4).contains(&columns)).then_some(MemberType::Matrix {
        scalar,
        rows,
        columns,
        orientation,
    })
}

/// The array count of `dims` (`None` when not an array).
fn array_count(dims: &[Dim]) -> Option<u32> {
    if dims.is_empty() {
        return None;
    }
    let n = dims.iter().fold(1u64, |n, d| match d {
        Dim::Fixed(k) => n.saturating_mul(*k),
        Dim::Unbounded => n,
    });
    Some(u32::try_from(n).unwrap_or(u32::MAX))
}

/// `packoffset(c3.y)` after the declarator at token `at`, or, with
/// `register_c`, `register(c3)`: the byte offset it names.
fn written_offset(tokens: &[Token], at: usize, register_c: bool) -> Option<u32> {
    let mut i = at + 1;
    let mut depth = 0usize;
    while let Some(t) = tokens.get(i) {
        if t.is(b"[") {
            depth += 1;
        } else if t.is(b"]") {
            depth = depth.checked_sub(1)?;
        } else if depth == 0 && (t.is(b";") || t.is(b",") || t.is(b"=") || t.is(b"{")) {
            return None;
        } else if depth == 0 && t.is(b":") {
            let word = tokens.get(i + 1)?;
            let packoffset = word.text.eq_ignore_ascii_case(b"packoffset");
            let register = register_c && word.text.eq_ignore_ascii_case(b"register");
            if (packoffset || register) && tokens.get(i + 2).is_some_and(|t| t.is(b"(")) {
                return row_and_component(tokens.get(i + 3)?, tokens.get(i + 4..i + 6));
            }
        }
        i += 1;
    }
    None
}

/// `c3` then optionally `.` `y`: 3 × 16 + 4.
fn row_and_component(row: &Token, rest: Option<&[Token]>) -> Option<u32> {
    if row.kind != Kind::Ident {
        return None;
    }
    let text = std::str::from_utf8(&row.text).ok()?;
    let digits = text.strip_prefix(['c', 'C'])?;
    let n: u32 = digits.parse().ok()?;
    let component = match rest {
        Some([dot, c]) if dot.is(b".") => match &*c.text {
            b"x" | b"r" => 0,
            b"y" | b"g" => 1,
            b"z" | b"b" => 2,
            b"w" | b"a" => 3,
            _ => 0,
        },
        _ => 0,
    };
    n.checked_mul(ROW)?.checked_add(component * 4)
}

/// How deep structs may nest before packing gives up (a struct that
/// contains itself through a typedef would not end).
const MAX_DEPTH: usize = 32;

impl Pass<'_> {
    /// The unpacked member a declaration makes, if it takes space.
    fn unpacked(&self, d: &Decl, register_c: bool, depth: usize) -> Option<Unpacked> {
        // A method scanned as a field, or a `static` member, takes no space.
        if self.tokens.get(d.at + 1).is_some_and(|t| t.is(b"(")) {
            return None;
        }
        let orientation = d
            .orientation
            .unwrap_or_else(|| self.packing.default_orientation(d.at));
        let ty = match &d.ty {
            Type::Struct(index) if depth < MAX_DEPTH => {
                let members = self.struct_members(*index, depth + 1);
                // A struct of resources alone takes no space.
                if members.is_empty() {
                    return None;
                }
                MemberType::Struct {
                    name: self.scanned.structs[*index].name.clone(),
                    members,
                }
            }
            _ => numeric(&d.type_text, orientation, self.packing.enable_16bit_types)?,
        };
        Some(Unpacked {
            declared: self.declared(d.at),
            name: d.name.clone(),
            ty,
            count: array_count(&d.dims),
            at: written_offset(self.tokens, d.at, register_c),
        })
    }

    /// Where the declarator at token `at` is.
    fn declared(&self, at: usize) -> Option<Declared> {
        let pos = self.tokens.get(at)?.pos;
        let file = self.sources.file(pos.file)?;
        let (line, _) = file.line_column(self.sources.raw_offset(pos.file, pos.offset));
        Some(Declared {
            file: file.display.clone(),
            line: u32::try_from(line).unwrap_or(u32::MAX),
            span: self.span_of(at, at),
        })
    }

    fn struct_members(&self, index: usize, depth: usize) -> Vec<Member> {
        let fields = &self.scanned.structs[index].fields;
        pack(
            fields
                .iter()
                .filter_map(|f| self.unpacked(f, false, depth))
                .collect(),
        )
    }

    /// The layout of the constant buffer `decl` (a `cbuffer`, `tbuffer`,
    /// `ConstantBuffer<T>` or `TextureBuffer<T>`); `index` is its place
    /// in `Scanned::decls` when it is a global.
    pub(crate) fn buffer_layout(&self, decl: &Decl, index: Option<usize>) -> Option<CBufferLayout> {
        let Type::Resource(r) = &decl.ty else {
            return None;
        };
        if !matches!(r.spec().dxil, DxilKind::CBuffer | DxilKind::TBuffer) {
            return None;
        }
        let members = if matches!(decl.type_text.as_str(), "cbuffer" | "tbuffer") {
            let index = index?;
            pack(
                self.scanned
                    .decls
                    .iter()
                    .filter(|d| d.scope == Scope::InBuffer(index))
                    .filter_map(|d| self.unpacked(d, false, 0))
                    .collect(),
            )
        } else {
            let (_, arg) = decl.type_text.split_once('<')?;
            let name = arg.trim_end_matches('>').trim();
            let name = name.strip_prefix("struct ").unwrap_or(name).trim();
            let s = self.scanned.structs.iter().position(|s| s.name == name)?;
            self.struct_members(s, 1)
        };
        Some(CBufferLayout {
            size: end_of(&members),
            members,
        })
    }

    /// The layout of `$Globals`: the global numeric variables, in order,
    /// `register(cN)` honoured.
    pub(crate) fn globals_layout(&self) -> CBufferLayout {
        let members = pack(
            self.scanned
                .decls
                .iter()
                .filter(|d| {
                    d.scope == Scope::Global && matches!(d.ty, Type::Numeric | Type::Struct(_))
                })
                .filter_map(|d| self.unpacked(d, true, 0))
                .collect(),
        );
        CBufferLayout {
            size: end_of(&members),
            members,
        }
    }
}

// ---- Structured buffers (docs/bindings.md §7.6) ----

/// Size and alignment of one element in a structured buffer: no rows, each
/// value aligned to its scalar's size.
fn structured_numeric(ty: &MemberType) -> Option<(u32, u32)> {
    match ty {
        MemberType::Scalar(s) => Some((s.size(), s.size())),
        MemberType::Vector { scalar, len } => Some((scalar.size() * len, scalar.size())),
        MemberType::Matrix {
            scalar,
            rows,
            columns,
            ..
        } => Some((scalar.size() * rows * columns, scalar.size())),
        MemberType::Struct { .. } => None,
    }
}

impl Pass<'_> {
    /// The stride of a `StructuredBuffer<T>` whose element type is written
    /// `element`, as DXC lays it out: C-like packing, each member at the
    /// next multiple of its alignment (its scalar's size, a struct's
    /// largest), arrays tightly packed, a struct's size rounded up to its
    /// alignment. `None` for a type the scanner does not know, or of no
    /// size.
    pub(crate) fn structured_stride(&self, element: &str) -> Option<u32> {
        let (size, _) = self.structured_type(element, 0)?;
        (size > 0).then_some(size)
    }

    /// Size and alignment of the type written `text` in a structured
    /// buffer.
    fn structured_type(&self, text: &str, depth: usize) -> Option<(u32, u32)> {
        let text = text.trim();
        let name = text.strip_prefix("struct ").unwrap_or(text).trim();
        match self.scanned.structs.iter().rposition(|s| s.name == name) {
            Some(index) if depth < MAX_DEPTH => self.structured_struct(index, depth + 1),
            Some(_) => None,
            None => structured_numeric(&numeric(
                name,
                Orientation::ColumnMajor,
                self.packing.enable_16bit_types,
            )?),
        }
    }

    /// Size and alignment of struct `index` in a structured buffer.
    fn structured_struct(&self, index: usize, depth: usize) -> Option<(u32, u32)> {
        let (mut end, mut align) = (0u32, 1u32);
        for field in &self.scanned.structs[index].fields {
            // A method scanned as a field takes no space.
            if self.tokens.get(field.at + 1).is_some_and(|t| t.is(b"(")) {
                continue;
            }
            let (size, field_align) = match &field.ty {
                Type::Struct(inner) if depth < MAX_DEPTH => {
                    self.structured_struct(*inner, depth + 1)?
                }
                Type::Struct(_) | Type::Resource(_) => return None,
                _ => {
                    let sixteen = self.packing.enable_16bit_types;
                    structured_numeric(&numeric(
                        &field.type_text,
                        Orientation::ColumnMajor,
                        sixteen,
                    )?)?
                }
            };
            let count = array_count(&field.dims).unwrap_or(1);
            end = round_up(end, field_align).saturating_add(size.saturating_mul(count));
            align = align.max(field_align);
        }
        Some((round_up(end, align), align))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(name: &str, text: &str, count: Option<u32>) -> Unpacked {
        let (orientation, text) = match text.strip_prefix("row_major ") {
            Some(t) => (Orientation::RowMajor, t),
            None => (Orientation::ColumnMajor, text),
        };
        Unpacked {
            name: name.to_owned(),
            declared: None,
            ty: numeric(text, orientation, false).unwrap(),
            count,
            at: None,
        }
    }

    #[test]
    fn numeric_spellings() {
        let m = |t| numeric(t, Orientation::ColumnMajor, false);
        assert_eq!(m("uint"), Some(MemberType::Scalar(Scalar::Uint)));
        assert_eq!(m("unsigned int"), Some(MemberType::Scalar(Scalar::Uint)));
        assert_eq!(
            m("vector<float, 3>"),
            Some(MemberType::Vector {
                scalar: Scalar::Float,
                len: 3
            })
        );
        assert_eq!(m("matrix<int, 2, 3>"), m("int2x3"));
        assert_eq!(m("float5"), None);
        assert_eq!(m("Texture2D"), None);
    }

    #[test]
    fn matrix_and_array_sizes_follow_the_row_rules() {
        // DXC's vk.layout.cbuffer.fxc.matrix.array.hlsl quotes fxc's
        // reflection: `float3x2 foo[7]` at 16, size 220; `float1x3 bar[5]`
        // at 240, size 228; `float end` at 468.
        let packed = pack(vec![
            member("dummy0", "float", None),
            member("foo", "float3x2", Some(7)),
            member("bar", "float1x3", Some(5)),
            member("end", "float", None),
        ]);
        let got: Vec<(u32, u32)> = packed.iter().map(|m| (m.offset, m.size)).collect();
        assert_eq!(got, [(0, 4), (16, 220), (240, 228), (468, 4)]);
    }
}
