#!/usr/bin/env python3
# Model of vs_clip_distances.ll + ps_clip_distances.ll on a 4x4 viewport: su = (x + 0.5) / 4,
# sv = (y + 0.5) / 4 at pixel centres (w = 1); a pixel is drawn where every clip distance is
# positive (su - 0.25, 0.75 - su, sv - 0.5), with SV_Target = (x + 0.5, y + 0.5, 1, 1);
# the others keep the clear value -1. Writes the run and expect specs.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

W = H = 4
out = []
for y in range(H):
    for x in range(W):
        su, sv = (x + 0.5) / W, (y + 0.5) / H
        drawn = su - 0.25 > 0 and 0.75 - su > 0 and sv - 0.5 > 0
        out += [f32(v) for v in ((x + 0.5, y + 0.5, 1.0, 1.0) if drawn else (-1.0,) * 4)]
run = {"mode": "graphics", "vs": "vs_clip_distances", "vertex_count": 3, "viewport": [W, H],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "resources": [], "check": ["rt0"], "compare": "exact"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_clip_distances.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_clip_distances.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": out}}) + "\n")
