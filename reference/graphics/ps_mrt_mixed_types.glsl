#version 460

layout(location = 1) in vec3 in_NORMAL0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 3) flat in uint in_OBJECTID0;
layout(location = 0) out vec4 out_SV_Target0;
layout(location = 1) out uvec2 out_SV_Target1;
layout(location = 2) out int out_SV_Target2;
layout(location = 3) out vec2 out_SV_Target3;
layout(location = 4) out uvec4 out_SV_Target4;
layout(location = 5) out float out_SV_Target5;
layout(location = 6) out ivec3 out_SV_Target6;
layout(location = 7) out uint out_SV_Target7;

void main()
{
    uint _2 = in_OBJECTID0;
    float _3 = in_TEXCOORD0.x;
    float _4 = in_TEXCOORD0.y;
    float _5 = in_NORMAL0.x;
    float _6 = in_NORMAL0.y;
    float _7 = in_NORMAL0.z;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    float _10 = gl_FragCoord.z;
    float _12 = inversesqrt(dot(vec3(_5, _6, _7), vec3(_5, _6, _7)));
    float _13 = _12 * _5;
    float _14 = _12 * _6;
    float _15 = _12 * _7;
    bool _103 = _8 >= 4294967296.0;
    float _23 = _3 * 16.0;
    bool _114 = _23 >= 2147483648.0;
    bool _116 = _23 < (-2147483648.0);
    float _34 = floor(_8 * 0.125);
    float _35 = floor(_9 * 0.125);
    bool _132 = _34 >= 2147483648.0;
    bool _133 = _34 < (-2147483648.0);
    bool _140 = _35 >= 2147483648.0;
    bool _141 = _35 < (-2147483648.0);
    out_SV_Target0.x = (_13 * 0.5) + 0.5;
    out_SV_Target0.y = (_14 * 0.5) + 0.5;
    out_SV_Target0.z = (_15 * 0.5) + 0.5;
    out_SV_Target0.w = 1.0;
    out_SV_Target1.x = _2;
    out_SV_Target1.y = _103 ? 4294967295u : uint(((_103 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8);
    out_SV_Target2 = int((_114 ? 2147483647u : (_116 ? 2147483648u : uint(int(((_114 || _116) || isnan(_23)) ? 0.0 : _23)))) + 4294967288u);
    out_SV_Target3.x = _3 + (-0.5);
    out_SV_Target3.y = _4 + (-0.5);
    out_SV_Target4.x = packHalf2x16(vec2(_13, 0.0));
    out_SV_Target4.y = packHalf2x16(vec2(_14, 0.0));
    out_SV_Target4.z = packHalf2x16(vec2(_15, 0.0));
    out_SV_Target4.w = _2 >> 16u;
    out_SV_Target5 = _10;
    out_SV_Target6.x = int(_132 ? 2147483647u : (_133 ? 2147483648u : uint(int(((_132 || _133) || isnan(_34)) ? 0.0 : _34))));
    out_SV_Target6.y = int(_140 ? 2147483647u : (_141 ? 2147483648u : uint(int(((_140 || _141) || isnan(_35)) ? 0.0 : _35))));
    out_SV_Target6.z = int(4294967295u);
    out_SV_Target7 = 1u << ((_2 & 31u) & 31u);
}

