#!/usr/bin/env python3
# Model of atomic64_compare_exchange.ll (one deterministic winner per compare-exchange);
# writes the run and expect specs.
import json, os

slot_init = 0xAAAABBBBCCCCDDDD
init = [slot_init & 0xFFFFFFFF, slot_init >> 32]
out = [0] * (4 + 64 + 64)
final_slot = 0x1234567800000005          # thread 5's swap
out[0], out[1] = final_slot & 0xFFFFFFFF, final_slot >> 32
final_g = (37 << 40) | 37                 # thread 37's swap
out[2], out[3] = final_g & 0xFFFFFFFF, final_g >> 32
out[4 + 5] = 1
out[4 + 64 + 37] = 1

here = os.path.dirname(os.path.abspath(__file__))
run = {"dispatch": [1, 1, 1],
       "resources": [{"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 4 * len(out), "init": {"u32": init}}],
       "check": ["u0"], "compare": "exact"}
with open(os.path.join(here, "atomic64_compare_exchange.run.json"), "w") as f:
    f.write(json.dumps(run) + "\n")
with open(os.path.join(here, "atomic64_compare_exchange.expect.json"), "w") as f:
    f.write(json.dumps({"u0": {"u32": out}}) + "\n")
