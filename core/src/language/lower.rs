//! TODO(lower): being written.
