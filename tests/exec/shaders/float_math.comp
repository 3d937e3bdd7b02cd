#version 450
// f32 results compared with a ULP tolerance: sqrt of the inputs.
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, std430) readonly buffer T0 { float data[]; } t0;
layout(set = 0, binding = 300, std430) buffer U0 { float data[]; } u0;
void main() {
  uint i = gl_GlobalInvocationID.x;
  u0.data[i] = sqrt(t0.data[i]);
}
