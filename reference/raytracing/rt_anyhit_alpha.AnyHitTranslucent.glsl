#version 460
#extension GL_EXT_ray_tracing : require

struct _82
{
    vec4 _m0;
    float _m1;
    uint _m2;
};

struct _86
{
    vec2 _m0;
};

float _109;

struct _110
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _150
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
layout(location = 0) rayPayloadInEXT _82 incomingPayload;
hitAttributeEXT _86 hitAttributes;

void main()
{
    uint _6 = uint(gl_PrimitiveID) * 3u;
    uint _9 = (_6 * 8u) + 0u;
    _110 _10 = _110(uintBitsToFloat(TriUVs_1._m0[_9 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_9 + 4u) >> 2u]), _109, _109, 0u);
    uint _15 = ((_6 + 1u) * 8u) + 0u;
    _110 _16 = _110(uintBitsToFloat(TriUVs_1._m0[_15 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_15 + 4u) >> 2u]), _109, _109, 0u);
    uint _21 = ((_6 + 2u) * 8u) + 0u;
    _110 _22 = _110(uintBitsToFloat(TriUVs_1._m0[_21 >> 2u]), uintBitsToFloat(TriUVs_1._m0[(_21 + 4u) >> 2u]), _109, _109, 0u);
    float _28 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    vec4 _135 = textureLod(sampler2D(AlphaMap, Linear), vec2(((_16._m0 * hitAttributes._m0.x) + (_10._m0 * _28)) + (_22._m0 * hitAttributes._m0.y), ((_16._m1 * hitAttributes._m0.x) + (_10._m1 * _28)) + (_22._m1 * hitAttributes._m0.y)), 0.0);
    float _43 = _110(_135.x, _135.y, _135.z, _135.w, 0u)._m3;
    float _47 = 1.0 - (_150(uintBitsToFloat(Cutout_1._m0[0u].x), uintBitsToFloat(Cutout_1._m0[0u].y), uintBitsToFloat(Cutout_1._m0[0u].z), uintBitsToFloat(Cutout_1._m0[0u].w))._m1 * _43);
    float _152 = isnan(0.0) ? _47 : (isnan(_47) ? 0.0 : max(_47, 0.0));
    float _50 = incomingPayload._m1;
    float _51 = _50 * (isnan(1.0) ? _152 : (isnan(_152) ? 1.0 : min(_152, 1.0)));
    incomingPayload._m1 = _51;
    incomingPayload._m2++;
    if (_51 < 0.00999999977648258209228515625)
    {
        terminateRayEXT;
    }
    if (_43 < 0.9900000095367431640625)
    {
        ignoreIntersectionEXT;
    }
}

