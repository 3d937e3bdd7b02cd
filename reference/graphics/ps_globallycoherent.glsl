#version 460

uint _99;

struct _100
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 302, std430) coherent buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 301, r32ui) uniform coherent uimage2D _42;
layout(set = 0, binding = 303) uniform writeonly image2D _50;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_COLOR0.x;
    float _6 = in_COLOR0.y;
    float _7 = in_COLOR0.z;
    float _8 = in_COLOR0.w;
    float _9 = gl_FragCoord.x;
    float _10 = gl_FragCoord.y;
    bool _73 = _9 >= 4294967296.0;
    uint _11 = _73 ? 4294967295u : uint(((_73 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    bool _82 = _10 >= 4294967296.0;
    uint _12 = _82 ? 4294967295u : uint(((_82 || (_10 < 0.0)) || isnan(_10)) ? 0.0 : _10);
    uint _13 = _11 >> 3u;
    uint _14 = _12 >> 3u;
    uint _92 = imageAtomicAdd(_42, ivec2(uvec2(_13, _14)), 1u);
    uint _16 = _92;
    uint _20 = (_14 << 10u) + (_13 << 2u);
    if (_16 == 0u)
    {
        _46._m0[_20 >> 2u] = 1u;
    }
    float _26 = float(_100(_46._m0[_20 >> 2u], _99, _99, _99, 0u)._m0 + _16);
    imageStore(_50, ivec2(uvec2(_11, _12)), vec4(_26 * _5, _26 * _6, _26 * _7, _26 * _8));
    out_SV_Target0.x = _5;
    out_SV_Target0.y = _6;
    out_SV_Target0.z = _7;
    out_SV_Target0.w = _8;
}

