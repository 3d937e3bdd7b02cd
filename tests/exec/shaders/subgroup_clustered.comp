#version 450
#extension GL_KHR_shader_subgroup_clustered : require
// Needs clustered subgroup operations, which lavapipe 22.3 lacks: the runner must skip.
layout(local_size_x = 4) in;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint i = gl_LocalInvocationIndex;
  u0.data[i] = subgroupClusteredAdd(i, 2u);
}
