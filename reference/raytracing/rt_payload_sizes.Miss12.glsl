#version 460
#extension GL_EXT_ray_tracing : require

struct _11
{
    vec3 _m0;
};

vec3 _21;

layout(location = 0) rayPayloadInEXT _11 incomingPayload;

void main()
{
    vec3 _3;
    _3.x = gl_WorldRayDirectionEXT.x;
    _3.y = gl_WorldRayDirectionEXT.y;
    _3.z = gl_WorldRayDirectionEXT.z;
    incomingPayload._m0 = _3;
}

