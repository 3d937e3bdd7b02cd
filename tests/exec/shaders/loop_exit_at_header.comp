#version 450
// loop_exit_after_inner_loop.comp rewritten as DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER does it:
// the exit test sets a flag and the loop is left at its top (LoopLeftFromItsHeader... in
// runner_selftest.cpp), which lavapipe (Mesa 22.3) runs right.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0, std430) readonly buffer T0 { uint data[]; } t0;
layout(set = 0, binding = 300, std430) buffer U0 { uint data[]; } u0;
void main() {
  uint lane = gl_GlobalInvocationID.x;
  uint v = t0.data[lane];
  uint x = v & 15u;
  uint y;
  uint i = 0u;
  bool leave = false;
  while (!leave) {
    uint j = 0u;
    for (;;) {
      j++;
      if (j * 7u >= 21u + (v >> 30)) break;
    }
    y = i * j + x;
    i++;
    leave = i > x;
  }
  u0.data[lane] = y;  // 3 * x + x
}
