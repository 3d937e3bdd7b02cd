#!/usr/bin/env python3
# Model of tex_load.ll: Texture2D<uint>.Load with mips and texel offsets. Writes the run and
# expect specs; the texture lists mip 0, 1, 2 one after another (row-major).
from tex_common import write

def value(m, x, y):
    return 1000 * m + 100 * y + x

init = [value(m, x, y) for m, size in enumerate((8, 4, 2)) for y in range(size) for x in range(size)]
out = []
for y in range(4):
    for x in range(4):
        out += [value(0, x + 1, y + 2), value(1, x, y), value(2, x & 1, y & 1), value(0, 6 - x, y)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_UINT", "width": 8, "height": 8, "mips": 3, "init": {"u32": init}},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 256}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}})
