#version 450
// Storage images: u0 read and written in place, u1 (two layers) written.
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 300, r32ui) uniform uimage2D img;
layout(set = 0, binding = 301, rgba32f) uniform writeonly image2DArray layers;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  imageStore(img, p, uvec4(imageLoad(img, p).x * 2u + 1u));
  for (int layer = 0; layer < 2; ++layer) imageStore(layers, ivec3(p, layer), vec4(p.x, p.y, layer, 1));
}
