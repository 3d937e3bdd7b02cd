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
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _66;

struct _67
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint16_t _86;

struct _87
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
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
    uint _5 = _4 * 12u;
    uint _60 = In_1._m0[_5 >> 2u];
    uint _65 = In_1._m0[(_5 + 4u) >> 2u];
    _67 _6 = _67(_60, _65, _66, _66, 0u);
    uint _7 = _6._m0;
    float _9 = uintBitsToFloat(_6._m1);
    uint _11 = _7 >> 16u;
    float16_t _13 = uint16BitsToFloat16(uint16_t(_7));
    float _15 = float(_13);
    uint _25 = _5 + 10u;
    uint _80 = In_1._m0[_25 >> 2u];
    uint _35 = _4 << 5u;
    uint _36 = _35 + 16u;
    Out_1._m0[_35 >> 2u] = floatBitsToUint(_15);
    Out_1._m0[(_35 + 4u) >> 2u] = floatBitsToUint(float(uint16BitsToFloat16(uint16_t(_11))));
    Out_1._m0[(_35 + 8u) >> 2u] = packHalf2x16(vec2(_9, 0.0));
    Out_1._m0[(_35 + 12u) >> 2u] = uint(float16BitsToUint16(float16_t(_9)));
    Out_1._m0[_36 >> 2u] = floatBitsToUint(unpackHalf2x16(_11).x);
    Out_1._m0[(_36 + 4u) >> 2u] = floatBitsToUint(float(uint16BitsToFloat16(_87(uint16_t(_80 >> ((_25 & 2u) << 3u)), _86, _86, _86, 0u)._m0)));
    Out_1._m0[(_36 + 8u) >> 2u] = uint(float16BitsToUint16(float16_t(-0.0) - _13));
    Out_1._m0[(_36 + 12u) >> 2u] = packHalf2x16(vec2(_15, 0.0));
}

