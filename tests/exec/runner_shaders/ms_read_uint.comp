#version 450
// Reads every sample of a multisampled image through an R*_UINT (or stencil) view into a
// buffer in the runner's layout; one invocation per output word. texelBytes 4 with a
// one-component view also serves stencil (one word per sample).
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform usampler2DMSArray src;
layout(set = 0, binding = 1, std430) writeonly buffer Dst { uint words[]; };
layout(push_constant) uniform Shape { uint width, height, layers, samples, texelBytes; } p;

uvec4 fetch(uint i) {
  uint s = i % p.samples, t = i / p.samples;
  uint x = t % p.width, y = (t / p.width) % p.height, layer = t / (p.width * p.height);
  return texelFetch(src, ivec3(x, y, layer), int(s));
}

void main() {
  uint w = gl_GlobalInvocationID.x;
  uint total = p.width * p.height * p.layers * p.samples;
  if (w >= (total * p.texelBytes + 3) / 4) return;
  if (p.texelBytes >= 4) {
    uint n = p.texelBytes / 4;
    words[w] = fetch(w / n)[w % n];
    return;
  }
  uint perWord = 4 / p.texelBytes, mask = p.texelBytes == 2 ? 0xffffu : 0xffu, word = 0;
  for (uint k = 0; k < perWord; ++k) {
    uint i = w * perWord + k;
    if (i < total) word |= (fetch(i).x & mask) << (8 * p.texelBytes * k);
  }
  words[w] = word;
}
