#!/usr/bin/env python3
# Model of the tessellation render test: vs_tess_quad + hs_tess_quad + ds_tess_quad +
# ps_tess_quad, two 4-control-point quad patches drawn on an 8x8 viewport, from D3D's rules
# (not from running the translator).
#
# - Patch p's corners are NDC (p - 1, 0.5), (p, 0.5), (p - 1, -0.5), (p, -0.5); the domain
#   shader places (u, v) at x = p - 1 + u, y = 0.5 - v with w = 1. D3D's viewport maps NDC
#   y = +1 to row 0, so patch p covers pixel columns [4p, 4p + 4) and rows [2, 6) (pixel
#   centres never lie on the patch edges, at integer coordinates). However the tessellator
#   splits a patch (factors 2, integer partitioning), every covered pixel belongs to exactly
#   one triangle, and (u, v) is affine over the whole patch (w = 1), so at the pixel centre
#   u = (x + 0.5 - 4p) / 4, v = (y + 0.5 - 2) / 4.
# - PC = (0.5 * CORNER.x of output control point 1, 0.5) = (0.5 p, 0.5) and SV_PrimitiveID = p
#   (the patch's index in the draw): blue = PC.x + p + PC.y = 1.5 p + 0.5.
# - triangle_cw: clockwise in D3D's domain (u right, v down), which the domain shader keeps
#   on screen; D3D's default front face is clockwise, so every pixel is front-facing: alpha 1.
# - Uncovered pixels keep the clear colour (-1, -1, -1, -1).
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

W = H = 8
out = []
for y in range(H):
    for x in range(W):
        if 2 <= y < 6:
            p = x // 4
            u, v = (x + 0.5 - 4 * p) / 4, (y + 0.5 - 2) / 4
            out += [f32(u), f32(v), f32(1.5 * p + 0.5), f32(1.0)]
        else:
            out += [f32(-1.0)] * 4
run = {"mode": "graphics", "vs": "vs_tess_quad", "hs": "hs_tess_quad", "ds": "ds_tess_quad", "vertex_count": 8,
       "topology": "patch_list", "patch_control_points": 4, "cull": "none", "front_face": "cw", "viewport": [W, H],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "resources": [], "check": ["rt0"], "compare": {"f32_ulp": 16, "f32_abs": 1e-06}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_tess_quad.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_tess_quad.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": out}}) + "\n")
