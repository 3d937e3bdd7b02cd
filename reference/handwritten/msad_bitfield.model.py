#!/usr/bin/env python3
# Model of msad_bitfield.ll, following the pseudo-code of DXIL.rst (Msad, its sum wrapping
# modulo 2^32 as hardware does; Ibfe, Ubfe, Bfi); writes the run and expect specs.
import json, os, random

M32 = 0xFFFFFFFF

def msad(ref, src, accum):
    for i in range(4):
        r, s = (ref >> (8 * i)) & 0xFF, (src >> (8 * i)) & 0xFF
        if r == 0:
            continue
        accum = (accum + abs(r - s)) & M32
    return accum

def ubfe(width, offset, value, signed=False):
    w, o = width & 31, offset & 31
    if w == 0:
        return 0
    if w + o < 32:
        field = (value >> o) & ((1 << w) - 1)
        top = w - 1
    else:
        field = value >> o
        top = 31 - o
    if signed and field >> top & 1:
        field |= M32 & ~((1 << (top + 1)) - 1)
    return field & M32

def bfi(width, offset, value, replaced):
    w, o = width & 31, offset & 31
    mask = (((1 << w) - 1) << o) & M32
    return ((value << o) & mask) | (replaced & ~mask & M32)

rows = [
    # ref, src, accum, width, offset, value, replaced
    (0x01020304, 0x04030201, 0, 8, 0, 0x000000FF, 0xFFFFFFFF),
    (0x00FF00FF, 0xFF00FF00, 10, 8, 8, 0x0000FF00, 0),
    (0xFFFFFFFF, 0x00000000, 0xFFFFFF00, 4, 28, 0x80000000, 0x12345678),   # wraps past 2^32
    (0x00000000, 0xFFFFFFFF, 77, 0, 5, 0xFFFFFFFF, 0xA5A5A5A5),            # ref all 0; width 0
    (0x80808080, 0x7F817F81, 0xFFFFFFFC, 31, 1, 0xFFFFFFFE, 0),           # wraps to exactly 0
    (0x10203040, 0x40302010, 1000, 33, 36, 0xF0F0F0F0, 0x0F0F0F0F),        # width/offset masked
    (0x0000FF00, 0x000000FF, 5, 20, 20, 0x000FFFFF, 0xFFFFFFFF),           # field clipped at bit 31
    (0xFE01FE01, 0x01FE01FE, 0, 16, 16, 0x00008000, 0x0000FFFF),
]
random.seed(50)
for _ in range(8):
    rows.append(tuple(random.getrandbits(32) if i not in (3, 4) else random.randrange(64) for i in range(7)))

inputs, out = [], []
for ref, src, accum, width, offset, value, replaced in rows:
    inputs += [ref, src, accum, width, offset, value, replaced, 0]
    out += [msad(ref, src, accum), ubfe(width, offset, value, True), ubfe(width, offset, value), bfi(width, offset, value, replaced)]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "msad_bitfield.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "msad_bitfield.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
