#!/usr/bin/env bash
# Conversions per second through the dxil_spv C API as a D3D12 layer drives it, ours against the
# reference translator: one driver (../shared/reference-translator-bench/throughput/thr_bench.cpp:
# parse the blob, create a converter, install the remappers and options vkd3d-proton sets, run,
# fetch the SPIR-V, free), built against our INSTALLED compatibility library and run beside the
# reference's build of the same source (thr_ref), alternating, on the blobs both convert.
#
#   tools/throughput-compare.sh [prepare DIR | run DIR | all]     (default: all)
#
# prepare DIR  installs DXSV_BUILD_DIR (default build/) into DIR/prefix, builds DIR/thr_ours against
#              it (g++ -O2, as thr_ref was built), copies thr_ref with its library, the blobs both
#              translators convert (DIR/blobs, DIR/blobs.list) and the shared libraries ours needs
#              beyond glibc and libstdc++ (DIR/deps): a self-contained folder to run elsewhere
#              (the device machine).
# run DIR      runs both programs ROUNDS times (default 2) for each count of THREADS (default
#              "1 NPROC"), SECONDS each (default 5), alternating reference and ours, and prints the
#              table: per thread count the range of each and of the ratio ours / reference, then
#              each one's scaling from 1 thread (medians).
# all          prepare into DXSV_THROUGHPUT_DIR (default BUILD/throughput), then run.
# How they are built: the reference library as shipped in reference-translator-bench (Release,
# -O3); ours as DXSV_BUILD_DIR was configured (tools/configure.sh: -O2 -g1 -DNDEBUG).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="${DXSV_REFERENCE_TRANSLATOR_BENCH:-$root/../shared/reference-translator-bench}"
build="${DXSV_BUILD_DIR:-$root/build}"

prepare() {
  local dir="$1"
  [ -x "$bench/thr_ref" ] || { echo "throughput-compare: no reference timing program at $bench (set DXSV_REFERENCE_TRANSLATOR_BENCH)"; exit 2; }
  rm -rf "$dir" && mkdir -p "$dir/deps" "$dir/blobs"
  cmake --install "$build" --prefix "$dir/prefix" >/dev/null
  cp "$bench/thr_ref" "$bench"/libdxil-spirv-c-shared.so* "$dir/"
  chmod u+w "$dir"/thr_ref "$dir"/libdxil-spirv-c-shared.so*
  g++ -O2 -std=c++17 -I "$dir/prefix/include/dxil_spirv_compat" "$bench/throughput/thr_bench.cpp" \
    "$dir/prefix/lib/libdxil_spirv_compat.a" -L "$dir/prefix/lib" -ldxil_spirv \
    -Wl,-rpath,'$ORIGIN/prefix/lib' -pthread -o "$dir/thr_ours"
  # Self-contained and small enough to carry: no static libraries, no debug information.
  rm -rf "$dir/prefix/lib/"*.a "$dir/prefix/bin" "$dir/prefix/share"
  strip --strip-debug "$dir/prefix/lib/libdxil_spirv.so".*.*
  # Libraries beyond glibc and libstdc++ that a bare machine may lack.
  ldd "$dir/prefix/lib/libdxil_spirv.so" | awk '$3 ~ /^\// {print $3}' |
    grep -vE '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux[^/]*)\.so' | xargs -r -I{} cp -L {} "$dir/deps/"
  # The blobs both convert with the driver's callbacks (same file names in both lists).
  local areas=(compute controlflow binding graphics)
  (cd "$root/reference" && "$dir/thr_ref" --check "${areas[@]}" 2>/dev/null | sort >"$dir/ref.list")
  (cd "$root/reference" && LD_LIBRARY_PATH="$dir/deps" "$dir/thr_ours" --check "${areas[@]}" 2>/dev/null | sort >"$dir/ours.list")
  comm -12 "$dir/ref.list" "$dir/ours.list" | while read -r blob; do
    mkdir -p "$dir/blobs/$(dirname "$blob")" && cp "$root/reference/$blob" "$dir/blobs/$blob"
  done
  comm -12 "$dir/ref.list" "$dir/ours.list" | sed 's|^|blobs/|' >"$dir/blobs.list"
  echo "prepared $dir: $(wc -l <"$dir/blobs.list") blobs both convert ($(wc -l <"$dir/ref.list") reference, $(wc -l <"$dir/ours.list") ours)"
}

run() {
  local dir
  dir="$(cd "$1" && pwd)"
  local rounds="${ROUNDS:-2}" seconds="${SECONDS_EACH:-5}" threads="${THREADS:-1 $(nproc)}"
  cd "$dir"
  export LD_LIBRARY_PATH="$dir/deps"
  local raw="$dir/results.tsv"
  : >"$raw"
  for round in $(seq "$rounds"); do
    for t in $threads; do
      for who in ref ours; do
        # thr_* prints: threads conversions/s failures blobs
        read -r _ rate failed blobs < <("./thr_$who" "$seconds" "$t" blobs.list 2>/dev/null)
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$t" "$who" "$rate" "$failed" "$blobs" | tee -a "$raw" >&2
      done
    done
  done
  python3 - "$raw" <<'EOF'
import statistics, sys
rows = [line.rstrip('\n').split('\t') for line in open(sys.argv[1]) if line.strip()]
rate = {}
pairs = {}
for rnd, t, who, r, failed, blobs in rows:
    rate.setdefault((int(t), who), []).append(float(r))
    if int(failed): print(f"warning: {who} failed {failed} conversions at {t} threads", file=sys.stderr)
by_round = {}
for rnd, t, who, r, *_ in rows: by_round[(rnd, int(t), who)] = float(r)
threads = sorted({t for t, _ in rate})
print(f"| threads | reference, conversions/s | ours | ours / reference (same round) |")
print(f"|---|---|---|---|")
fmt = lambda xs: f"{min(xs):,.0f}–{max(xs):,.0f}" if len(xs) > 1 else f"{xs[0]:,.0f}"
for t in threads:
    ratios = [by_round[(r, t, 'ours')] / by_round[(r, t, 'ref')] for (r, tt, w) in by_round if tt == t and w == 'ref' and (r, t, 'ours') in by_round]
    print(f"| {t} | {fmt(rate[(t, 'ref')])} | {fmt(rate[(t, 'ours')])} | {min(ratios):.2f}–{max(ratios):.2f} |")
if len(threads) > 1:
    lo, hi = threads[0], threads[-1]
    for who, name in (('ref', 'reference'), ('ours', 'ours')):
        a, b = statistics.median(rate[(lo, who)]), statistics.median(rate[(hi, who)])
        # The same round's pair too: a 1-thread figure drifts with the host between rounds.
        rounds = sorted({r for (r, t, w) in by_round if w == who and (r, lo, who) in by_round and (r, hi, who) in by_round})
        paired = statistics.median(by_round[(r, hi, who)] / by_round[(r, lo, who)] for r in rounds)
        print(f"scaling {lo}->{hi} threads, {name}: {b / a:.1f}x (medians {a:,.0f} -> {b:,.0f}; "
              f"median of the rounds' own {paired:.1f}x)")
EOF
}

case "${1:-all}" in
  prepare) prepare "${2:?usage: throughput-compare.sh prepare DIR}" ;;
  run) run "${2:?usage: throughput-compare.sh run DIR}" ;;
  all) dir="${DXSV_THROUGHPUT_DIR:-$build/throughput}"; prepare "$dir"; run "$dir" ;;
  *) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
