#!/usr/bin/env python3
# Model of tex_getdimensions_lane_lod.ll: lane i queries mip i. D3D: mip m of a size s is
# max(s >> m, 1); a mip at or past the mip count gives 0 for the sizes and the array size,
# and the mip count stays.
from tex_common import write

def dims(sizes, levels, m, layers=None):
    if m >= levels:
        return [0] * len(sizes) + ([0] if layers is not None else []) + [levels]
    return [max(s >> m, 1) for s in sizes] + ([layers] if layers is not None else []) + [levels]

words = []
for lane in range(16):
    words += dims([16, 8], 4, lane)
    words += dims([8, 4], 3, lane, layers=3)
    words += dims([8, 4, 2], 3, lane)
    words += [lane]

def tex(t, reg, **kw):
    return dict({"register": reg, "type": t, "format": "R32_FLOAT"}, **kw)

run = {"dispatch": [1, 1, 1], "resources": [
    tex("Texture2D", "t0", width=16, height=8, mips=4),
    tex("Texture2DArray", "t1", width=8, height=4, array=3, mips=3),
    tex("Texture3D", "t2", width=8, height=4, depth=2, mips=3),
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 4 * len(words)}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": words}})
