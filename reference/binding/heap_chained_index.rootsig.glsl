#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _147
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _153;

struct _154
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _194
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[2];
} root;

layout(set = 0, binding = 2) uniform samplerBuffer ResourceDescriptorHeap_4[];

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_WorkGroupID.y;
    uint _5 = gl_LocalInvocationIndex;
    uint _118 = 0u << 2u;
    uvec4 _142 = uvec4(root._m0[min(_118, 1u) + 0u], root._m0[min((_118 + 1u), 1u) + 0u], root._m0[min((_118 + 2u), 1u) + 0u], root._m0[min((_118 + 3u), 1u) + 0u]);
    _147 _6 = _147(_142.x, _142.y, _142.z, _142.w);
    uint _7 = _6._m0;
    uint _12 = _154(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 0u) >> 2u], _153, _153, _153, 0u)._m0;
    uint _16 = _154(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 4u) >> 2u], _153, _153, _153, 0u)._m0;
    uint _162 = ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 8u) >> 2u];
    uint _20 = _154(_162, _153, _153, _153, 0u)._m0;
    uint _29 = _147(uint(textureSize(ResourceDescriptorHeap_4[_12])), _153, _153, _153)._m0;
    uint _31 = _5 + (_3 << 6u);
    if (_31 < _154(ResourceDescriptorHeap_1[_7]._m0[((_4 * 16u) + 12u) >> 2u], _153, _153, _153, 0u)._m0)
    {
        uint _38 = _31 << 2u;
        if ((_31 >= _147((uint(ResourceDescriptorHeap_3[_20]._m0.length()) << 2u) / 16u, _153, _153, _153)._m0) || (_38 >= _147(uint(ResourceDescriptorHeap_1[_16]._m0.length()) << 2u, _153, _153, _153)._m0))
        {
        }
        else
        {
            bool _182 = _29 == 0u;
            uint _45 = _182 ? 4294967295u : (_154(ResourceDescriptorHeap_1[_16]._m0[_38 >> 2u], _153, _153, _153, 0u)._m0 % (_182 ? 1u : _29));
            vec4 _189 = texelFetch(ResourceDescriptorHeap_4[_12], int(_45));
            _194 _46 = _194(_189.x, _189.y, _189.z, _189.w, 0u);
            vec4 _201 = texelFetch(ResourceDescriptorHeap_4[nonuniformEXT(_154(ResourceDescriptorHeap_1[_6._m1]._m0[((_45 * 4u) + 0u) >> 2u], _153, _153, _153, 0u)._m0)], int(_31));
            _194 _58 = _194(_201.x, _201.y, _201.z, _201.w, 0u);
            uint _72 = (_31 * 16u) + 0u;
            ResourceDescriptorHeap_3[_20]._m0[_72 >> 2u] = floatBitsToUint((_46._m0 + 16.0) + _58._m0);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 4u) >> 2u] = floatBitsToUint((_46._m1 + 16.0) + _58._m1);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 8u) >> 2u] = floatBitsToUint((_46._m2 + 16.0) + _58._m2);
            ResourceDescriptorHeap_3[_20]._m0[(_72 + 12u) >> 2u] = floatBitsToUint((_46._m3 + 16.0) + _58._m3);
        }
    }
}

