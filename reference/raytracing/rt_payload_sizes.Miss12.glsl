#version 460
#extension GL_EXT_ray_tracing : require

struct _20
{
    vec3 _m0;
};

vec3 _29;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _20 incomingPayload;

void main()
{
    vec3 _3;
    _3.x = gl_WorldRayDirectionEXT.x;
    _3.y = gl_WorldRayDirectionEXT.y;
    _3.z = gl_WorldRayDirectionEXT.z;
    incomingPayload._m0 = _3;
}

