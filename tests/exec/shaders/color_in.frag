#version 450
// The colour an earlier stage (geometry, domain or mesh shader) computed.
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 result;

void main() { result = color; }
