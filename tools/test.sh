#!/usr/bin/env bash
# Runs every test: unit, corpus regression, execution (Vulkan; lavapipe unless the
# environment selects another driver), and the bad-input tests again under ASan+UBSan.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc)"
bash "$root/tools/install-deps.sh"

cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$root/build" -j"$jobs"
cmake -S "$root" -B "$root/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DDXSV_SANITIZE=ON -DDXSV_BUILD_BENCH=OFF
cmake --build "$root/build-asan" -j"$jobs" --target dxsv_robustness_tests

status=0
ctest --test-dir "$root/build" --output-on-failure -j"$jobs" || status=1
echo "== bad-input tests under AddressSanitizer + UndefinedBehaviorSanitizer"
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$root/tests/robustness/lsan.supp" UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-asan" -L robustness --output-on-failure || status=1
exit $status
