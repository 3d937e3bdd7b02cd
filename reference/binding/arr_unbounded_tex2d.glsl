#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require

struct _116
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _127
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _172;

layout(set = 0, binding = 200, std140) uniform _89_91
{
    uvec4 _m0[1];
} _91;

layout(set = 1, binding = 0) uniform texture2D _85[];
layout(set = 0, binding = 100) uniform sampler _95;

layout(location = 1) flat in uint in_MATERIAL0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _4 = in_TEXCOORD0.x;
    float _5 = in_TEXCOORD0.y;
    uint _6 = in_MATERIAL0;
    float _7 = gl_FragCoord.x;
    float _8 = gl_FragCoord.y;
    vec4 _122 = texture(sampler2D(_85[_116(_91._m0[0u].x, _91._m0[0u].y, _91._m0[0u].z, _91._m0[0u].w)._m0 + 0u], _95), vec2(_4, _5));
    _127 _14 = _127(_122.x, _122.y, _122.z, _122.w, 0u);
    uint _19 = _6 + 0u;
    vec4 _132 = texture(nonuniformEXT(sampler2D(_85[_19], _95)), vec2(_4, _5));
    _127 _22 = _127(_132.x, _132.y, _132.z, _132.w, 0u);
    bool _139 = _7 >= 2147483648.0;
    bool _141 = _7 < (-2147483648.0);
    bool _151 = _8 >= 2147483648.0;
    bool _152 = _8 < (-2147483648.0);
    vec4 _163 = texelFetch(_85[nonuniformEXT((_6 + 1u) + 0u)], ivec2(uvec2((_139 ? 2147483647u : (_141 ? 2147483648u : uint(int(((_139 || _141) || isnan(_7)) ? 0.0 : _7)))) & 15u, (_151 ? 2147483647u : (_152 ? 2147483648u : uint(int(((_151 || _152) || isnan(_8)) ? 0.0 : _8)))) & 15u)), int(0u));
    _127 _35 = _127(_163.x, _163.y, _163.z, _163.w, 0u);
    uvec2 _169 = uvec2(textureSize(_85[nonuniformEXT(_19)], int(0u)));
    uint _170 = _169.x;
    uint _171 = _169.y;
    uint _173 = uint(textureQueryLevels(_85[nonuniformEXT(_19)]));
    bool _174 = 0u < _173;
    uint _177 = min(0u, 31u);
    _116 _36 = _116(_174 ? min(_170, max((_170 >> _177), 1u)) : 0u, _174 ? min(_171, max((_171 >> _177), 1u)) : 0u, _172, _173);
    float _42 = float(_36._m0) / float(max(_36._m1, 1u));
    float _43 = _22._m0 * _14._m0;
    float _44 = _22._m1 * _14._m1;
    float _45 = _22._m2 * _14._m2;
    float _46 = _22._m3 * _14._m3;
    float _65;
    float _66;
    float _67;
    float _68;
    if ((_116(_91._m0[0u].x, _91._m0[0u].y, _91._m0[0u].z, _91._m0[0u].w)._m1 & 1u) == 0u)
    {
        _65 = _43;
        _66 = _44;
        _67 = _45;
        _68 = _46;
    }
    else
    {
        _65 = (_42 * _35._m0) + _43;
        _66 = (_42 * _35._m1) + _44;
        _67 = (_42 * _35._m2) + _45;
        _68 = (_42 * _35._m3) + _46;
    }
    out_SV_Target0.x = _65;
    out_SV_Target0.y = _66;
    out_SV_Target0.z = _67;
    out_SV_Target0.w = _68;
}

