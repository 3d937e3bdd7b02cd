#version 460
#extension GL_EXT_ray_tracing : require

struct _41
{
    vec4 _m0;
};

struct _45
{
    vec2 _m0;
};

struct _67
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _78
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

layout(set = 3, binding = 0) uniform texture2D MaterialTextures[4];
layout(set = 3, binding = 100) uniform sampler MaterialSamplers[2];
layout(location = 0) rayPayloadInEXT _41 incomingPayload;
hitAttributeEXT _45 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    vec4 _62 = textureLod(sampler2D(MaterialTextures[3u], MaterialSamplers[1u]), vec2(hitAttributes._m0), 0.0);
    if (_67(_62.x, _62.y, _62.z, _62.w, 0u)._m3 < _78(uintBitsToFloat(MaterialConstants_1._m0[0u].x), uintBitsToFloat(MaterialConstants_1._m0[0u].y), uintBitsToFloat(MaterialConstants_1._m0[0u].z), uintBitsToFloat(MaterialConstants_1._m0[0u].w))._m1)
    {
        incomingPayload._m0 = _4;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _4;
}

