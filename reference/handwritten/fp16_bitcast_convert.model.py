#!/usr/bin/env python3
# Model of fp16_bitcast_convert.ll: bitcasts keep bits, half -> float is exact; writes the run
# and expect specs. Floats converted to half are exactly representable (D3D converts between
# float formats rounding toward zero, IEEE to nearest even: the results must not depend on it).
# Halves are normal, zero or infinite (no denormal or NaN handling, which may differ).
import json, math, os, random
from fp16_common import hbits, from_hbits, fbits

random.seed(130)

def normal_half_bits():
    while True:
        b = random.getrandbits(16)
        e = (b >> 10) & 31
        if 0 < e < 31:
            return b

exact = [65504.0, -6.103515625e-05, -0.0, math.inf, -math.inf, 1.0 + 2.0 ** -10]
specials = [0x0000, 0x8000, 0x7C00, 0xFC00, 0x3C00, 0x7BFF, 0x0400, 0x8400]

inputs, out = [], []
for t in range(16):
    lo, hi, third = (specials[t], specials[-1 - t], 0x3555) if t < 8 else (normal_half_bits(), normal_half_bits(), normal_half_bits())
    f = exact[t] if t < len(exact) else from_hbits(normal_half_bits())
    inputs += [lo | hi << 16, fbits(f), random.getrandbits(16) | third << 16]
    lo_f, hi_f, third_f = from_hbits(lo), from_hbits(hi), from_hbits(third)
    out += [fbits(lo_f), fbits(hi_f), hbits(f), hbits(f), fbits(hi_f), fbits(third_f), lo ^ 0x8000, lo]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_bitcast_convert.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_bitcast_convert.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
