#!/usr/bin/env bash
# Installs the Debian bookworm packages needed to build and test dxil-spirv.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
PKGS=(
  build-essential cmake ninja-build pkg-config
  llvm-19-dev libllvm19 libzstd-dev zlib1g-dev libedit-dev libxml2-dev libcurl4-openssl-dev libffi-dev
  spirv-headers spirv-tools libspirv-cross-c-shared-dev spirv-cross
  googletest libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev
  libvulkan-dev mesa-vulkan-drivers vulkan-tools glslang-tools python3
  clang-19 libclang-rt-19-dev
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
