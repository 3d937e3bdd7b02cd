#version 460
#extension GL_EXT_ray_tracing : require

struct _18
{
    vec4 _m0;
};

vec4 _32;

layout(location = 0) rayPayloadInEXT _18 incomingPayload;

void main()
{
    vec4 _11;
    _11.x = (gl_WorldRayDirectionEXT.x * 0.5) + 0.5;
    _11.y = (gl_WorldRayDirectionEXT.y * 0.5) + 0.5;
    _11.z = (gl_WorldRayDirectionEXT.z * 0.5) + 0.5;
    _11.w = 0.0;
    incomingPayload._m0 = _11;
}

