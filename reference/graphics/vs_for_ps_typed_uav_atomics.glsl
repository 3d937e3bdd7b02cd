#version 460

layout(location = 1) out vec3 out_WORLDPOS0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    gl_Position.x = (_5 * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (_7 * 2.0);
    gl_Position.z = ((_7 * 0.25) + 0.125) + (_5 * 0.5);
    gl_Position.w = 1.0;
    out_WORLDPOS0.x = _5 * 8.0;
    out_WORLDPOS0.y = _7 * 8.0;
    out_WORLDPOS0.z = 2.5;
}

