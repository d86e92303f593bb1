#!/usr/bin/env bash
# Measures root_signature! on one huge bare-token body with a diagnostic,
# a shape that once took quadratic time: 20,000 root parameters on one
# line against the same body with one parameter per line. Each body ends
# with a repeated CBV(b0), so the macro reports RS0217 and RS0232 and
# rebuilds the text token by token (the path that used to cost a walk
# along the line per token).
#
# Usage: scripts/measure-macro-scale.sh [count] [rounds]
#   (defaults: 20000 parameters, 3 rounds; the minimum is quoted)
# Crates are built under $WORK (default /tmp/rootsig-macro-scale), dev
# profile, offline, one job; the dependencies are built once first, then
# each round touches the crate and runs `cargo check` (the build fails with
# the diagnostics, which is the point), timing that alone.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${WORK:-/tmp/rootsig-macro-scale}"
COUNT="${1:-20000}"
ROUNDS="${2:-3}"
mkdir -p "$WORK"
. "$ROOT/scripts/rootsig-crate.sh"

now() { date +%s.%N; }
elapsed() { echo "$(now) - $1" | bc -l; }
min() { printf '%s\n' "$@" | sort -g | head -1; }

body() { # separator
  local sep="$1" i
  for ((i = 0; i < COUNT; i++)); do printf 'CBV(b%d),%s' "$i" "$sep"; done
  printf 'CBV(b0)'
}

for layout in one-line lines; do
  crate="$WORK/scale-$layout"
  rootsig_crate "$crate"
  sep=' '
  [ "$layout" = lines ] && sep=$'\n    '
  {
    echo 'rootsig::root_signature! {'
    printf '    Big = '
    body "$sep"
    echo ';'
    echo '}'
  } > "$crate/src/lib.rs"
  # Dependencies first (not timed).
  (cd "$crate" && CARGO_TARGET_DIR="$WORK/target" cargo check --offline -q -j 1 >/dev/null 2>&1 || true)
done

declare -A best
for layout in one-line lines; do
  crate="$WORK/scale-$layout"
  times=()
  for round in $(seq "$ROUNDS"); do
    touch "$crate/src/lib.rs"
    t=$(now)
    out=$(cd "$crate" && CARGO_TARGET_DIR="$WORK/target" cargo check --offline -j 1 2>&1 || true)
    times+=("$(elapsed "$t")")
    echo "$layout round $round: ${times[-1]} s" >&2
  done
  # The expected diagnostics, so that a fast failure for another reason
  # is not taken for a fast macro.
  for code in RS0217 RS0232; do
    grep -q "$code" <<<"$out" || { echo "error: no $code in the $layout output:" >&2; echo "$out" | head -20 >&2; exit 1; }
  done
  best[$layout]=$(min "${times[@]}")
done

printf '%d bare-token parameters, cargo check of the crate alone (minimum of %d):\n' "$COUNT" "$ROUNDS"
printf '  one line:            %.2f s\n' "${best[one-line]}"
printf '  one per line:        %.2f s\n' "${best[lines]}"
printf '  one line / lines:    %.2f\n' "$(echo "${best[one-line]} / ${best[lines]}" | bc -l)"
