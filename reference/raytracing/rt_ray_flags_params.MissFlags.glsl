#version 460
#extension GL_EXT_ray_tracing : require

struct _21
{
    uint _m0;
    uint _m1;
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
layout(location = 0) rayPayloadInEXT _21 incomingPayload;

void main()
{
    incomingPayload._m0 = gl_IncomingRayFlagsEXT | 2147483648u;
}

