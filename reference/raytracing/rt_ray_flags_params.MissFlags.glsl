#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    uint _m0;
    uint _m1;
};

layout(location = 0) rayPayloadInEXT _6 incomingPayload;

void main()
{
    incomingPayload._m0 = gl_IncomingRayFlagsEXT | 2147483648u;
}

