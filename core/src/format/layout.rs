//! TODO(layout): being written.
