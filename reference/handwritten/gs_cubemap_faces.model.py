#!/usr/bin/env python3
# Model of gs_cubemap_faces (gs_layers_vs.ll → gs_cubemap_gs.ll → gs_cubemap_faces.ll), from
# D3D's rules: the GS draws the full-screen triangle once per cube face f (0-5) into layer f,
# coloured faceColor[f] from its cbuffer (b0); every pixel of every layer is covered.
# Read back layer after layer. Writes the run and expect specs.
import json, os, struct

W = H = 4
colors = [[0.125 * f, 1.0 - 0.125 * f, 0.5, 1.0] for f in range(6)]
init = [c for color in colors for c in color]
words = [struct.unpack("<I", struct.pack("<f", c))[0]
         for face in range(6) for _ in range(W * H) for c in colors[face]]
here = os.path.dirname(os.path.abspath(__file__))
run = {"mode": "graphics", "vs": "gs_layers_vs", "gs": "gs_cubemap_gs", "vertex_count": 3, "viewport": [W, H],
       "layers": 6, "resources": [{"register": "b0", "type": "cbuffer", "size": 96, "init": {"f32": init}}],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "check": ["rt0"], "compare": "exact"}
with open(os.path.join(here, "gs_cubemap_faces.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "gs_cubemap_faces.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": words}}) + "\n")
