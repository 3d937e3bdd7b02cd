#!/usr/bin/env bash
# Mutation campaign (issue 27): N single-bit flips inside the bitcode of every reference blob
# (or of the .dxil files under the given paths), each converted as a layer that ignores
# digests does (skip_hash_check on, validation off; a library's exports in turn) and its output
# checked with spirv-val. Conversions run in forked workers: a crash or a hang (no result
# within --timeout seconds) is counted and the campaign goes on. Prints rejected (by status),
# accepted-valid, invalid, internal, unprintable-message, crash and hang counts and the wall
# time; exits non-zero on any finding, whose mutants land in BUILD/campaign-findings/.
#   tools/mutation-campaign.sh [--build DIR] [--flips N] [--first K] [--jobs J] [--timeout S] [PATH...]
# Defaults: an optimized build in build/ (configured RelWithDebInfo if absent), 100000 flips
# from flip 0, one job per core, 10 s per conversion.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --flips|--first|--jobs|--timeout) args+=("$1" "$2"); shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[[ " ${args[*]} " == *" --jobs "* ]] || args+=(--jobs "$(nproc)")
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$build" --target dxsv_mutation_campaign
exec "$build/tests/dxsv_mutation_campaign" --findings "$build/campaign-findings" "${args[@]}"
