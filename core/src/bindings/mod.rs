//! The shader side: a shader's resource declarations, their registers
//! (explicit, or assigned exactly as DXC assigns them), and the rules of
//! docs/bindings.md (the `BN` codes).
//!
//! The pipeline: preprocess ([`crate::hlsl`]) → scan the declarations and
//! functions → check each `register(...)` annotation (BN00xx, BN01xx) →
//! find what the entry point uses → allocate implicit registers (BN02xx)
//! → a [`BindingTable`].
//!
//! ```
//! use rootsig_core::bindings::{read_bindings, ShaderRequest, Stage};
//! use rootsig_core::hlsl::MemoryFiles;
//! let mut files = MemoryFiles::default();
//! files.insert(
//!     "s.hlsl",
//!     "cbuffer Camera { float4 tint; };\n\
//!      Texture2D albedo;\n\
//!      Texture2D debugView[4];\n\
//!      SamplerState linearSampler : register(s3);\n\
//!      float4 main(float2 uv : UV) : SV_Target { return tint * albedo.Sample(linearSampler, uv); }\n",
//! );
//! let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
//! let read = read_bindings(&request, &mut files);
//! let table = read.result.unwrap().table;
//! let rows: Vec<String> = table.bindings.iter().map(|b| b.to_string()).collect();
//! assert_eq!(rows, [
//!     "Camera: cbuffer b0 space0 (implicit)",
//!     "albedo: Texture2D t0 space0 (implicit)",
//!     "debugView: Texture2D [4] (implicit, unused)",
//!     "linearSampler: SamplerState s3 space0",
//! ]);
//! ```

mod allocate;
mod check;
mod compiled;
mod derive;
mod dxc_structs;
pub mod kinds;
pub mod packing;
mod register;
pub(crate) mod scan;
mod usage;

pub use crate::hlsl::Stage;
pub use check::{ResourceSlot, resolve};
pub use compiled::{check_compiled, read_compiled, shader_diagnostic};
pub use derive::derive;
pub use kinds::DxilKind;

use crate::diagnostic::{Code, Diagnostic, Diagnostics, Severity};
use crate::hlsl::lex::Token;
use crate::hlsl::{self, HlslError, HlslOptions, Loader, Location, Sources};
use crate::model::RegisterClass;
use crate::model::RootSignature;
use crate::span::Span;
use std::fmt;
use std::path::Path;
use std::sync::LazyLock;

/// Options of the binding stage (docs/bindings.md §4.3, §5 and §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BindingOptions {
    /// Count every declared resource as used.
    pub all_used: bool,
    /// clang's `-Wno-legacy-constant-register-binding`: BN0008, BN0102 and
    /// BN0103 become warnings and their annotations are ignored; BN0104 is
    /// silenced.
    pub legacy_bindings: bool,
    /// DXC's `-flegacy-resource-reservation`: explicit registers of unused
    /// resources are reserved too, and unbounded arrays are refused (BN0205).
    pub legacy_reservation: bool,
    /// DXC's `-auto-binding-space N`: the space of implicit bindings.
    pub auto_binding_space: u32,
    /// How resources inside struct instances are bound.
    pub struct_binding: StructBinding,
}

/// How resources inside struct instances are bound (docs/bindings.md §6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StructBinding {
    /// Whole members in declaration order (clang's design, and the seed's).
    #[default]
    Members,
    /// DXC's: one resource per accessed element (`b2.Bufs.7`), implicit
    /// ones in the order the code first names them.
    Dxc,
}

/// How many registers a binding takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BindingCount {
    /// This many (the product of the array dimensions).
    Bounded(u64),
    /// An unbounded array: every register from the lower one up.
    Unbounded,
}

impl fmt::Display for BindingCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BindingCount::Bounded(n) => write!(f, "{n}"),
            BindingCount::Unbounded => f.write_str("unbounded"),
        }
    }
}

/// What DXIL records about a resource (after the DXIL resources document).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ResourceProperties {
    /// The resource kind.
    pub kind: DxilKind,
    /// The element type as written (`float4`, a struct name), if any.
    pub element_type: Option<String>,
    /// A UAV.
    pub writeable: bool,
    /// A rasterizer-ordered view.
    pub rov: bool,
    /// The sample count of a multisampled texture, when written.
    pub sample_count: Option<u32>,
    /// The hidden counter is used (always for Append/Consume buffers).
    pub counter: bool,
    /// Declared `globallycoherent`.
    pub globally_coherent: bool,
    /// The structure stride in bytes of a structured buffer, where known:
    /// from FXC's declarations, or from the element type in HLSL
    /// (docs/bindings.md §7.6).
    pub stride: Option<u32>,
}

/// One row of a binding table: one resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding {
    /// The name; struct members as `instance.member` (`instance[i].member`
    /// for an element of an array of structs), and `$Globals`.
    pub name: String,
    /// The HLSL type as written.
    pub type_name: String,
    /// The register class.
    pub class: RegisterClass,
    /// The register space.
    pub space: u32,
    /// The lower register; `None` for an unused resource bound implicitly
    /// (it takes no register) or one that could not be allocated.
    pub lower: Option<u32>,
    /// How many registers it takes.
    pub count: BindingCount,
    /// Its register was written in the source.
    pub explicit: bool,
    /// The entry point uses it (docs/bindings.md §5).
    pub used: bool,
    /// Its DXIL properties.
    pub properties: ResourceProperties,
    /// Its declaration (a global offset into the [`Sources`]).
    pub span: Span,
    /// A constant buffer's packed members (docs/bindings.md §8); `None`
    /// for other resources.
    pub layout: Option<packing::CBufferLayout>,
}

impl Binding {
    /// Its registers as `t0`, `t0..t3`, or `t0..` for an unbounded array;
    /// `None` without a register. A zero-size array (`t[0]`) is shown as
    /// its first register, which is how the binding stage checks it.
    pub fn registers(&self) -> Option<String> {
        let lo = self.lower?;
        let l = self.class.letter();
        Some(match self.count {
            BindingCount::Bounded(0 | 1) => format!("{l}{lo}"),
            BindingCount::Bounded(n) => format!("{l}{lo}..{l}{}", u64::from(lo) + n - 1),
            BindingCount::Unbounded => format!("{l}{lo}.."),
        })
    }
}

impl fmt::Display for Binding {
    /// `name: type t0 space0` with the count when it is not 1, and
    /// `(implicit, unused)` notes; an unused implicit binding has no
    /// register.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name, self.type_name)?;
        if let Some(lower) = self.lower {
            write!(f, " {}{lower} space{}", self.class.letter(), self.space)?;
        }
        if self.count != BindingCount::Bounded(1) {
            write!(f, " [{}]", self.count)?;
        }
        match (self.explicit, self.used) {
            (true, true) => Ok(()),
            (true, false) => f.write_str(" (unused)"),
            (false, true) => f.write_str(" (implicit)"),
            (false, false) => f.write_str(" (implicit, unused)"),
        }
    }
}

/// The bindings of one entry point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BindingTable {
    /// The entry function.
    pub entry: String,
    /// Its stage.
    pub stage: Stage,
    /// One row per resource, in declaration order (`$Globals` first).
    pub bindings: Vec<Binding>,
    /// The entry point indexes `ResourceDescriptorHeap`.
    pub uses_resource_heap: bool,
    /// The entry point indexes `SamplerDescriptorHeap`.
    pub uses_sampler_heap: bool,
    /// The input-assembler inputs a vertex entry point reads: the semantics
    /// of its inputs that are not system values, such as `POSITION` (empty
    /// for other stages). They need `ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT`.
    pub vertex_inputs: Vec<String>,
}

impl BindingTable {
    /// The constant buffers the entry point uses, with their layouts, in
    /// table order.
    pub fn constant_buffers(&self) -> impl Iterator<Item = (&Binding, &packing::CBufferLayout)> {
        (self.bindings.iter())
            .filter(|b| b.used)
            .filter_map(|b| Some((b, b.layout.as_ref()?)))
    }

    /// The layout of the constant buffer `name` that the entry point uses,
    /// or a message naming those it does use.
    pub fn constant_buffer(&self, name: &str) -> Result<&packing::CBufferLayout, String> {
        if let Some((_, layout)) = self.constant_buffers().find(|(b, _)| b.name == name) {
            return Ok(layout);
        }
        let names: Vec<String> = self
            .constant_buffers()
            .map(|(b, _)| format!("`{}`", b.name))
            .collect();
        let uses = match names.len() {
            0 => "it uses none".to_owned(),
            _ => format!("it uses {}", names.join(", ")),
        };
        Err(format!(
            "`{}` ({}) uses no constant buffer named `{name}`; {uses}",
            self.entry, self.stage
        ))
    }
}

/// A binding table and the warnings found while making it.
#[derive(Debug, Clone)]
pub struct Bound {
    /// The table.
    pub table: BindingTable,
    /// Warnings (BN0104, and legacy codes under `legacy_bindings`).
    pub warnings: Diagnostics,
    /// Warnings about where the root signature was read: each earlier
    /// `[RootSignature]` attribute of the entry that the last one replaces
    /// ([`hlsl::Extracted::warnings`]).
    pub replaced: Vec<HlslError>,
}

/// Why there is no binding table.
#[derive(Debug, Clone)]
pub enum BindingsError {
    /// The file could not be preprocessed, or has no such entry function.
    Read(HlslError),
    /// BN errors (and any warnings), in declaration order.
    Diagnostics(Diagnostics),
}

/// What one read produced: the files (diagnostic spans are global offsets
/// into them, see [`Sources::global`]) and the result.
#[derive(Debug)]
pub struct ReadBindings {
    /// Every file read.
    pub sources: Sources,
    /// The table, or why there is none.
    pub result: Result<Bound, BindingsError>,
}

impl ReadBindings {
    /// Every diagnostic or error, rendered against the files.
    pub fn render(&self, style: crate::render::RenderStyle) -> String {
        let (replaced, diagnostics) = match &self.result {
            Ok(bound) => (&bound.replaced[..], &bound.warnings),
            Err(BindingsError::Diagnostics(d)) => (&[][..], d),
            Err(BindingsError::Read(e)) => return e.render(&self.sources, style) + "\n",
        };
        let rendered: Vec<String> = replaced
            .iter()
            .map(|w| w.render_warning(&self.sources, style) + "\n")
            .chain(
                diagnostics
                    .iter()
                    .map(|d| hlsl::render_in_sources(&self.sources, d, style) + "\n"),
            )
            .collect();
        rendered.join("\n")
    }
}

/// Shared state of one binding pass.
pub(crate) struct Pass<'a> {
    pub sources: &'a Sources,
    pub tokens: &'a [Token],
    pub scanned: &'a scan::Scanned,
    pub packing: packing::Packing<'a>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A translation unit after preprocessing: its tokens, and where each
/// `#pragma pack_matrix` changed the default matrix orientation.
pub(crate) struct Unit {
    pub tokens: Vec<Token>,
    /// The index of the first token each pragma governs, and `true` for
    /// `row_major`.
    pub pack_matrix: Vec<(usize, bool)>,
}

impl Unit {
    /// Reads the rest of the preprocessor's input.
    pub(crate) fn read(pp: &mut hlsl::preprocess::Preprocessor<'_>) -> Result<Unit, HlslError> {
        let tokens = hlsl::extract::expanded(pp)?;
        Ok(Unit {
            tokens,
            pack_matrix: std::mem::take(&mut pp.pack_matrix),
        })
    }
}

impl Pass<'_> {
    /// The global span from token `first` to the end of token `last`.
    pub fn span_of(&self, first: usize, last: usize) -> Span {
        let at = |i: usize, end: bool| -> usize {
            let Some(t) = self.tokens.get(i) else {
                return 0;
            };
            let file = t.pos.file;
            let len = if end && !t.pos.synthetic {
                t.text.len() as u32
            } else {
                0
            };
            let offset = self
                .sources
                .raw_offset(file, t.pos.offset.saturating_add(len));
            self.sources.global(Location { file, offset })
        };
        let start = at(first, false);
        let end = at(last, true);
        // A range through a macro expansion may end in another file.
        if end < start || end - start > 4096 {
            let one = at(first, true);
            return Span::new(start, one.max(start));
        }
        Span::new(start, end)
    }

    pub fn report(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }
}

/// The request's preprocessor options with the entry's stage as the
/// target's (unless the options name one), for DXC's predefined macros.
fn with_stage(request: &ShaderRequest<'_>) -> HlslOptions {
    let mut options = request.hlsl.clone();
    options.target.stage.get_or_insert(request.stage);
    options
}

/// One entry point of one HLSL file, and how to read it: what
/// [`read_bindings`] and [`check_shader`] take.
#[derive(Debug, Clone, Copy)]
pub struct ShaderRequest<'a> {
    /// The file, as the [`Loader`] opens it.
    pub path: &'a Path,
    /// The file's name in messages.
    pub display: &'a str,
    /// The entry function.
    pub entry: &'a str,
    /// The entry's stage.
    pub stage: Stage,
    /// How the file is preprocessed.
    pub hlsl: &'a HlslOptions,
    /// How its bindings are computed.
    pub bindings: &'a BindingOptions,
}

impl<'a> ShaderRequest<'a> {
    /// Entry `entry` for `stage` of the file at `path` (named so in
    /// messages), with default options; set others with
    /// `ShaderRequest { hlsl: &mine, ..ShaderRequest::new(…) }`.
    pub fn new(path: &'a str, entry: &'a str, stage: Stage) -> Self {
        static HLSL: LazyLock<HlslOptions> = LazyLock::new(HlslOptions::default);
        static BINDINGS: LazyLock<BindingOptions> = LazyLock::new(BindingOptions::default);
        ShaderRequest {
            path: Path::new(path),
            display: path,
            entry,
            stage,
            hlsl: &HLSL,
            bindings: &BINDINGS,
        }
    }
}

/// Preprocesses the request's file and computes the bindings of its entry
/// point.
pub fn read_bindings(request: &ShaderRequest<'_>, loader: &mut dyn Loader) -> ReadBindings {
    let hlsl_options = &with_stage(request);
    let (sources, unit) = hlsl::preprocess_with(
        request.path,
        request.display,
        hlsl_options,
        loader,
        Unit::read,
    );
    let result = match unit {
        Ok(unit) => bind(&sources, &unit, request).map(|entry| entry.bound),
        Err(e) => Err(BindingsError::Read(e)),
    };
    ReadBindings { sources, result }
}

/// Where the root signature to check a shader against comes from.
#[derive(Debug, Clone, Copy)]
pub enum SignatureSource<'a> {
    /// The entry function's `[RootSignature(…)]` attribute.
    Attribute,
    /// A `#define` of the shader's files.
    Define(&'a str),
    /// Root signature text, such as a file's contents, named for messages.
    Text {
        /// The text.
        text: &'a str,
        /// Its name in messages.
        display: &'a str,
    },
    /// A description: decoded from a blob, or built through the API.
    Described(&'a RootSignature),
}

/// What a shader's bindings are checked against (BN03xx, docs/bindings.md
/// §7.2): a root signature, the options its text compiles with, and how strictly an
/// unbounded array is checked.
#[derive(Debug, Clone, Copy)]
pub struct SignatureCheck<'a> {
    /// Where the root signature comes from.
    pub signature: SignatureSource<'a>,
    /// The options its text compiles with.
    pub options: &'a crate::Options,
    /// Check every register of an unbounded shader array against the root
    /// signature (it must reach 4294967295), not only the first (DXC).
    pub strict_unbounded: bool,
}

impl SignatureCheck<'_> {
    /// The BN03xx diagnostics of `table` against `signature` (with this
    /// check's strictness), when one of them is an error.
    fn errors(
        &self,
        table: &BindingTable,
        heap_uses: [Option<Span>; 2],
        signature: &check::Against<'_>,
    ) -> Option<Vec<Diagnostic>> {
        let found = check::check(table, heap_uses, signature, self.strict_unbounded);
        found
            .iter()
            .any(|d| d.severity == Severity::Error)
            .then_some(found)
    }
}

impl<'a> SignatureCheck<'a> {
    /// A check against `signature`, compiled with `options` when it is
    /// text, of an unbounded array's first register only.
    pub fn new(signature: SignatureSource<'a>, options: &'a crate::Options) -> Self {
        SignatureCheck {
            signature,
            options,
            strict_unbounded: false,
        }
    }
}

/// Computes the bindings of the request's entry point and checks them
/// against a root signature (BN03xx). A root signature that does not
/// compile gives its RS diagnostics, pointing into the file it was read
/// from.
///
/// ```
/// use rootsig_core::bindings::{
///     check_shader, BindingsError, ShaderRequest, SignatureCheck, SignatureSource, Stage,
/// };
/// use rootsig_core::hlsl::MemoryFiles;
/// use rootsig_core::{Code, Options};
/// let mut files = MemoryFiles::default();
/// files.insert(
///     "s.hlsl",
///     "cbuffer C : register(b0) { float4 color; }\n\
///      [RootSignature(\"CBV(b1)\")]\n\
///      float4 main() : SV_Target { return color; }\n",
/// );
/// let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
/// let options = Options::default();
/// let against = SignatureCheck::new(SignatureSource::Attribute, &options);
/// let read = check_shader(&request, &against, &mut files);
/// let Err(BindingsError::Diagnostics(d)) = &read.result else { panic!() };
/// assert_eq!(d.codes(), [Code::BN0301]);
/// assert_eq!(
///     d.iter().next().unwrap().message,
///     "'C' (CBV b0, space 0) is not fully bound by the root signature for the pixel stage",
/// );
/// ```
pub fn check_shader(
    request: &ShaderRequest<'_>,
    against: &SignatureCheck<'_>,
    loader: &mut dyn Loader,
) -> ReadBindings {
    let hlsl_options = &with_stage(request);
    let (sources, result) =
        hlsl::preprocess_with(request.path, request.display, hlsl_options, loader, |pp| {
            let unit = Unit::read(pp)?;
            let text = signature_text(pp, &unit.tokens, request.entry, against)?;
            let checked = bind(&pp.sources, &unit, request)
                .and_then(|bind| check_bound(&pp.sources, bind, against, text));
            Ok(checked)
        });
    ReadBindings {
        sources,
        result: result.unwrap_or_else(|e| Err(BindingsError::Read(e))),
    }
}

/// The text of the root signature to check against, and where each byte
/// of it was written; `None` for a description.
fn signature_text(
    pp: &mut hlsl::preprocess::Preprocessor<'_>,
    tokens: &[Token],
    entry: &str,
    against: &SignatureCheck<'_>,
) -> Result<Option<hlsl::Extracted>, HlslError> {
    Ok(match against.signature {
        SignatureSource::Define(name) => {
            Some(hlsl::extract::define_or_entry(pp, tokens, name, entry)?)
        }
        SignatureSource::Attribute => Some(hlsl::extract::entry(pp, tokens, entry)?),
        SignatureSource::Text { text, display } => {
            let file = pp.sources.add("", display, text.as_bytes().to_vec());
            Some(hlsl::Extracted {
                text: text.to_owned(),
                locations: (0..=text.len())
                    .map(|offset| Location { file, offset })
                    .collect(),
                context: against.options.context,
                replaced: Vec::new(),
            })
        }
        SignatureSource::Described(_) => None,
    })
}

/// Compiles root signature text for a check, its diagnostics' spans mapped
/// by `to_global` into the caller's sources.
fn compile_for_check(
    text: &str,
    options: &crate::Options,
    to_global: impl Fn(Span) -> Option<Span>,
) -> Result<crate::Compiled, BindingsError> {
    crate::compile_signature(text, options).map_err(|diagnostics| {
        let mapped = diagnostics
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d.span = d.span.and_then(&to_global);
                for r in &mut d.related {
                    r.span = r.span.and_then(&to_global);
                }
                d
            })
            .collect();
        BindingsError::Diagnostics(Diagnostics(mapped))
    })
}

/// A bound entry point checked against the root signature, given its
/// `text` when it is not a description.
fn check_bound(
    sources: &Sources,
    entry: BoundEntry,
    against: &SignatureCheck<'_>,
    text: Option<hlsl::Extracted>,
) -> Result<Bound, BindingsError> {
    let BoundEntry { bound, heap_uses } = entry;
    // A span of the signature text as a global span of the sources.
    let to_global = |s: Span| {
        let (file, local) = text.as_ref()?.locate(s)?;
        let base = sources.global(Location { file, offset: 0 });
        Some(Span::new(base + local.start, base + local.end))
    };
    let compiled;
    let (sig, map) = match (&against.signature, &text) {
        (SignatureSource::Described(sig), _) => (*sig, None),
        (_, Some(extracted)) => {
            compiled = compile_for_check(&extracted.text, against.options, to_global)?;
            (&compiled.signature, Some(&compiled.source_map))
        }
        (_, None) => return Ok(bound),
    };
    let signature = check::Against::new(sig, map, &to_global);
    if let Some(found) = against.errors(&bound.table, heap_uses, &signature) {
        let mut all = bound.warnings.0;
        all.extend(found);
        return Err(BindingsError::Diagnostics(capped(all)));
    }
    let replaced = text.as_ref().map(hlsl::Extracted::warnings);
    Ok(Bound {
        replaced: replaced.unwrap_or_default(),
        ..bound
    })
}

/// At most [`MAX_DIAGNOSTICS`](crate::diagnostic::MAX_DIAGNOSTICS) of
/// `all`, then one without a span that counts the rest, with the code of
/// the first error left out (or warning, when only warnings are), so that
/// errors still fail and the output stays proportionate to the input.
fn capped(mut all: Vec<Diagnostic>) -> Diagnostics {
    let limit = crate::diagnostic::MAX_DIAGNOSTICS;
    if all.len() <= limit {
        return Diagnostics(all);
    }
    let rest = all.split_off(limit);
    let errors = rest
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    let warnings = rest.len() - errors;
    let first = rest
        .iter()
        .find(|d| d.severity == Severity::Error)
        .or(rest.first())
        .map(|d| d.code);
    if let Some(code) = first {
        let count = |n: usize, what: &str| match n {
            0 => None,
            1 => Some(format!("1 more {what}")),
            n => Some(format!("{n} more {what}s")),
        };
        let parts: Vec<String> = [count(errors, "error"), count(warnings, "warning")]
            .into_iter()
            .flatten()
            .collect();
        all.push(Diagnostic::new(
            code,
            format!("and {} not shown", parts.join(" and ")),
            None,
        ));
    }
    Diagnostics(all)
}

/// A bound entry point, and where it first names each descriptor heap
/// (`ResourceDescriptorHeap`, `SamplerDescriptorHeap`) for the check of
/// the root signature's heap flags.
struct BoundEntry {
    bound: Bound,
    heap_uses: [Option<Span>; 2],
}

/// The bindings of the request's entry point.
fn bind(
    sources: &Sources,
    unit: &Unit,
    request: &ShaderRequest<'_>,
) -> Result<BoundEntry, BindingsError> {
    let (entry, stage, options) = (request.entry, request.stage, request.bindings);
    let tokens = &unit.tokens[..];
    let scanned = scan::scan(tokens, &unit.pack_matrix);
    let mut pass = Pass {
        sources,
        tokens,
        scanned: &scanned,
        packing: packing::Packing {
            pack_matrix: &unit.pack_matrix,
            enable_16bit_types: request.hlsl.target.enable_16bit_types,
        },
        diagnostics: Vec::new(),
    };
    if !scanned.errors.is_empty() {
        // Declarations the scanner could not read, or nested past its
        // limits: nothing after them would be right.
        return Err(scan_errors(&pass));
    }
    let entry_fn = entry_function(&pass, entry)?;
    let used = usage::find(&scanned, tokens, entry, options.all_used);
    let registers = registers(&mut pass, options);
    let bindings = allocate::allocate(&mut pass, &registers, &used, options);
    let mut diagnostics = std::mem::take(&mut pass.diagnostics);
    diagnostics.sort_by_key(|d| d.span.map_or(usize::MAX, |s| s.start));
    let diagnostics = capped(diagnostics);
    if diagnostics.has_errors() {
        return Err(BindingsError::Diagnostics(diagnostics));
    }
    let heap = |at: Option<usize>| at.map(|i| pass.span_of(i, i));
    let heap_uses = [heap(used.resource_heap), heap(used.sampler_heap)];
    let table = BindingTable {
        entry: entry.to_owned(),
        stage,
        bindings,
        uses_resource_heap: used.resource_heap.is_some(),
        uses_sampler_heap: used.sampler_heap.is_some(),
        vertex_inputs: if stage == Stage::Vertex {
            usage::vertex_inputs(tokens, entry_fn.params)
        } else {
            Vec::new()
        },
    };
    let bound = Bound {
        table,
        warnings: diagnostics,
        replaced: Vec::new(),
    };
    Ok(BoundEntry { bound, heap_uses })
}

/// The scanner's errors as diagnostics.
fn scan_errors(pass: &Pass<'_>) -> BindingsError {
    let found = pass.scanned.errors.iter().map(|e| {
        let d = Diagnostic::new(
            e.code,
            e.message.clone(),
            Some(pass.span_of(e.first, e.last)),
        );
        match &e.help {
            Some(help) => d.with_help(help.clone()),
            None => d,
        }
    });
    BindingsError::Diagnostics(Diagnostics(found.collect()))
}

/// The entry function: a free function named `entry` (HL0201) without
/// `uniform` parameters (HL0203).
fn entry_function<'a>(pass: &Pass<'a>, entry: &str) -> Result<&'a scan::Function, BindingsError> {
    let (scanned, tokens) = (pass.scanned, pass.tokens);
    let entry_fn = scanned
        .functions
        .iter()
        .find(|f| f.name == entry && f.owner.is_none());
    let Some(entry_fn) = entry_fn else {
        let names = scanned
            .functions
            .iter()
            .filter(|f| f.owner.is_none())
            .map(|f| f.name.as_str());
        // A name that differs only in case first: `suggest` ignores case.
        let notes = (names.clone().find(|n| n.eq_ignore_ascii_case(entry)))
            .or_else(|| crate::language::parse::suggest(entry, names))
            .map(|s| format!("did you mean `{s}`?"))
            .into_iter()
            .collect();
        return Err(BindingsError::Read(HlslError {
            code: Code::HL0201,
            message: format!("the file has no function `{entry}` (after preprocessing)"),
            at: None,
            notes,
        }));
    };
    // `uniform` entry parameters are bound like globals by DXC; rootsig
    // does not model them, and says so instead of ignoring them.
    if let Some(k) =
        (entry_fn.params.0..entry_fn.params.1).find(|&k| tokens[k].is_ident(b"uniform"))
    {
        let location = Location {
            file: tokens[k].pos.file,
            offset: (pass.sources).raw_offset(tokens[k].pos.file, tokens[k].pos.offset),
        };
        return Err(BindingsError::Read(HlslError {
            code: Code::HL0203,
            message: format!(
                "`uniform` parameters of the entry function `{entry}` are not supported; declare the resource or value at global scope"
            ),
            at: Some(location),
            notes: Vec::new(),
        }));
    }
    Ok(entry_fn)
}

/// Each global declaration's `register(...)` annotations, checked, with
/// those that bind nothing (locals, struct fields) reported.
fn registers(pass: &mut Pass<'_>, options: &BindingOptions) -> Vec<Vec<register::Register>> {
    let scanned = pass.scanned;
    for (name, annotation) in &scanned.local_annotations {
        register::not_bindable(pass, name, annotation);
    }
    let mut registers = Vec::with_capacity(scanned.decls.len());
    for decl in &scanned.decls {
        registers.push(register::check(pass, decl, options));
        register::unknown_resource(pass, decl);
    }
    for decl in scanned.structs.iter().flat_map(|s| &s.fields) {
        register::check(pass, decl, options);
    }
    registers
}

#[cfg(test)]
mod tests;
