#version 460
#extension GL_ARB_shader_stencil_export : require

struct _59
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _32;
layout(set = 0, binding = 301, r32ui) uniform uimageBuffer _36;
layout(set = 0, binding = 100) uniform sampler _39;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    vec4 _54 = texture(sampler2D(_32, _39), vec2(_5, _6));
    _59 _8 = _59(_54.x, _54.y, _54.z, _54.w, 0u);
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _11 = _8._m2;
    float _13 = dot(vec3(_9, _10, _11), vec3(0.2989999949932098388671875, 0.58700001239776611328125, 0.114000000059604644775390625));
    float _69 = isnan(0.0) ? _13 : (isnan(_13) ? 0.0 : max(_13, 0.0));
    float _15 = (isnan(1.0) ? _69 : (isnan(_69) ? 1.0 : min(_69, 1.0))) * 15.0;
    bool _73 = _15 >= 4294967296.0;
    uint _16 = _73 ? 4294967295u : uint(((_73 || (_15 < 0.0)) || isnan(_15)) ? 0.0 : _15);
    gl_FragStencilRefARB = int(_16);
    uint _84 = imageAtomicAdd(_36, int(_16), 1u);
    uint _17 = _84;
    out_SV_Target0.x = _9;
    out_SV_Target0.y = _10;
    out_SV_Target0.z = _11;
    out_SV_Target0.w = _8._m3;
}

