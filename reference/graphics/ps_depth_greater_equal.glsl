#version 460
layout(depth_greater) out float gl_FragDepth;

struct _53
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _26;
layout(set = 0, binding = 100) uniform sampler _29;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _4 = in_TEXCOORD0.x;
    float _5 = in_TEXCOORD0.y;
    float _6 = gl_FragCoord.z;
    vec4 _48 = texture(sampler2D(_26, _29), vec2(_4, _5));
    float _9 = _53(_48.x, _48.y, _48.z, _48.w, 0u)._m0;
    gl_FragDepth = ((1.0 - _9) * 0.001000000047497451305389404296875) + _6;
    out_SV_Target0.x = _9;
    out_SV_Target0.y = _9;
    out_SV_Target0.z = _9;
    out_SV_Target0.w = 1.0;
}

