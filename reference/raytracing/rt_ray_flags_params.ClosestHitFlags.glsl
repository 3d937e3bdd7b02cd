#version 460
#extension GL_EXT_ray_tracing : require

struct _8
{
    uint _m0;
    uint _m1;
};

struct _13
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _8 incomingPayload;
hitAttributeEXT _13 hitAttributes;

void main()
{
    incomingPayload._m0 = (uint(gl_InstanceCustomIndexEXT) << 16u) | gl_IncomingRayFlagsEXT;
}

