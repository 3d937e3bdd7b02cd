#version 460
#extension GL_EXT_ray_tracing : require

struct _17
{
    float _m0;
};

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(location = 0) rayPayloadInEXT _17 incomingPayload;

void main()
{
    incomingPayload._m0 = 1.0;
}

