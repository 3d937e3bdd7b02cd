#version 460
#extension GL_EXT_ray_tracing : require

struct _23
{
    uint _m0;
    uint _m1;
};

struct _28
{
    vec2 _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 200, std140) uniform TraceParams
{
    uvec4 _m0[2];
} TraceParams_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _23 incomingPayload;
hitAttributeEXT _28 hitAttributes;

void main()
{
    incomingPayload._m0 = (uint(gl_InstanceCustomIndexEXT) << 16u) | gl_IncomingRayFlagsEXT;
}

