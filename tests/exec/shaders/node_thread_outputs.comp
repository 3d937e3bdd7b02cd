#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_thread_outputs.ll by hand: a thread-launch node (32 invocations a
// group, spec constant 0) with thread records for Sink and the node array Fan.
layout(local_size_x_id = 0) in;
layout(constant_id = 16) const uint kSink = 0;
layout(constant_id = 17) const uint kFan = 0;

void main() {
  uint index = node.linearOffset.w[0] + groupIndex() * gl_WorkGroupSize.x + gl_LocalInvocationIndex;
  if (index >= node.total.w[0]) return;
  uint64_t rec = recordAddress(index);
  uint id = loadU32(rec), n = loadU32(rec + 4);
  uint at = allocate(kSink, n, 8);
  for (uint k = 0; k < n; ++k) {
    storeU32(node.outputRecords + at + k * 8, id);
    storeU32(node.outputRecords + at + k * 8 + 4, k * 100 + id);
  }
  storeU32(node.outputRecords + allocate(kFan + id % 3, 1, 4), id ^ 0x5a5au);
}
