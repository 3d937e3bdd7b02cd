#version 460

layout(location = 1) out vec3 out_NORMAL0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _50 = 3u == 0u;
    uint _3 = _50 ? 4294967295u : (_2 / (_50 ? 1u : 3u));
    bool _56 = 3u == 0u;
    uint _4 = _56 ? 4294967295u : (_2 % (_56 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _23;
        float _24;
        if (_4 == 1u)
        {
            _23 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _24 = 0.0;
        }
        else
        {
            _23 = 0.0;
            _24 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _23;
        _18 = _24;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_NORMAL0.x = _17 * 0.5;
    out_NORMAL0.y = 1.0;
    out_NORMAL0.z = (_18 * 0.5) + (-0.25);
}

