#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _71;

struct _72
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _79
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _35_37
{
    uint _m0[];
} _37;

layout(set = 0, binding = 300, std430) buffer _40_42
{
    uint _m0[];
} _42;

layout(set = 0, binding = 200, std140) uniform _46_48
{
    uvec4 _m0[1];
} _48;

layout(set = 1, binding = 200, std140) uniform _52_54
{
    uvec4 _m0[4];
} _54;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _10 = _72(_37._m0[((_6 * 4u) + 0u) >> 2u], _71, _71, _71, 0u)._m0;
    _79 _11 = _79(_48._m0[0u].x, _48._m0[0u].y, _48._m0[0u].z, _48._m0[0u].w);
    uint _16 = _10 & 3u;
    _79 _19 = _79(_54._m0[_16].x, _54._m0[_16].y, _54._m0[_16].z, _54._m0[_16].w);
    uint _57[4];
    _57[0u] = _19._m0;
    _57[1u] = _19._m1;
    _57[2u] = _19._m2;
    _57[3u] = _19._m3;
    _42._m0[((_6 * 4u) + 0u) >> 2u] = ((_11._m1 * _6) + _11._m0) + _57[(_10 >> 2u) & 3u];
}

