#!/usr/bin/env python3
# Model of fp16_typed.ll (typed buffers of R16G16B16A16_FLOAT, R16G16B16A16_SINT and R16G16_UINT
# texels); writes the run and expect specs. Halves are quarter steps, so every result is exact.
import json, os, random, struct
from fp16_common import hbits

random.seed(69)
q = lambda: random.randint(-40, 40) / 4
N = 16

def words(data):
    return list(struct.unpack("<%dI" % (len(data) // 4), bytes(data)))

h = [[q() for _ in range(4)] for _ in range(N)]
i = [[random.randint(-32768, 32767) for _ in range(4)] for _ in range(N)]
for t in range(N):
    i[t][0] = random.randint(-2048, 2048)  # exact as a half

h_in = b"".join(struct.pack("<4H", *map(hbits, r)) for r in h)
i_in = b"".join(struct.pack("<4h", *r) for r in i)
o_out = b"".join(struct.pack("<4H", hbits(r[0] + r[1]), hbits(2 * r[2]), hbits(float(s[0])), hbits(r[3]))
                 for r, s in zip(h, i))
u_out = b"".join(struct.pack("<2H", (s[1] + t) & 0xFFFF, (s[2] & 0xFFFF) ^ 0x8001) for t, s in enumerate(i))

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "Buffer", "format": "R16G16B16A16_FLOAT", "size": len(h_in), "init": {"u32": words(h_in)}},
           {"register": "t1", "space": 0, "type": "Buffer", "format": "R16G16B16A16_SINT", "size": len(i_in), "init": {"u32": words(i_in)}},
           {"register": "u0", "space": 0, "type": "RWBuffer", "format": "R16G16B16A16_FLOAT", "size": len(o_out)},
           {"register": "u1", "space": 0, "type": "RWBuffer", "format": "R16G16_UINT", "size": len(u_out)}],
       "check": ["u0", "u1"], "compare": "exact"}
with open(os.path.join(here, "fp16_typed.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_typed.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": words(o_out)}, "u1": {"u32": words(u_out)}}) + "\n")
