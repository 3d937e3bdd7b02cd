#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _98;

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _123
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _77_79
{
    uint _m0[];
} _79;

layout(set = 0, binding = 300, std430) buffer _82_84
{
    uint _m0[];
} _84;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _97 = _79._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _99(_97, _98, _98, _98, 0u)._m0;
    uint _9 = gl_SubgroupInvocationID;
    uvec4 _118 = subgroupBallot((_8 & 1u) != 0u);
    _123 _45 = _123(_118.x, _118.y, _118.z, _118.w);
    bool _124 = 3u == 0u;
    uint _50 = _124 ? 4294967295u : (_8 % (_124 ? 1u : 3u));
    uint _53 = gl_SubgroupSize;
    uint _54 = _4 * 7u;
    _84._m0[((_54 * 4u) + 0u) >> 2u] = _53;
    _84._m0[(((_54 + 1u) * 4u) + 0u) >> 2u] = (((((((subgroupAll(_8 < 50u) ? 2u : 0u) | uint(subgroupAll(_8 < 1000u))) | (subgroupAny(_8 == 7u) ? 4u : 0u)) | (subgroupAny(_9 == 3u) ? 8u : 0u)) | (subgroupAllEqual(_4 >> 6u) ? 16u : 0u)) | (subgroupAllEqual(_8) ? 32u : 0u)) | (subgroupAllEqual(float(_8 & 240u)) ? 64u : 0u)) | ((subgroupAllEqual(_8 >> 8u) && subgroupAllEqual(5u)) ? 128u : 0u);
    _84._m0[(((_54 + 2u) * 4u) + 0u) >> 2u] = _45._m0;
    _84._m0[(((_54 + 3u) * 4u) + 0u) >> 2u] = _45._m1;
    _84._m0[(((_54 + 4u) * 4u) + 0u) >> 2u] = _45._m2;
    _84._m0[(((_54 + 5u) * 4u) + 0u) >> 2u] = _45._m3;
    _84._m0[(((_54 + 6u) * 4u) + 0u) >> 2u] = subgroupBallotBitCount(subgroupBallot(_50 == 0u));
}

