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

struct _104
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 301) uniform coherent uimage2DArray _54;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void _57()
{
    float _3 = in_COLOR0.x;
    float _4 = in_COLOR0.w;
    float _5 = gl_FragCoord.x;
    float _6 = gl_FragCoord.y;
    float _7 = gl_FragCoord.z;
    bool _75 = _5 >= 4294967296.0;
    uint _8 = _75 ? 4294967295u : uint(((_75 || (_5 < 0.0)) || isnan(_5)) ? 0.0 : _5);
    bool _84 = _6 >= 4294967296.0;
    uint _9 = _84 ? 4294967295u : uint(((_84 || (_6 < 0.0)) || isnan(_6)) ? 0.0 : _6);
    uint _10 = floatBitsToUint(_7);
    uint _14 = (packHalf2x16(vec2(_4, 0.0)) << 16u) | packHalf2x16(vec2(_3, 0.0));
    uint _28;
    uint _34;
    uint _40;
    uint _41;
    uint _42;
    uint _16 = _10;
    uint _17 = _14;
    uint _18 = 0u;
    _104 _20;
    uint _21;
    bool _22;
    for (;;)
    {
        uvec4 _99 = imageLoad(_54, ivec3(uvec3(_8, _9, _18)));
        _20 = _104(_99.x, _99.y, _99.z, _99.w, 0u);
        _21 = _20._m0;
        _22 = _16 < _21;
        uint _27;
        if (_22)
        {
            imageStore(_54, ivec3(uvec3(_8, _9, _18)), uvec4(_16, _17, _16, _16));
            _27 = _21;
            _28 = _20._m1;
        }
        else
        {
            _27 = _16;
            _28 = _17;
        }
        if (_27 == 4294967295u)
        {
            _34 = 4294967295u;
            break;
        }
        else
        {
            uint _31 = _18 + 1u;
            if (_31 < 4u)
            {
                _40 = _27;
                _41 = _28;
                _42 = _31;
                _16 = _40;
                _17 = _41;
                _18 = _42;
                continue;
            }
            else
            {
                _34 = _27;
                break;
            }
        }
    }
    out_SV_Target0.x = unpackHalf2x16(_28).x;
    out_SV_Target0.y = unpackHalf2x16(_28 >> 16u).x;
    out_SV_Target0.z = uintBitsToFloat(_34);
    out_SV_Target0.w = 1.0;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _57();
    SPIRV_Cross_endInvocationInterlock();
}

