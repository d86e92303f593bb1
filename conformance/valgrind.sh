#!/usr/bin/env bash
# Runs rootsig's hostile-blob decoding tests (conformance/tests/hostile.rs,
# the `rootsig_` tests) under valgrind memcheck: every truncation, bad
# offset, overflowing count and bad checksum must be rejected without a
# single invalid read, use of uninitialised memory or leak.
#
# Then, for contrast, it runs the ignored test that gives vkd3d 1.2 a blob
# whose PayloadOffset lies 4 bytes past the RTS0 part, and reports what
# memcheck says about vkd3d (invalid reads past the buffer). Only the
# rootsig run decides the exit status.
#
# It prints one line per result; the full output of each run (the tests'
# and valgrind's) goes to a file under target/test-logs/ that the line names.
#
# Usage: conformance/valgrind.sh        (needs valgrind; ~1 minute)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }

# vkd3d's fixme: messages, silenced as in scripts/test.sh.
. scripts/vkd3d-debug.sh

logs=target/test-logs
mkdir -p "$logs"

# Build the test binary and find its path.
binary=$(cargo test -p rootsig-conformance --test hostile --no-run --message-format=json 2>/dev/null \
    | grep -o '"executable":"[^"]*hostile[^"]*"' | tail -n 1 | cut -d'"' -f4)
[ -x "$binary" ] || { echo "valgrind.sh: could not build the hostile test binary" >&2; exit 2; }

# "N passed" from the test result line of a log.
passed_in() { sed -n 's/^test result: .* \([0-9]*\) passed;.*/\1/p' "$1" | tail -n 1; }

rootsig_log="$logs/valgrind-rootsig.log"
set +e
valgrind --tool=memcheck --error-exitcode=1 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect --track-origins=yes --log-fd=2 \
    "$binary" rootsig_ --test-threads=1 >"$rootsig_log" 2>&1
rootsig_status=$?
set -e
rootsig_passed=$(passed_in "$rootsig_log")
if [ "$rootsig_status" -eq 0 ]; then
    echo "rootsig: ${rootsig_passed:-0} hostile-blob tests (rootsig_*) passed with no memcheck errors ($rootsig_log)"
else
    echo "rootsig: memcheck reported errors or a test failed (exit $rootsig_status; ${rootsig_passed:-0} passed): see $rootsig_log"
fi

vkd3d_log="$logs/valgrind-vkd3d.log"
set +e
ROOTSIG_CONFORMANCE_VKD3D_OOB=1 valgrind --tool=memcheck --log-fd=2 \
    "$binary" --exact vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part \
    --ignored --nocapture --test-threads=1 >"$vkd3d_log" 2>&1
vkd3d_status=$?
set -e
invalid_reads=$(grep -c 'Invalid read' "$vkd3d_log" || true)
if [ "$vkd3d_status" -eq 0 ] && [ "$(passed_in "$vkd3d_log")" = 1 ]; then
    test_result="vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part passed"
else
    test_result="vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part FAILED (exit $vkd3d_status)"
fi
if [ "$invalid_reads" -gt 0 ]; then
    echo "vkd3d: $invalid_reads invalid read(s) past the buffer, as expected; $test_result ($vkd3d_log)"
else
    echo "vkd3d: no invalid reads (some were expected); $test_result ($vkd3d_log)"
fi

exit "$rootsig_status"
