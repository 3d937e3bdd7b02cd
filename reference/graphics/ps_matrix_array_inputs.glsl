#version 460

struct _146
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _158
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _82_84
{
    uvec4 _m0[1];
} _84;

layout(location = 1) in vec3 in_TBN0[3];
layout(location = 4) in vec3 in_FRAME0[4];
layout(location = 8) in vec4 in_TAP0[4];
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_FRAME0[3u].x;
    float _4 = in_FRAME0[3u].y;
    float _5 = in_FRAME0[3u].z;
    float _6 = in_TBN0[0u].x;
    float _7 = in_TBN0[0u].y;
    float _8 = in_TBN0[0u].z;
    float _9 = in_TBN0[1u].x;
    float _10 = in_TBN0[1u].y;
    float _11 = in_TBN0[1u].z;
    float _12 = in_TBN0[2u].x;
    float _13 = in_TBN0[2u].y;
    float _14 = in_TBN0[2u].z;
    float _15 = in_TAP0[0u].x;
    float _16 = in_TAP0[0u].y;
    float _17 = in_TAP0[0u].z;
    float _18 = in_TAP0[0u].w;
    float _19 = _15 - _17;
    float _20 = _16 - _18;
    float _22 = inversesqrt(dot(vec3(_19, _20, 1.0), vec3(_19, _20, 1.0)));
    float _23 = _22 * _19;
    float _24 = _22 * _20;
    float _27 = (_22 * _8) + ((_24 * _7) + (_23 * _6));
    float _30 = (_22 * _11) + ((_24 * _10) + (_23 * _9));
    float _33 = (_22 * _14) + ((_24 * _13) + (_23 * _12));
    float _35 = inversesqrt(dot(vec3(_27, _30, _33), vec3(_27, _30, _33)));
    _146 _39 = _146(uintBitsToFloat(_84._m0[0u].x), uintBitsToFloat(_84._m0[0u].y), uintBitsToFloat(_84._m0[0u].z), uintBitsToFloat(_84._m0[0u].w));
    float _46 = dot(vec3(_35 * _27, _35 * _30, _35 * _33), vec3((-0.0) - _39._m1, (-0.0) - _39._m2, (-0.0) - _39._m3));
    float _151 = isnan(0.0) ? _46 : (isnan(_46) ? 0.0 : max(_46, 0.0));
    float _47 = isnan(1.0) ? _151 : (isnan(_151) ? 1.0 : min(_151, 1.0));
    uint _50 = _158(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m0 & 3u;
    float _51 = in_TAP0[_50].x;
    float _52 = in_TAP0[_50].w;
    out_SV_Target0.x = _47 + (_3 * 0.001000000047497451305389404296875);
    out_SV_Target0.y = _47 + (_4 * 0.001000000047497451305389404296875);
    out_SV_Target0.z = _47 + (_5 * 0.001000000047497451305389404296875);
    out_SV_Target0.w = _52 + _51;
}

