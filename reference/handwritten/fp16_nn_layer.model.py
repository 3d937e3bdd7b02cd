#!/usr/bin/env python3
# Model of fp16_nn_layer.ll; writes the run and expect specs. Inputs are quarter steps and
# weights multiples of 1/4 in [-1, 1], so every product and partial sum is exact in fp16 (the
# model checks it): the order, fusion or rounding of the operations cannot change the result.
import json, os, random, struct
from fp16_common import hbits
from fractions import Fraction

def h2b(x):
    return hbits(float(x))

def exact_half(x):
    """x (a Fraction) if fp16 represents it exactly; fails otherwise, so rounding never matters."""
    assert Fraction(struct.unpack("<e", struct.pack("<e", float(x)))[0]) == x, x
    return x

random.seed(16)
N = 16
xs = [Fraction(random.randint(-12, 12), 4) for _ in range(N)]
ws = [[Fraction(random.choice([-4, -2, -1, 0, 1, 2, 4]), 4) for _ in range(N)] for _ in range(N)]
act = [max(x, 0) for x in xs]
out = []
for o in range(N):
    acc = Fraction(0)
    for k in range(0, N, 2):
        d = exact_half(ws[o][k] * act[k] + ws[o][k + 1] * act[k + 1])
        acc = exact_half(acc + d)
    y = max(acc, 0)
    out += [h2b(y), h2b(acc)]

xwords = [h2b(xs[i]) | h2b(xs[i + 1]) << 16 for i in range(0, N, 2)]
wwords = [h2b(ws[o][k]) | h2b(ws[o][k + 1]) << 16 for o in range(N) for k in range(0, N, 2)]
here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(xwords), "init": {"u32": xwords}},
           {"register": "t1", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(wwords), "init": {"u32": wwords}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
name = "fp16_nn_layer"
with open(os.path.join(here, name + ".run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, name + ".expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
