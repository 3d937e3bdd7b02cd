#version 460
#extension GL_EXT_demote_to_helper_invocation : require

struct _89
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _108
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _64_66
{
    uvec4 _m0[1];
} _66;

layout(set = 0, binding = 0) uniform texture2D _58;
layout(set = 0, binding = 1) uniform texture2D _59;
layout(set = 0, binding = 100) uniform sampler _70;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    vec4 _84 = texture(sampler2D(_59, _70), vec2(_6, _7));
    float _10 = _89(_84.x, _84.y, _84.z, _84.w, 0u)._m0;
    vec4 _93 = texture(sampler2D(_58, _70), vec2(_6, _7));
    _89 _12 = _89(_93.x, _93.y, _93.z, _93.w, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    float _31;
    float _32;
    float _33;
    if (_10 < _108(uintBitsToFloat(_66._m0[0u].x), uintBitsToFloat(_66._m0[0u].y), uintBitsToFloat(_66._m0[0u].z), uintBitsToFloat(_66._m0[0u].w))._m0)
    {
        float _21 = gl_FragCoord.x;
        bool _113 = _21 >= 4294967296.0;
        if (((_113 ? 4294967295u : uint(((_113 || (_21 < 0.0)) || isnan(_21)) ? 0.0 : _21)) & 1u) == 0u)
        {
            demote;
        }
        _31 = _13 * 0.5;
        _32 = _14 * 0.5;
        _33 = _15 * 0.5;
    }
    else
    {
        _31 = _13;
        _32 = _14;
        _33 = _15;
    }
    _108 _34 = _108(uintBitsToFloat(_66._m0[0u].x), uintBitsToFloat(_66._m0[0u].y), uintBitsToFloat(_66._m0[0u].z), uintBitsToFloat(_66._m0[0u].w));
    float _38 = (_10 - _34._m0) / _34._m1;
    float _135 = isnan(0.0) ? _38 : (isnan(_38) ? 0.0 : max(_38, 0.0));
    float _39 = isnan(1.0) ? _135 : (isnan(_135) ? 1.0 : min(_135, 1.0));
    out_SV_Target0.x = (_39 * (_31 + (-1.0))) + 1.0;
    out_SV_Target0.y = (_39 * (_32 + (-0.4000000059604644775390625))) + 0.4000000059604644775390625;
    out_SV_Target0.z = _39 * _33;
    out_SV_Target0.w = _12._m3;
}

