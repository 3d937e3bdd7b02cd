#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _97;

struct _98
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _70_72
{
    uint _m0[];
} _72;

layout(set = 0, binding = 300, std430) buffer _75_77
{
    uint _m0[];
} _77;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _91 = _72._m0[_6 >> 2u];
    uint _96 = _72._m0[(_6 + 4u) >> 2u];
    _98 _7 = _98(_91, _96, _97, _97, 0u);
    uint _8 = _7._m0;
    uint _10 = _7._m1;
    uint _11 = uint(int(_8) >> int(16u));
    uint _12 = uint(int(_10) >> int(16u));
    uint _13 = _4 * 12u;
    _77._m0[((_13 * 4u) + 0u) >> 2u] = _8 + _10;
    uint _17 = _8 - _10;
    _77._m0[(((_13 | 1u) * 4u) + 0u) >> 2u] = _17;
    uint _21 = _10 - _8;
    _77._m0[(((_13 | 2u) * 4u) + 0u) >> 2u] = _21;
    uint _25 = _8 * _10;
    _77._m0[(((_13 | 3u) * 4u) + 0u) >> 2u] = _25;
    _77._m0[(((_13 + 4u) * 4u) + 0u) >> 2u] = _11 + _12;
    _77._m0[(((_13 + 5u) * 4u) + 0u) >> 2u] = _11 - _12;
    _77._m0[(((_13 + 6u) * 4u) + 0u) >> 2u] = _11 * _12;
    _77._m0[(((_13 + 7u) * 4u) + 0u) >> 2u] = 0u - _11;
    _77._m0[(((_13 + 8u) * 4u) + 0u) >> 2u] = 0u - _8;
    uint _49 = _8 | 1u;
    uint _50 = _8 & 255u;
    _77._m0[(((_13 + 9u) * 4u) + 0u) >> 2u] = (_17 + _25) ^ (_21 + _25);
    _77._m0[(((_13 + 10u) * 4u) + 0u) >> 2u] = ((_8 ^ _10) << 2u) + 4294967293u;
    _77._m0[(((_13 + 11u) * 4u) + 0u) >> 2u] = (_49 - _50) + (_49 * _50);
}

