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

struct _105
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _53_55
{
    uvec4 _m0[1];
} _55;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec4 in_COLOR0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 3) in int in_LAYER0;
layout(location = 1) out vec4 out_COLOR0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 2, component = 2) out float out_FADE0;
layout(location = 3) out uint out_INDEX0;

void main()
{
    gl_PointSize = 1.0;
    uint16_t _3 = uint16_t(in_LAYER0);
    float16_t _4 = float16_t(in_TEXCOORD0.x);
    float16_t _5 = float16_t(in_TEXCOORD0.y);
    float16_t _6 = float16_t(in_COLOR0.x);
    float16_t _7 = float16_t(in_COLOR0.y);
    float16_t _8 = float16_t(in_COLOR0.z);
    float16_t _9 = float16_t(in_COLOR0.w);
    float _10 = in_POSITION0.x;
    float _11 = in_POSITION0.y;
    float _12 = in_POSITION0.z;
    float16_t _17 = float16_t(int16_t(_3));
    float _22 = _105(uintBitsToFloat(_55._m0[0u].x), uintBitsToFloat(_55._m0[0u].y), uintBitsToFloat(_55._m0[0u].z), uintBitsToFloat(_55._m0[0u].w))._m0 * _12;
    float _108 = isnan(0.0) ? _22 : (isnan(_22) ? 0.0 : max(_22, 0.0));
    gl_Position.x = _10;
    gl_Position.y = _11;
    gl_Position.z = _12;
    gl_Position.w = 1.0;
    out_COLOR0.x = float(_6 * float16_t(0.5));
    out_COLOR0.y = float(_7 * float16_t(0.5));
    out_COLOR0.z = float(_8 * float16_t(0.5));
    out_COLOR0.w = float(_9 * float16_t(0.5));
    out_TEXCOORD0.x = float(_4 + _17);
    out_TEXCOORD0.y = float(_5 + _17);
    out_FADE0 = float(float16_t(isnan(1.0) ? _108 : (isnan(_108) ? 1.0 : min(_108, 1.0))));
    out_INDEX0 = uint(uint16_t(max(int16_t(_3), int16_t(0us - _3))));
}

