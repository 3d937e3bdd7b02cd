#!/usr/bin/env python3
# Model of as_mesh_quad.ll → ms_mesh_primattr.ll → ps_mesh_primattr.ll drawn with one task group on
# a 10x4 viewport (D3D's y-down NDC). The task shader sends payload {base 40, scale 0.5} to 2
# mesh groups; group g covers pixels x in [5 g, 5 g + 5), all 4 rows. Its vertices have
# w = 1, so attributes are affine in screen space: at pixel (x, y), cx = (x - 5 g + 0.5) / 5,
# cy = (y + 0.5) / 4, COLOR = (cx, cy, 0.5 g, 1). Primitive 0 (corners (0,0), (1,0), (0,1))
# covers cx + cy < 1, primitive 1 the rest (no pixel centre lies on the diagonal: 4 x + 5 y is
# never 15.5); primitive 2 is culled (SV_CullPrimitive), so it never overwrites them.
# SV_Target = (cx, cy, PRIMVAL, 40 + 3 g + primitive), PRIMVAL = 10 g + 0.25 primitive, the
# per-primitive user attribute (flat over its primitive). Writes the run and expect specs.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

W, H, QUAD = 10, 4, 5
BASE, SCALE = 40, 0.5
out = []
for y in range(H):
    for x in range(W):
        g = x // QUAD
        cx, cy = (x - QUAD * g + 0.5) / QUAD, (y + 0.5) / H
        primitive = 0 if cx + cy < 1 else 1
        out += [f32(cx), f32(cy), f32(10.0 * g + 0.25 * primitive), f32(float(BASE + 3 * g + primitive))]
run = {"mode": "graphics", "ms": "ms_mesh_primattr", "as": "as_mesh_quad", "mesh_dispatch": [1, 1, 1],
       "per_primitive_input_row": 2,
       "viewport": [W, H], "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "resources": [], "check": ["rt0"], "compare": {"f32_ulp": 16, "f32_abs": 1e-05}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_mesh_primattr.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_mesh_primattr.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": out}}) + "\n")
