#!/usr/bin/env bash
# Runs every test: unit, corpus regression, execution (Vulkan; lavapipe unless the
# environment selects another driver; CI=true or DXSV_REQUIRE_VULKAN=1 makes a missing device
# a failure), the mutation test (every reference blob, digest check on and off), the bad-input,
# mutation and structurizer tests again under ASan+UBSan (fewer mutants and random graphs
# there), and each libFuzzer target for a fixed number of inputs from a fixed seed (DXSV_FUZZ_RUNS,
# default 20000). The sanitizer tests and the fuzz targets share one clang tree (build-asan), so
# the library is compiled three times (plain, ASan+UBSan, TSan), not four.
# The concurrency test runs again under ThreadSanitizer. vkd3d-proton's own D3D12 test suite
# runs on the compat library (tools/vkd3d-proton-tests.sh): 3.0.1's DXIL-only tests, then
# 2.14.1's DXIL tests, each against its baseline (each skipped, saying why, without its source).
# Ends with the execution cases run/passed/skipped and the total over every test.
set -euo pipefail
phase_start=$(date +%s)
phase_log=""
phase() {  # closes the running phase: its wall time goes into the summary at the end
  local now; now=$(date +%s)
  phase_log+="$(printf '  %-44s %5d s' "$1" $((now - phase_start)))"$'\n'
  phase_start=$now
}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc)"
bash "$root/tools/install-deps.sh"
reports="$root/build/test-reports"
rm -rf "$reports" && mkdir -p "$reports"

# The flags of tools/setup.sh (tools/configure.sh): the plain tree builds on what setup built.
bash "$root/tools/configure.sh" "$root/build"
cmake --build "$root/build" -j"$jobs"
phase "install + build"
# The sanitizer tree runs what feeds the library hostile or random input (bad input, mutants,
# random CFGs, fuzzing); the unit tests' well-formed modules run in the plain tree only.
bash "$root/tools/configure.sh" "$root/build-asan" -DCMAKE_C_COMPILER=clang-19 \
  -DCMAKE_CXX_COMPILER=clang++-19 -DDXSV_FUZZ=ON -DDXSV_BUILD_BENCH=OFF
cmake --build "$root/build-asan" -j"$jobs" --target dxsv_robustness_tests dxsv_cfg_tests \
  dxsv_fuzz_container dxsv_fuzz_frontend dxsv_fuzz_convert
phase "build: ASan+UBSan tests and fuzz targets (clang)"
bash "$root/tools/configure.sh" "$root/build-tsan" -DDXSV_TSAN=ON -DDXSV_BUILD_BENCH=OFF
cmake --build "$root/build-tsan" -j"$jobs" --target dxsv_concurrency_tests
phase "build: TSan concurrency test"

status=0
ctest --test-dir "$root/build" --output-on-failure -j"$jobs" --output-junit "$reports/main.xml" || status=1
phase "ctest: unit, corpus, CLI, exec, install"
# Each skips (and says why) without its source.
echo "== vkd3d-proton 3.0.1's own D3D12 tests on the compat library (its DXIL-only tests)"
VKD3D_PROTON_SRC="${VKD3D_PROTON_3_SRC:-$root/../shared/vkd3d-proton-3/vkd3d-proton-3.0.1.tar.xz}" \
  bash "$root/tools/vkd3d-proton-tests.sh" --mode dxil --junit-dir "$reports" || status=1
phase "vkd3d-proton 3.0.1 (build + DXIL tests)"
echo "== vkd3d-proton 2.14.1's own D3D12 tests on the compat library (its DXIL tests)"
VKD3D_PROTON_SRC="${VKD3D_PROTON_2_SRC:-$root/../shared/vkd3d-proton/vkd3d-proton-2.14.1.tar.xz}" \
  bash "$root/tools/vkd3d-proton-tests.sh" --mode dxil --junit-dir "$reports" || status=1
phase "vkd3d-proton 2.14.1 (build + DXIL tests)"
echo "== bad-input, mutation and structurizer tests under AddressSanitizer + UndefinedBehaviorSanitizer"
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$root/tests/robustness/lsan.supp" UBSAN_OPTIONS=print_stacktrace=1 \
  DXSV_CFG_SEEDS=1000 DXSV_MUTANTS=5000 ctest --test-dir "$root/build-asan" -R '^(robustness|cfg)\.' -j"$jobs" \
  --output-on-failure --output-junit "$reports/asan.xml" || status=1
phase "ctest under ASan+UBSan"
echo "== concurrency test under ThreadSanitizer"
# Debian's LLVM and SPIRV-Tools static libraries are not TSan-instrumented: races inside them
# are invisible here (docs/ARCHITECTURE.md, "Thread safety", says why none are expected).
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  ctest --test-dir "$root/build-tsan" -L concurrency --output-on-failure --output-junit "$reports/tsan.xml" || status=1
phase "ctest under TSan"
echo "== libFuzzer targets, ${DXSV_FUZZ_RUNS:-20000} inputs each"
DXSV_FUZZ_BUILD_DIR="$root/build-asan" bash "$root/tools/fuzz.sh" --runs "${DXSV_FUZZ_RUNS:-20000}" || status=1
phase "fuzzing"

python3 "$root/tools/test_summary.py" "$reports"/*.xml || status=1
echo "wall time per phase:"
printf '%s' "$phase_log"
exit $status
