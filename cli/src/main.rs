//! The `rootsig` command: compile root signature text to a blob, decode a
//! blob back to text or JSON, and explain diagnostic codes.
//!
//! Exit status: 0 on success, 1 when the input is invalid (diagnostics or a
//! decoding error on stderr), 2 for usage errors.

use clap::{Parser, Subcommand, ValueEnum};
use rootsig::format::container::{ChecksumPolicy, DigestStatus};
use rootsig::format::decode::{DecodeOptions, decode_container, decode_rts0};
use rootsig::render::{RenderStyle, render};
use rootsig::{
    Code, Context, Diagnostics, EncodingMode, Options, RootSignature, Version, compile, explain,
    hlsl, validate,
};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod container;
mod json;
mod shader;

#[derive(Parser)]
#[command(
    name = "rootsig",
    version,
    about = "Compile, decode and explain Direct3D 12 root signatures"
)]
struct Cli {
    /// When to colour diagnostics on stderr.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    color: Color,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile root signature text to a serialized root signature (a DXBC container).
    Compile(CompileArgs),
    /// Decode a DXBC container, a bare RTS0 part or hex text, and print it.
    Decode(DecodeArgs),
    /// Explain a diagnostic code, such as RS0217 or BN0301, or list every code.
    Explain {
        // The help names the codes' ranges, which come from the rule registry.
        #[arg(required_unless_present = "list", help = format!("The code ({})", Code::ranges()))]
        code: Option<String>,
        /// Print the index instead: every code with its severity and title.
        #[arg(long, conflicts_with = "code")]
        list: bool,
    },
    /// Print a shader entry point's binding table: each resource, its register, whether it is used.
    Bindings(shader::BindingsArgs),
    /// Check that a root signature binds every resource a shader's entry point uses.
    Check(shader::CheckArgs),
    /// Write a root signature that binds every resource the given entry points use.
    Derive(shader::DeriveArgs),
    /// Print the packed layout of each constant buffer an entry point uses, or its Rust struct.
    Cbuffer(shader::CbufferArgs),
    /// Inspect a compiled shader's container, or attach, strip or extract its root signature.
    #[command(subcommand)]
    Container(container::ContainerCommand),
    /// Convert a root signature (a blob, or a container's RTS0 part) to another version.
    Convert(container::ConvertArgs),
}

#[derive(clap::Args)]
#[command(group = clap::ArgGroup::new("query").args(["define", "entry", "subobject"]).multiple(false))]
struct CompileArgs {
    /// Root signature version.
    #[arg(long, value_enum, default_value_t = VersionArg::V1_1)]
    version: VersionArg,
    /// Write 0 for omitted flags, byte-identical with DXC (the meaning is the same).
    #[arg(long)]
    dxc_bytes: bool,
    /// How LOCAL_ROOT_SIGNATURE is treated [default: standalone; with --hlsl,
    /// global for --entry and a GlobalRootSignature, local for a LocalRootSignature].
    #[arg(long, value_enum)]
    context: Option<ContextArg>,
    /// Treat warnings as errors.
    #[arg(long)]
    deny_warnings: bool,
    /// Accept `name: Element(…)` labels on root parameters and ranges, as
    /// root_signature! does (a name changes no byte of the output).
    #[arg(long)]
    labels: bool,
    /// Output format: the raw bytes, or one line of lowercase hex.
    #[arg(long, value_enum, default_value_t = BlobFormat::Bin)]
    format: BlobFormat,
    /// Write the output to FILE instead of stdout (binary output is not
    /// written to a terminal).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// The root signature text, given on the command line.
    #[arg(long, value_name = "DSL", conflicts_with = "input")]
    text: Option<String>,
    /// A file holding the root signature text, or - for stdin.
    #[arg(value_name = "FILE", required_unless_present_any = ["text", "hlsl"])]
    input: Option<PathBuf>,
    #[command(flatten)]
    hlsl: HlslArgs,
}

/// Reading the root signature from HLSL source, through the preprocessor.
#[derive(clap::Args)]
#[group(skip)]
struct HlslArgs {
    /// Read the root signature from this HLSL file, preprocessed as DXC does
    /// (with --define, --entry or --subobject).
    #[arg(long = "hlsl", id = "hlsl", value_name = "FILE", conflicts_with_all = ["text", "input"], requires = "query")]
    file: Option<PathBuf>,
    /// The #define holding the root signature (as dxc -rootsig-define).
    #[arg(long, value_name = "NAME", requires = "hlsl")]
    define: Option<String>,
    /// The entry function whose [RootSignature(…)] attribute to read.
    #[arg(long, value_name = "NAME", requires = "hlsl")]
    entry: Option<String>,
    /// The GlobalRootSignature or LocalRootSignature state object to read.
    #[arg(long, value_name = "NAME", requires = "hlsl")]
    subobject: Option<String>,
    /// Define a preprocessor macro, as dxc -D: NAME (as 1) or NAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]", requires = "hlsl")]
    defines: Vec<String>,
    /// Search DIR for #include files, after the including file's folder.
    #[arg(short = 'I', value_name = "DIR", requires = "hlsl")]
    include_dirs: Vec<PathBuf>,
    /// The shader model of DXC's predefined macros, such as 6_6 [default: 6_0].
    #[arg(long, value_name = "MODEL", value_parser = shader::parse_shader_model, requires = "hlsl")]
    shader_model: Option<hlsl::ShaderModel>,
}

#[derive(clap::Args)]
struct DecodeArgs {
    /// Output format: canonical root signature text, or a JSON dump.
    #[arg(long, value_enum, default_value_t = DecodeFormat::Dsl)]
    format: DecodeFormat,
    /// Accept a container whose digest is all zero (LLVM and `dxc -Vd` output).
    #[arg(long)]
    allow_unsigned: bool,
    /// The blob (container, RTS0 part or hex text), or - for stdin.
    #[arg(value_name = "FILE")]
    input: PathBuf,
}

#[derive(Clone, Copy, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, ValueEnum)]
enum VersionArg {
    #[value(name = "1.0")]
    V1_0,
    #[value(name = "1.1")]
    V1_1,
    #[value(name = "1.2")]
    V1_2,
}

#[derive(Clone, Copy, ValueEnum)]
enum ContextArg {
    Standalone,
    Global,
    Local,
}

#[derive(Clone, Copy, ValueEnum)]
enum BlobFormat {
    Bin,
    Hex,
}

#[derive(Clone, Copy, ValueEnum)]
enum DecodeFormat {
    Dsl,
    Json,
}

/// A failure that ends the command with status 1.
pub(crate) struct Failure(pub(crate) String);

pub(crate) type Outcome = Result<(), Failure>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let style = match cli.color {
        Color::Always => RenderStyle::Ansi,
        Color::Never => RenderStyle::Plain,
        Color::Auto if std::io::stderr().is_terminal() => RenderStyle::Ansi,
        Color::Auto => RenderStyle::Plain,
    };
    let outcome = match cli.command {
        Command::Compile(args) => {
            let h = &args.hlsl;
            let hlsl_only = h.define.is_some()
                || h.entry.is_some()
                || h.subobject.is_some()
                || !h.defines.is_empty()
                || !h.include_dirs.is_empty();
            if h.file.is_none() && hlsl_only {
                // clap does not enforce `requires` on these; say it as clap would.
                <Cli as clap::CommandFactory>::command()
                    .error(
                        clap::error::ErrorKind::MissingRequiredArgument,
                        "--define, --entry, --subobject, -D and -I need --hlsl <FILE>",
                    )
                    .exit();
            }
            run_compile(&args, style)
        }
        Command::Decode(args) => run_decode(&args, style),
        Command::Explain { code, list } => match (code, list) {
            (Some(code), false) => run_explain(&code),
            _ => write_output(None, explain::index().as_bytes()),
        },
        Command::Bindings(args) => shader::run_bindings(&args, style),
        Command::Check(args) => shader::run_check(&args, style),
        Command::Derive(args) => shader::run_derive(&args, style),
        Command::Cbuffer(args) => shader::run_cbuffer(&args, style),
        Command::Container(command) => container::run(&command, style),
        Command::Convert(args) => container::run_convert(&args, style),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            if !message.is_empty() {
                eprintln!("error: {message}");
            }
            ExitCode::FAILURE
        }
    }
}

// ---- compile ----

fn run_compile(args: &CompileArgs, style: RenderStyle) -> Outcome {
    // As gzip does: binary on a terminal is noise, and can upset it.
    if args.output.is_none()
        && matches!(args.format, BlobFormat::Bin)
        && std::io::stdout().is_terminal()
    {
        return Err(Failure(
            "refusing to write a binary root signature to a terminal; \
             give -o FILE, redirect stdout, or use --format hex"
                .to_owned(),
        ));
    }
    let mut options = Options {
        version: match args.version {
            VersionArg::V1_0 => Version::V1_0,
            VersionArg::V1_1 => Version::V1_1,
            VersionArg::V1_2 => Version::V1_2,
        },
        encoding: if args.dxc_bytes {
            EncodingMode::Dxc
        } else {
            EncodingMode::Standard
        },
        context: match args.context {
            None | Some(ContextArg::Standalone) => Context::Standalone,
            Some(ContextArg::Global) => Context::Global,
            Some(ContextArg::Local) => Context::Local,
        },
        warnings_as_errors: args.deny_warnings,
        labels: args.labels,
    };
    let input = match (&args.hlsl.file, &args.text, &args.input) {
        (Some(path), _, _) => {
            let (sources, extracted) = read_hlsl(path, &args.hlsl, style)?;
            if args.context.is_none() {
                options.context = extracted.context;
            }
            Input::Hlsl(sources, extracted)
        }
        (None, Some(text), _) => Input::Text(text.clone(), "<text>".to_owned()),
        (None, None, Some(path)) => {
            let bytes = read_input(path)?;
            let text = String::from_utf8(bytes)
                .map_err(|_| Failure(format!("{} is not valid UTF-8 text", describe(path))))?;
            Input::Text(text, origin_name(path))
        }
        (None, None, None) => {
            return Err(Failure(
                "no input: give FILE, -, --text or --hlsl".to_owned(),
            ));
        }
    };
    let text = input.text();
    let report = |diagnostics: &Diagnostics| input.render(diagnostics, style);
    let blob = match compile(text, &options) {
        Ok(blob) => blob,
        Err(diagnostics) => {
            eprint!("{}", report(&diagnostics));
            // Only warnings: they failed the compile because they are denied.
            let message = if diagnostics.has_errors() {
                String::new()
            } else {
                "warnings are denied (--deny-warnings)".to_owned()
            };
            return Err(Failure(message));
        }
    };
    eprint!("{}", report(blob.warnings()));
    let bytes = match args.format {
        BlobFormat::Bin => blob.into_bytes(),
        BlobFormat::Hex => {
            let mut hex = to_hex(blob.as_bytes());
            hex.push('\n');
            hex.into_bytes()
        }
    };
    write_output(args.output.as_deref(), &bytes)
}

/// The root signature text to compile and where it came from.
enum Input {
    /// Text, named for messages.
    Text(String, String),
    /// Read from HLSL files.
    Hlsl(hlsl::Sources, hlsl::Extracted),
}

impl Input {
    fn text(&self) -> &str {
        match self {
            Input::Text(text, _) => text,
            Input::Hlsl(_, extracted) => &extracted.text,
        }
    }

    /// Diagnostics in rustc's style, against the file each one points into.
    fn render(&self, diagnostics: &Diagnostics, style: RenderStyle) -> String {
        match self {
            Input::Text(text, origin) => render(diagnostics, text, origin, style),
            Input::Hlsl(sources, extracted) => {
                let rendered: Vec<String> = diagnostics
                    .iter()
                    .map(|d| hlsl::render_diagnostic(sources, extracted, d, style) + "\n")
                    .collect();
                rendered.join("\n")
            }
        }
    }
}

/// Preprocesses an HLSL file and finds the root signature the arguments
/// name; a failure is printed in rustc's style.
fn read_hlsl(
    path: &Path,
    args: &HlslArgs,
    style: RenderStyle,
) -> Result<(hlsl::Sources, hlsl::Extracted), Failure> {
    let query = match (&args.define, &args.entry, &args.subobject) {
        (Some(name), _, _) => hlsl::Query::Define(name),
        (_, Some(name), _) => hlsl::Query::Entry(name),
        (_, _, Some(name)) => hlsl::Query::Subobject(name),
        _ => {
            return Err(Failure(
                "--hlsl needs --define, --entry or --subobject".to_owned(),
            ));
        }
    };
    let options = hlsl::HlslOptions {
        defines: args.defines.clone(),
        include_dirs: args.include_dirs.clone(),
        target: hlsl::Target {
            stage: None,
            shader_model: args.shader_model.unwrap_or_default(),
            ..hlsl::Target::default()
        },
    };
    let display = path.display().to_string();
    let request = hlsl::RootSignatureRequest::new(path, &display, query, &options);
    let read = hlsl::read_root_signature(&request, &mut hlsl::FileSystem);
    match read.result {
        Ok(extracted) => {
            for warning in extracted.warnings() {
                eprintln!("{}", warning.render_warning(&read.sources, style));
            }
            Ok((read.sources, extracted))
        }
        Err(e) => {
            eprintln!("{}", e.render(&read.sources, style));
            Err(Failure(String::new()))
        }
    }
}

fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

// ---- decode ----

fn run_decode(args: &DecodeArgs, style: RenderStyle) -> Outcome {
    let input = read_input(&args.input)?;
    if input.iter().all(u8::is_ascii_whitespace) {
        return Err(Failure(format!("{} is empty", describe(&args.input))));
    }
    let bytes = if input.starts_with(b"DXBC") || !looks_like_text(&input) {
        input
    } else {
        parse_hex(&input).map_err(Failure)?
    };
    let signature = decode_bytes(&bytes, args.allow_unsigned)?;

    let printed = match args.format {
        DecodeFormat::Dsl => {
            let mut output = rootsig::print(&signature);
            if !output.is_empty() && !output.ends_with('\n') {
                output.push('\n');
            }
            write_output(None, output.as_bytes())?;
            Some(output)
        }
        DecodeFormat::Json => {
            // Streamed: the dump is never held in memory.
            let stdout = std::io::BufWriter::new(std::io::stdout().lock());
            json::write(&signature, stdout)
                .map_err(|e| Failure(format!("cannot write to stdout: {e}")))?;
            None
        }
    };

    let diagnostics: Diagnostics = validate(&signature, None, Context::Standalone);
    eprint!(
        "{}",
        render(&diagnostics, "", &origin_name(&args.input), style)
    );
    if diagnostics.has_errors() {
        return Err(Failure(
            "the blob holds an invalid root signature".to_owned(),
        ));
    }
    if let Some(output) = &printed
        && !reparses_to(output, &signature)
    {
        eprintln!(
            "warning: this blob holds values that the root signature language cannot spell \
             (such as an infinite minLOD or maxLOD), so the printed text does not compile back to it"
        );
    }
    Ok(())
}

/// True when `text`, parsed at the signature's version, gives the signature back.
fn reparses_to(text: &str, signature: &RootSignature) -> bool {
    let options = rootsig::Options {
        version: signature.version,
        ..rootsig::Options::default()
    };
    matches!(rootsig::parse(text, &options), Ok((again, _)) if again == *signature)
}

pub(crate) fn decode_bytes(bytes: &[u8], allow_unsigned: bool) -> Result<RootSignature, Failure> {
    if bytes.starts_with(b"DXBC") {
        let options = DecodeOptions {
            checksum: if allow_unsigned {
                ChecksumPolicy::AllowUnsigned
            } else {
                ChecksumPolicy::Verify
            },
        };
        let decoded = decode_container(bytes, options).map_err(|e| Failure(e.to_string()))?;
        if decoded.digest == DigestStatus::Unsigned {
            eprintln!(
                "warning: the container is unsigned (its digest is all zero); CreateRootSignature rejects it"
            );
        }
        Ok(decoded.signature)
    } else {
        decode_rts0(bytes).map_err(|e| Failure(e.to_string()))
    }
}

/// True for input made only of printable ASCII and whitespace: hex text,
/// never a blob (an RTS0 part starts with its version, 1 to 3).
pub(crate) fn looks_like_text(bytes: &[u8]) -> bool {
    bytes
        .iter()
        .all(|b| b.is_ascii_graphic() || b.is_ascii_whitespace())
}

fn parse_hex(text: &[u8]) -> Result<Vec<u8>, String> {
    let mut digits = Vec::with_capacity(text.len());
    for (at, &c) in text.iter().enumerate() {
        if c.is_ascii_whitespace() {
            continue;
        }
        let value = char::from(c).to_digit(16).ok_or_else(|| {
            format!(
                "the input is neither a blob nor hex text: '{}' at byte {at} is not a hex digit",
                char::from(c)
            )
        })?;
        digits.push(value as u8);
    }
    if digits.len() % 2 != 0 {
        return Err(format!(
            "hex input has an odd number of digits ({})",
            digits.len()
        ));
    }
    Ok(digits.chunks_exact(2).map(|p| (p[0] << 4) | p[1]).collect())
}

// ---- explain ----

fn run_explain(code: &str) -> Outcome {
    let parsed = code
        .parse::<Code>()
        .or_else(|e| format!("RS{code}").parse::<Code>().map_err(|_| e))
        .map_err(|e| Failure(e.to_string()))?;
    write_output(None, explain::explain(parsed).to_string().as_bytes())
}

// ---- input and output ----

fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

fn origin_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    }
}

fn describe(path: &Path) -> String {
    if is_stdin(path) {
        "stdin".to_owned()
    } else {
        format!("'{}'", path.display())
    }
}

pub(crate) fn read_input(path: &Path) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    let result = if is_stdin(path) {
        std::io::stdin().lock().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ()))
    };
    result.map_err(|e| Failure(format!("cannot read {}: {e}", describe(path))))?;
    Ok(bytes)
}

pub(crate) fn write_output(path: Option<&Path>, bytes: &[u8]) -> Outcome {
    match path {
        Some(path) => std::fs::write(path, bytes)
            .map_err(|e| Failure(format!("cannot write '{}': {e}", path.display()))),
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(bytes)
                .and_then(|()| stdout.flush())
                .map_err(|e| Failure(format!("cannot write to stdout: {e}")))
        }
    }
}
