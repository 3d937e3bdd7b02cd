#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_broadcast_maxgrid.ll by hand: a broadcasting node of
// [NodeMaxDispatchGrid(4, 3, 1)], SV_DispatchGrid a uint2 at byte 4 of the record.
layout(local_size_x = 2) in;
layout(set = 0, binding = 300, std430) buffer Out { uint u0[]; };
layout(constant_id = 3) const bool kIsStaticBroadcast = false;
layout(constant_id = 4) const bool kGridIsUpperBound = false;

void body(uint64_t rec, uvec3 gid) {
  uint tag = loadU32(rec), gx = loadU32(rec + 4), gy = loadU32(rec + 8), extra = loadU32(rec + 12);
  uint lx = gl_LocalInvocationIndex;
  atomicAdd(u0[tag * 24 + gid.y * 8 + gid.x * 2 + lx], extra + 1 + lx + 16 * gid.z);
  atomicAdd(u0[96 + tag], gx * 16 + gy);
}

void main() {
  if (kIsStaticBroadcast) {
    body(recordAddress(0), gl_WorkGroupID);
    return;
  }
  uint64_t rec = recordAddress(node.linearOffset.w[0] + groupIndex());
  uvec3 grid = kGridIsUpperBound ? uvec3(loadU32(rec + 4), loadU32(rec + 8), 1) : uvec3(4, 3, 1);
  uint groups = grid.x * grid.y * grid.z;
  for (uint v = gl_WorkGroupID.z; v < groups; v += gl_NumWorkGroups.z)
    body(rec, uvec3(v % grid.x, v / grid.x % grid.y, v / (grid.x * grid.y)));
}
