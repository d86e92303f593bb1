#!/usr/bin/env bash
# Measures what root_signature! costs at build time.
#
#  (a) A clean build of the `rootsig` facade (with rootsig-core and the
#      proc macro) against a clean build of zerocopy with its derive alone.
#      Target: at most 1.3x.
#  (b) A crate with 200 root_signature! invocations, rebuilt alone
#      (dependencies already built: touch the source, rebuild), against, in
#      one run: the same crate with the 200 blobs pasted as byte arrays, and
#      a proc macro that does no work and emits the same items (target: the
#      macro's own work within 1.25x of that floor). Two more crates say
#      where the time goes: the macro's expansion pasted as source (the
#      proc-macro mechanism removed), and that expansion without the
#      `Layout` impl (the typed reflection constants each signature gets).
#      One more adds 200 constant-buffer structs, as `rootsig cbuffer --rust`
#      and `cbuffer(Camera => Type)` write them, to the macro's crate: what
#      a generated struct costs per buffer.
#
# Usage: scripts/measure-build.sh [rounds]   (default 3 clean builds, 7 rebuilds)
#        CLEAN_ONLY=1 scripts/measure-build.sh [rounds]   (only (a))
# Everything is built under $WORK (default /tmp/rootsig-measure), in dev
# profile, offline, with the workspace's locked versions. On a busy machine
# the numbers are noisy: the minimum of several rounds is the figure to quote.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${WORK:-/tmp/rootsig-measure}"
ROUNDS="${1:-3}"
REBUILDS="${REBUILDS:-7}"
JOBS="${JOBS:-$(nproc)}"
mkdir -p "$WORK"

now() { date +%s.%N; }
elapsed() { echo "$(now) - $1" | bc -l; }
min() { printf '%s\n' "$@" | sort -g | head -1; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { if [ "$2" = 0 ]; then echo "-"; else echo "scale=2; $1 / $2" | bc -l; fi; }

# ---------------------------------------------------------------- (a) ----
BASE="$WORK/zerocopy-only"
mkdir -p "$BASE/src"
cat > "$BASE/Cargo.toml" <<EOF
[package]
name = "zerocopy-only"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
zerocopy = { version = "=$(grep -A1 '^name = "zerocopy"$' "$ROOT/Cargo.lock" | sed -n 's/version = "\(.*\)"/\1/p')", features = ["derive"] }

[workspace]
EOF
echo 'pub use zerocopy;' > "$BASE/src/lib.rs"
# Same versions as the workspace (offline, from its lock file).
cp "$ROOT/Cargo.lock" "$BASE/Cargo.lock"
(cd "$BASE" && cargo fetch --offline -q 2>/dev/null || cargo generate-lockfile --offline -q)

clean_zerocopy=()
clean_facade=()
# SKIP_CLEAN=1 skips (a), for quick iterations on (b).
[ "${SKIP_CLEAN:-0}" = 1 ] && ROUNDS=0 && clean_zerocopy=(0) && clean_facade=(0)
for round in $(seq "$ROUNDS"); do
  rm -rf "$WORK/target-zerocopy"
  t=$(now)
  (cd "$BASE" && CARGO_TARGET_DIR="$WORK/target-zerocopy" cargo build --offline -q -j "$JOBS")
  clean_zerocopy+=("$(elapsed "$t")")

  rm -rf "$WORK/target-facade"
  t=$(now)
  # CARGO_INCREMENTAL=0: a user gets rootsig from a registry, and cargo
  # never builds registry crates incrementally (nor zerocopy, the baseline).
  # Built here as workspace members, they would be, at some 10% extra cost.
  # The workspace gives proc macros debug info (so that one build serves
  # the tests and the command); a user's build does not.
  (cd "$ROOT" && CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_BUILD_OVERRIDE_DEBUG=false \
    CARGO_TARGET_DIR="$WORK/target-facade" cargo build --offline -q -j "$JOBS" -p rootsig)
  clean_facade+=("$(elapsed "$t")")
  echo "round $round: zerocopy+derive ${clean_zerocopy[-1]} s, rootsig facade ${clean_facade[-1]} s" >&2
done

clean_summary() {
  cat <<EOF
(a) clean build, dev profile, -j $JOBS, $ROUNDS rounds (min / median, seconds)
    zerocopy + derive alone : $(min "${clean_zerocopy[@]}") / $(median "${clean_zerocopy[@]}")
    rootsig facade          : $(min "${clean_facade[@]}") / $(median "${clean_facade[@]}")
    ratio (min, median)     : $(ratio "$(min "${clean_facade[@]}")" "$(min "${clean_zerocopy[@]}")") / $(ratio "$(median "${clean_facade[@]}")" "$(median "${clean_zerocopy[@]}")")   (target <= 1.3)
EOF
}
# CLEAN_ONLY=1 stops here: part (b) takes much longer.
if [ "${CLEAN_ONLY:-0}" = 1 ]; then
  printf '\n%s\n' "$(clean_summary)"
  exit 0
fi

# ---------------------------------------------------------------- (b) ----
GEN="$WORK/generator"
MACRO="$WORK/sigs-macro"
BYTES="$WORK/sigs-bytes"
. "$ROOT/scripts/rootsig-crate.sh"
# The generator compiles signatures at run time: it needs the compiler.
rootsig_crate "$GEN" '"compiler"'
for crate in sigs-macro sigs-bytes; do rootsig_crate "$WORK/$crate"; done
cat > "$GEN/src/main.rs" <<'EOF'
//! Writes the crates of measurement (b): 200 signatures, as
//! root_signature! invocations (half strings, half bare tokens) and as
//! pasted byte arrays, and the first with 200 generated constant-buffer
//! structs.
use std::fmt::Write;

/// A camera buffer: matrices, a float3 then a float, a float2 array
/// (a `PaddedArray`) and an array of structs (a second struct).
const CAMERA: &str = "struct Light { float3 position; float range; float3 color; float intensity; };
cbuffer Camera { float4x4 viewProjection; float3 cameraPosition; float time; float2 jitter[4]; Light lights[4]; uint lightCount; };
float4 main() : SV_Target { return time + lights[0].range + lightCount + jitter[0].x + viewProjection[0].x + cameraPosition.x; }
";

/// The struct of `CAMERA` named `name`, as the macro generates it.
fn camera_struct(name: &str) -> String {
    use rootsig::bindings::{read_bindings, ShaderRequest, Stage};
    use rootsig::hlsl::MemoryFiles;
    let mut files = MemoryFiles::default();
    files.insert("camera.hlsl", CAMERA);
    let request = ShaderRequest::new("camera.hlsl", "main", Stage::Pixel);
    let read = read_bindings(&request, &mut files);
    let table = read.result.unwrap().table;
    let layout = table.constant_buffer("Camera").unwrap();
    rootsig::cbuffer::rust_source(layout, &rootsig::cbuffer::StructNames { rust: name, hlsl: "Camera" }).unwrap()
}

fn text(i: usize) -> String {
    format!(
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b{}), \
         RootConstants(num32BitConstants = {}, b{}), SRV(t{}, space = 1), \
         DescriptorTable(SRV(t0, numDescriptors = {}), UAV(u0, numDescriptors = 2), CBV(b{}), visibility = SHADER_VISIBILITY_PIXEL), \
         DescriptorTable(Sampler(s0, numDescriptors = 2)), StaticSampler(s{}, filter = FILTER_MIN_MAG_MIP_LINEAR)",
        i % 4,
        1 + i % 16,
        4 + i % 4,
        i % 8,
        1 + i % 8,
        8 + i % 4,
        2 + i % 4
    )
}

/// Whether `line` of the expansion starts a signature (its struct's doc).
fn starts_signature(line: &str) -> bool {
    line.starts_with("#[doc = \" Signature ") || line.starts_with("/// Signature ")
}

/// A signature's part of the expansion without its `Layout` impl (the
/// typed reflection constants), and without `bind` functions, had the
/// expansion any.
fn without_engine_items(part: &str) -> String {
    let mut out = String::new();
    let mut skip_until: Option<&str> = None;
    for line in part.lines() {
        if let Some(end) = skip_until {
            if line == end {
                skip_until = None;
            }
            continue;
        }
        if line.trim_start().starts_with("/// Binds this signature") {
            skip_until = Some("    }");
            continue;
        }
        if line.starts_with("impl ::rootsig::Layout for") {
            skip_until = Some("}");
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// From rustc's `-Zunpretty=expanded` output of the macro crate, writes
/// the expansion as plain source (the macro's cost removed), the same
/// without the `Layout` impls (what they cost), and the expansion cut into
/// one part per signature, for the no-op macro.
fn expanded(from: &str, all_path: &str, before_path: &str, parts_path: &str) {
    let text = std::fs::read_to_string(from).unwrap();
    let prelude = ["#![feature(prelude_import)]", "extern crate std;", "#[prelude_import]", "use std::prelude::rust_2024::*;"];
    let all: String = text.lines().filter(|l| !prelude.contains(l)).map(|l| format!("{l}\n")).collect();
    let mut parts: Vec<String> = Vec::new();
    for line in all.lines() {
        if starts_signature(line) {
            parts.push(String::new());
        }
        if let Some(part) = parts.last_mut() {
            part.push_str(line);
            part.push('\n');
        }
    }
    assert_eq!(parts.len(), 200, "the expansion's signatures were not found");
    let before: String = parts.iter().map(|p| without_engine_items(p)).collect();
    std::fs::write(all_path, all).unwrap();
    std::fs::write(before_path, before).unwrap();
    std::fs::write(parts_path, parts.join("\0")).unwrap();
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (macro_path, bytes_path) = (args.next().unwrap(), args.next().unwrap());
    if macro_path == "--expanded" {
        let paths: Vec<String> = args.collect();
        return expanded(&bytes_path, &paths[0], &paths[1], &paths[2]);
    }
    let mut with_macro = String::from("//! 200 root_signature! invocations.\n\n");
    let mut with_bytes = String::from("//! The same 200 root signatures, pasted as byte arrays.\n\n");
    for i in 0..200 {
        let text = text(i);
        if i % 2 == 0 {
            writeln!(with_macro, "rootsig::root_signature! {{\n    /// Signature {i}.\n    pub Sig{i} = \"{text}\";\n}}\n").unwrap();
        } else {
            writeln!(with_macro, "rootsig::root_signature! {{\n    /// Signature {i}.\n    pub Sig{i} = {text};\n}}\n").unwrap();
        }
        let blob = rootsig::compile(&text, &rootsig::Options::default()).unwrap();
        let bytes = blob.as_bytes();
        let list: Vec<String> = bytes.iter().map(|b| format!("0x{b:02X}")).collect();
        writeln!(with_bytes, "/// Signature {i}.\npub const SIG{i}: [u8; {}] = [{}];\n", bytes.len(), list.join(", ")).unwrap();
    }
    let mut with_cbuffers = with_macro.clone();
    for i in 0..200 {
        with_cbuffers.push_str(&camera_struct(&format!("Camera{i}")));
    }
    std::fs::write(macro_path, with_macro).unwrap();
    std::fs::write(bytes_path, with_bytes).unwrap();
    std::fs::write(args.next().unwrap(), with_cbuffers).unwrap();
}
EOF
rootsig_crate "$WORK/sigs-cbuffer"
(cd "$GEN" && CARGO_TARGET_DIR="$WORK/target-sigs" cargo run --offline -q -- "$MACRO/src/lib.rs" "$BYTES/src/lib.rs" \
  "$WORK/sigs-cbuffer/src/lib.rs")

# Floors, to say where the time goes: the macro's expansion written out as
# source (what rustc spends on the generated items alone, with the macro
# costing nothing), the same without the `Layout` impls (the typed
# reflection constants; what they cost), and a proc macro that
# does no work and emits the same items (the floor for the macro's own
# work). The expansion comes from rustc's -Zunpretty=expanded
# (nightly-only, hence RUSTC_BOOTSTRAP; measurement only).
for crate in sigs-expanded sigs-before sigs-null; do rootsig_crate "$WORK/$crate"; done
mkdir -p "$WORK/null-macro/src"
(cd "$MACRO" && RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$WORK/target-sigs" cargo rustc --offline -q -- -Zunpretty=expanded) > "$WORK/expanded.rs"
(cd "$GEN" && CARGO_TARGET_DIR="$WORK/target-sigs" cargo run --offline -q -- --expanded "$WORK/expanded.rs" \
  "$WORK/sigs-expanded/src/lib.rs" "$WORK/sigs-before/src/lib.rs" "$WORK/null-macro/parts.txt")

# A proc macro that does no work: each invocation returns its signature's
# part of the expansion, precomputed, through the compiler's lexer. What
# remains is the cost of the proc-macro mechanism itself, for an output
# of that size.
cat > "$WORK/null-macro/Cargo.toml" <<'TOML'
[package]
name = "null-macro"
version = "0.1.0"
edition = "2024"
publish = false

[lib]
proc-macro = true
TOML
cat > "$WORK/null-macro/src/lib.rs" <<'RUST'
//! `root_signature!`'s input in, a precomputed expansion out.
use proc_macro::{TokenStream, TokenTree};
use std::sync::OnceLock;

static PARTS: OnceLock<Vec<&'static str>> = OnceLock::new();

/// The part of the signature named `Sig<i>` in the input.
#[proc_macro]
pub fn root_signature(input: TokenStream) -> TokenStream {
    let parts = PARTS.get_or_init(|| include_str!("../parts.txt").split('\0').collect());
    let index = input.into_iter().find_map(|tree| match tree {
        TokenTree::Ident(ident) => ident.to_string().strip_prefix("Sig")?.parse::<usize>().ok(),
        _ => None,
    });
    parts[index.unwrap()].parse().unwrap()
}
RUST
sed -i 's|^rootsig = .*|&\nnull-macro = { path = "../null-macro" }|' "$WORK/sigs-null/Cargo.toml"
sed 's/rootsig::root_signature!/null_macro::root_signature!/' "$MACRO/src/lib.rs" > "$WORK/sigs-null/src/lib.rs"


# Touch and rebuild; the dev profile's default (incremental) first, then
# with CARGO_INCREMENTAL=0, which recompiles the whole crate.
rebuild() { # incremental(1|0) crate -> seconds
  touch "$WORK/$2/src/lib.rs"
  local t; t=$(now)
  (cd "$WORK/$2" && CARGO_INCREMENTAL="$1" CARGO_TARGET_DIR="$WORK/target-sigs-$1" cargo build --offline -q)
  elapsed "$t"
}
CRATES=(sigs-macro sigs-bytes sigs-null sigs-expanded sigs-before sigs-cbuffer)
for inc in 1 0; do
  for crate in "${CRATES[@]}"; do
    (cd "$WORK/$crate" && CARGO_INCREMENTAL="$inc" CARGO_TARGET_DIR="$WORK/target-sigs-$inc" cargo build --offline -q)
  done
done
# times[incremental,crate] holds that pair's rebuild times, one per round.
declare -A times
for round in $(seq "$REBUILDS"); do
  line="rebuild $round:"
  for inc in 1 0; do
    for crate in "${CRATES[@]}"; do
      t=$(rebuild "$inc" "$crate")
      times[$inc,$crate]+="$t "
      line+=" $crate/$inc $t"
    done
  done
  echo "$line" >&2
done
stat() { # min|median incremental crate
  # shellcheck disable=SC2086
  "$1" ${times[$2,$3]}
}
row() { # incremental crate label
  printf '      %-28s: %s / %s   ratio %s / %s\n' "$3" "$(stat min "$1" "$2")" "$(stat median "$1" "$2")" \
    "$(ratio "$(stat min "$1" "$2")" "$(stat min "$1" sigs-bytes)")" "$(ratio "$(stat median "$1" "$2")" "$(stat median "$1" sigs-bytes)")"
}
table() { # incremental
  row "$1" sigs-bytes "pasted byte arrays"
  row "$1" sigs-macro "root_signature!"
  row "$1" sigs-null "a no-op macro, same items"
  row "$1" sigs-expanded "the expansion as source"
  row "$1" sigs-before "the same without Layout impl"
  printf '      %-28s: %s / %s   (target <= 1.25)\n' "root_signature! / no-op" \
    "$(ratio "$(stat min "$1" sigs-macro)" "$(stat min "$1" sigs-null)")" \
    "$(ratio "$(stat median "$1" sigs-macro)" "$(stat median "$1" sigs-null)")"
  printf '      %-28s: %s / %s ms per signature\n' "the Layout impl" \
    "$(echo "($(stat min "$1" sigs-expanded) - $(stat min "$1" sigs-before)) * 1000 / 200" | bc -l | xargs printf '%.3f')" \
    "$(echo "($(stat median "$1" sigs-expanded) - $(stat median "$1" sigs-before)) * 1000 / 200" | bc -l | xargs printf '%.3f')"
  row "$1" sigs-cbuffer "the same + 200 cbuffer structs"
  printf '      %-28s: %s / %s ms per buffer\n' "a generated cbuffer struct" \
    "$(echo "($(stat min "$1" sigs-cbuffer) - $(stat min "$1" sigs-macro)) * 1000 / 200" | bc -l | xargs printf '%.3f')" \
    "$(echo "($(stat median "$1" sigs-cbuffer) - $(stat median "$1" sigs-macro)) * 1000 / 200" | bc -l | xargs printf '%.3f')"
}

cat <<EOF

$(clean_summary)

(b) touch-and-rebuild of a crate with 200 signatures, $REBUILDS rounds
    (min / median seconds; ratios to the byte arrays; root_signature! over
    the no-op macro that emits the same items, target <= 1.25)
    incremental (dev default)
$(table 1)
    CARGO_INCREMENTAL=0 (the whole crate recompiled)
$(table 0)
EOF
