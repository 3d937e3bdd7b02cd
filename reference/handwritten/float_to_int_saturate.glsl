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
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _64;

struct _65
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
    uint _5 = _4 << 3u;
    uint _58 = In_1._m0[_5 >> 2u];
    uint _63 = In_1._m0[(_5 + 4u) >> 2u];
    _65 _6 = _65(_58, _63, _64, _64, 0u);
    float _9 = uintBitsToFloat(_6._m0);
    float16_t _11 = uint16BitsToFloat16(uint16_t(_6._m1));
    double _12 = double(_9);
    bool _72 = _9 >= 2147483648.0;
    bool _74 = _9 < (-2147483648.0);
    bool _85 = _9 >= 4294967296.0;
    bool _95 = _9 >= 9223372036854775808.0;
    bool _97 = _9 < (-9223372036854775808.0);
    uint64_t _15 = _95 ? 9223372036854775807ul : (_97 ? 9223372036854775808ul : uint64_t(int64_t(((_95 || _97) || isnan(_9)) ? 0.0 : _9)));
    bool _107 = _9 >= 18446744073709551616.0;
    uint64_t _16 = _107 ? 18446744073709551615ul : uint64_t(((_107 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    bool _116 = _9 >= 32768.0;
    bool _118 = _9 < (-32768.0);
    bool _128 = _9 >= 65536.0;
    bool _137 = _11 >= float16_t(32768.0);
    bool _139 = _11 < float16_t(-32768.0);
    bool _148 = _11 >= float16_t(1.0 / 0.0);
    bool _156 = _12 >= 2147483648.0lf;
    bool _158 = _12 < (-2147483648.0lf);
    bool _167 = _12 >= 4294967296.0lf;
    uint _32 = _4 * 48u;
    uint _33 = _32 + 16u;
    uint _34 = _32 + 32u;
    Out_1._m0[_32 >> 2u] = _72 ? 2147483647u : (_74 ? 2147483648u : uint(int(((_72 || _74) || isnan(_9)) ? 0.0 : _9)));
    Out_1._m0[(_32 + 4u) >> 2u] = _85 ? 4294967295u : uint(((_85 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    Out_1._m0[(_32 + 8u) >> 2u] = uint(_15);
    Out_1._m0[(_32 + 12u) >> 2u] = uint(_15 >> 32ul);
    Out_1._m0[_33 >> 2u] = uint(_16);
    Out_1._m0[(_33 + 4u) >> 2u] = uint(_16 >> 32ul);
    Out_1._m0[(_33 + 8u) >> 2u] = uint(int16_t(_116 ? 32767us : (_118 ? 32768us : uint16_t(int16_t(((_116 || _118) || isnan(_9)) ? 0.0 : _9)))));
    Out_1._m0[(_33 + 12u) >> 2u] = uint(_128 ? 65535us : uint16_t(((_128 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9));
    Out_1._m0[_34 >> 2u] = uint(int16_t(_137 ? 32767us : (_139 ? 32768us : uint16_t(int16_t(((_137 || _139) || isnan(_11)) ? float16_t(0.0) : _11)))));
    Out_1._m0[(_34 + 4u) >> 2u] = _148 ? 4294967295u : uint(((_148 || (_11 < float16_t(0.0))) || isnan(_11)) ? float16_t(0.0) : _11);
    Out_1._m0[(_34 + 8u) >> 2u] = _156 ? 2147483647u : (_158 ? 2147483648u : uint(int(((_156 || _158) || isnan(_12)) ? 0.0lf : _12)));
    Out_1._m0[(_34 + 12u) >> 2u] = _167 ? 4294967295u : uint(((_167 || (_12 < 0.0lf)) || isnan(_12)) ? 0.0lf : _12);
}

