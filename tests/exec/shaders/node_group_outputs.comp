#version 460
#extension GL_GOOGLE_include_directive : require
#include "node_abi.glsl"
// reference/workgraph/node_group_outputs.ll by hand: a broadcasting node of
// [NodeDispatchGrid(2, 1, 1)] whose group records are allocated once per (virtual) group and
// shared through groupshared memory.
layout(local_size_x = 8) in;
layout(constant_id = 3) const bool kIsStaticBroadcast = false;
layout(constant_id = 16) const uint kG = 0;
layout(constant_id = 17) const uint kM = 0;
shared uint sharedG, sharedM;

void body(uint64_t rec, uvec3 gid) {
  uint t = gl_LocalInvocationIndex;
  if (t == 0) sharedG = allocate(kG, 8, 12);
  barrier();
  uint64_t g = node.outputRecords + sharedG + t * 12;
  storeU32(g, gid.x);
  storeU32(g + 4, t);
  storeU32(g + 8, loadU32(rec) + t);
  if (t == 0) sharedM = allocate(kM, gid.x == 0 ? 2 : 0, 8);
  barrier();
  if (gid.x == 0 && t < 2) {
    storeU32(node.outputRecords + sharedM + t * 8, gid.x + 7);
    storeU32(node.outputRecords + sharedM + t * 8 + 4, t);
  }
  barrier();  // the next virtual group reuses the shared words
}

void main() {
  if (kIsStaticBroadcast) {
    body(recordAddress(0), gl_WorkGroupID);
    return;
  }
  uint64_t rec = recordAddress(node.linearOffset.w[0] + groupIndex());
  for (uint v = gl_WorkGroupID.z; v < 2; v += gl_NumWorkGroups.z) body(rec, uvec3(v, 0, 0));
}
