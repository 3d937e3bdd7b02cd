#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_recursion.ll by hand: a thread-launch node whose output is itself,
// valid while recursion levels remain.
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 300, std430) buffer Out { uint u0[]; };
layout(constant_id = 16) const uint kSelf = 0;

void main() {
  uint index = node.linearOffset.w[0] + groupIndex() * gl_WorkGroupSize.x + gl_LocalInvocationIndex;
  if (index >= node.total.w[0]) return;
  uint depth = loadU32(recordAddress(index)), levels = node.recursionLevels;
  atomicAdd(u0[depth], levels + 1);
  atomicAdd(u0[16], 1u);
  if (levels > 0) {
    uint at = allocate(kSelf, 2, 4);
    storeU32(node.outputRecords + at, depth + 1);
    storeU32(node.outputRecords + at + 4, depth * 16 + levels);
  }
}
