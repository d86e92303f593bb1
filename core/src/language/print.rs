//! The printer.
use crate::RootSignature;

/// Prints canonical text.
pub fn print(signature: &RootSignature) -> String {
    let _ = signature;
    String::new()
}
