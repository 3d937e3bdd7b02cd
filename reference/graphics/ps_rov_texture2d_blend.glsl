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
#extension GL_EXT_shader_image_load_formatted : require
#if defined(GL_ARB_fragment_shader_interlock)
layout(pixel_interlock_ordered) in;
#elif !defined(GL_INTEL_fragment_shader_ordering)
#error Fragment Shader Interlock/Ordering extension missing!
#endif

struct _86
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 301) uniform coherent image2D _39;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void _42()
{
    float _3 = in_COLOR0.x;
    float _4 = in_COLOR0.y;
    float _5 = in_COLOR0.z;
    float _6 = in_COLOR0.w;
    float _7 = gl_FragCoord.x;
    float _8 = gl_FragCoord.y;
    bool _63 = _7 >= 4294967296.0;
    uint _9 = _63 ? 4294967295u : uint(((_63 || (_7 < 0.0)) || isnan(_7)) ? 0.0 : _7);
    bool _72 = _8 >= 4294967296.0;
    uint _10 = _72 ? 4294967295u : uint(((_72 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8);
    vec4 _81 = imageLoad(_39, ivec2(uvec2(_9, _10)));
    _86 _12 = _86(_81.x, _81.y, _81.z, _81.w, 0u);
    float _20 = 1.0 - _6;
    float _24 = (_12._m0 * _20) + (_6 * _3);
    float _25 = (_12._m1 * _20) + (_6 * _4);
    float _26 = (_12._m2 * _20) + (_6 * _5);
    float _28 = (_12._m3 * _20) + _6;
    imageStore(_39, ivec2(uvec2(_9, _10)), vec4(_24, _25, _26, _28));
    out_SV_Target0.x = _24;
    out_SV_Target0.y = _25;
    out_SV_Target0.z = _26;
    out_SV_Target0.w = _28;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _42();
    SPIRV_Cross_endInvocationInterlock();
}

