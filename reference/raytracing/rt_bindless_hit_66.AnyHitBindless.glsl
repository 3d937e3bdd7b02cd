#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _98
{
    vec4 _m0;
};

struct _102
{
    vec2 _m0;
};

struct _116
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _125;

struct _126
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _136;

struct _137
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 1, binding = 200, std140) uniform HitRecord
{
    uvec4 _m0[1];
} HitRecord_1;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(location = 0) rayPayloadInEXT _98 incomingPayload;
hitAttributeEXT _102 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    uint _6 = _116(HitRecord_1._m0[0u].x, HitRecord_1._m0[0u].y, HitRecord_1._m0[0u].z, HitRecord_1._m0[0u].w)._m2;
    _116 _26 = _116(HitRecord_1._m0[0u].x, HitRecord_1._m0[0u].y, HitRecord_1._m0[0u].z, HitRecord_1._m0[0u].w);
    uint _27 = _26._m1;
    uint _29 = _26._m3;
    uint _31 = uint(gl_PrimitiveID) * 12u;
    _126 _32 = _126(ResourceDescriptorHeap_1[_27]._m0[_31 >> 2u], ResourceDescriptorHeap_1[_27]._m0[(_31 + 4u) >> 2u], ResourceDescriptorHeap_1[_27]._m0[(_31 + 8u) >> 2u], _125, 0u);
    uint _37 = (_32._m0 * 8u) + 0u;
    _137 _38 = _137(uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[_37 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[(_37 + 4u) >> 2u]), _136, _136, 0u);
    float _44 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    uint _48 = (_32._m1 * 8u) + 0u;
    _137 _49 = _137(uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[_48 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[(_48 + 4u) >> 2u]), _136, _136, 0u);
    uint _57 = (_32._m2 * 8u) + 0u;
    _137 _58 = _137(uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[_57 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_29]._m0[(_57 + 4u) >> 2u]), _136, _136, 0u);
    vec4 _195 = textureLod(nonuniformEXT(sampler2D(ResourceDescriptorHeap_2[_126(ResourceDescriptorHeap_1[_6]._m0[((gl_BuiltIn_5352 * 16u) + 0u) >> 2u], _125, _125, _125, 0u)._m0], SamplerDescriptorHeap[_126(ResourceDescriptorHeap_1[_6]._m0[((gl_BuiltIn_5352 * 16u) + 4u) >> 2u], _125, _125, _125, 0u)._m0])), vec2(((_49._m0 * hitAttributes._m0.x) + (_38._m0 * _44)) + (_58._m0 * hitAttributes._m0.y), ((_49._m1 * hitAttributes._m0.x) + (_38._m1 * _44)) + (_58._m1 * hitAttributes._m0.y)), 0.0);
    if (_137(_195.x, _195.y, _195.z, _195.w, 0u)._m3 < _137(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[((gl_BuiltIn_5352 * 16u) + 8u) >> 2u]), _136, _136, _136, 0u)._m0)
    {
        incomingPayload._m0 = _4;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _4;
}

