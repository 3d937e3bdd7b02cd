# Shared by the node models of reference/workgraph: the output side of the node ABI
# (docs/ARCHITECTURE.md, "Work graphs", Outputs) and the writing of run and expect specs.
import json
import os

M32 = 0xFFFFFFFF
HERE = os.path.dirname(os.path.abspath(__file__))


def align(n, a):
    return (n + a - 1) // a * a


def u32(words):
    return {"u32": [w & M32 for w in words]}


class Outputs:
    """What a node's allocations leave behind. One allocate() per allocation the ABI makes
    (a thread's GetThreadNodeOutputRecords or IncrementOutputCount, a group's group-record
    call or group IncrementOutputCount): align(n * stride, 16) payload bytes, one packed
    entry per chunk of at most 256 records, n added to the node's counter. An allocation of
    no records leaves nothing."""

    def __init__(self, strides, node_count):
        self.strides = dict(strides)  # graph node -> record bytes (0: empty records)
        self.node_count = node_count
        self.bytes = 0
        self.entries = 0
        self.counts = [0] * node_count
        self.records = {n: [] for n in self.strides}

    def allocate(self, node, records):
        n = len(records)
        if n == 0:
            return
        stride = self.strides[node]
        for r in records:
            assert len(r) * 4 == stride, (node, r)
        self.bytes += align(n * stride, 16)
        self.entries += (n + 255) // 256
        self.counts[node] += n
        self.records[node].extend(tuple(w & M32 for w in r) for r in records)

    def increment(self, node, n):
        """IncrementOutputCount: n empty records."""
        self.allocate(node, [()] * n)

    def expect(self):
        out = {"node.bytes": u32([self.bytes]), "node.entries": u32([self.entries]),
               "node.counts": u32(self.counts)}
        for node, stride in self.strides.items():
            if stride:
                out[f"node.records.{node}"] = u32([w for r in sorted(self.records[node]) for w in r])
        return out

    def checks(self):
        return ["node.bytes", "node.entries", "node.counts"] + \
            [f"node.records.{n}" for n, s in sorted(self.strides.items()) if s]


def write_case(name, run, expect):
    """NAME.run.json and NAME.expect.json beside this file."""
    with open(os.path.join(HERE, name + ".run.json"), "w") as f:
        f.write(json.dumps(run) + "\n")
    with open(os.path.join(HERE, name + ".expect.json"), "w") as f:
        f.write(json.dumps(expect) + "\n")


def uav(words):
    """u0: a RWStructuredBuffer<uint> of len(words) words, zeroed."""
    return {"register": "u0", "space": 0, "type": "RWStructuredBuffer", "stride": 4, "size": 4 * len(words)}


def linear_groups(first, total, per_group):
    """The record indices of each workgroup: base = first (the linear offset) + group *
    per_group, at most per_group of them and none at or past the total (docs: which record a
    workgroup reads)."""
    return [list(range(b, min(b + per_group, total))) for b in range(first, total, per_group)]
