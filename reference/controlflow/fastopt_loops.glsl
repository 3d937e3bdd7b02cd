#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _96;

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _74_76
{
    uint _m0[];
} _76;

layout(set = 0, binding = 300, std430) buffer _79_81
{
    uint _m0[];
} _81;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _7 = _97(_76._m0[_5 >> 2u], _96, _96, _96, 0u)._m0;
    uint _10 = _97(_76._m0[(_5 | 4u) >> 2u], _96, _96, _96, 0u)._m0;
    uint _29;
    uint _30;
    uint _31;
    uint _64;
    uint _65;
    uint _66;
    uint _12 = 0u;
    uint _13 = _10;
    uint _14 = _7;
    for (;;)
    {
        if (_14 == _13)
        {
            _29 = _12;
            _30 = _13;
            _31 = _13;
            break;
        }
        else
        {
            bool _17 = _14 > _13;
            uint _18 = _17 ? 0u : _14;
            uint _19 = _13 - _18;
            uint _20 = _17 ? _13 : 0u;
            uint _21 = _14 - _20;
            uint _22 = _12 + 1u;
            if ((_13 == _18) || ((_22 > 49u) || (_14 == _20)))
            {
                _29 = _22;
                _30 = _19;
                _31 = _21;
                break;
            }
            else
            {
                _64 = _22;
                _65 = _19;
                _66 = _21;
                _12 = _64;
                _13 = _65;
                _14 = _66;
                continue;
            }
        }
    }
    uint _48;
    if ((_30 & 31u) == 0u)
    {
        _48 = 0u;
    }
    else
    {
        uint _35 = _30 & 31u;
        uint _37;
        uint _38;
        _37 = 0u;
        _38 = 0u;
        uint _68;
        uint _69;
        uint _43;
        for (;;)
        {
            uint _106 = _37 & 31u;
            uint _42 = (((1u << _106) & _31) != 0u) ? 0u : _37;
            _43 = _42 + _38;
            uint _44 = _37 + 1u;
            if (_44 == _35)
            {
                break;
            }
            else
            {
                _68 = _44;
                _69 = _43;
                _37 = _68;
                _38 = _69;
                continue;
            }
        }
        _48 = _43;
    }
    uint _58;
    uint _71;
    uint _50 = 0u;
    for (;;)
    {
        if (((_30 >> (_50 & 31u)) & 3u) == 2u)
        {
            _58 = _50;
            break;
        }
        else
        {
            uint _55 = _50 + 1u;
            if (_55 < 31u)
            {
                _71 = _55;
                _50 = _71;
                continue;
            }
            else
            {
                _58 = 255u;
                break;
            }
        }
    }
    uint _59 = _4 << 4u;
    _81._m0[_59 >> 2u] = _31;
    _81._m0[(_59 | 4u) >> 2u] = _29;
    _81._m0[(_59 | 8u) >> 2u] = _48;
    _81._m0[(_59 | 12u) >> 2u] = _58;
}

