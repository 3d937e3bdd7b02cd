#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _137;

struct _138
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _115_117
{
    uint _m0[];
} _117;

layout(set = 0, binding = 300, std430) buffer _120_122
{
    uint _m0[];
} _122;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _8 = _138(_117._m0[((_4 * 4u) + 0u) >> 2u], _137, _137, _137, 0u)._m0;
    uint _9 = _8 & 31u;
    uint _28;
    if (_9 == 0u)
    {
        _28 = 0u;
    }
    else
    {
        uint _26;
        uint _101;
        uint _102;
        uint _13 = 0u;
        uint _14 = 0u;
        bool _16;
        for (;;)
        {
            _16 = (_13 & 1u) == 0u;
            uint _22;
            if (_16)
            {
                _22 = _14;
            }
            else
            {
                if (_13 > 20u)
                {
                    _26 = _14;
                    break;
                }
                else
                {
                    _22 = _14 + _13;
                }
            }
            uint _23 = _13 + 1u;
            if (_23 < _9)
            {
                _101 = _23;
                _102 = _22;
                _13 = _101;
                _14 = _102;
                continue;
            }
            else
            {
                _26 = _22;
                break;
            }
        }
        _28 = _26;
    }
    uint _29 = _8 | 1u;
    uint _47;
    if (_29 == 1u)
    {
        _47 = 0u;
    }
    else
    {
        uint _33;
        uint _34;
        _33 = _29;
        _34 = 0u;
        uint _105;
        uint _106;
        uint _41;
        for (;;)
        {
            uint _40 = ((_33 & 1u) != 0u) ? ((_33 * 3u) + 1u) : (_33 >> 1u);
            _41 = _34 + 1u;
            if ((_41 < 200u) && (_40 != 1u))
            {
                _105 = _40;
                _106 = _41;
                _33 = _105;
                _34 = _106;
                continue;
            }
            else
            {
                break;
            }
        }
        _47 = _41;
    }
    uint _52;
    uint _53;
    uint _54;
    _52 = 0u;
    _53 = ((_8 >> 3u) * 7u) + 12u;
    _54 = _8;
    uint _108;
    uint _109;
    uint _110;
    uint _56;
    for (;;)
    {
        bool _147 = _53 == 0u;
        uint _55 = _147 ? 4294967295u : (_54 % (_147 ? 1u : _53));
        _56 = _52 + 1u;
        if (_55 == 0u)
        {
            break;
        }
        else
        {
            _108 = _56;
            _109 = _55;
            _110 = _53;
            _52 = _108;
            _53 = _109;
            _54 = _110;
            continue;
        }
    }
    uint _63;
    uint _76;
    uint _112;
    uint _61 = 1u;
    for (;;)
    {
        _63 = _61;
        uint _96;
        uint _98;
        for (;;)
        {
            if ((_63 * _61) == ((_8 & 15u) + 1u))
            {
                _98 = 0u;
                break;
            }
            else
            {
                uint _69 = _63 + 1u;
                if (_69 < 8u)
                {
                    _96 = _69;
                    _63 = _96;
                    continue;
                }
                else
                {
                    _98 = 1u;
                    break;
                }
            }
        }
        if (_98 == 0u)
        {
            _76 = _63 + (_61 << 4u);
        }
        else
        {
            _76 = 4294967295u;
        }
        uint _77 = _61 + 1u;
        if ((_77 < 8u) && (_76 == 4294967295u))
        {
            _112 = _77;
            _61 = _112;
            continue;
        }
        else
        {
            break;
        }
    }
    uint _83 = _4 << 2u;
    _122._m0[((_83 * 4u) + 0u) >> 2u] = _28;
    _122._m0[(((_83 | 1u) * 4u) + 0u) >> 2u] = _47;
    _122._m0[(((_83 | 2u) * 4u) + 0u) >> 2u] = (_56 * 1000u) + _53;
    _122._m0[(((_83 | 3u) * 4u) + 0u) >> 2u] = _76;
}

