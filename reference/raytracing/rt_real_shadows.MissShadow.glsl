#version 460
#extension GL_EXT_ray_tracing : require

struct _35
{
    float _m0;
};

layout(set = 0, binding = 1, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 5, std430) readonly buffer TriangleUVs
{
    uint _m0[];
} TriangleUVs_1;

layout(set = 0, binding = 200, std140) uniform ShadowConstants
{
    uvec4 _m0[1];
} ShadowConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 2) uniform texture2D GBufferPosition;
layout(set = 0, binding = 3) uniform texture2D GBufferNormal;
layout(set = 0, binding = 4) uniform texture2D AlphaTexture;
layout(set = 0, binding = 300) uniform readonly writeonly image2D ShadowOut;
layout(set = 0, binding = 100) uniform sampler LinearClamp;
layout(location = 0) rayPayloadInEXT _35 incomingPayload;

void main()
{
    incomingPayload._m0 = 1.0;
}

