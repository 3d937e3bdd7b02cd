#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _127;

struct _128
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _96_98
{
    uint _m0[];
} _98;

layout(set = 0, binding = 1, std430) readonly buffer _101_103
{
    uint _m0[];
} _103;

layout(set = 0, binding = 300, std430) buffer _105_107
{
    uint _m0[];
} _107;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    _128 _7 = _128(_103._m0[_6 >> 2u], _103._m0[(_6 + 4u) >> 2u], _127, _127, 0u);
    uint _8 = _7._m0;
    uint _10 = min(_7._m1, 40u);
    uint _75;
    uint _76;
    uint _77;
    uint _78;
    if (_10 == 0u)
    {
        _75 = 1u;
        _76 = 0u;
        _77 = 0u;
        _78 = 0u;
    }
    else
    {
        uint _14;
        uint _15;
        uint _16;
        _14 = 1u;
        _15 = 0u;
        _16 = 0u;
        uint _64;
        uint _65;
        uint _66;
        uint _68;
        uint _69;
        uint _70;
        uint _71;
        uint _21;
        uint _22;
        for (;;)
        {
            _21 = _128(_98._m0[(((_16 + _8) << 2u) & 252u) >> 2u], _127, _127, _127, 0u)._m0;
            _22 = _21 & 7u;
            uint _82;
            uint _83;
            uint _84;
            uint _85;
            uint _86;
            bool _73_ladder_break = false;
            switch (_22)
            {
                case 0u:
                {
                    _82 = _14 + 1u;
                    _83 = 0u;
                    _84 = _127;
                    _85 = _127;
                    _86 = 0u;
                    break;
                }
                case 1u:
                {
                    _82 = _127;
                    _83 = _127;
                    _84 = _14 << 1u;
                    _85 = _15;
                    _86 = 1u;
                    break;
                }
                case 2u:
                {
                    _82 = _14;
                    _83 = 1u;
                    _84 = _127;
                    _85 = _127;
                    _86 = 0u;
                    break;
                }
                case 3u:
                {
                    bool _29 = _14 > 50u;
                    _82 = _29 ? _14 : (_14 + 5u);
                    _83 = uint(_29);
                    _84 = _127;
                    _85 = _127;
                    _86 = 0u;
                    break;
                }
                case 4u:
                {
                    _68 = _127;
                    _69 = _127;
                    _70 = _127;
                    _71 = 0u;
                    _73_ladder_break = true;
                    break;
                }
                default:
                {
                    _82 = _21 ^ _14;
                    _83 = 0u;
                    _84 = _127;
                    _85 = _127;
                    _86 = 0u;
                    break;
                }
            }
            if (_73_ladder_break)
            {
                break;
            }
            uint _40;
            uint _41;
            uint _47;
            uint _48;
            if (_86 == 0u)
            {
                _40 = _82;
                _41 = _83;
                if (_41 == 0u)
                {
                    _47 = _40 & 65535u;
                    _48 = _15 + 1u;
                }
                else
                {
                    _68 = _40;
                    _69 = _15;
                    _70 = _16;
                    _71 = 1u;
                    break;
                }
            }
            else
            {
                _47 = _84;
                _48 = _85;
            }
            uint _49 = _16 + 1u;
            if (_49 < _10)
            {
                _64 = _47;
                _65 = _48;
                _66 = _49;
                _14 = _64;
                _15 = _65;
                _16 = _66;
                continue;
            }
            else
            {
                _68 = _47;
                _69 = _48;
                _70 = _49;
                _71 = 1u;
                break;
            }
        }
        uint _52;
        uint _53;
        uint _54;
        uint _89;
        uint _90;
        uint _91;
        uint _92;
        if (_71 == 0u)
        {
            uint _24 = _5 * 12u;
            _107._m0[_24 >> 2u] = _14;
            _107._m0[(_24 + 4u) >> 2u] = _16;
            _107._m0[(_24 + 8u) >> 2u] = _15 | 16384u;
            _89 = _127;
            _90 = _127;
            _91 = _127;
            _92 = 1u;
        }
        else
        {
            _52 = _68;
            _53 = _69;
            _54 = _70;
            _89 = _52;
            _90 = _53;
            _91 = _54;
            _92 = 0u;
        }
        _75 = _89;
        _76 = _90;
        _77 = _91;
        _78 = _92;
    }
    uint _56;
    uint _57;
    uint _58;
    if (_78 == 0u)
    {
        _56 = _75;
        _57 = _76;
        _58 = _77;
        uint _59 = _5 * 12u;
        _107._m0[_59 >> 2u] = _56;
        _107._m0[(_59 + 4u) >> 2u] = _58;
        _107._m0[(_59 + 8u) >> 2u] = _57;
    }
}

