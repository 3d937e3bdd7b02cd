#!/usr/bin/env python3
# Model of rq_basic_opaque.hlsl (inline ray queries in a compute shader), from the HLSL's
# rules, not from the translator: thread i traces Rays[i] through one opaque Proceed() and
# writes HitOutput {T, Barycentrics, Status}: the closest triangle hit in [TMin, TMax]
# (status 1, COMMITTED_TRIANGLE_HIT, with t in units of the ray's direction and the
# barycentrics of vertices 1 and 2), or T = -1, (0, 0), status 0 (COMMITTED_NOTHING).
# Scene: three triangles, two overlapping at different depths, in a translated instance.
# Every ray passes at least 0.02 from every edge it could hit.
import json, os, struct

TRIS = [((-1.0, -1.0, 1.0), (1.0, -1.0, 1.0), (-1.0, 1.0, 1.0)),
        ((-1.0, -1.0, 2.0), (1.0, -1.0, 2.0), (1.0, 1.0, 2.0)),
        ((0.2, 0.2, 0.5), (0.8, 0.2, 0.5), (0.2, 0.8, 0.5))]
OFFSET = (0.05, -0.03, 0.25)  # the instance's translation
DIRECTION = (0.1, -0.05, 1.0)  # not normalized: t counts direction lengths

def sub(a, b): return tuple(x - y for x, y in zip(a, b))
def add(a, b): return tuple(x + y for x, y in zip(a, b))
def dot(a, b): return sum(x * y for x, y in zip(a, b))
def cross(a, b): return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])

def intersect(o, d, tri, tmin, tmax):
    a, b, c = (add(p, OFFSET) for p in tri)
    e1, e2 = sub(b, a), sub(c, a)
    p = cross(d, e2)
    det = dot(e1, p)
    if abs(det) < 1e-12: return None
    s = sub(o, a)
    u = dot(s, p) / det
    q = cross(s, e1)
    v = dot(d, q) / det
    t = dot(e2, q) / det
    if t < tmin or t > tmax: return None
    if min(u, v, 1 - u - v) > -0.02 and min(u, v, 1 - u - v) < 0.02:
        raise SystemExit(f"ray from {o} passes within 0.02 of an edge")
    if u < 0 or v < 0 or u + v > 1: return None
    return t, u, v

rays, out = [], []
for i in range(64):
    x, y = i % 8, i // 8
    origin = (-1.2 + (x + 0.5) * 0.3 + 0.04, -1.2 + (y + 0.5) * 0.3 + 0.05, -1.0)
    tmin = 0.0
    tmax = 1.8 if (x + y) % 5 == 0 else 10.0  # 1.8: only the near small triangle is in reach
    rays += list(origin) + [tmin] + list(DIRECTION) + [tmax]
    hits = [h for h in (intersect(origin, DIRECTION, t, tmin, tmax) for t in TRIS) if h]
    if hits:
        t, u, v = min(hits)
        words = [struct.unpack("<I", struct.pack("<f", f))[0] for f in (t, u, v)] + [1]
    else:
        words = [struct.unpack("<I", struct.pack("<f", -1.0))[0], 0, 0, 0]
    out += words

transform = [1.0, 0, 0, OFFSET[0], 0, 1.0, 0, OFFSET[1], 0, 0, 1.0, OFFSET[2]]
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "type": "RaytracingAccelerationStructure",
            "triangles": [c for tri in TRIS for p in tri for c in p], "transform": transform},
           {"register": "t1", "type": "StructuredBuffer", "stride": 32, "size": 64 * 32, "init": {"f32": rays}},
           {"register": "u0", "type": "RWStructuredBuffer", "stride": 16, "size": 64 * 16}],
       "check": ["u0"],
       "compare": {"f32_abs": 1e-4, "exact_fields": {"stride": 4, "words": [3]}}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "rq_basic_opaque.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "rq_basic_opaque.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
status = out[3::4]
print(f"{sum(status)} of 64 rays hit")
