#!/usr/bin/env python3
# Model of node_group_outputs.ll (a broadcasting node, [NodeDispatchGrid(2, 1, 1)],
# [NumThreads(8, 1, 1)], with group output records): each group allocates 8 G records once
# (one packed entry) that its 8 threads fill, and 2 M records in group 0 only (group 1 asks for
# none: no entry). The graph: G is node 1, M node 3. Two cases:
#   node_group_outputs            one CPU record: the static dispatch, 2 workgroups
#   node_group_outputs_amplified  three records: amplification max(1, 2 / 3) = 1, so one
#                                 workgroup per record runs both virtual groups in turn, and
#                                 each allocates its own group records
from node_common import Outputs, u32, write_case

G, M = 1, 3


def case(name, bases, library=None):
    out = Outputs({G: 12, M: 8}, node_count=4)
    for base in bases:
        for gid in range(2):
            out.allocate(G, [(gid, t, base + t) for t in range(8)])
            out.allocate(M, [(gid + 7, t) for t in range(2)] if gid == 0 else [])
    node = {"entry": "GroupOut", "launch": "broadcasting", "grid": [2, 1, 1], "record_stride": 4,
            "records": [u32([b]) for b in bases], "outputs": [{"node": G, "stride": 12}, {"node": M, "stride": 8}]}
    if library:
        node["library"] = library
    run = {"mode": "node", "node": node, "resources": [], "check": out.checks(), "compare": "exact"}
    write_case(name, run, out.expect())


case("node_group_outputs", [1000])
case("node_group_outputs_amplified", [1000, 2000, 3000], library="node_group_outputs")
