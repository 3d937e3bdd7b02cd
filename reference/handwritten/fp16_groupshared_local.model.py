#!/usr/bin/env python3
# Model of fp16_groupshared_local.ll; writes the run and expect specs. Halves are quarter
# steps, so the one addition is exact.
import json, os, random, struct
from fp16_common import hbits

random.seed(3)
N = 32
xs = [random.randint(-40, 40) / 4 for _ in range(N)]
ys = [random.randint(-32768, 32767) for _ in range(N)]
data = struct.pack("<%dH" % N, *map(hbits, xs)) + struct.pack("<%dh" % N, *ys)

out = []
for t in range(N):
    a, b = xs[31 - t], ys[(t + 1) % N]
    loc = [0.0] * 8
    loc[t % 8], loc[(t + 1) % 8] = a, xs[t]
    out += [hbits(loc[t % 8] + loc[(t + 1) % 8]) | hbits(loc[(t + 2) % 8]) << 16, (b - t) & 0xFFFFFFFF]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": len(data), "init": {"u32": list(struct.unpack("<%dI" % (len(data) // 4), data))}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_groupshared_local.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_groupshared_local.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
