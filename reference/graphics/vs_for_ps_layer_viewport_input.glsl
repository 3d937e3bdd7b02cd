#version 460

layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out uint out_SV_RenderTargetArrayIndex0;
layout(location = 2, component = 1) out uint out_SV_ViewportArrayIndex0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    bool _57 = 3u == 0u;
    uint _3 = _57 ? 4294967295u : (_2 / (_57 ? 1u : 3u));
    bool _63 = 3u == 0u;
    uint _4 = _63 ? 4294967295u : (_2 % (_63 ? 1u : 3u));
    float _17;
    float _18;
    if (_4 == 0u)
    {
        _17 = 0.0;
        _18 = 0.0;
    }
    else
    {
        float _24;
        float _25;
        if (_4 == 1u)
        {
            _24 = ((_3 & 1u) != 0u) ? 2.0 : (-2.0);
            _25 = 0.0;
        }
        else
        {
            _24 = 0.0;
            _25 = ((_3 & 2u) != 0u) ? (-2.0) : 2.0;
        }
        _17 = _24;
        _18 = _25;
    }
    gl_Position.x = _17;
    gl_Position.y = _18;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_TEXCOORD0.x = (_17 * 0.5) + 0.5;
    out_TEXCOORD0.y = 0.5 - (_18 * 0.5);
    gl_Layer = int(_3);
    out_SV_RenderTargetArrayIndex0 = _3;
    gl_ViewportIndex = int(_3);
    out_SV_ViewportArrayIndex0 = _3;
}

