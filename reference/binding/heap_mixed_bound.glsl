#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _132;

struct _133
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _140
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _167
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _199
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _72_74
{
    uint _m0[];
} _74;

layout(set = 0, binding = 300, std430) buffer _81_83
{
    uint _m0[];
} _83;

layout(set = 0, binding = 301, std430) buffer _85_87
{
    uint _m0[];
} _87;

layout(set = 0, binding = 200, std140) uniform _91_93
{
    uvec4 _m0[1];
} _93;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(set = 0, binding = 1) uniform texture2D _79;
layout(set = 0, binding = 100) uniform sampler _97;
layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_4[];

void main()
{
    uint _8 = gl_GlobalInvocationID.x;
    uint _10 = (_8 * 8u) + 0u;
    uint _126 = _74._m0[_10 >> 2u];
    uint _131 = _74._m0[(_10 + 4u) >> 2u];
    _133 _11 = _133(_126, _131, _132, _132, 0u);
    uint _12 = _11._m0;
    uint _13 = _11._m1;
    _140 _14 = _140(_93._m0[0u].x, _93._m0[0u].y, _93._m0[0u].z, _93._m0[0u].w);
    uint _15 = _14._m0;
    uint _19 = _14._m2;
    float _23 = float(_12) * 0.0009765625;
    float _24 = float(_13) * 0.0009765625;
    uint _27 = ((_12 & 255u) * 16u) + 0u;
    uint _149 = ResourceDescriptorHeap_1[_15]._m0[_27 >> 2u];
    uint _154 = ResourceDescriptorHeap_1[_15]._m0[(_27 + 4u) >> 2u];
    uint _159 = ResourceDescriptorHeap_1[_15]._m0[(_27 + 8u) >> 2u];
    uint _165 = ResourceDescriptorHeap_1[_15]._m0[(_27 + 12u) >> 2u];
    _167 _28 = _167(uintBitsToFloat(_149), uintBitsToFloat(_154), uintBitsToFloat(_159), uintBitsToFloat(_165), 0u);
    vec4 _175 = textureLod(sampler2D(ResourceDescriptorHeap_4[_14._m1], _97), vec2(_23, _24), 0.0);
    _167 _34 = _167(_175.x, _175.y, _175.z, _175.w, 0u);
    vec4 _184 = textureLod(sampler2D(_79, _97), vec2(_23, _24), 1.0);
    _167 _40 = _167(_184.x, _184.y, _184.z, _184.w, 0u);
    float _46 = _199(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w))._m3;
    float _52 = (_40._m0 + _28._m0) + (_46 * _34._m0);
    float _54 = (_40._m1 + _28._m1) + (_46 * _34._m1);
    float _56 = (_40._m2 + _28._m2) + (_46 * _34._m2);
    float _58 = (_40._m3 + _28._m3) + (_46 * _34._m3);
    uint _60 = (_8 * 16u) + 0u;
    ResourceDescriptorHeap_3[_19]._m0[_60 >> 2u] = floatBitsToUint(_52);
    ResourceDescriptorHeap_3[_19]._m0[(_60 + 4u) >> 2u] = floatBitsToUint(_54);
    ResourceDescriptorHeap_3[_19]._m0[(_60 + 8u) >> 2u] = floatBitsToUint(_56);
    ResourceDescriptorHeap_3[_19]._m0[(_60 + 12u) >> 2u] = floatBitsToUint(_58);
    uint _66 = (_8 * 16u) + 0u;
    _87._m0[_66 >> 2u] = floatBitsToUint(_52 * 2.0);
    _87._m0[(_66 + 4u) >> 2u] = floatBitsToUint(_54 * 2.0);
    _87._m0[(_66 + 8u) >> 2u] = floatBitsToUint(_56 * 2.0);
    _87._m0[(_66 + 12u) >> 2u] = floatBitsToUint(_58 * 2.0);
    uint _234 = atomicAdd(_83._m0[((_13 << 2u) & 60u) >> 2u], 1u);
    uint _69 = _234;
}

