#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _91
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _101;
float _120;

struct _121
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _126
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _54_56
{
    uvec4 _m0[1];
} _56;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(set = 0, binding = 6, std430) buffer ResourceDescriptorHeap_counter
{
    uint _m0;
} ResourceDescriptorHeap_counter_1[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    _91 _4 = _91(_56._m0[0u].x, _56._m0[0u].y, _56._m0[0u].z, _56._m0[0u].w);
    uint _5 = _4._m0;
    uint _7 = _4._m1;
    uint _9 = _4._m2;
    if (_3 < _91((uint(ResourceDescriptorHeap_1[_5]._m0.length()) << 2u) / 32u, _101, _101, _101)._m0)
    {
        uint _16 = (_3 * 32u) + 0u;
        uint _106 = ResourceDescriptorHeap_1[_5]._m0[_16 >> 2u];
        uint _112 = ResourceDescriptorHeap_1[_5]._m0[(_16 + 4u) >> 2u];
        uint _118 = ResourceDescriptorHeap_1[_5]._m0[(_16 + 8u) >> 2u];
        _121 _17 = _121(uintBitsToFloat(_106), uintBitsToFloat(_112), uintBitsToFloat(_118), _120, 0u);
        uint _125 = ResourceDescriptorHeap_1[_5]._m0[((_3 * 32u) + 12u) >> 2u];
        uint _24 = _126(_125, _101, _101, _101, 0u)._m0;
        uint _26 = (_3 * 32u) + 16u;
        uint _130 = ResourceDescriptorHeap_1[_5]._m0[_26 >> 2u];
        uint _135 = ResourceDescriptorHeap_1[_5]._m0[(_26 + 4u) >> 2u];
        uint _140 = ResourceDescriptorHeap_1[_5]._m0[(_26 + 8u) >> 2u];
        uint _145 = ResourceDescriptorHeap_1[_5]._m0[(_26 + 12u) >> 2u];
        _121 _27 = _121(uintBitsToFloat(_130), uintBitsToFloat(_135), uintBitsToFloat(_140), uintBitsToFloat(_145), 0u);
        float _28 = _27._m0;
        float _29 = _27._m1;
        float _30 = _27._m2;
        uint _39 = (_3 * 32u) + 0u;
        ResourceDescriptorHeap_3[_7]._m0[_39 >> 2u] = floatBitsToUint((_28 * 32.0) + _17._m0);
        ResourceDescriptorHeap_3[_7]._m0[(_39 + 4u) >> 2u] = floatBitsToUint((_29 * 32.0) + _17._m1);
        ResourceDescriptorHeap_3[_7]._m0[(_39 + 8u) >> 2u] = floatBitsToUint((_30 * 32.0) + _17._m2);
        ResourceDescriptorHeap_3[_7]._m0[((_3 * 32u) + 12u) >> 2u] = _24;
        uint _43 = (_3 * 32u) + 16u;
        ResourceDescriptorHeap_3[_7]._m0[_43 >> 2u] = floatBitsToUint(_28);
        ResourceDescriptorHeap_3[_7]._m0[(_43 + 4u) >> 2u] = floatBitsToUint(_29);
        ResourceDescriptorHeap_3[_7]._m0[(_43 + 8u) >> 2u] = floatBitsToUint(_30);
        ResourceDescriptorHeap_3[_7]._m0[(_43 + 12u) >> 2u] = floatBitsToUint(_27._m3);
        if (_24 == 0u)
        {
        }
        else
        {
            uint _46 = atomicAdd(ResourceDescriptorHeap_counter_1[_9]._m0, 1u);
            ResourceDescriptorHeap_3[_9]._m0[((_46 * 4u) + 0u) >> 2u] = _3;
        }
    }
}

