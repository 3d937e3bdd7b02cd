#!/usr/bin/env python3
# Model of vs_link_packed.ll + ps_link_packed.ll drawn on a 4x4 viewport: the full-screen
# triangle has w = 1, so every attribute is affine in screen space; at pixel (x, y) the
# interpolated su = (x + 0.5) / 4, sv = (y + 0.5) / 4. FLAGS is flat: 7 + the provoking
# (first) vertex id 0. SV_Target = (2 su, 7, su + sv, 1 * 2). Writes the run and expect specs.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

W = H = 4
out = []
for y in range(H):
    for x in range(W):
        su, sv = (x + 0.5) / W, (y + 0.5) / H
        out += [f32(2 * su), f32(7.0), f32(su + sv), f32(2.0)]
run = {"mode": "graphics", "vs": "vs_link_packed", "vertex_count": 3, "viewport": [W, H],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "resources": [], "check": ["rt0"], "compare": {"f32_ulp": 16, "f32_abs": 1e-06}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_link_packed.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_link_packed.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": out}}) + "\n")
