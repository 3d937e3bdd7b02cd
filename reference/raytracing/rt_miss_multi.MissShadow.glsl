#version 460
#extension GL_EXT_ray_tracing : require

struct _23
{
    uint _m0;
};

layout(set = 0, binding = 301, std430) buffer Debug
{
    uint _m0[];
} Debug_1;

layout(set = 0, binding = 201, std140) uniform Sky
{
    uvec4 _m0[1];
} Sky_1;

layout(set = 0, binding = 1) uniform textureCube Environment;
layout(set = 0, binding = 100) uniform sampler EnvSampler;
layout(location = 0) rayPayloadInEXT _23 incomingPayload;

void main()
{
    incomingPayload._m0 = 1u;
}

