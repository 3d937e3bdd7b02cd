#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _47;

struct _48
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _23_25
{
    uint _m0[];
} _25;

layout(set = 0, binding = 300, std430) buffer _28_30
{
    uint _m0[];
} _30;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _45 = _25._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _48(uintBitsToFloat(_45), _47, _47, _47, 0u)._m0;
    uint _9 = _4 * 3u;
    _30._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(sinh(_8));
    _30._m0[(((_9 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(cosh(_8));
    _30._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(tanh(_8));
}

