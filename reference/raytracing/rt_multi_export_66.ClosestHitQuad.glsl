#version 460
#extension GL_EXT_ray_tracing : require

struct _15
{
    vec4 _m0;
};

struct _19
{
    vec2 _m0;
};

vec4 _30;

layout(location = 0) rayPayloadInEXT _15 incomingPayload;
hitAttributeEXT _19 hitAttributes;

void main()
{
    vec4 _8;
    _8.x = hitAttributes._m0.x;
    _8.y = hitAttributes._m0.y;
    _8.z = float(gl_HitKindEXT);
    _8.w = 1.0;
    incomingPayload._m0 = _8;
}

