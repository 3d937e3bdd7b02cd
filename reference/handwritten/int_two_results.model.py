#!/usr/bin/env python3
# Model of int_two_results.ll (DXIL.rst: IMul, UMul, UDiv, UAddc, USubb); writes the run
# and expect specs next to this file.
import json, os

M32 = 0xFFFFFFFF
pairs = [(7, 3), (0xFFFFFFFF, 0xFFFFFFFF), (0x80000000, 2), (0x7FFFFFFF, 0x7FFFFFFF),
         (123456789, 0), (0, 0), (0xFFFFFFFF, 1), (1, 0xFFFFFFFF), (0x80000000, 0x80000000),
         (0xDEADBEEF, 0x12345678), (5, 0x80000001), (0x10000, 0x10000), (100, 7), (3, 100),
         (0xFFFFFFF0, 0x20), (0x40000000, 0xFFFFFFFD)]

def s32(x):
    return x - (1 << 32) if x >> 31 else x

out = []
for a, b in pairs:
    ip = (s32(a) * s32(b)) & ((1 << 64) - 1)
    up = a * b
    q, r = (a // b, a % b) if b else (M32, M32)
    out += [ip >> 32, ip & M32, up >> 32, up & M32, q, r,
            (a + b) & M32, int(a + b > M32), (a - b) & M32, int(a < b)]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 8 * len(pairs), "init": {"u32": [x for p in pairs for x in p]}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 40 * len(pairs)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "int_two_results.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "int_two_results.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
