#version 460
#ifdef GL_ARB_fragment_shader_interlock
#extension GL_ARB_fragment_shader_interlock : enable
#define SPIRV_Cross_beginInvocationInterlock() beginInvocationInterlockARB()
#define SPIRV_Cross_endInvocationInterlock() endInvocationInterlockARB()
#elif defined(GL_INTEL_fragment_shader_ordering)
#extension GL_INTEL_fragment_shader_ordering : enable
#define SPIRV_Cross_beginInvocationInterlock() beginFragmentShaderOrderingINTEL()
#define SPIRV_Cross_endInvocationInterlock()
#endif
#if defined(GL_ARB_fragment_shader_interlock)
layout(pixel_interlock_ordered) in;
#elif !defined(GL_INTEL_fragment_shader_ordering)
#error Fragment Shader Interlock/Ordering extension missing!
#endif

struct _106
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _118;

struct _119
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 301, std430) coherent buffer _59_61
{
    uint _m0[];
} _61;

layout(set = 0, binding = 200, std140) uniform _66_68
{
    uvec4 _m0[1];
} _68;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void _72()
{
    float _4 = in_COLOR0.x;
    float _5 = in_COLOR0.y;
    float _6 = in_COLOR0.z;
    float _7 = in_COLOR0.w;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    bool _91 = _9 >= 4294967296.0;
    bool _107 = _8 >= 4294967296.0;
    uint _16 = ((_106(_68._m0[0u].x, _68._m0[0u].y, _68._m0[0u].z, _68._m0[0u].w)._m0 * (_91 ? 4294967295u : uint(((_91 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9))) + (_107 ? 4294967295u : uint(((_107 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8))) * 12u;
    uint _19 = _16 + 4u;
    uint _123 = _61._m0[_19 >> 2u];
    uint _127 = _61._m0[(_19 + 4u) >> 2u];
    _119 _20 = _119(_123, _127, _118, _118, 0u);
    uint _21 = _20._m0;
    uint _22 = _20._m1;
    float _29 = 1.0 - _7;
    float _37 = (unpackHalf2x16(_21).x * _29) + (_7 * _4);
    float _38 = (unpackHalf2x16(_21 >> 16u).x * _29) + (_7 * _5);
    float _39 = (unpackHalf2x16(_22).x * _29) + (_7 * _6);
    float _40 = (unpackHalf2x16(_22 >> 16u).x * _29) + _7;
    _61._m0[_16 >> 2u] = _119(_61._m0[_16 >> 2u], _118, _118, _118, 0u)._m0 + 1u;
    _61._m0[_19 >> 2u] = (packHalf2x16(vec2(_38, 0.0)) << 16u) | packHalf2x16(vec2(_37, 0.0));
    _61._m0[(_19 + 4u) >> 2u] = (packHalf2x16(vec2(_40, 0.0)) << 16u) | packHalf2x16(vec2(_39, 0.0));
    out_SV_Target0.x = _37;
    out_SV_Target0.y = _38;
    out_SV_Target0.z = _39;
    out_SV_Target0.w = _40;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _72();
    SPIRV_Cross_endInvocationInterlock();
}

