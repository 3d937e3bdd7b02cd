#version 460
#extension GL_EXT_ray_tracing : require

struct _14
{
    uint _m0;
};

struct _19
{
    vec2 _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _14 incomingPayload;
hitAttributeEXT _19 hitAttributes;

void main()
{
    incomingPayload._m0 = uint(gl_PrimitiveID) + 1u;
}

