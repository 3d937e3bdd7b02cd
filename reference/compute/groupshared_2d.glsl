#version 460
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

float _142;

struct _143
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _107_109
{
    uint _m0[];
} _109;

layout(set = 0, binding = 300, std430) buffer _112_114
{
    uint _m0[];
} _114;

shared float _tile_3PAY08_CAMA_1dim[72];

void main()
{
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    uint _6 = gl_WorkGroupID.x;
    uint _10 = ((_5 << 3u) + _4) + (_6 << 6u);
    _tile_3PAY08_CAMA_1dim[_4 + (_5 * 9u)] = _143(uintBitsToFloat(_109._m0[((_10 * 4u) + 0u) >> 2u]), _142, _142, _142, 0u)._m0;
    barrier();
    uint _25 = uint(min(int(uint(max(int(_5 + 4294967295u), int(0u)))), int(7u)));
    uint _49 = uint(min(int(uint(max(int(_5), int(0u)))), int(7u)));
    uint _75 = uint(min(int(uint(max(int(_5 + 1u), int(0u)))), int(7u)));
    uint _99 = _10 << 1u;
    _114._m0[((_99 * 4u) + 0u) >> 2u] = floatBitsToUint(_tile_3PAY08_CAMA_1dim[_5 + (_4 * 9u)]);
    uint _156 = floatBitsToUint(((_tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 4294967295u), int(0u)))), int(7u))) + (_75 * 9u)] + (((_tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 4294967295u), int(0u)))), int(7u))) + (_49 * 9u)] + ((_tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 4294967295u), int(0u)))), int(7u))) + (_25 * 9u)] + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4), int(0u)))), int(7u))) + (_25 * 9u)]) + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 1u), int(0u)))), int(7u))) + (_25 * 9u)])) + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4), int(0u)))), int(7u))) + (_49 * 9u)]) + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 1u), int(0u)))), int(7u))) + (_49 * 9u)])) + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4), int(0u)))), int(7u))) + (_75 * 9u)]) + _tile_3PAY08_CAMA_1dim[uint(min(int(uint(max(int(_4 + 1u), int(0u)))), int(7u))) + (_75 * 9u)]);
    _114._m0[(((_99 | 1u) * 4u) + 0u) >> 2u] = _156;
}

