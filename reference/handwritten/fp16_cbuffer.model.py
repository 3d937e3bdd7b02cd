#!/usr/bin/env python3
# Model of fp16_cbuffer.ll (HLSL's 16-bit constant buffer layout); writes the run and expect
# specs. Values are small multiples of 1/8, so every half result is exact.
import json, os, struct
from fp16_common import hbits, fbits

s0, s1, u, v, f, w, i = 1.25, -3.5, 0xFFF0, (0.5, -2.25, 7.0), 1000.5, (1.5, -2.5, 0.125, 4.0), -1234
cb = struct.pack("<HHH3Hf4Hh", hbits(s0), hbits(s1), u, *map(hbits, v), f, *map(hbits, w), i)
cb += bytes(-len(cb) % 16)

out = []
for t in range(16):
    out += [hbits(s0 * t + s1) | hbits(sum(v)) << 16,
            ((u + t) & 0xFFFF) | hbits(w[0] * w[1] + w[2] - w[3]) << 16,
            fbits(f + s0), (i + t) & 0xFFFFFFFF]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "b0", "space": 0, "type": "cbuffer", "size": len(cb), "init": {"u32": list(struct.unpack("<%dI" % (len(cb) // 4), cb))}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_cbuffer.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_cbuffer.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
