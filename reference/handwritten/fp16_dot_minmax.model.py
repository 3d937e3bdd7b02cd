#!/usr/bin/env python3
# Model of fp16_dot_minmax.ll (DXIL.rst Dot2/3/4, FMax/FMin with D3D's NaN rule); writes the run
# and expect specs. Dot operands are quarter steps in [-4, 4], so every product and partial
# sum is exact in fp16 and the order or fusion of the dot's operations cannot matter.
import json, math, os, random
from fp16_common import hbits

random.seed(54)
nan, inf = math.nan, math.inf
specials = [(nan, 1.5), (-2.0, nan), (inf, 3.0), (-inf, 3.0), (nan, -inf), (0.5, -0.25), (-7.0, inf), (nan, 0.0)]

def fmax(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else max(a, b)

def fmin(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else min(a, b)

inputs, out = [], []
for t in range(16):
    h = [random.randint(-16, 16) / 4 for _ in range(8)]
    p, q = specials[t % len(specials)] if t < 8 else (random.randint(-16, 16) / 4, random.randint(-16, 16) / 4)
    inputs += [hbits(h[i]) | hbits(h[i + 1]) << 16 for i in range(0, 8, 2)] + [hbits(p) | hbits(q) << 16]
    dot = lambda n: sum(h[i] * h[n + i] for i in range(n))
    out += [hbits(dot(2)), hbits(dot(3)), hbits(dot(4)), hbits(fmax(p, q)),
            hbits(fmin(p, q)), hbits(max(h[0], 0.0)), hbits(min(max(h[1], -1.0), 1.0)), hbits(fmax(p, h[0]))]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_dot_minmax.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_dot_minmax.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
