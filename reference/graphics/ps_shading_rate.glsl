#version 460
#extension GL_EXT_fragment_shading_rate : require

struct _65
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _36;
layout(set = 0, binding = 100) uniform sampler _39;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _4 = uint(gl_ShadingRateEXT);
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    uint _8 = (_4 >> 2u) & 3u;
    uint _9 = _4 & 3u;
    vec4 _60 = texture(sampler2D(_36, _39), vec2(_5, _6), float(_8 + _9) * (-0.5));
    _65 _14 = _65(_60.x, _60.y, _60.z, _60.w, 0u);
    out_SV_Target0.x = _14._m0;
    out_SV_Target0.y = _14._m1;
    out_SV_Target0.z = _14._m2;
    out_SV_Target0.w = float((1u << (_9 & 31u)) << (_8 & 31u)) * 0.0625;
}

