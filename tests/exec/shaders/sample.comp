#version 450
// The texture read of sample.frag at the same pixel centres of an 8x8 grid, into u0.
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 100) uniform sampler smp;
layout(set = 0, binding = 300, std430) writeonly buffer Out { vec4 result[]; };

void main() {
  uvec2 p = gl_GlobalInvocationID.xy;
  vec2 uv = (vec2(p) + 0.5) / 8.0;
  result[p.y * 8 + p.x] = textureLod(sampler2D(tex, smp), uv, 0.0);
}
