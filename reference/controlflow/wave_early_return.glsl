#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
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
    uint _4 = gl_GlobalInvocationID.x;
    uint _76 = _58._m0[(_4 << 2u) >> 2u];
    uint _7 = _78(_76, _77, _77, _77, 0u)._m0;
    if (_4 == 1u)
    {
        uint _10 = gl_SubgroupSize;
        _63._m0[1024u >> 2u] = _10;
    }
    uint _12 = _4 << 4u;
    _63._m0[_12 >> 2u] = 238u;
    if (!((_7 & 3u) == 0u))
    {
        _63._m0[_12 >> 2u] = subgroupAdd(_7);
        uint _17 = _7 & 7u;
        uint _50;
        if (_17 == 0u)
        {
            _50 = 0u;
        }
        else
        {
            uint _44;
            uint _46;
            uint _21 = 0u;
            bool _24;
            for (;;)
            {
                _24 = ((_7 >> 3u) & 7u) == _21;
                if (_24)
                {
                    _63._m0[(_12 | 4u) >> 2u] = subgroupBallotBitCount(subgroupBallot(true)) + (_21 * 100u);
                    _46 = 1u;
                    break;
                }
                uint _26 = _21 + 1u;
                if (_26 < _17)
                {
                    _44 = _26;
                    _21 = _44;
                    continue;
                }
                else
                {
                    _46 = 0u;
                    break;
                }
            }
            uint _53;
            if (_46 == 0u)
            {
                _53 = 0u;
            }
            else
            {
                _53 = 1u;
            }
            _50 = _53;
        }
        if (_50 == 0u)
        {
            _63._m0[(_12 | 4u) >> 2u] = subgroupExclusiveAdd(_7);
            _63._m0[(_12 | 8u) >> 2u] = uint(subgroupElect());
            _63._m0[(_12 | 12u) >> 2u] = subgroupBallotBitCount(subgroupBallot(true));
        }
        else
        {
        }
    }
}

