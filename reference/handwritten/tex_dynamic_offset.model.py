#!/usr/bin/env python3
# Model of tex_dynamic_offset.ll: SM 6.7 variable texel offsets, each component wrapped to its
# low 4 bits as a signed value (D3D), on point samples, a comparison and a load. Writes the run
# and expect specs.
from tex_common import f32, point, write

def wrap4(v):
    v &= 15
    return v - 16 if v >= 8 else v

tex = [16.0 * y + x for y in range(16) for x in range(16)]
depth = [(16 * y + x) / 256 for y in range(16) for x in range(16)]
passed = [1.0 if 0.5 <= d else 0.0 for d in depth]
# The first three are vkd3d-proton's test_sm67_dynamic_texture_offset values.
offsets = [(9, -13), (3, -13), (0, -4), (-8, 7), (7, -8), (16, 17), (-9, 15), (30, -30)]
out = []
for ox, oy in offsets:
    wx, wy = wrap4(ox), wrap4(oy)
    out += [f32(point(tex, 16, 16, 8.5 + wx, 8.5 + wy)), f32(point(tex, 16, 16, 4.5 + wx, 12.5 + wy)),
            f32(point(passed, 16, 16, 8.5 + wy, 8.5 + wx)), f32(tex[(8 + wx) * 16 + 8 + wy])]
words = [v & 0xffffffff for pair in offsets for v in pair]
run = {"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 16, "height": 16, "init": {"f32": tex}},
    {"register": "t1", "type": "Texture2D", "format": "D32_FLOAT", "width": 16, "height": 16, "init": {"f32": depth}},
    {"register": "t2", "type": "ByteAddressBuffer", "size": 64, "init": {"u32": words}},
    {"register": "s0", "type": "SamplerState", "filter": "point", "address": "clamp"},
    {"register": "s1", "type": "SamplerComparisonState", "filter": "point", "address": "clamp", "compare": "less_equal"},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 128}],
    "check": ["u0"], "compare": "exact"}
write(__file__, run, {"u0": {"u32": out}})
