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

struct _104
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    float16_t _m4;
    float16_t _m5;
    float16_t _m6;
    float16_t _m7;
};

struct _127
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint16_t _m4;
    uint16_t _m5;
    uint16_t _m6;
    uint16_t _m7;
};

struct _139
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 200, std140) uniform C
{
    uvec4 _m0[2];
} C_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    _104 _5 = _104(uint16BitsToFloat16(uint16_t(C_1._m0[0u].x)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].x >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].y)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].y >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].z)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].z >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].w)), uint16BitsToFloat16(uint16_t(C_1._m0[0u].w >> 16u)));
    float16_t _6 = _5._m0;
    _104 _15 = _104(uint16BitsToFloat16(uint16_t(C_1._m0[1u].x)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].x >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].y)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].y >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].z)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].z >> 16u)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].w)), uint16BitsToFloat16(uint16_t(C_1._m0[1u].w >> 16u)));
    uint _48 = _4 << 4u;
    Out_1._m0[_48 >> 2u] = uint(float16BitsToUint16((_6 * float16_t(_4)) + _5._m1)) | (uint(float16BitsToUint16((_5._m3 + _5._m4) + _5._m5)) << 16u);
    Out_1._m0[(_48 + 4u) >> 2u] = uint(_127(uint16_t(C_1._m0[0u].x), uint16_t(C_1._m0[0u].x >> 16u), uint16_t(C_1._m0[0u].y), uint16_t(C_1._m0[0u].y >> 16u), uint16_t(C_1._m0[0u].z), uint16_t(C_1._m0[0u].z >> 16u), uint16_t(C_1._m0[0u].w), uint16_t(C_1._m0[0u].w >> 16u))._m2 + uint16_t(_4)) | (uint(float16BitsToUint16(((_15._m0 * _15._m1) + _15._m2) - _15._m3)) << 16u);
    Out_1._m0[(_48 + 8u) >> 2u] = floatBitsToUint(_139(uintBitsToFloat(C_1._m0[0u].x), uintBitsToFloat(C_1._m0[0u].y), uintBitsToFloat(C_1._m0[0u].z), uintBitsToFloat(C_1._m0[0u].w))._m3 + float(_6));
    Out_1._m0[(_48 + 12u) >> 2u] = uint(int16_t(_127(uint16_t(C_1._m0[1u].x), uint16_t(C_1._m0[1u].x >> 16u), uint16_t(C_1._m0[1u].y), uint16_t(C_1._m0[1u].y >> 16u), uint16_t(C_1._m0[1u].z), uint16_t(C_1._m0[1u].z >> 16u), uint16_t(C_1._m0[1u].w), uint16_t(C_1._m0[1u].w >> 16u))._m4)) + _4;
}

