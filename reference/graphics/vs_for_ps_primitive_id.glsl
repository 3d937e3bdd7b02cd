#version 460

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _44 = 3u == 0u;
    uint _3 = _44 ? 4294967295u : (_2 / (_44 ? 1u : 3u));
    bool _50 = 3u == 0u;
    uint _4 = _50 ? 4294967295u : (_2 % (_50 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _20;
        float _21;
        if (_4 == 1u)
        {
            _20 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _21 = 0.0;
        }
        else
        {
            _20 = 0.0;
            _21 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _20;
        _18 = _21;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
}

