#version 460

struct _98
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _69;
layout(set = 0, binding = 1) uniform texture2D _70;
layout(set = 0, binding = 100) uniform sampler _73;
layout(set = 0, binding = 101) uniform sampler _74;
layout(set = 0, binding = 102) uniform samplerShadow _75;
layout(set = 1, binding = 100) uniform sampler _76;
layout(set = 0, binding = 103) uniform sampler _77;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1, component = 2) in float in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _9 = in_TEXCOORD1;
    float _10 = in_TEXCOORD0.x;
    float _11 = in_TEXCOORD0.y;
    vec4 _93 = texture(sampler2D(_69, _73), vec2(_10, _11));
    _98 _13 = _98(_93.x, _93.y, _93.z, _93.w, 0u);
    vec4 _103 = texture(sampler2D(_69, _74), vec2(_10 * 3.0, _11 * 3.0));
    _98 _21 = _98(_103.x, _103.y, _103.z, _103.w, 0u);
    vec4 _112 = texture(sampler2D(_69, _76), vec2(_10 * 8.0, _11));
    _98 _28 = _98(_112.x, _112.y, _112.z, _112.w, 0u);
    vec4 _120 = texture(sampler2D(_70, _77), vec2(_10, _11));
    float _35 = _98(_120.x, _120.y, _120.z, _120.w, 0u)._m0;
    float _129 = textureLod(sampler2DShadow(_70, _75), vec3(vec2(_10, _11), _9), 0.0);
    float _47 = _98(_129, _129, _129, _129, 0u)._m0 * 0.3333333432674407958984375;
    out_SV_Target0.x = (_47 * ((_21._m0 + _13._m0) + _28._m0)) + _35;
    out_SV_Target0.y = (_47 * ((_21._m1 + _13._m1) + _28._m1)) + _35;
    out_SV_Target0.z = (_47 * ((_21._m2 + _13._m2) + _28._m2)) + _35;
    out_SV_Target0.w = (_47 * ((_21._m3 + _13._m3) + _28._m3)) + _35;
}

