#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _138
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _152
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _97_99
{
    uvec4 _m0[1];
} _99;

layout(set = 0, binding = 5, std140) uniform ResourceDescriptorHeap
{
    uvec4 _m0[4096];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_2[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    _138 _4 = _138(_99._m0[0u].x, _99._m0[0u].y, _99._m0[0u].z, _99._m0[0u].w);
    uint _5 = _4._m0;
    uint _7 = _4._m1;
    uint _9 = _4._m2;
    float _11 = float(_3);
    _152 _12 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[4u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[4u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[4u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[4u].w));
    float _13 = _12._m1;
    float _14 = _12._m3;
    _152 _15 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[0u].w));
    _152 _20 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[1u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[1u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[1u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[1u].w));
    _152 _25 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[2u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[2u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[2u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[2u].w));
    _152 _30 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[3u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[3u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[3u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[3u].w));
    uint _53 = _138(ResourceDescriptorHeap_1[_7]._m0[1u].x, ResourceDescriptorHeap_1[_7]._m0[1u].y, ResourceDescriptorHeap_1[_7]._m0[1u].z, ResourceDescriptorHeap_1[_7]._m0[1u].w)._m0 & 3u;
    _152 _54 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_7]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_7]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_7]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_7]._m0[0u].w));
    float _119[4];
    _119[0u] = _54._m0;
    _119[1u] = _54._m1;
    _119[2u] = _54._m2;
    _119[3u] = _54._m3;
    uint _71 = (_3 & 1u) + 5u;
    _138 _72 = _138(ResourceDescriptorHeap_1[_5]._m0[_71].x, ResourceDescriptorHeap_1[_5]._m0[_71].y, ResourceDescriptorHeap_1[_5]._m0[_71].z, ResourceDescriptorHeap_1[_5]._m0[_71].w);
    uint _122[4];
    _122[0u] = _72._m0;
    _122[1u] = _72._m1;
    _122[2u] = _72._m2;
    _122[3u] = _72._m3;
    float _86 = _152(uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[7u].x), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[7u].y), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[7u].z), uintBitsToFloat(ResourceDescriptorHeap_1[_5]._m0[7u].w))._m0 + float(_122[_3 & 3u]);
    uint _92 = (_3 * 16u) + 0u;
    ResourceDescriptorHeap_2[_9]._m0[_92 >> 2u] = floatBitsToUint(_86 + (_119[_53] * (((_25._m0 * _14) + ((_20._m0 * _13) + (_15._m0 * _11))) + _30._m0)));
    ResourceDescriptorHeap_2[_9]._m0[(_92 + 4u) >> 2u] = floatBitsToUint(_86 + (_119[_53] * (((_25._m1 * _14) + ((_20._m1 * _13) + (_15._m1 * _11))) + _30._m1)));
    ResourceDescriptorHeap_2[_9]._m0[(_92 + 8u) >> 2u] = floatBitsToUint(_86 + (_119[_53] * (((_25._m2 * _14) + ((_20._m2 * _13) + (_15._m2 * _11))) + _30._m2)));
    ResourceDescriptorHeap_2[_9]._m0[(_92 + 12u) >> 2u] = floatBitsToUint(_86 + (_119[_53] * (((_25._m3 * _14) + ((_20._m3 * _13) + (_15._m3 * _11))) + _30._m3)));
}

