#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _77;

struct _78
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _100
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _56_58
{
    uint _m0[];
} _58;

layout(set = 0, binding = 300, std430) buffer _61_63
{
    uint _m0[];
} _63;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _8 = _78(_58._m0[((_4 * 4u) + 0u) >> 2u], _77, _77, _77, 0u)._m0;
    uint _23;
    uint _24;
    uint _25;
    if ((_8 & 1u) == 0u)
    {
        _23 = subgroupBallotBitCount(subgroupBallot(_8 > 10u));
        _24 = subgroupMax(_8) + 100000u;
        _25 = uint(subgroupElect());
    }
    else
    {
        _23 = subgroupBallotBitCount(subgroupBallot(true));
        _24 = subgroupAdd(_8);
        _25 = subgroupExclusiveAdd(1u);
    }
    bool _88 = 3u == 0u;
    uint _26 = _88 ? 4294967295u : (_8 % (_88 ? 1u : 3u));
    uint _37;
    switch (_26)
    {
        case 0u:
        {
            uvec4 _95 = subgroupBallot(true);
            _37 = _100(_95.x, _95.y, _95.z, _95.w)._m0;
            break;
        }
        case 1u:
        {
            _37 = subgroupAdd(_4) + 65536u;
            break;
        }
        default:
        {
            _37 = subgroupBallotBitCount(subgroupBallot(true)) + 131072u;
            break;
        }
    }
    uint _38 = _4 * 5u;
    uint _39 = gl_SubgroupSize;
    _63._m0[((_38 * 4u) + 0u) >> 2u] = _39;
    _63._m0[(((_38 + 1u) * 4u) + 0u) >> 2u] = _24;
    _63._m0[(((_38 + 2u) * 4u) + 0u) >> 2u] = _23;
    _63._m0[(((_38 + 3u) * 4u) + 0u) >> 2u] = _25;
    _63._m0[(((_38 + 4u) * 4u) + 0u) >> 2u] = _37;
}

