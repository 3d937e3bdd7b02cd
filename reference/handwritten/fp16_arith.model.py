#!/usr/bin/env python3
# Model of fp16_arith.ll: half arithmetic with IEEE binary16 results; writes the run and expect
# specs. Every result is exact in fp16 (a, b, c quarter steps, d a 5-bit integer times 2^-4..2^1),
# so neither the rounding mode (D3D allows truncation), nor fusing, nor the precision of div,
# frac and fmod can matter; no result is a denormal (fp16 denormal handling may differ).
import json, math, os, random
from fp16_common import half, hbits, is_normal_half

random.seed(2)
quarter = lambda: random.randint(-32, 32) / 4

def short_half():
    return random.choice([-1, 1]) * random.randint(1, 31) * 2.0 ** random.randint(-4, 1)

rows = []
for t in range(16):
    a, b, c = quarter(), quarter(), quarter()
    while math.fmod(a, 0.75) == 0:  # the sign of a zero remainder is not pinned down by Vulkan
        a = quarter()
    if t % 5 == 0:
        b = a
    d = short_half()
    for r in (a + d, a - d, d * d):
        assert half(r) == r and is_normal_half(r), (a, d)
    rows.append((a, b, c, d))

inputs, out = [], []
for t, (a, b, c, d) in enumerate(rows):
    inputs += [hbits(a) | hbits(b) << 16, hbits(c) | hbits(d) << 16]
    n = 37 * t - 300
    flags = int(a < b) | int(a == b) << 1 | int(a != d) << 2
    out += [hbits(a + d), hbits(a - d), hbits(a * b), hbits(d * d), hbits(a / 4), hbits(math.fmod(a, 0.75)),
            hbits(-a), hbits(a * b + c), flags, int(d) & 0xFFFFFFFF, n & 0xFFFFFFFF, hbits(a * b),
            hbits(abs(d)), hbits(float(math.floor(d))), hbits(a - math.floor(a)), hbits(min(max(d, 0.0), 1.0))]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_arith.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_arith.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
