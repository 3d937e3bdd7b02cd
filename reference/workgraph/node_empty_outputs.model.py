#!/usr/bin/env python3
# Model of node_empty_outputs.ll (a coalescing node with an empty input, [MaxRecords(2)],
# [NumThreads(4, 1, 1)], and empty outputs): five empty records make groups of 2, 2 and 1.
# Each group adds its count to E0 once (GroupIncrementOutputCount); thread t < count adds t + 1
# to E1[t & 1] (ThreadIncrementOutputCount). Empty records take no payload bytes, but each
# increment is a packed entry and counts. The graph: E0 is node 1, E1's elements nodes 2, 3.
from node_common import Outputs, linear_groups, write_case

E0, E1 = 1, 2
COUNT, MAX_RECORDS = 5, 2

out = Outputs({E0: 0, E1: 0, E1 + 1: 0}, node_count=4)
for group in linear_groups(0, COUNT, MAX_RECORDS):
    out.increment(E0, len(group))
    for t in range(len(group)):
        out.increment(E1 + (t & 1), t + 1)

node = {"entry": "EmptyOut", "launch": "coalescing", "max_records": MAX_RECORDS, "record_stride": 0,
        "records": [{"u32": []}] * COUNT,
        "outputs": [{"node": E0, "stride": 0}, {"node": E1, "array_size": 2, "stride": 0}]}
run = {"mode": "node", "node": node, "resources": [], "check": out.checks(), "compare": "exact"}
write_case("node_empty_outputs", run, out.expect())
