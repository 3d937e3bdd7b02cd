#version 460
#extension GL_EXT_ray_tracing : require

struct _19
{
    vec3 _m0;
    uint _m1;
};

layout(set = 0, binding = 200, std140) uniform Lighting
{
    uvec4 _m0[2];
} Lighting_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(location = 0) rayPayloadInEXT _19 incomingPayload;

void main()
{
    incomingPayload._m0 = vec3(0.20000000298023223876953125, 0.300000011920928955078125, 0.5);
}

