#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _119;

struct _120
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _97_99
{
    uint _m0[];
} _99;

layout(set = 0, binding = 300, std430) buffer _102_104
{
    uint _m0[];
} _104;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _124 = _99._m0[(_5 | 4u) >> 2u];
    uint _10 = _120(_124, _119, _119, _119, 0u)._m0;
    uint _11 = _120(_99._m0[_5 >> 2u], _119, _119, _119, 0u)._m0 & 7u;
    uint _90;
    uint _91;
    uint _92;
    switch (_11)
    {
        case 0u:
        {
            if ((_10 & 15u) == 0u)
            {
                _90 = _119;
                _91 = 0u;
                _92 = 1u;
                break;
            }
            else
            {
                uint _53 = _10 & 15u;
                uint _55;
                uint _56;
                _55 = 0u;
                _56 = 0u;
                uint _84;
                uint _85;
                uint _59;
                for (;;)
                {
                    uint _57 = _56 * _10;
                    uint _58 = _57 ^ _55;
                    _59 = _58 + 1u;
                    uint _60 = _56 + 1u;
                    if (_60 == _53)
                    {
                        break;
                    }
                    else
                    {
                        _84 = _59;
                        _85 = _60;
                        _55 = _84;
                        _56 = _85;
                        continue;
                    }
                }
                _90 = _119;
                _91 = _59;
                _92 = 1u;
                break;
            }
        }
        case 1u:
        {
            uint _47;
            if (_10 == 0u)
            {
                _47 = 0u;
            }
            else
            {
                uint _45;
                uint _81;
                uint _82;
                uint _36 = 0u;
                uint _37 = _10;
                uint _38;
                for (;;)
                {
                    _38 = _37 & 15u;
                    if (_38 == 15u)
                    {
                        _45 = _36;
                        break;
                    }
                    else
                    {
                        uint _41 = _38 + _36;
                        uint _42 = _37 >> 4u;
                        if (_42 == 0u)
                        {
                            _45 = _41;
                            break;
                        }
                        else
                        {
                            _81 = _41;
                            _82 = _42;
                            _36 = _81;
                            _37 = _82;
                            continue;
                        }
                    }
                }
                _47 = _45;
            }
            _90 = _119;
            _91 = _47 + 1000u;
            _92 = 1u;
            break;
        }
        case 2u:
        {
            uint _14;
            uint _15;
            _14 = 0u;
            _15 = 0u;
            uint _78;
            uint _79;
            uint _21;
            for (;;)
            {
                uint _16 = _15 << 2u;
                _21 = uint(((8u << (_16 & 31u)) & _10) == 0u) + _14;
                uint _22 = _15 + 1u;
                if (_22 == 8u)
                {
                    break;
                }
                else
                {
                    _78 = _21;
                    _79 = _22;
                    _14 = _78;
                    _15 = _79;
                    continue;
                }
            }
            _90 = _21;
            _91 = _119;
            _92 = 0u;
            break;
        }
        case 3u:
        {
            _90 = 0u;
            _91 = _119;
            _92 = 0u;
            break;
        }
        default:
        {
            uint _65;
            uint _66;
            _65 = 0u;
            _66 = 0u;
            uint _87;
            uint _88;
            uint _70;
            for (;;)
            {
                uint _67 = _65 * 3u;
                uint _127 = _66 & 31u;
                _70 = ((_10 >> _127) & 1u) + _67;
                uint _71 = _66 + 1u;
                if (_71 < _11)
                {
                    _87 = _70;
                    _88 = _71;
                    _65 = _87;
                    _66 = _88;
                    continue;
                }
                else
                {
                    break;
                }
            }
            _90 = _119;
            _91 = _70;
            _92 = 1u;
            break;
        }
    }
    uint _26;
    uint _75;
    if (_92 == 0u)
    {
        _26 = _90;
        uint _29 = ((_10 & 3u) + 77u) + _26;
        _104._m0[((_4 << 2u) + 256u) >> 2u] = _29;
        _75 = _29;
    }
    else
    {
        _75 = _91;
    }
    _104._m0[(_4 << 2u) >> 2u] = _75;
}

