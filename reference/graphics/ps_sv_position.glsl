#version 460

struct _96
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _45_47
{
    uvec4 _m0[1];
} _47;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = gl_FragCoord.x;
    float _4 = gl_FragCoord.y;
    float _5 = gl_FragCoord.z;
    float _6 = 1.0 / gl_FragCoord.w;
    bool _68 = _3 >= 4294967296.0;
    bool _77 = _4 >= 4294967296.0;
    _96 _13 = _96(uintBitsToFloat(_47._m0[0u].x), uintBitsToFloat(_47._m0[0u].y), uintBitsToFloat(_47._m0[0u].z), uintBitsToFloat(_47._m0[0u].w));
    float _14 = _13._m2;
    float _15 = _13._m3;
    float _26 = ((_3 * 2.0) * _13._m0) + (-1.0);
    float _27 = ((_4 * 2.0) * _13._m1) + (-1.0);
    out_SV_Target0.x = ((((_77 ? 4294967295u : uint(((_77 || (_4 < 0.0)) || isnan(_4)) ? 0.0 : _4)) ^ (_68 ? 4294967295u : uint(((_68 || (_3 < 0.0)) || isnan(_3)) ? 0.0 : _3))) & 8u) != 0u) ? 1.0 : 0.25;
    out_SV_Target0.y = (_15 * _14) / ((_15 - ((_15 - _14) * _5)) * _15);
    out_SV_Target0.z = 1.0 / _6;
    out_SV_Target0.w = sqrt((_26 * _26) + (_27 * _27));
}

