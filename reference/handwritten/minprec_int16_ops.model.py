#!/usr/bin/env python3
# Model of minprec_int16_ops.ll with exact 16-bit semantics (DXIL.rst: i16 / half are
# min16int / min16uint / min16float); every value stays in the 16-bit range, so a translator
# computing them in 32 bits must give the same words. Writes the run and expect specs.
import json, os, struct

M32 = 0xFFFFFFFF

def s16(v):
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v

def word(v):
    return v & M32

def model(a, b):
    dec = s16(a - 1)
    neg = dec < -2
    big = b > 40000
    half = dec >> 1  # arithmetic shift
    q, sh = b // 3, b >> 4
    rev = int('{:016b}'.format(b)[::-1], 2)
    bits = bin(a & 0xFFFF).count('1')
    hi = M32 if b == 0 else 15 - (b.bit_length() - 1)  # DXIL FirstbitHi counts from the MSB
    flags = int(neg) | int(big) << 1 | int(a == -1) << 2 | int(b == 40000) << 3
    low = b & 3
    case = 100 if low == 0 else -5
    f = a * 0.5 + low  # exact in half: |a| <= 2048 and even
    fbits = struct.unpack('<I', struct.pack('<f', f))[0]
    return [word(half), q, sh, flags, rev, bits, hi, word(case), fbits]

pairs = [(-1, 40000), (0, 40001), (-2048, 65535), (2048, 0), (-6, 39999), (10, 3), (-1000, 32768), (1, 12345)]
inputs, out = [], []
for a, b in pairs:
    inputs += [word(a), b]
    out += model(a, b) + [0, 0, 0]  # words 9-11 of each 48-byte record are not written

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "minprec_int16_ops.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "minprec_int16_ops.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
