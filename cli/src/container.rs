//! Compiled shaders and containers: `rootsig container info|attach|strip|
//! extract`, `rootsig convert`, and reading a container for `bindings` and
//! `check`.

use crate::{Failure, Outcome, decode_bytes, looks_like_text, read_input, write_output};
use rootsig::bindings::{self, BindingTable, ReadBindings, SignatureCheck, SignatureSource, Stage};
use rootsig::format::checksum::container_digest;
use rootsig::format::compiled::{CompiledShader, ShaderError, shader_of};
use rootsig::format::container::{ChecksumPolicy, Parts, read_parts, write_container};
use rootsig::format::decode::decode_rts0;
use rootsig::format::encode::encode_rts0;
use rootsig::format::error::DecodeError;
use rootsig::format::layout::RTS0_FOURCC;
use rootsig::render::{RenderStyle, render};
use rootsig::{Diagnostics, EncodingMode, Options, RootSignature, Version};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A root signature file: a blob (container or bare RTS0 part), or text
/// named by its path.
pub(crate) enum SignatureFile {
    /// The decoded blob.
    Blob(RootSignature),
    /// The text and its name in messages.
    Text(String, String),
}

impl SignatureFile {
    /// Reads `path`; `allow_unsigned` accepts a container whose digest is
    /// all zero.
    pub(crate) fn read(path: &std::path::Path, allow_unsigned: bool) -> Result<Self, Failure> {
        let bytes = read_input(path)?;
        if is_container(&bytes) || !looks_like_text(&bytes) {
            return decode_bytes(&bytes, allow_unsigned).map(SignatureFile::Blob);
        }
        let text = String::from_utf8(bytes)
            .map_err(|_| Failure(format!("'{}' is not valid UTF-8 text", path.display())))?;
        Ok(SignatureFile::Text(text, path.display().to_string()))
    }

    /// As a signature source.
    pub(crate) fn source(&self) -> SignatureSource<'_> {
        match self {
            SignatureFile::Blob(sig) => SignatureSource::Described(sig),
            SignatureFile::Text(text, display) => SignatureSource::Text { text, display },
        }
    }
}

/// `rootsig container`.
#[derive(clap::Subcommand)]
pub enum ContainerCommand {
    /// Print a container's parts, hash, stage and bindings.
    Info {
        /// The container (.dxil, .cso, .dxbc, or a root signature blob).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = InfoFormat::Text)]
        format: InfoFormat,
    },
    /// Add or replace the root signature part (RTS0), as dxc -setrootsignature.
    Attach {
        /// The container.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        #[command(flatten)]
        signature: SignatureArgs,
        /// Where to write the new container.
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: PathBuf,
    },
    /// Remove the root signature part, as dxc -Qstrip_rootsignature.
    Strip {
        /// The container.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Where to write the new container.
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: PathBuf,
    },
    /// Write the root signature part as a root-signature-only container, as dxc -Frs.
    Extract {
        /// The container.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Where to write the root signature blob.
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: PathBuf,
    },
}

/// Output of `container info`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum InfoFormat {
    /// Lines for people.
    Text,
    /// One JSON object.
    Json,
}

/// Where a root signature comes from: a file or text on the command line.
#[derive(clap::Args)]
#[group(required = true, multiple = false)]
pub struct SignatureArgs {
    /// A root signature: text, a DXBC container or a bare RTS0 part.
    #[arg(long, value_name = "FILE")]
    root_signature: Option<PathBuf>,
    /// A root signature given as text.
    #[arg(long, value_name = "TEXT")]
    root_signature_text: Option<String>,
}

/// `rootsig convert`.
#[derive(clap::Args)]
pub struct ConvertArgs {
    /// A root signature blob (container or bare RTS0), or a shader container with an RTS0 part.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// The version to convert to.
    #[arg(long, value_name = "VERSION", value_parser = parse_version)]
    version: Version,
    /// Where to write the result (the same kind of file as the input).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    output: PathBuf,
}

fn parse_version(s: &str) -> Result<Version, String> {
    Version::ALL
        .into_iter()
        .find(|v| v.as_str() == s)
        .ok_or_else(|| "expected 1.0, 1.1 or 1.2".to_owned())
}

/// True when the file's bytes are a container that holds a compiled
/// shader rather than HLSL text.
pub fn is_container(bytes: &[u8]) -> bool {
    bytes.starts_with(b"DXBC")
}

/// Prints diagnostics that have no source (binary input) and fails when
/// one is an error.
fn report(diagnostics: &Diagnostics, origin: &str, style: RenderStyle) -> Outcome {
    eprint!("{}", render(diagnostics, "", origin, style));
    if diagnostics.has_errors() {
        Err(Failure(String::new()))
    } else {
        Ok(())
    }
}

/// Reads a container, accepting an all-zero digest (DXC without its
/// validator writes one); a wrong digest is BN0401.
fn read<'a>(bytes: &'a [u8], origin: &str, style: RenderStyle) -> Result<Parts<'a>, Failure> {
    read_parts(bytes, ChecksumPolicy::AllowUnsigned).map_err(|e| {
        let d = bindings::shader_diagnostic(&rootsig::format::compiled::ShaderError::Container(e));
        report(&d.into(), origin, style)
            .err()
            .unwrap_or(Failure(String::new()))
    })
}

/// The compiled shader in a container, or its BN04xx diagnostic printed.
fn shader(parts: &Parts<'_>, origin: &str, style: RenderStyle) -> Result<CompiledShader, Failure> {
    shader_of(parts).map_err(|e| {
        report(&bindings::shader_diagnostic(&e).into(), origin, style)
            .err()
            .unwrap_or(Failure(String::new()))
    })
}

/// The bindings of a compiled shader, for `rootsig bindings`.
pub fn read_bindings(
    path: &Path,
    bytes: &[u8],
    stage: Option<Stage>,
    style: RenderStyle,
) -> Result<ReadBindings, Failure> {
    let origin = path.display().to_string();
    let parts = read(bytes, &origin, style)?;
    let shader = shader(&parts, &origin, style)?;
    Ok(bindings::read_compiled(&shader, &origin, stage))
}

/// The root signature to check against, as `check` was given it.
pub enum Against {
    /// `--root-signature-text`.
    Text(String),
    /// `--root-signature FILE`.
    File(PathBuf),
    /// `--define NAME`, which a compiled shader cannot have.
    Define(String),
    /// Nothing: the container's own RTS0.
    Own,
}

/// What `rootsig check` asks of a compiled shader.
pub struct CompiledCheck {
    /// `--stage`, which the shader must have when given.
    pub stage: Option<Stage>,
    /// The root signature to check against.
    pub against: Against,
    /// `--strict-unbounded`.
    pub strict_unbounded: bool,
}

/// `rootsig check` on a compiled shader.
pub fn check(
    path: &Path,
    bytes: &[u8],
    request: CompiledCheck,
    style: RenderStyle,
) -> Result<ReadBindings, Failure> {
    let CompiledCheck {
        stage,
        against,
        strict_unbounded,
    } = request;
    let origin = path.display().to_string();
    let parts = read(bytes, &origin, style)?;
    let shader = shader(&parts, &origin, style)?;
    let signature_file;
    let described;
    let source = match &against {
        Against::Text(t) => SignatureSource::Text {
            text: t,
            display: "<root-signature-text>",
        },
        Against::File(file) => {
            signature_file = SignatureFile::read(file, true)?;
            signature_file.source()
        }
        Against::Define(name) => SignatureSource::Define(name),
        Against::Own => match parts.find(RTS0_FOURCC) {
            Some(part) => {
                described = decode_rts0(part.data)
                    .map_err(|e| Failure(format!("{origin}: its RTS0 part: {e}")))?;
                SignatureSource::Described(&described)
            }
            None => SignatureSource::Attribute,
        },
    };
    let options = Options {
        context: rootsig::Context::Global,
        ..Options::default()
    };
    let against = SignatureCheck {
        strict_unbounded,
        ..SignatureCheck::new(source, &options)
    };
    Ok(bindings::check_compiled(&shader, &origin, stage, &against))
}

pub fn run(command: &ContainerCommand, style: RenderStyle) -> Outcome {
    match command {
        ContainerCommand::Info { file, format } => info(file, *format, style),
        ContainerCommand::Attach {
            file,
            signature,
            output,
        } => {
            let rts0 = signature_rts0(signature, style)?;
            edit(file, output, style, |parts| {
                let mut out: Vec<([u8; 4], &[u8])> = Vec::new();
                let mut placed = false;
                for p in parts.iter() {
                    if p.four_cc == RTS0_FOURCC {
                        if !placed {
                            out.push((RTS0_FOURCC, &rts0));
                            placed = true;
                        }
                    } else {
                        out.push((p.four_cc, p.data));
                    }
                }
                if !placed {
                    out.push((RTS0_FOURCC, &rts0));
                }
                Ok(write_container(out))
            })
        }
        ContainerCommand::Strip { file, output } => edit(file, output, style, |parts| {
            if parts.find(RTS0_FOURCC).is_none() {
                eprintln!("note: the container has no RTS0 part; it is written unchanged");
            }
            Ok(write_container(
                parts
                    .iter()
                    .filter(|p| p.four_cc != RTS0_FOURCC)
                    .map(|p| (p.four_cc, p.data)),
            ))
        }),
        ContainerCommand::Extract { file, output } => edit(file, output, style, |parts| {
            let part = parts
                .find(RTS0_FOURCC)
                .ok_or_else(|| Failure("the container has no RTS0 part to extract".to_owned()))?;
            decode_rts0(part.data).map_err(|e| Failure(format!("its RTS0 part: {e}")))?;
            Ok(write_container([(RTS0_FOURCC, part.data)]))
        }),
    }
}

/// Reads `file`, makes the new container with `f` and writes it.
fn edit(
    file: &Path,
    output: &Path,
    style: RenderStyle,
    f: impl FnOnce(&Parts<'_>) -> Result<Vec<u8>, Failure>,
) -> Outcome {
    let bytes = read_input(file)?;
    let parts = read(&bytes, &file.display().to_string(), style)?;
    let out = f(&parts)?;
    write_output(Some(output), &out)
}

/// The RTS0 part to attach: a blob's own bytes, or text compiled.
fn signature_rts0(args: &SignatureArgs, style: RenderStyle) -> Result<Vec<u8>, Failure> {
    let (text, origin) = match (&args.root_signature, &args.root_signature_text) {
        (Some(path), _) => match SignatureFile::read(path, true)? {
            SignatureFile::Blob(sig) => return Ok(encode_rts0(&sig, EncodingMode::Standard)),
            SignatureFile::Text(text, origin) => (text, origin),
        },
        (None, Some(text)) => (text.clone(), "<root-signature-text>".to_owned()),
        (None, None) => {
            return Err(Failure(
                "give --root-signature or --root-signature-text".to_owned(),
            ));
        }
    };
    let options = Options {
        context: rootsig::Context::Global,
        ..Options::default()
    };
    match rootsig::compile(&text, &options) {
        Ok(blob) => {
            eprint!("{}", render(blob.warnings(), &text, &origin, style));
            Ok(blob.rts0().to_vec())
        }
        Err(d) => {
            eprint!("{}", render(&d, &text, &origin, style));
            Err(Failure(String::new()))
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// What `rootsig info` reports of a container.
struct Info<'a> {
    origin: String,
    size: usize,
    stored: [u8; 16],
    computed: [u8; 16],
    parts: &'a Parts<'a>,
    shader: &'a Result<CompiledShader, ShaderError>,
    signature: Option<Result<RootSignature, DecodeError>>,
    table: Option<&'a BindingTable>,
}

/// `rootsig info`, in `format`.
fn info(file: &Path, format: InfoFormat, style: RenderStyle) -> Outcome {
    let bytes = read_input(file)?;
    let origin = file.display().to_string();
    // The hash is reported, not required.
    let parts = read_parts(&bytes, ChecksumPolicy::Skip).map_err(|e| {
        let d = bindings::shader_diagnostic(&ShaderError::Container(e));
        report(&d.into(), &origin, style)
            .err()
            .unwrap_or(Failure(String::new()))
    })?;
    let shader = shader_of(&parts);
    let bindings = shader
        .as_ref()
        .ok()
        .map(|s| bindings::read_compiled(s, &origin, None));
    let info = Info {
        size: bytes.len(),
        stored: parts.stored_digest(),
        computed: container_digest(&bytes),
        parts: &parts,
        shader: &shader,
        signature: parts.find(RTS0_FOURCC).map(|p| decode_rts0(p.data)),
        table: (bindings.as_ref())
            .and_then(|b| b.result.as_ref().ok())
            .map(|b| &b.table),
        origin,
    };
    let out = match format {
        InfoFormat::Json => info_json(&info),
        InfoFormat::Text => info_text(&info),
    };
    write_output(None, out.as_bytes())
}

/// `rootsig info --format json`.
fn info_json(info: &Info) -> String {
    let Info {
        stored, computed, ..
    } = info;
    let value = json!({
        "file": info.origin,
        "size": info.size,
        "hash": {
            "stored": hex(stored),
            "computed": hex(computed),
            "verifies": stored == computed,
        },
        "parts": info.parts.iter().map(|p| json!({
            "name": String::from_utf8_lossy(&p.four_cc),
            "offset": p.offset,
            "size": p.data.len(),
        })).collect::<Vec<Value>>(),
        "shader": match info.shader {
            Ok(s) => json!({
                "model": s.model.to_string(),
                "stage": Stage::of_kind(s.model.kind).as_str(),
                "entry": s.entry,
                "source": s.source.to_string(),
                "resource_heap": s.features.resource_heap(),
                "sampler_heap": s.features.sampler_heap(),
            }),
            Err(e) => json!({ "error": e.to_string() }),
        },
        "root_signature": match &info.signature {
            None => Value::Null,
            Some(Ok(sig)) => json!({ "version": sig.version.as_str(), "text": rootsig::print(sig) }),
            Some(Err(e)) => json!({ "error": e.to_string() }),
        },
        "bindings": info.table.map_or(Value::Null, |t| {
            Value::Array(t.bindings.iter().map(crate::json::row_json).collect())
        }),
    });
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

/// `rootsig info`: the container, then what its parts hold.
fn info_text(info: &Info) -> String {
    let (stored, computed) = (&info.stored, &info.computed);
    let hash = if stored == computed {
        "verifies"
    } else if *stored == [0; 16] {
        "unsigned (all zero)"
    } else {
        "does not verify"
    };
    let mut o = String::new();
    let parts = info.parts.iter().len();
    let _ = writeln!(o, "{}: {} bytes, {parts} parts", info.origin, info.size);
    let _ = writeln!(o, "hash: {} ({hash})", hex(stored));
    if stored != computed {
        let _ = writeln!(o, "      {} computed", hex(computed));
    }
    let _ = writeln!(o, "parts:");
    for p in info.parts.iter() {
        let name = String::from_utf8_lossy(&p.four_cc);
        let _ = writeln!(o, "  {name}  {:>7} bytes at {}", p.data.len(), p.offset);
    }
    info_text_contents(info, &mut o);
    o
}

/// The shader, root signature and bindings lines of `rootsig info`.
fn info_text_contents(info: &Info, o: &mut String) {
    match info.shader {
        Ok(s) => {
            let stage = Stage::of_kind(s.model.kind);
            let _ = write!(o, "shader: {} ({stage} stage", s.model);
            if let Some(entry) = &s.entry {
                let _ = write!(o, ", entry {entry}");
            }
            let _ = writeln!(o, "), resources from {}", s.source);
        }
        Err(e) => {
            let _ = writeln!(o, "shader: none ({e})");
        }
    }
    match &info.signature {
        None => o.push_str("root signature: none\n"),
        Some(Ok(sig)) => {
            let _ = writeln!(o, "root signature: version {}", sig.version);
            for line in rootsig::print(sig).lines() {
                let _ = writeln!(o, "  {line}");
            }
        }
        Some(Err(e)) => {
            let _ = writeln!(o, "root signature: malformed ({e})");
        }
    }
    if let Some(t) = info.table {
        let _ = writeln!(o, "bindings:");
        for b in &t.bindings {
            let _ = writeln!(o, "  {b}");
        }
        if t.uses_resource_heap {
            o.push_str("  (indexes ResourceDescriptorHeap)\n");
        }
        if t.uses_sampler_heap {
            o.push_str("  (indexes SamplerDescriptorHeap)\n");
        }
    }
}

/// `rootsig convert`.
pub fn run_convert(args: &ConvertArgs, style: RenderStyle) -> Outcome {
    let bytes = read_input(&args.file)?;
    let origin = args.file.display().to_string();
    let convert = |sig: &RootSignature| -> Result<Vec<u8>, Failure> {
        match sig.convert(args.version) {
            Ok((converted, warnings)) => {
                report(&warnings, &origin, style)?;
                Ok(encode_rts0(&converted, EncodingMode::Standard))
            }
            Err(errors) => report(&errors, &origin, style).map(|()| Vec::new()),
        }
    };
    let out = if is_container(&bytes) {
        let parts = read(&bytes, &origin, style)?;
        let part = parts
            .find(RTS0_FOURCC)
            .ok_or_else(|| Failure(format!("{origin} has no RTS0 part to convert")))?;
        let sig = decode_rts0(part.data).map_err(|e| Failure(format!("its RTS0 part: {e}")))?;
        let rts0 = convert(&sig)?;
        write_container(parts.iter().map(|p| {
            if p.four_cc == RTS0_FOURCC {
                (p.four_cc, &rts0[..])
            } else {
                (p.four_cc, p.data)
            }
        }))
    } else {
        convert(&decode_bytes(&bytes, false)?)?
    };
    write_output(Some(&args.output), &out)
}
