#!/usr/bin/env python3
# Model of vs_instance_first.ll + ps_instance_first.ll: two instances from first instance 3,
# vertices from first vertex 5, on a 2x1 viewport; instance i covers pixel i, whose centre
# is x = i + 0.5. SV_Target = (i, 3, 5, i + 0.5). Writes the run and expect specs.
import json, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

first = 3
first_vertex = 5
out = []
for i in range(2):
    out += [f32(i), f32(first), f32(first_vertex), f32(i + 0.5)]
run = {"mode": "graphics", "vs": "vs_instance_first", "vertex_count": 3, "instance_count": 2,
       "first_instance": first, "first_vertex": first_vertex, "viewport": [2, 1],
       "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
       "resources": [], "check": ["rt0"], "compare": "exact"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "ps_instance_first.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "ps_instance_first.expect.json"), "w") as f:
    f.write(json.dumps({"rt0": {"u32": out}}) + "\n")
