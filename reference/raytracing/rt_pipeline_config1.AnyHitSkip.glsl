#version 460
#extension GL_EXT_ray_tracing : require

struct _17
{
    float _m0;
    uint _m1;
};

struct _21
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _17 incomingPayload;
hitAttributeEXT _21 hitAttributes;

void main()
{
    float _3 = incomingPayload._m0;
    uint _5 = incomingPayload._m1;
    if (gl_BuiltIn_5352 == 1u)
    {
        if (hitAttributes._m0.x > 0.5)
        {
            incomingPayload._m0 = _3;
            incomingPayload._m1 = _5;
            ignoreIntersectionEXT;
        }
        else
        {
        }
    }
    incomingPayload._m0 = _3;
    incomingPayload._m1 = _5;
}

