#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_thread.ll by hand: a thread-launch node without outputs.
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 300, std430) buffer Out { uint u0[]; };

void main() {
  uint index = node.linearOffset.w[0] + groupIndex() * gl_WorkGroupSize.x + gl_LocalInvocationIndex;
  if (index >= node.total.w[0]) return;
  uint64_t rec = recordAddress(index);
  atomicAdd(u0[loadU32(rec)], loadU32(rec + 4));
  atomicAdd(u0[64], 1u);
}
