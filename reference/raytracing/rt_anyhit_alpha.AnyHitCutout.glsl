#version 460
#extension GL_EXT_ray_tracing : require

struct _76
{
    vec4 _m0;
    float _m1;
    uint _m2;
};

struct _80
{
    vec2 _m0;
};

float _106;

struct _107
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _147
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
layout(location = 0) rayPayloadInEXT _76 incomingPayload;
hitAttributeEXT _80 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    float _6 = incomingPayload._m1;
    uint _8 = incomingPayload._m2;
    uint _12 = uint(gl_PrimitiveID) * 3u;
    uint _15 = (_12 * 8u) + 0u;
    _107 _16 = _107(uintBitsToFloat(TriUVs_1._m0[_15 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_15 + 4u) >> 2u]), _106, _106, 0u);
    uint _21 = ((_12 + 1u) * 8u) + 0u;
    _107 _22 = _107(uintBitsToFloat(TriUVs_1._m0[_21 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_21 + 4u) >> 2u]), _106, _106, 0u);
    uint _27 = ((_12 + 2u) * 8u) + 0u;
    _107 _28 = _107(uintBitsToFloat(TriUVs_1._m0[_27 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_27 + 4u) >> 2u]), _106, _106, 0u);
    float _34 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    vec4 _132 = textureLod(sampler2D(AlphaMap, Linear), vec2(((_22._m0 * hitAttributes._m0.x) + (_16._m0 * _34)) + (_28._m0 * hitAttributes._m0.y), ((_22._m1 * hitAttributes._m0.x) + (_16._m1 * _34)) + (_28._m1 * hitAttributes._m0.y)), 0.0);
    if (_107(_132.x, _132.y, _132.z, _132.w, 0u)._m3 < _147(uintBitsToFloat(Cutout_1._m0[0u].x), uintBitsToFloat(Cutout_1._m0[0u].y), uintBitsToFloat(Cutout_1._m0[0u].z), uintBitsToFloat(Cutout_1._m0[0u].w))._m0)
    {
        incomingPayload._m0 = _4;
        incomingPayload._m1 = _6;
        incomingPayload._m2 = _8;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _4;
    incomingPayload._m1 = _6;
    incomingPayload._m2 = _8;
}

