//! TODO(explain): long explanations of each code.
