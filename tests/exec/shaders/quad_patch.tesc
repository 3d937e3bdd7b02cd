#version 450
// Quad patches of 4 control points passed through, tessellated 2 x 2; a per-patch value
// (the patch index + 0.5) goes to the domain shader.
layout(vertices = 4) out;
layout(location = 0) patch out float patchValue;

void main() {
  gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
  if (gl_InvocationID == 0) {
    gl_TessLevelOuter[0] = gl_TessLevelOuter[1] = gl_TessLevelOuter[2] = gl_TessLevelOuter[3] = 2.0;
    gl_TessLevelInner[0] = gl_TessLevelInner[1] = 2.0;
    patchValue = float(gl_PrimitiveID) + 0.5;
  }
}
