#version 450
// Typed buffers: t0 R32_UINT, t1 R32G32B32A32_FLOAT (uniform texel); u0 R32_UINT,
// u1 R32G32B32A32_FLOAT (storage texel).
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) uniform usamplerBuffer t0;
layout(set = 0, binding = 1) uniform samplerBuffer t1;
layout(set = 0, binding = 300, r32ui) uniform writeonly uimageBuffer u0;
layout(set = 0, binding = 301, rgba32f) uniform imageBuffer u1;
void main() {
  int i = int(gl_GlobalInvocationID.x);
  imageStore(u0, i, uvec4(texelFetch(t0, i).x * 3u + 1u));
  imageStore(u1, i, texelFetch(t1, i) * 2.0 + imageLoad(u1, i));
}
