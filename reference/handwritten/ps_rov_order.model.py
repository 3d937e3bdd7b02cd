#!/usr/bin/env python3
# Model of vs_rov_order.ll + ps_rov_order.ll, from D3D's rules: the draw's primitives are
# ordered instance by instance, then by vertex (t = 2 * instance + vertex / 3), and a
# rasterizer-ordered view sees each pixel's invocations in that order. Triangle t covers every
# pixel of the 8x8 viewport when t is even, columns 0..3 when odd; triangle 4 discards on
# columns 6 and 7 before its access. Each covering, non-discarded triangle does
# v = v * 4 + t + 1 on u1 (initially 0) and writes v to SV_Target. Writes the run and expect
# specs.
import json, os

W = H = 8
TRIANGLES = 6
u1 = [0] * (W * H)
CLEAR = 3000000  # no pixel keeps it: triangle 0 covers all
rt0 = [CLEAR] * (W * H)
for t in range(TRIANGLES):
    for y in range(H):
        for x in range(W):
            covered = t % 2 == 0 or x < 4
            discarded = t == 4 and x >= 6
            if not covered or discarded:
                continue
            i = y * W + x
            u1[i] = (u1[i] * 4 + t + 1) & 0xFFFFFFFF
            rt0[i] = u1[i]

run = {"mode": "graphics", "vs": "vs_rov_order", "vertex_count": 6, "instance_count": 3, "viewport": [W, H],
       "targets": [{"format": "R32_UINT", "clear": [CLEAR]}],
       "resources": [{"register": "u1", "type": "RWTexture2D", "format": "R32_UINT", "width": W, "height": H,
                      "init": {"u32": [0] * (W * H)}}],
       "check": ["rt0", "u1"], "compare": "exact"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_rov_order.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_rov_order.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": rt0}, "u1": {"u32": u1}}) + "\n")
