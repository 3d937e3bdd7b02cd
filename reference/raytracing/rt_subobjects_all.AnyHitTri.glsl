#version 460
#extension GL_EXT_ray_tracing : require

struct _56
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _60
{
    vec2 _m0;
};

struct _81
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _92
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

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
layout(location = 0) rayPayloadInEXT _56 incomingPayload;
hitAttributeEXT _60 hitAttributes;

void main()
{
    incomingPayload._m2++;
    vec4 _76 = textureLod(sampler2D(Opacity, Linear), vec2(hitAttributes._m0), 0.0);
    if (_81(_76.x, _76.y, _76.z, _76.w, 0u)._m0 < _92(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w))._m3)
    {
        ignoreIntersectionEXT;
    }
}

