#!/usr/bin/env bash
# Converts every reference blob (each export of a ray-tracing library on its own) with the CLI
# into OUT-DIR/AREA/NAME[.EXPORT].spv, for byte comparison of two builds:
#   tools/spv-snapshot.sh build-before /tmp/spv-before
#   tools/spv-snapshot.sh build /tmp/spv-after && diff -r /tmp/spv-before /tmp/spv-after
# The binding cases also run in root-signature mode and with shifted bindings (binding.rootsig/,
# binding.shifted/). A failed conversion writes NAME.error with the message instead (expected-unsupported blobs).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:?usage: spv-snapshot.sh BUILD-DIR OUT-DIR}"
out="${2:?usage: spv-snapshot.sh BUILD-DIR OUT-DIR}"
cli="$build/dxil-spirv"
for area in compute controlflow binding handwritten graphics raytracing; do
  mkdir -p "$out/$area"
  for blob in "$root/reference/$area"/*.dxil; do
    name="$(basename "$blob" .dxil)"
    entries="$("$cli" "$blob" --list-entries 2>/dev/null | awk '$2 ~ /^(raygeneration|intersection|anyhit|closesthit|miss|callable)$/ {print $1}')"
    if [ -z "$entries" ]; then
      "$cli" "$blob" -o "$out/$area/$name.spv" 2>"$out/$area/$name.error" && rm -f "$out/$area/$name.error"
    else
      for e in $entries; do
        "$cli" "$blob" --entry "$e" -o "$out/$area/$name.$e.spv" 2>"$out/$area/$name.$e.error" && rm -f "$out/$area/$name.$e.error"
      done
    fi
  done
done
# Root-signature mode (the blob's own RTS0 part; blobs without one fail with a message) and a
# shifted direct mapping over the binding cases: the other providers of the binding seam.
for mode in rootsig shifted; do
  mkdir -p "$out/binding.$mode"
  for blob in "$root/reference/binding"/*.dxil; do
    name="$(basename "$blob" .dxil)"
    if [ "$mode" = rootsig ]; then args=(--root-signature embedded); else args=(--binding-shift t=10,s=20,b=30,u=40,c=50); fi
    "$cli" "$blob" "${args[@]}" -o "$out/binding.$mode/$name.spv" 2>"$out/binding.$mode/$name.error" && rm -f "$out/binding.$mode/$name.error"
  done
done
echo "$(find "$out" -name '*.spv' | wc -l) modules, $(find "$out" -name '*.error' | wc -l) failures in $out"
