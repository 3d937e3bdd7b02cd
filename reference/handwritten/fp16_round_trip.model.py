#!/usr/bin/env python3
# Model of fp16_round_trip.ll: (float)(half)f must be f rounded to half precision. Inputs are
# chosen so that rounding to nearest and toward zero agree (D3D leaves the conversion's rounding
# to the implementation), and so that the result is a normal half or zero: OpQuantizeToF16 may
# flush half denormals to zero. Then half(f16tof32(w)) of words w whose low 16 bits are any
# half but a NaN (denormals included) gives those bits back. Writes the run and expect specs.
import json, math, os, random, struct
from fp16_common import half, hbits, fbits

random.seed(262)

def toward_zero(x):
    """x truncated to half precision (normal range), as a Python float."""
    if x == 0.0:
        return x
    e = math.floor(math.log2(abs(x)))
    step = 2.0 ** (e - 10)
    return math.copysign(math.floor(abs(x) / step) * step, x)

def rounds_alike(x):
    return abs(x) < 65504.0 and (x == 0.0 or abs(x) >= 2.0 ** -14) and half(x) == toward_zero(x)

# vkd3d-proton's fptrunc_roundtrip values (.625 and .125 past a step of 2), then random floats
# with bits below half precision.
values = [2048.625, 2050.625, 2052.125, 2054.125, -2048.625, 1.0 + 2.0 ** -12, 0.1, -0.0]
while len(values) < 16:
    x = struct.unpack("<f", struct.pack("<I", random.getrandbits(32)))[0]
    if not math.isnan(x) and rounds_alike(x) and half(x) != x:
        values.append(x)
assert all(rounds_alike(x) for x in values)

def not_nan(b):
    return (b >> 10) & 31 != 31 or b & 1023 == 0

words = [0x0001, 0x83FF, 0x0400, 0x7C00, 0xFC00, 0x8000, 0x3C00 | 0xABCD0000, 0x7BFF]
while len(words) < 16:
    w = random.getrandbits(32)
    if not_nan(w & 0xFFFF):
        words.append(w)

inputs = [fbits(x) for x in values] + words
out = [fbits(half(x)) for x in values] + [hbits(x) for x in values] + [w & 0xFFFF for w in words]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "fp16_round_trip.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "fp16_round_trip.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
