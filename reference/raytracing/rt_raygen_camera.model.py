#!/usr/bin/env python3
# Model of rt_raygen_camera.hlsl run as a ray-tracing pipeline (RayGen, Miss, one hit group
# with ClosestHit) over an 8x8 launch, from the HLSL's rules, not from the translator:
# InvViewProj = identity, so pixel p's target is (ndc, 1); Eye = (0, 0, -2); the ray goes from
# Eye towards the target, t in [0.001, 100]. The scene: two triangles at z = 0 (one instance,
# identity transform). A hit writes (1 - u - v, u, v, 1) with the hit's barycentrics; a miss
# writes lerp(white, (0.4, 0.6, 1), 0.5 * (dir.y + 1)) with alpha 0. The rays meet z = 0 at
# multiples of 1/12 and the triangles' edges avoid them (no pixel is decided by an edge).
# Writes the specs.
import json, math, os, struct

W = H = 8
EYE = (0.0, 0.0, -2.0)
TRIS = [((-0.8, -0.8, 0.0), (0.6, -0.8, 0.0), (-0.8, 0.6, 0.0)),
        ((0.9, 0.9, 0.0), (0.13, 0.9, 0.0), (0.9, 0.13, 0.0))]

def sub(a, b): return tuple(x - y for x, y in zip(a, b))
def dot(a, b): return sum(x * y for x, y in zip(a, b))
def cross(a, b): return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])

def intersect(o, d, tri):
    a, b, c = tri
    e1, e2 = sub(b, a), sub(c, a)
    p = cross(d, e2)
    det = dot(e1, p)
    if abs(det) < 1e-12: return None
    s = sub(o, a)
    u = dot(s, p) / det
    q = cross(s, e1)
    v = dot(d, q) / det
    t = dot(e2, q) / det
    if u < 0 or v < 0 or u + v > 1 or t < 0.001 or t > 100: return None
    return t, u, v

out = []
for y in range(H):
    for x in range(W):
        ndc = ((x + 0.5) / W * 2 - 1, (y + 0.5) / H * -2 + 1)
        target = (ndc[0], ndc[1], 1.0)
        d = sub(target, EYE)
        n = math.sqrt(dot(d, d))
        d = tuple(c / n for c in d)
        hits = [h for h in (intersect(EYE, d, t) for t in TRIS) if h]
        if hits:
            t, u, v = min(hits)
            color = (1 - u - v, u, v, 1.0)
        else:
            k = 0.5 * (d[1] + 1)
            color = (1 + (0.4 - 1) * k, 1 + (0.6 - 1) * k, 1.0, 0.0)
        out += [struct.unpack("<I", struct.pack("<f", c))[0] for c in color]

camera = [1.0, 0, 0, 0, 0, 1.0, 0, 0, 0, 0, 1.0, 0, 0, 0, 0, 1.0] + list(EYE) + [100.0]
run = {"mode": "raytracing", "raygen": "RayGen", "miss": ["Miss"], "hit_groups": [{"closest_hit": "ClosestHit"}],
       "dispatch": [W, H, 1],
       "resources": [
           {"register": "t0", "type": "RaytracingAccelerationStructure",
            "triangles": [c for tri in TRIS for p in tri for c in p]},
           {"register": "u0", "type": "RWTexture2D", "format": "R32G32B32A32_FLOAT", "width": W, "height": H},
           {"register": "b0", "type": "cbuffer", "size": 80, "init": {"f32": camera}}],
       "check": ["u0"], "compare": {"f32_abs": 1e-4}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "rt_raygen_camera.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "rt_raygen_camera.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
