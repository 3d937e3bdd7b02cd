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

float _87;

struct _88
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _101
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _46_48
{
    uint _m0[];
} _48;

layout(set = 2, binding = 301, std430) buffer _51_53
{
    uint _m0[];
} _53;

layout(set = 0, binding = 200, std140) uniform _57_59
{
    uvec4 _m0[1];
} _59;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _74 = _48._m0[((_5 * 16u) + 0u) >> 2u];
    uint _80 = _48._m0[((_5 * 16u) + 4u) >> 2u];
    uint _85 = _48._m0[((_5 * 16u) + 8u) >> 2u];
    uint _92 = _48._m0[((_5 * 16u) + 12u) >> 2u];
    uint _22 = _76(_74, _75, _75, _75, 0u)._m0 + 1u;
    uint _28 = _101(_59._m0[0u].x, _59._m0[0u].y, _59._m0[0u].z, _59._m0[0u].w)._m0 ^ _76(_92, _75, _75, _75, 0u)._m0;
    _48._m0[((_5 * 16u) + 0u) >> 2u] = _22;
    _48._m0[((_5 * 16u) + 4u) >> 2u] = uint(min(int(_76(_80, _75, _75, _75, 0u)._m0), int(0u - _5)));
    _48._m0[((_5 * 16u) + 8u) >> 2u] = floatBitsToUint(_88(uintBitsToFloat(_85), _87, _87, _87, 0u)._m0 * 0.5);
    _48._m0[((_5 * 16u) + 12u) >> 2u] = _28;
    uint _113 = atomicAdd(_53._m0[0u >> 2u], _22);
    uint _37 = _113;
    uint _116 = atomicMax(_53._m0[4u >> 2u], _28);
    uint _38 = _116;
    uint _119 = atomicMin(_53._m0[8u >> 2u], _28);
    uint _39 = _119;
    uint _124 = atomicOr(_53._m0[12u >> 2u], 1u << ((_5 & 31u) & 31u));
    uint _42 = _124;
    uint _127 = atomicXor(_53._m0[16u >> 2u], _28);
    uint _43 = _127;
}

