#version 460
#extension GL_EXT_ray_tracing : require

struct _17
{
    vec4 _m0;
};

struct _21
{
    vec2 _m0;
};

vec4 _31;

layout(location = 0) rayPayloadInEXT _17 incomingPayload;
hitAttributeEXT _21 hitAttributes;

void main()
{
    vec4 _10;
    _10.x = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    _10.y = hitAttributes._m0.x;
    _10.z = hitAttributes._m0.y;
    _10.w = 1.0;
    incomingPayload._m0 = _10;
}

