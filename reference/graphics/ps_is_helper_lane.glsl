#version 460
#extension GL_EXT_demote_to_helper_invocation : require

struct _68
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 301, std430) buffer _42_44
{
    uint _m0[];
} _44;

layout(set = 0, binding = 0) uniform texture2D _39;
layout(set = 0, binding = 100) uniform sampler _48;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    vec4 _63 = texture(sampler2D(_39, _48), vec2(_5, _6));
    _68 _8 = _68(_63.x, _63.y, _63.z, _63.w, 0u);
    float _12 = _8._m3;
    if (_12 < 0.5)
    {
        demote;
    }
    bool _16 = helperInvocationEXT();
    if (!_16)
    {
        uint _75 = atomicAdd(_44._m0[0u >> 2u], 1u);
        uint _18 = _75;
    }
    float _22 = dFdyCoarse(_12) + dFdxCoarse(_12);
    out_SV_Target0.x = _22 + _8._m0;
    out_SV_Target0.y = _22 + _8._m1;
    out_SV_Target0.z = _22 + _8._m2;
    out_SV_Target0.w = _22 + (_16 ? 0.0 : 1.0);
}

