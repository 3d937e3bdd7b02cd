#version 460

layout(location = 1) out uvec3 out_INSTANCE0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _3 = uint(gl_BaseVertex);
    uint _4 = uint(gl_InstanceIndex - gl_BaseInstance);
    uint _5 = uint(gl_BaseInstance);
    precise float _7 = float(_4) + (-0.5);
    bool _8 = _2 == 2u;
    precise float _10 = _7 + (_8 ? 0.4375 : (-0.4375));
    gl_Position.x = _10;
    gl_Position.y = _8 ? 0.0 : ((_2 == 0u) ? (-3.0) : 3.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_INSTANCE0.x = _4;
    out_INSTANCE0.y = _5;
    out_INSTANCE0.z = _3;
}

