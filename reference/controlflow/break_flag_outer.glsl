#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _134
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _142;

layout(set = 0, binding = 0, std430) readonly buffer _94_96
{
    uint _m0[];
} _96;

layout(set = 0, binding = 1, std430) readonly buffer _99_101
{
    uint _m0[];
} _101;

layout(set = 0, binding = 300, std430) buffer _103_105
{
    uint _m0[];
} _105;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 4u;
    _134 _7 = _134(_101._m0[_6 >> 2u], _101._m0[(_6 + 4u) >> 2u], _101._m0[(_6 + 8u) >> 2u], _101._m0[(_6 + 12u) >> 2u], 0u);
    uint _8 = _7._m0;
    uint _11 = _7._m3;
    uint _12 = min(_7._m1, 8u);
    uint _13 = min(_7._m2, 8u);
    uint _68;
    uint _69;
    uint _70;
    uint _71;
    uint _72;
    uint _73;
    if (_12 == 0u)
    {
        _68 = 255u;
        _69 = 0u;
        _70 = 255u;
        _71 = 0u;
        _72 = 0u;
        _73 = 0u;
    }
    else
    {
        uint _49;
        uint _51;
        uint _52;
        uint _64;
        uint _65;
        uint _66;
        uint _85;
        uint _86;
        uint _87;
        uint _88;
        uint _89;
        uint _90;
        uint _17 = 255u;
        uint _18 = 255u;
        uint _19 = 0u;
        uint _20 = 0u;
        uint _21 = 0u;
        uint _22 = 0u;
        bool _23;
        for (;;)
        {
            _23 = _13 == 0u;
            bool _50;
            uint _53;
            uint _54;
            if (_23)
            {
                _49 = _17;
                _50 = true;
                _51 = _18;
                _52 = _19;
                _53 = _20;
                _54 = 0u;
            }
            else
            {
                uint _43;
                bool _44;
                uint _45;
                uint _46;
                uint _47;
                uint _81;
                uint _82;
                uint _83;
                uint _26 = _19;
                uint _27 = _20;
                uint _28 = 0u;
                uint _33;
                uint _34;
                for (;;)
                {
                    _33 = _134(_96._m0[((_28 + (_22 << 3u)) << 2u) >> 2u], _142, _142, _142, 0u)._m0;
                    _34 = _26 + 1u;
                    if (_33 == _8)
                    {
                        _43 = _22;
                        _44 = false;
                        _45 = _28;
                        _46 = _27;
                        _47 = 0u;
                        break;
                    }
                    else
                    {
                        if (_33 == _11)
                        {
                            _43 = _17;
                            _44 = true;
                            _45 = _18;
                            _46 = _27;
                            _47 = 1u;
                            break;
                        }
                        else
                        {
                            uint _39 = _33 + _27;
                            uint _40 = _28 + 1u;
                            if (_40 < _13)
                            {
                                _81 = _34;
                                _82 = _39;
                                _83 = _40;
                                _26 = _81;
                                _27 = _82;
                                _28 = _83;
                                continue;
                            }
                            else
                            {
                                _43 = _17;
                                _44 = true;
                                _45 = _18;
                                _46 = _39;
                                _47 = 0u;
                                break;
                            }
                        }
                    }
                }
                _49 = _43;
                _50 = _44;
                _51 = _45;
                _52 = _34;
                _53 = _46;
                _54 = _47;
            }
            if (_50)
            {
                uint _58 = (_53 * 3u) + _22;
                uint _59 = (_54 != 0u) ? _53 : _58;
                uint _60 = _54 + _21;
                uint _61 = _22 + 1u;
                if (_61 < _12)
                {
                    _85 = _49;
                    _86 = _51;
                    _87 = _52;
                    _88 = _59;
                    _89 = _60;
                    _90 = _61;
                    _17 = _85;
                    _18 = _86;
                    _19 = _87;
                    _20 = _88;
                    _21 = _89;
                    _22 = _90;
                    continue;
                }
                else
                {
                    _64 = 0u;
                    _65 = _59;
                    _66 = _60;
                    break;
                }
            }
            else
            {
                _64 = 1u;
                _65 = _53;
                _66 = _21;
                break;
            }
        }
        _68 = _49;
        _69 = _64;
        _70 = _51;
        _71 = _52;
        _72 = _65;
        _73 = _66;
    }
    uint _74 = _5 * 24u;
    _105._m0[_74 >> 2u] = _69;
    _105._m0[(_74 | 4u) >> 2u] = _68;
    _105._m0[(_74 + 8u) >> 2u] = _70;
    _105._m0[(_74 + 12u) >> 2u] = _71;
    _105._m0[(_74 + 16u) >> 2u] = _72;
    _105._m0[(_74 + 20u) >> 2u] = _73;
}

