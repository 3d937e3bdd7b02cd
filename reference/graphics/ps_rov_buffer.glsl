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

struct _74
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _88
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _41_43
{
    uvec4 _m0[1];
} _43;

layout(set = 0, binding = 301, r32ui) uniform coherent uimageBuffer _37;

layout(location = 0) out vec4 out_SV_Target0;

void _47()
{
    float _4 = gl_FragCoord.x;
    float _5 = gl_FragCoord.y;
    float _6 = gl_FragCoord.z;
    bool _59 = _5 >= 4294967296.0;
    bool _75 = _4 >= 4294967296.0;
    uint _12 = (_74(_43._m0[0u].x, _43._m0[0u].y, _43._m0[0u].z, _43._m0[0u].w)._m0 * (_59 ? 4294967295u : uint(((_59 || (_5 < 0.0)) || isnan(_5)) ? 0.0 : _5))) + (_75 ? 4294967295u : uint(((_75 || (_4 < 0.0)) || isnan(_4)) ? 0.0 : _4));
    uvec4 _83 = imageLoad(_37, int(_12));
    uint _14 = _88(_83.x, _83.y, _83.z, _83.w, 0u)._m0;
    float _91 = isnan(0.0) ? _6 : (isnan(_6) ? 0.0 : max(_6, 0.0));
    float _16 = (isnan(1.0) ? _91 : (isnan(_91) ? 1.0 : min(_91, 1.0))) * 65535.0;
    bool _93 = _16 >= 4294967296.0;
    uint _17 = _93 ? 4294967295u : uint(((_93 || (_16 < 0.0)) || isnan(_16)) ? 0.0 : _16);
    uint _19 = min((_14 & 65535u), _17);
    uint _21 = max((_14 >> 16u), _17);
    imageStore(_37, int(_12), uvec4((_21 << 16u) | _19));
    out_SV_Target0.x = float(_19) * 1.525902189314365386962890625e-05;
    out_SV_Target0.y = float(_21) * 1.525902189314365386962890625e-05;
    out_SV_Target0.z = 0.0;
    out_SV_Target0.w = 1.0;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _47();
    SPIRV_Cross_endInvocationInterlock();
}

