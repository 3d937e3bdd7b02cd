#version 450
// Bilinear position over the control points (0 top-left, 1 top-right, 2 bottom-right,
// 3 bottom-left when the patch is an on-screen rectangle); the colour carries the domain
// coordinate and the patch value.
layout(quads, equal_spacing, ccw) in;
layout(location = 0) patch in float patchValue;
layout(location = 0) out vec4 color;

void main() {
  vec2 uv = gl_TessCoord.xy;
  vec4 top = mix(gl_in[0].gl_Position, gl_in[1].gl_Position, uv.x);
  vec4 bottom = mix(gl_in[3].gl_Position, gl_in[2].gl_Position, uv.x);
  gl_Position = mix(top, bottom, uv.y);
  color = vec4(uv, patchValue, 1);
}
