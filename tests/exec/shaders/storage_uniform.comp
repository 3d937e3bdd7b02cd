#version 450
// t0 (StructuredBuffer), b0 (cbuffer), u0 (RWStructuredBuffer) in space 0.
layout(local_size_x = 8) in;
layout(set = 0, binding = 0, std430) readonly buffer T0 { uint data[]; } t0;
layout(set = 0, binding = 200, std140) uniform B0 { uint scale; uint bias; } b0;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint i = gl_GlobalInvocationID.x;
  u0.data[i] = t0.data[i] * b0.scale + b0.bias;
}
