#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _57;

struct _58
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _33_35
{
    uint _m0[];
} _35;

layout(set = 0, binding = 300, std430) buffer _38_40
{
    uint _m0[];
} _40;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _55 = _35._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _58(uintBitsToFloat(_55), _57, _57, _57, 0u)._m0;
    uint _9 = _4 * 5u;
    float _10 = sqrt(_8);
    _40._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(_10);
    float _13 = inversesqrt(_8);
    _40._m0[(((_9 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_13);
    _40._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(1.0 / _8);
    _40._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(sqrt(_8 * 4.0) / _10);
    _40._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(_13 * _10);
}

