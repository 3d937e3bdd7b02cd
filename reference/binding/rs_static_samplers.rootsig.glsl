#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _112
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[1];
} root;

layout(set = 0, binding = 0) uniform texture2D _71[];
layout(set = 2, binding = 0) uniform sampler _74;
layout(set = 2, binding = 1) uniform sampler _75;
layout(set = 2, binding = 2) uniform samplerShadow _76;
layout(set = 2, binding = 3) uniform sampler _77;
layout(set = 2, binding = 4) uniform sampler _78;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1, component = 2) in float in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _92 = root._m0[0u] + 1u;
    uint _96 = root._m0[0u] + 0u;
    float _9 = in_TEXCOORD1;
    float _10 = in_TEXCOORD0.x;
    float _11 = in_TEXCOORD0.y;
    vec4 _107 = texture(sampler2D(_71[_96], _74), vec2(_10, _11));
    _112 _13 = _112(_107.x, _107.y, _107.z, _107.w, 0u);
    vec4 _117 = texture(sampler2D(_71[_96], _75), vec2(_10 * 3.0, _11 * 3.0));
    _112 _21 = _112(_117.x, _117.y, _117.z, _117.w, 0u);
    vec4 _126 = texture(sampler2D(_71[_96], _77), vec2(_10 * 8.0, _11));
    _112 _28 = _112(_126.x, _126.y, _126.z, _126.w, 0u);
    vec4 _134 = texture(sampler2D(_71[_92], _78), vec2(_10, _11));
    float _35 = _112(_134.x, _134.y, _134.z, _134.w, 0u)._m0;
    float _143 = textureLod(sampler2DShadow(_71[_92], _76), vec3(vec2(_10, _11), _9), 0.0);
    float _47 = _112(_143, _143, _143, _143, 0u)._m0 * 0.3333333432674407958984375;
    out_SV_Target0.x = (_47 * ((_21._m0 + _13._m0) + _28._m0)) + _35;
    out_SV_Target0.y = (_47 * ((_21._m1 + _13._m1) + _28._m1)) + _35;
    out_SV_Target0.z = (_47 * ((_21._m2 + _13._m2) + _28._m2)) + _35;
    out_SV_Target0.w = (_47 * ((_21._m3 + _13._m3) + _28._m3)) + _35;
}

