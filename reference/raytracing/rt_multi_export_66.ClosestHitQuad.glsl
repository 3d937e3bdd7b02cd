#version 460
#extension GL_EXT_ray_tracing : require

struct _28
{
    vec4 _m0;
};

struct _32
{
    vec2 _m0;
};

vec4 _42;

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(location = 0) rayPayloadInEXT _28 incomingPayload;
hitAttributeEXT _32 hitAttributes;

void main()
{
    vec4 _8;
    _8.x = hitAttributes._m0.x;
    _8.y = hitAttributes._m0.y;
    _8.z = float(gl_HitKindEXT);
    _8.w = 1.0;
    incomingPayload._m0 = _8;
}

