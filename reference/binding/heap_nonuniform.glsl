#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _172;

struct _173
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _235
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _253
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

float _278;

layout(set = 0, binding = 0, std430) readonly buffer _107_109
{
    uint _m0[];
} _109;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 4, std430) buffer ResourceDescriptorHeap_2
{
    uint _m0[];
} ResourceDescriptorHeap_3[];

layout(set = 0, binding = 5, std140) uniform ResourceDescriptorHeap
{
    uvec4 _m0[4096];
} ResourceDescriptorHeap_4[];

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_5[];
layout(set = 0, binding = 1) uniform writeonly image2D ResourceDescriptorHeap_6[];
layout(set = 0, binding = 2) uniform usamplerBuffer ResourceDescriptorHeap_7[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer ResourceDescriptorHeap_8[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _7 = _173(_109._m0[((_3 * 40u) + 0u) >> 2u], _172, _172, _172, 0u)._m0;
    uint _181 = _109._m0[((_3 * 40u) + 8u) >> 2u];
    uint _185 = _109._m0[((_3 * 40u) + 12u) >> 2u];
    uint _189 = _109._m0[((_3 * 40u) + 16u) >> 2u];
    uint _193 = _109._m0[((_3 * 40u) + 20u) >> 2u];
    uint _197 = _109._m0[((_3 * 40u) + 24u) >> 2u];
    uint _31 = _173(_197, _172, _172, _172, 0u)._m0;
    uint _201 = _109._m0[((_3 * 40u) + 28u) >> 2u];
    uint _35 = _173(_201, _172, _172, _172, 0u)._m0;
    uint _205 = _109._m0[((_3 * 40u) + 32u) >> 2u];
    uint _39 = _173(_205, _172, _172, _172, 0u)._m0;
    uint _54 = _3 & 7u;
    uint _56 = _3 >> 3u;
    vec4 _230 = textureLod(nonuniformEXT(sampler2D(ResourceDescriptorHeap_5[_7], SamplerDescriptorHeap[_173(_109._m0[((_3 * 40u) + 36u) >> 2u], _172, _172, _172, 0u)._m0])), vec2(float(_54) * 0.125, float(_56) * 0.125), 0.0);
    _235 _61 = _235(_230.x, _230.y, _230.z, _230.w, 0u);
    vec4 _238 = texelFetch(ResourceDescriptorHeap_5[nonuniformEXT(_7)], ivec2(uvec2(_54, _56)), int(0u));
    _235 _67 = _235(_238.x, _238.y, _238.z, _238.w, 0u);
    _253 _76 = _253(uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].w));
    imageStore(ResourceDescriptorHeap_6[nonuniformEXT(_173(_109._m0[((_3 * 40u) + 4u) >> 2u], _172, _172, _172, 0u)._m0)], ivec2(uvec2(_54, _56)), vec4((_67._m0 + _61._m0) * _76._m0, (_67._m1 + _61._m1) * _76._m1, (_67._m2 + _61._m2) * _76._m2, (_67._m3 + _61._m3) * _76._m3));
    uvec4 _257 = texelFetch(ResourceDescriptorHeap_7[nonuniformEXT(_173(_181, _172, _172, _172, 0u)._m0)], int(_3));
    uint _88 = _3 << 2u;
    uint _264 = ResourceDescriptorHeap_1[_173(_189, _172, _172, _172, 0u)._m0]._m0[_88 >> 2u];
    uint _91 = _173(_264, _172, _172, _172, 0u)._m0 + _173(_257.x, _257.y, _257.z, _257.w, 0u)._m0;
    imageStore(ResourceDescriptorHeap_8[nonuniformEXT(_173(_185, _172, _172, _172, 0u)._m0)], int(_3), uvec4(_91));
    ResourceDescriptorHeap_3[_173(_193, _172, _172, _172, 0u)._m0]._m0[_88 >> 2u] = _91 * 3u;
    uint _94 = (_3 * 8u) + 0u;
    uint _271 = ResourceDescriptorHeap_1[_31]._m0[_94 >> 2u];
    uint _276 = ResourceDescriptorHeap_1[_31]._m0[(_94 + 4u) >> 2u];
    _235 _95 = _235(uintBitsToFloat(_271), uintBitsToFloat(_276), _278, _278, 0u);
    _253 _98 = _253(uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].x), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].y), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].z), uintBitsToFloat(ResourceDescriptorHeap_4[_39]._m0[0u].w));
    uint _104 = (_3 * 8u) + 0u;
    ResourceDescriptorHeap_3[_35]._m0[_104 >> 2u] = floatBitsToUint(_98._m0 * _95._m0);
    ResourceDescriptorHeap_3[_35]._m0[(_104 + 4u) >> 2u] = floatBitsToUint(_98._m1 * _95._m1);
}

