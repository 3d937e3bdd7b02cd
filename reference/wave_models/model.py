#!/usr/bin/env python3
"""Python model of every wave_* corpus case, parameterized by the wave (subgroup) size W.

Purpose: show that the wave cases that fail on a 32-wide GPU differ from expect.json only
because expect.json was made on lavapipe, whose subgroup size is 8.

Model (D3D wave semantics):
- lanes of a wave are consecutive SV_GroupIndex values, W per wave; waves never span groups;
- a wave op runs over the ACTIVE lanes of its wave: in a divergent branch, the lanes that took
  the branch; in a loop iteration, the lanes executing that iteration; after a loop or a
  switch, every lane of the wave that reached it (lanes that returned early are gone);
- float results are rounded to float32 after every operation (sums in lane order; if a float
  word differs only by rounding, the comparison reports the ulp distance).

Usage:
  python3 model.py --check-expect     model(W=8) vs reference/AREA/NAME.expect.json
  python3 model.py --compare DIR      model(W=32) vs DIR/AREA_NAME.out.json (GPU outputs)
  options: --wave N (override W), --case NAME (only cases whose name contains NAME),
           --accept-alternatives (a case matching a documented ALTERNATIVES model passes)
"""
import json
import math
import struct
import sys
from pathlib import Path

REF = Path(__file__).resolve().parent.parent
M32 = 0xFFFFFFFF


# ---------------------------------------------------------------- float32 helpers

def f32(x):
    """Round a Python float to float32."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(w):
    return struct.unpack("<f", struct.pack("<I", w))[0]


def ulp_distance(a, b):
    """Distance in float32 ulps between two words (ordered integer mapping)."""
    def key(w):
        return w if w < 0x80000000 else 0x80000000 - (w & 0x7FFFFFFF)
    return abs(key(a) - key(b))


def is_float(w):
    """A normal finite float32 (small integers stored as u32 are denormals and are not)."""
    return 0 < (w >> 23) & 0xFF < 0xFF


def fadd(a, b):
    return f32(a + b)


def fmul(a, b):
    return f32(a * b)


# ---------------------------------------------------------------- run.json access

class Run:
    def __init__(self, area, name):
        self.area, self.name = area, name
        self.spec = json.loads((REF / area / f"{name}.run.json").read_text())
        self.res = {r["register"]: r for r in self.spec["resources"]}

    def words(self, reg):
        """A resource's initial contents as a list of u32 words (size/4 of them)."""
        r = self.res[reg]
        out = [0] * (r["size"] // 4)
        init = r.get("init", {})
        if "u32" in init:
            vals = [x & M32 for x in init["u32"]]
        elif "i32" in init:
            vals = [x & M32 for x in init["i32"]]
        elif "f32" in init:
            vals = [f32_bits(x) for x in init["f32"]]
        elif "hex" in init:
            b = bytes.fromhex(init["hex"])
            b += bytes(-len(b) % 4)
            vals = list(struct.unpack(f"<{len(b) // 4}I", b))
        else:
            vals = []
        out[:len(vals)] = vals
        return out

    def floats(self, reg):
        return [bits_f32(w) for w in self.words(reg)]

    def outputs(self):
        """Zeroed buffers for every checked register."""
        return {reg: [0] * (self.res[reg]["size"] // 4) for reg in self.spec["check"]}


# ---------------------------------------------------------------- wave helpers
# Lanes are named by thread id (SV_GroupIndex + group offset); `act` is a sorted list of the
# active thread ids of one wave, `base` the thread id of the wave's lane 0.

def waves(threads, W, group=64):
    """Thread-id lists of each wave: groups of `group` threads, split into W-lane waves."""
    out = []
    for g0 in range(0, threads, group):
        for b in range(g0, g0 + group, W):
            out.append(list(range(b, min(b + W, g0 + group))))
    return out


def wsum(act, val):
    return sum(val[t] for t in act) & M32


def wfsum(act, val):
    acc = 0.0
    for t in act:
        acc = fadd(acc, val[t])
    return acc


def wred(act, val, op):
    acc = val[act[0]]
    for t in act[1:]:
        acc = op(acc, val[t])
    return acc


def wprefix(act, t, val, op, ident):
    acc = ident
    for u in act:
        if u < t:
            acc = op(acc, val[u])
    return acc


def wcount(act, pred):
    return sum(1 for t in act if pred[t])


def wballot(act, pred, base):
    bits = 0
    for t in act:
        if pred[t]:
            bits |= 1 << (t - base)
    return [(bits >> (32 * k)) & M32 for k in range(4)]


def add32(a, b):
    return (a + b) & M32


def s32(x):
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


# ---------------------------------------------------------------- compute cases

def wave_broadcast(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b = wv[0]
        lanes = len(wv)
        odd = [t for t in wv if v[t] & 1]
        big = [t for t in wv if v[t] > 40]
        for t in wv:
            k = t * 8
            o[k + 0] = lanes
            o[k + 1] = v[b + 1]
            o[k + 2] = (v[b + lanes - 1] * 2) & M32
            o[k + 3] = f32_bits(fmul(float(v[b + 2]), 0.5))
            p = b + lanes // 2
            o[k + 4] = (v[p] ^ (p << 16)) & M32
            o[k + 5] = (v[wv[0]] + 1000) & M32
            o[k + 6] = odd[0] if t in odd else M32
            o[k + 7] = v[big[0]] if t in big else M32
    return out


def wave_divergent(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b = wv[0]
        odd = [t for t in wv if v[t] & 1]
        even = [t for t in wv if not v[t] & 1]
        sw = {m: [t for t in wv if v[t] % 3 == m] for m in range(3)}
        for t in wv:
            if v[t] & 1:
                a = wsum(odd, v)
                bb = len(odd)
                c = wprefix(odd, t, {u: 1 for u in odd}, add32, 0)
            else:
                a = (max(v[u] for u in even) + 100000) & M32
                bb = wcount(even, {u: v[u] > 10 for u in even})
                c = 1 if t == even[0] else 0
            m = v[t] % 3
            if m == 0:
                d = wballot(sw[0], {u: True for u in sw[0]}, b)[0]
            elif m == 1:
                d = (sum(sw[1]) + 0x10000) & M32
            else:
                d = len(sw[2]) + 0x20000
            o[t * 5:t * 5 + 5] = [W if len(wv) == W else len(wv), a, bb, c, d]
    return out


def wave_lane_info(run, W):
    out = run.outputs()
    o = out["u0"]
    for wv in waves(128, W):
        lanes = len(wv)
        for t in wv:
            gi = t % 64
            lane = t - wv[0]
            o[t * 4:t * 4 + 4] = [lanes, lane, 1 if lane == 0 else 0, 1 if gi % lanes == lane else 0]
    return out


def wave_prefix(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        for t in wv:
            k = t * 7
            o[k + 0] = len(wv)
            o[k + 1] = wprefix(wv, t, v, add32, 0)
            o[k + 2] = wprefix(wv, t, {u: -(v[u] & 15) & M32 for u in wv}, add32, 0)
            o[k + 3] = f32_bits(wprefix(wv, t, {u: float(v[u] & 7) for u in wv}, fadd, 0.0))
            o[k + 4] = wprefix(wv, t, {u: (v[u] & 1) + 1 for u in wv}, lambda a, b: (a * b) & M32, 1)
            o[k + 5] = f32_bits(wprefix(wv, t, {u: 2.0 if v[u] & 2 else 1.0 for u in wv}, fmul, 1.0))
            o[k + 6] = wprefix(wv, t, {u: 1 if v[u] & 4 else 0 for u in wv}, add32, 0)
    return out


def wave_reduce_float(run, W):
    v = run.floats("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        prod_in = {t: 2.0 if t & 1 else (0.5 if t & 2 else 1.0) for t in wv}
        half = {t: fmul(v[t], 0.5) for t in wv}
        res = [f32(float(len(wv))), wfsum(wv, v), wred(wv, prod_in, fmul), wred(wv, v, min),
               wred(wv, v, max), wfsum(wv, half), wfsum(wv, {t: float(t) for t in wv})]
        for t in wv:
            o[t * 7:t * 7 + 7] = [f32_bits(x) for x in res]
    return out


def wave_reduce_int(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        s = {t: s32(v[t]) for t in wv}
        res = [len(wv), wsum(wv, v),
               wred(wv, {t: 2 if v[t] & 3 == 0 else 1 for t in wv}, lambda a, b: (a * b) & M32),
               min(v[t] for t in wv), max(v[t] for t in wv),
               min(s.values()) & M32, max(s.values()) & M32,
               wred(wv, {t: v[t] | 0x10000000 for t in wv}, lambda a, b: a & b),
               wred(wv, {t: v[t] & 0x00FF00FF for t in wv}, lambda a, b: a | b),
               wred(wv, v, lambda a, b: a ^ b),
               sum(s[t] >> 4 for t in wv) & M32,
               sum(-(v[t] & 255) for t in wv) & M32]
        for t in wv:
            o[t * 12:t * 12 + 12] = res
    return out


def wave_shuffle(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b, lanes = wv[0], len(wv)
        lane = {t: t - b for t in wv}
        s1 = {t: (v[t] + v[b + (lane[t] ^ 1)]) & M32 for t in wv}
        for t in wv:
            k = t * 5
            o[k + 0] = lanes
            o[k + 1] = v[b + (lane[t] ^ 1)]
            o[k + 2] = v[b + (lane[t] + 1) % lanes]
            src = b + v[t] % lanes
            o[k + 3] = (v[src] + src) & M32
            o[k + 4] = (s1[t] + s1[b + (lane[t] ^ 2)]) & M32
    return out


def wave_size_attribute(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        for t in wv:
            o[t * 4:t * 4 + 4] = [len(wv), t - wv[0], wsum(wv, v), t - wv[0]]
    return out


def wave_vote(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b = wv[0]

        def all_eq(f):
            return len({f(t) for t in wv}) == 1
        r = 0
        r |= 1 if all(v[t] < 1000 for t in wv) else 0
        r |= 2 if all(v[t] < 50 for t in wv) else 0
        r |= 4 if any(v[t] == 7 for t in wv) else 0
        r |= 8 if any(t - b == 3 for t in wv) else 0
        r |= 16 if all_eq(lambda t: t // 64) else 0
        r |= 32 if all_eq(lambda t: v[t]) else 0
        r |= 64 if all_eq(lambda t: float(v[t] & 0xF0)) else 0
        r |= 128 if all_eq(lambda t: v[t] >> 8) else 0     # .y is the constant 5
        ballot = wballot(wv, {t: v[t] & 1 for t in wv}, b)
        cnt = wcount(wv, {t: v[t] % 3 == 0 for t in wv})
        for t in wv:
            o[t * 7:t * 7 + 7] = [len(wv), r] + ballot + [cnt]
    return out


def wmatch(wv, key):
    """WaveMatch for every lane of wave wv (all active): {t: mask as 4 words}."""
    b = wv[0]
    return {t: wballot(wv, {u: key[u] == key[t] for u in wv}, b) for t in wv}


def wmulti_prefix(t, val, mask, b, op, ident):
    """WaveMultiPrefix*: exclusive prefix over the lanes below t that are in t's mask."""
    m = mask[t][0] | mask[t][1] << 32 | mask[t][2] << 64 | mask[t][3] << 96
    acc = ident
    for lane in range(t - b):
        if m >> lane & 1:
            acc = op(acc, val[b + lane])
    return acc


def wave_match_multiprefix(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(32, W, group=32):
        b = wv[0]
        mask = wmatch(wv, {t: v[t] % 3 for t in wv})
        fmask = wmatch(wv, {t: float(v[t] & 1) for t in wv})
        for t in wv:
            def mp(val, op, ident, m=mask):
                return wmulti_prefix(t, val, m, b, op, ident)
            o[t * 11:t * 11 + 11] = [
                len(wv), mask[t][0], mask[t][1],
                mp(v, add32, 0),
                mp({u: (v[u] & 1) + 1 for u in wv}, lambda a, c: (a * c) & M32, 1),
                mp({u: v[u] & 4 for u in wv}, add32, 0) >> 2,
                mp({u: v[u] | 0xFFFF0000 for u in wv}, lambda a, c: a & c, M32),
                mp({u: v[u] & 0xFF for u in wv}, lambda a, c: a | c, 0),
                mp(v, lambda a, c: a ^ c, 0),
                fmask[t][0],
                mp({u: (v[u] - 20) & M32 for u in wv}, add32, 0, fmask)]
    return out


def wave_multiprefix_countbits(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(32, W, group=32):
        b = wv[0]
        mask = wmatch(wv, {t: v[t] % 4 for t in wv})
        mask2 = wmatch(wv, {t: (v[t] & 1, (v[t] >> 1) & 1) for t in wv})
        for t in wv:
            o[t * 4:t * 4 + 4] = [
                len(wv),
                wmulti_prefix(t, {u: 1 if v[u] & 8 else 0 for u in wv}, mask, b, add32, 0),
                wmulti_prefix(t, {u: 1 if v[u] > 20 else 0 for u in wv}, mask2, b, add32, 0),
                mask2[t][0]]
    return out


# ---------------------------------------------------------------- control-flow cases
# ByteAddressBuffer word index = byte offset / 4; one group of 64, so dtid.x == SV_GroupIndex.

def wave_ballot_loop(run, W):
    inp = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b = wv[0]
        work = {t: inp[t] & 63 for t in wv}
        rounds = {t: 0 for t in wv}
        trace = {t: 0 for t in wv}
        allr = {t: 0 for t in wv}
        act = list(wv)
        while act:
            act = [t for t in act if rounds[t] < 40]
            if not act:
                break
            for t in act:
                rounds[t] += 1
            busy = {t: work[t] != 0 for t in act}
            pop = sum(bin(x).count("1") for x in wballot(act, busy, b))
            for t in act:
                trace[t] = (trace[t] * 3 + pop) & M32
            if not any(busy.values()):
                break                                   # uniform exit: all active lanes leave
            busyl = [t for t in act if busy[t]]
            for t in busyl:
                work[t] = work[t] - 1 if work[t] & 1 else work[t] >> 1
            if all(work[t] != 0 for t in busyl):        # WaveActiveAllTrue over the busy lanes
                for t in busyl:
                    allr[t] += 1
            act = [t for t in act if work[t] != 5]      # divergent exit
        for t in wv:
            o[t * 4:t * 4 + 4] = [rounds[t], trace[t], allr[t], work[t]]
        if b == 0:
            o[256] = len(wv)
    return out


def wave_countbits_loop(run, W):
    inp = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        n = {t: inp[t * 2] & 15 for t in wv}
        brk = {t: inp[t * 2 + 1] for t in wv}
        hist = {t: 0 for t in wv}
        sums = {t: 0 for t in wv}
        kf = {}
        act = [t for t in wv if n[t] > 0]
        for t in wv:
            if n[t] == 0:
                kf[t] = 0
        k = 0
        while act:
            c = len(act)
            s = (len(act) * (k + 1)) & M32
            for t in act:
                hist[t] = (hist[t] * 7 + c) & M32
                sums[t] = (sums[t] + s) & M32
            nxt = []
            for t in act:
                if k == brk[t]:
                    kf[t] = k                               # break keeps k
                elif k + 1 >= n[t]:
                    kf[t] = k + 1                           # loop condition fails
                else:
                    nxt.append(t)
            act = nxt
            k += 1
        after = len(wv)
        after_sum = wsum(wv, kf)
        for t in wv:
            o[t * 5:t * 5 + 5] = [hist[t], sums[t], after, after_sum, kf[t]]
        if wv[0] == 0:
            o[320] = len(wv)
    return out


def wave_early_return(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        if 1 in wv:
            o[256] = len(wv)
        for t in wv:
            o[t * 4] = 0xEE
        alive = [t for t in wv if v[t] % 4 != 0]
        if not alive:
            continue
        s = wsum(alive, v)
        for t in alive:
            o[t * 4] = s
        k = 0
        act = [t for t in alive if (v[t] & 7) > 0]          # lanes in the loop at iteration k
        while act:
            inside = [t for t in act if (v[t] >> 3) & 7 == k]
            for t in inside:
                o[t * 4 + 1] = (len(inside) + 100 * k) & M32
            alive = [t for t in alive if t not in inside]   # these returned
            k += 1
            act = [t for t in act if t not in inside and k < (v[t] & 7)]
        for t in alive:
            o[t * 4 + 1] = wprefix(alive, t, v, add32, 0)
            o[t * 4 + 2] = 1 if t == alive[0] else 0
            o[t * 4 + 3] = len(alive)
    return out


def wave_in_switch(run, W, split_default=False):
    """split_default: the lanes reaching `default` through selector 2 and through selector 4
    run it as two separate tangles (SPV_KHR_maximal_reconvergence leaves this to the
    implementation: only lanes with the SAME selector value must stay together)."""
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        sel = {t: v[t] % 5 for t in wv}
        c0 = [t for t in wv if sel[t] == 0]
        c1 = [t for t in wv if sel[t] == 1]
        c3 = [t for t in wv if sel[t] == 3]
        cd = {t: [u for u in wv if (sel[u] == sel[t] if split_default else sel[u] in (2, 4))]
              for t in wv}
        r = {}
        for t in wv:
            if sel[t] == 0:
                r[t] = wsum(c0, v)
            elif sel[t] == 1:
                r[t] = len(c1) + 100
            elif sel[t] == 3:
                r[t] = max(v[u] for u in c3) + 200
                o[128 + t] = r[t]
            else:
                r[t] = wprefix(cd[t], t, {u: 1 for u in cd[t]}, add32, 0) + 300
        after = wsum(wv, r)
        for t in wv:
            o[t * 2:t * 2 + 2] = [r[t], after]
        if wv[0] == 0:
            o[256] = len(wv)
    return out


def wave_prefix_branch(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        b = wv[0]
        yes = [t for t in wv if v[t] % 3 != 0]
        no = [t for t in wv if v[t] % 3 == 0]
        for t in wv:
            if t in yes:
                slot = wprefix(yes, t, {u: 1 for u in yes}, add32, 0)
                pre = wprefix(yes, t, v, add32, 0)
                o[b + slot] = v[t]
            else:
                slot = M32
                pre = wprefix(no, t, {u: 1 for u in no}, add32, 0) + 1000
            o[64 + t * 3:64 + t * 3 + 3] = [slot, pre, wprefix(wv, t, v, add32, 0)]
        if b == 0:
            o[256] = len(wv)
    return out


def wave_readfirst_after_loop(run, W):
    inp = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        n = {t: inp[t] & 15 for t in wv}
        x = {t: t for t in wv}
        firsts = {t: 0 for t in wv}
        k = 0
        act = [t for t in wv if n[t] > k]
        while act:
            f = x[act[0]]
            for t in act:
                firsts[t] = (firsts[t] * 5 + (f & 7)) & M32
                x[t] = (x[t] + f + 1) & M32
            k += 1
            act = [t for t in act if n[t] > k]
        res = [x[wv[0]], max(n.values()), min(x.values())]
        for t in wv:
            o[t * 4:t * 4 + 4] = [firsts[t]] + res
        if wv[0] == 0:
            o[256] = len(wv)
    return out


def wave_sum_in_if(run, W):
    v = run.words("t0")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        odd = [t for t in wv if v[t] & 1]
        two = [t for t in wv if not v[t] & 1 and v[t] & 2]
        r1, r2 = {}, {}
        for t in wv:
            if t in odd:
                r1[t], r2[t] = wsum(odd, v), len(odd)
            elif t in two:
                r1[t] = wsum(two, {u: v[u] * 2 for u in two})
                r2[t] = wcount(two, {u: v[u] > 10 for u in two})
            else:
                r1[t], r2[t] = 0, 0xFFFF
        allv, r3 = wsum(wv, v), wsum(wv, r1)
        for t in wv:
            o[t * 4:t * 4 + 4] = [allv, r1[t], r2[t], r3]
        if wv[0] == 0:
            o[256] = len(wv)
    return out


def wave_waterfall(run, W):
    inp = run.words("t0")
    table = run.words("t1")
    out = run.outputs()
    o = out["u0"]
    for wv in waves(64, W):
        key = {t: inp[t] & 7 for t in wv}
        passes = {t: 0 for t in wv}
        result = {t: M32 for t in wv}
        act = list(wv)
        while act and passes[act[0]] < 64:
            for t in act:
                passes[t] += 1
            k0 = key[act[0]]
            hit = [t for t in act if key[t] == k0]
            for t in hit:
                result[t] = (table[k0] + len(hit) * 1000) & M32
            act = [t for t in act if key[t] != k0]
        mp = max(passes.values())
        for t in wv:
            o[t * 3:t * 3 + 3] = [result[t], passes[t], mp]
        if wv[0] == 0:
            o[256] = len(wv)
    return out


CASES = [("compute", f) for f in (
    wave_broadcast, wave_divergent, wave_lane_info, wave_match_multiprefix,
    wave_multiprefix_countbits, wave_prefix, wave_reduce_float, wave_reduce_int, wave_shuffle,
    wave_size_attribute, wave_vote)] + [("controlflow", f) for f in (
    wave_ballot_loop, wave_countbits_loop, wave_early_return, wave_in_switch, wave_prefix_branch,
    wave_readfirst_after_loop, wave_sum_in_if, wave_waterfall)]

# Other lane groupings the target API allows; tried (and reported) only when the primary
# D3D-style model does not match.
ALTERNATIVES = {
    "wave_in_switch": [("default run separately per selector value",
                        lambda run, W: wave_in_switch(run, W, split_default=True))],
}


# ---------------------------------------------------------------- comparison

def compare(model, actual, ulps):
    """Returns (ok, lines). `ulps`: allowed f32 ulp distance from run.json (0 = exact)."""
    lines, ok = [], True
    for reg, words in model.items():
        got = actual.get(reg, {}).get("u32")
        if got is None:
            return False, [f"{reg}: missing in actual"]
        if len(got) != len(words):
            lines.append(f"{reg}: length {len(got)} vs model {len(words)}")
            ok = False
        diffs = [i for i, (a, b) in enumerate(zip(words, got)) if a != b]
        near = [i for i in diffs if ulp_distance(words[i], got[i]) <= max(ulps, 0)
                and not math.isnan(bits_f32(words[i]))]
        hard = [i for i in diffs if i not in near]
        if near:
            lines.append(f"{reg}: {len(near)} words within {ulps} ulp (allowed by compare mode)")
        if hard:
            ok = False
            lines.append(f"{reg}: {len(hard)} of {len(words)} words differ")
            for i in hard[:6]:
                d = ulp_distance(words[i], got[i])
                lines.append(f"  {reg}[{i}]: model 0x{words[i]:08x} ({words[i]}, {bits_f32(words[i]):g})"
                             f" actual 0x{got[i]:08x} ({got[i]}, {bits_f32(got[i]):g})"
                             + (f" [f32 ulp distance {d}]" if is_float(words[i]) and is_float(got[i])
                                and d < 1 << 16 else ""))
    return ok, lines


def main(argv):
    mode, wave, only, outdir = None, None, None, None
    accept_alt = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--check-expect":
            mode = "expect"
        elif a == "--compare":
            mode, outdir = "compare", Path(argv[i + 1])
            i += 1
        elif a == "--accept-alternatives":
            accept_alt = True
        elif a == "--wave":
            wave = int(argv[i + 1])
            i += 1
        elif a == "--case":
            only = argv[i + 1]
            i += 1
        else:
            print(__doc__)
            return 2
        i += 1
    if mode is None:
        print(__doc__)
        return 2
    W = wave or (8 if mode == "expect" else 32)
    bad = 0
    for area, fn in CASES:
        name = fn.__name__
        if only and only not in name:
            continue
        run = Run(area, name)
        cmp_mode = run.spec.get("compare", "exact")
        ulps = cmp_mode.get("f32_ulp", 0) if isinstance(cmp_mode, dict) else 0
        path = (REF / area / f"{name}.expect.json" if mode == "expect"
                else outdir / f"{area}_{name}.out.json")
        if not path.exists():
            print(f"{area}/{name}: SKIP ({path} missing)")
            continue
        actual = json.loads(path.read_text())
        ok, lines = compare(fn(run, W), actual, ulps)
        verdict = "OK" if ok else "MISMATCH"
        if not ok:
            for label, alt in ALTERNATIVES.get(name, []):
                alt_ok, _ = compare(alt(run, W), actual, ulps)
                lines.append(f"alternative model ({label}): {'OK' if alt_ok else 'MISMATCH'}")
                if alt_ok:
                    verdict = "MISMATCH (matches alternative model)"
                    ok = ok or accept_alt
        bad += not ok
        print(f"{area}/{name} (W={W}): {verdict}")
        for line in lines:
            print("  " + line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
