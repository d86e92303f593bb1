//! TODO(view): being written.
