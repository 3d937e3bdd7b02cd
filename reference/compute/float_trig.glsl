#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _56;

struct _57
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _32_34
{
    uint _m0[];
} _34;

layout(set = 0, binding = 300, std430) buffer _37_39
{
    uint _m0[];
} _39;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _54 = _34._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _57(uintBitsToFloat(_54), _56, _56, _56, 0u)._m0;
    uint _9 = _4 * 5u;
    _39._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(sin(_8));
    _39._m0[(((_9 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(cos(_8));
    _39._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(tan(_8));
    float _21 = _8 * 0.5;
    _39._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(sin(_21));
    _39._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(cos(_21));
}

