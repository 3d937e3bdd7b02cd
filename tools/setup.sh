#!/usr/bin/env bash
# Installs dependencies, builds what a user needs (the library, shared and static, the CLI and the
# compatibility library; test binaries are the test command's job), and converts a sample shader
# to GLSL. Same build flags as tools/test.sh (tools/configure.sh), which then builds on top.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
start=$(date +%s)
bash "$root/tools/install-deps.sh"
bash "$root/tools/configure.sh" "$root/build" > /dev/null
cmake --build "$root/build" -j"$(nproc)" --target dxil_spirv dxil_spirv_static dxil_spirv_compat dxil-spirv
"$root/build/dxil-spirv" "$root/reference/compute/bab_load_store.dxil" --validate -o "$root/build/bab_load_store.spv" --glsl
echo "setup: $(( $(date +%s) - start )) s"
