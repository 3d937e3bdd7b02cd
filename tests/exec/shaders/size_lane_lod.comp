#version 450
// textureSize with a different (in-range) LOD in every lane: lane i asks for mip i % 4 of a
// 16x8 texture of 4 mips and writes (width, height) at word 2i.
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 300, std430) writeonly buffer Out { uint o[]; };

void main() {
  uint lane = gl_LocalInvocationIndex;
  ivec2 size = textureSize(tex, int(lane % 4u));
  o[2u * lane] = uint(size.x);
  o[2u * lane + 1u] = uint(size.y);
}
