#!/usr/bin/env bash
# `cmake --install` as a user gets it: installs BUILD into OUT/prefix, then builds and runs
# consumers through each pkg-config file (dxil-spirv, dxil-spirv-compat) and the CMake package
# (static library, compat on it, shared library), each converting INPUT.
set -euo pipefail
build="$1" source="$2" out="$3" input="$4"
rm -rf "$out" && mkdir -p "$out"
cmake --install "$build" --prefix "$out/prefix" > "$out/install.log"
pc="$(dirname "$(find "$out/prefix" -name dxil-spirv.pc | head -n1)")"
export PKG_CONFIG_PATH="$pc"
lib="$(cd "$pc/.." && pwd)"
for f in include/dxil_spirv/dxil_spirv.h include/dxil_spirv/dxil_spirv.hpp include/dxil_spirv_compat/dxil_spirv_c.h; do
  test -f "$out/prefix/$f" || { echo "not installed: $f"; exit 1; }
done
for f in libdxil_spirv.so libdxil_spirv_static.a libdxil_spirv_compat.a cmake/dxil_spirv/dxil_spirvConfig.cmake; do
  test -e "$lib/$f" || { echo "not installed: $lib/$f"; exit 1; }
done
cc -std=c11 -Wall -Werror -o "$out/pc_shared" "$source/tests/install/consumer.c" $(pkg-config --cflags --libs dxil-spirv)
LD_LIBRARY_PATH="$lib" "$out/pc_shared" "$input"
cc -std=c11 -Wall -Werror -o "$out/pc_compat" "$source/tests/install/compat_consumer.c" $(pkg-config --cflags --libs dxil-spirv-compat)
LD_LIBRARY_PATH="$lib" "$out/pc_compat" "$input"
cmake -S "$source/tests/install/cmake_consumer" -B "$out/cmake" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$out/prefix" > "$out/cmake.log"
cmake --build "$out/cmake" > "$out/cmake-build.log"
"$out/cmake/consumer_static" "$input"
"$out/cmake/compat_static" "$input"
"$out/cmake/consumer_shared" "$input"
echo "install test: every consumer converted $input"
