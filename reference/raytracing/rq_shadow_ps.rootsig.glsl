#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_ray_query : require
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_ray_tracing : require

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _172
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _187
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(buffer_reference) buffer _91;
layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _91
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[5];
} root;

layout(set = 0, binding = 0) uniform texture2D _86[];
layout(set = 2, binding = 0) uniform sampler _101;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec3 in_NORMAL0;
layout(location = 3) in vec2 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    _91 _132 = _91(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
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
    _164 _25 = _164(uintBitsToFloat(_132._m0[0u].x), uintBitsToFloat(_132._m0[0u].y), uintBitsToFloat(_132._m0[0u].z), uintBitsToFloat(_132._m0[0u].w));
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, accelerationStructureEXT(uvec2(root._m0[0u], root._m0[1u])), 13u, _172(_132._m0[1u].x, _132._m0[1u].y, _132._m0[1u].z, _132._m0[1u].w)._m3, vec3((_16 * 0.00999999977648258209228515625) + _11, (_17 * 0.00999999977648258209228515625) + _12, (_18 * 0.00999999977648258209228515625) + _13), 0.0, vec3((-0.0) - _25._m0, (-0.0) - _25._m1, (-0.0) - _25._m2), 10000.0);
    bool _36 = rayQueryProceedEXT(rayQuery);
    uint _37 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    vec4 _182 = texture(sampler2D(_86[root._m0[4u] + 0u], _101), vec2(_6, _7));
    _187 _41 = _187(_182.x, _182.y, _182.z, _182.w, 0u);
    _164 _46 = _164(uintBitsToFloat(_132._m0[1u].x), uintBitsToFloat(_132._m0[1u].y), uintBitsToFloat(_132._m0[1u].z), uintBitsToFloat(_132._m0[1u].w));
    _164 _50 = _164(uintBitsToFloat(_132._m0[0u].x), uintBitsToFloat(_132._m0[0u].y), uintBitsToFloat(_132._m0[0u].z), uintBitsToFloat(_132._m0[0u].w));
    float _57 = dot(vec3(_16, _17, _18), vec3((-0.0) - _50._m0, (-0.0) - _50._m1, (-0.0) - _50._m2));
    float _210 = isnan(0.0) ? _57 : (isnan(_57) ? 0.0 : max(_57, 0.0));
    float _61 = (_50._m3 * float(_37 == 0u)) * (isnan(1.0) ? _210 : (isnan(_210) ? 1.0 : min(_210, 1.0)));
    out_SV_Target0.x = (_61 + _46._m0) * _41._m0;
    out_SV_Target0.y = (_61 + _46._m1) * _41._m1;
    out_SV_Target0.z = (_61 + _46._m2) * _41._m2;
    out_SV_Target0.w = _41._m3;
}

