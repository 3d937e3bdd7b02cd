#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _122;

struct _123
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _87_89
{
    uint _m0[];
} _89;

layout(set = 0, binding = 300, std430) buffer _92_94
{
    uint _m0[];
} _94;

layout(set = 0, binding = 301, std430) buffer _96_98
{
    uint _m0[];
} _98;

shared uint _temp_3PAIA[128];

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = gl_WorkGroupID.x;
    uint _8 = _5 << 1u;
    uint _9 = (_6 << 7u) + _8;
    _temp_3PAIA[_8] = _123(_89._m0[((_9 * 4u) + 0u) >> 2u], _122, _122, _122, 0u)._m0;
    uint _15 = _9 | 1u;
    uint _20 = _8 | 1u;
    _temp_3PAIA[_20] = _123(_89._m0[((_15 * 4u) + 0u) >> 2u], _122, _122, _122, 0u)._m0;
    uint _78;
    uint _79;
    uint _23 = 1u;
    uint _24 = 64u;
    bool _25;
    for (;;)
    {
        barrier();
        _25 = _5 < _24;
        if (_25)
        {
            uint _31 = (_23 * (_8 + 2u)) + 4294967295u;
            _temp_3PAIA[_31] += _temp_3PAIA[(_23 * _20) + 4294967295u];
        }
        uint _39 = _24 >> 1u;
        if (_39 == 0u)
        {
            break;
        }
        else
        {
            _78 = _23 << 1u;
            _79 = _39;
            _23 = _78;
            _24 = _79;
            continue;
        }
    }
    barrier();
    if (_5 == 0u)
    {
        _98._m0[((_6 * 4u) + 0u) >> 2u] = _temp_3PAIA[127u];
        _temp_3PAIA[127u] = 0u;
    }
    uint _82;
    uint _83;
    uint _51 = 128u;
    uint _52 = 1u;
    uint _53;
    bool _54;
    for (;;)
    {
        _53 = _51 >> 1u;
        barrier();
        _54 = _5 < _52;
        if (_54)
        {
            uint _57 = (_53 * _20) + 4294967295u;
            uint _60 = (_53 * (_8 + 2u)) + 4294967295u;
            uint _62 = _temp_3PAIA[_57];
            _temp_3PAIA[_57] = _temp_3PAIA[_60];
            _temp_3PAIA[_60] += _62;
        }
        uint _68 = _52 << 1u;
        if (_68 < 128u)
        {
            _82 = _53;
            _83 = _68;
            _51 = _82;
            _52 = _83;
            continue;
        }
        else
        {
            break;
        }
    }
    barrier();
    _94._m0[((_9 * 4u) + 0u) >> 2u] = _temp_3PAIA[_8];
    _94._m0[((_15 * 4u) + 0u) >> 2u] = _temp_3PAIA[_20];
}

