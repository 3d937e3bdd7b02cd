#version 460
#extension GL_EXT_ray_tracing : require

struct _26
{
    vec4 _m0;
    uint _m1;
};

struct _30
{
    vec3 _m0;
};

vec4 _39;

layout(location = 0) rayPayloadInEXT _26 incomingPayload;
hitAttributeEXT _30 hitAttributes;

void main()
{
    vec4 _13;
    _13.x = (hitAttributes._m0.x * 0.5) + 0.5;
    _13.y = (hitAttributes._m0.y * 0.5) + 0.5;
    _13.z = (hitAttributes._m0.z * 0.5) + 0.5;
    _13.w = 1.0;
    incomingPayload._m0 = _13;
    incomingPayload._m1 = (gl_HitKindEXT << 16u) | gl_BuiltIn_5352;
}

