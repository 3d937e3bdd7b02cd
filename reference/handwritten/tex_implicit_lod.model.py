#!/usr/bin/env python3
# Model of tex_implicit_lod.ll: quad q samples with LOD e = 0.375q - 1.25 (isotropic, exact
# derivatives); trilinear filtering of mips holding their own index returns the clamped LOD, and
# comparisons blend the pass/fail of the two nearest mips. Writes the run and expect specs.
# Tolerance 0.05: lavapipe (Mesa 25.0) blends mips with a LOD from an approximate log2, off by up
# to 0.043 from the exact one (its CalculateLOD is exact); plain GLSL shows the same (a fragment
# shader sampling this texture at LOD 0.25 gets 0.2071). A wrong derivative or bias is off by 0.375 or more.
import math
from tex_common import f32, write

def clamp(lod):
    return min(max(lod, 0.0), 4.0)

def compared(lod):  # linear mip filter over "0.3125 <= m / 4"
    lod = clamp(lod)
    m = math.floor(lod)
    passed = lambda k: 1.0 if 0.3125 <= min(k, 4) / 4 else 0.0
    return passed(m) + (lod - m) * (passed(m + 1) - passed(m))

out = []
for y in range(8):
    for x in range(8):
        e = 0.375 * ((x >> 1) + 4 * (y >> 1)) - 1.25
        out += [f32(v) for v in (clamp(e), clamp(e), e, clamp(e + 1), 1.0, compared(e), compared(e - 1), compared(2.0))]
sizes = [16 >> m for m in range(5)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 16, "height": 16, "mips": 5,
     "init": {"f32": [float(m) for m, n in enumerate(sizes) for _ in range(n * n)]}},
    {"register": "t1", "type": "Texture2D", "format": "D32_FLOAT", "width": 16, "height": 16, "mips": 5,
     "init": {"f32": [m / 4 for m, n in enumerate(sizes) for _ in range(n * n)]}},
    {"register": "s0", "type": "SamplerState", "filter": "linear", "address": "clamp"},
    {"register": "s1", "type": "SamplerComparisonState", "filter": "linear", "address": "clamp", "compare": "less_equal"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 2048}],
    "check": ["u0"], "compare": {"f32_abs": 0.05}}
write(__file__, run, {"u0": {"u32": out}})
