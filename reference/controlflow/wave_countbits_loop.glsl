#version 460
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _72;

struct _73
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _8 = _73(_52._m0[_5 >> 2u], _72, _72, _72, 0u)._m0 & 15u;
    uint _11 = _73(_52._m0[(_5 | 4u) >> 2u], _72, _72, _72, 0u)._m0;
    uint _30;
    uint _31;
    uint _32;
    if (_8 == 0u)
    {
        _30 = 0u;
        _31 = 0u;
        _32 = 0u;
    }
    else
    {
        uint _28;
        uint _45;
        uint _46;
        uint _47;
        uint _15 = 0u;
        uint _16 = 0u;
        uint _17 = 0u;
        uint _20;
        uint _21;
        uint _23;
        for (;;)
        {
            _20 = subgroupBallotBitCount(subgroupBallot(true)) + (_15 * 7u);
            _21 = _17 + 1u;
            _23 = subgroupAdd(_21) + _16;
            if (_17 == _11)
            {
                _28 = _11;
                break;
            }
            else
            {
                if (_21 < _8)
                {
                    _45 = _20;
                    _46 = _23;
                    _47 = _21;
                    _15 = _45;
                    _16 = _46;
                    _17 = _47;
                    continue;
                }
                else
                {
                    _28 = _21;
                    break;
                }
            }
        }
        _30 = _20;
        _31 = _23;
        _32 = _28;
    }
    uint _35 = _4 * 20u;
    _57._m0[_35 >> 2u] = _30;
    _57._m0[(_35 + 4u) >> 2u] = _31;
    _57._m0[(_35 + 8u) >> 2u] = subgroupBallotBitCount(subgroupBallot(true));
    _57._m0[(_35 + 12u) >> 2u] = subgroupAdd(_32);
    _57._m0[(_35 + 16u) >> 2u] = _32;
    if (_4 == 0u)
    {
        uint _42 = gl_SubgroupSize;
        _57._m0[1280u >> 2u] = _42;
    }
}

