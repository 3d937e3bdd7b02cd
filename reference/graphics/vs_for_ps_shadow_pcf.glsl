#version 460

layout(location = 1) out vec3 out_WORLDPOS0;
layout(location = 2) out vec3 out_NORMAL0;
layout(location = 3) out vec2 out_TEXCOORD0;
layout(location = 1, component = 3) out float out_VIEWZ0;

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
    out_WORLDPOS0.x = (_5 * 20.0) + (-10.0);
    out_WORLDPOS0.y = 0.0;
    out_WORLDPOS0.z = (_7 * 20.0) + (-10.0);
    out_NORMAL0.x = 0.100000001490116119384765625;
    out_NORMAL0.y = 1.0;
    out_NORMAL0.z = 0.20000000298023223876953125;
    out_TEXCOORD0.x = _5;
    out_TEXCOORD0.y = _7;
    out_VIEWZ0 = _7 * 32.0;
}

