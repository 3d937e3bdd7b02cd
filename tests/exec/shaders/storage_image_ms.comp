#version 450
// Multisampled storage images: u0 (2x2, 4 samples, initialised) read and written in place per
// sample, u1 (2x2, 4 samples, 2 layers) written.
layout(local_size_x = 2, local_size_y = 2) in;
layout(set = 0, binding = 300, r32ui) uniform uimage2DMS img;
layout(set = 0, binding = 301, r32f) uniform writeonly image2DMSArray layers;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  for (int s = 0; s < 4; ++s) imageStore(img, p, s, uvec4(imageLoad(img, p, s).x * 2u + 1u));
  for (int layer = 0; layer < 2; ++layer)
    for (int s = 0; s < 4; ++s) imageStore(layers, ivec3(p, layer), s, vec4(p.x + 10 * p.y + 100 * layer + 1000 * s));
}
