#version 460
#extension GL_EXT_ray_tracing : require

struct _22
{
    vec3 _m0;
};

struct _26
{
    vec2 _m0;
};

vec3 _36;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _22 incomingPayload;
hitAttributeEXT _26 hitAttributes;

void main()
{
    vec3 _7;
    _7.x = hitAttributes._m0.x;
    _7.y = hitAttributes._m0.y;
    _7.z = gl_RayTmaxEXT;
    incomingPayload._m0 = _7;
}

