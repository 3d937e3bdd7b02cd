#!/usr/bin/env python3
# Model of node_recursion.ll (a thread-launch node, [NodeMaxRecursionDepth(4)], whose output is
# the node itself, graph node 0): GetRemainingRecursionLevels is the push block's value, and
# the output to itself is valid while it is above 0. Two cases of three records:
#   node_recursion       3 levels remain: every invocation writes two records
#   node_recursion_leaf  none remain: IsValid is false, nothing is allocated
from node_common import M32, Outputs, uav, u32, write_case

DEPTHS = [0, 1, 2]


def case(name, levels, library=None):
    out = Outputs({0: 4}, node_count=1)
    u0 = [0] * 17
    for d in DEPTHS:
        u0[d] += levels + 1
        u0[16] += 1
        if levels > 0:
            out.allocate(0, [(d + 1,), (d * 16 + levels,)])
    node = {"entry": "Recursive", "launch": "thread", "record_stride": 4, "records": [u32([d]) for d in DEPTHS],
            "recursion_levels": levels, "outputs": [{"node": 0, "stride": 4}]}
    if library:
        node["library"] = library
    run = {"mode": "node", "node": node, "resources": [uav(u0)], "check": ["u0"] + out.checks(), "compare": "exact"}
    expect = out.expect()
    expect["u0"] = u32(u0)
    write_case(name, run, expect)


case("node_recursion", 3)
case("node_recursion_leaf", 0, library="node_recursion")
