#version 450
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require
// Residency codes from an ordinary (not sparse) texture, which is fully resident: D3D's
// CheckAccessFullyMapped is true there. lavapipe of Mesa 25.0 crashes the process on it
// (RunnerSelfTest.ResidencyOfAnOrdinaryTexture, driver_defects.txt).
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 100) uniform sampler S;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint t = gl_LocalInvocationID.x;
  vec4 fetched, sampled;
  int fetchCode = sparseTexelFetchARB(T, ivec2(t, 1), 0, fetched);
  int sampleCode = sparseTextureLodARB(sampler2D(T, S), vec2((float(t) + 0.5) * 0.25, 0.625), 0.0, sampled);
  u0.data[4u * t] = floatBitsToUint(fetched.x);
  u0.data[4u * t + 1u] = sparseTexelsResidentARB(fetchCode) ? 1u : 0u;
  u0.data[4u * t + 2u] = floatBitsToUint(sampled.x);
  u0.data[4u * t + 3u] = sparseTexelsResidentARB(sampleCode) ? 1u : 0u;
}
