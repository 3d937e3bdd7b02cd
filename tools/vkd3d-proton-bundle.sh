#!/usr/bin/env bash
# Packs what a machine without a build needs to run vkd3d-proton's suite on our library (a GPU
# host such as the NVIDIA device): the tests/d3d12 binary and its vkd3d-proton libraries (as
# tools/vkd3d-proton-tests.sh built them), our shared library (stripped) with the SPIRV-Cross
# library it links, the suite runner and the 3.x test data. On that machine:
#   BUNDLE/run.sh BASELINE.tsv [suite options...]   (Vulkan loader and driver come from there)
# Usage: vkd3d-proton-bundle.sh WORK OUT   (WORK: the harness's vkd3d-proton work directory)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$1"; out="$2"
rm -rf "$out"; mkdir -p "$out/meson/tests" "$out/meson/libs/d3d12" "$out/meson/libs/d3d12core" "$out/lib" "$out/data"
cp "$work/meson/tests/d3d12" "$out/meson/tests/"
cp "$work"/meson/libs/d3d12/*.so "$out/meson/libs/d3d12/"
cp "$work"/meson/libs/d3d12core/*.so "$out/meson/libs/d3d12core/"
strip -o "$out/lib/libdxil_spirv.so.0" "$(readlink -f "$work/prefix/lib/libdxil_spirv.so.0")"
cp -L "$(ldconfig -p | awk '/libspirv-cross-c-shared.so.0 / {print $NF; exit}')" "$out/lib/"
cp "$root/tools/vkd3d_proton_suite.py" "$out/"
cp "$root"/reference/vkd3d-proton-3/*.tsv "$root"/reference/vkd3d-proton-3/*.txt "$out/data/"
cp "$root/reference/vkd3d-proton-3/dxil-only-tests.txt" "$out/data/dxil-tests.txt"
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# run.sh BASELINE [suite options]: the DXIL-only tests (work graphs included) against BASELINE.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
baseline="$1"; shift
python3 "$here/vkd3d_proton_suite.py" --binary "$here/meson/tests/d3d12" --baseline "$baseline" \
  --tests "$here/data/dxil-tests.txt" --env VKD3D_SHADER_CACHE_PATH=0 "$@"
RUN
chmod +x "$out/run.sh"
du -sh "$out"
