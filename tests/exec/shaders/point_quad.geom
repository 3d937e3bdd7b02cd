#version 450
// Each input point becomes a 0.5 x 0.5 (NDC) quad around it, a triangle strip whose colour
// tells the points apart (gl_PrimitiveIDIn).
layout(points) in;
layout(triangle_strip, max_vertices = 4) out;
layout(location = 0) out vec4 color;

void main() {
  const vec2 corners[4] = vec2[](vec2(-1, -1), vec2(1, -1), vec2(-1, 1), vec2(1, 1));
  for (int i = 0; i < 4; ++i) {
    gl_Position = gl_in[0].gl_Position + vec4(corners[i] * 0.25, 0, 0);
    color = vec4(0.25 * float(gl_PrimitiveIDIn + 1), 0.5, 0.75, 1);
    EmitVertex();
  }
  EndPrimitive();
}
