#version 460

layout(location = 1) out vec3 out_TEXCOORD0;
layout(location = 2) out vec3 out_TEXCOORD1;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    gl_Position.x = (_5 * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (_7 * 2.0);
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_TEXCOORD0.x = _5 * 1.41421353816986083984375;
    out_TEXCOORD0.y = _7 * 1.41421353816986083984375;
    out_TEXCOORD0.z = 0.5;
    out_TEXCOORD1.x = 1.0;
    out_TEXCOORD1.y = 0.5 - _7;
    out_TEXCOORD1.z = 0.5 - _5;
}

