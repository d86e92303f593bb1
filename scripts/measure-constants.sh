#!/usr/bin/env bash
# What rustc charges per constant, the unit root_signature!'s expansion is
# made of (docs/performance.md, "Build cost of the engine API").
#
# Builds one crate per kind of constant: 200 unit structs, each with an
# impl of 8 associated constants (1,600 in all), against the workspace's
# rootsig. Then counts the instructions of the crate's own rustc call
# (callgrind, non-incremental and an incremental no-change rebuild) and
# prints the cost per constant over a crate with the structs alone.
#
# Usage: scripts/measure-constants.sh        (needs valgrind; a few minutes)
#        KINDS="handle" scripts/measure-constants.sh   (some kinds only)
# Everything is built under $WORK (default /tmp/rootsig-measure/constants).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${WORK:-/tmp/rootsig-measure/constants}"
command -v valgrind >/dev/null || { echo "measure-constants.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
. "$ROOT/scripts/rootsig-crate.sh"
rootsig_crate "$WORK"

# kind -> "TYPE|VALUE" of constant number $2 of struct S$3
constant() {
  case "$1" in
    integer) echo "u32|$2" ;;
    bytes) echo "&[u8; 4]|b\"abc$2\"" ;;
    enum-variant) echo "::rootsig::Version|::rootsig::Version::V1_1" ;;
    # What a handle expands to now that handles carry their signature: the
    # signature inferred.
    handle) echo "::rootsig::RootCbvIndex<S$3>|::rootsig::__private::cbv($2)" ;;
    # The same with the signature written out.
    handle-turbofish) echo "::rootsig::RootCbvIndex<S$3>|::rootsig::__private::cbv::<S$3>($2)" ;;
  esac
}

write_crate() { # kind (or "none")
  {
    for s in $(seq 0 199); do
      echo "pub struct S$s;"
      echo "#[allow(dead_code)] impl S$s {"
      if [ "$1" != none ]; then
        for h in $(seq 0 7); do
          IFS='|' read -r ty value <<<"$(constant "$1" "$h" "$s")"
          echo "    pub const C$h: $ty = $value;"
        done
      fi
      echo "}"
    done
  } > "$WORK/src/lib.rs"
}

instructions() { # incremental(0|1) -> instructions of the crate's rustc call
  local log="$WORK/build.log"
  touch "$WORK/src/lib.rs"
  (cd "$WORK" && CARGO_INCREMENTAL="$1" CARGO_TARGET_DIR="$WORK/target-$1" cargo build --offline -v) > "$log" 2>&1
  grep -o 'rustc --crate-name constants .*' "$log" | sed 's/`$//' > "$WORK/rustc-$1.sh"
  # rustc is a child of bash (and, through rustup, of its proxy): sum them.
  (cd "$WORK" && valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null bash "$WORK/rustc-$1.sh" 2>&1 >/dev/null) |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{s += $1} END {print s}'
}

write_crate none
base0=$(instructions 0)
base1=$(instructions 1)
printf '%-16s %22s %22s\n' "constant" "non-incremental" "incremental rebuild"
for kind in ${KINDS:-integer bytes enum-variant handle handle-turbofish}; do
  write_crate "$kind"
  i0=$(instructions 0)
  i1=$(instructions 1)
  printf '%-16s %18d K %18d K\n' "$kind" $(((i0 - base0) / 1600000)) $(((i1 - base1) / 1600000))
done
