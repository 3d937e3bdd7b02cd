#!/usr/bin/env python3
# Model of tex_store_sample.ll: per-sample stores into an RWTexture2DMS and one sample read
# back. The texture lists texels row-major with the 4 samples of a texel one after another.
from tex_common import f32, write

samples = [f32(10.0 * k + s) for k in range(4) for s in range(4)]
out = [f32(10.0 * k + 3 - k) for k in range(4)]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 16},
    {"register": "u1", "type": "RWTexture2DMS", "format": "R32_FLOAT", "width": 2, "height": 2, "samples": 4}],
    "check": ["u0", "u1"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}, "u1": {"u32": samples}})
