#version 450
// Reads every sample of a multisampled depth image as one float word per sample, in the
// runner's layout (layers, rows, pixels, samples).
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform sampler2DMSArray src;
layout(set = 0, binding = 1, std430) writeonly buffer Dst { uint words[]; };
layout(push_constant) uniform Shape { uint width, height, layers, samples, texelBytes; } p;

void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= p.width * p.height * p.layers * p.samples) return;
  uint s = i % p.samples, t = i / p.samples;
  uint x = t % p.width, y = (t / p.width) % p.height, layer = t / (p.width * p.height);
  words[i] = floatBitsToUint(texelFetch(src, ivec3(x, y, layer), int(s)).x);
}
