#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _66;

struct _67
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

layout(set = 0, binding = 300, std430) buffer _49_51
{
    uint _m0[];
} _51;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _65 = _46._m0[_5 >> 2u];
    uint _7 = _67(_65, _66, _66, _66, 0u)._m0;
    uint _71 = _46._m0[(_5 | 4u) >> 2u];
    uint _10 = _67(_71, _66, _66, _66, 0u)._m0;
    uint _14 = (_7 > _10) ? (_7 - _10) : (_10 - _7);
    uint _25;
    if (_14 > 16u)
    {
        uint _21 = _14 * _14;
        _51._m0[((_4 << 2u) + 256u) >> 2u] = _21;
        _25 = _21;
    }
    else
    {
        _25 = (_14 > 4u) ? (_14 + 3u) : 1u;
    }
    if (!((_25 & 1u) == 0u))
    {
        _51._m0[((_4 << 2u) + 512u) >> 2u] = _25 + _7;
    }
    uint _40;
    if (((_10 ^ _7) & 8u) == 0u)
    {
        _40 = _25;
    }
    else
    {
        _40 = (_25 * 5u) + 1u;
    }
    _51._m0[(_4 << 2u) >> 2u] = _40;
}

