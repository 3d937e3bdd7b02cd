#!/usr/bin/env python3
# Model of node_broadcast_maxgrid.ll (a broadcasting node, [NodeMaxDispatchGrid(4, 3, 1)],
# [NumThreads(2, 1, 1)], SV_DispatchGrid a uint2 at byte 4 of the record); two cases:
#   node_broadcast_maxgrid            one CPU record: the layer dispatches the record's grid
#                                     (3, 2, 1) with IsStaticBroadcast
#   node_broadcast_maxgrid_amplified  four records of different grids: one workgroup per record,
#                                     Z walking that record's grid (largest grid 4 x 3, so
#                                     amplification 12 / 4 = 3)
from node_common import M32, uav, u32, write_case

THREADS = 2


def run_node(records):
    out = [0] * 100
    for tag, gx, gy, extra in records:
        for y in range(gy):
            for x in range(gx):
                for lx in range(THREADS):
                    out[tag * 24 + y * 8 + x * THREADS + lx] += extra + 1 + lx  # SV_GroupID.z is 0
                    out[96 + tag] += gx * 16 + gy
    return [w & M32 for w in out]


def case(name, records, library=None):
    node = {"entry": "MaxGridNode", "launch": "broadcasting", "grid": [4, 3, 1], "grid_is_upper_bound": True,
            "dispatch_grid": {"offset": 4, "components": 2, "bits": 32}, "record_stride": 16,
            "records": [u32(r) for r in records]}
    if library:
        node["library"] = library
    out = run_node(records)
    run = {"mode": "node", "node": node, "resources": [uav(out)], "check": ["u0"], "compare": "exact"}
    write_case(name, run, {"u0": u32(out)})


case("node_broadcast_maxgrid", [(1, 3, 2, 5)])
case("node_broadcast_maxgrid_amplified", [(0, 1, 1, 100), (1, 4, 2, 200), (2, 2, 3, 300), (3, 3, 1, 400)],
     library="node_broadcast_maxgrid")
