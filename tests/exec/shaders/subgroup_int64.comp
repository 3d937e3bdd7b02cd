#version 450
// A 64-bit subgroup reduction: needs shaderSubgroupExtendedTypes (SubgroupExtendedTypes in
// runner_selftest.cpp).
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint64_t v = uint64_t(gl_SubgroupInvocationID + 1u) << 32;
  uint64_t sum = subgroupAdd(v);
  u0.data[gl_LocalInvocationIndex] = uint(sum >> 32);
}
