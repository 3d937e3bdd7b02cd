#version 460
#extension GL_EXT_ray_tracing : require

struct _4
{
    float _m0;
};

layout(location = 0) rayPayloadInEXT _4 incomingPayload;

void main()
{
    incomingPayload._m0 = 1.0;
}

