#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_broadcast_grid.ll by hand: a broadcasting node of
// [NodeDispatchGrid(3, 2, 2)], [NumThreads(4, 2, 1)].
layout(local_size_x = 4, local_size_y = 2) in;
layout(set = 0, binding = 300, std430) buffer Out { uint u0[]; };
layout(constant_id = 3) const bool kIsStaticBroadcast = false;

void body(uint64_t rec, uvec3 gid) {
  uvec3 tid = gid * uvec3(4, 2, 1) + gl_LocalInvocationID;
  uint value = loadU32(rec) + loadU32(rec + 4) * (gid.x + 10 * gid.y + 100 * gid.z) + 1000 * gl_LocalInvocationIndex;
  atomicAdd(u0[tid.x + 12 * (tid.y + 4 * tid.z)], value);
  atomicAdd(u0[96 + gid.x + 3 * (gid.y + 2 * gid.z)], 1u);
}

void main() {
  if (kIsStaticBroadcast) {
    body(recordAddress(0), gl_WorkGroupID);
    return;
  }
  uint64_t rec = recordAddress(node.linearOffset.w[0] + groupIndex());
  for (uint v = gl_WorkGroupID.z; v < 12; v += gl_NumWorkGroups.z) body(rec, uvec3(v % 3, v / 3 % 2, v / 6));
}
