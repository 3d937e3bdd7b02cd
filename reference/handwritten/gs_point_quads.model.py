#!/usr/bin/env python3
# Model of gs_point_quads (gs_quads_vs.ll → gs_quads_gs.ll → gs_point_quads.ll), from D3D's
# rules, not from the translator: point i is at pixel corner (2 + 4i, 2 + i) of an 8x8
# viewport; the GS makes a quad reaching one pixel to each side, coloured (u, v, i, 1) with
# u, v going 0 → 1 from its left/top edge to its right/bottom edge. A pixel is covered when
# its centre is inside the quad (the edges lie on pixel boundaries, so no centre is on an
# edge); u, v are interpolated linearly (w = 1). Writes the run and expect specs.
import json, os, struct

W = H = 8
CLEAR = [-1.0] * 4
pixels = [[CLEAR for _ in range(W)] for _ in range(H)]
for i in range(2):
    cx, cy = 2 + 4 * i, 2 + i
    for py in range(H):
        for px in range(W):
            x, y = px + 0.5, py + 0.5
            if cx - 1 < x < cx + 1 and cy - 1 < y < cy + 1:
                pixels[py][px] = [(x - (cx - 1)) / 2, (y - (cy - 1)) / 2, float(i), 1.0]

words = [struct.unpack("<I", struct.pack("<f", c))[0] for row in pixels for p in row for c in p]
here = os.path.dirname(os.path.abspath(__file__))
run = {"mode": "graphics", "vs": "gs_quads_vs", "gs": "gs_quads_gs", "vertex_count": 2, "topology": "point_list",
       "viewport": [W, H], "resources": [], "targets": [{"format": "R32G32B32A32_FLOAT", "clear": CLEAR}],
       "check": ["rt0"], "compare": {"f32_ulp": 4, "f32_abs": 1e-6}}
with open(os.path.join(here, "gs_point_quads.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "gs_point_quads.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": words}}) + "\n")
