#!/usr/bin/env python3
"""Per-shader ratio table of our conversion time against the reference translator's.

Reads DIR/ours_N.json (bench/convert_bench.cpp, names convert/AREA/NAME) and DIR/ref_N.json
(the reference's ds_bench, names AREA/NAME) of every round N, both Google Benchmark JSON.
Each shader's ratio is the ratio of its mean times over the rounds; a shader missing on either
side is reported and left out. Used by tools/bench-vs-reference.sh.
"""
import glob
import json
import os
import statistics
import sys

AREAS = ["compute", "controlflow", "binding", "graphics"]
SCALE = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


def load(paths, prefix):
    runs = {}
    for path in paths:
        for b in json.load(open(path))["benchmarks"]:
            if b.get("error_occurred") or b.get("run_type") == "aggregate":
                continue
            name = b["name"][len(prefix):] if b["name"].startswith(prefix) else b["name"]
            runs.setdefault(name, []).append(b["real_time"] * SCALE[b["time_unit"]])
    return {n: statistics.fmean(t) for n, t in runs.items()}


def main():
    folder = sys.argv[1]
    ours = load(sorted(glob.glob(os.path.join(folder, "ours_*.json"))), "convert/")
    ref = load(sorted(glob.glob(os.path.join(folder, "ref_*.json"))), "")
    names = sorted(n for n in ours if n in ref)
    missing = sorted(set(ours) ^ set(ref))
    if missing:
        print(f"left out ({len(missing)}, measured on one side only): {', '.join(missing[:10])}"
              + (" ..." if len(missing) > 10 else ""))
    if not names:
        sys.exit("no shader measured on both sides")
    ratio = {n: ours[n] / ref[n] for n in names}
    print(f"{'area':<14} {'ours / reference, median':>25} {'ours median':>12} {'reference median':>17}")
    worst_area = 0.0
    for area in AREAS + ["all"]:
        group = [n for n in names if area == "all" or n.startswith(area + "/")]
        if not group:
            continue
        r = statistics.median(ratio[n] for n in group)
        if area != "all":
            worst_area = max(worst_area, r)
        label = f"{area} ({len(group)})"
        print(f"{label:<14} {r:>25.2f} {statistics.median(ours[n] for n in group):>9.0f} us"
              f" {statistics.median(ref[n] for n in group):>14.0f} us")
    ranked = sorted(names, key=lambda n: ratio[n])
    print("fastest relative to the reference: " + ", ".join(f"{n} {ratio[n]:.2f}" for n in ranked[:5]))
    print("slowest relative to the reference: " + ", ".join(f"{n} {ratio[n]:.2f}" for n in reversed(ranked[-5:])))
    print(f"faster than the reference on {sum(1 for n in names if ratio[n] < 1)} of {len(names)}; "
          f"worst area median {worst_area:.2f}")


if __name__ == "__main__":
    main()
