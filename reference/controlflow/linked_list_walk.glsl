#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _75;

struct _76
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 1, std430) readonly buffer _49_51
{
    uint _m0[];
} _51;

layout(set = 0, binding = 300, std430) buffer _53_55
{
    uint _m0[];
} _55;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 3u;
    _76 _7 = _76(_51._m0[_6 >> 2u], _51._m0[(_6 + 4u) >> 2u], _75, _75, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _30;
    uint _31;
    uint _32;
    uint _33;
    uint _39;
    uint _40;
    uint _41;
    uint _11 = _8;
    uint _12 = 0u;
    uint _13 = 0u;
    for (;;)
    {
        if (_11 < 32u)
        {
            uint _19 = _76(_46._m0[((_11 * 8u) + 0u) >> 2u], _75, _75, _75, 0u)._m0;
            uint _23 = _76(_46._m0[((_11 * 8u) + 4u) >> 2u], _75, _75, _75, 0u)._m0;
            uint _24 = _12 + 1u;
            if (_19 == _9)
            {
                _30 = _11;
                _31 = _24;
                _32 = _13;
                _33 = _11;
                break;
            }
            else
            {
                uint _27 = _19 + _13;
                if (_24 > 39u)
                {
                    _30 = _23;
                    _31 = _24;
                    _32 = _27;
                    _33 = 4294967295u;
                    break;
                }
                else
                {
                    _39 = _23;
                    _40 = _24;
                    _41 = _27;
                    _11 = _39;
                    _12 = _40;
                    _13 = _41;
                    continue;
                }
            }
        }
        else
        {
            _30 = _11;
            _31 = _12;
            _32 = _13;
            _33 = 4294967295u;
            break;
        }
    }
    uint _34 = _5 << 4u;
    _55._m0[_34 >> 2u] = _31;
    _55._m0[(_34 | 4u) >> 2u] = _32;
    _55._m0[(_34 | 8u) >> 2u] = _33;
    _55._m0[(_34 | 12u) >> 2u] = _30;
}

