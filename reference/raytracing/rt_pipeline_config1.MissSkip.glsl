#version 460
#extension GL_EXT_ray_tracing : require

struct _15
{
    float _m0;
    uint _m1;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _15 incomingPayload;

void main()
{
    incomingPayload._m0 = gl_RayTminEXT + (-1.0);
}

