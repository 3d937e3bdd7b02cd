#!/usr/bin/env python3
# Model of node_thread.ll (a thread-launch node); 37 records, so the layer dispatches
# ceil(37 / 32) = 2 workgroups of 32 invocations and 27 invocations of the second find no
# record (they must not run the node). Two cases:
#   node_thread            a CPU entry, record stride 12 (the record is 8 bytes)
#   node_thread_gpu_input  a GPU entry (IsIndirectStride): the push block holds the address
#                          of the records' address and of the stride
from node_common import M32, uav, u32, write_case

COUNT = 37
RECORDS = [((i * 7) % 41, (i * 2246822519 + 3) & 0xFFFFFF) for i in range(COUNT)]


def run_node():
    out = [0] * 65
    for rid, value in RECORDS:
        out[rid] += value
        out[64] += 1
    return [w & M32 for w in out]


def case(name, stride, input_kind, library=None):
    node = {"entry": "ThreadNode", "launch": "thread", "record_stride": stride, "records": [u32(r) for r in RECORDS]}
    if input_kind != "cpu":
        node["input"] = input_kind
    if library:
        node["library"] = library
    out = run_node()
    run = {"mode": "node", "node": node, "resources": [uav(out)], "check": ["u0"], "compare": "exact"}
    write_case(name, run, {"u0": u32(out)})


case("node_thread", 12, "cpu")
case("node_thread_gpu_input", 8, "gpu", library="node_thread")
