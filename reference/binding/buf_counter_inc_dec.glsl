#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer _33_35
{
    uint _m0[];
} _35;

layout(set = 0, binding = 400, std430) buffer _37_39
{
    uint _m0;
} _39;

layout(set = 0, binding = 301, std430) buffer _41_43
{
    uint _m0[];
} _43;

layout(set = 0, binding = 401, std430) buffer _44_46
{
    uint _m0;
} _46;

layout(set = 0, binding = 302, std430) buffer _48_50
{
    uint _m0[];
} _50;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = atomicAdd(_39._m0, 1u);
    _35._m0[((_6 * 4u) + 0u) >> 2u] = 3235774528u;
    uint _9 = 0u * 4u;
    uint _69 = atomicAdd(_50._m0[(_9 + 0u) >> 2u], _6);
    uint _11 = _69;
    uint _12 = 1u * 4u;
    uint _72 = atomicMax(_50._m0[(_12 + 0u) >> 2u], _6);
    uint _14 = _72;
    uint _15 = 2u * 4u;
    uint _75 = atomicAdd(_50._m0[(_15 + 0u) >> 2u], 1u);
    uint _17 = _75;
    if (_5 < 16u)
    {
        uint _79 = atomicAdd(_46._m0, -1u);
        uint _20 = _79 - 1u;
        uint _21 = 3u * 4u;
        uint _83 = atomicAdd(_50._m0[(_21 + 0u) >> 2u], _20);
        uint _23 = _83;
        uint _24 = 4u * 4u;
        uint _86 = atomicMin(_50._m0[(_24 + 0u) >> 2u], _20);
        uint _26 = _86;
        _43._m0[((_5 * 4u) + 0u) >> 2u] = _5 | 3737124864u;
    }
}

