#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _114
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _121;

struct _141
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _153
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
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
    uint _m0[4];
} root;

layout(set = 0, binding = 2) uniform samplerBuffer ResourceDescriptorHeap_4[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer ResourceDescriptorHeap_5[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _85 = 0u << 2u;
    uvec4 _109 = uvec4(root._m0[min(_85, 3u) + 0u], root._m0[min((_85 + 1u), 3u) + 0u], root._m0[min((_85 + 2u), 3u) + 0u], root._m0[min((_85 + 3u), 3u) + 0u]);
    _114 _4 = _114(_109.x, _109.y, _109.z, _109.w);
    uint _5 = _4._m0;
    uint _7 = _4._m1;
    uint _9 = _4._m2;
    uint _11 = _4._m3;
    uint _14 = _114(uint(textureSize(ResourceDescriptorHeap_4[_5])), _121, _121, _121)._m0;
    uint _16 = _114(uint(imageSize(ResourceDescriptorHeap_5[_7])), _121, _121, _121)._m0;
    uint _18 = _114(uint(ResourceDescriptorHeap_1[_9]._m0.length()) << 2u, _121, _121, _121)._m0;
    bool _129 = _14 == 0u;
    uint _21 = _129 ? 4294967295u : (_3 % (_129 ? 1u : _14));
    vec4 _136 = texelFetch(ResourceDescriptorHeap_4[_5], int(_21));
    _141 _22 = _141(_136.x, _136.y, _136.z, _136.w, 0u);
    bool _142 = _18 == 0u;
    uint _26 = _142 ? 4294967295u : ((_3 << 3u) % (_142 ? 1u : _18));
    uint _148 = ResourceDescriptorHeap_1[_9]._m0[_26 >> 2u];
    uint _152 = ResourceDescriptorHeap_1[_9]._m0[(_26 + 4u) >> 2u];
    _153 _27 = _153(_148, _152, _121, _121, 0u);
    uint _28 = _27._m0;
    uint _29 = _27._m1;
    bool _154 = _16 == 0u;
    uint _33 = _154 ? 4294967295u : (_3 % (_154 ? 1u : _16));
    imageStore(ResourceDescriptorHeap_5[_7], int(_33), uvec4(floatBitsToUint(_22._m0 + _22._m1) ^ _28));
    uint _35 = _114(uint(ResourceDescriptorHeap_3[_11]._m0.length()) << 2u, _121, _121, _121)._m0 + 4294967284u;
    bool _162 = _35 == 0u;
    uint _36 = _162 ? 4294967295u : ((_3 * 12u) % (_162 ? 1u : _35));
    uint _37 = _36 + 12u;
    ResourceDescriptorHeap_3[_11]._m0[_37 >> 2u] = _28;
    ResourceDescriptorHeap_3[_11]._m0[(_37 + 4u) >> 2u] = _29;
    ResourceDescriptorHeap_3[_11]._m0[(_37 + 8u) >> 2u] = _14;
    uint _177 = atomicAdd(ResourceDescriptorHeap_3[_11]._m0[0u >> 2u], 1u);
    uint _38 = _177;
    uint _180 = atomicMax(ResourceDescriptorHeap_3[_11]._m0[4u >> 2u], _29);
    uint _39 = _180;
}

