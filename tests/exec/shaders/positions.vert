#version 450
// Positions from a buffer (t8), D3D-style uv ((0, 0) at NDC (-1, +1)), and the draw's vertex
// and instance indices (first_vertex and first_instance included) for the pixel shader.
layout(set = 0, binding = 8, std430) readonly buffer Positions { vec4 pos[]; };
layout(location = 0) out vec2 uv;
layout(location = 1) flat out uvec2 ids;

void main() {
  gl_Position = pos[gl_VertexIndex];
  uv = gl_Position.xy * vec2(0.5, -0.5) + 0.5;
  ids = uvec2(gl_VertexIndex, gl_InstanceIndex);
}
