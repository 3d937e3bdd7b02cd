#version 460
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _66;

struct _67
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _45_47
{
    uint _m0[];
} _47;

layout(set = 0, binding = 300, std430) buffer _50_52
{
    uint _m0[];
} _52;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _65 = _47._m0[(_4 << 2u) >> 2u];
    uint _7 = _67(_65, _66, _66, _66, 0u)._m0;
    uint _8 = _7 & 15u;
    uint _26;
    uint _27;
    if (_8 == 0u)
    {
        _26 = 0u;
        _27 = _4;
    }
    else
    {
        uint _11 = _7 & 15u;
        uint _13;
        uint _14;
        uint _15;
        _13 = 0u;
        _14 = _4;
        _15 = 0u;
        uint _40;
        uint _41;
        uint _42;
        uint _19;
        uint _21;
        for (;;)
        {
            uint _16 = subgroupBroadcastFirst(_14);
            uint _17 = _13 * 5u;
            _19 = (_16 & 7u) + _17;
            uint _20 = _14 + 1u;
            _21 = _20 + _16;
            uint _22 = _15 + 1u;
            if (_22 == _11)
            {
                break;
            }
            else
            {
                _40 = _19;
                _41 = _21;
                _42 = _22;
                _13 = _40;
                _14 = _41;
                _15 = _42;
                continue;
            }
        }
        _26 = _19;
        _27 = _21;
    }
    uint _31 = _4 << 4u;
    _52._m0[_31 >> 2u] = _26;
    _52._m0[(_31 | 4u) >> 2u] = subgroupBroadcastFirst(_27);
    _52._m0[(_31 | 8u) >> 2u] = subgroupMax(_8);
    _52._m0[(_31 | 12u) >> 2u] = subgroupMin(_27);
    if (_4 == 0u)
    {
        uint _37 = gl_SubgroupSize;
        _52._m0[1024u >> 2u] = _37;
    }
}

