#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _121
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _128;

struct _129
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _169
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _78_80
{
    uvec4 _m0[1];
} _80;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(set = 0, binding = 2) uniform samplerBuffer ResourceDescriptorHeap_4[];

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint _5 = gl_LocalInvocationIndex;
    _121 _6 = _121(_80._m0[0u].x, _80._m0[0u].y, _80._m0[0u].z, _80._m0[0u].w);
    uint _7 = _6._m0;
    uint _12 = _129(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 0u) >> 2u], _128, _128, _128, 0u)._m0;
    uint _16 = _129(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 4u) >> 2u], _128, _128, _128, 0u)._m0;
    uint _137 = ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 8u) >> 2u];
    uint _20 = _129(_137, _128, _128, _128, 0u)._m0;
    uint _29 = _121(uint(textureSize(ResourceDescriptorHeap_4[_12])), _128, _128, _128)._m0;
    uint _31 = _5 + (_3 << 6u);
    if (_31 < _129(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 12u) >> 2u], _128, _128, _128, 0u)._m0)
    {
        uint _38 = _31 << 2u;
        if ((_31 >= _121((uint(ResourceDescriptorHeap_3[_20]._m0.length()) << 2u) / 16u, _128, _128, _128)._m0) || (_38 >= _121(uint(ResourceDescriptorHeap_1[_16]._m0.length()) << 2u, _128, _128, _128)._m0))
        {
        }
        else
        {
            bool _157 = _29 == 0u;
            uint _45 = _157 ? 4294967295u : (_129(ResourceDescriptorHeap_1[_16]._m0[_38 >> 2u], _128, _128, _128, 0u)._m0 % (_157 ? 1u : _29));
            vec4 _164 = texelFetch(ResourceDescriptorHeap_4[_12], int(_45));
            _169 _46 = _169(_164.x, _164.y, _164.z, _164.w, 0u);
            vec4 _176 = texelFetch(ResourceDescriptorHeap_4[nonuniformEXT(_129(ResourceDescriptorHeap_1[_6._m1]._m0[((_45 * 4u) + 0u) >> 2u], _128, _128, _128, 0u)._m0)], int(_31));
            _169 _58 = _169(_176.x, _176.y, _176.z, _176.w, 0u);
            uint _72 = (_31 * 16u) + 0u;
            ResourceDescriptorHeap_3[_20]._m0[_72 >> 2u] = floatBitsToUint((_46._m0 + 16.0) + _58._m0);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 4u) >> 2u] = floatBitsToUint((_46._m1 + 16.0) + _58._m1);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 8u) >> 2u] = floatBitsToUint((_46._m2 + 16.0) + _58._m2);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 12u) >> 2u] = floatBitsToUint((_46._m3 + 16.0) + _58._m3);
        }
    }
}

