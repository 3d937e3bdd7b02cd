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
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

float16_t _101;

struct _102
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

uint16_t _111;

struct _112
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

shared float16_t gh[32];
shared uint16_t gi[32];

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = _4 << 1u;
    uint _94 = In_1._m0[_5 >> 2u];
    float16_t _7 = _102(uint16BitsToFloat16(uint16_t(_94 >> ((_5 & 2u) << 3u))), _101, _101, _101, 0u)._m0;
    uint _8 = _5 + 64u;
    gh[_4] = _7;
    gi[_4] = _112(uint16_t(In_1._m0[_8 >> 2u] >> ((_8 & 2u) << 3u)), _111, _111, _111, 0u)._m0;
    barrier();
    uint _16 = _4 + 1u;
    float16_t loc[8];
    loc[0u] = float16_t(0.0);
    loc[1u] = float16_t(0.0);
    loc[2u] = float16_t(0.0);
    loc[3u] = float16_t(0.0);
    loc[4u] = float16_t(0.0);
    loc[5u] = float16_t(0.0);
    loc[6u] = float16_t(0.0);
    loc[7u] = float16_t(0.0);
    uint16_t li[4];
    li[0u] = 0us;
    li[1u] = 0us;
    li[2u] = 0us;
    li[3u] = 0us;
    uint _32 = _4 & 7u;
    uint _33 = _16 & 7u;
    uint _36 = _4 & 3u;
    loc[_32] = gh[31u - _4];
    loc[_33] = _7;
    li[_36] = gi[_16 & 31u];
    uint _54 = _4 << 3u;
    Out_1._m0[_54 >> 2u] = uint(float16BitsToUint16(loc[_32] + loc[_33])) | (uint(float16BitsToUint16(loc[(_4 + 2u) & 7u])) << 16u);
    Out_1._m0[(_54 + 4u) >> 2u] = uint(int16_t(li[_36])) - _4;
}

