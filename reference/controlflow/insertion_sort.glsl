#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _126;

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _100_102
{
    uint _m0[];
} _102;

layout(set = 0, binding = 300, std430) buffer _105_107
{
    uint _m0[];
} _107;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 36u;
    uint _125 = _102._m0[_5 >> 2u];
    uint _9;
    _9 = 0u;
    uint _81;
    uint _111[8];
    for (;;)
    {
        _111[_9] = _127(_102._m0[((_5 + 4u) + (_9 << 2u)) >> 2u], _126, _126, _126, 0u)._m0;
        uint _16 = _9 + 1u;
        if (_16 == 8u)
        {
            break;
        }
        else
        {
            _81 = _16;
            _9 = _81;
            continue;
        }
    }
    uint _19 = min(_127(_125, _126, _126, _126, 0u)._m0, 8u);
    uint _44;
    if (_19 > 1u)
    {
        uint _28;
        uint _29;
        uint _83;
        uint _84;
        uint _23 = 0u;
        uint _24 = 1u;
        uint _26;
        for (;;)
        {
            _26 = _111[_24];
            _28 = _23;
            _29 = _24;
            uint _30;
            bool _31;
            for (;;)
            {
                _30 = _29 + 4294967295u;
                _31 = int(_29) > int(0u);
                bool _37;
                if (_31)
                {
                    _37 = _111[_30] > _26;
                }
                else
                {
                    _37 = false;
                }
                if (_37)
                {
                    _111[_29] = _111[_30];
                    _28++;
                    _29 = _30;
                    continue;
                }
                else
                {
                    break;
                }
            }
            _111[_29] = _26;
            uint _40 = _24 + 1u;
            if (_40 == _19)
            {
                break;
            }
            else
            {
                _83 = _28;
                _84 = _40;
                _23 = _83;
                _24 = _84;
                continue;
            }
        }
        _44 = _28;
    }
    else
    {
        _44 = 0u;
    }
    uint _45 = _4 * 72u;
    uint _72;
    if (_19 == 0u)
    {
        _72 = 0u;
    }
    else
    {
        uint _67;
        uint _86;
        uint _87;
        uint _49 = 0u;
        uint _50 = 0u;
        uint _52;
        bool _55;
        for (;;)
        {
            _52 = _111[_50];
            _107._m0[((_50 << 2u) + _45) >> 2u] = _52;
            _55 = _50 == 0u;
            uint _92;
            uint _93;
            if (_55)
            {
                _92 = _126;
                _93 = 0u;
            }
            else
            {
                uint _96;
                uint _97;
                if (_52 == _111[_50 + 4294967295u])
                {
                    _96 = _49;
                    _97 = 1u;
                }
                else
                {
                    _96 = _126;
                    _97 = 0u;
                }
                _92 = _96;
                _93 = _97;
            }
            if (_93 == 0u)
            {
                _107._m0[((_45 + 32u) + (_49 << 2u)) >> 2u] = _52;
                _67 = _49 + 1u;
            }
            else
            {
                _67 = _92;
            }
            uint _68 = _50 + 1u;
            if (_68 == _19)
            {
                break;
            }
            else
            {
                _86 = _67;
                _87 = _68;
                _49 = _86;
                _50 = _87;
                continue;
            }
        }
        _72 = _67;
    }
    _107._m0[(_45 + 64u) >> 2u] = _72;
    _107._m0[(_45 + 68u) >> 2u] = _44;
}

