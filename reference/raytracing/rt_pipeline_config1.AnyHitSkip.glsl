#version 460
#extension GL_EXT_ray_tracing : require

struct _25
{
    float _m0;
    uint _m1;
};

struct _29
{
    vec2 _m0;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _25 incomingPayload;
hitAttributeEXT _29 hitAttributes;

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

