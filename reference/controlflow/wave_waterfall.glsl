#version 460
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

const uint _60[1] = uint[](0u);
uint _77;

struct _78
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

layout(set = 0, binding = 1, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _54_56
{
    uint _m0[];
} _56;

void main()
{
    bool _4 = _60[0u] == 0u;
    uint _8 = gl_GlobalInvocationID.x;
    uint _12 = _78(_47._m0[(_8 << 2u) >> 2u], _77, _77, _77, 0u)._m0 & 7u;
    uint _30;
    uint _40;
    uint _41;
    uint _14 = 0u;
    uint _15 = 4294967295u;
    uint _16;
    uint _17;
    bool _18;
    for (;;)
    {
        _16 = _14 + 1u;
        _17 = subgroupBroadcastFirst(_12);
        _18 = _17 == _12;
        uint _27;
        if (_18)
        {
            uvec4 _87 = subgroupBallot(true);
            uint _23 = subgroupBallotBitCount(_87);
            uint _25 = (_23 * 1000u) + _78(_52._m0[(_17 << 2u) >> 2u], _77, _77, _77, 0u)._m0;
            if (_4)
            {
                _30 = _25;
                break;
            }
            else
            {
                _27 = _25;
            }
        }
        else
        {
            _27 = _15;
        }
        if (_16 < 64u)
        {
            _40 = _16;
            _41 = _27;
            _14 = _40;
            _15 = _41;
            continue;
        }
        else
        {
            _30 = _27;
            break;
        }
    }
    uint _32 = _8 * 12u;
    _56._m0[_32 >> 2u] = _30;
    _56._m0[(_32 + 4u) >> 2u] = _16;
    _56._m0[(_32 + 8u) >> 2u] = subgroupMax(_16);
    if (_8 == 0u)
    {
        uint _37 = gl_SubgroupSize;
        _56._m0[1024u >> 2u] = _37;
    }
}

