#!/usr/bin/env python3
# Model of float_to_int_saturate.ll: D3D's float -> integer conversion (ftoi/ftou in the D3D
# docs: round toward zero, inputs clamped to the destination range, NaN -> 0); writes the run
# and expect specs.
import json, math, os, struct

def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

def f16bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]

def convert(x, bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isnan(x):
        return 0
    if x >= hi + 1:
        return hi
    if x <= lo - 1:
        return lo
    return max(lo, min(hi, math.trunc(x)))

inf, nan = math.inf, math.nan
floats = [nan, inf, -inf, 0.0, -0.0, 0.99, -0.99, 1.5, -1.5, 2147483520.0, 2147483648.0, -2147483648.0,
          -2147483904.0, 4294967040.0, 4294967296.0, 3e9, -3e9, 1e20, -1e20, 32767.5, 32768.0, -32768.75,
          -32769.0, 65535.5, 65536.0, 9.2e18, 2.0 ** 63, -(2.0 ** 63), 1.9e19, 1.8e19, -1e-30, 123456.789]
halves = [nan, inf, -inf, 65504.0, -65504.0, 32768.0, -32768.0, 32752.0, -32752.0, -0.5, 1.5, 0.0,
          1000.5, -1000.5, 2048.0, -0.0, 65504.0, 1.0, -1.0, 0.25, 4097.0, -4097.0, 60000.0, -60000.0,
          nan, inf, -inf, 32767.0, 3.0, 7.5, -7.5, 12.0]
assert len(floats) == len(halves) == 32

inputs, out = [], []
for f, h in zip(floats, halves):
    f = struct.unpack("<f", struct.pack("<f", f))[0]  # the values the shader sees
    h = struct.unpack("<e", struct.pack("<e", h))[0]
    inputs += [f32bits(f), f16bits(h)]
    s64, u64 = convert(f, 64, True), convert(f, 64, False)
    out += [convert(f, 32, True) & 0xFFFFFFFF, convert(f, 32, False),
            s64 & 0xFFFFFFFF, (s64 >> 32) & 0xFFFFFFFF, u64 & 0xFFFFFFFF, u64 >> 32,
            convert(f, 16, True) & 0xFFFFFFFF, convert(f, 16, False),
            convert(h, 16, True) & 0xFFFFFFFF, convert(h, 32, False),
            convert(f, 32, True) & 0xFFFFFFFF, convert(f, 32, False)]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "float_to_int_saturate.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "float_to_int_saturate.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
