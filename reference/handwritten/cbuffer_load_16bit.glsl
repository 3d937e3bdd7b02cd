#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 200, std140) uniform CB
{
    uvec4 _m0[4];
} CB_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = _4 & 1u;
    uint _7 = _4 << 1u;
    uint _60 = _7 >> 2u;
    uint16_t _8 = uint16_t(CB_1._m0[_60 >> 2u][_60 & 3u] >> ((_7 & 2u) << 3u));
    uint _72 = (((_4 & 3u) << 2u) + 16u) >> 2u;
    uint _12 = CB_1._m0[_72 >> 2u][_72 & 3u];
    uint _79 = ((_6 << 3u) + 32u) >> 2u;
    uint _84 = _79 + 1u;
    uint64_t _15 = packUint2x32(uvec2(CB_1._m0[_79 >> 2u][_79 & 3u], CB_1._m0[_84 >> 2u][_84 & 3u]));
    uint _20 = (_6 << 1u) + 48u;
    uint _95 = _20 >> 2u;
    float16_t _21 = uint16BitsToFloat16(uint16_t(CB_1._m0[_95 >> 2u][_95 & 3u] >> ((_20 & 2u) << 3u)));
    uint _107 = 52u >> 2u;
    float _24 = uintBitsToFloat(CB_1._m0[_107 >> 2u][_107 & 3u]);
    uint _116 = 56u >> 2u;
    uint _121 = _116 + 1u;
    double _27 = (uvec2(CB_1._m0[_116 >> 2u][_116 & 3u], CB_1._m0[_121 >> 2u][_121 & 3u]));
    uint64_t _29 = doubleBitsToUint64(_27 * 2.0lf);
    uint _33 = _4 << 5u;
    uint _34 = _33 + 16u;
    Out_1._m0[_33 >> 2u] = uint(_8);
    Out_1._m0[(_33 + 4u) >> 2u] = _12;
    Out_1._m0[(_33 + 8u) >> 2u] = uint(_15);
    Out_1._m0[(_33 + 12u) >> 2u] = uint(_15 >> 32ul);
    Out_1._m0[_34 >> 2u] = floatBitsToUint(float(_21));
    Out_1._m0[(_34 + 4u) >> 2u] = floatBitsToUint(_24 * 2.0);
    Out_1._m0[(_34 + 8u) >> 2u] = uint(_29);
    Out_1._m0[(_34 + 12u) >> 2u] = uint(_29 >> 32ul);
}

