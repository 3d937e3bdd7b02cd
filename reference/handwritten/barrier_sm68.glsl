#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _59;

struct _60
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

shared uint gs[64];

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = gl_WorkGroupID.x;
    uint _7 = _4 << 2u;
    uint _58 = In_1._m0[_7 >> 2u];
    uint _9 = _60(_58, _59, _59, _59, 0u)._m0;
    gs[_5] = (_9 * 3u) + 1u;
    barrier();
    Out_1._m0[_7 >> 2u] = gs[(_5 + 1u) & 63u];
    groupMemoryBarrier();
    barrier();
    Out_1._m0[(_7 + 512u) >> 2u] = _60(Out_1._m0[(((_6 << 6u) + ((_5 + 5u) & 63u)) << 2u) >> 2u], _59, _59, _59, 0u)._m0 ^ _9;
    memoryBarrierBuffer();
    memoryBarrierImage();
    barrier();
    barrier();
}

