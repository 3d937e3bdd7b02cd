#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    uint _m0;
    uint _m1;
};

struct _11
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _6 incomingPayload;
hitAttributeEXT _11 hitAttributes;

void main()
{
    incomingPayload._m1++;
}

