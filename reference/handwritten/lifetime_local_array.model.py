#!/usr/bin/env python3
# Model of lifetime_local_array.ll (the HLSL in its header; lifetime markers compute nothing);
# writes the run and expect specs next to this file.
import json, os, random

M32 = 0xFFFFFFFF
THREADS = 16
random.seed(61)
data = [random.getrandbits(32) for _ in range(16)]

out = []
for t in range(THREADS):
    total = 0
    for r in range(4):
        arr = [data[(t + r + i) & 15] ^ (i * r) for i in range(8)]
        k = (3 * t + r) & 7
        arr[k] = (arr[k] + 100) & M32
        total = (total + arr[k] + arr[(k + r + 1) & 7]) & M32
    out.append(total)

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(data), "init": {"u32": data}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * THREADS}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "lifetime_local_array.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "lifetime_local_array.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
