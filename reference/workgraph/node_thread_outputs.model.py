#!/usr/bin/env python3
# Model of node_thread_outputs.ll (a thread-launch node with thread output records): 40
# records, so 32 invocations and then 8. Each invocation allocates its own n = id % 4 Sink
# records (none when n is 0: no packed entry) and one record of Fan[id % 3], a node array.
# The graph: Sink is node 2, Fan's elements nodes 4, 5, 6 (spec constants 2 and 4).
from node_common import Outputs, u32, write_case

SINK, FAN = 2, 4
RECORDS = [(i, i % 4) for i in range(40)]

out = Outputs({SINK: 8, FAN: 4, FAN + 1: 4, FAN + 2: 4}, node_count=7)
for rid, n in RECORDS:
    out.allocate(SINK, [(rid, k * 100 + rid) for k in range(n)])
    out.allocate(FAN + rid % 3, [(rid ^ 0x5A5A,)])

node = {"entry": "ThreadOut", "launch": "thread", "record_stride": 8, "records": [u32(r) for r in RECORDS],
        "outputs": [{"node": SINK, "stride": 8}, {"node": FAN, "array_size": 3, "stride": 4}]}
run = {"mode": "node", "node": node, "resources": [], "check": out.checks(), "compare": "exact"}
write_case("node_thread_outputs", run, out.expect())
