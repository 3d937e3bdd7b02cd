#!/usr/bin/env python3
# Model of tex_sample_cmp.ll: comparison sampling (1 where reference <= texel, then filtered) and
# GatherCmp (the four compared footprint texels, D3D's gather order). Writes the run and expect specs.
import math
from tex_common import f32, point, bilinear, texel, write

depth = [(4 * y + x) / 16 for y in range(4) for x in range(4)]
ref = 0.5
passed = [1.0 if ref <= d else 0.0 for d in depth]
out = []
for t in range(8):
    px, py = 0.75 * t + 0.625, 2.375
    p = point(passed, 4, 4, px, py)
    i, j = math.floor(t + 1.0 - 0.5), math.floor(2.0 - 0.5)
    g = [texel(passed, 4, 4, a, b) for a, b in ((i, j + 1), (i + 1, j + 1), (i + 1, j), (i, j))]
    out += [f32(v) for v in [p, bilinear(passed, 4, 4, px, py), p, 0.0] + g]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "D32_FLOAT", "width": 4, "height": 4, "init": {"f32": depth}},
    {"register": "s0", "type": "SamplerComparisonState", "filter": "point", "address": "clamp", "compare": "less_equal"},
    {"register": "s1", "type": "SamplerComparisonState", "filter": "linear", "address": "clamp", "compare": "less_equal"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 256}],
    "check": ["u0"], "compare": {"f32_abs": 1e-4}}
write(__file__, run, {"u0": {"u32": out}})
