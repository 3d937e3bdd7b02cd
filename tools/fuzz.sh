#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-19, ASan+UBSan) and runs each for SECONDS (default 60),
# seeded from every reference blob. Crashes, leaks, timeouts and sanitizer reports fail the
# run; their inputs land in build-fuzz/findings/<target>/ (copy each into
# tests/robustness/regressions/ as a regression blob once fixed).
#   tools/fuzz.sh [SECONDS] [TARGET...]     targets: container frontend convert
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(container frontend convert)
build="$root/build-fuzz"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang-19 \
  -DCMAKE_CXX_COMPILER=clang++-19 -DDXSV_FUZZ=ON -DDXSV_BUILD_TESTS=OFF -DDXSV_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/dxsv_fuzz_}"

status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  findings="$build/findings/$target"
  mkdir -p "$corpus" "$findings"
  find "$root/reference" "$root/tests/robustness/regressions" -name '*.dxil' -exec cp -n {} "$corpus/" \; 2>/dev/null || true
  echo "== fuzzing $target for ${seconds}s"
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$root/tests/robustness/lsan.supp" \
    "$build/tests/fuzz/dxsv_fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -seed=1 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" 2>&1 | tail -n 25 || status=1
done
exit $status
