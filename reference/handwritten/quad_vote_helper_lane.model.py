#!/usr/bin/env python3
# Model of quad_vote_helper_lane.ll (DXIL.rst: QuadVote, IsHelperLane); writes the run and
# expect specs next to this file.
import json, os

N = 32
# Quads (4k..4k+3) with no, one, some and all conditions set.
bits = [0, 0, 0, 0,  1, 0, 0, 0,  0, 1, 1, 0,  1, 1, 1, 1,  0, 0, 0, 1,  1, 1, 0, 1,  0, 0, 1, 0,  1, 1, 1, 1]
inp = [b | (i * 0x9E3779B8) & 0xFFFFFFFE for i, b in enumerate(bits)]

out = []
for t in range(N):
    quad = bits[t & ~3:(t & ~3) + 4]
    out.append(int(any(quad)) | int(all(quad)) << 1 | 0 << 2 | bits[t] << 3)

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * N, "init": {"u32": inp}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * N}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "quad_vote_helper_lane.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "quad_vote_helper_lane.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
