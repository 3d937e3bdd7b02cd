#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _66;

struct _67
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _36_38
{
    uint _m0[];
} _38;

layout(set = 0, binding = 300, std430) buffer _41_43
{
    uint _m0[];
} _43;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _58 = _38._m0[_6 >> 2u];
    uint _64 = _38._m0[(_6 + 4u) >> 2u];
    _67 _7 = _67(uintBitsToFloat(_58), uintBitsToFloat(_64), _66, _66, 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    uint _10 = _4 << 2u;
    float _11 = _8 / _9;
    _43._m0[((_10 * 4u) + 0u) >> 2u] = floatBitsToUint(_11);
    _43._m0[(((_10 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_8 - _9 * trunc(_8 / _9));
    float _21 = fract(abs(_11));
    _43._m0[(((_10 | 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(((_11 >= ((-0.0) - _11)) ? _21 : ((-0.0) - _21)) * _9);
    _43._m0[(((_10 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint((_8 * 0.25) - (_9 * 2.0));
}

