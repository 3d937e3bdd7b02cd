#version 460

layout(location = 1) out vec4 out_COLOR0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _56 = 3u == 0u;
    uint _3 = _56 ? 4294967295u : (_2 / (_56 ? 1u : 3u));
    bool _62 = 3u == 0u;
    uint _4 = _62 ? 4294967295u : (_2 % (_62 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _31;
        float _32;
        if (_4 == 1u)
        {
            _31 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _32 = 0.0;
        }
        else
        {
            _31 = 0.0;
            _32 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _31;
        _18 = _32;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = ((_2 < 3u) || ((_2 + 4294967287u) < 3u)) ? 0.25 : 0.75;
    gl_Position.w = 1.0;
    out_COLOR0.x = (_17 * 0.5) + 0.5;
    out_COLOR0.y = (_18 * 0.5) + 0.5;
    out_COLOR0.z = float(_3) * 0.25;
    out_COLOR0.w = 1.0;
}

