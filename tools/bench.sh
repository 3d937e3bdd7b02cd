#!/usr/bin/env bash
# Conversion speed of every reference blob of every stage (Google Benchmark, no validation),
# against each blob's parse-only floor (container parse + LLVM's full bitcode parse), then the
# structurizer-scaling bench (synthetic CFGs of 100 to 10,000 blocks).
# Usage: tools/bench.sh [build-dir]   (the build must have DXSV_BUILD_BENCH=ON, the default)
#   BENCH_MIN_TIME=0.1   seconds per benchmark (Google Benchmark's --benchmark_min_time)
#   BENCH_FILTER=regex   only the matching benchmarks (e.g. 'controlflow/')
#   BENCH_SCALE=0        skip the scaling bench
#   BENCH_JSON=path      keep the raw results of the blob bench
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
json="${BENCH_JSON:-$(mktemp)}"
scale="$(mktemp)"
trap 'rm -f "$scale"; [ -n "${BENCH_JSON:-}" ] || rm -f "$json"' EXIT
"$build/bench/dxsv_bench" --benchmark_format=json --benchmark_out="$json" --benchmark_out_format=json \
  --benchmark_min_time="${BENCH_MIN_TIME:-0.1}" --benchmark_filter="${BENCH_FILTER:-.}" >/dev/null
echo '{"benchmarks": []}' >"$scale"
if [ "${BENCH_SCALE:-1}" != 0 ] && [ -x "$build/bench/dxsv_scale_bench" ]; then
  "$build/bench/dxsv_scale_bench" --benchmark_format=json --benchmark_out="$scale" --benchmark_out_format=json \
    --benchmark_min_time=0.5 >/dev/null
fi
python3 - "$json" "$scale" <<'PY'
import json, statistics, sys
def load(path):
    data = json.load(open(path))
    times = {}
    for b in data["benchmarks"]:
        if b.get("error_occurred"):
            print(f"FAILED {b['name']}: {b.get('error_message', '')}")
            continue
        scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[b["time_unit"]]
        times[b["name"]] = b["real_time"] * scale
    return data, times
data, times = load(sys.argv[1])
parse = {n[len("parse/"):]: t for n, t in times.items() if n.startswith("parse/")}
conv = {n[len("convert/"):]: t for n, t in times.items() if n.startswith("convert/")}
if not conv:
    sys.exit("no benchmark results")
def blob(name):  # a library export AREA/NAME.EXPORT is measured against AREA/NAME's parse
    area, rest = name.split("/", 1)
    return area + "/" + rest.split(".", 1)[0]
ratio = {n: t / parse[blob(n)] for n, t in conv.items() if blob(n) in parse}
ctx = data["context"]
print(f"machine: {ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz, load {ctx.get('load_avg', '?')}")
def summary(label, names):
    names = [n for n in names if n in ratio]
    if not names:
        return
    c = statistics.median(conv[n] for n in names)
    p = statistics.median(parse[b] for b in {blob(n) for n in names})
    worst = max(names, key=lambda n: ratio[n])
    print(f"{label:22} {len(names):4} conversions  convert median {c:7.1f} us  parse median {p:6.1f} us  "
          f"ratio {c / p:4.2f}  (median of ratios {statistics.median(ratio[n] for n in names):4.2f})  "
          f"worst {ratio[worst]:4.2f} {worst}")
names = sorted(conv)
summary("all", names)
summary("compute+controlflow", [n for n in names if n.split("/")[0] in ("compute", "controlflow")])
for area in sorted({n.split("/")[0] for n in names}):
    summary("  " + area, [n for n in names if n.split("/")[0] == area])
print(f"total (every conversion once): {sum(conv.values()) / 1000:.2f} ms")
listed = {n[len("listed/"):]: t for n, t in times.items() if n.startswith("listed/")}
if listed:  # the compatibility library's path: list the entries, then convert from that parse
    both = [n for n in listed if n in conv]
    print(f"listed then converted: {len(listed)} conversions, median {statistics.median(listed.values()):.1f} us, "
          f"total {sum(listed.values()) / 1000:.2f} ms (median of listed / convert "
          f"{statistics.median(listed[n] / conv[n] for n in both):.2f})")
print("highest ratios: " + ", ".join(f"{n} {ratio[n]:.2f}" for n in sorted(ratio, key=ratio.get)[-5:][::-1]))
print("slowest: " + ", ".join(f"{n} {conv[n]:.0f} us" for n in sorted(conv, key=conv.get)[-3:][::-1]))
_, scale = load(sys.argv[2])
if scale:
    print("structurizer scaling (full conversion of a synthetic CFG of nested loops and switches):")
    for name, t in sorted(scale.items(), key=lambda kv: int(kv[0].split("/")[1])):
        blocks = int(name.split("/")[1])
        print(f"  {blocks:6} blocks  {t / 1000:9.2f} ms  {t / blocks:6.2f} us/block")
PY
