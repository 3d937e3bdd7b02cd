#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _83;

struct _84
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
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
    uint _4 = gl_LocalInvocationIndex;
    uint _82 = _64._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _84(_82, _83, _83, _83, 0u)._m0;
    uint _9 = gl_SubgroupSize;
    uint _10 = _4 << 3u;
    _69._m0[((_10 * 4u) + 0u) >> 2u] = _9;
    _69._m0[(((_10 | 1u) * 4u) + 0u) >> 2u] = subgroupBroadcast(_8, 1u);
    _69._m0[(((_10 | 2u) * 4u) + 0u) >> 2u] = subgroupShuffle(_8 << 1u, _9 + 4294967295u);
    _69._m0[(((_10 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupBroadcast(float(_8) * 0.5, 2u));
    uint _30 = _9 >> 1u;
    _69._m0[(((_10 | 4u) * 4u) + 0u) >> 2u] = (subgroupShuffle(_4, _30) << 16u) ^ subgroupShuffle(_8, _30);
    _69._m0[(((_10 | 5u) * 4u) + 0u) >> 2u] = subgroupBroadcastFirst(_8 + 1000u);
    uint _48;
    if ((_8 & 1u) == 0u)
    {
        _48 = 4294967295u;
    }
    else
    {
        _48 = subgroupBroadcastFirst(_4);
    }
    _69._m0[(((_10 | 6u) * 4u) + 0u) >> 2u] = _48;
    uint _56;
    if (_8 > 40u)
    {
        _56 = subgroupBroadcastFirst(_8);
    }
    else
    {
        _56 = 4294967295u;
    }
    _69._m0[(((_10 | 7u) * 4u) + 0u) >> 2u] = _56;
}

