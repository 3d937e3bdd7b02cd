#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _99;

struct _100
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _69_71
{
    uint _m0[];
} _71;

layout(set = 0, binding = 300, std430) buffer _74_76
{
    uint _m0[];
} _76;

shared uint _s_3PAIA[128];

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_WorkGroupID.x;
    uint _6 = _5 << 7u;
    uint _7 = _6 + _4;
    _s_3PAIA[_4] = (_100(_71._m0[((_7 * 4u) + 0u) >> 2u], _99, _99, _99, 0u)._m0 << 8u) | _4;
    uint _15 = _4 + 64u;
    uint _16 = _6 + _15;
    _s_3PAIA[_15] = (_100(_71._m0[((_16 * 4u) + 0u) >> 2u], _99, _99, _99, 0u)._m0 << 8u) | _15;
    barrier();
    bool _24 = _5 == 1u;
    uint _65;
    uint _26 = 2u;
    uint _27;
    bool _28;
    for (;;)
    {
        _27 = _26 >> 1u;
        _28 = _27 == 0u;
        if (!_28)
        {
            uint _62;
            uint _31 = _27;
            uint _35;
            uint _36;
            uint _41;
            uint _43;
            bool _45;
            for (;;)
            {
                _35 = (_4 << 1u) - ((_31 + 4294967295u) & _4);
                _36 = _35 + _31;
                _41 = _s_3PAIA[_35];
                _43 = _s_3PAIA[_36];
                _45 = (_41 > _43) != (_24 != ((_35 & _26) == 0u));
                if (!_45)
                {
                    _s_3PAIA[_35] = _43;
                    _s_3PAIA[_36] = _41;
                }
                barrier();
                uint _48 = _31 >> 1u;
                if (_48 == 0u)
                {
                    break;
                }
                else
                {
                    _62 = _48;
                    _31 = _62;
                    continue;
                }
            }
        }
        uint _52 = _26 << 1u;
        if (_52 < 129u)
        {
            _65 = _52;
            _26 = _65;
            continue;
        }
        else
        {
            break;
        }
    }
    _76._m0[((_7 * 4u) + 0u) >> 2u] = _s_3PAIA[_4];
    _76._m0[((_16 * 4u) + 0u) >> 2u] = _s_3PAIA[_15];
}

