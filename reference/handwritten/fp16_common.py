# Half-precision helpers shared by the fp16_*.model.py scripts: IEEE binary16 with
# round-to-nearest-even (Python's struct "e"), overflowing to infinity.
import math, struct

def half(x):
    """x rounded to the nearest half value (ties to even), as a Python float."""
    if math.isnan(x) or math.isinf(x) or abs(x) >= 65520.0:
        return x if not abs(x) >= 65520.0 or math.isinf(x) else math.copysign(math.inf, x)
    return struct.unpack("<e", struct.pack("<e", x))[0]

def hbits(x):
    """Bit pattern of x rounded to half."""
    return struct.unpack("<H", struct.pack("<e", half(x)))[0]

def from_hbits(b):
    return struct.unpack("<e", struct.pack("<H", b))[0]

def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

def is_normal_half(x):
    return x == 0.0 or (not math.isinf(x) and abs(x) >= 2.0 ** -14)
