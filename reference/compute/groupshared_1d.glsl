#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _71;

struct _72
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _39_41
{
    uint _m0[];
} _41;

layout(set = 0, binding = 300, std430) buffer _44_46
{
    uint _m0[];
} _46;

shared uint _gs_3PAIA[64];

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_GlobalInvocationID.x;
    _gs_3PAIA[_4] = (_72(_41._m0[((_6 * 4u) + 0u) >> 2u], _71, _71, _71, 0u)._m0 << 1u) + _5;
    barrier();
    uint _14 = 63u - _4;
    uint _16 = _gs_3PAIA[_14];
    uint _20 = _gs_3PAIA[(_4 + 63u) & 63u];
    uint _24 = _gs_3PAIA[(_4 + 1u) & 63u];
    barrier();
    _gs_3PAIA[_4] = (_24 * _20) + _16;
    barrier();
    uint _31 = _6 << 1u;
    _46._m0[((_31 * 4u) + 0u) >> 2u] = _gs_3PAIA[(_4 * 5u) & 63u];
    _46._m0[(((_31 | 1u) * 4u) + 0u) >> 2u] = _16;
}

