//! The `rootsig` command.
fn main() {}
