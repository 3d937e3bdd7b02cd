#!/usr/bin/env python3
# Model of tex_getdimensions.ll: D3D's GetDimensions members (width, height, depth or array
# size, mip count or sample count) of mip `m` of each texture, then the standard 4-sample
# pattern (DXGI, in 1/16 pixel from the centre) and (0, 0) for a sample index past the count.
from tex_common import f32, write

def mip(size, m):
    return max(size >> m, 1)

words = [mip(8, 1), 2,                       # Texture1D, mip 1
         4, 3, 1,                            # Texture1DArray
         mip(8, 1), mip(4, 1), 3,            # Texture2D, mip 1
         mip(8, 2), mip(4, 2), 3,            # Texture2D, mip 2
         4, 2, 3, 1,                         # Texture2DArray
         mip(4, 1), mip(4, 1), mip(2, 1), 2, # Texture3D, mip 1
         mip(4, 1), mip(4, 1), 2,            # TextureCube, mip 1
         2, 2, 2, 1,                         # TextureCubeArray (2 cubes)
         4, 4, 4,                            # Texture2DMS
         2, 2, 2, 4,                         # Texture2DMSArray
         4, 2]                               # RWTexture2D
pattern = [(-2, -6), (6, -2), (-6, 2), (2, 6), (0, 0)]
for x, y in pattern:
    words += [f32(x / 16), f32(y / 16)]

def tex(t, reg, **kw):
    return dict({"register": reg, "type": t, "format": "R32_FLOAT"}, **kw)

run = {"dispatch": [1, 1, 1], "resources": [
    tex("Texture1D", "t0", width=8, mips=2), tex("Texture1DArray", "t1", width=4, array=3),
    tex("Texture2D", "t2", width=8, height=4, mips=3), tex("Texture2DArray", "t3", width=4, height=2, array=3),
    tex("Texture3D", "t4", width=4, height=4, depth=2, mips=2), tex("TextureCube", "t5", width=4, mips=2),
    tex("TextureCubeArray", "t6", width=2, array=2), tex("Texture2DMS", "t7", width=4, height=4, samples=4),
    tex("Texture2DMSArray", "t8", width=2, height=2, array=2, samples=4),
    tex("RWTexture2D", "u1", width=4, height=2),
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 4 * len(words)}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": words}})
