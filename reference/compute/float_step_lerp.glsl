#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _107
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _70_72
{
    uint _m0[];
} _72;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    uint _87 = _67._m0[_6 >> 2u];
    uint _93 = _67._m0[(_6 + 4u) >> 2u];
    uint _99 = _67._m0[(_6 + 8u) >> 2u];
    uint _105 = _67._m0[(_6 + 12u) >> 2u];
    _107 _7 = _107(uintBitsToFloat(_87), uintBitsToFloat(_93), uintBitsToFloat(_99), uintBitsToFloat(_105), 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    float _10 = _7._m2;
    float _11 = _7._m3;
    uint _12 = _4 << 3u;
    _72._m0[((_12 * 4u) + 0u) >> 2u] = floatBitsToUint((_8 < _9) ? 0.0 : 1.0);
    _72._m0[(((_12 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint((_9 < _8) ? 0.0 : 1.0);
    float _22 = _11 - _10;
    _72._m0[(((_12 | 2u) * 4u) + 0u) >> 2u] = floatBitsToUint((_22 * 0.25) + _10);
    _72._m0[(((_12 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint((_22 * _8) + _10);
    float _127 = isnan(0.0) ? _8 : (isnan(_8) ? 0.0 : max(_8, 0.0));
    float _33 = isnan(1.0) ? _127 : (isnan(_127) ? 1.0 : min(_127, 1.0));
    _72._m0[(((_12 | 4u) * 4u) + 0u) >> 2u] = floatBitsToUint((_33 * _33) * (3.0 - (_33 * 2.0)));
    float _42 = (_8 - _10) / _22;
    float _133 = isnan(0.0) ? _42 : (isnan(_42) ? 0.0 : max(_42, 0.0));
    float _43 = isnan(1.0) ? _133 : (isnan(_133) ? 1.0 : min(_133, 1.0));
    _72._m0[(((_12 | 5u) * 4u) + 0u) >> 2u] = floatBitsToUint((_43 * _43) * (3.0 - (_43 * 2.0)));
    float _51 = isnan(_10) ? _8 : (isnan(_8) ? _10 : max(_8, _10));
    _72._m0[(((_12 | 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(isnan(_11) ? _51 : (isnan(_51) ? _11 : min(_51, _11)));
    _72._m0[(((_12 | 7u) * 4u) + 0u) >> 2u] = floatBitsToUint(((isnan(_9) ? _8 : (isnan(_8) ? _9 : min(_8, _9))) * 2.0) + (isnan(_9) ? _8 : (isnan(_8) ? _9 : max(_8, _9))));
}

