#version 460

struct _121
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _132
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _149
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _168;

struct _169
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 1, std430) readonly buffer _84_86
{
    uint _m0[];
} _86;

layout(set = 0, binding = 200, std140) uniform _91_93
{
    uvec4 _m0[1];
} _93;

layout(set = 0, binding = 201, std140) uniform _97_99
{
    uvec4 _m0[2];
} _99;

layout(set = 0, binding = 0) uniform texture2D _81;
layout(set = 0, binding = 100) uniform sampler _102;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    vec4 _116 = texture(sampler2D(_81, _102), vec2(_7, _8));
    _121 _10 = _121(_116.x, _116.y, _116.z, _116.w, 0u);
    _132 _15 = _132(uintBitsToFloat(_99._m0[0u].x), uintBitsToFloat(_99._m0[0u].y), uintBitsToFloat(_99._m0[0u].z), uintBitsToFloat(_99._m0[0u].w));
    _132 _24 = _132(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w));
    float _29 = (_15._m0 * _10._m0) * _24._m0;
    float _30 = (_15._m1 * _10._m1) * _24._m1;
    float _31 = (_15._m2 * _10._m2) * _24._m2;
    float _59;
    float _60;
    float _61;
    if (_149(_99._m0[1u].x, _99._m0[1u].y, _99._m0[1u].z, _99._m0[1u].w)._m2 == 0u)
    {
        _59 = _29;
        _60 = _30;
        _61 = _31;
    }
    else
    {
        float _37 = gl_FragCoord.x;
        bool _154 = _37 >= 4294967296.0;
        uint _43 = _169(_86._m0[((((_154 ? 4294967295u : uint(((_154 || (_37 < 0.0)) || isnan(_37)) ? 0.0 : _37)) & 15u) * 4u) + 0u) >> 2u], _168, _168, _168, 0u)._m0;
        _59 = (_29 * 0.0039215688593685626983642578125) * float(_43 & 255u);
        _60 = (_30 * 0.0039215688593685626983642578125) * float((_43 >> 8u) & 255u);
        _61 = (_31 * 0.0039215688593685626983642578125) * float((_43 >> 16u) & 255u);
    }
    _132 _62 = _132(uintBitsToFloat(_99._m0[1u].x), uintBitsToFloat(_99._m0[1u].y), uintBitsToFloat(_99._m0[1u].z), uintBitsToFloat(_99._m0[1u].w));
    float _66 = 1.0 - (_62._m1 * _62._m0);
    out_SV_Target0.x = _66 * _59;
    out_SV_Target0.y = _66 * _60;
    out_SV_Target0.z = _66 * _61;
    out_SV_Target0.w = (_15._m3 * _10._m3) * _24._m3;
}

