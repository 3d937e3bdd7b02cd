#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// Breaks the node ABI on purpose: one record for graph node 9 of a graph the spec gives fewer
// nodes; the runner must fail the run, naming the entry.
layout(local_size_x = 1) in;

void main() {
  storeU32(node.outputRecords + allocate(9, 1, 4), 1);
}
