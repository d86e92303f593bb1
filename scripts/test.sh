#!/usr/bin/env bash
# Runs every test of the workspace, including the vkd3d conformance suite:
# the example, `cargo test --workspace`, then conformance/valgrind.sh.
# On a fresh Debian machine it first installs what the tests need; elsewhere
# it stops and says what to install. It never skips a suite.
#
# It prints one line per step and per test binary and keeps the full output
# in target/test-logs/. On a failure it prints the failing output.
#
# vkd3d's `fixme:` messages are silenced through vkd3d's own VKD3D_DEBUG and
# VKD3D_SHADER_DEBUG; ROOTSIG_VKD3D_DEBUG=1 (or setting either variable
# yourself) shows them.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(pkg-config libvkd3d-dev libvkd3d-utils1 libvkd3d-shader1 libvkd3d-headers
          libvulkan-dev mesa-vulkan-drivers valgrind cpp llvm-19)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
elif ! pkg-config --exists libvkd3d libvkd3d-shader libvkd3d-utils 2>/dev/null; then
    echo "error: the conformance tests need vkd3d 1.2+ (libvkd3d, libvkd3d-shader, libvkd3d-utils with headers," >&2
    echo "       found through pkg-config), a Vulkan loader with a software device (Mesa lavapipe), valgrind," >&2
    echo "       and cpp (a C preprocessor, for the HLSL preprocessor differential test)." >&2
    echo "       On Debian or Ubuntu: apt-get install ${packages[*]}" >&2
    exit 1
fi

if ((${#missing[@]})); then
    if [ "$(id -u)" -eq 0 ]; then
        apt_get=(apt-get)
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        apt_get=(sudo apt-get)
    else
        echo "error: the tests need these Debian packages, which are not installed: ${missing[*]}" >&2
        echo "       install them with: sudo apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "installing test dependencies: ${missing[*]}" >&2
    "${apt_get[@]}" update -qq
    DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq "${missing[@]}" >/dev/null
fi

# The `windows` feature is type-checked for Windows (the `windows` crate
# builds for no other target); rustup brings the target's standard library.
windows_target=x86_64-pc-windows-msvc
if ! rustup target list --installed 2>/dev/null | grep -qx "$windows_target" &&
   ! rustup target add "$windows_target" >/dev/null 2>&1; then
    echo "error: the windows feature is checked for $windows_target, which is not installed" >&2
    echo "       install it with: rustup target add $windows_target" >&2
    exit 1
fi

. scripts/vkd3d-debug.sh

logs=target/test-logs
mkdir -p "$logs"
rm -f "$logs"/*.log
started=$SECONDS
status=0

# ---- 1. the example of the README's set-up ----
if cargo run -p rootsig-examples --locked -q >"$logs/example.log" 2>&1; then
    echo "example     cargo run -p rootsig-examples: ok, $(wc -l <"$logs/example.log") lines of output ($logs/example.log)"
else
    status=1
    echo "example     cargo run -p rootsig-examples: FAILED ($logs/example.log):"
    tail -n 30 "$logs/example.log" | sed 's/^/    /'
fi

# ---- the windows feature, type-checked for Windows ----
windows_check=(cargo check -p rootsig --features windows --target "$windows_target" --locked -q)
if "${windows_check[@]}" >"$logs/windows.log" 2>&1; then
    echo "windows     ${windows_check[*]}: ok"
else
    status=1
    echo "windows     ${windows_check[*]}: FAILED ($logs/windows.log):"
    tail -n 30 "$logs/windows.log" | sed 's/^/    /'
fi

# ---- 2. cargo test --workspace: one line per test binary ----
cargo_log="$logs/cargo-test.log"
echo "cargo test --workspace --no-fail-fast (full output: $cargo_log)"
set +e
cargo test --workspace --locked --no-fail-fast 2>&1 | tee "$cargo_log" | sed -u 's/\x1b\[[0-9;]*m//g' | awk '
    # One line per test binary (the merged and the standalone doc tests of
    # a crate together), printed when the next one starts.
    function flush() {
        if (p + f + i > 0) {
            line = sprintf("  %-44s %4d passed", name, p)
            if (f) line = line sprintf(", %d FAILED", f)
            if (i) line = line sprintf(", %d ignored", i)
            print line; fflush()
        }
        p = f = i = 0
    }
    # "Running unittests src/lib.rs (target/debug/deps/rootsig_core-0123abcd)"
    /^ *Running / {
        flush()
        path = $2 == "unittests" ? $3 : $2
        exe = $NF; sub(/\)$/, "", exe); sub(/.*\//, "", exe); sub(/-[0-9a-f]+$/, "", exe)
        if ($2 == "unittests") {
            crate = exe; gsub(/_/, "-", crate)
            if (crate == "rootsig" && path == "src/main.rs") crate = "rootsig-cli"
        }
        name = crate " " path
        next
    }
    /^ *Doc-tests / { flush(); crate = $2; gsub(/_/, "-", crate); name = crate " doc tests"; next }
    /^test result:/ { p += $4; f += $6; i += $8 }
    END { flush() }'
cargo_status=${PIPESTATUS[0]}
set -e
clean_log=$(sed 's/\x1b\[[0-9;]*m//g' "$cargo_log")
read -r passed failed ignored < <(awk '/^test result:/ { p += $4; f += $6; i += $8 }
    END { printf "%d %d %d\n", p, f, i }' <<<"$clean_log")
if [ "$cargo_status" -ne 0 ]; then
    status=1
    if [ "$failed" -gt 0 ]; then
        echo "cargo test: $failed test(s) FAILED; their output:"
        awk '/^failures:$/ { on = 1 } on { print "    " $0 } /^test result:/ { on = 0 }' <<<"$clean_log"
    else
        echo "cargo test: FAILED (exit $cargo_status) before any test failed; the end of its output:"
        tail -n 40 <<<"$clean_log" | sed 's/^/    /'
    fi
fi

# ---- 3. one build serves the tests and the command ----
# `cargo run -p rootsig-cli` right after this script must rebuild nothing:
# build-once/ gives the command the dependency features the test run has.
set +e
cargo build -p rootsig-cli --locked --message-format=json >"$logs/build-once.json" 2>"$logs/build-once.log"
build_status=$?
set -e
rebuilt=$(grep '"fresh":false' "$logs/build-once.json" \
    | sed 's/.*"target":{[^}]*"name":"\([^"]*\)".*/\1/' | sort -u | tr '\n' ' ') || true
if [ "$build_status" -ne 0 ]; then
    status=1
    echo "build-once  cargo build -p rootsig-cli after the tests: FAILED ($logs/build-once.log)"
elif [ -z "$rebuilt" ]; then
    echo "build-once  cargo build -p rootsig-cli after the tests: ok, nothing rebuilt"
else
    status=1
    echo "build-once  cargo build -p rootsig-cli after the tests: FAILED, rebuilt $rebuilt(see build-once/Cargo.toml)"
fi

# ---- 4. valgrind: rootsig's hostile-blob decoding, and vkd3d for contrast ----
set +e
valgrind_out=$(bash conformance/valgrind.sh 2>&1)
valgrind_status=$?
set -e
sed 's/^/valgrind    /' <<<"$valgrind_out"
[ "$valgrind_status" -eq 0 ] || status=1

# ---- the #[ignore] tests, which another step runs ----
# name|the step that runs it|how its result shows
ran_elsewhere=(
    "child_creates_root_constants_visible_to_amplification|in a child process of vkd3d_aborts_on_root_constants_visible_to_amplification|test vkd3d_aborts_on_root_constants_visible_to_amplification ... ok"
    "vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part|by conformance/valgrind.sh|vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part passed"
)
skipped=0
while read -r name; do
    [ -n "$name" ] || continue
    entry=""
    for e in "${ran_elsewhere[@]}"; do
        [ "${e%%|*}" = "$name" ] && entry=$e
    done
    if [ -z "$entry" ]; then
        skipped=$((skipped + 1))
        echo "skipped     $name: #[ignore] and run by no other step"
        continue
    fi
    rest=${entry#*|}
    step=${rest%%|*}
    evidence=${rest#*|}
    # A here-string, not a pipe: `grep -q` stops at the first match, and
    # under pipefail the writer's SIGPIPE would count as a failure.
    if grep -qF -- "$evidence" <<<"$clean_log"$'\n'"$valgrind_out"; then
        passed=$((passed + 1))
        echo "ignored     $name: run $step, passed"
    else
        failed=$((failed + 1))
        status=1
        echo "ignored     $name: run $step, FAILED or not run"
    fi
    ignored=$((ignored - 1))
done < <(sed -n 's/^test \(.*\) \.\.\. ignored.*/\1/p' <<<"$clean_log" | sort -u)
# An ignored doc test or one whose name the log does not give.
if [ "$ignored" -gt 0 ]; then
    skipped=$((skipped + ignored))
    echo "skipped     $ignored more ignored test(s): see $cargo_log"
fi

elapsed=$((SECONDS - started))
echo "tests: $((passed + failed)) run, $passed passed, $failed failed, $skipped skipped ($((elapsed / 60)) min $((elapsed % 60)) s)"
exit "$status"
