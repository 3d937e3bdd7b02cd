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
#extension GL_EXT_demote_to_helper_invocation : require
#if defined(GL_ARB_fragment_shader_interlock)
layout(pixel_interlock_ordered) in;
#elif !defined(GL_INTEL_fragment_shader_ordering)
#error Fragment Shader Interlock/Ordering extension missing!
#endif

struct _71
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 301, r32ui) uniform coherent uimage2D g_order;

layout(location = 1) flat in uint in_TRI0;
layout(location = 0) out uint out_SV_Target0;

void _34()
{
    float _2 = gl_FragCoord.x;
    float _3 = gl_FragCoord.y;
    uint _4 = in_TRI0;
    bool _45 = _2 >= 4294967296.0;
    uint _5 = _45 ? 4294967295u : uint(((_45 || (_2 < 0.0)) || isnan(_2)) ? 0.0 : _2);
    bool _54 = _3 >= 4294967296.0;
    uint _6 = _54 ? 4294967295u : uint(((_54 || (_3 < 0.0)) || isnan(_3)) ? 0.0 : _3);
    if ((_4 == 4u) && (_5 >= 6u))
    {
        demote;
        return;
    }
    uvec4 _66 = imageLoad(g_order, ivec2(uvec2(_5, _6)));
    uint _17 = (_71(_66.x, _66.y, _66.z, _66.w, 0u)._m0 << 2u) + (_4 + 1u);
    imageStore(g_order, ivec2(uvec2(_5, _6)), uvec4(_17));
    out_SV_Target0 = _17;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _34();
    SPIRV_Cross_endInvocationInterlock();
}

