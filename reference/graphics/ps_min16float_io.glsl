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

struct _97
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _49;
layout(set = 0, binding = 100) uniform sampler _52;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 2, component = 2) in float in_FADE0;
layout(location = 3) flat in uint in_INDEX0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint16_t _4 = uint16_t(in_INDEX0);
    float16_t _5 = float16_t(in_FADE0);
    float16_t _6 = float16_t(in_TEXCOORD0.x);
    float16_t _7 = float16_t(in_TEXCOORD0.y);
    float16_t _8 = float16_t(in_COLOR0.x);
    float16_t _9 = float16_t(in_COLOR0.y);
    float16_t _10 = float16_t(in_COLOR0.z);
    float16_t _11 = float16_t(in_COLOR0.w);
    vec4 _88 = texture(sampler2D(_49, _52), vec2(float(_6), float(_7)));
    _97 _15 = _97(float16_t(_88.x), float16_t(_88.y), float16_t(_88.z), float16_t(_88.w), 0u);
    float16_t _23 = (_5 * float16_t(0.25)) * float16_t(_4 & 3us);
    out_SV_Target0.x = float((_15._m0 * _8) + _23);
    out_SV_Target0.y = float((_15._m1 * _9) + _23);
    out_SV_Target0.z = float((_15._m2 * _10) + _23);
    out_SV_Target0.w = float((_15._m3 * _11) + _23);
}

