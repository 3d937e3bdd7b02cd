#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _48;

struct _49
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _27_29
{
    uint _m0[];
} _29;

layout(set = 0, binding = 300, std430) buffer _32_34
{
    uint _m0[];
} _34;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _47 = _29._m0[((_4 * 4u) + 0u) >> 2u];
    uint _9 = _4 << 2u;
    uint _10 = gl_SubgroupSize;
    _34._m0[((_9 * 4u) + 0u) >> 2u] = _10;
    uint _13 = gl_SubgroupInvocationID;
    _34._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = _13;
    _34._m0[(((_9 | 2u) * 4u) + 0u) >> 2u] = subgroupAdd(_49(_47, _48, _48, _48, 0u)._m0);
    _34._m0[(((_9 | 3u) * 4u) + 0u) >> 2u] = subgroupBallotExclusiveBitCount(subgroupBallot(true));
}

