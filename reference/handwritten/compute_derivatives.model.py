#!/usr/bin/env python3
# Model of compute_derivatives_linear.ll and compute_derivatives_quads.ll (DXIL.rst:
# DerivCoarseX/Y, DerivFineX/Y): in quad k every derivative is exact, ddx = k + 1 and
# ddy = 2k + 3, coarse and fine alike. Writes the run and expect specs of both cases.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

here = os.path.dirname(os.path.abspath(__file__))
for name, (nx, ny) in {"compute_derivatives_linear": (16, 1), "compute_derivatives_quads": (4, 4)}.items():
    out = []
    for t in range(nx * ny):
        x, y = t % nx, t // nx
        k = t >> 2 if ny == 1 else (x >> 1) + 2 * (y >> 1)
        out += [f32(k + 1), f32(2 * k + 3), f32(k + 1), f32(2 * k + 3)]
    run = {"dispatch": [1, 1, 1],
           "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 16 * nx * ny}],
           "check": ["u0"], "compare": "exact"}
    with open(os.path.join(here, name + ".run.json"), "w") as f:
        f.write(json.dumps(run) + "\n")
    with open(os.path.join(here, name + ".expect.json"), "w") as f:
        f.write(json.dumps({"u0": {"u32": out}}) + "\n")
