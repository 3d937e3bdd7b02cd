#!/usr/bin/env bash
# Conversion speed of every reference blob (Google Benchmark, no validation), then a summary:
# median time per shader and the time to convert all of them once.
# Usage: tools/bench.sh [build-dir]   (the build must have DXSV_BUILD_BENCH=ON, the default)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
json="$(mktemp)"
trap 'rm -f "$json"' EXIT
"$build/bench/dxsv_bench" --benchmark_format=json --benchmark_out="$json" --benchmark_out_format=json \
  --benchmark_min_time=0.2 >/dev/null
python3 - "$json" <<'PY'
import json, statistics, sys
data = json.load(open(sys.argv[1]))
times = {}
for b in data["benchmarks"]:
    if b.get("error_occurred"):
        print(f"FAILED {b['name']}: {b.get('error_message', '')}")
        continue
    scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[b["time_unit"]]
    times[b["name"]] = b["real_time"] * scale
if not times:
    sys.exit("no benchmark results")
ordered = sorted(times.items(), key=lambda kv: kv[1])
ctx = data["context"]
print(f"machine: {ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz")
print(f"shaders: {len(times)}")
print(f"median per shader: {statistics.median(times.values()):.1f} us")
print(f"mean per shader:   {statistics.mean(times.values()):.1f} us")
print(f"total (all once):  {sum(times.values()) / 1000:.2f} ms")
# Per area (compute, controlflow, binding, graphics).
areas = {}
for name, t in times.items():
    areas.setdefault(name.split("/")[0], []).append(t)
for area, ts in sorted(areas.items()):
    print(f"  {area:12} {len(ts):3} shaders, median {statistics.median(ts):7.1f} us, total {sum(ts) / 1000:7.2f} ms")
print("fastest: " + ", ".join(f"{n} {t:.0f} us" for n, t in ordered[:3]))
print("slowest: " + ", ".join(f"{n} {t:.0f} us" for n, t in ordered[-3:]))
PY
