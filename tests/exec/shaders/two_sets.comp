#version 450
// Space 0 and space 1: t0 space 0 (ByteAddressBuffer), b0 space 1, u0 space 1.
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, std430) readonly buffer T0 { uint data[]; } t0;
layout(set = 1, binding = 200, std140) uniform B0 { uint add; } b0;
layout(set = 1, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint i = gl_GlobalInvocationID.x;
  u0.data[i] = t0.data[i] + b0.add;
}
