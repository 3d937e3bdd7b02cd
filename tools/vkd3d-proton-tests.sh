#!/usr/bin/env bash
# vkd3d-proton's D3D12 test suite run on our translator: a real D3D12 layer, written by others,
# drawing and dispatching through our compatibility library (compat/). Either version:
# VKD3D_PROTON_SRC (a tarball or an unpacked tree) picks the source, default 3.0.1 from
# ../shared/vkd3d-proton-3/ beside the repository; its meson.build says which version it is, and
# that picks the test data: reference/vkd3d-proton-3/ for 3.x, reference/vkd3d-proton/ for 2.x.
#
# 1. builds and installs this repository's libraries (cmake --install of DXSV_BUILD_DIR, default
#    build/) into WORK/prefix;
# 2. unpacks the source into WORK/src, makes it a git work tree (meson's vcs_tag needs one), and
#    puts compat/meson/meson.build in its subprojects/dxil-spirv slot: that wrapper declares
#    dxil_spirv_dep from the INSTALLED compat library through pkg-config;
# 3. builds tests/d3d12 (meson + ninja, widl from mingw-w64-tools);
# 4. runs the tests one process per test (tools/vkd3d_proton_suite.py), 2 at a time with a
#    per-test timeout, VKD3D_SHADER_CACHE_PATH=0, on lavapipe unless VK_DRIVER_FILES /
#    VK_ICD_FILENAMES choose a driver, and compares each mode with the baseline (the suite built
#    with the reference translator):
#      dxil  3.x: the DXIL-only tests (reference/vkd3d-proton-3/dxil-only-tests.txt, the 10
#            test_workgraph_* included; --workgraphs runs only those); 2.x: the 130 tests whose code reaches a DXIL shader
#            (reference/vkd3d-proton/dxil-tests.txt);
#      dxbc  2.x only, the control run: every test with VKD3D_SHADER_MODEL=5_1, which turns each
#            DXIL path into a skip; the other tests must match the baseline. (3.x sends DXBC to
#            the translator too, which refuses it: no control run there.)
#    Tests in the version's known-gaps file (tools/vkd3d-proton-known-gaps.txt for 2.x,
#    tools/vkd3d-proton-3-known-gaps.txt for 3.x; each line with its reason) are reported, not
#    failed.
# WORK is DXSV_BUILD_DIR/vkd3d-proton-VERSION unless VKD3D_PROTON_WORK says otherwise; results go
# to WORK/results/MODE.tsv (the baseline's format) and WORK/logs/MODE/TEST.log.
# Without the source it says so and exits 0. Exit status 1 when a test regressed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="${VKD3D_PROTON_SRC:-$root/../shared/vkd3d-proton-3/vkd3d-proton-3.0.1.tar.xz}"
build="${DXSV_BUILD_DIR:-$root/build}"
modes=""
jobs=2
timeout=300
suite_args=()

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  echo "Options: --mode dxil|dxbc|both  --jobs N (default 2)  --timeout SECONDS (per test, default 300)"
  echo "         --filter REGEX (test names)  --no-rerun (no second run alone of regressed tests)"
  echo "         --baseline FILE (default: the version's baseline-lavapipe25.tsv)"
  echo "         --list-tests (print the tests the dxil mode runs, then exit)"
  echo "         --workgraphs (3.x: run only the 10 test_workgraph_* tests)"
  echo "         --junit-dir DIR (JUnit reports of the compared tests, for tools/test_summary.py)"
}
baseline=""
junit_dir=""
list_only=0
workgraphs=0
while [ $# -gt 0 ]; do
  case "$1" in
    --mode) case "$2" in dxil|dxbc) modes="$2" ;; both) modes="dxil dxbc" ;; *) usage; exit 2 ;; esac; shift 2 ;;
    --list-tests) list_only=1; shift ;;
    --workgraphs) workgraphs=1; shift ;;
    --jobs) jobs="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --filter) suite_args+=(--filter "$2"); shift 2 ;;
    --no-rerun) suite_args+=(--no-rerun); shift ;;
    --baseline) baseline="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --junit-dir) junit_dir="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

if [ ! -e "$src" ]; then
  echo "vkd3d-proton tests SKIPPED: no vkd3d-proton source at $src" \
       "(set VKD3D_PROTON_SRC to a vkd3d-proton 2.x/3.x tarball or an unpacked tree)"
  exit 0
fi
# The version, from the project() line of the source's meson.build.
if [ -d "$src" ]; then
  version="$(sed -n "s/^project('vkd3d-proton'.*version : '\([0-9.]*\)'.*/\1/p" "$src/meson.build" | head -n1)"
else
  version="$(tar -xOf "$src" --wildcards '*/meson.build' 2>/dev/null | sed -n "s/^project('vkd3d-proton'.*version : '\([0-9.]*\)'.*/\1/p" | head -n1)"
fi
case "$version" in
  2.*) [ "$workgraphs" = 0 ] || { echo "--workgraphs is for vkd3d-proton 3.x" >&2; exit 2; }
       data="$root/reference/vkd3d-proton"; gaps="$root/tools/vkd3d-proton-known-gaps.txt"
       dxil_tests="$data/dxil-tests.txt"; [ -n "$modes" ] || modes="dxil dxbc" ;;
  3.*) data="$root/reference/vkd3d-proton-3"; gaps="$root/tools/vkd3d-proton-3-known-gaps.txt"
       # Every DXIL-only test, work graphs included; --workgraphs runs the work-graph tests alone.
       mkdir -p "$build"
       if [ "$workgraphs" = 1 ]; then
         dxil_tests="$build/vkd3d-proton-3-workgraph-tests.txt"
         grep '^test_workgraph_' "$data/dxil-only-tests.txt" > "$dxil_tests"
       else
         dxil_tests="$data/dxil-only-tests.txt"
       fi
       [ -n "$modes" ] || modes="dxil"
       case "$modes" in *dxbc*) echo "vkd3d-proton $version has no DXBC control run (its DXBC goes to the translator)" >&2; exit 2 ;; esac ;;
  *) echo "vkd3d-proton tests: cannot tell the version of $src (meson.build says '$version')" >&2; exit 2 ;;
esac
[ -n "$baseline" ] || baseline="$data/baseline-lavapipe25.tsv"
if [ "$list_only" = 1 ]; then cat "$dxil_tests"; exit 0; fi
work="${VKD3D_PROTON_WORK:-$build/vkd3d-proton-$version}"
echo "== vkd3d-proton $version ($src), modes: $modes, baseline: $baseline"
for tool in meson ninja x86_64-w64-mingw32-widl glslangValidator git python3 pkg-config; do
  command -v "$tool" >/dev/null || { echo "vkd3d-proton tests: $tool is missing (tools/install-deps.sh installs it)" >&2; exit 2; }
done
t0=$(date +%s)

# ---- 1. our libraries, installed as a user of the library gets them
echo "== installing dxil-spirv and its compat library from $build into $work/prefix"
cmake --build "$build" --target dxil_spirv dxil_spirv_static dxil_spirv_compat dxil-spirv
rm -rf "$work/prefix"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
pc_file="$(find "$work/prefix" -name dxil-spirv-compat.pc | head -n1)"
[ -n "$pc_file" ] || { echo "the installed prefix has no dxil-spirv-compat.pc" >&2; exit 2; }
prefix_lib="$(cd "$(dirname "$pc_file")/.." && pwd)"
export PKG_CONFIG_PATH="$prefix_lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

# ---- 2. vkd3d-proton's source, unpacked once per source (a stamp names it)
stamp="$(stat -c '%n %s %Y' "$src")"
if [ ! -f "$work/src/.dxsv-source" ] || [ "$(cat "$work/src/.dxsv-source")" != "$stamp" ]; then
  echo "== unpacking $src"
  rm -rf "$work/src" "$work/meson"
  mkdir -p "$work/src"
  if [ -d "$src" ]; then
    cp -a "$src/." "$work/src/"
    rm -rf "$work/src/.git"
  else
    tar -xf "$src" -C "$work/src" --strip-components=1
  fi
  mkdir -p "$work/src/subprojects/dxil-spirv"
  cp "$root/compat/meson/meson.build" "$work/src/subprojects/dxil-spirv/meson.build"
  # meson's vcs_tag() runs git describe: without a work tree vkd3d_build.h does not compile.
  git -C "$work/src" init -q
  git -C "$work/src" add -A
  git -C "$work/src" -c user.name=dxil-spirv -c user.email=dxil-spirv@localhost commit -q -m "vkd3d-proton source"
  echo "$stamp" > "$work/src/.dxsv-source"
fi
cp "$root/compat/meson/meson.build" "$work/src/subprojects/dxil-spirv/meson.build"

# ---- 3. build tests/d3d12 against the installed library
# meson caches what pkg-config said, and ninja does not see a changed library behind it: when the
# installed files change, reconfigure and relink what embeds the compat library.
lib_sum="$(cat "$prefix_lib"/libdxil_spirv_compat.a "$prefix_lib"/libdxil_spirv.so "$prefix_lib"/pkgconfig/*.pc | sha256sum | cut -d' ' -f1)"
printf "[binaries]\nwidl-mingw-tools-fallback = 'x86_64-w64-mingw32-widl'\n" > "$work/native.ini"
if [ ! -f "$work/meson/build.ninja" ]; then
  echo "== configuring vkd3d-proton"
  # -lm: vkd3d-proton's C code calls libm (lroundf, log2f, sincosf) without naming it; a
  # translator built by meson as C++ pulls it in, one taken from pkg-config does not.
  meson setup --native-file "$work/native.ini" --buildtype release -Denable_tests=true -Dc_link_args=-lm \
    "$work/meson" "$work/src" > "$work/meson-setup.log" 2>&1 || { cat "$work/meson-setup.log"; exit 1; }
elif [ "$(cat "$work/meson/.dxsv-libs" 2>/dev/null)" != "$lib_sum" ]; then
  echo "== reconfiguring vkd3d-proton (the installed library changed)"
  meson configure --clearcache "$work/meson" > /dev/null
  meson setup --reconfigure "$work/meson" "$work/src" > "$work/meson-setup.log" 2>&1 || { cat "$work/meson-setup.log"; exit 1; }
  rm -f "$work"/meson/libs/d3d12core/libvkd3d-proton-d3d12core.so "$work"/meson/tests/d3d12
fi
echo "== building vkd3d-proton tests/d3d12"
tb=$(date +%s)
ninja -C "$work/meson" tests/d3d12 > "$work/ninja.log" 2>&1 || { tail -n 60 "$work/ninja.log"; exit 1; }
echo "$lib_sum" > "$work/meson/.dxsv-libs"
echo "   built in $(( $(date +%s) - tb )) s"

# ---- 4. the runs
export LD_LIBRARY_PATH="$prefix_lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
env_args=(--env VKD3D_SHADER_CACHE_PATH=0)
if [ -z "${VK_DRIVER_FILES:-}${VK_ICD_FILENAMES:-}" ]; then
  lvp="$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n1 || true)"
  [ -n "$lvp" ] && env_args+=(--env "VK_DRIVER_FILES=$lvp" --env "VK_ICD_FILENAMES=$lvp")
fi
mesa="$(dpkg-query -W -f='${Version}' mesa-vulkan-drivers 2>/dev/null || true)"
[ -n "$mesa" ] && echo "   Vulkan driver package: mesa-vulkan-drivers $mesa"

status=0
mkdir -p "$work/results"
for mode in $modes; do
  common=(--binary "$work/meson/tests/d3d12" --baseline "$baseline" --unstable "${baseline%.tsv}.unstable.txt"
          --known-gaps "$gaps" --jobs "$jobs" --timeout "$timeout"
          --out "$work/results/$mode.tsv" --log-dir "$work/logs/$mode" "${env_args[@]}" "${suite_args[@]}")
  [ -n "$junit_dir" ] && common+=(--junit "$junit_dir/vkd3d-proton-$version-$mode.xml")
  rm -rf "$work/logs/$mode"
  case "$mode" in
    dxil) python3 "$root/tools/vkd3d_proton_suite.py" "${common[@]}" --label "vkd3d-proton $version DXIL tests" \
            --tests "$dxil_tests" || status=1 ;;
    dxbc) python3 "$root/tools/vkd3d_proton_suite.py" "${common[@]}" --label "DXBC-only control run (VKD3D_SHADER_MODEL=5_1)" \
            --env VKD3D_SHADER_MODEL=5_1 --compare-exclude "$data/dxil-tests.txt" || status=1 ;;
  esac
done
echo "== vkd3d-proton $version tests: $(( $(date +%s) - t0 )) s in all"
exit $status
