//! The pipeline as functions: text → description → blob, and back.

use crate::diagnostic::Diagnostics;
use crate::format;
use crate::language::{self, SourceMap};
use crate::model::{Context, EncodingMode, RootFlags, RootSignature};
use crate::options::Options;

/// A serialized root signature: a DXBC container holding one RTS0 part,
/// ready for `ID3D12Device::CreateRootSignature`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blob {
    bytes: Vec<u8>,
    warnings: Diagnostics,
}

impl Blob {
    /// Wraps container bytes that the encoder wrote, with the warnings
    /// reported while producing them. Private: only the encoder's own
    /// output is a `Blob`, so [`Blob::rts0`] can trust the layout.
    fn new(bytes: Vec<u8>, warnings: Diagnostics) -> Self {
        Blob { bytes, warnings }
    }

    /// The container bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The bytes of the RTS0 part alone (without the container).
    pub fn rts0(&self) -> &[u8] {
        self.bytes
            .get(format::container::RTS0_DATA_OFFSET..)
            .unwrap_or(&[])
    }

    /// Warnings reported while compiling (the blob was produced anyway).
    pub fn warnings(&self) -> &Diagnostics {
        &self.warnings
    }

    /// Takes the container bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

impl AsRef<[u8]> for Blob {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
    }
}

/// Everything a compile produces: the description, where each element was
/// written, and the blob.
#[derive(Debug, Clone, PartialEq)]
pub struct Compiled {
    /// The validated description.
    pub signature: RootSignature,
    /// Source positions of every element (and labels, when enabled).
    pub source_map: SourceMap,
    /// The container bytes and warnings.
    pub blob: Blob,
}

/// Parses text into a description and its source map. Stops at the first
/// lexing or parsing error; runs no semantic checks.
pub fn parse(text: &str, options: &Options) -> Result<(RootSignature, SourceMap), Diagnostics> {
    language::parse::parse(text, options).map_err(Diagnostics::from)
}

/// Runs every semantic and value-domain rule on a description. Returns the
/// diagnostics, warnings included, in source (or element) order, within
/// the limits of [`crate::diagnostic::MAX_REPEATS`] and
/// [`crate::diagnostic::MAX_DIAGNOSTICS`] (what is left out is counted in a
/// summary that keeps its code and severity).
pub fn validate(
    signature: &RootSignature,
    source_map: Option<&SourceMap>,
    context: Context,
) -> Diagnostics {
    language::validate::validate(signature, source_map, context)
}

/// Compiles text to a blob: parse, validate, encode, checksum.
///
/// ```
/// use rootsig_core::{compile, Code, Options};
/// let err = compile("CBV(b0), CBV(b0)", &Options::default()).unwrap_err();
/// assert_eq!(err.codes(), [Code::RS0217]);
/// ```
pub fn compile(text: &str, options: &Options) -> Result<Blob, Diagnostics> {
    // The source map only places diagnostics (the rules do not depend on
    // it), so validate without it, and start over with it only when there
    // is something to report.
    let mut signature =
        language::parse::parse_description(text, options).map_err(Diagnostics::from)?;
    if options.context == Context::Local {
        signature.flags |= RootFlags::LOCAL_ROOT_SIGNATURE;
    }
    let diagnostics = validate(&signature, None, options.context);
    if !diagnostics.is_empty() {
        return compile_signature(text, options).map(|c| c.blob);
    }
    let bytes = format::encode::encode_container(&signature, options.encoding);
    Ok(Blob::new(bytes, diagnostics))
}

/// Like [`compile`], but also returns the description and source map.
pub fn compile_signature(text: &str, options: &Options) -> Result<Compiled, Diagnostics> {
    let (mut signature, source_map) = parse(text, options)?;
    if options.context == Context::Local {
        signature.flags |= RootFlags::LOCAL_ROOT_SIGNATURE;
    }
    let diagnostics = validate(&signature, Some(&source_map), options.context);
    if diagnostics.has_errors() || (options.warnings_as_errors && !diagnostics.is_empty()) {
        return Err(diagnostics);
    }
    let bytes = format::encode::encode_container(&signature, options.encoding);
    Ok(Compiled {
        signature,
        source_map,
        blob: Blob::new(bytes, diagnostics),
    })
}

/// Validates a description and encodes it as a container. Never encodes an
/// invalid description.
pub fn encode(signature: &RootSignature, mode: EncodingMode) -> Result<Blob, Diagnostics> {
    let diagnostics = validate(signature, None, Context::Standalone);
    if diagnostics.has_errors() {
        return Err(diagnostics);
    }
    Ok(Blob::new(
        format::encode::encode_container(signature, mode),
        diagnostics,
    ))
}

/// Prints a description as canonical root signature text, such that
/// compiling the text (at the same version) reproduces the blob.
pub fn print(signature: &RootSignature) -> String {
    language::print::print(signature)
}
