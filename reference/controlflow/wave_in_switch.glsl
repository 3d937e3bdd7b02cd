#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _53;

struct _54
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _32_34
{
    uint _m0[];
} _34;

layout(set = 0, binding = 300, std430) buffer _37_39
{
    uint _m0[];
} _39;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _52 = _34._m0[_5 >> 2u];
    uint _7 = _54(_52, _53, _53, _53, 0u)._m0;
    bool _57 = 5u == 0u;
    uint _8 = _57 ? 4294967295u : (_7 % (_57 ? 1u : 5u));
    uint _22;
    switch (_8)
    {
        case 0u:
        {
            _22 = subgroupAdd(_7);
            break;
        }
        case 1u:
        {
            _22 = subgroupBallotBitCount(subgroupBallot(true)) + 100u;
            break;
        }
        case 3u:
        {
            uint _11 = subgroupMax(_7) + 200u;
            _39._m0[(_5 + 512u) >> 2u] = _11;
            _22 = _11;
            break;
        }
        default:
        {
            _22 = subgroupBallotExclusiveBitCount(subgroupBallot(true)) + 300u;
            break;
        }
    }
    uint _24 = _4 << 3u;
    _39._m0[_24 >> 2u] = _22;
    _39._m0[(_24 | 4u) >> 2u] = subgroupAdd(_22);
    if (_4 == 0u)
    {
        uint _28 = gl_SubgroupSize;
        _39._m0[1024u >> 2u] = _28;
    }
}

