//! `rootsig bindings`, `rootsig check` and `rootsig derive`: the shader
//! side, on HLSL files (and, for `bindings` and `check`, on compiled
//! shaders, through [`crate::container`]).

use crate::container::{self, SignatureFile};
use crate::json::row_json;
use crate::{Failure, Outcome, read_input, write_output};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use rootsig::bindings::packing::CBufferLayout;
use rootsig::bindings::{
    self, Binding, BindingOptions, BindingTable, BindingsError, ReadBindings, ShaderRequest,
    SignatureCheck, SignatureSource, Stage, StructBinding,
};
use rootsig::cbuffer::{StructNames, rust_source, type_name};
use rootsig::hlsl::{self, FileSystem, HlslOptions, ShaderModel, Target};
use rootsig::render::RenderStyle;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The shader file and how to read it.
#[derive(clap::Args)]
pub struct ShaderArgs {
    /// The HLSL file, or a compiled shader (.dxil, .cso, .dxbc: any DXBC container).
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Define a preprocessor macro, as dxc -D: NAME (as 1) or NAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// Search DIR for #include files, after the including file's folder.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// Count every declared resource as used.
    #[arg(long)]
    all_used: bool,
    /// Make the legacy register codes (BN0008, BN0102, BN0103) warnings and silence BN0104.
    #[arg(long)]
    legacy_bindings: bool,
    /// Reserve the explicit registers of unused resources too (DXC's -flegacy-resource-reservation).
    #[arg(long)]
    legacy_reservation: bool,
    /// The register space of implicit bindings (DXC's -auto-binding-space).
    #[arg(long, value_name = "N", default_value_t = 0)]
    auto_binding_space: u32,
    /// The shader model of DXC's predefined macros, such as 6_6 [default: 6_0].
    #[arg(long, value_name = "MODEL", value_parser = parse_shader_model)]
    shader_model: Option<ShaderModel>,
    /// How resources inside struct instances are bound: whole members in
    /// declaration order, or DXC's one resource per accessed element.
    #[arg(long, value_name = "MODE", value_enum, default_value_t = StructBindingArg::Members)]
    struct_binding: StructBindingArg,
    /// Make `half` and the `min16` types 16 bits wide in constant buffers (DXC's -enable-16bit-types).
    #[arg(long)]
    enable_16bit_types: bool,
}

/// `--struct-binding`. (Its values are described in the option's help:
/// described values would switch `--help` to clap's long layout.)
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum StructBindingArg {
    // Whole members in declaration order (clang's design).
    Members,
    // DXC's: one resource per accessed element (`b2.Bufs.7`), in first-use order.
    Dxc,
}

/// What every read of the `--shader` file shares, held so that each
/// entry point's [`ShaderRequest`] can borrow it.
struct ReadOptions<'a> {
    path: &'a Path,
    display: String,
    hlsl: HlslOptions,
    bindings: BindingOptions,
}

impl<'a> ReadOptions<'a> {
    fn request(&'a self, entry: &'a str, stage: Stage) -> ShaderRequest<'a> {
        ShaderRequest {
            path: self.path,
            display: &self.display,
            entry,
            stage,
            hlsl: &self.hlsl,
            bindings: &self.bindings,
        }
    }
}

impl ShaderArgs {
    fn read_options(&self) -> ReadOptions<'_> {
        ReadOptions {
            path: &self.file,
            display: self.display(),
            hlsl: self.hlsl(),
            bindings: self.options(),
        }
    }

    fn hlsl(&self) -> HlslOptions {
        HlslOptions {
            defines: self.defines.clone(),
            include_dirs: self.include_dirs.clone(),
            target: Target {
                stage: None,
                shader_model: self.shader_model.unwrap_or_default(),
                enable_16bit_types: self.enable_16bit_types,
            },
        }
    }

    fn options(&self) -> BindingOptions {
        BindingOptions {
            all_used: self.all_used,
            legacy_bindings: self.legacy_bindings,
            legacy_reservation: self.legacy_reservation,
            auto_binding_space: self.auto_binding_space,
            struct_binding: match self.struct_binding {
                StructBindingArg::Members => StructBinding::Members,
                StructBindingArg::Dxc => StructBinding::Dxc,
            },
        }
    }

    fn display(&self) -> String {
        self.file.display().to_string()
    }

    /// The bindings of `entry` of the HLSL file.
    fn read(&self, entry: &str, stage: Stage) -> ReadBindings {
        let file = self.read_options();
        bindings::read_bindings(&file.request(entry, stage), &mut FileSystem)
    }
}

/// `--shader-model 6_6`.
pub(crate) fn parse_shader_model(s: &str) -> Result<ShaderModel, String> {
    ShaderModel::parse(s).ok_or_else(|| "expected MAJOR_MINOR, such as 6_6".to_owned())
}

/// `--stage`: a stage name, the names listed in `--help`.
fn stage() -> impl TypedValueParser<Value = Stage> {
    PossibleValuesParser::new(Stage::ALL.map(Stage::as_str))
        .try_map(|name| Stage::parse(&name).ok_or("not a stage name"))
}

/// One entry point and its stage.
#[derive(clap::Args)]
pub struct EntryArgs {
    /// The entry function (required for HLSL).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// Its shader stage (required for HLSL; a compiled shader records its own).
    #[arg(long, value_name = "STAGE", value_parser = stage())]
    stage: Option<Stage>,
}

impl EntryArgs {
    /// The entry and stage an HLSL file needs.
    fn required(&self) -> Result<(&str, Stage), Failure> {
        match (&self.entry, self.stage) {
            (Some(entry), Some(stage)) => Ok((entry, stage)),
            _ => Err(Failure(
                "an HLSL file needs --entry NAME and --stage STAGE".to_owned(),
            )),
        }
    }
}

/// The file's bytes when it is a compiled shader's container.
fn compiled(file: &std::path::Path) -> Result<Option<Vec<u8>>, Failure> {
    if file.as_os_str() == "-" {
        return Ok(None);
    }
    let mut head = [0u8; 4];
    let is_container = std::fs::File::open(file)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head))
        .is_ok()
        && container::is_container(&head);
    if is_container {
        read_input(file).map(Some)
    } else {
        Ok(None)
    }
}

/// Output of `bindings`. (Its values are described in the option's help:
/// described values would switch `--help` to clap's long layout.)
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum TableFormat {
    // A table, like DXC's reflection comment.
    Text,
    // An array of objects, one per resource.
    Json,
}

/// `rootsig bindings`.
#[derive(clap::Args)]
pub struct BindingsArgs {
    #[command(flatten)]
    shader: ShaderArgs,
    #[command(flatten)]
    entry: EntryArgs,
    /// Output format: a table like DXC's reflection comment, or a JSON array
    /// with one object per resource.
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    format: TableFormat,
    /// After the table, print each constant buffer's packed layout: every
    /// member's offset and size in bytes.
    #[arg(long)]
    layout: bool,
}

/// `rootsig cbuffer`.
#[derive(clap::Args)]
pub struct CbufferArgs {
    #[command(flatten)]
    shader: ShaderArgs,
    #[command(flatten)]
    entry: EntryArgs,
    /// Print the Rust structs that `#[rootsig(cbuffer(...))]` generates instead of the layout.
    #[arg(long)]
    rust: bool,
    /// Only this constant buffer [default: every one the entry point uses].
    #[arg(long, value_name = "NAME")]
    buffer: Option<String>,
    /// The Rust struct's name, with --buffer [default: the buffer's name].
    #[arg(long, value_name = "TYPE", requires = "buffer")]
    name: Option<String>,
}

/// `rootsig check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    #[command(flatten)]
    shader: ShaderArgs,
    #[command(flatten)]
    entry: EntryArgs,
    /// Check against this root signature: text, a DXBC container or a bare
    /// RTS0 part [default: the entry's [RootSignature(…)] attribute].
    #[arg(long, value_name = "FILE", conflicts_with = "define")]
    root_signature: Option<PathBuf>,
    /// Check against this root signature text.
    #[arg(long, value_name = "TEXT", conflicts_with_all = ["root_signature", "define"])]
    root_signature_text: Option<String>,
    /// Check against the root signature in this #define of the shader.
    #[arg(long, value_name = "NAME")]
    define: Option<String>,
    /// Require an unbounded shader array's whole range to be bound, not
    /// only its first register.
    #[arg(long)]
    strict_unbounded: bool,
}

/// `rootsig derive`.
#[derive(clap::Args)]
pub struct DeriveArgs {
    #[command(flatten)]
    shader: ShaderArgs,
    /// An entry function (repeat with --stage for each).
    #[arg(long = "entry", value_name = "NAME", required = true)]
    entries: Vec<String>,
    /// The stage of each --entry, in the same order.
    #[arg(long = "stage", value_name = "STAGE", value_parser = stage(), required = true)]
    stages: Vec<Stage>,
}

/// Prints the diagnostics of a read, and gives its table when there is one.
fn finish(read: &ReadBindings, style: RenderStyle) -> Result<BindingTable, Failure> {
    let rendered = read.render(style);
    eprint!("{rendered}");
    match &read.result {
        Ok(bound) => Ok(bound.table.clone()),
        Err(BindingsError::Read(_)) | Err(BindingsError::Diagnostics(_)) => {
            Err(Failure(String::new()))
        }
    }
}

pub fn run_bindings(args: &BindingsArgs, style: RenderStyle) -> Outcome {
    let s = &args.shader;
    let read = match compiled(&s.file)? {
        Some(bytes) => container::read_bindings(&s.file, &bytes, args.entry.stage, style)?,
        None => {
            let (entry, stage) = args.entry.required()?;
            s.read(entry, stage)
        }
    };
    let table = finish(&read, style)?;
    let out = match args.format {
        TableFormat::Text if args.layout => text_table(&table) + &layouts(&table),
        TableFormat::Text => text_table(&table),
        TableFormat::Json => {
            let rows: Vec<Value> = table.bindings.iter().map(row_json).collect();
            let mut text = serde_json::to_string_pretty(&Value::Array(rows)).unwrap_or_default();
            text.push('\n');
            text
        }
    };
    write_output(None, out.as_bytes())
}

pub fn run_cbuffer(args: &CbufferArgs, style: RenderStyle) -> Outcome {
    let s = &args.shader;
    let (entry, stage) = args.entry.required()?;
    let read = s.read(entry, stage);
    let table = finish(&read, style)?;
    let buffers: Vec<(&Binding, &CBufferLayout)> = match &args.buffer {
        Some(name) => {
            let layout = table.constant_buffer(name).map_err(Failure)?;
            let binding = table.bindings.iter().find(|b| b.name == *name);
            binding.map(|b| (b, layout)).into_iter().collect()
        }
        None => table.constant_buffers().collect(),
    };
    let mut out = String::new();
    for (binding, layout) in buffers {
        if args.rust {
            let rust = match &args.name {
                Some(name) => name.clone(),
                None => type_name(&binding.name),
            };
            let names = StructNames {
                rust: &rust,
                hlsl: &binding.name,
            };
            match rust_source(layout, &names) {
                Ok(source) => out += &source,
                Err(d) => {
                    eprintln!("{}", hlsl::render_in_sources(&read.sources, &d, style));
                    return Err(Failure(String::new()));
                }
            }
        } else {
            let _ = writeln!(
                out,
                "// {} ({}, {} bytes)",
                binding.name, binding.type_name, layout.size
            );
            for line in layout.lines() {
                let _ = writeln!(out, "{line}");
            }
        }
    }
    write_output(None, out.as_bytes())
}

pub fn run_check(args: &CheckArgs, style: RenderStyle) -> Outcome {
    let s = &args.shader;
    if let Some(bytes) = compiled(&s.file)? {
        let against = match (
            &args.root_signature_text,
            &args.root_signature,
            &args.define,
        ) {
            (Some(text), _, _) => container::Against::Text(text.clone()),
            (None, Some(path), _) => container::Against::File(path.clone()),
            (None, None, Some(name)) => container::Against::Define(name.clone()),
            (None, None, None) => container::Against::Own,
        };
        let request = container::CompiledCheck {
            stage: args.entry.stage,
            against,
            strict_unbounded: args.strict_unbounded,
        };
        let read = container::check(&s.file, &bytes, request, style)?;
        let table = finish(&read, style)?;
        let line = checked(args, "the container's own RTS0 part", &table);
        return write_output(None, line.as_bytes());
    }
    let (entry, stage) = args.entry.required()?;
    let signature_file;
    let source = match (
        &args.root_signature_text,
        &args.root_signature,
        &args.define,
    ) {
        (Some(text), _, _) => SignatureSource::Text {
            text,
            display: "<root-signature-text>",
        },
        (None, Some(path), _) => {
            signature_file = SignatureFile::read(path, false)?;
            signature_file.source()
        }
        (None, None, Some(name)) => SignatureSource::Define(name),
        (None, None, None) => SignatureSource::Attribute,
    };
    let options = rootsig::Options {
        context: rootsig::Context::Global,
        ..rootsig::Options::default()
    };
    let file = s.read_options();
    let request = file.request(entry, stage);
    let against = SignatureCheck {
        strict_unbounded: args.strict_unbounded,
        ..SignatureCheck::new(source, &options)
    };
    let read = bindings::check_shader(&request, &against, &mut FileSystem);
    let table = finish(&read, style)?;
    let attribute = format!("the [RootSignature] attribute of {}", table.entry);
    let line = checked(args, &attribute, &table);
    write_output(None, line.as_bytes())
}

/// The line `check` prints on success: the file, the root signature it
/// was checked against (`own` when no option names one) and what it binds.
fn checked(args: &CheckArgs, own: &str, table: &BindingTable) -> String {
    let signature = match (
        &args.root_signature_text,
        &args.root_signature,
        &args.define,
    ) {
        (Some(_), _, _) => "the root signature text".to_owned(),
        (None, Some(path), _) => format!("the root signature in '{}'", path.display()),
        (None, None, Some(name)) => format!("the root signature `{name}`"),
        (None, None, None) => own.to_owned(),
    };
    let used = table.bindings.iter().filter(|b| b.used).count();
    let resources = if used == 1 { "resource" } else { "resources" };
    format!(
        "{}: {signature} binds the {used} {resources} that {} uses for the {} stage\n",
        args.shader.display(),
        table.entry,
        table.stage
    )
}

pub fn run_derive(args: &DeriveArgs, style: RenderStyle) -> Outcome {
    if args.entries.len() != args.stages.len() {
        return Err(Failure(format!(
            "give one --stage per --entry ({} entries, {} stages)",
            args.entries.len(),
            args.stages.len()
        )));
    }
    let s = &args.shader;
    let mut tables = Vec::new();
    for (entry, stage) in args.entries.iter().zip(&args.stages) {
        tables.push(finish(&s.read(entry, *stage), style)?);
    }
    let mut text = bindings::derive(&tables);
    text.push('\n');
    write_output(None, text.as_bytes())
}

fn register(b: &Binding) -> String {
    match b.lower {
        Some(lower) => format!("{}{lower}", b.class.letter()),
        None => "-".to_owned(),
    }
}

/// The table, one row per resource.
fn text_table(table: &BindingTable) -> String {
    let header = [
        "Name", "Type", "Class", "Register", "Space", "Count", "Binding", "Used",
    ];
    let rows: Vec<[String; 8]> = table
        .bindings
        .iter()
        .map(|b| {
            [
                b.name.clone(),
                b.type_name.clone(),
                b.class.letter().to_string(),
                register(b),
                b.space.to_string(),
                b.count.to_string(),
                if b.explicit { "explicit" } else { "implicit" }.to_owned(),
                if b.used { "yes" } else { "no" }.to_owned(),
            ]
        })
        .collect();
    let mut widths = header.map(str::len);
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    let line = |out: &mut String, cells: &[&str]| {
        let mut text = String::new();
        for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
            if i > 0 {
                text.push_str("  ");
            }
            // Padded by hand: `{:<w$}` panics for widths past 65,535.
            text.push_str(cell);
            let pad = w.saturating_sub(cell.chars().count());
            text.extend(std::iter::repeat_n(' ', pad));
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    let _ = writeln!(
        out,
        "// Bindings of {} ({} stage)",
        table.entry, table.stage
    );
    line(&mut out, &header);
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    line(
        &mut out,
        &rule.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    for row in &rows {
        line(
            &mut out,
            &row.iter().map(String::as_str).collect::<Vec<_>>(),
        );
    }
    if !table.vertex_inputs.is_empty() {
        let _ = writeln!(
            out,
            "// reads vertex inputs ({}): needs ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT",
            table.vertex_inputs.join(", ")
        );
    }
    if table.uses_resource_heap {
        out.push_str("// indexes ResourceDescriptorHeap\n");
    }
    if table.uses_sampler_heap {
        out.push_str("// indexes SamplerDescriptorHeap\n");
    }
    out
}

/// Each constant buffer's members, for `--layout`.
fn layouts(table: &BindingTable) -> String {
    let mut out = String::new();
    for b in &table.bindings {
        let Some(layout) = &b.layout else {
            continue;
        };
        let _ = writeln!(out, "\n// Layout of {} ({} bytes)", b.name, layout.size);
        for line in layout.lines() {
            let _ = writeln!(out, "{line}");
        }
    }
    out
}
