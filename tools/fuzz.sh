#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-19, ASan+UBSan) and runs each, seeded from every
# reference blob and every regression blob. Crashes, timeouts, sanitizer reports and invalid
# SPIR-V reported as success fail the run; their inputs land in build-fuzz/findings/<target>/
# (once fixed, copy each into tests/robustness/regressions/).
#   tools/fuzz.sh SECONDS [TARGET...]    fuzz each target for SECONDS, growing build-fuzz/corpus/
#   tools/fuzz.sh --runs N [TARGET...]   N inputs per target from the seeds alone, with a fixed
#                                        random seed: the same run on every machine (the test command)
# Targets: container frontend convert.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
limit=(-max_total_time="${1:-60}")
if [ "${1:-}" = "--runs" ]; then
  limit=(-runs="$2" -seed=1)
  shift
fi
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(container frontend convert)
# DXSV_FUZZ_BUILD_DIR: an already configured DXSV_FUZZ tree to use (tools/test.sh shares its
# sanitizer-test tree this way); by default build-fuzz, configured here.
build="${DXSV_FUZZ_BUILD_DIR:-$root/build-fuzz}"
if [ -z "${DXSV_FUZZ_BUILD_DIR:-}" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang-19 \
    -DCMAKE_CXX_COMPILER=clang++-19 -DDXSV_FUZZ=ON -DDXSV_BUILD_TESTS=OFF -DDXSV_BUILD_BENCH=OFF >/dev/null
fi
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/dxsv_fuzz_}"

status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  if [[ "${limit[0]}" == -runs=* ]]; then corpus="$(mktemp -d)"; fi  # seeds only: deterministic
  findings="$build/findings/$target"
  mkdir -p "$corpus" "$findings"
  find "$root/reference" "$root/tests/robustness/regressions" -name '*.dxil' -exec cp -n {} "$corpus/" \;
  echo "== fuzzing $target (${limit[*]})"
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
    LSAN_OPTIONS="suppressions=$root/tests/robustness/lsan.supp" \
    "$build/tests/fuzz/dxsv_fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" 2>&1 | tail -n 12 || status=1
done
exit $status
