#!/usr/bin/env python3
# Model of bits_16_64.ll (DXIL.rst: Bfrev, Countbits, FirstbitLo, FirstbitHi, FirstbitSHi, with
# the MSB-relative count of FirstbitHi/SHi at the operand's width); writes the run and expect specs.
import json, os, random

NONE = 0xFFFFFFFF

def bfrev(x, w):
    return int(format(x, "0%db" % w)[::-1], 2)

def firstbit_lo(x):
    return (x & -x).bit_length() - 1 if x else NONE

def firstbit_hi(x, w):
    return w - x.bit_length() if x else NONE

def firstbit_shi(x, w):
    if x >> (w - 1):
        x ^= (1 << w) - 1
    return firstbit_hi(x, w)

values64 = [0, 1, 1 << 63, (1 << 64) - 1, 0x00000000FFFFFFFF, 0xFFFFFFFF00000000, 0x0000000100000000,
            0x8000000000000000 | 1, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFE, 0x0123456789ABCDEF, 0x00000000000F0000]
values16 = [0, 1, 0x8000, 0xFFFF, 0x7FFF, 0x00FF, 0xFF00, 0x0100, 0xFFFE, 0x1234, 0x4000, 0xC000]
random.seed(34)
values64 += [random.getrandbits(64) for _ in range(4)]
values16 += [random.getrandbits(16) for _ in range(4)]

inputs, out = [], []
for x, y in zip(values64, values16):
    inputs += [x & 0xFFFFFFFF, x >> 32, y, 0]
    r = bfrev(x, 64)
    out += [r & 0xFFFFFFFF, r >> 32, bin(x).count("1"), firstbit_lo(x), firstbit_hi(x, 64), firstbit_shi(x, 64),
            bfrev(y, 16), bin(y).count("1"), firstbit_lo(y), firstbit_hi(y, 16), firstbit_shi(y, 16), 0]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "bits_16_64.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "bits_16_64.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
