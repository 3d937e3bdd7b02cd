#version 460
#extension GL_EXT_ray_tracing : require

struct _45
{
    vec3 _m0;
    float _m1;
};

struct _68
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _79
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _80;

layout(set = 0, binding = 201, std140) uniform Sky
{
    uvec4 _m0[1];
} Sky_1;

layout(set = 0, binding = 1) uniform textureCube Environment;
layout(set = 0, binding = 100) uniform sampler EnvSampler;
layout(location = 0) rayPayloadInEXT _45 incomingPayload;

void main()
{
    vec4 _62 = textureLod(samplerCube(Environment, EnvSampler), vec3(gl_WorldRayDirectionEXT.x, gl_WorldRayDirectionEXT.y, gl_WorldRayDirectionEXT.z), 0.0);
    _68 _9 = _68(_62.x, _62.y, _62.z, _62.w, 0u);
    _79 _13 = _79(uintBitsToFloat(Sky_1._m0[0u].x), uintBitsToFloat(Sky_1._m0[0u].y), uintBitsToFloat(Sky_1._m0[0u].z), uintBitsToFloat(Sky_1._m0[0u].w));
    float _20 = _13._m3;
    vec3 _24;
    _24.x = (_13._m0 * _9._m0) * _20;
    _24.y = (_13._m1 * _9._m1) * _20;
    _24.z = (_13._m2 * _9._m2) * _20;
    incomingPayload._m0 = _24;
    incomingPayload._m1 = -1.0;
}

