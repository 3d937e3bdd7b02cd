#version 460
#extension GL_EXT_ray_tracing : require

struct _31
{
    vec4 _m0;
};

struct _35
{
    vec2 _m0;
};

vec4 _44;

layout(set = 0, binding = 200, std140) uniform Camera
{
    uvec4 _m0[5];
} Camera_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(location = 0) rayPayloadInEXT _31 incomingPayload;
hitAttributeEXT _35 hitAttributes;

void main()
{
    vec4 _10;
    _10.x = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    _10.y = hitAttributes._m0.x;
    _10.z = hitAttributes._m0.y;
    _10.w = 1.0;
    incomingPayload._m0 = _10;
}

