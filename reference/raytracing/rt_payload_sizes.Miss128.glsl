#version 460
#extension GL_EXT_ray_tracing : require

struct _15
{
    uvec4 _m0[8];
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _15 incomingPayload;

void main()
{
    incomingPayload._m0[7u].w = 4294967295u;
}

