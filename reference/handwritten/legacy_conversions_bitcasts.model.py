#!/usr/bin/env python3
# Model of legacy_conversions_bitcasts.ll; writes the run and expect specs. Doubles are chosen
# exactly representable as floats (or infinite) so that LegacyDoubleToFloat does not depend on
# a rounding mode; no NaNs, whose payload a negation or conversion need not keep. The integer
# conversions follow D3D's saturating rules (NaN -> 0 is covered by float_to_int_saturate).
# Values that go through arithmetic (the negations) are normal: flushing denormals is allowed
# under DXIL's default fp32 denorm mode, and NVIDIA's driver does flush them.
import json, math, os, struct

def dbits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]

def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

def hbits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]

def convert(x, bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if x >= hi + 1:
        return hi
    if x <= lo - 1:
        return lo
    return max(lo, min(hi, math.trunc(x)))

def is_normal(bits, width):
    exp_bits = {16: 5, 32: 8, 64: 11}[width]
    mant_bits = width - 1 - exp_bits
    e = (bits >> mant_bits) & ((1 << exp_bits) - 1)
    return 0 < e < (1 << exp_bits) - 1

inf = math.inf
# double, float, half values; then the classified double, float and half bit patterns
rows = [
    (1.5, 2.25, 0.5, dbits(1.0), fbits(1.0), hbits(1.0)),
    (-2.75, -1e10, -3.0, 1, 1, 1),                                      # smallest denormals
    (3e9, 123.0, 65504.0, 0x000FFFFFFFFFFFFF, 0x007FFFFF, 0x03FF),      # largest denormals
    (-3e9, inf, -inf, 0x0010000000000000, 0x00800000, 0x0400),          # smallest normals
    (2147483520.0, -inf, 0.0, dbits(0.0), fbits(0.0), hbits(0.0)),
    (-2147483648.0, 0.0, -0.0, dbits(-0.0), fbits(-0.0), hbits(-0.0)),
    (4294967040.0, 1e-30, 1e-3, dbits(inf), fbits(inf), hbits(inf)),
    (1e300, 3.5, 7.0, dbits(-inf), fbits(-inf), hbits(-inf)),
    (-1e300, -0.0, 1024.0, 0x7FF8000000000000, 0x7FC00000, 0x7E00),     # NaN: not normal
    (inf, 16777216.0, -1.0, dbits(-1e300), fbits(-3e38), hbits(-65504.0)),
    (-inf, 0.125, 0.1, dbits(1e-310), fbits(1e-45), hbits(6e-8)),
    (0.5, -0.5, -0.5, dbits(2.0 ** -1022), fbits(2.0 ** -126), hbits(2.0 ** -14)),
    (-0.0, 1.0, 1.0, dbits(123.456), fbits(123.456), hbits(123.4)),
    (1e9, -7.0, 2.0, dbits(2.0 ** -1023), fbits(2.0 ** -127), hbits(2.0 ** -15)),
    (-1.0, 8388608.0, 2048.0, dbits(-5e-324), 0x80000001, 0x8001),
    (4294967296.0, 42.0, -2048.0, dbits(1.7976931348623157e308), 0x7F7FFFFF, 0x7BFF),
]

inputs, out = [], []
for d, f, h, cd, cf, ch in rows:
    f = struct.unpack("<f", struct.pack("<f", f))[0]
    h = struct.unpack("<e", struct.pack("<e", h))[0]
    db = dbits(d)
    inputs += [db & 0xFFFFFFFF, db >> 32, fbits(f), hbits(h), cd & 0xFFFFFFFF, cd >> 32, cf, ch]
    as_float = struct.unpack("<f", struct.pack("<f", d))[0] if abs(d) <= 3.4028234663852886e38 else math.copysign(inf, d)
    assert math.isinf(as_float) or as_float == d, d
    neg_d = dbits(-d)
    normal = int(is_normal(cf, 32)) | int(is_normal(ch, 16)) << 1 | int(is_normal(cd, 64)) << 2
    out += [fbits(as_float), convert(d, 32, True) & 0xFFFFFFFF, convert(d, 32, False),
            neg_d & 0xFFFFFFFF, neg_d >> 32, fbits(f) ^ 0x80000000, hbits(h) ^ 0x8000, normal]

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 4 * len(inputs), "init": {"u32": inputs}},
           {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out)}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "legacy_conversions_bitcasts.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "legacy_conversions_bitcasts.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
