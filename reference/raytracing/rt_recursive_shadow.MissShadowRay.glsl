#version 460
#extension GL_EXT_ray_tracing : require

struct _18
{
    uint _m0;
};

layout(set = 0, binding = 200, std140) uniform Lighting
{
    uvec4 _m0[2];
} Lighting_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(location = 0) rayPayloadInEXT _18 incomingPayload;

void main()
{
    incomingPayload._m0 = 1u;
}

