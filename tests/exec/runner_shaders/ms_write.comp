#version 450
// Writes raw texel bits from a buffer into every sample of a multisampled image through an
// R*_UINT view: vkCmdCopyBufferToImage cannot write multisampled images. The buffer holds the
// runner's texture layout (layers, rows, texels, the samples of a texel one after another).
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform writeonly uimage2DMSArray dst;
layout(set = 0, binding = 1, std430) readonly buffer Src { uint words[]; };
layout(push_constant) uniform Shape { uint width, height, layers, samples, texelBytes; } p;

void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= p.width * p.height * p.layers * p.samples) return;
  uint s = i % p.samples, t = i / p.samples;
  uint x = t % p.width, y = (t / p.width) % p.height, layer = t / (p.width * p.height);
  uvec4 v = uvec4(0);
  if (p.texelBytes >= 4) {
    uint n = p.texelBytes / 4;
    for (uint c = 0; c < n; ++c) v[c] = words[i * n + c];
  } else {
    uint byteOffset = i * p.texelBytes;
    uint w = words[byteOffset / 4] >> (8 * (byteOffset % 4));
    v.x = p.texelBytes == 2 ? (w & 0xffffu) : (w & 0xffu);
  }
  imageStore(dst, ivec3(x, y, layer), int(s), v);
}
