#version 450
// Two invocations per triangle, each drawing it into the layer of its invocation id with
// that layer's colour from a constant buffer (b0: the geometry stage's own descriptor).
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) out vec4 color;
layout(set = 0, binding = 200) uniform Colors { vec4 layerColor[2]; };

void main() {
  for (int i = 0; i < 3; ++i) {
    gl_Position = gl_in[i].gl_Position;
    gl_Layer = gl_InvocationID;
    color = layerColor[gl_InvocationID];
    EmitVertex();
  }
  EndPrimitive();
}
