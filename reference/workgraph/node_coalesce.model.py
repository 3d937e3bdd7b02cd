#!/usr/bin/env python3
# Model of node_coalesce.ll (a coalescing node, [MaxRecords(4)], [NumThreads(8, 1, 1)]); two
# cases of eleven records from linear offset 1, so ten records in groups of 4, 4 and a partial 2:
#   node_coalesce             a CPU entry, record stride 12 (the record is 8 bytes)
#   node_coalesce_node_input  the records as another node's output: the payload holds them
#                             backwards and the node finds record i at offsets[i]
from node_common import M32, linear_groups, uav, u32, write_case

MAX_RECORDS, THREADS = 4, 8
RECORDS = [(i, (i * 2654435761 + 77) & 0xFFFFFF) for i in range(11)]
FIRST = 1


def run_node():
    out = [0] * 72
    for group in linear_groups(FIRST, len(RECORDS), MAX_RECORDS):
        for t, index in enumerate(group):
            rid, value = RECORDS[index]
            out[rid] += value * 16 + t + 1
        out[64 + len(group)] += 1
    return [w & M32 for w in out]


def case(name, stride, input_kind, library=None):
    node = {"entry": "CoalesceNode", "launch": "coalescing", "max_records": MAX_RECORDS, "record_stride": stride,
            "records": [u32(r) for r in RECORDS], "linear_offset": FIRST}
    if input_kind != "cpu":
        node["input"] = input_kind
    if library:
        node["library"] = library
    out = run_node()
    run = {"mode": "node", "node": node, "resources": [uav(out)], "check": ["u0"], "compare": "exact"}
    write_case(name, run, {"u0": u32(out)})


case("node_coalesce", 12, "cpu")
case("node_coalesce_node_input", 8, "node", library="node_coalesce")
