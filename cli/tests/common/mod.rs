//! Helpers shared by the CLI's test binaries.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `shell` with `args` in `dir`, with the `rootsig` that cargo built
/// for these tests first on `PATH`, as a user's installed one would be.
pub fn run_with_rootsig_on_path(shell: &str, args: &[&str], dir: &Path) -> Output {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_rootsig"));
    let bin_dir = binary.parent().expect("binary directory").to_path_buf();
    let path = std::env::join_paths(std::iter::once(bin_dir).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("PATH");
    Command::new(shell)
        .args(args)
        .current_dir(dir)
        .env("PATH", path)
        .output()
        .unwrap_or_else(|e| panic!("run {shell}: {e}"))
}
