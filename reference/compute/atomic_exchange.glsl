#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer _46_48
{
    uint _m0[];
} _48;

layout(set = 0, binding = 301, std430) buffer _51_53
{
    uint _m0[];
} _53;

shared uint _gSlot_3IA;
shared uint _gOrigSum_3IA;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    bool _5 = _4 == 0u;
    if (_5)
    {
        _gSlot_3IA = 500u;
        _gOrigSum_3IA = 0u;
    }
    barrier();
    uint _8 = _4 * 3u;
    uint _9 = _8 + 1u;
    uint _73 = atomicExchange(_48._m0[0u >> 2u], _9);
    uint _10 = _73;
    uint _77 = atomicAdd(_48._m0[4u >> 2u], _10);
    uint _11 = _77;
    uint _13 = 0u * 4u;
    uint _81 = atomicExchange(_53._m0[(_13 + 0u) >> 2u], _8 + 101u);
    uint _15 = _81;
    uint _16 = 1u * 4u;
    uint _84 = atomicAdd(_53._m0[(_16 + 0u) >> 2u], _15);
    uint _18 = _84;
    uint _19 = atomicExchange(_gSlot_3IA, _9);
    uint _20 = atomicAdd(_gOrigSum_3IA, _19);
    memoryBarrier();
    barrier();
    if (_5)
    {
        uint _88 = atomicAdd(_48._m0[0u >> 2u], 0u);
        uint _22 = _88;
        uint _91 = atomicAdd(_48._m0[4u >> 2u], 0u);
        uint _23 = _91;
        _48._m0[8u >> 2u] = _23 + _22;
        _48._m0[0u >> 2u] = 0u;
        _48._m0[4u >> 2u] = 0u;
        uint _25 = 0u * 4u;
        uint _101 = atomicAdd(_53._m0[(_25 + 0u) >> 2u], 0u);
        uint _27 = _101;
        uint _28 = 1u * 4u;
        uint _104 = atomicAdd(_53._m0[(_28 + 0u) >> 2u], 0u);
        uint _30 = _104;
        uint _32 = 2u * 4u;
        _53._m0[(_32 + 0u) >> 2u] = _30 + _27;
        uint _34 = 0u * 4u;
        _53._m0[(_34 + 0u) >> 2u] = 0u;
        uint _36 = 1u * 4u;
        _53._m0[(_36 + 0u) >> 2u] = 0u;
        uint _41 = 3u * 4u;
        _53._m0[(_41 + 0u) >> 2u] = _gSlot_3IA + _gOrigSum_3IA;
    }
}

