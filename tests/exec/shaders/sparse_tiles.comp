#version 450
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require
// A sparse 256x128 texture whose right 128x128 tile is unbound: thread t (of 8) fetches texel
// (32t, 5) and point-samples texel (32t, 9); it writes {value or -1, resident} for each, the
// value only where every texel read was resident (an unbound texel's value is undefined).
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 100) uniform sampler S;
layout(set = 0, binding = 300, std430) buffer U0 { float data[]; } u0;
void main() {
  uint t = gl_LocalInvocationID.x;
  vec4 fetched, sampled;
  bool fetchResident = sparseTexelsResidentARB(sparseTexelFetchARB(T, ivec2(32 * t, 5), 0, fetched));
  bool sampleResident = sparseTexelsResidentARB(
      sparseTextureLodARB(sampler2D(T, S), vec2((32.0 * float(t) + 0.5) / 256.0, 9.5 / 128.0), 0.0, sampled));
  u0.data[4u * t] = fetchResident ? fetched.x : -1.0;
  u0.data[4u * t + 1u] = fetchResident ? 1.0 : 0.0;
  u0.data[4u * t + 2u] = sampleResident ? sampled.x : -1.0;
  u0.data[4u * t + 3u] = sampleResident ? 1.0 : 0.0;
}
