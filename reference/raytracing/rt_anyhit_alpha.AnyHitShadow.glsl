#version 460
#extension GL_EXT_ray_tracing : require

struct _70
{
    float _m0;
};

struct _74
{
    vec2 _m0;
};

float _97;

struct _98
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _139
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 2, std430) readonly buffer TriUVs
{
    uint _m0[];
} TriUVs_1;

layout(set = 0, binding = 200, std140) uniform Cutout
{
    uvec4 _m0[1];
} Cutout_1;

layout(set = 0, binding = 1) uniform texture2D AlphaMap;
layout(set = 0, binding = 100) uniform sampler Linear;
layout(location = 0) rayPayloadInEXT _70 incomingPayload;
hitAttributeEXT _74 hitAttributes;

void main()
{
    uint _6 = uint(gl_PrimitiveID) * 3u;
    uint _9 = (_6 * 8u) + 0u;
    _98 _10 = _98(uintBitsToFloat(TriUVs_1._m0[_9 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_9 + 4u) >> 2u]), _97, _97, 0u);
    uint _15 = ((_6 + 1u) * 8u) + 0u;
    _98 _16 = _98(uintBitsToFloat(TriUVs_1._m0[_15 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_15 + 4u) >> 2u]), _97, _97, 0u);
    uint _21 = ((_6 + 2u) * 8u) + 0u;
    _98 _22 = _98(uintBitsToFloat(TriUVs_1._m0[_21 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_21 + 4u) >> 2u]), _97, _97, 0u);
    float _28 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    vec4 _124 = textureLod(sampler2D(AlphaMap, Linear), vec2(((_16._m0 * hitAttributes._m0.x) + (_10._m0 * _28)) + (_22._m0 * hitAttributes._m0.y), ((_16._m1 * hitAttributes._m0.x) + (_10._m1 * _28)) + (_22._m1 * hitAttributes._m0.y)), 0.0);
    if (_98(_124.x, _124.y, _124.z, _124.w, 0u)._m3 < _139(uintBitsToFloat(Cutout_1._m0[0u].x), uintBitsToFloat(Cutout_1._m0[0u].y), uintBitsToFloat(Cutout_1._m0[0u].z), uintBitsToFloat(Cutout_1._m0[0u].w))._m0)
    {
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = 1.0;
    terminateRayEXT;
}

