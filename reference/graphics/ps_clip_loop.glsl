#version 460
#extension GL_EXT_demote_to_helper_invocation : require

struct _105
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _117
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _72_74
{
    uvec4 _m0[9];
} _74;

layout(location = 1) in vec3 in_WORLDPOS0;
layout(location = 2) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_COLOR0.x;
    float _4 = in_COLOR0.y;
    float _5 = in_COLOR0.z;
    float _6 = in_COLOR0.w;
    float _7 = in_WORLDPOS0.x;
    float _8 = in_WORLDPOS0.y;
    float _9 = in_WORLDPOS0.z;
    float _28;
    float _29;
    float _30;
    if (_105(_74._m0[8u].x, _74._m0[8u].y, _74._m0[8u].z, _74._m0[8u].w)._m0 == 0u)
    {
        _28 = _3;
        _29 = _4;
        _30 = _5;
    }
    else
    {
        float _43;
        float _44;
        float _45;
        uint _53;
        float _54;
        float _55;
        float _56;
        uint _15 = 0u;
        float _16 = _3;
        float _17 = _4;
        float _18 = _5;
        float _24;
        bool _25;
        for (;;)
        {
            _117 _19 = _117(uintBitsToFloat(_74._m0[_15].x), uintBitsToFloat(_74._m0[_15].y), uintBitsToFloat(_74._m0[_15].z), uintBitsToFloat(_74._m0[_15].w));
            _24 = dot(vec4(_7, _8, _9, 1.0), vec4(_19._m0, _19._m1, _19._m2, _19._m3));
            _25 = _24 < 0.0;
            if (_25)
            {
                demote;
            }
            float _41 = _24 * 4.0;
            float _124 = isnan(0.0) ? _41 : (isnan(_41) ? 0.0 : max(_41, 0.0));
            float _42 = isnan(1.0) ? _124 : (isnan(_124) ? 1.0 : min(_124, 1.0));
            _43 = _42 * _16;
            _44 = _42 * _17;
            _45 = _42 * _18;
            uint _46 = _15 + 1u;
            if (_46 < _105(_74._m0[8u].x, _74._m0[8u].y, _74._m0[8u].z, _74._m0[8u].w)._m0)
            {
                _53 = _46;
                _54 = _43;
                _55 = _44;
                _56 = _45;
                _15 = _53;
                _16 = _54;
                _17 = _55;
                _18 = _56;
                continue;
            }
            else
            {
                break;
            }
        }
        _28 = _43;
        _29 = _44;
        _30 = _45;
    }
    if (((_6 + (-0.02999999932944774627685546875)) < 0.0) || (((_6 + (-0.00999999977648258209228515625)) < 0.0) || ((_6 + (-0.0199999995529651641845703125)) < 0.0)))
    {
        demote;
    }
    out_SV_Target0.x = _28;
    out_SV_Target0.y = _29;
    out_SV_Target0.z = _30;
    out_SV_Target0.w = _6;
}

