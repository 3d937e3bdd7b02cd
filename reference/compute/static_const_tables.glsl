#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

const uint _88[16] = uint[](2u, 3u, 5u, 7u, 11u, 13u, 17u, 19u, 23u, 29u, 31u, 37u, 41u, 43u, 47u, 53u);
const float _98[16] = float[](1.0, 0.0, 0.5, 0.5, 0.0, 1.0, -0.5, 0.5, -1.0, 0.0, -0.5, -0.5, 0.0, -1.0, 0.5, -0.5);
const uint _113[16] = uint[](1u, 4294967294u, 3u, 4294967292u, 4294967291u, 6u, 4294967289u, 8u, 9u, 4294967286u, 11u, 4294967284u, 4294967283u, 14u, 4294967281u, 16u);
const uint _122[4] = uint[](10u, 20u, 30u, 40u);
const float _128[4] = float[](0.25, 0.5, 0.75, 1.0);
uint _142;

struct _143
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

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _141 = _63._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _143(_141, _142, _142, _142, 0u)._m0;
    uint _9 = _8 & 15u;
    uint _13 = (_8 >> 4u) & 7u;
    uint _30 = _4 & 3u;
    uint _40 = _4 << 2u;
    _68._m0[((_40 * 4u) + 0u) >> 2u] = _88[(_4 & 15u) ^ 15u] * _88[_9];
    _68._m0[(((_40 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint((_98[0u + (_13 * 2u)] * 3.0) + _98[1u + (_13 * 2u)]);
    _68._m0[(((_40 | 2u) * 4u) + 0u) >> 2u] = _122[_30] * _113[((_8 >> 10u) & 3u) + (((_8 >> 8u) & 3u) * 4u)];
    _68._m0[(((_40 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_128[_30] * float(_88[_9]));
}

