#version 460
#extension GL_EXT_ray_tracing : require

struct _20
{
    vec3 _m0;
    float _m1;
    uint _m2;
};

layout(location = 0) rayPayloadInEXT _20 incomingPayload;
hitAttributeEXT _20 hitAttributes;

void main()
{
    vec3 _3 = incomingPayload._m0;
    float _5 = incomingPayload._m1;
    uint _7 = incomingPayload._m2;
    if (hitAttributes._m2 == 1u)
    {
        if ((gl_IncomingRayFlagsEXT & 16u) == 0u)
        {
        }
        else
        {
            incomingPayload._m0 = _3;
            incomingPayload._m1 = _5;
            incomingPayload._m2 = _7;
            ignoreIntersectionEXT;
        }
    }
    incomingPayload._m0 = _3;
    incomingPayload._m1 = _5;
    incomingPayload._m2 = _7;
}

