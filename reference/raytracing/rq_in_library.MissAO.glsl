#version 460
#extension GL_EXT_ray_tracing : require

struct _19
{
    vec3 _m0;
    float _m1;
};

layout(set = 0, binding = 200, std140) uniform AoParams
{
    uvec4 _m0[1];
} AoParams_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(location = 0) rayPayloadInEXT _19 incomingPayload;

void main()
{
    incomingPayload._m0 = vec3(0.100000001490116119384765625);
}

