#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_coalesce.ll by hand: a coalescing node of [MaxRecords(4)].
layout(local_size_x = 8) in;
layout(set = 0, binding = 300, std430) buffer Out { uint u0[]; };

void main() {
  uint base = node.linearOffset.w[0] + groupIndex() * 4;
  uint count = min(4u, node.total.w[0] - base);
  uint t = gl_LocalInvocationIndex;
  if (t < count) {
    uint64_t rec = recordAddress(base + t);
    atomicAdd(u0[loadU32(rec)], loadU32(rec + 4) * 16 + t + 1);
  }
  if (t == 0) atomicAdd(u0[64 + count], 1u);
}
