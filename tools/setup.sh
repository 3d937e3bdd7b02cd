#!/usr/bin/env bash
# Installs dependencies, builds dxil-spirv, and converts a sample shader to GLSL.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/tools/install-deps.sh"
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$root/build" -j"$(nproc)"
"$root/build/dxil-spirv" "$root/reference/compute/bab_load_store.dxil" --validate -o "$root/build/bab_load_store.spv" --glsl
