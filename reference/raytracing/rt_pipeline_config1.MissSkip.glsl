#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    float _m0;
    uint _m1;
};

layout(location = 0) rayPayloadInEXT _7 incomingPayload;

void main()
{
    incomingPayload._m0 = gl_RayTminEXT + (-1.0);
}

