#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _82
{
    vec4 _m0;
};

struct _86
{
    vec2 _m0;
};

struct _106
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _133
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

vec4 _146;

layout(set = 3, binding = 200, std140) uniform MaterialConstants
{
    uvec4 _m0[1];
} MaterialConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 3, binding = 0) uniform texture2D MaterialTextures[4];
layout(set = 4, binding = 0) uniform texture2D ExtraTextures[];
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 3, binding = 100) uniform sampler MaterialSamplers[2];
layout(location = 0) rayPayloadInEXT _82 incomingPayload;
hitAttributeEXT _86 hitAttributes;

void main()
{
    vec4 _101 = textureLod(sampler2D(MaterialTextures[0u], MaterialSamplers[0u]), vec2(hitAttributes._m0), 0.0);
    _106 _10 = _106(_101.x, _101.y, _101.z, _101.w, 0u);
    vec4 _112 = textureLod(sampler2D(MaterialTextures[1u], MaterialSamplers[0u]), vec2(hitAttributes._m0), 0.0);
    vec4 _122 = textureLod(sampler2D(MaterialTextures[2u], MaterialSamplers[1u]), vec2(hitAttributes._m0), 0.0);
    vec4 _141 = textureLod(nonuniformEXT(sampler2D(ExtraTextures[_133(MaterialConstants_1._m0[0u].x, MaterialConstants_1._m0[0u].y, MaterialConstants_1._m0[0u].z, MaterialConstants_1._m0[0u].w)._m0 + uint(gl_InstanceCustomIndexEXT)], MaterialSamplers[0u])), vec2(hitAttributes._m0), 0.0);
    _106 _32 = _106(_141.x, _141.y, _141.z, _141.w, 0u);
    float _37 = _106(_122.x, _122.y, _122.z, _122.w, 0u)._m1 * _106(_112.x, _112.y, _112.z, _112.w, 0u)._m2;
    vec4 _46;
    _46.x = _32._m0 + (_37 * _10._m0);
    _46.y = _32._m1 + (_37 * _10._m1);
    _46.z = _32._m2 + (_37 * _10._m2);
    _46.w = _32._m3 + (_37 * _10._m3);
    incomingPayload._m0 = _46;
}

