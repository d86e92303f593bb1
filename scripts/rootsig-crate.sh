# Sourced by the measurement scripts. ROOT must be the workspace root.
#
# rootsig_crate DIR [FEATURES]: a stand-alone crate in DIR, named after it,
# that depends on this workspace's rootsig (with FEATURES, a TOML list such
# as '"compiler"', when given), with the workspace's lock file (the same
# versions, buildable offline).
rootsig_crate() {
  mkdir -p "$1/src"
  cat > "$1/Cargo.toml" <<EOF
[package]
name = "$(basename "$1")"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
rootsig = { path = "$ROOT/runtime", features = [${2:-}] }

[workspace]
EOF
  cp "$ROOT/Cargo.lock" "$1/Cargo.lock"
}
