#version 460
#extension GL_EXT_ray_tracing : require

struct _74
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _78
{
    vec2 _m0;
};

struct _111
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _134
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _135;

layout(set = 1, binding = 0, std430) readonly buffer PrimitiveColors
{
    uint _m0[];
} PrimitiveColors_1;

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[1];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(set = 2, binding = 200, std140) uniform MissConstants
{
    uvec4 _m0[1];
} MissConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 1, binding = 1) uniform texture2D Albedo;
layout(set = 1, binding = 2) uniform texture2D Opacity;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler Linear;
layout(location = 0) rayPayloadInEXT _74 incomingPayload;
hitAttributeEXT _78 hitAttributes;

void main()
{
    uint _6 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _111 _7 = _111(uintBitsToFloat(PrimitiveColors_1._m0[_6 >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 4u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 8u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_6 + 12u) >> 2u]), 0u);
    vec4 _119 = textureLod(sampler2D(Albedo, Linear), vec2(hitAttributes._m0), 0.0);
    _111 _18 = _111(_119.x, _119.y, _119.z, _119.w, 0u);
    _134 _25 = _134(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w));
    vec3 _32;
    _32.x = (_18._m0 * _7._m0) * _25._m0;
    _32.y = (_18._m1 * _7._m1) * _25._m1;
    _32.z = (_18._m2 * _7._m2) * _25._m2;
    incomingPayload._m0 = _32;
    incomingPayload._m1 = gl_RayTmaxEXT;
}

