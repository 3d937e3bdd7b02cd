#version 460

layout(location = 1) out vec3 out_NORMAL0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 3) out uint out_OBJECTID0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _60 = 3u == 0u;
    uint _3 = _60 ? 4294967295u : (_2 / (_60 ? 1u : 3u));
    bool _66 = 3u == 0u;
    uint _4 = _66 ? 4294967295u : (_2 % (_66 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _28;
        float _29;
        if (_4 == 1u)
        {
            _28 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _29 = 0.0;
        }
        else
        {
            _28 = 0.0;
            _29 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _28;
        _18 = _29;
    }
    float _21 = _18 * 0.5;
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = (_17 * 0.125) + 0.25;
    gl_Position.w = 1.0;
    out_NORMAL0.x = _17;
    out_NORMAL0.y = _21;
    out_NORMAL0.z = 1.0;
    out_TEXCOORD0.x = (_17 * 0.5) + 0.5;
    out_TEXCOORD0.y = 0.5 - _21;
    out_OBJECTID0 = (_3 * 65543u) + 29u;
}

