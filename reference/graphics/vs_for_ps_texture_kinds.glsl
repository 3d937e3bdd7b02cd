#version 460

layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out vec3 out_WORLDPOS0;
layout(location = 3) out vec3 out_NORMAL0;
layout(location = 4) out uint out_LAYER0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _62 = 3u == 0u;
    uint _3 = _62 ? 4294967295u : (_2 / (_62 ? 1u : 3u));
    bool _68 = 3u == 0u;
    uint _4 = _68 ? 4294967295u : (_2 % (_68 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _29;
        float _30;
        if (_4 == 1u)
        {
            _29 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _30 = 0.0;
        }
        else
        {
            _29 = 0.0;
            _30 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _29;
        _18 = _30;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_TEXCOORD0.x = (_17 * 0.75) + 0.75;
    out_TEXCOORD0.y = 0.75 - (_18 * 0.75);
    out_WORLDPOS0.x = _17 * 7.0;
    out_WORLDPOS0.y = _18 * 5.0;
    out_WORLDPOS0.z = 3.0;
    out_NORMAL0.x = _17 * 0.5;
    out_NORMAL0.y = 1.0;
    out_NORMAL0.z = (_18 * 0.5) + (-0.100000001490116119384765625);
    out_LAYER0 = _3;
}

