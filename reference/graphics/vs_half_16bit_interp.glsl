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

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec4 in_COLOR0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 3) in uvec2 in_IDS0;
layout(location = 4) in int in_BIAS0;
layout(location = 1) out vec4 out_COLOR0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 2, component = 2) out float out_FADE0;
layout(location = 3) out uvec2 out_IDS0;
layout(location = 3, component = 2) out int out_BIAS0;

void main()
{
    gl_PointSize = 1.0;
    uint16_t _2 = uint16_t(in_BIAS0);
    uint16_t _3 = uint16_t(in_IDS0.x);
    uint16_t _4 = uint16_t(in_IDS0.y);
    float16_t _5 = float16_t(in_TEXCOORD0.x);
    float16_t _6 = float16_t(in_TEXCOORD0.y);
    float16_t _7 = float16_t(in_COLOR0.x);
    float16_t _8 = float16_t(in_COLOR0.y);
    float16_t _9 = float16_t(in_COLOR0.z);
    float16_t _10 = float16_t(in_COLOR0.w);
    float _11 = in_POSITION0.x;
    float _12 = in_POSITION0.y;
    float _13 = in_POSITION0.z;
    float16_t _18 = float16_t(int16_t(_2));
    float _107 = isnan(0.0) ? _13 : (isnan(_13) ? 0.0 : max(_13, 0.0));
    gl_Position.x = _11;
    gl_Position.y = _12;
    gl_Position.z = _13;
    gl_Position.w = 1.0;
    out_COLOR0.x = float((_7 * float16_t(0.25)) + _18);
    out_COLOR0.y = float((_8 * float16_t(0.25)) + _18);
    out_COLOR0.z = float((_9 * float16_t(0.25)) + _18);
    out_COLOR0.w = float((_10 * float16_t(0.25)) + _18);
    out_TEXCOORD0.x = float(_5 * float16_t(2.0));
    out_TEXCOORD0.y = float(_6 * float16_t(2.0));
    out_FADE0 = float(float16_t(isnan(1.0) ? _107 : (isnan(_107) ? 1.0 : min(_107, 1.0))));
    out_IDS0.x = uint(_3 + 1us);
    out_IDS0.y = uint(_4 + 2us);
    out_BIAS0 = int(int16_t(_2 + 65533us));
}

