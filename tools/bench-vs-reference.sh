#!/usr/bin/env bash
# Per-shader speed against the reference translator (dxil-spirv through its C API, the
# translator vkd3d-proton embeds), over the blobs of reference/{compute,controlflow,binding,
# graphics}: our `convert/AREA/NAME` (bench/convert_bench.cpp, no validation) and the reference
# timing program's `AREA/NAME`, run back to back, alternating, ROUNDS times on the same machine.
# Prints, per area and over all, the median of per-shader ratios (ours / reference, each the
# ratio of the shader's mean times over the rounds) and both medians, then the 5 best and worst.
# Usage: tools/bench-vs-reference.sh [build-dir]
#   DXSV_REFERENCE_BENCH=path  the reference's ds_bench (default ../shared/reference-translator-bench/ds_bench)
#   BENCH_MIN_TIME=0.1  ROUNDS=2  BENCH_JSON_DIR=dir (keep the raw results)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
ref="${DXSV_REFERENCE_BENCH:-$root/../shared/reference-translator-bench/ds_bench}"
if [ ! -x "$ref" ]; then
  echo "bench-vs-reference: no reference timing program at $ref (set DXSV_REFERENCE_BENCH)"; exit 2
fi
ours="${DXSV_BENCH:-$build/bench/dxsv_bench}"
[ -x "$ours" ] || { echo "bench-vs-reference: $ours is missing (build the dxsv_bench target)"; exit 2; }
out="${BENCH_JSON_DIR:-$(mktemp -d)}"
mkdir -p "$out"
min_time="${BENCH_MIN_TIME:-0.1}"
areas='(compute|controlflow|binding|graphics)'
for round in $(seq 1 "${ROUNDS:-2}"); do
  "$ours" --benchmark_filter="^convert/$areas/" --benchmark_min_time="$min_time" --benchmark_format=json \
    --benchmark_out="$out/ours_$round.json" --benchmark_out_format=json >/dev/null
  (cd "$root" && DXSV_REFERENCE_DIR="$root/reference" "$ref" --benchmark_filter="^$areas/" \
    --benchmark_min_time="$min_time" --benchmark_format=json --benchmark_out="$out/ref_$round.json" \
    --benchmark_out_format=json >/dev/null 2>"$out/ref_$round.log")
done
python3 "$root/tools/bench_ratio.py" "$out"
[ -n "${BENCH_JSON_DIR:-}" ] || rm -rf "$out"
