#version 460
#extension GL_EXT_ray_tracing : require

struct _31
{
    vec4 _m0;
};

vec4 _44;

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(location = 0) rayPayloadInEXT _31 incomingPayload;

void main()
{
    vec4 _11;
    _11.x = (gl_WorldRayDirectionEXT.x * 0.5) + 0.5;
    _11.y = (gl_WorldRayDirectionEXT.y * 0.5) + 0.5;
    _11.z = (gl_WorldRayDirectionEXT.z * 0.5) + 0.5;
    _11.w = 0.0;
    incomingPayload._m0 = _11;
}

