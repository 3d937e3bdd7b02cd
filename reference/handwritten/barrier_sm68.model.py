#!/usr/bin/env python3
# Model of barrier_sm68.ll (DXIL.rst: BarrierByMemoryType, BarrierByMemoryHandle); writes the
# run and expect specs next to this file.
import json, os

M32 = 0xFFFFFFFF
N, GROUP = 128, 64
inp = [(i * 2654435761 + 12345) & M32 for i in range(N)]

out = [0] * (2 * N)
for i in range(N):
    g, t = divmod(i, GROUP)
    out[i] = (inp[g * GROUP + ((t + 1) % GROUP)] * 3 + 1) & M32
for i in range(N):
    g, t = divmod(i, GROUP)
    out[N + i] = out[g * GROUP + ((t + 5) % GROUP)] ^ inp[i]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [2, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * N, "init": {"u32": inp}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 8 * N}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "barrier_sm68.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "barrier_sm68.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
