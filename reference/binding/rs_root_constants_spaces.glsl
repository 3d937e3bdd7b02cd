#version 460
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _76
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 2, binding = 300, std430) buffer _39_41
{
    uint _m0[];
} _41;

layout(set = 0, binding = 200, std140) uniform _46_48
{
    uvec4 _m0[1];
} _48;

layout(set = 1, binding = 200, std140) uniform _51_53
{
    uvec4 _m0[1];
} _53;

layout(set = 0, binding = 203, std140) uniform _55_57
{
    uvec4 _m0[1];
} _57;

void main()
{
    uint _6 = gl_LocalInvocationIndex;
    _76 _7 = _76(_48._m0[0u].x, _48._m0[0u].y, _48._m0[0u].z, _48._m0[0u].w);
    uint _8 = _7._m0;
    uint _11 = _7._m3;
    uint _61[4];
    _61[0u] = _8;
    _61[1u] = _7._m1;
    _61[2u] = _7._m2;
    _61[3u] = _11;
    bool _19 = (_6 & 1u) == 0u;
    _76 _20 = _76(_53._m0[0u].x, _53._m0[0u].y, _53._m0[0u].z, _53._m0[0u].w);
    uint _21 = _20._m0;
    uint _23 = _20._m1;
    uint _29 = _76(_57._m0[0u].x, _57._m0[0u].y, _57._m0[0u].z, _57._m0[0u].w)._m0;
    uint _36 = (_6 * 16u) + 0u;
    _41._m0[_36 >> 2u] = _61[_6];
    _41._m0[(_36 + 4u) >> 2u] = _19 ? _21 : _23;
    _41._m0[(_36 + 8u) >> 2u] = _29 + _6;
    _41._m0[(_36 + 12u) >> 2u] = (((_19 ? _21 : _20._m0) * _8) + _29) + ((_19 ? _20._m1 : _23) * _11);
}

