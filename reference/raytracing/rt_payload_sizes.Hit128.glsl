#version 460
#extension GL_EXT_ray_tracing : require

struct _23
{
    uvec4 _m0[8];
};

struct _28
{
    vec2 _m0;
};

uvec4 _40;

layout(location = 0) rayPayloadInEXT _23 incomingPayload;
hitAttributeEXT _28 hitAttributes;

void main()
{
    uvec4 _7;
    _7.x = uint(gl_InstanceID);
    _7.y = uint(gl_InstanceCustomIndexEXT);
    _7.z = uint(gl_PrimitiveID);
    _7.w = gl_HitKindEXT;
    incomingPayload._m0[uint(gl_PrimitiveID) & 7u] = _7;
    uint _13 = (uint(gl_PrimitiveID) + 1u) & 7u;
    incomingPayload._m0[_13].y++;
}

