#version 450
// Three targets of different component types: uv and depth, the indices and pixel position,
// and signed values for a write-mask test.
layout(location = 0) in vec2 uv;
layout(location = 1) flat in uvec2 ids;
layout(location = 0) out vec4 color;
layout(location = 1) out uvec4 index;
layout(location = 2) out ivec4 signedOut;

void main() {
  color = vec4(uv, gl_FragCoord.z, 1.0);
  index = uvec4(ids, uint(gl_FragCoord.x), uint(gl_FragCoord.y));
  signedOut = ivec4(-1, -int(gl_FragCoord.x), -int(gl_FragCoord.y), -4);
}
