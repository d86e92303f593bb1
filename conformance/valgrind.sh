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
# Usage: conformance/valgrind.sh        (needs valgrind; ~1 minute)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }

# Build the test binary and find its path.
binary=$(cargo test -p rootsig-conformance --test hostile --no-run --message-format=json 2>/dev/null \
    | grep -o '"executable":"[^"]*hostile[^"]*"' | tail -n 1 | cut -d'"' -f4)
[ -x "$binary" ] || { echo "valgrind.sh: could not build the hostile test binary" >&2; exit 2; }

memcheck=(valgrind --tool=memcheck --error-exitcode=1 --leak-check=full
          --errors-for-leak-kinds=definite,indirect --track-origins=yes --quiet)

echo "== rootsig: hostile blobs under valgrind memcheck"
set +e
"${memcheck[@]}" "$binary" rootsig_ --test-threads=1
rootsig_status=$?
set -e
if [ "$rootsig_status" -eq 0 ]; then
    echo "rootsig: valgrind found no errors"
else
    echo "rootsig: valgrind reported errors (exit $rootsig_status)"
fi

echo
echo "== vkd3d 1.2: the same kind of blob (PayloadOffset past the part), for contrast"
log=$(mktemp)
set +e
ROOTSIG_CONFORMANCE_VKD3D_OOB=1 valgrind --tool=memcheck --error-exitcode=1 --log-file="$log" \
    "$binary" --exact vkd3d_reads_past_the_buffer_on_a_payload_offset_past_the_part \
    --ignored --nocapture --test-threads=1 >/dev/null 2>&1
vkd3d_status=$?
set -e
invalid_reads=$(grep -c 'Invalid read' "$log" || true)
if [ "$vkd3d_status" -ne 0 ] && [ "$invalid_reads" -gt 0 ]; then
    echo "vkd3d: valgrind reported $invalid_reads invalid read(s), e.g.:"
    grep -m 1 -A 6 'Invalid read' "$log" | sed 's/^==[0-9]*== /  /'
else
    echo "vkd3d: valgrind exit $vkd3d_status, $invalid_reads invalid read(s) (expected some)"
fi
rm -f "$log"

exit "$rootsig_status"
