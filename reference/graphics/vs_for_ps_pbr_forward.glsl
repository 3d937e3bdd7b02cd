#version 460

layout(location = 1) out vec3 out_WORLDPOS0;
layout(location = 2) out vec3 out_NORMAL0;
layout(location = 3) out vec4 out_TANGENT0;
layout(location = 4) out vec2 out_TEXCOORD0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _65 = 3u == 0u;
    uint _3 = _65 ? 4294967295u : (_2 / (_65 ? 1u : 3u));
    bool _71 = 3u == 0u;
    uint _4 = _71 ? 4294967295u : (_2 % (_71 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _33;
        float _34;
        if (_4 == 1u)
        {
            _33 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _34 = 0.0;
        }
        else
        {
            _33 = 0.0;
            _34 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _33;
        _18 = _34;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_WORLDPOS0.x = _17 * 3.0;
    out_WORLDPOS0.y = _18 * 2.0;
    out_WORLDPOS0.z = _17 * (-0.5);
    out_NORMAL0.x = _17 * 0.20000000298023223876953125;
    out_NORMAL0.y = _18 * 0.300000011920928955078125;
    out_NORMAL0.z = 1.0;
    out_TANGENT0.x = 1.0;
    out_TANGENT0.y = _18 * 0.100000001490116119384765625;
    out_TANGENT0.z = -0.20000000298023223876953125;
    out_TANGENT0.w = ((_2 + 4294967293u) < 3u) ? (-1.0) : 1.0;
    out_TEXCOORD0.x = (_17 * 0.5) + 0.5;
    out_TEXCOORD0.y = 0.5 - (_18 * 0.5);
}

