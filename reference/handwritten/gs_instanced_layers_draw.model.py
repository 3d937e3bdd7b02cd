#!/usr/bin/env python3
# Model of gs_instanced_layers_draw (gs_layers_vs.ll → gs_layers_gs.ll →
# gs_instanced_layers_draw.ll), from D3D's rules: a full-screen triangle with corners at NDC
# (-1, -1), (3, -1), (-1, 3) carrying blue = 0, 1, 2; GS instance n (of 2) writes it to layer n
# with red (n + 1) / 4 and green 0.5. Blue at a pixel centre is the linear interpolation
# (w = 1): in pixels (y down) the corners are (0, H), (2W, H), (0, -H), so
# blue = x / (2W) + 2 * (H - y) / (2H). Read back layer after layer. Writes the specs.
import json, os, struct

W = H = 4
LAYERS = 2
words = []
for layer in range(LAYERS):
    for py in range(H):
        for px in range(W):
            x, y = px + 0.5, py + 0.5
            blue = x / (2 * W) + (H - y) / H
            for c in [(layer + 1) * 0.25, 0.5, blue, 1.0]:
                words.append(struct.unpack("<I", struct.pack("<f", c))[0])

here = os.path.dirname(os.path.abspath(__file__))
run = {"mode": "graphics", "vs": "gs_layers_vs", "gs": "gs_layers_gs", "vertex_count": 3, "viewport": [W, H],
       "layers": LAYERS, "resources": [], "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "check": ["rt0"], "compare": {"f32_ulp": 16, "f32_abs": 1e-6}}
with open(os.path.join(here, "gs_instanced_layers_draw.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "gs_instanced_layers_draw.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": words}}) + "\n")
