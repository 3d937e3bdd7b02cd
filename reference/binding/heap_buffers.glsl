#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _87
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _94;

struct _115
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _129
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _44_46
{
    uvec4 _m0[1];
} _46;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(set = 0, binding = 2) uniform samplerBuffer ResourceDescriptorHeap_4[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer ResourceDescriptorHeap_5[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    _87 _4 = _87(_46._m0[0u].x, _46._m0[0u].y, _46._m0[0u].z, _46._m0[0u].w);
    uint _5 = _4._m0;
    uint _7 = _4._m1;
    uint _9 = _4._m2;
    uint _11 = _4._m3;
    uint _14 = _87(uint(textureSize(ResourceDescriptorHeap_4[_5])), _94, _94, _94)._m0;
    uint _16 = _87(uint(imageSize(ResourceDescriptorHeap_5[_7])), _94, _94, _94)._m0;
    uint _18 = _87(uint(ResourceDescriptorHeap_1[_9]._m0.length()) << 2u, _94, _94, _94)._m0;
    bool _103 = _14 == 0u;
    uint _21 = _103 ? 4294967295u : (_3 % (_103 ? 1u : _14));
    vec4 _110 = texelFetch(ResourceDescriptorHeap_4[_5], int(_21));
    _115 _22 = _115(_110.x, _110.y, _110.z, _110.w, 0u);
    bool _117 = _18 == 0u;
    uint _26 = _117 ? 4294967295u : ((_3 << 3u) % (_117 ? 1u : _18));
    uint _123 = ResourceDescriptorHeap_1[_9]._m0[_26 >> 2u];
    uint _128 = ResourceDescriptorHeap_1[_9]._m0[(_26 + 4u) >> 2u];
    _129 _27 = _129(_123, _128, _94, _94, 0u);
    uint _28 = _27._m0;
    uint _29 = _27._m1;
    bool _130 = _16 == 0u;
    uint _33 = _130 ? 4294967295u : (_3 % (_130 ? 1u : _16));
    imageStore(ResourceDescriptorHeap_5[_7], int(_33), uvec4(floatBitsToUint(_22._m0 + _22._m1) ^ _28));
    uint _35 = _87(uint(ResourceDescriptorHeap_3[_11]._m0.length()) << 2u, _94, _94, _94)._m0 + 4294967284u;
    bool _138 = _35 == 0u;
    uint _36 = _138 ? 4294967295u : ((_3 * 12u) % (_138 ? 1u : _35));
    uint _37 = _36 + 12u;
    ResourceDescriptorHeap_3[_11]._m0[_37 >> 2u] = _28;
    ResourceDescriptorHeap_3[_11]._m0[(_37 + 4u) >> 2u] = _29;
    ResourceDescriptorHeap_3[_11]._m0[(_37 + 8u) >> 2u] = _14;
    uint _153 = atomicAdd(ResourceDescriptorHeap_3[_11]._m0[0u >> 2u], 1u);
    uint _38 = _153;
    uint _156 = atomicMax(ResourceDescriptorHeap_3[_11]._m0[4u >> 2u], _29);
    uint _39 = _156;
}

