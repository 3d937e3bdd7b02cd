#!/usr/bin/env python3
# Model of the footprint WriteSamplerFeedback / WriteSamplerFeedbackBias record
# (emit_sampler_feedback.cpp), checked against the region counts vkd3d-proton 3.0.1's
# test_sampler_feedback_implicit_lod_aniso expects (2048^2 texture, 3 mips, 64x64 mip regions,
# one lit pixel of a quad, anisotropic sampler, MaxAnisotropy 16) and the mips its
# test_sampler_feedback_implicit_lod[_bias] expects (isotropic gradients, point sampler).
#
# Rule, per sample (texel units of mip 0; dx, dy the coordinate derivatives):
#   lq   = the driver's LOD query (Vulkan: log2(Pmax / min(Pmax/Pmin, maxAniso)) under an
#          anisotropic sampler, log2(Pmax) otherwise), 8 fraction bits
#   lod  = floor((lq + bias) * 256) / 256, clamped to the view's mips; mips floor/ceil(lod)
#   taps = 2^ceil(log2(clamp(Pmax / 2^lq, 1, min(16, Pmax / Pmin))) - 1/128)   (power-of-two tap count)
#   at mip m the box around the point has half-extents, in texels of mip m,
#          0.5 + 0.5 * (taps - 1) * 2^(lod - m) * |major axis unit vector|
#   every region the box touches is marked.
import math, struct

def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]

SIZE, MIPS, REGION = 2048, 3, 64

def lod_query(dx, dy, aniso):
    pmax, pmin = max(math.hypot(*dx), math.hypot(*dy)), min(math.hypot(*dx), math.hypot(*dy))
    if pmax == 0:
        return -math.inf
    base = math.log2(pmax / min(pmax / pmin, 16.0)) if aniso and pmin > 0 else math.log2(pmax)
    return round(base * 256) / 256

def footprint(uv0, gx, gy, bias, aniso=True, metric_error=0.0):
    """{mip: number of regions marked} for the lit pixel (0, 0) of the quad. metric_error shifts
    the queried LOD as a driver whose LOD metric is not the gradient length does (NVIDIA on
    diagonal gradients reads the larger component: log2(sqrt(1/2)) = -0.5)."""
    uv = lambda i, j: tuple(f32(f32(uv0[k] + f32(i * gx[k])) + f32(j * gy[k])) for k in range(2))
    p0 = uv(0, 0)
    dx = tuple((a - b) * SIZE for a, b in zip(uv(1, 0), p0))
    dy = tuple((a - b) * SIZE for a, b in zip(uv(0, 1), p0))
    lq = lod_query(dx, dy, aniso) + metric_error
    lod = math.floor((lq + bias) * 256) / 256 if lq != -math.inf else -math.inf
    lod = min(max(lod, 0.0), MIPS - 1.0)
    major = dx if math.hypot(*dx) >= math.hypot(*dy) else dy
    pmax = math.hypot(*major)
    pmin = min(math.hypot(*dx), math.hypot(*dy))
    most = min(16.0, pmax / pmin) if pmin > 0 else 16.0
    taps_n = 1.0 if pmax == 0 or lq == -math.inf else min(max(pmax / 2 ** lq, 1.0), most)
    taps = 2 ** math.ceil(math.log2(taps_n) - 1 / 128)
    unit = [abs(c) / pmax if pmax else 0.0 for c in major]
    counts = {}
    for m in sorted({math.floor(lod), math.ceil(lod)}):
        size = SIZE >> m
        n = 1
        for k in range(2):
            p = (p0[k] % 1.0) * size
            h = 0.5 + 0.5 * (taps - 1) * 2 ** (lod - m) * unit[k]
            lo, hi = (math.floor(min(max(v, 0), size - 1)) for v in (p - h, p + h))
            n *= (hi // REGION) - (lo // REGION) + 1
        counts[m] = n
    return [counts.get(m, 0) for m in range(MIPS)]

# The aniso test's sub-tests: (coordinate, ddx, ddy in texels of mip 0, bias, regions per mip).
E, D = 1 / 128, f32(0.70710678118)
ext = lambda rate, bias: 0.5 * 2 ** math.ceil(math.log2(rate)) * 2 ** bias
cases = [((63.5 - E, 63.5 - E), (1, 0), (0, 1), 0, [1, 0, 0]),
         ((63.5 - E, 63.5 - E), (1, 0), (0, 1), 1 / 512, [1, 0, 0]),
         ((62.5 - E, 62.5 - E), (1, 0), (0, 1), 80 / 256, [1, 1, 0])]
cases += [((63.5 - E, 63.5 - E), gx, gy, 0, [2, 0, 0])
          for gx, gy in [((2, 0), (0, 1)), ((1, 0), (0, 2)), ((0, 2), (1, 0)), ((0, 1), (2, 0))]]
for bias, lod1 in ((0.0, False), (0.4, True)):
    for gx, gy in [((D, D), (-D, D)), ((-D, D), (-D, -D)), ((D, -D), (-D, -D)), ((D, D), (D, -D))]:
        cases.append(((63.5 - E, 63.5 - E), gx, gy, f32(bias), [1, int(lod1), 0]))
rates = list(range(1, 17)) + [r + 0.5 for r in range(1, 16)]
for r in rates:
    cases.append(((64 - ext(r, 0) - E, 63.5 - E), (r, 0), (0, 1), 0, [1, 0, 0]))
    cases.append(((64 - ext(r, 0) + E, 63.5 - E), (r, 0), (0, 1), 0, [2, 0, 0]))
for minor, bias, near, far in ((2, 0, [0, 1, 0], [0, 2, 0]), (1, 1, [0, 1, 0], [0, 2, 0]), (2, -1, [1, 0, 0], [2, 0, 0])):
    for r in range(2, 9):
        cases.append(((128 - ext(r, bias) - E, 63.5 - E), (r, 0), (0, minor), bias, near))
        cases.append(((128 - ext(r, bias) + E, 2 * (63.5 - E)), (r, 0), (0, minor), bias, far))

bad = 0
for i, (c, gx, gy, bias, want) in enumerate(cases):
    got = footprint(tuple(f32(v / SIZE) for v in c), tuple(f32(v / SIZE) for v in gx),
                    tuple(f32(v / SIZE) for v in gy), bias)
    bad += got != want
    print(f"aniso {i:3}: grad {gx} {gy} bias {bias:.4f}: regions {got} want {want}{'' if got == want else '  MISMATCH'}")

# The isotropic test (32x32 regions, point sampler, 2x2 pixels): the finest mip marked
# (MinMip) must be floor(max(log2(grad) + bias, 0)) clamped to the last mip.
REGION = 32
for biased in (False, True):
    for grad, bias in ((2, 0), (0, 14), (2, -1), (1, 3), (1, 1)):
        b = bias if biased else 0
        want = min(int(max((math.log2(grad) if grad else -math.inf) + b, 0)), MIPS - 1)
        got = footprint((f32(16.5 / SIZE),) * 2, (f32(grad / SIZE), 0), (0, f32(grad / SIZE)), b, aniso=False)
        finest = next(m for m in range(MIPS) if got[m])
        bad += finest != want or got[finest] != 1
        print(f"iso grad {grad} bias {b:3}: regions {got}, finest {finest} want {want}")
# Diagonal (isotropic) footprints stay one bilinear footprint whatever the driver's LOD metric
# (NVIDIA: the larger component, -0.5 here); without the Pmax / Pmin bound they covered 4 regions.
for bias in (0.0, 0.4):
    for gx, gy in [((D, D), (-D, D)), ((D, -D), (-D, -D))]:
        got = footprint(tuple(f32(v / SIZE) for v in (63.5 - E, 63.5 - E)), tuple(f32(v / SIZE) for v in gx),
                        tuple(f32(v / SIZE) for v in gy), f32(bias), metric_error=-0.5)
        bad += got[0] != 1
        print(f"diagonal, LOD metric -0.5, bias {bias}: regions {got}, mip 0 want 1")
print("mismatches:", bad)
raise SystemExit(bad != 0)
