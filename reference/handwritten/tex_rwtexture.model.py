#!/usr/bin/env python3
# Model of tex_rwtexture.ll: stores, a mirrored load after a barrier, then per-column
# InterlockedAdds into row 0. Writes the run and expect specs.
from tex_common import write

out = [10 * (3 - x) + (3 - y) for y in range(4) for x in range(4)]
tex = [10 * x + y + (10 if y == 0 else 0) for y in range(4) for x in range(4)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 64},
    {"register": "u1", "type": "RWTexture2D", "format": "R32_UINT", "width": 4, "height": 4}],
    "check": ["u0", "u1"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}, "u1": {"u32": tex}})
