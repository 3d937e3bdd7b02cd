#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _57;

struct _58
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _36_38
{
    uint _m0[];
} _38;

layout(set = 0, binding = 300, std430) buffer _41_43
{
    uint _m0[];
} _43;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _7 = _58(_38._m0[(_4 << 2u) >> 2u], _57, _57, _57, 0u)._m0;
    uint _8 = subgroupAdd(_7);
    uint _23;
    uint _24;
    if ((_7 & 1u) == 0u)
    {
        if ((_7 & 2u) == 0u)
        {
            _23 = 0u;
            _24 = 65535u;
        }
        else
        {
            _23 = subgroupAdd(_7 << 1u);
            _24 = subgroupBallotBitCount(subgroupBallot(_7 > 10u));
        }
    }
    else
    {
        _23 = subgroupAdd(_7);
        _24 = subgroupBallotBitCount(subgroupBallot(true));
    }
    uint _26 = _4 << 4u;
    _43._m0[_26 >> 2u] = _8;
    _43._m0[(_26 | 4u) >> 2u] = _23;
    _43._m0[(_26 | 8u) >> 2u] = _24;
    _43._m0[(_26 | 12u) >> 2u] = subgroupAdd(_23);
    if (_4 == 0u)
    {
        uint _32 = gl_SubgroupSize;
        _43._m0[1024u >> 2u] = _32;
    }
}

