#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _144;

struct _145
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _108_110
{
    uint _m0[];
} _110;

layout(set = 0, binding = 1, std430) readonly buffer _113_115
{
    uint _m0[];
} _115;

layout(set = 0, binding = 300, std430) buffer _117_119
{
    uint _m0[];
} _119;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 * 12u;
    _145 _7 = _145(_115._m0[_6 >> 2u], _115._m0[(_6 + 4u) >> 2u], _115._m0[(_6 + 8u) >> 2u], _144, 0u);
    uint _8 = _7._m0;
    uint _10 = _7._m2;
    uint _11 = min(_7._m1, 32u);
    uint _37;
    uint _38;
    if (_8 == 0u)
    {
        _37 = _11 + 1000u;
        _38 = 0u;
    }
    else
    {
        if (_11 == 0u)
        {
            _37 = 0u;
            _38 = 0u;
        }
        else
        {
            uint _18;
            _18 = 0u;
            uint _28;
            uint _29;
            uint _90;
            uint _91;
            uint _93;
            uint _94;
            uint _95;
            uint _17 = 0u;
            uint _19;
            uint _20;
            uint _25;
            for (;;)
            {
                _25 = _145(_110._m0[(((_18 + _5) << 2u) & 252u) >> 2u], _144, _144, _144, 0u)._m0;
                if (_25 == _8)
                {
                    _93 = 0u;
                    _94 = _19;
                    _95 = _20;
                    break;
                }
                else
                {
                    _28 = _25 + _17;
                    _29 = _18 + 1u;
                    if (_29 < _11)
                    {
                        _90 = _28;
                        _91 = _29;
                        _17 = _90;
                        _18 = _91;
                        _19 = _28;
                        _20 = _29;
                        continue;
                    }
                    else
                    {
                        _93 = 1u;
                        _94 = _28;
                        _95 = _29;
                        break;
                    }
                }
            }
            uint _104;
            uint _105;
            if (_93 == 0u)
            {
                _104 = _18 + 2000u;
                _105 = _18;
            }
            else
            {
                _104 = _94;
                _105 = _95;
            }
            _37 = _104;
            _38 = _105;
        }
    }
    uint _65;
    if (_10 == 0u)
    {
        _65 = 0u;
    }
    else
    {
        uint _60;
        uint _61;
        if (_11 == 0u)
        {
            _60 = 0u;
            _61 = 0u;
        }
        else
        {
            uint _58;
            uint _98;
            uint _99;
            uint _44 = 0u;
            uint _45 = 0u;
            uint _52;
            for (;;)
            {
                _52 = _145(_110._m0[((((_45 * 5u) + _5) << 2u) & 252u) >> 2u], _144, _144, _144, 0u)._m0 + _44;
                if (_52 > _10)
                {
                    _58 = _45;
                    break;
                }
                else
                {
                    uint _55 = _45 + 1u;
                    if (_55 < _11)
                    {
                        _98 = _52;
                        _99 = _55;
                        _44 = _98;
                        _45 = _99;
                        continue;
                    }
                    else
                    {
                        _58 = _55;
                        break;
                    }
                }
            }
            _60 = _52;
            _61 = _58;
        }
        _65 = (_61 << 16u) + _60;
    }
    uint _84;
    if (_11 > 20u)
    {
        _84 = 43690u;
    }
    else
    {
        if (_11 == 0u)
        {
            _84 = 0u;
        }
        else
        {
            uint _82;
            uint _101;
            uint _102;
            uint _71 = 0u;
            uint _72 = 0u;
            for (;;)
            {
                if (_145(_110._m0[(_72 << 2u) >> 2u], _144, _144, _144, 0u)._m0 > _10)
                {
                    _82 = _72;
                    break;
                }
                else
                {
                    uint _78 = _71 + 2u;
                    uint _79 = _72 + 1u;
                    if (_79 < _11)
                    {
                        _101 = _78;
                        _102 = _79;
                        _71 = _101;
                        _72 = _102;
                        continue;
                    }
                    else
                    {
                        _82 = _78;
                        break;
                    }
                }
            }
            _84 = _82;
        }
    }
    uint _85 = _5 << 4u;
    _119._m0[_85 >> 2u] = _37;
    _119._m0[(_85 | 4u) >> 2u] = _38;
    _119._m0[(_85 | 8u) >> 2u] = _65;
    _119._m0[(_85 | 12u) >> 2u] = _84;
}

