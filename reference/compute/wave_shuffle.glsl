#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _62;

struct _63
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _41_43
{
    uint _m0[];
} _43;

layout(set = 0, binding = 300, std430) buffer _46_48
{
    uint _m0[];
} _48;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _61 = _43._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _63(_61, _62, _62, _62, 0u)._m0;
    uint _9 = gl_SubgroupSize;
    uint _10 = gl_SubgroupInvocationID;
    uint _11 = _4 * 5u;
    _48._m0[((_11 * 4u) + 0u) >> 2u] = _9;
    uint _14 = _10 ^ 1u;
    _48._m0[(((_11 + 1u) * 4u) + 0u) >> 2u] = subgroupShuffle(_8, _14);
    bool _76 = _9 == 0u;
    uint _20 = _76 ? 4294967295u : ((_10 + 1u) % (_76 ? 1u : _9));
    _48._m0[(((_11 + 2u) * 4u) + 0u) >> 2u] = subgroupShuffle(_8, _20);
    bool _83 = _9 == 0u;
    uint _25 = _83 ? 4294967295u : (_8 % (_83 ? 1u : _9));
    _48._m0[(((_11 + 3u) * 4u) + 0u) >> 2u] = subgroupShuffle(_8 + _4, _25);
    uint _32 = subgroupShuffle(_8, _14) + _8;
    _48._m0[(((_11 + 4u) * 4u) + 0u) >> 2u] = _32 + subgroupShuffle(_32, _10 ^ 2u);
}

