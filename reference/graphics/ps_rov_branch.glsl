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

struct _97
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _128
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _63;
layout(set = 0, binding = 301) uniform coherent image2DArray _66;
layout(set = 0, binding = 302) uniform coherent uimage2D _69;
layout(set = 0, binding = 100) uniform sampler _72;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) flat in uint in_LAYER0;
layout(location = 0) out vec4 out_SV_Target0;

void _75()
{
    uint _6 = in_LAYER0;
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    float _9 = gl_FragCoord.x;
    float _10 = gl_FragCoord.y;
    vec4 _92 = texture(sampler2D(_63, _72), vec2(_7, _8));
    _97 _12 = _97(_92.x, _92.y, _92.z, _92.w, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    float _16 = _12._m3;
    bool _100 = _9 >= 4294967296.0;
    uint _17 = _100 ? 4294967295u : uint(((_100 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    bool _109 = _10 >= 4294967296.0;
    uint _18 = _109 ? 4294967295u : uint(((_109 || (_10 < 0.0)) || isnan(_10)) ? 0.0 : _10);
    if (_16 > 0.0500000007450580596923828125)
    {
        float _21 = gl_FragCoord.z;
        uint _22 = floatBitsToUint(_21);
        uvec4 _123 = imageLoad(_69, ivec2(uvec2(_17, _18)));
        if (_22 < _128(_123.x, _123.y, _123.z, _123.w, 0u)._m0)
        {
            imageStore(_69, ivec2(uvec2(_17, _18)), uvec4(_22));
            vec4 _133 = imageLoad(_66, ivec3(uvec3(_17, _18, _6)));
            _97 _30 = _97(_133.x, _133.y, _133.z, _133.w, 0u);
            float _31 = _30._m0;
            float _32 = _30._m1;
            float _33 = _30._m2;
            float _34 = _30._m3;
            imageStore(_66, ivec3(uvec3(_17, _18, _6)), vec4(((_13 - _31) * _16) + _31, ((_14 - _32) * _16) + _32, ((_15 - _33) * _16) + _33, ((_16 - _34) * _16) + _34));
        }
        else
        {
        }
    }
    out_SV_Target0.x = _13;
    out_SV_Target0.y = _14;
    out_SV_Target0.z = _15;
    out_SV_Target0.w = _16;
}

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    _75();
    SPIRV_Cross_endInvocationInterlock();
}

