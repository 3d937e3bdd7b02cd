#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _125
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _88_90
{
    uint _m0[];
} _90;

layout(set = 0, binding = 300, std430) buffer _93_95
{
    uint _m0[];
} _95;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    _125 _7 = _125(_90._m0[_6 >> 2u], _90._m0[(_6 + 4u) >> 2u], _90._m0[(_6 + 8u) >> 2u], _90._m0[(_6 + 12u) >> 2u], 0u);
    uint _13 = uint(min(int(uint(max(int(_7._m0), int(4294967246u)))), int(50u)));
    uint _15 = uint(min(int(uint(max(int(_7._m1), int(4294967246u)))), int(50u)));
    uint _17 = uint(min(int(uint(max(int(_7._m2), int(1u)))), int(7u)));
    uint _32;
    uint _33;
    if (int(_13) < int(_15))
    {
        uint _21;
        uint _22;
        uint _23;
        _21 = 0u;
        _22 = 0u;
        _23 = _13;
        uint _75;
        uint _76;
        uint _77;
        uint _26;
        uint _27;
        for (;;)
        {
            uint _24 = _22 * 31u;
            uint _25 = _23 + 100u;
            _26 = _25 + _24;
            _27 = _21 + 1u;
            uint _28 = _23 + _17;
            if (int(_28) < int(_15))
            {
                _75 = _27;
                _76 = _26;
                _77 = _28;
                _21 = _75;
                _22 = _76;
                _23 = _77;
                continue;
            }
            else
            {
                break;
            }
        }
        _32 = _27;
        _33 = _26;
    }
    else
    {
        _32 = 0u;
        _33 = 0u;
    }
    uint _46;
    uint _47;
    if (int(_15) < int(_13))
    {
        _46 = _32;
        _47 = 0u;
    }
    else
    {
        uint _37;
        uint _38;
        uint _39;
        _37 = _32;
        _38 = 0u;
        _39 = _15;
        uint _79;
        uint _80;
        uint _81;
        uint _40;
        uint _41;
        for (;;)
        {
            _40 = _39 + _38;
            _41 = _37 + 256u;
            uint _42 = _39 - _17;
            if (int(_42) < int(_13))
            {
                break;
            }
            else
            {
                _79 = _41;
                _80 = _40;
                _81 = _42;
                _37 = _79;
                _38 = _80;
                _39 = _81;
                continue;
            }
        }
        _46 = _41;
        _47 = _40;
    }
    uint _49 = uint(min(int(uint(max(int(_7._m3), int(0u)))), int(40u)));
    uint _67;
    uint _68;
    if (_49 == 0u)
    {
        _67 = 0u;
        _68 = 0u;
    }
    else
    {
        uint _53;
        uint _54;
        uint _55;
        _53 = _49;
        _54 = 0u;
        _55 = 0u;
        uint _83;
        uint _84;
        uint _85;
        uint _62;
        uint _63;
        for (;;)
        {
            uint _61 = ((_53 > 2u) && ((_54 & 3u) == 3u)) ? (_53 + 4294967294u) : _53;
            _62 = _54 + 1u;
            _63 = _55 + _62;
            if (_62 < _61)
            {
                _83 = _61;
                _84 = _62;
                _85 = _63;
                _53 = _83;
                _54 = _84;
                _55 = _85;
                continue;
            }
            else
            {
                break;
            }
        }
        _67 = _62;
        _68 = _63;
    }
    uint _69 = _4 * 20u;
    _95._m0[_69 >> 2u] = _33;
    _95._m0[(_69 + 4u) >> 2u] = _46;
    _95._m0[(_69 + 8u) >> 2u] = _47;
    _95._m0[(_69 + 12u) >> 2u] = _67;
    _95._m0[(_69 + 16u) >> 2u] = _68;
}

