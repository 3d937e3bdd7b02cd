#version 460

layout(location = 1) out uint out_ID0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _3 = float(_2);
    precise float _4 = _3 + (-0.5);
    precise float _5 = _3 * 0.25;
    precise float _6 = 0.5 - _5;
    gl_Position.x = _4;
    gl_Position.y = _6;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_ID0 = _2;
}

