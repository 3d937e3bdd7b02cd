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

struct _118
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

float16_t _128;
uint16_t _136;

struct _137
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint _m4;
};

float _161;

struct _162
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 1, std430) readonly buffer Str
{
    uint _m0[];
} Str_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 301, std430) buffer RwStr
{
    uint _m0[];
} RwStr_1;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _8 = (_6 << 3u) | 2u;
    uint _82 = In_1._m0[_8 >> 2u];
    uint _89 = _8 + 2u;
    uint _92 = In_1._m0[_89 >> 2u];
    uint _99 = _8 + 4u;
    uint _102 = In_1._m0[_99 >> 2u];
    uint _109 = _8 + 6u;
    uint _112 = In_1._m0[_109 >> 2u];
    _118 _9 = _118(uint16BitsToFloat16(uint16_t(_82 >> ((_8 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_92 >> ((_89 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_102 >> ((_99 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_112 >> ((_109 & 2u) << 3u))), 0u);
    uint _15 = (_6 * 12u) + 0u;
    uint _122 = Str_1._m0[_15 >> 2u];
    float16_t _17 = _118(uint16BitsToFloat16(uint16_t(_122 >> ((_15 & 2u) << 3u))), _128, _128, _128, 0u)._m0;
    uint _19 = (_6 * 12u) + 2u;
    uint _131 = Str_1._m0[_19 >> 2u];
    uint16_t _21 = _137(uint16_t(_131 >> ((_19 & 2u) << 3u)), _136, _136, _136, 0u)._m0;
    uint _23 = (_6 * 12u) + 4u;
    uint _140 = Str_1._m0[_23 >> 2u];
    uint _146 = _23 + 2u;
    uint _149 = Str_1._m0[_146 >> 2u];
    _118 _24 = _118(uint16BitsToFloat16(uint16_t(_140 >> ((_23 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_149 >> ((_146 & 2u) << 3u))), _128, _128, 0u);
    uint _159 = Str_1._m0[((_6 * 12u) + 8u) >> 2u];
    uint _32 = _6 << 1u;
    uint _164 = _32 >> 2u;
    uint _168 = (_32 & 2u) << 3u;
    uint _174 = atomicAnd(Out_1._m0[_164], ~(65535u << _168));
    uint _175 = atomicOr(Out_1._m0[_164], uint(float16BitsToUint16(_9._m0 + _9._m3)) << _168);
    uint _34 = _32 + 32u;
    uint _178 = _34 >> 2u;
    uint _181 = (_34 & 2u) << 3u;
    uint _186 = atomicAnd(Out_1._m0[_178], ~(65535u << _181));
    uint _187 = atomicOr(Out_1._m0[_178], uint(_21 * 65533us) << _181);
    uint _36 = (_6 << 2u) + 64u;
    uint _189 = _36 >> 2u;
    uint _193 = (_36 & 2u) << 3u;
    uint _198 = atomicAnd(Out_1._m0[_189], ~(65535u << _193));
    uint _199 = atomicOr(Out_1._m0[_189], uint(float16BitsToUint16(_9._m2)) << _193);
    uint _200 = _36 + 2u;
    uint _201 = _200 >> 2u;
    uint _205 = (_200 & 2u) << 3u;
    uint _210 = atomicAnd(Out_1._m0[_201], ~(65535u << _205));
    uint _211 = atomicOr(Out_1._m0[_201], uint(float16BitsToUint16(_9._m1)) << _205);
    uint _43 = (_6 * 12u) + 0u;
    uint _213 = _43 >> 2u;
    uint _217 = (_43 & 2u) << 3u;
    uint _222 = atomicAnd(RwStr_1._m0[_213], ~(65535u << _217));
    uint _223 = atomicOr(RwStr_1._m0[_213], uint(float16BitsToUint16(_17 * float16_t(2.0))) << _217);
    uint _45 = (_6 * 12u) + 2u;
    uint _224 = _45 >> 2u;
    uint _227 = (_45 & 2u) << 3u;
    uint _232 = atomicAnd(RwStr_1._m0[_224], ~(65535u << _227));
    uint _233 = atomicOr(RwStr_1._m0[_224], uint(_21 + uint16_t(_6)) << _227);
    uint _47 = (_6 * 12u) + 4u;
    uint _234 = _47 >> 2u;
    uint _238 = (_47 & 2u) << 3u;
    uint _243 = atomicAnd(RwStr_1._m0[_234], ~(65535u << _238));
    uint _244 = atomicOr(RwStr_1._m0[_234], uint(float16BitsToUint16(_24._m1)) << _238);
    uint _245 = _47 + 2u;
    uint _246 = _245 >> 2u;
    uint _250 = (_245 & 2u) << 3u;
    uint _255 = atomicAnd(RwStr_1._m0[_246], ~(65535u << _250));
    uint _256 = atomicOr(RwStr_1._m0[_246], uint(float16BitsToUint16(_24._m0)) << _250);
    RwStr_1._m0[((_6 * 12u) + 8u) >> 2u] = floatBitsToUint(_162(uintBitsToFloat(_159), _161, _161, _161, 0u)._m0 + float(_17));
}

