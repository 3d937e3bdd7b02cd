#!/usr/bin/env python3
# Writes atomic64_bab.run.json and .expect.json. The corpus has no run.json for this case
# (DXC's SPIR-V backend lacks the RWByteAddressBuffer Interlocked*64 methods, so there is no
# independent translation to run); every result below is order-independent, so this model
# of the HLSL gives the expected bytes.
import json, os, random

M64 = (1 << 64) - 1
random.seed(64)
inputs = [random.getrandbits(32) for _ in range(64)]
inputs[:6] = [0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x00FFFFFF]

def s64(x):
    return x - (1 << 64) if x >> 63 else x

words = [0] * 10  # 64-bit slots at byte 0, 8, ... 72
words[1] = M64                 # umin starts at the largest value
words[3] = (1 << 63) - 1       # smin starts at INT64_MAX
words[4] = 1 << 63             # smax starts at INT64_MIN
words[5] = M64                 # and
init = list(words)
tickets = []
for t, v in enumerate(inputs):
    big = ((v << 24) | t) & M64
    sv = v - (1 << 32) if v >> 31 else v
    sbig = (sv * 4096) & M64
    words[0] = (words[0] + big) & M64
    words[1] = min(words[1], big)
    words[2] = max(words[2], big)
    words[3] = min(s64(words[3]), s64(sbig)) & M64
    words[4] = max(s64(words[4]), s64(sbig)) & M64
    words[5] &= ~(1 << ((t + 16) & 63)) & M64   # D3D masks 64-bit shift amounts to 6 bits
    words[6] |= 1 << ((t + 8) & 63)
    words[7] ^= big
    tickets.append(words[8] >> 32)
    words[8] = (words[8] + (1 << 32)) & M64
for ticket in tickets:
    words[9] |= 1 << (ticket & 63)

def u32s(ws):
    return [x for w in ws for x in (w & 0xFFFFFFFF, w >> 32)]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [2, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 4, "size": 256, "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 80, "init": {"u32": u32s(init)}}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "atomic64_bab.run.json"), "w") as f:
    json.dump(run, f)
    f.write("\n")
with open(os.path.join(here, "atomic64_bab.expect.json"), "w") as f:
    json.dump({"u0": {"u32": u32s(words)}}, f)
    f.write("\n")
