#version 460
#extension GL_EXT_ray_tracing : require

struct _36
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _40
{
    vec2 _m0;
};

struct _61
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _72
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(set = 1, binding = 2) uniform texture2D Opacity;
layout(set = 0, binding = 100) uniform sampler Linear;
layout(location = 0) rayPayloadInEXT _36 incomingPayload;
hitAttributeEXT _40 hitAttributes;

void main()
{
    incomingPayload._m2++;
    vec4 _56 = textureLod(sampler2D(Opacity, Linear), vec2(hitAttributes._m0), 0.0);
    if (_61(_56.x, _56.y, _56.z, _56.w, 0u)._m0 < _72(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w))._m3)
    {
        ignoreIntersectionEXT;
    }
}

