#!/usr/bin/env python3
# Model of rt_subobjects_all.hlsl run as a ray-tracing pipeline whose shader records carry
# the local root arguments of the library's own local root signatures (SBT from local root
# signatures): RayGenMain, MissMain (MissLocalRS: 4 root constants, Background) and
# ProcHitGroup = IntersectProc + ClosestHitProc (HitLocalRS: 4 root constants Tint, the root
# SRV PrimitiveColors as a device address, a descriptor table the shaders do not read).
# The records are written by D3D12's local-root-argument rules, offsets counted here by
# hand: constants 4-byte aligned, root descriptors and tables 8 bytes, 8-byte aligned.
#   HitLocalRS:  Tint at 0 (16 bytes), PrimitiveColors address at 16, table handle at 24.
#   MissLocalRS: Background at 0 (16 bytes).
# Scene: one procedural box (-1,-0.5,-1)..(1,0.5,1) in an instance translated by (0,0,1.5).
# IntersectProc reports the object-space plane y = 0 inside |x|,|z| <= 1. Camera at
# (0, 0.5, 0), FieldOfView 1: pixel (x, y) of 8x8 looks along normalize(d * 1, 1) with
# d = (idx + 0.5) / 8 * 2 - 1. A hit writes ((0.5, 1, 0.5) * Tint * PrimitiveColors[0]).rgb
# and t; a miss writes Background.rgb and -1. No ray passes within 0.05 of the square's edges.
import json, math, os, struct

W = H = 8
CAMERA = (0.0, 0.5, 0.0)
FOV = 1.0
OFFSET = (0.0, 0.0, 1.5)
TINT = (0.5, 0.25, 1.0, 1.0)
COLORS = [(1.0, 0.5, 0.25, 1.0), (9.0, 9.0, 9.0, 9.0)]
BACKGROUND = (0.1, 0.2, 0.3, 0.4)

out = []
for y in range(H):
    for x in range(W):
        d = ((x + 0.5) / W * 2 - 1, (y + 0.5) / H * 2 - 1)
        v = (d[0] * FOV, d[1] * FOV, 1.0)
        n = math.sqrt(sum(c * c for c in v))
        v = tuple(c / n for c in v)
        o = tuple(c - t for c, t in zip(CAMERA, OFFSET))
        color = None
        if abs(v[1]) > 1e-6:
            t = -o[1] / v[1]
            hit = tuple(a + b * t for a, b in zip(o, v))
            if t > 0.01 and abs(hit[0]) <= 1 and abs(hit[2]) <= 1:
                assert min(abs(abs(hit[0]) - 1), abs(abs(hit[2]) - 1)) > 0.05, (x, y)
                normal = (0.0, 1.0 if v[1] < 0 else -1.0, 0.0)
                color = tuple((nc * 0.5 + 0.5) * tc * pc for nc, tc, pc in zip(normal, TINT, COLORS[0])) + (t,)
        if color is None:
            color = BACKGROUND[:3] + (-1.0,)
        out += [struct.unpack("<I", struct.pack("<f", c))[0] for c in color]

transform = [1.0, 0, 0, OFFSET[0], 0, 1.0, 0, OFFSET[1], 0, 0, 1.0, OFFSET[2]]
run = {"mode": "raytracing", "raygen": "RayGenMain", "miss": ["MissMain"],
       "hit_groups": [{"name": "ProcHitGroup", "closest_hit": "ClosestHitProc", "intersection": "IntersectProc"}],
       "local_root_signature": "library",
       "records": {
           "MissMain": [{"f32": list(BACKGROUND)}],
           "ProcHitGroup": [{"f32": list(TINT)}, {"address_of": "t0", "space": 1}, {"u32": [0, 0]}]},
       "dispatch": [W, H, 1],
       "resources": [
           {"register": "t0", "type": "RaytracingAccelerationStructure", "aabbs": [-1.0, -0.5, -1.0, 1.0, 0.5, 1.0],
            "transform": transform},
           {"register": "u0", "type": "RWTexture2D", "format": "R32G32B32A32_FLOAT", "width": W, "height": H},
           {"register": "b0", "type": "cbuffer", "size": 16, "init": {"f32": list(CAMERA) + [FOV]}},
           {"register": "t0", "space": 1, "type": "StructuredBuffer", "stride": 16, "size": 32,
            "init": {"f32": [c for col in COLORS for c in col]}}],
       "check": ["u0"], "compare": {"f32_abs": 1e-4}}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "rt_subobjects_all.run.json"), "w") as f:
    f.write(json.dumps(run, indent=1) + "\n")
with open(os.path.join(here, "rt_subobjects_all.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
hits = sum(1 for i in range(0, len(out), 4) if struct.unpack("<f", struct.pack("<I", out[i + 3]))[0] > 0)
print(f"{hits} of {W * H} rays hit")
