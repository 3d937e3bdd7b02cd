#!/usr/bin/env python3
# Model of ps_quad_vote_edges (vs_quad_vote_edges.ll → ps_quad_vote_edges.ll), from D3D's
# rules, not from the translator: the triangle (0, 0), (10, 0), (0, 7) in pixels covers the
# pixels whose centre (x + .5, y + .5) satisfies 7x + 10y < 70 (no centre lies on an edge).
# A quad is the 2x2 block at even (x, y); QuadAny / QuadAll vote over its four pixels,
# covered or helper, each with its own condition c(x, y) = (5x + 3y) mod 7 < 3. Covered
# pixels get (any, all, c, 1); the rest keep the clear colour. Writes the run and expect specs
# and checks that the image tells Any from All (a quad with mixed conditions is covered).
import json, os, struct

W = H = 8
CLEAR = [-1.0] * 4


def covered(x, y):
    cx, cy = x + 0.5, y + 0.5
    return 7 * cx + 10 * cy < 70


def cond(x, y):
    return (5 * x + 3 * y) % 7 < 3


pixels = [[CLEAR for _ in range(W)] for _ in range(H)]
mixed_covered = helper_decides = False
for qy in range(0, H, 2):
    for qx in range(0, W, 2):
        quad = [(qx + i, qy + j) for j in range(2) for i in range(2)]
        votes = [cond(x, y) for x, y in quad]
        q_any, q_all = any(votes), all(votes)
        lit = [p for p in quad if covered(*p)]
        if lit and q_any != q_all:
            mixed_covered = True
        # A quad where the covered pixels alone would vote otherwise: helpers must count.
        if lit and len(lit) < 4:
            own = [cond(x, y) for x, y in lit]
            if any(own) != q_any or all(own) != q_all:
                helper_decides = True
        for x, y in lit:
            pixels[y][x] = [float(q_any), float(q_all), float(cond(x, y)), 1.0]
assert mixed_covered, "no covered quad tells QuadAny from QuadAll"
assert helper_decides, "no edge quad where helper lanes change the vote"

words = [struct.unpack("<I", struct.pack("<f", c))[0] for row in pixels for p in row for c in p]
here = os.path.dirname(os.path.abspath(__file__))
run = {"mode": "graphics", "vs": "vs_quad_vote_edges", "vertex_count": 3, "viewport": [W, H], "resources": [],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": CLEAR}], "check": ["rt0"], "compare": "exact"}
with open(os.path.join(here, "ps_quad_vote_edges.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "ps_quad_vote_edges.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": words}}) + "\n")
