//! The parser.
use crate::{Diagnostic, Options, RootSignature, SourceMap};

/// Parses text into a description and its source map.
pub fn parse(text: &str, options: &Options) -> Result<(RootSignature, SourceMap), Diagnostic> {
    let _ = (text, options);
    todo!("parser")
}
