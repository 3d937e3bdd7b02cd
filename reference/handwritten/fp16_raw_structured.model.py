#!/usr/bin/env python3
# Model of fp16_raw_structured.ll (byte layouts of 16-bit raw and structured buffer accesses);
# writes the run and expect specs. Values are quarter steps, so every result is exact.
import json, os, random, struct
from fp16_common import hbits, fbits

random.seed(12)
q = lambda: random.randint(-40, 40) / 4
N = 16

def words(data):
    data = bytes(data) + bytes(-len(data) % 4)
    return list(struct.unpack("<%dI" % (len(data) // 4), data))

halves = [q() for _ in range(4 * N + 4)]
raw_in = b"".join(struct.pack("<H", hbits(h)) for h in halves)
structs = [(q(), random.randint(-9000, 9000), (q(), q()), q() * 3) for _ in range(N)]
str_in = b"".join(struct.pack("<HhHHf", hbits(a), b, hbits(c[0]), hbits(c[1]), d) for a, b, c, d in structs)

out = bytearray(128)
rws = bytearray(12 * N)
for t in range(N):
    vx, vy, vz, vw = halves[4 * t + 1:4 * t + 5]  # byte 8t + 2
    a, b, c, d = structs[t]
    struct.pack_into("<H", out, 2 * t, hbits(vx + vw))
    struct.pack_into("<H", out, 32 + 2 * t, (-3 * b) & 0xFFFF)
    struct.pack_into("<HH", out, 64 + 4 * t, hbits(vz), hbits(vy))
    struct.pack_into("<HHHHI", rws, 12 * t, hbits(2 * a), (b + t) & 0xFFFF, hbits(c[1]), hbits(c[0]), fbits(d + a))

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": len(raw_in), "init": {"u32": words(raw_in)}},
           {"register": "t1", "space": 0, "type": "StructuredBuffer", "stride": 12, "size": len(str_in), "init": {"u32": words(str_in)}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": len(out)},
           {"register": "u1", "space": 0, "type": "RWStructuredBuffer", "stride": 12, "size": len(rws)}],
       "check": ["u0", "u1"], "compare": "exact"}
with open(os.path.join(here, "fp16_raw_structured.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_raw_structured.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": words(out)}, "u1": {"u32": words(rws)}}) + "\n")
