#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  if (gl_LocalInvocationIndex == 0u) u0.data[0] = gl_SubgroupSize;
}
