#version 460
#extension GL_EXT_ray_query : require

struct _137
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _145
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _161
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _91_93
{
    uvec4 _m0[2];
} _93;

layout(set = 0, binding = 0) uniform accelerationStructureEXT _83;
layout(set = 0, binding = 1) uniform texture2D _86;
layout(set = 0, binding = 100) uniform sampler _97;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec3 in_NORMAL0;
layout(location = 3) in vec2 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD1.x;
    float _7 = in_TEXCOORD1.y;
    float _8 = in_NORMAL0.x;
    float _9 = in_NORMAL0.y;
    float _10 = in_NORMAL0.z;
    float _11 = in_TEXCOORD0.x;
    float _12 = in_TEXCOORD0.y;
    float _13 = in_TEXCOORD0.z;
    float _15 = inversesqrt(dot(vec3(_8, _9, _10), vec3(_8, _9, _10)));
    float _16 = _15 * _8;
    float _17 = _15 * _9;
    float _18 = _15 * _10;
    _137 _25 = _137(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w));
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, _83, 13u, _145(_93._m0[1u].x, _93._m0[1u].y, _93._m0[1u].z, _93._m0[1u].w)._m3, vec3((_16 * 0.00999999977648258209228515625) + _11, (_17 * 0.00999999977648258209228515625) + _12, (_18 * 0.00999999977648258209228515625) + _13), 0.0, vec3((-0.0) - _25._m0, (-0.0) - _25._m1, (-0.0) - _25._m2), 10000.0);
    bool _36 = rayQueryProceedEXT(rayQuery);
    uint _37 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    vec4 _156 = texture(sampler2D(_86, _97), vec2(_6, _7));
    _161 _41 = _161(_156.x, _156.y, _156.z, _156.w, 0u);
    _137 _46 = _137(uintBitsToFloat(_93._m0[1u].x), uintBitsToFloat(_93._m0[1u].y), uintBitsToFloat(_93._m0[1u].z), uintBitsToFloat(_93._m0[1u].w));
    _137 _50 = _137(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w));
    float _57 = dot(vec3(_16, _17, _18), vec3((-0.0) - _50._m0, (-0.0) - _50._m1, (-0.0) - _50._m2));
    float _184 = isnan(0.0) ? _57 : (isnan(_57) ? 0.0 : max(_57, 0.0));
    float _61 = (_50._m3 * float(_37 == 0u)) * (isnan(1.0) ? _184 : (isnan(_184) ? 1.0 : min(_184, 1.0)));
    out_SV_Target0.x = (_61 + _46._m0) * _41._m0;
    out_SV_Target0.y = (_61 + _46._m1) * _41._m1;
    out_SV_Target0.z = (_61 + _46._m2) * _41._m2;
    out_SV_Target0.w = _41._m3;
}

