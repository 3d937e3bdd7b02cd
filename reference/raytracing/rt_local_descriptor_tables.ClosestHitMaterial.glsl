#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _76
{
    vec4 _m0;
};

struct _80
{
    vec2 _m0;
};

struct _100
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

vec4 _140;

layout(set = 3, binding = 200, std140) uniform MaterialConstants
{
    uvec4 _m0[1];
} MaterialConstants_1;

layout(set = 3, binding = 0) uniform texture2D MaterialTextures[4];
layout(set = 4, binding = 0) uniform texture2D ExtraTextures[];
layout(set = 3, binding = 100) uniform sampler MaterialSamplers[2];
layout(location = 0) rayPayloadInEXT _76 incomingPayload;
hitAttributeEXT _80 hitAttributes;

void main()
{
    vec4 _95 = textureLod(sampler2D(MaterialTextures[0u], MaterialSamplers[0u]), vec2(hitAttributes._m0), 0.0);
    _100 _10 = _100(_95.x, _95.y, _95.z, _95.w, 0u);
    vec4 _106 = textureLod(sampler2D(MaterialTextures[1u], MaterialSamplers[0u]), vec2(hitAttributes._m0), 0.0);
    vec4 _116 = textureLod(sampler2D(MaterialTextures[2u], MaterialSamplers[1u]), vec2(hitAttributes._m0), 0.0);
    vec4 _135 = textureLod(nonuniformEXT(sampler2D(ExtraTextures[_127(MaterialConstants_1._m0[0u].x, MaterialConstants_1._m0[0u].y, MaterialConstants_1._m0[0u].z, MaterialConstants_1._m0[0u].w)._m0 + uint(gl_InstanceCustomIndexEXT)], MaterialSamplers[0u])), vec2(hitAttributes._m0), 0.0);
    _100 _32 = _100(_135.x, _135.y, _135.z, _135.w, 0u);
    float _37 = _100(_116.x, _116.y, _116.z, _116.w, 0u)._m1 * _100(_106.x, _106.y, _106.z, _106.w, 0u)._m2;
    vec4 _46;
    _46.x = _32._m0 + (_37 * _10._m0);
    _46.y = _32._m1 + (_37 * _10._m1);
    _46.z = _32._m2 + (_37 * _10._m2);
    _46.w = _32._m3 + (_37 * _10._m3);
    incomingPayload._m0 = _46;
}

