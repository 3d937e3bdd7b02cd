#!/usr/bin/env python3
# Model of tex_sparse_status.ll: an ordinary texture is fully mapped, so both statuses pass
# CheckAccessFullyMapped. Writes the run and expect specs.
from tex_common import f32, write

tex = [4.0 * y + x for y in range(4) for x in range(4)]
out = []
for t in range(4):
    out += [f32(tex[4 + t]), f32(1.0), f32(tex[8 + t]), f32(1.0)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "height": 4, "init": {"f32": tex}},
    {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 64}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}})
