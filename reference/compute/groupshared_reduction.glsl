#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _92;

struct _93
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _61_63
{
    uint _m0[];
} _63;

layout(set = 0, binding = 300, std430) buffer _66_68
{
    uint _m0[];
} _68;

shared uint _sSum_3PAIA[64];
shared uint _sMin_3PAIA[64];
shared uint _sMax_3PAIA[64];

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_GlobalInvocationID.x;
    uint _9 = _93(_63._m0[((_5 * 4u) + 0u) >> 2u], _92, _92, _92, 0u)._m0;
    _sSum_3PAIA[_4] = _9;
    _sMin_3PAIA[_4] = _9;
    _sMax_3PAIA[_4] = _9;
    barrier();
    uint _57;
    uint _14 = 32u;
    bool _15;
    for (;;)
    {
        _15 = _4 < _14;
        if (_15)
        {
            uint _17 = _14 + _4;
            _sSum_3PAIA[_4] += _sSum_3PAIA[_17];
            _sMin_3PAIA[_4] = min(_sMin_3PAIA[_4], _sMin_3PAIA[_17]);
            _sMax_3PAIA[_4] = max(_sMax_3PAIA[_4], _sMax_3PAIA[_17]);
        }
        barrier();
        uint _31 = _14 >> 1u;
        if (_31 == 0u)
        {
            break;
        }
        else
        {
            _57 = _31;
            _14 = _57;
            continue;
        }
    }
    uint _34 = gl_WorkGroupID.x;
    if (_4 == 0u)
    {
        uint _39 = _34 << 2u;
        _68._m0[((_39 * 4u) + 0u) >> 2u] = _sSum_3PAIA[0u];
        _68._m0[(((_39 | 1u) * 4u) + 0u) >> 2u] = _sMin_3PAIA[0u];
        _68._m0[(((_39 | 2u) * 4u) + 0u) >> 2u] = _sMax_3PAIA[0u];
        _68._m0[(((_39 | 3u) * 4u) + 0u) >> 2u] = _34;
    }
}

