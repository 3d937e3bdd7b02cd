#version 460
#extension GL_ARB_sparse_texture2 : require
#extension GL_ARB_sparse_texture_clamp : require

struct _117
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _122
{
    uint _m0;
    vec4 _m1;
};

struct _130
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _167
{
    uint _m0;
    float _m1;
};

layout(set = 0, binding = 200, std140) uniform _83_85
{
    uvec4 _m0[1];
} _85;

layout(set = 0, binding = 0) uniform texture2D _77;
layout(set = 0, binding = 1) uniform texture2D _78;
layout(set = 0, binding = 100) uniform sampler _89;
layout(set = 0, binding = 101) uniform samplerShadow _90;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _7 = in_TEXCOORD1.x;
    float _8 = in_TEXCOORD1.y;
    float _9 = in_TEXCOORD1.z;
    float _10 = in_TEXCOORD0.x;
    float _11 = in_TEXCOORD0.y;
    float _13 = _117(uintBitsToFloat(_85._m0[0u].x), uintBitsToFloat(_85._m0[0u].y), uintBitsToFloat(_85._m0[0u].z), uintBitsToFloat(_85._m0[0u].w))._m0;
    uint _178;
    vec4 _179;
    _178 = sparseTextureClampARB(sampler2D(_77, _89), vec2(_10, _11), _13, _179);
    _122 _123 = _122(_178, _179);
    vec4 _124 = _123._m1;
    _130 _15 = _130(_124.x, _124.y, _124.z, _124.w, _123._m0);
    float _29;
    float _30;
    float _31;
    if (sparseTexelsResidentARB(int(_15._m4)))
    {
        _29 = _15._m0;
        _30 = _15._m1;
        _31 = _15._m2;
    }
    else
    {
        vec4 _136 = textureClampARB(sampler2D(_77, _89), vec2(_10, _11), _13 + 2.0);
        _130 _24 = _130(_136.x, _136.y, _136.z, _136.w, 0u);
        _29 = _24._m0;
        _30 = _24._m1;
        _31 = _24._m2;
    }
    vec4 _150 = textureOffsetClampARB(sampler2D(_77, _89), vec2(_10, _11), ivec2(1, 0), _13, 1.0);
    _130 _33 = _130(_150.x, _150.y, _150.z, _150.w, 0u);
    vec4 _159 = textureGradOffsetClampARB(sampler2D(_77, _89), vec2(_10, _11), vec2(dFdxCoarse(_10), dFdxCoarse(_11)), vec2(dFdyCoarse(_10), dFdyCoarse(_11)), ivec2(0, 1), _13);
    _130 _47 = _130(_159.x, _159.y, _159.z, _159.w, 0u);
    uint _180;
    float _181;
    _180 = sparseTextureClampARB(sampler2DShadow(_78, _90), vec3(vec2(_7, _8), _9), _13, _181);
    _167 _168 = _167(_180, _181);
    float _169 = _168._m1;
    _130 _55 = _130(_169, _169, _169, _169, _168._m0);
    float _56 = _55._m0;
    out_SV_Target0.x = _56 * ((_33._m0 + _29) + _47._m0);
    out_SV_Target0.y = _56 * ((_33._m1 + _30) + _47._m1);
    out_SV_Target0.z = _56 * ((_33._m2 + _31) + _47._m2);
    out_SV_Target0.w = float(sparseTexelsResidentARB(int(_55._m4)));
}

