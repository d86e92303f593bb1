//! Runnable examples.
fn main() {}
