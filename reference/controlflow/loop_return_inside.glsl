#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _129;

struct _130
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _98_100
{
    uint _m0[];
} _100;

layout(set = 0, binding = 1, std430) readonly buffer _103_105
{
    uint _m0[];
} _105;

layout(set = 0, binding = 300, std430) buffer _107_109
{
    uint _m0[];
} _109;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    uint _123 = _105._m0[_6 >> 2u];
    uint _128 = _105._m0[(_6 + 4u) >> 2u];
    _130 _7 = _130(_123, _128, _129, _129, 0u);
    uint _8 = _7._m0;
    uint _10 = min(_7._m1, 8u);
    uint _11 = _5 * 12u;
    uint _12 = _11 + 8u;
    _109._m0[_12 >> 2u] = 0u;
    uint _90;
    uint _91;
    if (_10 == 0u)
    {
        _90 = 0u;
        _91 = 0u;
    }
    else
    {
        uint _17;
        _17 = 0u;
        uint _24;
        uint _55;
        uint _56;
        uint _57;
        uint _58;
        uint _82;
        uint _83;
        uint _85;
        uint _86;
        uint _87;
        uint _88;
        uint _16 = 0u;
        uint _18;
        uint _19;
        uint _20;
        uint _21;
        uint _22;
        for (;;)
        {
            _22 = _17 << 3u;
            _24 = 0u;
            uint _34;
            uint _73;
            for (;;)
            {
                if (_130(_100._m0[((_24 + _22) << 2u) >> 2u], _129, _129, _129, 0u)._m0 > _8)
                {
                    _34 = _24;
                    break;
                }
                else
                {
                    uint _31 = _24 + 1u;
                    if (_31 < 8u)
                    {
                        _73 = _31;
                        _24 = _73;
                        continue;
                    }
                    else
                    {
                        _34 = 8u;
                        break;
                    }
                }
            }
            uint _35 = _34 + _16;
            if (_34 < 8u)
            {
                uint _39;
                _39 = _35;
                uint _50;
                uint _75;
                uint _76;
                uint _78;
                uint _79;
                uint _40 = _34;
                uint _41 = _18;
                uint _42;
                uint _45;
                for (;;)
                {
                    _42 = _40 + _22;
                    _45 = _130(_100._m0[(_42 << 2u) >> 2u], _129, _129, _129, 0u)._m0;
                    if (_45 == (_8 << 1u))
                    {
                        _78 = 0u;
                        _79 = _41;
                        break;
                    }
                    else
                    {
                        _50 = (_45 & 3u) + _39;
                        uint _51 = _40 + 1u;
                        if (_51 < 8u)
                        {
                            _75 = _50;
                            _76 = _51;
                            _39 = _75;
                            _40 = _76;
                            _41 = _50;
                            continue;
                        }
                        else
                        {
                            _78 = 1u;
                            _79 = _50;
                            break;
                        }
                    }
                }
                if (_78 == 0u)
                {
                    _85 = 2u;
                    _86 = _19;
                    _87 = _39;
                    _88 = _42;
                    break;
                }
                else
                {
                    _55 = _79;
                    _56 = _79;
                    _57 = _39;
                    _58 = _42;
                }
            }
            else
            {
                _55 = _35;
                _56 = _18;
                _57 = _20;
                _58 = _21;
            }
            if (_55 > 60u)
            {
                _85 = 0u;
                _86 = _55;
                _87 = _57;
                _88 = _58;
                break;
            }
            else
            {
                uint _61 = _17 + 1u;
                if (_61 < _10)
                {
                    _82 = _55;
                    _83 = _61;
                    _16 = _82;
                    _17 = _83;
                    _18 = _56;
                    _19 = _55;
                    _20 = _57;
                    _21 = _58;
                    continue;
                }
                else
                {
                    _85 = 1u;
                    _86 = _55;
                    _87 = _57;
                    _88 = _58;
                    break;
                }
            }
        }
        uint _94;
        uint _95;
        switch (_85)
        {
            case 0u:
            {
                _109._m0[_11 >> 2u] = _86;
                _109._m0[(_11 + 4u) >> 2u] = _17;
                _109._m0[_12 >> 2u] = 2u;
                _94 = _129;
                _95 = 1u;
                break;
            }
            case 1u:
            {
                _94 = _86;
                _95 = 0u;
                break;
            }
            default:
            {
                _109._m0[_11 >> 2u] = _87;
                _109._m0[(_11 + 4u) >> 2u] = _88;
                _109._m0[_12 >> 2u] = 1u;
                _94 = _129;
                _95 = 1u;
                break;
            }
        }
        _90 = _94;
        _91 = _95;
    }
    uint _69;
    if (_91 == 0u)
    {
        _69 = _90;
        _109._m0[_11 >> 2u] = _69;
        _109._m0[(_11 + 4u) >> 2u] = 65535u;
    }
}

