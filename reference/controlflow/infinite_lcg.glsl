#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _96;

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 1, std430) readonly buffer _70_72
{
    uint _m0[];
} _72;

layout(set = 0, binding = 300, std430) buffer _74_76
{
    uint _m0[];
} _76;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    _97 _7 = _97(_72._m0[_6 >> 2u], _72._m0[(_6 + 4u) >> 2u], _96, _96, 0u);
    uint _8 = _7._m0;
    uint _10 = _7._m1 & 255u;
    uint _54;
    uint _55;
    uint _57;
    uint _12 = 0u;
    uint _13 = _8;
    uint _15;
    uint _16;
    for (;;)
    {
        _15 = (_13 * 1664525u) + 1013904223u;
        _16 = _12 + 1u;
        if ((_15 >> 24u) == _10)
        {
            _57 = 0u;
            break;
        }
        else
        {
            if (_16 > 99u)
            {
                _57 = 1u;
                break;
            }
            else
            {
                _54 = _16;
                _55 = _15;
                _12 = _54;
                _13 = _55;
                continue;
            }
        }
    }
    uint _25;
    if (_57 == 0u)
    {
        _25 = _16;
    }
    else
    {
        _25 = _16 | 4096u;
    }
    uint _26 = _15 >> 26u;
    uint _44;
    uint _45;
    uint _46;
    uint _60;
    uint _61;
    uint _62;
    uint _28 = _26;
    uint _29 = 0u;
    uint _30 = 0u;
    uint _33;
    uint _34;
    for (;;)
    {
        _33 = _97(_67._m0[(_28 << 2u) >> 2u], _96, _96, _96, 0u)._m0;
        _34 = _29 + 1u;
        if (int(_33) < int(0u))
        {
            _44 = _28;
            _45 = _34;
            _46 = _30;
            break;
        }
        else
        {
            uint _37 = _33 + _30;
            uint _41 = ((_28 + 1u) + (_33 & 15u)) & 63u;
            if (_34 == 48u)
            {
                _44 = _41;
                _45 = 304u;
                _46 = _37;
                break;
            }
            else
            {
                _60 = _41;
                _61 = _34;
                _62 = _37;
                _28 = _60;
                _29 = _61;
                _30 = _62;
                continue;
            }
        }
    }
    uint _47 = _5 << 4u;
    _76._m0[_47 >> 2u] = _15;
    _76._m0[(_47 | 4u) >> 2u] = _25;
    _76._m0[(_47 | 8u) >> 2u] = _45;
    _76._m0[(_47 | 12u) >> 2u] = _46 ^ (_44 << 24u);
}

