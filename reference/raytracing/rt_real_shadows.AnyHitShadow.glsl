#version 460
#extension GL_EXT_ray_tracing : require

struct _75
{
    float _m0;
};

struct _79
{
    vec2 _m0;
};

struct _103
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _114
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

float _130;
vec2 _150;

layout(set = 0, binding = 5, std430) readonly buffer TriangleUVs
{
    uint _m0[];
} TriangleUVs_1;

layout(set = 0, binding = 200, std140) uniform ShadowConstants
{
    uvec4 _m0[1];
} ShadowConstants_1;

layout(set = 0, binding = 4) uniform texture2D AlphaTexture;
layout(set = 0, binding = 100) uniform sampler LinearClamp;
layout(location = 0) rayPayloadInEXT _75 incomingPayload;
hitAttributeEXT _79 hitAttributes;

vec2 _89(uint _90, vec2 _91)
{
    uint _21 = _90 * 3u;
    uint _23 = (_21 * 8u) + 0u;
    _103 _24 = _103(uintBitsToFloat(TriangleUVs_1._m0[_23 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_23 + 4u) >> 2u]), _130, _130, 0u);
    uint _29 = ((_21 + 1u) * 8u) + 0u;
    _103 _30 = _103(uintBitsToFloat(TriangleUVs_1._m0[_29 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_29 + 4u) >> 2u]), _130, _130, 0u);
    uint _35 = ((_21 + 2u) * 8u) + 0u;
    _103 _36 = _103(uintBitsToFloat(TriangleUVs_1._m0[_35 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_35 + 4u) >> 2u]), _130, _130, 0u);
    float _42 = (1.0 - _91.x) - _91.y;
    vec2 _53;
    _53.x = ((_30._m0 * _91.x) + (_24._m0 * _42)) + (_36._m0 * _91.y);
    _53.y = ((_30._m1 * _91.x) + (_24._m1 * _42)) + (_36._m1 * _91.y);
    return _53;
}

void main()
{
    vec4 _98 = textureLod(sampler2D(AlphaTexture, LinearClamp), vec2(_89(uint(gl_PrimitiveID), hitAttributes._m0)), 0.0);
    if (_103(_98.x, _98.y, _98.z, _98.w, 0u)._m3 < _114(uintBitsToFloat(ShadowConstants_1._m0[0u].x), uintBitsToFloat(ShadowConstants_1._m0[0u].y), uintBitsToFloat(ShadowConstants_1._m0[0u].z), uintBitsToFloat(ShadowConstants_1._m0[0u].w))._m2)
    {
        ignoreIntersectionEXT;
    }
}

