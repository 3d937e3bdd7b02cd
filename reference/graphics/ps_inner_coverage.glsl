#version 460
#extension GL_NV_conservative_raster_underestimation : require

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_COLOR0.x;
    float _3 = in_COLOR0.y;
    float _4 = in_COLOR0.z;
    float _5 = in_COLOR0.w;
    uint _6 = uint(gl_FragFullyCoveredNV);
    float _14;
    float _15;
    float _16;
    float _17;
    if (_6 == 0u)
    {
        _14 = _2 * 0.5;
        _15 = _3 * 0.5;
        _16 = _4 * 0.5;
        _17 = _5 * 0.25;
    }
    else
    {
        _14 = _2;
        _15 = _3;
        _16 = _4;
        _17 = _5;
    }
    out_SV_Target0.x = _14;
    out_SV_Target0.y = _15;
    out_SV_Target0.z = _16;
    out_SV_Target0.w = _17;
}

