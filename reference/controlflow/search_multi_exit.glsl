#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _91;

struct _92
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 1, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _69_71
{
    uint _m0[];
} _71;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    _92 _7 = _92(_67._m0[_6 >> 2u], _67._m0[(_6 + 4u) >> 2u], _91, _91, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _8 + 100u;
    uint _23;
    uint _24;
    uint _55;
    uint _12 = 0u;
    uint _15;
    for (;;)
    {
        _15 = _92(_62._m0[(_12 << 2u) >> 2u], _91, _91, _91, 0u)._m0;
        if (_15 == _8)
        {
            _23 = 1u;
            _24 = _12;
            break;
        }
        else
        {
            if (_15 > _10)
            {
                _23 = 2u;
                _24 = _12;
                break;
            }
            else
            {
                uint _20 = _12 + 1u;
                if (_20 < 64u)
                {
                    _55 = _20;
                    _12 = _55;
                    continue;
                }
                else
                {
                    _23 = 0u;
                    _24 = 64u;
                    break;
                }
            }
        }
    }
    uint _48;
    uint _49;
    if (_23 == 0u)
    {
        _48 = 3u;
        _49 = 0u;
    }
    else
    {
        uint _28 = min((_24 + 20u), 64u);
        uint _29 = _24 + 1u;
        if (_29 < _28)
        {
            uint _32 = _9 + 100u;
            uint _45;
            uint _46;
            uint _57;
            uint _34 = _29;
            uint _37;
            for (;;)
            {
                _37 = _92(_62._m0[(_34 << 2u) >> 2u], _91, _91, _91, 0u)._m0;
                if (_37 == _9)
                {
                    _45 = 1u;
                    _46 = _34;
                    break;
                }
                else
                {
                    if (_37 > _32)
                    {
                        _45 = 2u;
                        _46 = _34;
                        break;
                    }
                    else
                    {
                        uint _42 = _34 + 1u;
                        if (_42 < _28)
                        {
                            _57 = _42;
                            _34 = _57;
                            continue;
                        }
                        else
                        {
                            _45 = 0u;
                            _46 = _28;
                            break;
                        }
                    }
                }
            }
            _48 = _45;
            _49 = _46;
        }
        else
        {
            _48 = 0u;
            _49 = _28;
        }
    }
    uint _50 = _5 << 4u;
    _71._m0[_50 >> 2u] = _23;
    _71._m0[(_50 | 4u) >> 2u] = _24;
    _71._m0[(_50 | 8u) >> 2u] = _48;
    _71._m0[(_50 | 12u) >> 2u] = _49;
}

