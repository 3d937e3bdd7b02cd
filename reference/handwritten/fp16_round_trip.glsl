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
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _47;

struct _48
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _59;

struct _60
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _45 = In_1._m0[_5 >> 2u];
    float _7 = _48(uintBitsToFloat(_45), _47, _47, _47, 0u)._m0;
    Out_1._m0[_5 >> 2u] = floatBitsToUint(unpackHalf2x16(packHalf2x16(vec2(_7))).x);
    Out_1._m0[(_5 + 64u) >> 2u] = uint(float16BitsToUint16(float16_t(_7)));
    Out_1._m0[(_5 + 128u) >> 2u] = uint(float16BitsToUint16(float16_t(unpackHalf2x16(_60(In_1._m0[(_5 + 64u) >> 2u], _59, _59, _59, 0u)._m0).x)));
}

