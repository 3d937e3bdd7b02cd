# Helpers for the tex_*.model.py files: float bits, clamp-addressed point and bilinear
# sampling of a 2D layer (D3D: texel centres at i + 0.5), and writing run/expect specs.
import json, math, os, struct

def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]

def texel(layer, w, h, x, y):
    return layer[min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)]

def point(layer, w, h, px, py):
    return texel(layer, w, h, math.floor(px), math.floor(py))

def bilinear(layer, w, h, px, py):
    x, y = px - 0.5, py - 0.5
    i, j = math.floor(x), math.floor(y)
    a, b = x - i, y - j
    return ((1 - a) * (1 - b) * texel(layer, w, h, i, j) + a * (1 - b) * texel(layer, w, h, i + 1, j) +
            (1 - a) * b * texel(layer, w, h, i, j + 1) + a * b * texel(layer, w, h, i + 1, j + 1))

def write(model_file, run, expect):
    here = os.path.dirname(os.path.abspath(model_file))
    name = os.path.basename(model_file)[:-len(".model.py")]
    for ext, data in ((".run.json", run), (".expect.json", expect)):
        with open(os.path.join(here, name + ext), "w") as f:
            f.write(json.dumps(data) + "\n")
