#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _121;

struct _122
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _133
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _85_87
{
    uint _m0[];
} _87;

layout(set = 0, binding = 300, std430) buffer _90_92
{
    uint _m0[];
} _92;

layout(set = 0, binding = 200, std140) uniform _96_98
{
    uvec4 _m0[1];
} _98;

shared uint _gs_3PAIA[64];

void main()
{
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_LocalInvocationIndex;
    uint _8 = (_5 << 6u) + _6;
    uint _120 = _87._m0[(_8 << 2u) >> 2u];
    uint _11 = _122(_120, _121, _121, _121, 0u)._m0;
    _gs_3PAIA[_6] = _11;
    barrier();
    uint _74;
    uint _14 = 32u;
    bool _15;
    for (;;)
    {
        _15 = _6 < _14;
        if (_15)
        {
            _gs_3PAIA[_6] += _gs_3PAIA[_14 + _6];
        }
        barrier();
        uint _23 = _14 >> 1u;
        if (_23 == 0u)
        {
            break;
        }
        else
        {
            _74 = _23;
            _14 = _74;
            continue;
        }
    }
    uint _27 = _gs_3PAIA[0u];
    barrier();
    _gs_3PAIA[_6] = _11;
    barrier();
    uint _77;
    uint _29 = 1u;
    uint _30;
    bool _31;
    for (;;)
    {
        _30 = _gs_3PAIA[_6];
        _31 = _6 < _29;
        uint _38;
        if (_31)
        {
            _38 = _30;
        }
        else
        {
            _38 = _gs_3PAIA[_6 - _29] + _30;
        }
        barrier();
        _gs_3PAIA[_6] = _38;
        barrier();
        uint _39 = _29 << 1u;
        if (_39 < 64u)
        {
            _77 = _39;
            _29 = _77;
            continue;
        }
        else
        {
            break;
        }
    }
    uint _42 = _gs_3PAIA[_6];
    uint _45 = min(_133(_98._m0[0u].x, _98._m0[0u].y, _98._m0[0u].z, _98._m0[0u].w)._m0, 8u);
    uint _69;
    if (_45 == 0u)
    {
        _69 = _42;
    }
    else
    {
        uint _64;
        uint _80;
        uint _81;
        uint _49 = _42;
        uint _50 = 0u;
        uint _51;
        bool _52;
        for (;;)
        {
            barrier();
            _gs_3PAIA[_6] = _49;
            barrier();
            _51 = _6 + 4294967295u;
            _52 = _51 < 62u;
            if (_52)
            {
                _64 = ((_gs_3PAIA[_51] + (_49 << 1u)) + _gs_3PAIA[_6 + 1u]) >> 2u;
            }
            else
            {
                _64 = _49;
            }
            uint _65 = _50 + 1u;
            if (_65 == _45)
            {
                break;
            }
            else
            {
                _80 = _64;
                _81 = _65;
                _49 = _80;
                _50 = _81;
                continue;
            }
        }
        _69 = _64;
    }
    uint _70 = _8 * 12u;
    _92._m0[_70 >> 2u] = _27;
    _92._m0[(_70 + 4u) >> 2u] = _42;
    _92._m0[(_70 + 8u) >> 2u] = _69;
}

