#!/usr/bin/env python3
# Model of tex_sparse_tiles.ll: a 256x128 reserved texture of two 128x128 tiles (D3D's 64 KB
# tile of a 4-byte format), the right one unmapped. A read is fully mapped when its texel lies
# in the left tile; then it returns the texel (x + 1000y), else the shader writes -1. Only the
# first 10 rows are initialised (the reads touch rows 5 and 9). Writes the run and expect specs.
from tex_common import f32, write

W, H, TILE = 256, 128, 128
out = []
for t in range(8):
    x = 32 * t
    mapped = x < TILE
    out += [f32(x + 1000.0 * 5 if mapped else -1.0), f32(1.0 if mapped else 0.0),
            f32(x + 1000.0 * 9 if mapped else -1.0), f32(1.0 if mapped else 0.0)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": W, "height": H,
     "sparse": {"unbound_tiles": [[1, 0]]}, "init": {"f32": [float(x + 1000 * y) for y in range(10) for x in range(W)]}},
    {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 128}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}})
