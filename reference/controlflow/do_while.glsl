#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _84;

struct _85
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _62_64
{
    uint _m0[];
} _64;

layout(set = 0, binding = 300, std430) buffer _67_69
{
    uint _m0[];
} _69;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _7 = _85(_64._m0[_5 >> 2u], _84, _84, _84, 0u)._m0;
    uint _20;
    uint _53;
    uint _54;
    uint _55;
    uint _9 = 0u;
    uint _10 = 0u;
    uint _11 = _7;
    uint _13;
    uint _14;
    for (;;)
    {
        bool _88 = 10u == 0u;
        uint _12 = _88 ? 4294967295u : (_11 % (_88 ? 1u : 10u));
        _13 = _12 + _9;
        _14 = _10 + 1u;
        if (_12 == 7u)
        {
            _20 = _14;
            break;
        }
        else
        {
            bool _95 = 10u == 0u;
            uint _17 = _95 ? 4294967295u : (_11 / (_95 ? 1u : 10u));
            if (_11 > 9u)
            {
                _53 = _13;
                _54 = _14;
                _55 = _17;
                _9 = _53;
                _10 = _54;
                _11 = _55;
                continue;
            }
            else
            {
                _20 = 255u;
                break;
            }
        }
    }
    uint _24 = _85(_64._m0[(_5 | 4u) >> 2u], _84, _84, _84, 0u)._m0 | 1u;
    uint _33;
    uint _39;
    uint _30;
    uint _31;
    uint _57;
    uint _58;
    uint _59;
    uint _26 = _24;
    uint _27 = 0u;
    uint _28 = 0u;
    for (;;)
    {
        _30 = _27;
        _31 = _26;
        uint _50;
        uint _51;
        bool _34;
        for (;;)
        {
            uint _32 = _31 >> 1u;
            _33 = _30 + 1u;
            _34 = _33 < 41u;
            if (_34 && ((_32 & 1u) != 0u))
            {
                _50 = _33;
                _51 = _32;
                _30 = _50;
                _31 = _51;
                continue;
            }
            else
            {
                break;
            }
        }
        _39 = _28 + 1u;
        if ((_26 > 15u) && _34)
        {
            _57 = _26 >> 2u;
            _58 = _33;
            _59 = _39;
            _26 = _57;
            _27 = _58;
            _28 = _59;
            continue;
        }
        else
        {
            break;
        }
    }
    uint _44 = _4 * 20u;
    _69._m0[_44 >> 2u] = _14;
    _69._m0[(_44 + 4u) >> 2u] = _13;
    _69._m0[(_44 + 8u) >> 2u] = _20;
    _69._m0[(_44 + 12u) >> 2u] = _33;
    _69._m0[(_44 + 16u) >> 2u] = _39;
}

