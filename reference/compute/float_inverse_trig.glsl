#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _92;

struct _93
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _62_64
{
    uint _m0[];
} _64;

layout(set = 0, binding = 300, std430) buffer _67_69
{
    uint _m0[];
} _69;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _84 = _64._m0[_6 >> 2u];
    uint _90 = _64._m0[(_6 + 4u) >> 2u];
    _93 _7 = _93(uintBitsToFloat(_84), uintBitsToFloat(_90), _92, _92, 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    uint _10 = _4 * 5u;
    _69._m0[((_10 * 4u) + 0u) >> 2u] = floatBitsToUint(asin(_8));
    _69._m0[(((_10 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(acos(_8));
    _69._m0[(((_10 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(atan(_9));
    float _23 = atan(_9 / _8);
    bool _26 = _8 < 0.0;
    bool _27 = _8 == 0.0;
    bool _28 = _9 >= 0.0;
    bool _29 = _9 < 0.0;
    _69._m0[(((_10 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint((_27 && _28) ? 1.57079637050628662109375 : ((_27 && _29) ? (-1.57079637050628662109375) : ((_26 && _29) ? (_23 + (-3.1415927410125732421875)) : ((_26 && _28) ? (_23 + 3.1415927410125732421875) : _23))));
    float _43 = atan(((-0.0) - _8) / _9);
    bool _46 = _9 == 0.0;
    bool _47 = _8 <= (-0.0);
    bool _48 = _8 > (-0.0);
    _69._m0[(((_10 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint((_47 && _46) ? 1.57079637050628662109375 : ((_48 && _46) ? (-1.57079637050628662109375) : ((_48 && _29) ? (_43 + (-3.1415927410125732421875)) : ((_47 && _29) ? (_43 + 3.1415927410125732421875) : _43))));
}

