#!/usr/bin/env python3
# Model of cbuffer_load_16bit.ll (DXIL.rst, CBufferLoad: the scalar at a byte offset of the
# buffer, little-endian); writes the run and expect specs next to this file.
import json, os, random, struct

random.seed(58)
cb = bytearray(random.getrandbits(8) for _ in range(48))  # rows 0-2: i16, i32, i64 data
cb += struct.pack("<eefd", 1.5, -0.0999755859375, 3.25e-3, -1234.5678901234)  # row 3

def at(fmt, offset):
    return struct.unpack_from("<" + fmt, cb, offset)[0]

def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

out = []
for t in range(8):
    w64 = at("Q", 32 + 8 * (t & 1))
    d2 = struct.unpack("<Q", struct.pack("<d", at("d", 56) * 2))[0]  # doubling is exact
    out += [at("H", 2 * t), at("I", 16 + 4 * (t & 3)), w64 & 0xFFFFFFFF, w64 >> 32,
            f32bits(at("e", 48 + 2 * (t & 1))), f32bits(at("f", 52) * 2), d2 & 0xFFFFFFFF, d2 >> 32]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "b0", "space": 0, "type": "cbuffer", "size": len(cb), "init": {"hex": cb.hex()}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "cbuffer_load_16bit.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "cbuffer_load_16bit.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
