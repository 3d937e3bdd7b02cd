#version 450
// A texture (t0) read through a separate sampler (s0) at the interpolated uv.
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 100) uniform sampler smp;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() { color = texture(sampler2D(tex, smp), uv); }
