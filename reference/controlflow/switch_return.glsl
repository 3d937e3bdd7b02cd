#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _142;

struct _143
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _116_118
{
    uint _m0[];
} _118;

layout(set = 0, binding = 1, std430) readonly buffer _121_123
{
    uint _m0[];
} _123;

layout(set = 0, binding = 300, std430) buffer _125_127
{
    uint _m0[];
} _127;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    uint _141 = _123._m0[_6 >> 2u];
    uint _8 = _143(_141, _142, _142, _142, 0u)._m0;
    uint _147 = _123._m0[(_6 | 4u) >> 2u];
    uint _11 = _143(_147, _142, _142, _142, 0u)._m0;
    uint _90;
    uint _91;
    uint _92;
    uint _93;
    switch (_8 & 7u)
    {
        case 0u:
        {
            _90 = _11 + 1u;
            _91 = _142;
            _92 = _142;
            _93 = 0u;
            break;
        }
        case 1u:
        {
            _90 = _142;
            _91 = _142;
            _92 = _11 * 3u;
            _93 = 2u;
            break;
        }
        case 2u:
        {
            _90 = _11 >> 2u;
            _91 = _142;
            _92 = _142;
            _93 = 0u;
            break;
        }
        case 3u:
        {
            _90 = _142;
            _91 = _11 ^ 255u;
            _92 = _142;
            _93 = 1u;
            break;
        }
        case 4u:
        {
            _90 = _142;
            _91 = _11;
            _92 = _142;
            _93 = 1u;
            break;
        }
        default:
        {
            _90 = 0u;
            _91 = _142;
            _92 = _142;
            _93 = 0u;
            break;
        }
    }
    uint _16;
    uint _97;
    uint _98;
    uint _99;
    switch (_93)
    {
        case 0u:
        {
            _97 = _142;
            _98 = _90;
            _99 = 1u;
            break;
        }
        case 1u:
        {
            _16 = _91;
            _97 = _16 + 4u;
            _98 = _142;
            _99 = 0u;
            break;
        }
        default:
        {
            _97 = _92;
            _98 = _142;
            _99 = 0u;
            break;
        }
    }
    uint _23;
    uint _28;
    if (_99 == 0u)
    {
        _23 = _97;
        _28 = _23 << 1u;
    }
    else
    {
        _28 = _98;
    }
    uint _29 = _11 & 31u;
    uint _61;
    if (_29 == 0u)
    {
        _61 = 0u;
    }
    else
    {
        uint _34;
        _34 = 0u;
        uint _56;
        uint _81;
        uint _82;
        uint _84;
        uint _85;
        uint _33 = 0u;
        uint _35;
        uint _40;
        uint _41;
        for (;;)
        {
            _40 = _143(_118._m0[(((_33 + _8) << 2u) & 252u) >> 2u], _142, _142, _142, 0u)._m0;
            _41 = _40 & 3u;
            uint _103;
            uint _104;
            uint _105;
            bool _86_ladder_break = false;
            switch (_41)
            {
                case 0u:
                {
                    _103 = _142;
                    _104 = _40 + _34;
                    _105 = 1u;
                    break;
                }
                case 1u:
                {
                    if (_34 > 100u)
                    {
                        _84 = 1u;
                        _85 = _35;
                        _86_ladder_break = true;
                        break;
                    }
                    else
                    {
                        _103 = _142;
                        _104 = _34 + 1u;
                        _105 = 1u;
                        break;
                    }
                }
                case 2u:
                {
                    _84 = 0u;
                    _85 = _35;
                    _86_ladder_break = true;
                    break;
                }
                default:
                {
                    _103 = _34;
                    _104 = _142;
                    _105 = 0u;
                    break;
                }
            }
            if (_86_ladder_break)
            {
                break;
            }
            uint _53;
            if (_105 == 0u)
            {
                _56 = _103;
            }
            else
            {
                _53 = _104;
                _56 = _53 + 1u;
            }
            uint _57 = _33 + 1u;
            if (_57 < _29)
            {
                _81 = _57;
                _82 = _56;
                _33 = _81;
                _34 = _82;
                _35 = _56;
                continue;
            }
            else
            {
                _84 = 2u;
                _85 = _56;
                break;
            }
        }
        uint _108;
        switch (_84)
        {
            case 0u:
            {
                _108 = _34 | 131072u;
                break;
            }
            case 1u:
            {
                _108 = _34 | 65536u;
                break;
            }
            default:
            {
                _108 = _85;
                break;
            }
        }
        _61 = _108;
    }
    uint _62 = _5 * 12u;
    _127._m0[_62 >> 2u] = _28;
    _127._m0[(_62 + 4u) >> 2u] = _61;
    bool _165 = 3u == 0u;
    uint _64 = _165 ? 4294967295u : (_8 % (_165 ? 1u : 3u));
    uint _110;
    uint _111;
    switch (_64)
    {
        case 0u:
        {
            _127._m0[(_62 + 8u) >> 2u] = 10u;
            _110 = _142;
            _111 = 1u;
            break;
        }
        case 1u:
        {
            if ((_11 & 1u) == 0u)
            {
                uint _69 = _62 + 8u;
                _127._m0[_69 >> 2u] = 11u;
                _110 = _69;
                _111 = 0u;
                break;
            }
            else
            {
                _110 = _142;
                _111 = 1u;
                break;
            }
        }
        default:
        {
            _110 = _62 + 8u;
            _111 = 0u;
            break;
        }
    }
    uint _75;
    if (_111 == 0u)
    {
        _75 = _110;
        _127._m0[_75 >> 2u] = _143(_127._m0[_75 >> 2u], _142, _142, _142, 0u)._m0 + _28;
    }
}

