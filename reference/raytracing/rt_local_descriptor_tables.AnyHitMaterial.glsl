#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _50
{
    vec4 _m0;
};

struct _54
{
    vec2 _m0;
};

struct _76
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _87
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 3, binding = 200, std140) uniform MaterialConstants
{
    uvec4 _m0[1];
} MaterialConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 3, binding = 0) uniform texture2D MaterialTextures[4];
layout(set = 4, binding = 0) uniform texture2D ExtraTextures[];
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 3, binding = 100) uniform sampler MaterialSamplers[2];
layout(location = 0) rayPayloadInEXT _50 incomingPayload;
hitAttributeEXT _54 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    vec4 _71 = textureLod(sampler2D(MaterialTextures[3u], MaterialSamplers[1u]), vec2(hitAttributes._m0), 0.0);
    if (_76(_71.x, _71.y, _71.z, _71.w, 0u)._m3 < _87(uintBitsToFloat(MaterialConstants_1._m0[0u].x), uintBitsToFloat(MaterialConstants_1._m0[0u].y), uintBitsToFloat(MaterialConstants_1._m0[0u].z), uintBitsToFloat(MaterialConstants_1._m0[0u].w))._m1)
    {
        incomingPayload._m0 = _4;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _4;
}

