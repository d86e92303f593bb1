//! trybuild compile-fail and pass cases for `root_signature!`.
