//! No code: this crate only turns on dependency features (see its
//! `Cargo.toml`), so that `cargo run -p rootsig-cli` reuses the build of
//! `cargo test --workspace`.
