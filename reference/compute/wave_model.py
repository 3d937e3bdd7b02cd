#!/usr/bin/env python3
"""Writes NAME.run.json and NAME.expect.json for the wave cases whose corpus entry has none
(wave_quad, wave_match_multiprefix, wave_multiprefix_countbits): the corpus oracle (DXC's
SPIR-V on lavapipe) cannot run them, so expect.json comes from this model of each .hlsl.

The model runs every wave in lockstep with all lanes active (no divergence in these
shaders), lanes = consecutive SV_GroupIndex values, at lavapipe's wave size 8 like the
other wave_* cases (WaveGetLaneCount is stored where the shader stores it). Quads are lanes
4k..4k+3, so wave_quad does not depend on the wave size.

Usage: python3 wave_model.py [--check]   (--check: compare with the files instead of writing)
"""
import json
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WAVE = 8
M32 = 0xFFFFFFFF


def inputs(count, seed):
    """Deterministic pseudo-random uints in [0, 64) (a small LCG, so no library is needed)."""
    out, x = [], seed
    for _ in range(count):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((x >> 16) & 63)
    return out


def f32_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def f32(value):
    return struct.unpack("<f", struct.pack("<f", value))[0]


def wave_of(i):
    base = i - i % WAVE
    return range(base, base + WAVE)


def match(keys, i):
    """WaveMatch: mask (as 4 words) of the lanes in i's wave whose key equals i's."""
    bits = 0
    for j in wave_of(i):
        if keys[j] == keys[i]:
            bits |= 1 << (j % WAVE)
    return [bits & M32, (bits >> 32) & M32, (bits >> 64) & M32, (bits >> 96) & M32]


def multi_prefix(values, masks, i, op, identity):
    """Exclusive prefix over the lanes below i (in its wave) that are in i's mask."""
    acc = identity
    mask = masks[i][0] | masks[i][1] << 32 | masks[i][2] << 64 | masks[i][3] << 96
    for j in wave_of(i):
        if j % WAVE < i % WAVE and mask >> (j % WAVE) & 1:
            acc = op(acc, values[j])
    return acc


def wave_quad():
    threads = 64
    v = inputs(threads, 11)
    out = []
    f = [f32(x * 0.25) for x in v]
    for t in range(threads):
        base = t & ~3
        lane = lambda k: v[base + k]
        p = (v[t ^ 2], (t % 32) ^ 2)
        out += [v[t ^ 1], v[t ^ 2], v[t ^ 3], lane(0), lane(1), (lane(2) + lane(3) * 65536) & M32,
                f32_bits(f32(f[t ^ 1] + f[t ^ 3])), (p[0] ^ (p[1] << 20)) & M32]
    run = {"dispatch": [2, 1, 1],
           "resources": [structured("t0", v), structured("u0", None, threads * 8 * 4)]}
    return run, out


def wave_match_multiprefix():
    threads = 32
    v = inputs(threads, 23)
    masks = [match([x % 3 for x in v], i) for i in range(threads)]
    fmasks = [match([float(x & 1) for x in v], i) for i in range(threads)]
    add = lambda a, b: (a + b) & M32
    out = []
    for i in range(threads):
        out += [WAVE, masks[i][0], masks[i][1],
                multi_prefix(v, masks, i, add, 0),
                multi_prefix([(x & 1) + 1 for x in v], masks, i, lambda a, b: (a * b) & M32, 1),
                multi_prefix([x & 4 for x in v], masks, i, add, 0) >> 2,
                multi_prefix([x | 0xFFFF0000 for x in v], masks, i, lambda a, b: a & b, M32),
                multi_prefix([x & 0xFF for x in v], masks, i, lambda a, b: a | b, 0),
                multi_prefix(v, masks, i, lambda a, b: a ^ b, 0),
                fmasks[i][0],
                multi_prefix([(x - 20) & M32 for x in v], fmasks, i, add, 0)]
    run = {"dispatch": [1, 1, 1],
           "resources": [structured("t0", v), structured("u0", None, threads * 11 * 4)]}
    return run, out


def wave_multiprefix_countbits():
    threads = 32
    v = inputs(threads, 37)
    mask = [match([x % 4 for x in v], i) for i in range(threads)]
    m1 = [match([x & 1 for x in v], i) for i in range(threads)]
    m2 = [match([(x >> 1) & 1 for x in v], i) for i in range(threads)]
    mask2 = [[a & b for a, b in zip(m1[i], m2[i])] for i in range(threads)]
    count = lambda a, b: a + b
    out = []
    for i in range(threads):
        out += [WAVE,
                multi_prefix([1 if x & 8 else 0 for x in v], mask, i, count, 0),
                multi_prefix([1 if x > 20 else 0 for x in v], mask2, i, count, 0),
                mask2[i][0]]
    run = {"dispatch": [1, 1, 1],
           "resources": [structured("t0", v), structured("u0", None, threads * 4 * 4)]}
    return run, out


def structured(register, values, size=None):
    kind = "StructuredBuffer" if register[0] == "t" else "RWStructuredBuffer"
    r = {"register": register, "space": 0, "type": kind, "stride": 4, "size": size or len(values) * 4}
    if values is not None:
        r["init"] = {"u32": values}
    return r


def run_text(run):
    """The corpus layout: one resource per line."""
    resources = ",\n".join("    " + json.dumps(r) for r in run["resources"])
    return (f'{{\n  "dispatch": {json.dumps(run["dispatch"])},\n  "resources": [\n{resources}\n  ],\n'
            f'  "check": {json.dumps(run["check"])},\n  "compare": "{run["compare"]}"\n}}\n')


def main():
    check = "--check" in sys.argv[1:]
    failed = False
    for name, model in [("wave_quad", wave_quad), ("wave_match_multiprefix", wave_match_multiprefix),
                        ("wave_multiprefix_countbits", wave_multiprefix_countbits)]:
        run, words = model()
        run["check"] = ["u0"]
        run["compare"] = "exact"
        expect = {"u0": {"u32": words}}
        files = {HERE / f"{name}.run.json": (run, run_text(run)),
                 HERE / f"{name}.expect.json": (expect, json.dumps(expect) + "\n")}
        for path, (data, text) in files.items():
            if check:
                if json.loads(path.read_text()) != data:
                    print(f"{path.name}: differs from the model")
                    failed = True
            else:
                path.write_text(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
