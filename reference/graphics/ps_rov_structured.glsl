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

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _166
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

float _172;
uint _177;

struct _178
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 301, std430) coherent buffer _78_80
{
    uint _m0[];
} _80;

layout(set = 0, binding = 200, std140) uniform _85_87
{
    uvec4 _m0[1];
} _87;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void _91()
{
    float _4 = in_COLOR0.x;
    float _5 = in_COLOR0.y;
    float _6 = in_COLOR0.z;
    float _7 = in_COLOR0.w;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    float _10 = gl_FragCoord.z;
    bool _112 = _9 >= 4294967296.0;
    bool _128 = _8 >= 4294967296.0;
    uint _16 = (_127(_87._m0[0u].x, _87._m0[0u].y, _87._m0[0u].z, _87._m0[0u].w)._m0 * (_112 ? 4294967295u : uint(((_112 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9))) + (_128 ? 4294967295u : uint(((_128 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8));
    float _17 = _7 * 10.0;
    float _29 = (exp2(log2((isnan(_17) ? 1.0 : (isnan(1.0) ? _17 : min(1.0, _17))) + 0.00999999977648258209228515625) * 3.0) * 100000000.0) * exp2(log2(1.0 - (_10 * 0.89999997615814208984375)) * 3.0);
    float _30 = isnan(0.00999999977648258209228515625) ? _29 : (isnan(_29) ? 0.00999999977648258209228515625 : max(_29, 0.00999999977648258209228515625));
    uint _33 = (_16 * 24u) + 0u;
    uint _146 = _80._m0[_33 >> 2u];
    uint _152 = _80._m0[(_33 + 4u) >> 2u];
    uint _158 = _80._m0[(_33 + 8u) >> 2u];
    uint _164 = _80._m0[(_33 + 12u) >> 2u];
    _166 _34 = _166(uintBitsToFloat(_146), uintBitsToFloat(_152), uintBitsToFloat(_158), uintBitsToFloat(_164), 0u);
    uint _170 = _80._m0[((_16 * 24u) + 16u) >> 2u];
    uint _176 = _80._m0[((_16 * 24u) + 20u) >> 2u];
    float _47 = (isnan(3000.0) ? _30 : (isnan(_30) ? 3000.0 : min(_30, 3000.0))) * _7;
    float _51 = _34._m0 + (_47 * _4);
    float _52 = _34._m1 + (_47 * _5);
    float _53 = _34._m2 + (_47 * _6);
    float _54 = _34._m3 + _47;
    float _56 = _166(uintBitsToFloat(_170), _172, _172, _172, 0u)._m0 * (1.0 - _7);
    uint _59 = (_16 * 24u) + 0u;
    _80._m0[_59 >> 2u] = floatBitsToUint(_51);
    _80._m0[(_59 + 4u) >> 2u] = floatBitsToUint(_52);
    _80._m0[(_59 + 8u) >> 2u] = floatBitsToUint(_53);
    _80._m0[(_59 + 12u) >> 2u] = floatBitsToUint(_54);
    _80._m0[((_16 * 24u) + 16u) >> 2u] = floatBitsToUint(_56);
    _80._m0[((_16 * 24u) + 20u) >> 2u] = _178(_176, _177, _177, _177, 0u)._m0 + 1u;
    float _64 = isnan(9.9999997473787516355514526367188e-06) ? _54 : (isnan(_54) ? 9.9999997473787516355514526367188e-06 : max(_54, 9.9999997473787516355514526367188e-06));
    out_SV_Target0.x = _51 / _64;
    out_SV_Target0.y = _52 / _64;
    out_SV_Target0.z = _53 / _64;
    out_SV_Target0.w = 1.0 - _56;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _91();
    SPIRV_Cross_endInvocationInterlock();
}

