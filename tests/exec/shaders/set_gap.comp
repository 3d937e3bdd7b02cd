#version 450
// Only space 2 is used: sets 0 and 1 must exist as empty layouts.
layout(local_size_x = 4, local_size_y = 2) in;
layout(set = 2, binding = 302, std430) buffer U2 { uint data[]; } u2;
void main() {
  uint i = gl_GlobalInvocationID.y * 8u + gl_GlobalInvocationID.x;
  u2.data[i] = i * 7u;
}
