#!/usr/bin/env python3
# Model of ms_derivatives.ll → ps_ms_derivatives.ll, one mesh group, numthreads(8, 4, 1).
# D3D's SM 6.6 derivatives in compute-like stages (HLSL "Derivatives" spec, DXIL.rst
# DerivFineX/Y, DerivCoarseX/Y): quads are the 2x2 squares of SV_GroupThreadID (x, y) with
# top-left (x0, y0) = (x & ~1, y & ~1).
#   ddx_fine(x, y) = v(x | 1, y) - v(x0, y)      ddy_fine(x, y) = v(x, y | 1) - v(x, y0)
# v = x*x + 3*y*y + x*y: its x*y term puts the lane's row into ddx_fine and its column into
# ddy_fine, so a lane reading the other row or column, or quads taken along the flat index,
# gives other numbers. Coarse derivatives are one pair per quad from rows / columns of the
# hardware's choosing (D3D asm deriv_rtx_coarse; Vulkan lets them equal fine ones), so they
# are taken of u = x*x + 3*y*y, whose x delta is the same in both rows of a quad (and y delta
# in both columns): ddx_coarse = u(x0 + 1, y0) - u(x0, y0) = 2 x0 + 1, ddy_coarse = 6 y0 + 3.
# u0 holds (ddx_fine(v), ddy_fine(v), ddx_coarse(u), ddy_coarse(u)) at byte 16 (8 y + x);
# all small integers, exact in f32. Only u0 is checked: the triangle (rt0 = 1234 where
# drawn) goes through per-component vertex stores that lavapipe 25.0 drops (ps_mesh_quad's
# defect), and u0 alone is the point. Writes the run and expect specs.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", float(x)))[0]

NX, NY = 8, 4
W = H = 4

def u(x, y):
    return x * x + 3 * y * y

def v(x, y):
    return u(x, y) + x * y

u0 = []
for y in range(NY):
    for x in range(NX):
        x0, y0 = x & ~1, y & ~1
        u0 += [f32(v(x | 1, y) - v(x0, y)), f32(v(x, y | 1) - v(x, y0)),
               f32(u(x0 + 1, y0) - u(x0, y0)), f32(u(x0, y0 + 1) - u(x0, y0))]
run = {"mode": "graphics", "ms": "ms_derivatives", "mesh_dispatch": [1, 1, 1], "viewport": [W, H],
       "targets": [{"format": "R32_UINT", "clear": [0]}],
       "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 16 * NX * NY}],
       "check": ["u0"], "compare": "exact"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_ms_derivatives.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_ms_derivatives.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": u0}}) + "\n")
