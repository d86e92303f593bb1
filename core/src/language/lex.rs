//! TODO(lex): being written.
