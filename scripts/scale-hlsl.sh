#!/usr/bin/env bash
# Scaling of the HLSL front end (preprocessor, bindings, check, derive):
# builds the CLI in release, then runs scripts/scale-hlsl.py, which times
# each family of input at N and 10N (CPU time of the `rootsig` process) and
# fails when one grows more than 15x. Run by hand, not in CI: timings on a
# shared machine are noisy, so compare ratios, not seconds.
#
# --instructions counts instructions under callgrind instead of CPU time.
#
# Usage: scripts/scale-hlsl.sh [--instructions] [FAMILY-SUBSTRING...]

set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cargo build --release -q -p rootsig-cli --manifest-path "$ROOT/Cargo.toml"
exec python3 "$ROOT/scripts/scale-hlsl.py" "$ROOT/target/release/rootsig" "$@"
