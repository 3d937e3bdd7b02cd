#!/usr/bin/env bash
# Installs the Debian bookworm packages needed to build and test dxil-spirv.
# Mesa's Vulkan drivers (lavapipe) come from the bookworm-backports suite of the Debian archive
# this machine already uses: Mesa 22.3 of bookworm proper lacks mesh shaders, ray tracing, ray
# queries, compute derivatives and descriptor indexing. Only those packages are pinned there.
# Idempotent: a second run installs nothing and changes no file.
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
  # vkd3d-proton's D3D12 test suite (tools/vkd3d-proton-tests.sh): meson and an IDL compiler.
  meson mingw-w64-tools git xz-utils
)
# Packages taken from bookworm-backports, with the libdrm they need (apt pattern syntax).
BACKPORTED="mesa-vulkan-drivers libdrm2 libdrm-common libdrm-amdgpu1"
MESA_MIN_VERSION="25"

# The Debian archive (URI) that serves the 'bookworm' suite, from the machine's apt sources in
# either format (deb822 .sources or one-line .list). Prints nothing if there is none.
debian_archive_uri() {
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk 'BEGIN{RS=""; FS="\n"} {
      uri=""; suites=""; types="";
      for (i = 1; i <= NF; i++) {
        if ($i ~ /^URIs:/) { uri=$i; sub(/^URIs:[ \t]*/, "", uri) }
        if ($i ~ /^Suites:/) { suites=" " $i " " }
        if ($i ~ /^Types:/) { types=$i }
      }
      if (types ~ /[ \t]deb([ \t]|$)/ && suites ~ /[ \t]bookworm[ \t]/) { split(uri, u, " "); print u[1]; exit }
    }' "$f"
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    awk '$1 == "deb" { i = 2; if ($2 ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                       if ($(i + 1) == "bookworm") { print $i; exit } }' "$f"
  done
}

backports_configured() {
  grep -rqsE '(^Suites:.*[[:space:]]bookworm-backports([[:space:]]|$))|(^deb[[:space:]].*[[:space:]]bookworm-backports[[:space:]])' \
    /etc/apt/sources.list /etc/apt/sources.list.d/
}

installed_version() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true; }

need_update=0
if ! backports_configured; then
  uri="$(debian_archive_uri | head -n1)"
  if [ -z "$uri" ]; then
    echo "install-deps: no apt source serves Debian bookworm; cannot add bookworm-backports" >&2
    exit 1
  fi
  echo "install-deps: adding bookworm-backports from $uri"
  printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$uri" | $SUDO tee /etc/apt/sources.list.d/dxsv-bookworm-backports.sources >/dev/null
  need_update=1
fi
pin_file=/etc/apt/preferences.d/dxsv-mesa-backports
pin_text="$(printf 'Package: %s\nPin: release n=bookworm-backports\nPin-Priority: 990\n' "$BACKPORTED")"
if [ "$(cat "$pin_file" 2>/dev/null || true)" != "$pin_text" ]; then
  printf '%s\n' "$pin_text" | $SUDO tee "$pin_file" >/dev/null
fi

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
mesa="$(installed_version mesa-vulkan-drivers)"
if [ -n "$mesa" ] && ! dpkg --compare-versions "$mesa" ge "$MESA_MIN_VERSION"; then
  missing+=(mesa-vulkan-drivers)
fi
if [ ${#missing[@]} -gt 0 ] || [ "$need_update" = 1 ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
fi
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
mesa="$(installed_version mesa-vulkan-drivers)"
if ! dpkg --compare-versions "$mesa" ge "$MESA_MIN_VERSION"; then
  echo "install-deps: mesa-vulkan-drivers is $mesa, need >= $MESA_MIN_VERSION from bookworm-backports" >&2
  exit 1
fi
