#!/usr/bin/env python3
# Model of rq_committed_info.hlsl, from the HLSL and DXR rules, not from the translator: 32
# rays (one per thread) from Origin along normalize(Direction + (i * Spread, 0, 0)), TMin 0.001,
# through RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_CULL_BACK_FACING_TRIANGLES>, dumped as 64
# words per ray (the HLSL's byte offsets / 4): status, RayFlags() (template | TraceRayInline's
# flags = 0x11), RayTMin, world origin and direction; for a triangle hit also the instance
# index (0), InstanceID (the instance's custom index), contribution to the hit-group index (0),
# geometry index (0), primitive index, t, barycentrics of vertices 1 and 2, front face (1: back
# faces are culled), the object-space ray, ObjectToWorld 3x4 rows and 4x3 row 3 (the
# translation), WorldToObject likewise (the inverse). DXR facing: a triangle is front facing
# when its vertices appear clockwise from the ray origin in object space (left-handed), i.e.
# dot(cross(v1 - v0, v2 - v0), object direction) < 0.
# Scene (object space), one instance rotated 30 degrees about y, scaled by 2, translated:
#   0: z = 0, front facing for +z, lower-left half of [-4, 4]^2;
#   1: z = -1, same shape wound the other way: back facing, culled (rays pass through it);
#   2: z = -0.5, front facing, a smaller triangle in front of 0 for some rays.
import json, math, os, struct

TRIS = [((-4.0, -4.0, 0.0), (-4.0, 4.0, 0.0), (4.0, -4.0, 0.0)),
        ((-4.0, -4.0, -1.0), (4.0, -4.0, -1.0), (-4.0, 4.0, -1.0)),
        ((-1.5, -1.0, -0.5), (-1.5, 1.0, -0.5), (0.5, -1.0, -0.5))]
ANGLE, SCALE, TRANSLATION = math.radians(30.0), 2.0, (1.0, 0.5, 3.0)
INSTANCE_ID = 0x12345
ORIGIN, DIRECTION, SPREAD, MASK = (-3.0, 1.1, -20.0), (0.02, 0.0, 1.0), 0.007, 0x1F3  # the shader masks with 0xFF
TMIN, TMAX, FLAGS = 0.001, 1.0e5, 0x11

def f32(x): return struct.unpack("<I", struct.pack("<f", x))[0]
def sub(a, b): return tuple(x - y for x, y in zip(a, b))
def dot(a, b): return sum(x * y for x, y in zip(a, b))
def cross(a, b): return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
def mat_vec(m, v): return tuple(dot(row, v) for row in m)

c, s = math.cos(ANGLE), math.sin(ANGLE)
LINEAR = ((SCALE * c, 0.0, SCALE * s), (0.0, SCALE, 0.0), (-SCALE * s, 0.0, SCALE * c))  # rotation about y, scaled
O2W = [list(LINEAR[r]) + [TRANSLATION[r]] for r in range(3)]  # 3x4, row-major (the instance transform)
INV_LINEAR = tuple(tuple(LINEAR[col][row] / (SCALE * SCALE) for col in range(3)) for row in range(3))  # R^T / s
INV_T = tuple(-x for x in mat_vec(INV_LINEAR, TRANSLATION))
W2O = [list(INV_LINEAR[r]) + [INV_T[r]] for r in range(3)]

def intersect(o, d, tri):
    a, b, cc = tri
    e1, e2 = sub(b, a), sub(cc, a)
    if dot(cross(e1, e2), d) >= 0: return None  # back facing (or edge-on): culled
    p = cross(d, e2)
    det = dot(e1, p)
    q0 = sub(o, a)
    u = dot(q0, p) / det
    q = cross(q0, e1)
    v = dot(d, q) / det
    t = dot(e2, q) / det
    if t < TMIN or t > TMAX: return None
    if -0.004 < min(u, v, 1 - u - v) < 0.004:
        raise SystemExit(f"a ray passes within 0.004 of an edge of {tri}")
    if u < 0 or v < 0 or u + v > 1: return None
    return t, u, v

out, hits = [], 0
for i in range(32):
    d = (DIRECTION[0] + i * SPREAD, DIRECTION[1], DIRECTION[2])
    n = math.sqrt(dot(d, d))
    d = tuple(x / n for x in d)
    words = [0] * 64
    words[0:4] = [0, FLAGS, f32(TMIN), 0]
    words[4:10] = [f32(x) for x in ORIGIN + d]
    obj_o = tuple(x + t for x, t in zip(mat_vec(INV_LINEAR, ORIGIN), INV_T))
    obj_d = mat_vec(INV_LINEAR, d)
    found = [(h, k) for k, h in ((k, intersect(obj_o, obj_d, tri)) for k, tri in enumerate(TRIS)) if h]
    if found:
        hits += 1
        (t, u, v), prim = min(found)
        words[0] = 1  # COMMITTED_TRIANGLE_HIT
        words[10:15] = [0, INSTANCE_ID, 0, 0, prim]
        words[15:18] = [f32(t), f32(u), f32(v)]
        words[18] = 1
        words[19:25] = [f32(x) for x in obj_o + obj_d]
        words[25:37] = [f32(x) for row in O2W for x in row]
        words[37:40] = [f32(O2W[r][3]) for r in range(3)]
        words[40:52] = [f32(x) for row in W2O for x in row]
        words[52:55] = [f32(W2O[r][3]) for r in range(3)]
    out += words

params = [f32(x) for x in ORIGIN] + [MASK] + [f32(x) for x in DIRECTION] + [f32(SPREAD)]
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "type": "RaytracingAccelerationStructure",
            "triangles": [x for tri in TRIS for p in tri for x in p],
            "transform": [x for row in O2W for x in row], "instance_id": INSTANCE_ID},
           {"register": "b0", "type": "cbuffer", "size": 32, "init": {"u32": params}},
           {"register": "u0", "type": "RWByteAddressBuffer", "size": 32 * 256}],
       "check": ["u0"],
       "compare": {"f32_abs": 2e-3, "exact_fields": {"stride": 64, "words": [0, 1, 3, 10, 11, 12, 13, 14, 18]}}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "rq_committed_info.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "rq_committed_info.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
prims = [out[64 * i + 14] for i in range(32) if out[64 * i]]
print(f"{hits} of 32 rays hit; primitives hit: {sorted(set(prims))}")
