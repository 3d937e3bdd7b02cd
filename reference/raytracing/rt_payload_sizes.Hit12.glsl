#version 460
#extension GL_EXT_ray_tracing : require

struct _13
{
    vec3 _m0;
};

struct _17
{
    vec2 _m0;
};

vec3 _28;

layout(location = 0) rayPayloadInEXT _13 incomingPayload;
hitAttributeEXT _17 hitAttributes;

void main()
{
    vec3 _7;
    _7.x = hitAttributes._m0.x;
    _7.y = hitAttributes._m0.y;
    _7.z = gl_RayTmaxEXT;
    incomingPayload._m0 = _7;
}

