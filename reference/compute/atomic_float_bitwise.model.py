#!/usr/bin/env python3
# Writes atomic_float_bitwise.run.json and .expect.json. The corpus has no run.json for this
# case (DXC's SPIR-V backend lacks the *FloatBitwise intrinsics); the shader is built so that
# its results do not depend on the order of the atomics (sums of small integer-valued floats
# are exact, max, a single matching compare-store, the exchange invariant), so this model of
# the HLSL gives the expected bytes.
import json, os, random, struct

def bits(f):
    return struct.unpack("<I", struct.pack("<f", f))[0]

random.seed(7)
values = [float(random.randint(-50, 50)) for _ in range(64)]
F = [0.0, -1000.0, 2.5, 0.0, 0.0]      # F[1] starts at the max loop's initial guess
B = [0.0]
init_f, init_b = list(F), list(B)
F[0] = sum(values)
F[1] = max([F[1]] + values)
F[2] = 99.0                            # lane 9 compares 2.5 == F[2]
F[3] = sum(values)                     # groupshared CAS add
F[4] = 0.5 + sum(range(64))            # every exchanged-out value plus the last one
B[0] = 64.0

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [
           {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 4, "size": 256, "init": {"f32": values}},
           {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 20, "init": {"f32": init_f}},
           {"register": "u1", "space": 0, "type": "RWByteAddressBuffer", "size": 4, "init": {"f32": init_b}}],
       "check": ["u0", "u1"], "compare": "exact"}
with open(os.path.join(here, "atomic_float_bitwise.run.json"), "w") as f:
    json.dump(run, f)
    f.write("\n")
with open(os.path.join(here, "atomic_float_bitwise.expect.json"), "w") as f:
    json.dump({"u0": {"u32": [bits(x) for x in F]}, "u1": {"u32": [bits(x) for x in B]}}, f)
    f.write("\n")
