#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    uvec4 _m0[8];
};

layout(location = 0) rayPayloadInEXT _7 incomingPayload;

void main()
{
    incomingPayload._m0[7u].w = 4294967295u;
}

