//! # rootsig-core
//!
//! The HLSL root signature language and the Direct3D 12 serialized root
//! signature format, with no proc-macro machinery: everything here is plain
//! library code, testable without a compiler.
//!
//! The pipeline reads like the modules:
//! [`language::lex`] → [`language::parse`] → [`language::validate`] →
//! [`format::encode`], and back with
//! [`format::decode`] → [`language::print`]. What a description implies
//! (table layouts, root cost, the registers each element binds) is
//! [`language::facts`], which the validator, the encoder and the macro's
//! [`plan`] share.
//!
//! ```
//! use rootsig_core::{compile, decode, Options};
//! let blob = compile("RootFlags(0), CBV(b0)", &Options::default()).unwrap();
//! assert_eq!(&blob.as_bytes()[..4], b"DXBC");
//! let sig = decode(blob.as_bytes()).unwrap();
//! assert_eq!(sig.parameters.len(), 1);
//! ```

#![forbid(unsafe_code)]

#[cfg(feature = "proptest")]
pub mod arbitrary;
#[cfg(feature = "bindings")]
pub mod bindings;
pub mod diagnostic;
pub mod explain;
pub mod format;
#[doc(hidden)]
pub mod handle_bits;
pub mod hlsl;
pub mod language;
pub mod model;
#[cfg(feature = "bindings")]
pub mod plan;
pub mod render;
mod span;

pub use diagnostic::{Code, Diagnostic, Diagnostics, Related, Severity};
pub use format::decode::DecodeError;
pub use language::SourceMap;
pub use model::*;
pub use span::Span;

/// Settings that come with the text: version, encoding mode, context.
///
/// ```
/// use rootsig_core::{Options, Version, EncodingMode};
/// let options = Options { version: Version::V1_0, ..Options::default() };
/// assert_eq!(options.encoding, EncodingMode::Standard);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// Root signature version (default 1.1).
    pub version: Version,
    /// Bytes written for omitted flags (default standard).
    pub encoding: EncodingMode,
    /// How `LOCAL_ROOT_SIGNATURE` is treated (default standalone).
    pub context: Context,
    /// Treat warnings (RS0214, RS0216, RS0221, RS0227) as errors.
    pub warnings_as_errors: bool,
    /// Accept `name: Element(…)` labels on root parameters and ranges. This
    /// is a rootsig extension for `root_signature!`; plain HLSL has no labels.
    pub labels: bool,
}

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
/// the limits of [`diagnostic::MAX_REPEATS`] and
/// [`diagnostic::MAX_DIAGNOSTICS`] (what is left out is counted in a
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
    let (mut signature, _) = parse(text, options)?;
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

/// Decodes a DXBC container (checksum verified) or, when the input does
/// not start with `DXBC`, a bare RTS0 part. Checks every bound; never panics.
pub fn decode(bytes: &[u8]) -> Result<RootSignature, DecodeError> {
    format::decode::decode(bytes)
}

/// Prints a description as canonical root signature text, such that
/// compiling the text (at the same version) reproduces the blob.
pub fn print(signature: &RootSignature) -> String {
    language::print::print(signature)
}
