#version 460

layout(location = 1) out vec3 out_WORLDPOS0;
layout(location = 2) out vec3 out_NORMAL0;
layout(location = 3) out vec4 out_TANGENT0;
layout(location = 4) out vec2 out_TEXCOORD0;
layout(location = 5) out vec4 out_COLOR0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    gl_Position.x = (_5 * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (_7 * 2.0);
    gl_Position.z = 0.375;
    gl_Position.w = 1.0;
    out_WORLDPOS0.x = _5 + (-0.5);
    out_WORLDPOS0.y = 0.5 - _7;
    out_WORLDPOS0.z = 0.0;
    out_NORMAL0.x = 0.0;
    out_NORMAL0.y = 0.0;
    out_NORMAL0.z = 1.0;
    out_TANGENT0.x = 1.0;
    out_TANGENT0.y = 0.0;
    out_TANGENT0.z = 0.0;
    out_TANGENT0.w = 1.0;
    out_TEXCOORD0.x = _5;
    out_TEXCOORD0.y = _7;
    out_COLOR0.x = 1.0;
    out_COLOR0.y = 0.89999997615814208984375;
    out_COLOR0.z = 0.800000011920928955078125;
    out_COLOR0.w = 1.0;
}

