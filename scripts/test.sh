#!/usr/bin/env bash
# Runs every test of the workspace, including the vkd3d conformance suite.
# On a fresh Debian machine it first installs what the tests need; elsewhere
# it stops and says what to install. It never skips a suite silently.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(pkg-config libvkd3d-dev libvkd3d-utils1 libvkd3d-shader1 libvkd3d-headers
          libvulkan-dev mesa-vulkan-drivers valgrind cpp)

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

log=$(mktemp)
trap 'rm -f "$log"' EXIT
cargo test --workspace --locked 2>&1 | tee "$log"

# rootsig's hostile-blob decoding under valgrind memcheck (vkd3d shown for contrast).
bash conformance/valgrind.sh

# One closing line for the whole run (cargo prints one per test binary).
sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '/^test result:/ { p += $4; f += $6; i += $8 }
    END { printf "tests: %d passed, %d failed, %d skipped\n", p, f, i }'
