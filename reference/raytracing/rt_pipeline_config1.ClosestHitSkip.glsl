#version 460
#extension GL_EXT_ray_tracing : require

struct _11
{
    float _m0;
    uint _m1;
};

struct _15
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _11 incomingPayload;
hitAttributeEXT _15 hitAttributes;

void main()
{
    incomingPayload._m0 = gl_RayTmaxEXT;
    incomingPayload._m1 = (gl_BuiltIn_5352 << 24u) | uint(gl_PrimitiveID);
}

