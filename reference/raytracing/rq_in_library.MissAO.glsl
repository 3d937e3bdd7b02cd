#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    vec3 _m0;
    float _m1;
};

layout(location = 0) rayPayloadInEXT _5 incomingPayload;

void main()
{
    incomingPayload._m0 = vec3(0.100000001490116119384765625);
}

