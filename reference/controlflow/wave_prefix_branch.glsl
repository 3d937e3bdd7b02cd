#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _54;

struct _55
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _34_36
{
    uint _m0[];
} _36;

layout(set = 0, binding = 300, std430) buffer _39_41
{
    uint _m0[];
} _41;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _53 = _36._m0[(_4 << 2u) >> 2u];
    uint _7 = _55(_53, _54, _54, _54, 0u)._m0;
    bool _58 = 3u == 0u;
    uint _8 = _58 ? 4294967295u : (_7 % (_58 ? 1u : 3u));
    uint _21;
    uint _22;
    if (_8 == 0u)
    {
        _21 = 4294967295u;
        _22 = subgroupExclusiveAdd(1u) + 1000u;
    }
    else
    {
        uint _11 = gl_SubgroupInvocationID;
        uint _13 = subgroupBallotExclusiveBitCount(subgroupBallot(true));
        _41._m0[(((_4 - _11) + _13) << 2u) >> 2u] = _7;
        _21 = _13;
        _22 = subgroupExclusiveAdd(_7);
    }
    uint _24 = _4 * 12u;
    _41._m0[(_24 + 256u) >> 2u] = _21;
    _41._m0[(_24 + 260u) >> 2u] = _22;
    _41._m0[(_24 + 264u) >> 2u] = subgroupExclusiveAdd(_7);
    if (_4 == 0u)
    {
        uint _30 = gl_SubgroupSize;
        _41._m0[1024u >> 2u] = _30;
    }
}

