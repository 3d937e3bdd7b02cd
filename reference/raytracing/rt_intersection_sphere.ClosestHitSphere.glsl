#version 460
#extension GL_EXT_ray_tracing : require

struct _50
{
    vec3 _m0;
    float _m1;
    uint _m2;
};

vec3 _84;

layout(location = 0) rayPayloadInEXT _50 incomingPayload;
hitAttributeEXT _50 hitAttributes;

void main()
{
    float _18 = (hitAttributes._m0.z * gl_ObjectToWorldEXT[2u].x) + ((hitAttributes._m0.y * gl_ObjectToWorldEXT[1u].x) + (hitAttributes._m0.x * gl_ObjectToWorldEXT[0u].x));
    float _21 = (hitAttributes._m0.z * gl_ObjectToWorldEXT[2u].y) + ((hitAttributes._m0.y * gl_ObjectToWorldEXT[1u].y) + (hitAttributes._m0.x * gl_ObjectToWorldEXT[0u].y));
    float _24 = (hitAttributes._m0.z * gl_ObjectToWorldEXT[2u].z) + ((hitAttributes._m0.y * gl_ObjectToWorldEXT[1u].z) + (hitAttributes._m0.x * gl_ObjectToWorldEXT[0u].z));
    float _26 = inversesqrt(dot(vec3(_18, _21, _24), vec3(_18, _21, _24)));
    vec3 _30;
    _30.x = _26 * _18;
    _30.y = _26 * _21;
    _30.z = _26 * _24;
    incomingPayload._m0 = _30;
    incomingPayload._m1 = gl_RayTmaxEXT;
    incomingPayload._m2 = ((hitAttributes._m2 << 8u) | gl_HitKindEXT) | (floatBitsToUint(hitAttributes._m1) & 4294901760u);
}

