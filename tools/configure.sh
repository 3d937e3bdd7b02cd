#!/usr/bin/env bash
# Configures a build tree with the flags setup.sh and test.sh share, so that the test command
# reuses what setup built: configure.sh BUILD_DIR [extra cmake arguments...].
# Line tables only (-g1): sanitizer reports keep file:line, and the trees build and link faster
# than with full debug info (CI builds them from scratch).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$1"; shift
launcher=()
# ccache when present (a developer's machine): rebuilds of other trees reuse objects.
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
  "${launcher[@]}" "$@"
