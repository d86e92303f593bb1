//! TODO(render): rustc-style rendering of diagnostics.
