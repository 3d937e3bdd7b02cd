#version 460
#extension GL_EXT_ray_tracing : require

struct _48
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _65
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _66;

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
layout(location = 0) rayPayloadInEXT _48 incomingPayload;

void main()
{
    _65 _3 = _65(uintBitsToFloat(MissConstants_1._m0[0u].x), uintBitsToFloat(MissConstants_1._m0[0u].y), uintBitsToFloat(MissConstants_1._m0[0u].z), uintBitsToFloat(MissConstants_1._m0[0u].w));
    vec3 _7;
    _7.x = _3._m0;
    _7.y = _3._m1;
    _7.z = _3._m2;
    incomingPayload._m0 = _7;
    incomingPayload._m1 = -1.0;
}

