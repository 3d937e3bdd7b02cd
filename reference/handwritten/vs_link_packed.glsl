#version 460

layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 1, component = 2) out float out_TEXCOORD1;
layout(location = 2) out uint out_FLAGS0;
layout(location = 3) out vec4 out_COLOR0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    precise float _8 = _5 * 2.0;
    precise float _9 = _7 * 2.0;
    precise float _10 = _8 + (-1.0);
    precise float _11 = 1.0 - _9;
    gl_Position.x = _10;
    gl_Position.y = _11;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_TEXCOORD0.x = _5;
    out_TEXCOORD0.y = _7;
    out_TEXCOORD1 = _8;
    out_FLAGS0 = _2 + 7u;
    out_COLOR0.x = _5;
    out_COLOR0.y = _7;
    out_COLOR0.z = 1.0;
    out_COLOR0.w = 2.0;
}

