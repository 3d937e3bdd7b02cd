#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_empty_outputs.ll by hand: a coalescing node of empty records,
// [MaxRecords(2)], incrementing empty outputs per group and per thread.
layout(local_size_x = 4) in;
layout(constant_id = 16) const uint kE0 = 0;
layout(constant_id = 17) const uint kE1 = 0;

void main() {
  uint base = node.linearOffset.w[0] + groupIndex() * 2;
  uint count = min(2u, node.total.w[0] - base);
  uint t = gl_LocalInvocationIndex;
  if (t == 0) allocate(kE0, count, 0);
  if (t < count) allocate(kE1 + (t & 1), t + 1, 0);
}
