#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif

struct _118
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _63;
layout(set = 0, binding = 100) uniform sampler _66;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 2, component = 2) in float in_FADE0;
layout(location = 3) flat in uvec2 in_IDS0;
layout(location = 3, component = 2) flat in int in_BIAS0;
layout(location = 0) out vec4 out_SV_Target0;
layout(location = 1) out uvec2 out_SV_Target1;

void main()
{
    uint16_t _4 = uint16_t(in_BIAS0);
    uint16_t _5 = uint16_t(in_IDS0.x);
    uint16_t _6 = uint16_t(in_IDS0.y);
    float16_t _7 = float16_t(in_FADE0);
    float16_t _8 = float16_t(in_TEXCOORD0.x);
    float16_t _9 = float16_t(in_TEXCOORD0.y);
    float16_t _10 = float16_t(in_COLOR0.x);
    float16_t _11 = float16_t(in_COLOR0.y);
    float16_t _12 = float16_t(in_COLOR0.z);
    float16_t _13 = float16_t(in_COLOR0.w);
    vec4 _109 = texture(sampler2D(_63, _66), vec2(float(_8), float(_9)));
    _118 _17 = _118(float16_t(_109.x), float16_t(_109.y), float16_t(_109.z), float16_t(_109.w), 0u);
    float16_t _31 = float16_t(int16_t(_4)) * float16_t(0.125);
    out_SV_Target0.x = float(((_10 * _7) * _17._m0) + _31);
    out_SV_Target0.y = float(((_11 * _7) * _17._m1) + _31);
    out_SV_Target0.z = float(((_12 * _7) * _17._m2) + _31);
    out_SV_Target0.w = float(((_13 * _7) * _17._m3) + _31);
    out_SV_Target1.x = uint((_5 * 3us) + _4);
    out_SV_Target1.y = uint((_6 * 3us) + _4);
}

