#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _64;

struct _65
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _43_45
{
    uint _m0[];
} _45;

layout(set = 0, binding = 300, std430) buffer _48_50
{
    uint _m0[];
} _50;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _8 = _65(_45._m0[_5 >> 2u], _64, _64, _64, 0u)._m0 | 1u;
    uint _10;
    uint _11;
    _10 = 1u;
    _11 = 0u;
    uint _36;
    uint _37;
    uint _13;
    for (;;)
    {
        uint _69 = atomicCompSwap(_50._m0[0u >> 2u], _10, _10 * _8);
        _13 = _69;
        if (_13 == _10)
        {
            break;
        }
        else
        {
            uint _16 = _11 + 1u;
            if (_16 < 1000u)
            {
                _36 = _13;
                _37 = _16;
                _10 = _36;
                _11 = _37;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    uint _21 = _65(_45._m0[(_5 + 256u) >> 2u], _64, _64, _64, 0u)._m0;
    uint _23;
    uint _24;
    _23 = 0u;
    _24 = 0u;
    uint _39;
    uint _40;
    uint _26;
    for (;;)
    {
        uint _25 = _23 + _21;
        _26 = min(_25, 5000u);
        if (_26 == _23)
        {
            break;
        }
        else
        {
            uint _81 = atomicCompSwap(_50._m0[4u >> 2u], _23, _26);
            uint _29 = _81;
            if (_29 == _23)
            {
                break;
            }
            else
            {
                uint _32 = _24 + 1u;
                if (_32 < 1000u)
                {
                    _39 = _29;
                    _40 = _32;
                    _23 = _39;
                    _24 = _40;
                    continue;
                }
                else
                {
                    break;
                }
            }
        }
    }
}

