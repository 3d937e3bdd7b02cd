#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _57;

struct _58
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _32_34
{
    uint _m0[];
} _34;

layout(set = 1, binding = 0, std430) readonly buffer _37_39
{
    uint _m0[];
} _39;

layout(set = 0, binding = 300, std430) buffer _41_43
{
    uint _m0[];
} _43;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 2u;
    uint _56 = _34._m0[_6 >> 2u];
    uint _8 = _58(_56, _57, _57, _57, 0u)._m0;
    uint _9 = _5 << 3u;
    uint _10 = _9 + 32u;
    uint _63 = _34._m0[_10 >> 2u];
    uint _68 = _34._m0[(_10 + 4u) >> 2u];
    _58 _11 = _58(_63, _68, _57, _57, 0u);
    uint _13 = _11._m1;
    uint _15 = (_8 << 4u) & 48u;
    uint _72 = _39._m0[_15 >> 2u];
    uint _76 = _39._m0[(_15 + 4u) >> 2u];
    uint _81 = _39._m0[(_15 + 8u) >> 2u];
    uint _86 = _39._m0[(_15 + 12u) >> 2u];
    _58 _16 = _58(_72, _76, _81, _86, 0u);
    _43._m0[_6 >> 2u] = (_11._m0 * _13) + _8;
    uint _28 = (_5 << 4u) + 32u;
    _43._m0[_28 >> 2u] = _16._m0 + _5;
    _43._m0[(_28 + 4u) >> 2u] = _16._m1 + _5;
    _43._m0[(_28 + 8u) >> 2u] = _16._m2 + _5;
    _43._m0[(_28 + 12u) >> 2u] = _16._m3 + _5;
    uint _29 = _9 + 160u;
    _43._m0[_29 >> 2u] = _13;
    _43._m0[(_29 + 4u) >> 2u] = _8;
}

