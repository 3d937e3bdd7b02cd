#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _145;

struct _146
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _119_121
{
    uint _m0[];
} _121;

layout(set = 0, binding = 1, std430) readonly buffer _124_126
{
    uint _m0[];
} _126;

layout(set = 0, binding = 300, std430) buffer _128_130
{
    uint _m0[];
} _130;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    uint _144 = _126._m0[_6 >> 2u];
    uint _8 = _146(_144, _145, _145, _145, 0u)._m0;
    uint _150 = _126._m0[(_6 | 4u) >> 2u];
    uint _11 = _146(_150, _145, _145, _145, 0u)._m0;
    uint _91;
    uint _92;
    uint _93;
    uint _94;
    uint _95;
    switch (_8 & 7u)
    {
        case 0u:
        {
            _91 = _11 + 1u;
            _92 = _145;
            _93 = _145;
            _94 = 0u;
            _95 = _145;
            break;
        }
        case 1u:
        {
            _91 = _145;
            _92 = _145;
            _93 = _11 * 3u;
            _94 = 2u;
            _95 = _145;
            break;
        }
        case 2u:
        {
            _91 = _11 >> 2u;
            _92 = _145;
            _93 = _145;
            _94 = 0u;
            _95 = _145;
            break;
        }
        case 3u:
        {
            _91 = _145;
            _92 = _11 ^ 255u;
            _93 = _145;
            _94 = 1u;
            _95 = _145;
            break;
        }
        case 4u:
        {
            _91 = _145;
            _92 = _11;
            _93 = _145;
            _94 = 1u;
            _95 = _145;
            break;
        }
        default:
        {
            _91 = 0u;
            _92 = _145;
            _93 = _145;
            _94 = 0u;
            _95 = _145;
            break;
        }
    }
    uint _16;
    uint _99;
    uint _100;
    uint _101;
    uint _102;
    switch (_94)
    {
        case 0u:
        {
            _99 = _145;
            _100 = _91;
            _101 = 1u;
            _102 = _95;
            break;
        }
        case 1u:
        {
            _16 = _92;
            _99 = _16 + 4u;
            _100 = _145;
            _101 = 0u;
            _102 = _95;
            break;
        }
        default:
        {
            _99 = _93;
            _100 = _145;
            _101 = 0u;
            _102 = _95;
            break;
        }
    }
    uint _23;
    uint _28;
    uint _29;
    if (_101 == 0u)
    {
        _23 = _99;
        _28 = _23 << 1u;
        _29 = _102;
    }
    else
    {
        _28 = _100;
        _29 = _102;
    }
    uint _30 = _11 & 31u;
    uint _62;
    if (_30 == 0u)
    {
        _62 = 0u;
    }
    else
    {
        uint _35;
        _35 = 0u;
        uint _57;
        uint _82;
        uint _83;
        uint _85;
        uint _86;
        uint _34 = 0u;
        uint _36 = _29;
        uint _41;
        uint _42;
        for (;;)
        {
            _41 = _146(_121._m0[(((_34 + _8) << 2u) & 252u) >> 2u], _145, _145, _145, 0u)._m0;
            _42 = _41 & 3u;
            uint _106;
            uint _107;
            uint _108;
            bool _87_ladder_break = false;
            switch (_42)
            {
                case 0u:
                {
                    _106 = _145;
                    _107 = _41 + _35;
                    _108 = 1u;
                    break;
                }
                case 1u:
                {
                    if (_35 > 100u)
                    {
                        _85 = 1u;
                        _86 = _36;
                        _87_ladder_break = true;
                        break;
                    }
                    else
                    {
                        _106 = _145;
                        _107 = _35 + 1u;
                        _108 = 1u;
                        break;
                    }
                }
                case 2u:
                {
                    _85 = 0u;
                    _86 = _36;
                    _87_ladder_break = true;
                    break;
                }
                default:
                {
                    _106 = _35;
                    _107 = _145;
                    _108 = 0u;
                    break;
                }
            }
            if (_87_ladder_break)
            {
                break;
            }
            uint _54;
            if (_108 == 0u)
            {
                _57 = _106;
            }
            else
            {
                _54 = _107;
                _57 = _54 + 1u;
            }
            uint _58 = _34 + 1u;
            if (_58 < _30)
            {
                _82 = _58;
                _83 = _57;
                _34 = _82;
                _35 = _83;
                _36 = _57;
                continue;
            }
            else
            {
                _85 = 2u;
                _86 = _57;
                break;
            }
        }
        uint _111;
        switch (_85)
        {
            case 0u:
            {
                _111 = _35 | 131072u;
                break;
            }
            case 1u:
            {
                _111 = _35 | 65536u;
                break;
            }
            default:
            {
                _111 = _86;
                break;
            }
        }
        _62 = _111;
    }
    uint _63 = _5 * 12u;
    _130._m0[_63 >> 2u] = _28;
    _130._m0[(_63 + 4u) >> 2u] = _62;
    bool _168 = 3u == 0u;
    uint _65 = _168 ? 4294967295u : (_8 % (_168 ? 1u : 3u));
    uint _113;
    uint _114;
    switch (_65)
    {
        case 0u:
        {
            _130._m0[(_63 + 8u) >> 2u] = 10u;
            _113 = _145;
            _114 = 1u;
            break;
        }
        case 1u:
        {
            if ((_11 & 1u) == 0u)
            {
                uint _70 = _63 + 8u;
                _130._m0[_70 >> 2u] = 11u;
                _113 = _70;
                _114 = 0u;
                break;
            }
            else
            {
                _113 = _145;
                _114 = 1u;
                break;
            }
        }
        default:
        {
            _113 = _63 + 8u;
            _114 = 0u;
            break;
        }
    }
    uint _76;
    if (_114 == 0u)
    {
        _76 = _113;
        _130._m0[_76 >> 2u] = _146(_130._m0[_76 >> 2u], _145, _145, _145, 0u)._m0 + _28;
    }
}

