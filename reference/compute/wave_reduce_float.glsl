#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

float _73;

struct _74
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _71 = _52._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _74(uintBitsToFloat(_71), _73, _73, _73, 0u)._m0;
    uint _9 = _4 * 7u;
    uint _10 = gl_SubgroupSize;
    _57._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(float(_10));
    _57._m0[(((_9 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupAdd(_8));
    float _25;
    if ((_4 & 1u) == 0u)
    {
        _25 = ((_4 & 2u) != 0u) ? 0.5 : 1.0;
    }
    else
    {
        _25 = 2.0;
    }
    _57._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupMul(_25));
    _57._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupMin(_8));
    _57._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupMax(_8));
    precise float _38 = _8 * 0.5;
    _57._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupAdd(_38));
    _57._m0[(((_9 + 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(subgroupAdd(float(_4)));
}

