#version 450
// A lavapipe (Mesa 22.3) defect, kept as a canary (LavapipeDefects in runner_selftest.cpp):
// y is computed in the outer loop from the inner loop's result and read after the outer
// loop. Lanes leave the outer loop in different iterations (after x = v & 15 of them);
// lavapipe gives the lanes that left early a y computed with the next i.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0, std430) readonly buffer T0 { uint data[]; } t0;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint lane = gl_GlobalInvocationID.x;
  uint v = t0.data[lane];
  uint x = v & 15u;
  uint y;
  uint i = 0u;
  for (;;) {
    uint j = 0u;
    for (;;) {  // runs 3 times; the bound is not a constant, so it stays a loop
      j++;
      if (j * 7u >= 21u + (v >> 30)) break;
    }
    y = i * j + x;
    i++;
    if (i > x) break;
  }
  u0.data[lane] = y;  // 3 * x + x
}
