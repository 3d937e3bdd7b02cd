#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _85;

struct _86
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 300, std430) buffer _68_70
{
    uint _m0[];
} _70;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 4u;
    uint _6 = _4 << 2u;
    uint _84 = _65._m0[_6 >> 2u];
    uint _9 = _86(_84, _85, _85, _85, 0u)._m0 & 31u;
    uint _53;
    uint _54;
    uint _55;
    if (_9 == 0u)
    {
        _53 = 0u;
        _54 = _85;
        _55 = 0u;
    }
    else
    {
        uint _14 = _86(_65._m0[(_6 + 256u) >> 2u], _85, _85, _85, 0u)._m0;
        uint _17;
        _17 = 0u;
        uint _31;
        uint _47;
        uint _48;
        uint _50;
        uint _51;
        uint _16 = _14;
        uint _18;
        uint _20;
        for (;;)
        {
            _20 = (_16 * 5u) + 3u;
            if ((_20 & 240u) == 48u)
            {
                _50 = 0u;
                _51 = _18;
                break;
            }
            else
            {
                if (_20 > 4026531840u)
                {
                    _50 = 1u;
                    _51 = _18;
                    break;
                }
                else
                {
                    if (!((_17 & 1u) == 0u))
                    {
                        _70._m0[(_5 | 4u) >> 2u] = _20;
                    }
                    _31 = _17 + 1u;
                    if (_31 < _9)
                    {
                        _47 = _20;
                        _48 = _31;
                        _16 = _47;
                        _17 = _48;
                        _18 = _31;
                        continue;
                    }
                    else
                    {
                        _50 = 2u;
                        _51 = _31;
                        break;
                    }
                }
            }
        }
        uint _58;
        uint _59;
        uint _60;
        switch (_50)
        {
            case 0u:
            {
                _70._m0[_5 >> 2u] = 2u;
                _70._m0[(_5 | 8u) >> 2u] = _17;
                _58 = _85;
                _59 = _17;
                _60 = 1u;
                break;
            }
            case 1u:
            {
                _70._m0[_5 >> 2u] = 3u;
                _70._m0[(_5 | 12u) >> 2u] = _20;
                _58 = _85;
                _59 = _17;
                _60 = 1u;
                break;
            }
            default:
            {
                _58 = _51;
                _59 = _85;
                _60 = 0u;
                break;
            }
        }
        _53 = _58;
        _54 = _59;
        _55 = _60;
    }
    uint _39;
    uint _41;
    if (_55 == 0u)
    {
        _39 = _53;
        _70._m0[_5 >> 2u] = 1u;
        _41 = _39;
    }
    else
    {
        _41 = _54;
    }
    uint _42 = _5 | 12u;
    _70._m0[_42 >> 2u] = _86(_70._m0[_42 >> 2u], _85, _85, _85, 0u)._m0 + _41;
}

