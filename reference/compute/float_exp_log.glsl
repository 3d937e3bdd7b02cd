#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _73;

struct _74
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _43_45
{
    uint _m0[];
} _45;

layout(set = 0, binding = 300, std430) buffer _48_50
{
    uint _m0[];
} _50;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _65 = _45._m0[_6 >> 2u];
    uint _71 = _45._m0[(_6 + 4u) >> 2u];
    _74 _7 = _74(uintBitsToFloat(_65), uintBitsToFloat(_71), _73, _73, 0u);
    float _9 = _7._m1;
    uint _10 = _4 * 7u;
    _50._m0[((_10 * 4u) + 0u) >> 2u] = floatBitsToUint(exp2(_9 * 1.44269502162933349609375));
    _50._m0[(((_10 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(exp2(_9));
    float _19 = log2(_7._m0);
    _50._m0[(((_10 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_19 * 0.693147182464599609375);
    _50._m0[(((_10 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_19);
    _50._m0[(((_10 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(_19 * 0.3010300099849700927734375);
    _50._m0[(((_10 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(exp2(_19 * _9));
    _50._m0[(((_10 + 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(exp2(_19 * 0.5));
}

