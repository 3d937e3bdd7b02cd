#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
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

struct _97
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
    uint _5 = _4 << 5u;
    uint _6 = _5 + 16u;
    uint _81 = In_1._m0[_5 >> 2u];
    uint _86 = In_1._m0[(_5 + 4u) >> 2u];
    uint _91 = In_1._m0[(_5 + 8u) >> 2u];
    uint _96 = In_1._m0[(_5 + 12u) >> 2u];
    _97 _7 = _97(_81, _86, _91, _96, 0u);
    uint _100 = In_1._m0[_6 >> 2u];
    uint _104 = In_1._m0[(_6 + 4u) >> 2u];
    uint _108 = In_1._m0[(_6 + 8u) >> 2u];
    uint _112 = In_1._m0[(_6 + 12u) >> 2u];
    _97 _8 = _97(_100, _104, _108, _112, 0u);
    double _21 = uint64BitsToDouble((uint64_t(_7._m1) << 32ul) | uint64_t(_7._m0));
    bool _121 = _21 >= 2147483648.0lf;
    bool _123 = _21 < (-2147483648.0lf);
    bool _134 = _21 >= 4294967296.0lf;
    uint64_t _30 = doubleBitsToUint64(-_21);
    double _43 = uint64BitsToDouble((uint64_t(_8._m1) << 32ul) | uint64_t(_8._m0));
    float _44 = uintBitsToFloat(_8._m2);
    float16_t _46 = uint16BitsToFloat16(uint16_t(_8._m3));
    Out_1._m0[_5 >> 2u] = floatBitsToUint(float(_21));
    Out_1._m0[(_5 + 4u) >> 2u] = _121 ? 2147483647u : (_123 ? 2147483648u : uint(int(((_121 || _123) || isnan(_21)) ? 0.0lf : _21)));
    Out_1._m0[(_5 + 8u) >> 2u] = _134 ? 4294967295u : uint(((_134 || (_21 < 0.0lf)) || isnan(_21)) ? 0.0lf : _21);
    Out_1._m0[(_5 + 12u) >> 2u] = uint(_30);
    Out_1._m0[_6 >> 2u] = uint(_30 >> 32ul);
    Out_1._m0[(_6 + 4u) >> 2u] = floatBitsToUint(-uintBitsToFloat(_7._m2));
    Out_1._m0[(_6 + 8u) >> 2u] = uint(float16BitsToUint16(-uint16BitsToFloat16(uint16_t(_7._m3))));
    Out_1._m0[(_6 + 12u) >> 2u] = (uint((abs(_44) >= 1.1754943508222875079687365372222e-38) && (!(isnan(_44) || isinf(_44)))) | (uint((abs(_46) >= float16_t(6.103515625e-05)) && (!(isnan(_46) || isinf(_46)))) << 1u)) | (uint((abs(_43) >= 2.2250738585072013830902327173324e-308lf) && (!(isnan(_43) || isinf(_43)))) << 2u);
}

