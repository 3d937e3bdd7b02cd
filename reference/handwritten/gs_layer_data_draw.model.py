#!/usr/bin/env python3
# Model of gs_layer_data_draw (gs_layer_data_vs.ll -> gs_layer_data_gs.ll ->
# gs_layer_data_draw.ll), from D3D's rules: the vertex shader writes DATA = 2, layer 1 and
# viewport id + 5 per vertex of a full-screen triangle with corners at NDC (-1, -1), (3, -1),
# (-1, 3); the geometry shader reads them per vertex and sends the triangle to layer 1 with
# red = layer, green = DATA / 4, blue = viewport - 5 (0, 1, 2 at the corners); the pixel shader
# writes alpha = its SV_RenderTargetArrayIndex + 0.5. Layer 0 keeps the clear colour. Blue at
# a pixel centre (w = 1), in pixels (y down): x / (2W) + (H - y) / H. Writes the specs.
import json, os, struct

W = H = 4
LAYERS = 2
CLEAR = [-1.0] * 4
words = []
for layer in range(LAYERS):
    for py in range(H):
        for px in range(W):
            x, y = px + 0.5, py + 0.5
            blue = x / (2 * W) + (H - y) / H
            colour = [1.0, 0.5, blue, 1.5] if layer == 1 else CLEAR
            for c in colour:
                words.append(struct.unpack("<I", struct.pack("<f", c))[0])

here = os.path.dirname(os.path.abspath(__file__))
run = {"mode": "graphics", "vs": "gs_layer_data_vs", "gs": "gs_layer_data_gs", "vertex_count": 3, "viewport": [W, H],
       "layers": LAYERS, "resources": [], "targets": [{"format": "R32G32B32A32_FLOAT", "clear": CLEAR}],
       "check": ["rt0"], "compare": {"f32_ulp": 16, "f32_abs": 1e-6}}
with open(os.path.join(here, "gs_layer_data_draw.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "gs_layer_data_draw.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": words}}) + "\n")
