#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    vec3 _m0;
    uint _m1;
};

layout(location = 0) rayPayloadInEXT _6 incomingPayload;

void main()
{
    incomingPayload._m0 = vec3(0.20000000298023223876953125, 0.300000011920928955078125, 0.5);
}

