#version 460
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require

layout(location = 1) out vec4 out_COLOR0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 2, component = 2) out float out_FADE0;
layout(location = 3) out uint out_INDEX0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    float16_t _12 = float16_t(_5);
    float16_t _13 = float16_t(_7);
    gl_Position.x = (_5 * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (_7 * 2.0);
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_COLOR0.x = float(_12);
    float _62 = float(float16_t(0.5));
    out_COLOR0.y = _62;
    out_COLOR0.z = float(_13);
    float _67 = float(float16_t(1.0));
    out_COLOR0.w = _67;
    out_TEXCOORD0.x = float(_12);
    out_TEXCOORD0.y = float(_13);
    out_FADE0 = float(float16_t(1.0 - (_5 * 0.5)));
    out_INDEX0 = uint(uint16_t(_2 + 1u));
}

