#version 460
#extension GL_EXT_demote_to_helper_invocation : require

struct _67
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _41;
layout(set = 0, binding = 1) uniform texture2D _42;
layout(set = 0, binding = 100) uniform sampler _45;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    vec4 _62 = textureLod(sampler2D(_42, _45), vec2(_5, _6), 0.0);
    float _9 = _67(_62.x, _62.y, _62.z, _62.w, 0u)._m0;
    if (_9 < 0.5)
    {
        demote;
    }
    vec4 _74 = texture(sampler2D(_41, _45), vec2(_5 * 2.0, _6 * 2.0));
    _67 _16 = _67(_74.x, _74.y, _74.z, _74.w, 0u);
    float _18 = _16._m1;
    float _20 = dFdxCoarse(_18);
    float _21 = dFdyCoarse(_18);
    float _26 = sqrt((_21 * _21) + (_20 * _20)) * 8.0;
    out_SV_Target0.x = _26 + _16._m0;
    out_SV_Target0.y = _26 + _18;
    out_SV_Target0.z = _26 + _16._m2;
    out_SV_Target0.w = _9;
}

