#version 460
#extension GL_EXT_ray_tracing : require

struct _87
{
    float _m0;
};

struct _91
{
    vec2 _m0;
};

struct _115
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _126
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

float _142;
vec2 _162;

layout(set = 0, binding = 1, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 5, std430) readonly buffer TriangleUVs
{
    uint _m0[];
} TriangleUVs_1;

layout(set = 0, binding = 200, std140) uniform ShadowConstants
{
    uvec4 _m0[1];
} ShadowConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 2) uniform texture2D GBufferPosition;
layout(set = 0, binding = 3) uniform texture2D GBufferNormal;
layout(set = 0, binding = 4) uniform texture2D AlphaTexture;
layout(set = 0, binding = 300) uniform readonly writeonly image2D ShadowOut;
layout(set = 0, binding = 100) uniform sampler LinearClamp;
layout(location = 0) rayPayloadInEXT _87 incomingPayload;
hitAttributeEXT _91 hitAttributes;

vec2 _101(uint _102, vec2 _103)
{
    uint _21 = _102 * 3u;
    uint _23 = (_21 * 8u) + 0u;
    _115 _24 = _115(uintBitsToFloat(TriangleUVs_1._m0[_23 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_23 + 4u) >> 2u]), _142, _142, 0u);
    uint _29 = ((_21 + 1u) * 8u) + 0u;
    _115 _30 = _115(uintBitsToFloat(TriangleUVs_1._m0[_29 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_29 + 4u) >> 2u]), _142, _142, 0u);
    uint _35 = ((_21 + 2u) * 8u) + 0u;
    _115 _36 = _115(uintBitsToFloat(TriangleUVs_1._m0[_35 >> 2u]), uintBitsToFloat(TriangleUVs_1._m0[(_35 + 4u) >> 2u]), _142, _142, 0u);
    float _42 = (1.0 - _103.x) - _103.y;
    vec2 _53;
    _53.x = ((_30._m0 * _103.x) + (_24._m0 * _42)) + (_36._m0 * _103.y);
    _53.y = ((_30._m1 * _103.x) + (_24._m1 * _42)) + (_36._m1 * _103.y);
    return _53;
}

void main()
{
    vec4 _110 = textureLod(sampler2D(AlphaTexture, LinearClamp), vec2(_101(uint(gl_PrimitiveID), hitAttributes._m0)), 0.0);
    if (_115(_110.x, _110.y, _110.z, _110.w, 0u)._m3 < _126(uintBitsToFloat(ShadowConstants_1._m0[0u].x), uintBitsToFloat(ShadowConstants_1._m0[0u].y), uintBitsToFloat(ShadowConstants_1._m0[0u].z), uintBitsToFloat(ShadowConstants_1._m0[0u].w))._m2)
    {
        ignoreIntersectionEXT;
    }
}

