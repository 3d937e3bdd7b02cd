#version 460
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _87;

struct _88
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _66_68
{
    uint _m0[];
} _68;

layout(set = 0, binding = 300, std430) buffer _71_73
{
    uint _m0[];
} _73;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _8 = _88(_68._m0[(_4 << 2u) >> 2u], _87, _87, _87, 0u)._m0 & 63u;
    uint _49;
    uint _50;
    uint _60;
    uint _61;
    uint _62;
    uint _63;
    uint _10 = 0u;
    uint _11 = _8;
    uint _12 = 0u;
    uint _13 = 0u;
    uint _14;
    bool _15;
    uint _29;
    for (;;)
    {
        _14 = _10 + 1u;
        _15 = _11 != 0u;
        uvec4 _94 = subgroupBallot(_15);
        _99 _16 = _99(_94.x, _94.y, _94.z, _94.w);
        uint _21 = uint(bitCount(_16._m0));
        uint _22 = uint(bitCount(_16._m1));
        uint _23 = uint(bitCount(_16._m2));
        uint _24 = uint(bitCount(_16._m3));
        _29 = (((_21 + (_12 * 3u)) + _22) + _23) + _24;
        if (subgroupAny(_15))
        {
            uint _43;
            uint _44;
            if (_15)
            {
                uint _37 = ((_11 & 1u) != 0u) ? (_11 + 4294967295u) : (_11 >> 1u);
                _43 = _37;
                _44 = uint(subgroupAll(_37 != 0u)) + _13;
            }
            else
            {
                _43 = 0u;
                _44 = _13;
            }
            if ((_14 < 40u) && (_43 != 5u))
            {
                _60 = _14;
                _61 = _43;
                _62 = _29;
                _63 = _44;
                _10 = _60;
                _11 = _61;
                _12 = _62;
                _13 = _63;
                continue;
            }
            else
            {
                _49 = _43;
                _50 = _44;
                break;
            }
        }
        else
        {
            _49 = _11;
            _50 = _13;
            break;
        }
    }
    uint _51 = _4 << 4u;
    _73._m0[_51 >> 2u] = _14;
    _73._m0[(_51 | 4u) >> 2u] = _29;
    _73._m0[(_51 | 8u) >> 2u] = _50;
    _73._m0[(_51 | 12u) >> 2u] = _49;
    if (_4 == 0u)
    {
        uint _57 = gl_SubgroupSize;
        _73._m0[1024u >> 2u] = _57;
    }
}

