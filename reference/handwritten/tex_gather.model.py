#!/usr/bin/env python3
# Model of tex_gather.ll: D3D gathers return the 2x2 footprint as (i0, j1), (i1, j1), (i1, j0),
# (i0, j0), with i0 = floor(px - 0.5) (+ offset), clamp addressing. Writes the run and expect specs.
import math
from tex_common import f32, texel, write

def gather(layer, px, py, ox=0, oy=0):
    i, j = math.floor(px - 0.5) + ox, math.floor(py - 0.5) + oy
    return [texel(layer, 4, 4, a, b) for a, b in ((i, j + 1), (i + 1, j + 1), (i + 1, j), (i, j))]

ks = [4 * y + x for y in range(4) for x in range(4)]
color = [float(c * 100 + k) for k in ks for c in range(4)]
green = [100.0 + k for k in ks]
red = [float(k) for k in ks]
raw = [1000 + k for k in ks]
out = []
for t in range(4):
    px, py = t + 1.0, 2.0
    out += [f32(v) for v in gather(green, px, py)] + [f32(v) for v in gather(red, px, py, -1, 1)] + gather(raw, px, py)
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "init": {"f32": color}},
    {"register": "t1", "type": "Texture2D", "format": "R32_UINT", "width": 4, "height": 4, "init": {"u32": raw}},
    {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 192}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}})
