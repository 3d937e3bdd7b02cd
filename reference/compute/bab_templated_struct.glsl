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
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

float _112;

struct _113
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _118;

struct _119
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float16_t _141;

struct _142
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

uint16_t _151;

struct _152
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _76_78
{
    uint _m0[];
} _78;

layout(set = 0, binding = 300, std430) buffer _81_83
{
    uint _m0[];
} _83;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 24u;
    uint _98 = _78._m0[_5 >> 2u];
    uint _104 = _78._m0[(_5 + 4u) >> 2u];
    uint _110 = _78._m0[(_5 + 8u) >> 2u];
    _113 _6 = _113(uintBitsToFloat(_98), uintBitsToFloat(_104), uintBitsToFloat(_110), _112, 0u);
    float _7 = _6._m0;
    float _8 = _6._m1;
    float _9 = _6._m2;
    uint _117 = _78._m0[(_5 + 12u) >> 2u];
    uint _13 = _5 + 16u;
    uint _124 = _78._m0[_13 >> 2u];
    uint _132 = _13 + 2u;
    uint _135 = _78._m0[_132 >> 2u];
    _142 _14 = _142(uint16BitsToFloat16(uint16_t(_124 >> ((_13 & 2u) << 3u))), uint16BitsToFloat16(uint16_t(_135 >> ((_132 & 2u) << 3u))), _141, _141, 0u);
    uint _17 = _5 + 20u;
    uint _146 = _78._m0[_17 >> 2u];
    uint16_t _19 = _152(uint16_t(_146 >> ((_17 & 2u) << 3u)), _151, _151, _151, 0u)._m0;
    uint _20 = _5 + 22u;
    uint _156 = _78._m0[_20 >> 2u];
    uint16_t _22 = _152(uint16_t(_156 >> ((_20 & 2u) << 3u)), _151, _151, _151, 0u)._m0;
    uint _35 = _4 << 6u;
    _83._m0[_35 >> 2u] = floatBitsToUint((_7 * 2.0) + 1.0);
    _83._m0[(_35 + 4u) >> 2u] = floatBitsToUint(_8 * 2.0);
    _83._m0[(_35 + 8u) >> 2u] = floatBitsToUint((_9 * 2.0) + (-1.0));
    _83._m0[(_35 | 12u) >> 2u] = (uint(_22) * uint(_19)) + _119(_117, _118, _118, _118, 0u)._m0;
    uint _37 = _35 | 16u;
    uint _180 = _37 >> 2u;
    uint _184 = (_37 & 2u) << 3u;
    uint _191 = atomicAnd(_83._m0[_180], ~(65535u << _184));
    uint _192 = atomicOr(_83._m0[_180], uint(float16BitsToUint16(_14._m1 + float16_t(0.5))) << _184);
    uint _193 = _37 + 2u;
    uint _194 = _193 >> 2u;
    uint _198 = (_193 & 2u) << 3u;
    uint _203 = atomicAnd(_83._m0[_194], ~(65535u << _198));
    uint _204 = atomicOr(_83._m0[_194], uint(float16BitsToUint16(_14._m0 + float16_t(0.5))) << _198);
    uint _38 = _35 | 20u;
    uint _205 = _38 >> 2u;
    uint _208 = (_38 & 2u) << 3u;
    uint _213 = atomicAnd(_83._m0[_205], ~(65535u << _208));
    uint _214 = atomicOr(_83._m0[_205], uint(_22) << _208);
    uint _39 = _35 | 22u;
    uint _215 = _39 >> 2u;
    uint _218 = (_39 & 2u) << 3u;
    uint _223 = atomicAnd(_83._m0[_215], ~(65535u << _218));
    uint _224 = atomicOr(_83._m0[_215], uint(_19 + 1us) << _218);
    uint _40 = _35 | 24u;
    _83._m0[_40 >> 2u] = floatBitsToUint(_9);
    _83._m0[(_40 + 4u) >> 2u] = floatBitsToUint(_8);
    _83._m0[(_40 + 8u) >> 2u] = floatBitsToUint(_7);
    uint _238 = _78._m0[_20 >> 2u];
    uint _245 = _78._m0[_17 >> 2u];
    uint _45 = _35 | 36u;
    uint _251 = _45 >> 2u;
    uint _254 = (_45 & 2u) << 3u;
    uint _259 = atomicAnd(_83._m0[_251], ~(65535u << _254));
    uint _260 = atomicOr(_83._m0[_251], uint(_152(uint16_t(_238 >> ((_20 & 2u) << 3u)), _151, _151, _151, 0u)._m0) << _254);
    uint _46 = _35 | 38u;
    uint _262 = _46 >> 2u;
    uint _265 = (_46 & 2u) << 3u;
    uint _270 = atomicAnd(_83._m0[_262], ~(65535u << _265));
    uint _271 = atomicOr(_83._m0[_262], uint(_152(uint16_t(_245 >> ((_17 & 2u) << 3u)), _151, _151, _151, 0u)._m0) << _265);
    uint _47 = _5 + 18u;
    uint _275 = _78._m0[_47 >> 2u];
    float16_t _49 = _142(uint16BitsToFloat16(uint16_t(_275 >> ((_47 & 2u) << 3u))), _141, _141, _141, 0u)._m0;
    uint _50 = _35 | 40u;
    uint _282 = _50 >> 2u;
    uint _286 = (_50 & 2u) << 3u;
    uint _291 = atomicAnd(_83._m0[_282], ~(65535u << _286));
    uint _292 = atomicOr(_83._m0[_282], uint(float16BitsToUint16(_49)) << _286);
    uint _52 = _35 | 42u;
    uint _295 = _52 >> 2u;
    uint _299 = (_52 & 2u) << 3u;
    uint _304 = atomicAnd(_83._m0[_295], ~(65535u << _299));
    uint _305 = atomicOr(_83._m0[_295], uint(float16BitsToUint16(float16_t(-0.0) - _49)) << _299);
    uint _53 = _5 + 8u;
    uint _308 = _78._m0[_53 >> 2u];
    uint _312 = _78._m0[(_53 + 4u) >> 2u];
    _119 _54 = _119(_308, _312, _118, _118, 0u);
    uint64_t _60 = uint64_t(_54._m0) | (uint64_t(_54._m1) << 32ul);
    uint64_t _61 = _60 + 4294967297ul;
    uint _62 = _35 | 48u;
    _83._m0[_62 >> 2u] = uint(_61);
    _83._m0[(_62 + 4u) >> 2u] = uint(_61 >> 32ul);
    uint _324 = _78._m0[_17 >> 2u];
    uint _70 = _35 | 56u;
    _83._m0[_70 >> 2u] = uint(_60 >> 32ul);
    _83._m0[(_70 + 4u) >> 2u] = _119(_324, _118, _118, _118, 0u)._m0;
    _83._m0[(_35 | 44u) >> 2u] = _119(_83._m0[_45 >> 2u], _118, _118, _118, 0u)._m0;
}

