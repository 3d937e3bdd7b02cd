#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _111;

struct _112
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _81_83
{
    uint _m0[];
} _83;

layout(set = 0, binding = 300, std430) buffer _86_88
{
    uint _m0[];
} _88;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 6u;
    uint _6 = _4 * 72u;
    uint _10;
    uint _11;
    _10 = 0u;
    _11 = 0u;
    uint _69;
    uint _70;
    uint _71;
    uint _72;
    uint _74;
    uint _75;
    uint _76;
    uint _77;
    uint _8 = 0u;
    uint _9 = 1u;
    uint _15;
    uint _16;
    for (;;)
    {
        uint _13 = (_11 << 3u) + _5;
        _112 _14 = _112(_83._m0[_13 >> 2u], _83._m0[(_13 + 4u) >> 2u], _111, _111, 0u);
        _15 = _14._m0;
        _16 = _14._m1;
        if (_15 == 0u)
        {
            _74 = 0u;
            _75 = _10;
            _76 = _11;
            _77 = 0u;
            break;
        }
        else
        {
            uint _52;
            uint _53;
            uint _54;
            if (_15 == 254u)
            {
                _52 = _8;
                _53 = _9;
                _54 = _10;
            }
            else
            {
                uint _31;
                uint _32;
                if (_15 == 255u)
                {
                    _31 = _9;
                    _32 = _8 + 1u;
                }
                else
                {
                    if (_15 > 16u)
                    {
                        _74 = _111;
                        _75 = _111;
                        _76 = _111;
                        _77 = 1u;
                        break;
                    }
                    else
                    {
                        _31 = _15;
                        _32 = _16;
                    }
                }
                bool _49;
                uint _50;
                if (_31 == 0u)
                {
                    _49 = true;
                    _50 = _10;
                }
                else
                {
                    bool _46;
                    uint _47;
                    uint _66;
                    uint _67;
                    uint _36 = _10;
                    uint _37 = 0u;
                    for (;;)
                    {
                        if (_36 > 15u)
                        {
                            _46 = false;
                            _47 = _36;
                            break;
                        }
                        else
                        {
                            _88._m0[((_36 << 2u) + _6) >> 2u] = _32;
                            uint _42 = _36 + 1u;
                            uint _43 = _37 + 1u;
                            if (_43 < _31)
                            {
                                _66 = _42;
                                _67 = _43;
                                _36 = _66;
                                _37 = _67;
                                continue;
                            }
                            else
                            {
                                _46 = true;
                                _47 = _42;
                                break;
                            }
                        }
                    }
                    _49 = _46;
                    _50 = _47;
                }
                if (_49)
                {
                    _52 = _32;
                    _53 = _31;
                    _54 = _50;
                }
                else
                {
                    _74 = 256u;
                    _75 = _50;
                    _76 = _11;
                    _77 = 0u;
                    break;
                }
            }
            uint _55 = _11 + 1u;
            if (_55 < 8u)
            {
                _69 = _52;
                _70 = _53;
                _71 = _54;
                _72 = _55;
                _8 = _69;
                _9 = _70;
                _10 = _71;
                _11 = _72;
                continue;
            }
            else
            {
                _74 = 0u;
                _75 = _54;
                _76 = _55;
                _77 = 0u;
                break;
            }
        }
    }
    uint _58;
    uint _59;
    uint _60;
    if (_77 == 0u)
    {
        _58 = _74;
        _59 = _75;
        _60 = _76;
        _88._m0[(_6 + 64u) >> 2u] = _59;
        _88._m0[(_6 + 68u) >> 2u] = _60 | _58;
    }
    else
    {
        _88._m0[(_6 + 64u) >> 2u] = _11 | 3758096384u;
        _88._m0[(_6 + 68u) >> 2u] = _10;
    }
}

