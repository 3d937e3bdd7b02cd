#version 450
// One color from a constant buffer (b0).
layout(set = 0, binding = 200) uniform Color { vec4 value; };
layout(location = 0) out vec4 color;

void main() { color = value; }
