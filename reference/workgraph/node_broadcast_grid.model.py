#!/usr/bin/env python3
# Model of node_broadcast_grid.ll (a broadcasting node, [NodeDispatchGrid(3, 2, 2)],
# [NumThreads(4, 2, 1)]); writes two cases beside this file:
#   node_broadcast_grid            one CPU record: the layer's static dispatch of the grid
#   node_broadcast_grid_amplified  four records from linear offset 1: one workgroup per record,
#                                  Z walking the grid (amplification min(1024, 12) / 4 = 3)
# The record stride (16) is larger than the record (8): the node must step by the pushed stride.
from node_common import M32, uav, u32, write_case

GRID, THREADS = (3, 2, 2), (4, 2, 1)
STRIDE = 16


def run_node(records):
    out = [0] * (96 + 12)
    for base, mul in records:
        for gz in range(GRID[2]):
            for gy in range(GRID[1]):
                for gx in range(GRID[0]):
                    for ly in range(THREADS[1]):
                        for lx in range(THREADS[0]):
                            tx, ty, tz = gx * THREADS[0] + lx, gy * THREADS[1] + ly, gz
                            flat = lx + THREADS[0] * ly
                            slot = tx + 12 * (ty + 4 * tz)
                            out[slot] = (out[slot] + base + mul * (gx + 10 * gy + 100 * gz) + 1000 * flat) & M32
                            out[96 + gx + 3 * (gy + 2 * gz)] += 1
    return out


def case(name, records, first, library=None):
    node = {"entry": "GridNode", "launch": "broadcasting", "grid": list(GRID), "record_stride": STRIDE,
            "records": [u32(r) for r in records]}
    if first:
        node["linear_offset"] = first
    if library:
        node["library"] = library
    out = run_node(records[first:])
    run = {"mode": "node", "node": node, "resources": [uav(out)], "check": ["u0"], "compare": "exact"}
    write_case(name, run, {"u0": u32(out)})


case("node_broadcast_grid", [(7, 3)], 0)
# Record 0 lies before the linear offset: the node must not read it.
case("node_broadcast_grid_amplified", [(0x10000000, 0x1000), (11, 5), (200000, 7), (3, 100000)], 1,
     library="node_broadcast_grid")
