#!/usr/bin/env python3
# Model of tex_sample_level.ll: point and bilinear SampleLevel (clamp addressing) on a
# Texture2D and a Texture2DArray. Writes the run and expect specs.
from tex_common import f32, point, bilinear, write

tex = [4.0 * y + x for y in range(4) for x in range(4)]
layers = [[100.0 * l + 4 * y + x for y in range(4) for x in range(4)] for l in range(2)]
out = []
for t in range(8):
    px, py = 0.75 * t + 0.625, 0.5 * t + 0.875
    arr = layers[t & 1]
    out += [f32(point(tex, 4, 4, px, py)), f32(bilinear(tex, 4, 4, px, py)),
            f32(point(arr, 4, 4, px, py)), f32(bilinear(arr, 4, 4, px, py))]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "height": 4, "init": {"f32": tex}},
    {"register": "t1", "type": "Texture2DArray", "format": "R32_FLOAT", "width": 4, "height": 4, "array": 2,
     "init": {"f32": layers[0] + layers[1]}},
    {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
    {"register": "s1", "type": "SamplerState", "filter": "linear", "address": "clamp"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 128}],
    "check": ["u0"], "compare": {"f32_abs": 1e-4}}
write(__file__, run, {"u0": {"u32": out}})
