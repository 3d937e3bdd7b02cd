#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _73;

struct _74
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 300, std430) buffer _57_59
{
    uint _m0[];
} _59;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _72 = _54._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _74(_72, _73, _73, _73, 0u)._m0;
    uint _9 = _4 * 7u;
    uint _10 = gl_SubgroupSize;
    _59._m0[((_9 * 4u) + 0u) >> 2u] = _10;
    _59._m0[(((_9 + 1u) * 4u) + 0u) >> 2u] = subgroupExclusiveAdd(_8);
    _59._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = subgroupExclusiveAdd(0u - (_8 & 15u));
    _59._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupExclusiveAdd(float(_8 & 7u)));
    _59._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = subgroupExclusiveMul((_8 & 1u) + 1u);
    _59._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupExclusiveMul(((_8 & 2u) != 0u) ? 2.0 : 1.0));
    _59._m0[(((_9 + 6u) * 4u) + 0u) >> 2u] = subgroupBallotExclusiveBitCount(subgroupBallot((_8 & 4u) != 0u));
}

