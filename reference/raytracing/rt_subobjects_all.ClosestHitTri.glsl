#version 460
#extension GL_EXT_ray_tracing : require

struct _59
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _63
{
    vec2 _m0;
};

struct _96
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _119
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _120;

layout(set = 1, binding = 0, std430) readonly buffer PrimitiveColors
{
    uint _m0[];
} PrimitiveColors_1;

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(set = 1, binding = 1) uniform texture2D Albedo;
layout(set = 0, binding = 100) uniform sampler Linear;
layout(location = 0) rayPayloadInEXT _59 incomingPayload;
hitAttributeEXT _63 hitAttributes;

void main()
{
    uint _6 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _96 _7 = _96(uintBitsToFloat(PrimitiveColors_1._m0[_6 >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 4u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 8u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 12u) >> 2u]), 0u);
    vec4 _104 = textureLod(sampler2D(Albedo, Linear), vec2(hitAttributes._m0), 0.0);
    _96 _18 = _96(_104.x, _104.y, _104.z, _104.w, 0u);
    _119 _25 = _119(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w));
    vec3 _32;
    _32.x = (_18._m0 * _7._m0) * _25._m0;
    _32.y = (_18._m1 * _7._m1) * _25._m1;
    _32.z = (_18._m2 * _7._m2) * _25._m2;
    incomingPayload._m0 = _32;
    incomingPayload._m1 = gl_RayTmaxEXT;
}

