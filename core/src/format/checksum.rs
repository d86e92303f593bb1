//! TODO(checksum): being written.
