#version 460
#extension GL_EXT_ray_tracing : require

struct _40
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

vec3 _53;

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[2];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform GeometryRecord
{
    uvec4 _m0[1];
} GeometryRecord_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(location = 0) rayPayloadInEXT _40 incomingPayload;

void main()
{
    float _4 = (gl_WorldRayDirectionEXT.y + 1.0) * 0.5;
    vec3 _9;
    _9.x = (_4 * (-0.5)) + 1.0;
    _9.y = (_4 * (-0.300000011920928955078125)) + 1.0;
    _9.z = 1.0;
    incomingPayload._m1 += (incomingPayload._m0 * _9);
    incomingPayload._m5 = 1u;
}

