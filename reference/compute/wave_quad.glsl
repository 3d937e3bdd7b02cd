#version 460
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _83;

struct _84
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _57_59
{
    uint _m0[];
} _59;

layout(set = 0, binding = 300, std430) buffer _62_64
{
    uint _m0[];
} _64;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_WorkGroupID.x;
    uint _7 = (_5 << 5u) + _4;
    uint _82 = _59._m0[((_7 * 4u) + 0u) >> 2u];
    uint _11 = _84(_82, _83, _83, _83, 0u)._m0;
    float _13 = float(_11) * 0.25;
    uint _14 = _7 << 3u;
    _64._m0[((_14 * 4u) + 0u) >> 2u] = subgroupShuffleXor(_11, 1u);
    _64._m0[(((_14 | 1u) * 4u) + 0u) >> 2u] = subgroupShuffleXor(_11, 2u);
    _64._m0[(((_14 | 2u) * 4u) + 0u) >> 2u] = subgroupShuffleXor(_11, 3u);
    _64._m0[(((_14 | 3u) * 4u) + 0u) >> 2u] = subgroupShuffle(_11, (gl_SubgroupInvocationID & 4294967292u) | 0u);
    _64._m0[(((_14 | 4u) * 4u) + 0u) >> 2u] = subgroupShuffle(_11, (gl_SubgroupInvocationID & 4294967292u) | 1u);
    _64._m0[(((_14 | 5u) * 4u) + 0u) >> 2u] = (subgroupShuffle(_11, (gl_SubgroupInvocationID & 4294967292u) | 3u) << 16u) + subgroupShuffle(_11, (gl_SubgroupInvocationID & 4294967292u) | 2u);
    _64._m0[(((_14 | 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupShuffleXor(_13, 3u) + subgroupShuffleXor(_13, 1u));
    _64._m0[(((_14 | 7u) * 4u) + 0u) >> 2u] = (subgroupShuffleXor(_4, 2u) << 20u) ^ subgroupShuffleXor(_11, 2u);
}

