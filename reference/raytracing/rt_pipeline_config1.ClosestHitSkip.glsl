#version 460
#extension GL_EXT_ray_tracing : require

struct _19
{
    float _m0;
    uint _m1;
};

struct _23
{
    vec2 _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _19 incomingPayload;
hitAttributeEXT _23 hitAttributes;

void main()
{
    incomingPayload._m0 = gl_RayTmaxEXT;
    incomingPayload._m1 = (gl_BuiltIn_5352 << 24u) | uint(gl_PrimitiveID);
}

