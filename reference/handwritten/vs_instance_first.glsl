#version 460

layout(location = 1) out uvec3 out_INSTANCE0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _3 = uint(gl_BaseVertex);
    uint _4 = _2 - _3;
    uint _5 = uint(gl_InstanceIndex - gl_BaseInstance);
    uint _6 = uint(gl_BaseInstance);
    precise float _8 = float(_5) + (-0.5);
    bool _9 = _4 == 2u;
    precise float _11 = _8 + (_9 ? 0.4375 : (-0.4375));
    gl_Position.x = _11;
    gl_Position.y = _9 ? 0.0 : ((_4 == 0u) ? (-3.0) : 3.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_INSTANCE0.x = _5;
    out_INSTANCE0.y = _6;
    out_INSTANCE0.z = _3;
}

