#version 460
#extension GL_EXT_samplerless_texture_functions : require

struct _136
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _218;

struct _232
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0) uniform texture2D _108[8];
layout(set = 0, binding = 100) uniform sampler _111;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_TEXCOORD0.x;
    float _4 = in_TEXCOORD0.y;
    float _5 = gl_FragCoord.x;
    float _6 = gl_FragCoord.y;
    vec4 _131 = texture(sampler2D(_108[0u], _111), vec2(_3, _4));
    _136 _9 = _136(_131.x, _131.y, _131.z, _131.w, 0u);
    vec4 _143 = texture(sampler2D(_108[3u], _111), vec2(_3 * 2.0, _4 * 2.0));
    _136 _18 = _136(_143.x, _143.y, _143.z, _143.w, 0u);
    bool _151 = _5 >= 2147483648.0;
    bool _153 = _5 < (-2147483648.0);
    bool _163 = _6 >= 2147483648.0;
    bool _164 = _6 < (-2147483648.0);
    vec4 _176 = texelFetch(_108[7u], ivec2(uvec2((_151 ? 2147483647u : (_153 ? 2147483648u : uint(int(((_151 || _153) || isnan(_5)) ? 0.0 : _5)))) & 63u, (_163 ? 2147483647u : (_164 ? 2147483648u : uint(int(((_163 || _164) || isnan(_6)) ? 0.0 : _6)))) & 63u)), int(0u));
    _136 _33 = _136(_176.x, _176.y, _176.z, _176.w, 0u);
    vec4 _186 = textureLod(sampler2D(_108[4u], _111), vec2(_3, _4), 0.0);
    _136 _40 = _136(_186.x, _186.y, _186.z, _186.w, 0u);
    vec4 _197 = textureLod(sampler2D(_108[5u], _111), vec2(_3, _4), 1.0);
    _136 _47 = _136(_197.x, _197.y, _197.z, _197.w, 0u);
    vec4 _207 = textureLod(sampler2D(_108[6u], _111), vec2(_3, _4), 2.0);
    _136 _54 = _136(_207.x, _207.y, _207.z, _207.w, 0u);
    uvec2 _215 = uvec2(textureSize(_108[1u], int(0u)));
    uint _216 = _215.x;
    uint _217 = _215.y;
    uint _219 = uint(textureQueryLevels(_108[1u]));
    bool _220 = 0u < _219;
    uint _223 = min(0u, 31u);
    _232 _84 = _232(_220 ? min(_216, max((_216 >> _223), 1u)) : 0u, _220 ? min(_217, max((_217 >> _223), 1u)) : 0u, _218, _219);
    out_SV_Target0.x = (((_18._m0 * 0.5) + _9._m0) + _33._m0) + (((_47._m0 + _40._m0) + _54._m0) * 0.25);
    out_SV_Target0.y = (((_18._m1 * 0.5) + _9._m1) + _33._m1) + (((_47._m1 + _40._m1) + _54._m1) * 0.25);
    out_SV_Target0.z = (((_18._m2 * 0.5) + _9._m2) + _33._m2) + (((_47._m2 + _40._m2) + _54._m2) * 0.25);
    out_SV_Target0.w = (float(_84._m3) / float(_84._m0 + _84._m1)) * ((((_18._m3 * 0.5) + _9._m3) + _33._m3) + (((_47._m3 + _40._m3) + _54._m3) * 0.25));
}

