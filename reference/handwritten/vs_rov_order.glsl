#version 460

layout(location = 1) out uint out_TRI0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _3 = uint(gl_InstanceIndex - gl_BaseInstance);
    bool _50 = 3u == 0u;
    uint _4 = _50 ? 4294967295u : (_2 % (_50 ? 1u : 3u));
    bool _56 = 3u == 0u;
    uint _5 = _56 ? 4294967295u : (_2 / (_56 ? 1u : 3u));
    uint _7 = (_3 << 1u) + _5;
    bool _9 = (_7 & 1u) != 0u;
    bool _11 = _4 == 1u;
    bool _12 = _4 == 2u;
    gl_Position.x = _9 ? (_12 ? (-4.0) : 0.0) : (_11 ? 3.0 : (-1.0));
    gl_Position.y = _9 ? ((_4 == 0u) ? (-3.0) : (_11 ? 3.0 : 0.0)) : (_12 ? 3.0 : (-1.0));
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_TRI0 = _7;
}

